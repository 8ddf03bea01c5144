#!/usr/bin/env bash
# The registered fidelity rounds (issue 43; reports/fidelity/registry.yaml, docs/reference.md): for each setting,
# ROUNDS rounds, each running every arm once, lab arms and engines alike, in a seeded shuffled order, on identical
# documents (same workload, seed, order and ids) and node settings:
#   lab-full-largest-rp  bin/lab run --flush-mode full --selector largest --controller-dispatch refresh-pool
#                                                              (8.10's controller, simulated; paired with es-8.10.4)
#   lab-full-largest     bin/lab run --flush-mode full --selector largest
#                                                              (8.10's write and order under 8.11's dispatch; no verdict)
#   lab-next-rr          bin/lab run --flush-mode next-buffer --selector round-robin
#                                                              (8.11's controller, simulated; paired with es-8.11.4)
#   lab-os               lab-full-largest-rp with --translog-flush-age 1h (OpenSearch 2.19 has no flush by translog
#                                                              age; paired with os-2.19.6)
#   es-8.10.4, es-8.11.4, os-2.19.6   bin/lab reference run --engine ENGINE
#   es-8.10.4-shared     bin/lab reference run --engine es-8.10.4 --refresh-pool shared
#                                                              (the 8.10 test: refreshes on the node's refresh pool)
# The lab's arms write a translog with request durability, as the node always does (a workload's translog is an index
# setting, so the logs settings run a copy of the built-in workload with translog: request); the node receives the
# lab's mapping and its --ids auto (docs/reference.md).
#
# Only complete rounds count, and a round is interleaved by construction: its arms are written to
# SETTING/rROUND.part/ARM.csv, and only when every arm has ended ok does the round get its span file
# (rROUND.part/span.txt: when its first arm was started and its last arm ended) and move, whole, to SETTING/rROUND/.
# A round cut short (a failed arm, the script stopped) is discarded when the script runs again and is run anew from its
# first arm, so no round is pieced together from trials run at different times. tables.sh checks the span again from
# the rows (every arm's trial_start inside the round's span) and refuses a round that breaks it.
#
# Usage: reports/fidelity/run.sh [ROUNDS (default 5)] [SETTING... (default: logs-1m logs-3m http-logs http-logs-4s)]
# Then:  reports/fidelity/tables.sh
#
# Wall time, from issue 32's rounds on this 2-core machine: the engines index logs at 10,500-11,200 docs/s at
# 1,000,000 documents and about 21,000 at 3,000,000 (4 MB), http_logs at 17,000-27,000; the lab logs at
# 11,000-14,000 and 20,000-26,500, http_logs at 34,000-45,000; plus about 15 s a trial for the JVM and the documents.
# The script prints its estimate per setting when it starts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build

rounds=${1:-5}
shift || true
settings=("$@")
[ ${#settings[@]} -gt 0 ] || settings=(logs-1m logs-3m http-logs http-logs-4s)
out=reports/fidelity
engines=(es-8.10.4 es-8.11.4 os-2.19.6)
lab_arms=(lab-full-largest-rp lab-full-largest lab-next-rr lab-os)
engine_arms=(es-8.10.4 es-8.10.4-shared es-8.11.4 os-2.19.6)  # every engine, and 8.10.4 once more on the shared pool

for engine in "${engines[@]}"; do
    if [ ! -d "lab-reference/engines/$engine/target/lib" ]; then
        echo "the reference module is not built for $engine; run:" >&2
        echo "  mvn -B -q -Preference -DskipTests package -pl lab-reference/common,lab-reference,lab-reference/opensearch,$(printf 'lab-reference/engines/%s,' "${engines[@]}" | sed 's/,$//')" >&2
        exit 1
    fi
done

for setting in "${settings[@]}"; do
    case $setting in logs-1m|logs-3m|http-logs|http-logs-4s) ;;
        *) echo "unknown setting '$setting' (allowed: logs-1m, logs-3m, http-logs, http-logs-4s)" >&2; exit 2 ;; esac
done

# The built-in logs workload with translog: request in its index defaults: the lab's indices then write the translog
# the node writes. Generated, not copied, so it follows the built-in file; same name, documents and shares. It goes
# to the local output (reports/runs/, git-ignored): it is made from the built-in file, not part of the report.
mkdir -p reports/runs/fidelity
logs_request=reports/runs/fidelity/logs-translog-request.yaml
sed '/^index_defaults:/a\  translog: request' lab-core/src/main/resources/ingestlab/workloads/logs.yaml > "$logs_request"
# lab-os's: the same, with no commit by translog age within a trial (1h, the lab's longest), as OpenSearch 2.19 has none
logs_request_no_age=reports/runs/fidelity/logs-translog-request-no-age.yaml
sed '/^index_defaults:/a\  translog: request\n  translog_flush_age_ms: 1h' \
    lab-core/src/main/resources/ingestlab/workloads/logs.yaml > "$logs_request_no_age"

# setting -> the options of both sides (the registry's settings); its documents and the docs/s assumed above (engine,
# lab), for the estimate
declare -A options no_age docs engine_rate lab_rate
options[logs-1m]="--workload $logs_request --docs 1000000 --buffer 1mb --write-threads 2"
no_age[logs-1m]="--workload $logs_request_no_age --docs 1000000 --buffer 1mb --write-threads 2"
docs[logs-1m]=1000000; engine_rate[logs-1m]=10500; lab_rate[logs-1m]=11000
options[logs-3m]="--workload $logs_request --docs 3000000 --buffer 4mb --write-threads 2"
no_age[logs-3m]="--workload $logs_request_no_age --docs 3000000 --buffer 4mb --write-threads 2"
docs[logs-3m]=3000000; engine_rate[logs-3m]=20000; lab_rate[logs-3m]=20000
# http_logs in 2 shards, not 1: a lone shard's IndexWriter buffer is the controller's whole budget, so Lucene's own
# RAM limit fires first and the controller never writes (issue 32's smoke trials)
options[http-logs]="--dataset http_logs --shards 2 --docs 500000 --buffer 1mb --write-threads 2 --translog request"
docs[http-logs]=500000; engine_rate[http-logs]=17000; lab_rate[http-logs]=34000
# the fourth setting, which no earlier run used: http_logs in 4 shards at 2 MB
options[http-logs-4s]="--dataset http_logs --shards 4 --docs 500000 --buffer 2mb --write-threads 2 --translog request"
docs[http-logs-4s]=500000; engine_rate[http-logs-4s]=17000; lab_rate[http-logs-4s]=34000
for setting in http-logs http-logs-4s; do no_age[$setting]="${options[$setting]} --translog-flush-age 1h"; done

arm_command() { # arm setting -> the command line
    local arm=$1 setting=$2
    case $arm in
        lab-full-largest) echo "$lab run ${options[$setting]} --flush-mode full --selector largest --quiet" ;;
        lab-full-largest-rp) echo "$lab run ${options[$setting]} --flush-mode full --selector largest --controller-dispatch refresh-pool --quiet" ;;
        lab-next-rr) echo "$lab run ${options[$setting]} --flush-mode next-buffer --selector round-robin --quiet" ;;
        lab-os) echo "$lab run ${no_age[$setting]} --flush-mode full --selector largest --controller-dispatch refresh-pool --quiet" ;;
        es-8.10.4-shared) echo "$lab reference run --engine es-8.10.4 --refresh-pool shared ${options[$setting]}" ;;
        es-*|os-*) echo "$lab reference run --engine $arm ${options[$setting]}" ;;
    esac
}

# A seeded shuffle of every arm: one order per setting and round, the same on every run of the script (mawk gave the
# same order to some large seeds, hence the modulus).
shuffled() { # setting round
    local seed
    seed=$(printf '%s-%s' "$1" "$2" | cksum | cut -d' ' -f1)
    printf '%s\n' "${lab_arms[@]}" "${engine_arms[@]}" \
        | awk -v seed="$seed" 'BEGIN { srand(seed % 65521) } { printf "%.12f %s\n", rand(), $0 }' | sort -n | cut -d' ' -f2
}

for setting in "${settings[@]}"; do
    est=$(( ${docs[$setting]} * ${#engine_arms[@]} / ${engine_rate[$setting]} \
        + ${docs[$setting]} * ${#lab_arms[@]} / ${lab_rate[$setting]} + 15 * (${#engine_arms[@]} + ${#lab_arms[@]}) ))
    echo "== $setting: $rounds rounds of ~$(( est / 60 )) min each (an estimate from ${engine_rate[$setting]} docs/s on the engines, ${lab_rate[$setting]} in the lab)"
done

run_round() { # setting round: every arm into rROUND.part/, then the span, then the move to rROUND/
    local setting=$1 round=$2 done="$out/$1/r$2" part="$out/$1/r$2.part" arm command started
    rm -rf "$part"                                  # a round cut short is run anew, whole
    mkdir -p "$part"
    started=$(date -u +%FT%T.%NZ)
    for arm in $(shuffled "$setting" "$round"); do
        command="$(arm_command "$arm" "$setting") --out $part/$arm.csv"
        echo "-- $setting round $round $arm ($(date -u +%FT%TZ)): $command"
        if ! $command || [ ! -s "$part/$arm.csv" ]; then # both commands exit non-zero when a trial failed
            echo "-- $setting round $round: $arm failed; the round is discarded and run anew on the next run" >&2
            return 1
        fi
    done
    printf 'start=%s\nend=%s\n' "$started" "$(date -u +%FT%T.%NZ)" > "$part/span.txt"
    mv "$part" "$done"
}

failed=0
for round in $(seq 1 "$rounds"); do
    for setting in "${settings[@]}"; do
        if [ -f "$out/$setting/r$round/span.txt" ]; then
            echo "-- $setting round $round: done before, skipped"
            continue
        fi
        run_round "$setting" "$round" || failed=1
    done
done
[ $failed -eq 0 ] || { echo "== some rounds failed; run the script again to run them anew" >&2; exit 1; }
echo "== done; tables: reports/fidelity/tables.sh"

#!/usr/bin/env bash
# Paired rounds of the lab against the reference node (issue 32; reports/fidelity-engine.md, docs/reference.md): for
# each setting, ROUNDS rounds, each running the five arms once in a seeded shuffled order, on identical documents
# (same workload, seed, order and ids) and node settings:
#   lab-full-largest-rp  bin/lab run --flush-mode full --selector largest --controller-dispatch refresh-pool
#                                                                                (8.10's controller, simulated)
#   lab-full-largest   bin/lab run --flush-mode full --selector largest          (8.10's write and order under 8.11's
#                                                                                dispatch: the lab's "8.10" arm before
#                                                                                these rounds showed the difference)
#   es-8.10.4          bin/lab reference run --engine es-8.10.4                  (8.10's reclaim, the engine)
#   lab-next-rr        bin/lab run --flush-mode next-buffer --selector round-robin (8.11's reclaim, simulated)
#   es-8.11.4          bin/lab reference run --engine es-8.11.4                  (8.11's reclaim, the engine)
# The fifth arm (lab-full-largest-rp) was added after the first rounds of the other four had run (2026-11-26): in those
# rounds it runs after them, not interleaved; from then on all five are shuffled together.
# The lab's arms write a translog with request durability, as the node always does (a workload's translog is an index
# setting, so the logs settings run a copy of the built-in workload with translog: request); the node receives the
# lab's mapping and its --ids auto (docs/reference.md).
#
# Usage: reports/fidelity-engine/run.sh [ROUNDS (default 3)] [SETTING... (default: logs-1m logs-3m http-logs)]
# Then:  reports/fidelity-engine/tables.sh
# Resumable: each trial's rows go to a file of their own (reports/fidelity-engine/SETTING/rROUND-ARM.csv, and the lab's
# per-index rows to rROUND-ARM-indices.csv), written under a temporary name and renamed when the trial ended ok; a file already there is skipped, so killing the script loses at
# most the trial under way, and running it again goes on from there. A failed trial is kept as .failed and retried.
#
# Wall time, from the first rounds' trials on this 2-core machine (2026-11-25/26; the script prints the estimate per
# setting when it starts): the engine indexed logs at 10,500-11,200 docs/s at 1,000,000 documents and about 21,000 at
# 3,000,000 (4 MB), http_logs at 17,000-27,000; the lab logs at 11,000-14,000 and 20,000-26,500, http_logs at
# 34,000-45,000; plus about 15 s a trial for the JVM and the documents file. A round of all five arms: logs-1m ~9 min,
# logs-3m ~16 min, http-logs ~3 min; about 30 minutes a round.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build

rounds=${1:-3}
shift || true
settings=("$@")
[ ${#settings[@]} -gt 0 ] || settings=(logs-1m logs-3m http-logs)
out=reports/fidelity-engine

if [ ! -f lab-reference/target/lab-reference.jar ] || [ ! -d lab-reference/engines/es-8.11.4/target/lib ]; then
    echo "the reference module is not built; run:" >&2
    echo "  mvn -B -q -Preference -DskipTests package -pl lab-reference,lab-reference/engines/es-8.10.4,lab-reference/engines/es-8.11.4" >&2
    exit 1
fi

for setting in "${settings[@]}"; do
    case $setting in logs-1m|logs-3m|http-logs) ;; *) echo "unknown setting '$setting' (allowed: logs-1m, logs-3m, http-logs)" >&2; exit 2 ;; esac
done

# The built-in logs workload with translog: request in its index defaults: the lab's indices then write the translog
# the node writes. Generated, not copied, so it follows the built-in file; same name, documents and shares. It goes
# to the local output (reports/runs/, git-ignored): it is made from the built-in file, not part of the report.
mkdir -p "$out" reports/runs/fidelity-engine
logs_request=reports/runs/fidelity-engine/logs-translog-request.yaml
sed '/^index_defaults:/a\  translog: request' lab-core/src/main/resources/ingestlab/workloads/logs.yaml > "$logs_request"

# setting -> the options of both sides; its documents and the docs/s assumed above (engine, lab), for the estimate
declare -A options docs engine_rate lab_rate
# (a) the PR #94607 study's node (reports/pr94607/pr94607.yaml, pr94607-ablations.yaml): 1,000,000 docs, 1 MB, 2 write threads
options[logs-1m]="--workload $logs_request --docs 1000000 --buffer 1mb --write-threads 2"
docs[logs-1m]=1000000; engine_rate[logs-1m]=10500; lab_rate[logs-1m]=11000
# (b) the larger scale reports/pr94607-scale.md chose for the claim (w2-b4mb): 3,000,000 docs, 4 MB, 2 write threads
options[logs-3m]="--workload $logs_request --docs 3000000 --buffer 4mb --write-threads 2"
docs[logs-3m]=3000000; engine_rate[logs-3m]=20000; lab_rate[logs-3m]=20000
# (c) one index of one dataset: http_logs, 2 shards, 1 MB, 2 write threads, 500,000 documents. Not 1 shard: a lone
# shard's IndexWriter buffer is the controller's whole budget (both sides set it so), so Lucene's own RAM limit fires
# first and the controller never writes (50,000-document smoke trials in 1 shard: 0 controller writes on the lab and on
# es-8.11.4). In 2 shards the node's total reaches the budget while each writer holds about half of it: 50,000 documents
# gave 20-21 controller writes on the lab (both reclaims) and 78 on es-8.10.4, so 500,000 give about 200 on the lab,
# well over the 20 the comparison needs. The index goes search-idle after 30 s, so refreshes do not reclaim the buffer.
options[http-logs]="--dataset http_logs --shards 2 --docs 500000 --buffer 1mb --write-threads 2 --translog request"
docs[http-logs]=500000; engine_rate[http-logs]=17000; lab_rate[http-logs]=34000

arm_command() { # arm setting -> the command line
    local arm=$1 setting=$2
    case $arm in
        lab-full-largest) echo "$lab run ${options[$setting]} --flush-mode full --selector largest --quiet" ;;
        lab-full-largest-rp) echo "$lab run ${options[$setting]} --flush-mode full --selector largest --controller-dispatch refresh-pool --quiet" ;;
        lab-next-rr) echo "$lab run ${options[$setting]} --flush-mode next-buffer --selector round-robin --quiet" ;;
        es-8.10.4|es-8.11.4) echo "$lab reference run --engine $arm ${options[$setting]}" ;;
    esac
}

# A seeded shuffle of the five arms: one order per setting and round, the same on every run of the script (mawk
# gave the same order to some large seeds, hence the modulus).
shuffled() { # setting round
    local seed
    seed=$(printf '%s-%s' "$1" "$2" | cksum | cut -d' ' -f1)
    printf '%s\n' lab-full-largest es-8.10.4 lab-next-rr es-8.11.4 lab-full-largest-rp \
        | awk -v seed="$seed" 'BEGIN { srand(seed % 65521) } { printf "%.12f %s\n", rand(), $0 }' | sort -n | cut -d' ' -f2
}

for setting in "${settings[@]}"; do
    est=$(( ${docs[$setting]} * 2 / ${engine_rate[$setting]} + ${docs[$setting]} * 3 / ${lab_rate[$setting]} + 75 ))
    echo "== $setting: $rounds rounds of ~$(( est / 60 )) min each (an estimate from ${engine_rate[$setting]} docs/s on the engine, ${lab_rate[$setting]} in the lab)"
done

for round in $(seq 1 "$rounds"); do
    for setting in "${settings[@]}"; do
        mkdir -p "$out/$setting"
        for arm in $(shuffled "$setting" "$round"); do
            file="$out/$setting/r$round-$arm.csv"
            if [ -f "$file" ]; then
                echo "-- $setting round $round $arm: done before, skipped"
                continue
            fi
            part="${file%.csv}.part.csv"                 # lab run writes its per-index rows beside it
            rm -f "$part" "${part%.csv}-indices.csv"
            command="$(arm_command "$arm" "$setting") --out $part"
            echo "-- $setting round $round $arm ($(date -u +%FT%TZ)): $command"
            if $command && [ -s "$part" ]; then # both commands exit non-zero when a trial failed
                if [ -f "${part%.csv}-indices.csv" ]; then mv "${part%.csv}-indices.csv" "${file%.csv}-indices.csv"; fi
                mv "$part" "$file"
            else
                echo "-- $setting round $round $arm failed; kept as $file.failed, retried on the next run" >&2
                mv "$part" "$file.failed" 2> /dev/null || true
                rm -f "${part%.csv}-indices.csv"
            fi
        done
    done
done
echo "== done; tables: reports/fidelity-engine/tables.sh"

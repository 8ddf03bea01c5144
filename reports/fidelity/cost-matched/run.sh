#!/usr/bin/env bash
# The cost-matched fidelity experiment, as registration.md registers it: first the calibration that sizes the cost
# (calibrate.txt and sizes.txt, once), then ROUNDS rounds at http-logs, every arm once a round in a seeded shuffled
# order, into reports/fidelity/cost-matched/http-logs/rROUND/ARM.csv with the round's span.txt (a round is written to
# rROUND.part/ and moved into place only when every arm wrote its row, so a round cut short is run anew). Resumable:
# a round with its span.txt is skipped. Needs the reference profile built (see reports/fidelity/run.sh).
#   reports/fidelity/cost-matched/run.sh [ROUNDS]     (default 5)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
lab="${LAB:-bin/lab}"
rounds=${1:-5}
dir=reports/fidelity/cost-matched
opts="--dataset http_logs --shards 2 --docs 500000 --buffer 1mb --write-threads 2 --translog request"
full_rp="--flush-mode full --selector largest --controller-dispatch refresh-pool"
next="--flush-mode next-buffer --selector round-robin"

# The sizes (registration.md): G810 and G811 from the registered http-logs means, A from the calibration.
if [ ! -f "$dir/sizes.txt" ]; then
    [ -f "$dir/calibrate.txt" ] || "$lab" calibrate --dataset http_logs --docs 100000 --calibration-cost 20000 \
        --rounds 3 > "$dir/calibrate.txt"
    added=$(sed -n 's/.*CPU added a document, lab+cost - lab: \([0-9.]*\) us.*/\1/p' "$dir/calibrate.txt")
    [ -n "$added" ] || { echo "calibrate.txt gives no 'CPU added a document, lab+cost - lab'" >&2; exit 1; }
    low=$(sed -n 's/.*CPU added a document, lab+cost - lab: [0-9.]* us \[\([-0-9.]*\),.*/\1/p' "$dir/calibrate.txt")
    awk -v l="$low" 'BEGIN { exit !(l > 0) }' || { echo "the cost's added CPU is not resolved above 0 ($low): no sizing" >&2; exit 1; }
    awk -v a="$added" 'BEGIN { g810 = 1e6 * (1 / 6318 - 1 / 11470); g811 = 1e6 * (1 / 7150 - 1 / 12371)
        printf "A=%s\nG810=%.1f\nG811=%.1f\nN810=%d\nN811=%d\n", a, g810, g811, 20000 * g810 / a + 0.5, 20000 * g811 / a + 0.5 }' \
        > "$dir/sizes.txt"
    echo "sizes: $(tr '\n' ' ' < "$dir/sizes.txt"); commit calibrate.txt and sizes.txt before the first round"
    exit 0
fi
n810=$(sed -n 's/^N810=//p' "$dir/sizes.txt"); n811=$(sed -n 's/^N811=//p' "$dir/sizes.txt")

arms=(es-8.10.4 es-8.11.4 lab-full-largest-rp lab-next-rr lab-full-largest-rp+cost lab-next-rr+cost)
arm_command() {
    case $1 in
        es-*) echo "$lab reference run --engine $1 $opts" ;;
        lab-full-largest-rp) echo "$lab run $opts $full_rp --quiet" ;;
        lab-next-rr) echo "$lab run $opts $next --quiet" ;;
        lab-full-largest-rp+cost) echo "$lab run $opts $full_rp --calibration-cost $n810 --quiet" ;;
        lab-next-rr+cost) echo "$lab run $opts $next --calibration-cost $n811 --quiet" ;;
    esac
}
shuffled() { # round -> the arms in the order registration.md seeds
    local seed
    seed=$(printf 'cost-matched-%s' "$1" | cksum | cut -d' ' -f1)
    printf '%s\n' "${arms[@]}" | awk -v seed="$seed" 'BEGIN { srand(seed % 65521) } { printf "%.12f %s\n", rand(), $0 }' \
        | sort -n | cut -d' ' -f2
}
for round in $(seq 1 "$rounds"); do
    done_dir="$dir/http-logs/r$round" part="$dir/http-logs/r$round.part"
    [ -f "$done_dir/span.txt" ] && { echo "-- round $round: done before, skipped"; continue; }
    rm -rf "$part"; mkdir -p "$part"
    started=$(date -u +%FT%T.%NZ)
    for arm in $(shuffled "$round"); do
        command="$(arm_command "$arm") --out $part/$arm.csv"
        echo "-- round $round $arm ($(date -u +%FT%TZ)): $command"
        if ! $command || [ ! -s "$part/$arm.csv" ]; then
            echo "-- round $round: $arm failed; the round is run anew on the next run" >&2
            exit 1
        fi
    done
    printf 'start=%s\nend=%s\n' "$started" "$(date -u +%FT%T.%NZ)" > "$part/span.txt"
    mv "$part" "$done_dir"
done
echo "== done; tables: reports/fidelity/cost-matched/tables.sh"

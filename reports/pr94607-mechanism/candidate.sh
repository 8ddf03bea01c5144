#!/usr/bin/env bash
# The candidate reclaim order of issue 42 against 8.11's round-robin, at three points of the scale map, round r of
# each point before round r + 1 of any, each resumable. Hypothesis: candidate.md, registered before the first row.
# Usage, from anywhere:
#   reports/pr94607-mechanism/candidate.sh [ROUNDS, default 5]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
lab="${LAB:-bin/lab}"
dir=reports/pr94607-mechanism
rounds="${1:-5}"
for ((r = 1; r <= rounds; r++)); do
    for point in w2-b1mb w2-b4mb w2-b8mb; do
        echo "== round $r of $rounds, point $point ($(date -u +%FT%TZ))"
        "$lab" sweep --file "$dir/candidate-$point.yaml" --trials "$r" --resume --out "$dir/candidate-$point.csv"
    done
done

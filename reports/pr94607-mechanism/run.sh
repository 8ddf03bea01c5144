#!/usr/bin/env bash
# The PR #94607 mechanism experiment (issue 42): both points, round r of each before round r + 1 of either, each
# resumable. Predictions: predictions.md, registered before the first row. Usage, from anywhere:
#   reports/pr94607-mechanism/run.sh [ROUNDS, default 5]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
lab="${LAB:-bin/lab}"
dir=reports/pr94607-mechanism
rounds="${1:-5}"
for ((r = 1; r <= rounds; r++)); do
    for point in w2-b1mb w2-b4mb; do
        echo "== round $r of $rounds, point $point ($(date -u +%FT%TZ))"
        "$lab" sweep --file "$dir/$point-floors.yaml" --trials "$r" --resume --out "$dir/$point-floors.csv"
    done
done

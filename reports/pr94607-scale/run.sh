#!/usr/bin/env bash
# Runs the PR #94607 scale map (README.md here): round r of every point before round r + 1 of any, each resumable,
# so it can be stopped and started again at any time. Usage: reports/pr94607-scale/run.sh [ROUNDS, default 3]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
rounds="${1:-3}"
mkdir -p reports/pr94607-scale
for round in $(seq 1 "$rounds"); do
  for point in w8-b1mb w2-b8mb w8-b8mb w2-b4mb w8-b4mb w2-b2mb; do
    echo "== round $round of $rounds, point $point ($(date -u +%FT%TZ))"
    "$lab" sweep --file "reports/pr94607-scale/$point.yaml" --trials "$round" --resume \
      --out "reports/pr94607-scale/$point.csv"
  done
done

#!/usr/bin/env bash
# The sweeps behind reports/pr94607.md, resumable (a stopped run picks up where it left), then its tables. On 2 cores
# the study took 49 minutes, the ablations 89 (every bulk of their interleaved trials splits into 13 shard requests).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
"$lab" sweep --file reports/pr94607/pr94607.yaml --trials 5 --resume --timeline --out reports/pr94607/table.csv
"$lab" sweep --file reports/pr94607/pr94607-ablations.yaml --trials 3 --resume --out reports/pr94607/ablations.csv
reports/pr94607/tables.sh

#!/usr/bin/env bash
# The sweeps behind reports/search-cost.md, resumable (a stopped run picks up where it left), then its tables.
# About 3 h on 2 cores: the six PR #94607 configs, 5 rounds of ~4 minutes, then merge policy x codec, 5 rounds of ~3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
"$lab" sweep --file reports/search-cost/search-cost.yaml --trials 5 --resume --out reports/search-cost/structure.csv
"$lab" sweep --file reports/search-cost/search-cost-factors.yaml --trials 5 --resume --out reports/search-cost/factors.csv
reports/search-cost/tables.sh

#!/usr/bin/env bash
# The stored-fields codec sweep of reports/codecs-200k.md: every codec (zstd codecs at level 3, plus zstd at 1 and 6)
# on europarl and http_logs, 200,000 docs, --measure-fetch. Three interleaved rounds (one trial of each setting per
# round) so that any drift in machine load spreads over every setting alike.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-reports/codecs-200k.csv}
for round in 1 2 3; do
  for dataset in europarl http_logs; do
    for cfg in "default" "best-compression" "zstd 3" "zstd-no-dict 3" "zstd-es 3" "zstd 1" "zstd 6"; do
      set -- $cfg
      level=()
      [ -n "${2:-}" ] && level=(--codec-level "$2")
      echo "=== round $round $dataset $1 ${2:-} $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
      bin/lab run --dataset "$dataset" --codec "$1" "${level[@]}" --docs 200000 --measure-fetch --quiet --out "$out" \
        | grep -E "docs_per_s|store_bytes|stored_fields_bytes|fetch_us_per_doc"
    done
  done
done
echo "=== done $(date -u +%T)"

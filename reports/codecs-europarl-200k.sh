#!/usr/bin/env bash
# Interleaved: one trial of each codec per round, three rounds, so load drift on the shared machine spreads evenly.
cd "$(dirname "$0")/.."
for round in 1 2 3; do
  for cfg in "default" "best-compression" "zstd 3" "zstd-no-dict 3" "zstd-es 3" "zstd 1" "zstd 6"; do
    set -- $cfg
    level=()
    [ -n "${2:-}" ] && level=(--codec-level "$2")
    echo "=== round $round codec $1 ${2:-} $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
    bin/lab run --codec "$1" "${level[@]}" --docs 200000 --trials 1 --measure-fetch --quiet --out reports/codecs-europarl-200k.csv \
      | grep -E "docs_per_s|store_bytes|stored_fields_bytes|fetch_us_per_doc|elapsed_s"
  done
done
echo "=== done $(date -u +%T)"

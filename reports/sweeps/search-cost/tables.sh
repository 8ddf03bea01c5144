#!/usr/bin/env bash
# The tables and charts of reports/search-cost.md, from the committed CSVs in reports/search-cost/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
lab="${LAB:-bin/lab}"   # LAB=path/to/bin/lab uses another checkout's build
dir=reports/search-cost

# The PR #94607 study's six configs: what each left, force-merged over as ingested per query type, and each config's
# as-ingested search rate over Elasticsearch 8.10's (full reclaim of the largest shard), paired by round.
"$lab" search-cost "$dir/structure.csv" --baseline flush_mode=full,selector=largest \
    --charts "$dir/charts/structure" > "$dir/structure-table.md"
# The mechanism behind the segments: flushes by cause, the flushed segments' size, merges and their bytes.
"$lab" report "$dir/structure.csv" --metrics docs_per_s,flushes,flushes_by_controller,flushes_by_refresh,\
flushed_segment_mb_p50,merges,merged_bytes,segment_count_final > "$dir/structure-levels.md"

if [ -f "$dir/factors.csv" ]; then
    # Merge policy x codec on the 8.11 node: no merges against LogByteSizeMergePolicy, per codec.
    "$lab" search-cost "$dir/factors.csv" --baseline merge_policy=log-byte-size,codec=best-compression \
        --charts "$dir/charts/factors" > "$dir/factors-table.md"
    "$lab" report "$dir/factors.csv" --metrics docs_per_s,flushes,merges,merged_bytes,segment_count_final,store_bytes \
        > "$dir/factors-levels.md"
fi

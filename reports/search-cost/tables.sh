#!/usr/bin/env bash
# The tables and charts of reports/search-cost.md, from the committed CSVs in reports/search-cost/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/search-cost

# The PR #94607 study's six configs: what each left, force-merged over as ingested per query type, and each config's
# as-ingested search rate over Elasticsearch 8.10's (full reclaim of the largest shard), paired by round.
"$lab" search-cost "$dir/structure.csv" --baseline flush_mode=full,selector=largest \
    --charts "$dir/charts/structure" > "$dir/structure-table.md"
# The mechanism behind the segments: flushes by cause, the flushed segments' size, merges and their bytes.
"$lab" report "$dir/structure.csv" --metrics docs_per_s,flushes,flushes_by_controller,flushes_by_refresh,\
flushed_segment_mb_p50,merges,merged_bytes,segment_count_final,store_bytes > "$dir/structure-levels.md"

if [ -f "$dir/factors.csv" ]; then
    # Merge policy x codec on the 8.11 node: no merges against LogByteSizeMergePolicy, per codec.
    # (--by: the workload's hash differs with its index settings, and would only repeat them in the labels)
    "$lab" search-cost "$dir/factors.csv" --by merge_policy,codec --baseline merge_policy=log-byte-size,codec=best-compression \
        --charts "$dir/charts/factors" > "$dir/factors-table.md"
    "$lab" report "$dir/factors.csv" --by merge_policy,codec --metrics docs_per_s,flushes,flushes_by_controller,\
flushes_by_refresh,flushed_segment_mb_p50,merges,merged_bytes,segment_count_final,store_bytes,stored_fields_bytes \
        > "$dir/factors-levels.md"
    # The trade per codec: what no merges gains at indexing and costs at search, paired by round.
    for codec in best-compression default; do
        "$lab" compare "$dir/factors.csv" --paired --baseline merge_policy=log-byte-size,codec=$codec \
            --contender merge_policy=none,codec=$codec --metrics docs_per_s,cpu_s,flushes,search_segments,search_all_qps
    done > "$dir/factors-trade.md"
fi

#!/usr/bin/env bash
# Regenerates the tables and charts of reports/pr94607.md from the CSVs committed beside this script:
#   table.csv (+ -indices, -timeline)  bin/lab sweep --file reports/sweeps/pr94607.yaml --trials 5 --resume --timeline --out reports/pr94607/table.csv
#   ablations.csv (+ -indices)         bin/lab sweep --file reports/sweeps/pr94607-ablations.yaml --trials 3 --resume --out reports/pr94607/ablations.csv
# Run it from anywhere: reports/pr94607/tables.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
dir=reports/pr94607
lab=bin/lab

node=docs_per_s,cpu_s,merges,merged_segments,merged_bytes,merge_time_s,flushes,flushes_by_controller,flushes_by_refresh
node+=,flushes_by_lucene,flushed_segment_mb_p50,refreshes,controller_writes,controller_shards_per_check_p50
node+=,controller_shards_per_check_max,controller_writes_by_refresh_path,segment_count_max,store_bytes,young_gc_s
index=docs,share,merges,merged_docs,merged_bytes,merge_time_s,flushes,flushes_by_controller,flushes_by_refresh
index+=,flushes_by_lucene,flushed_segment_mb_p50,refreshes,refreshes_skipped_idle,buffer_max_bytes

# Percentile-bootstrap intervals: counts and sizes cannot go below 0, and neither can their intervals.
"$lab" report "$dir/table.csv" --by flush_mode,selector --metrics "$node" --bootstrap \
    --charts "$dir/charts" > "$dir/node.md"
"$lab" report "$dir/table.csv" --by flush_mode,selector,index --where index=k8 --metrics "$index" --bootstrap \
    > "$dir/k8.md"
"$lab" report "$dir/table.csv" --by flush_mode,selector,index --metrics "$index" --bootstrap > "$dir/indices.md"
"$lab" report "$dir/ablations.csv" --by workload_hash,bulk_mix,selector --metrics "$node" --bootstrap \
    --charts "$dir/ablation-charts" > "$dir/ablations.md"
"$lab" report "$dir/ablations.csv" --by workload_hash,bulk_mix,selector,index --where index=k8 --metrics "$index" \
    --bootstrap > "$dir/ablations-k8.md"
echo "Wrote $dir/node.md, k8.md, indices.md, ablations.md, ablations-k8.md and the charts"

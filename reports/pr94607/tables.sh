#!/usr/bin/env bash
# Regenerates the tables and charts of reports/pr94607.md from the CSVs committed beside this script, which run.sh
# measured: table.csv (+ -indices, -timeline) from pr94607.yaml, ablations.csv (+ -indices) from pr94607-ablations.yaml.
# Usage: reports/pr94607/tables.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/pr94607

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
# Paired rounds: every config ran once per round, in a shuffled order, so a round's ratio cancels the machine's load.
# Student-t on the per-round log ratios: lab compare refuses --bootstrap with --paired (it covered less than 95% at a
# few rounds), and paired.md was written with the t interval.
paired=docs_per_s,cpu_s,merges,merged_bytes,merge_time_s,flushes,controller_writes,flushed_segment_mb_p50
compare() { # FILE BASELINE CONTENDER
    "$lab" compare "$1" --baseline "$2" --contender "$3" --paired --metrics "$paired"
    echo
}
{
    for mode in next-buffer full; do
        compare "$dir/table.csv" "flush_mode=$mode,selector=largest" "flush_mode=$mode,selector=random"
        compare "$dir/table.csv" "flush_mode=$mode,selector=largest" "flush_mode=$mode,selector=round-robin"
        compare "$dir/table.csv" "flush_mode=$mode,selector=round-robin" "flush_mode=$mode,selector=random"
    done
    for selector in largest random round-robin; do
        compare "$dir/table.csv" "flush_mode=full,selector=$selector" "flush_mode=next-buffer,selector=$selector"
    done
    compare "$dir/table.csv" "flush_mode=full,selector=largest" "flush_mode=next-buffer,selector=round-robin"
} > "$dir/paired.md"
# The ablations' configs differ by their workload's hash (a: 3fc5b5ad552e every index refresh off, b: 73587ed7a6e0
# every index at 1s, d: 72eca01b74b8 equal shares) or by bulk_mix (e: interleaved, with the logs workload's hash).
{
    for config in workload_hash=3fc5b5ad552e workload_hash=73587ed7a6e0 workload_hash=72eca01b74b8 bulk_mix=interleaved; do
        compare "$dir/ablations.csv" "$config,selector=largest" "$config,selector=random"
        compare "$dir/ablations.csv" "$config,selector=largest" "$config,selector=round-robin"
        compare "$dir/ablations.csv" "$config,selector=round-robin" "$config,selector=random"
    done
} > "$dir/ablations-paired.md"
echo "Wrote $dir/node.md, k8.md, indices.md, paired.md, ablations.md, ablations-k8.md, ablations-paired.md and the charts"

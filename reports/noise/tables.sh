#!/usr/bin/env bash
# The tables of reports/noise.md, from the committed CSVs in reports/noise/ (run.sh measures them, then calls this).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/noise

# The A/A table: per workload and design, the SD of the log ratio, the half-width at 8 pairs and the pairs a 3%
# half-width needs (sequential runs paired back to back and at a lag of 3); then each duet's SD over the sequential
# one's, with its 95% interval.
"$lab" noise "$dir"/aa-{http_logs,logs,europarl}-{sequential,duet}.csv > "$dir/aa-table.md"
# The first duet runs, whose one-CPU JVMs picked the serial collector, against the same sequential runs (G1).
"$lab" noise "$dir"/aa-{http_logs,logs,europarl}-sequential.csv "$dir"/serial-gc/aa-{http_logs,logs,europarl}-duet.csv \
    > "$dir/serial-gc/aa-table.md"

# What ran: each A/A file's docs/s and trial length (the table "What ran"; a duet's rows are its sides).
for file in "$dir"/aa-{http_logs,logs,europarl}-{sequential,duet}.csv; do
    "$lab" report "$file" --metrics docs_per_s,elapsed_s
done > "$dir/aa-levels.md"
# The A/B's mechanism columns per level (the table under "A known effect both ways").
for mode in sequential duet; do
    "$lab" report "$dir/ab-replicas-$mode.csv" --metrics docs_per_s,elapsed_s,cpu_s,young_gc_s,old_gc_s,flushes,merges
done > "$dir/ab-replicas-levels.md"

# The A/B both ways: the paired ratios (duet pairs by duet_pair, sequential ones by round). Replicas double the work,
# so a duet's faster side ends long before the slower one: most pairs are flagged, which the report says.
for mode in sequential duet; do
    "$lab" compare "$dir/ab-replicas-$mode.csv" --baseline replicas=0 --contender replicas=1 --paired \
        --metrics docs_per_s,cpu_s > "$dir/ab-replicas-$mode.md"
done

# The design study (issue 41; registered in design-study/rule.md): every committed batch's complete rounds, by design
# and window, its known effects, and the adoption rule step by step (pending until both registered batches hold their
# 12 complete rounds of each workload). A batch folder that does not exist yet matches nothing.
study=$dir/design-study
"$lab" noise --designs --metric docs_per_s,docs_per_s_settled --rule batch-1,batch-2 --rule-rounds 12 \
    --expected k1="$study/expected-k1.txt" "$study"/batch-*/*/{sequential,pinned,duet}.csv > "$study/tables.md"

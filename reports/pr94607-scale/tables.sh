#!/usr/bin/env bash
# Regenerates the tables and charts of reports/pr94607-scale.md from the CSVs committed beside this script (and the
# study's reports/pr94607/table.csv, the map's point at 1 MB and 2 write threads):
#   reports/pr94607-scale/run.sh 3     # the six points, 3 paired rounds each, resumable
#   reports/pr94607-scale/tables.sh    # points.csv, effects.csv, their markdown, charts/
# Every mean is lab report's and every ratio lab compare --paired's (the geometric mean of the per-round ratios, 95%
# Student-t on the log ratios), in their tidy CSV; awk only joins them across points, derives the three dimensionless
# quantities and lays out the tables, reading every column by its name in the header.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/pr94607-scale
floor_mb=2                        # LogByteSizeMergePolicy's default floor (minMergeMB), which the logs workload keeps
k8_refresh_s=5                    # k8's refresh interval in the logs workload
# point  results file  write threads  buffer (MB)
points=(
    "w2-b1mb reports/pr94607/table.csv 2 1"
    "w2-b2mb $dir/w2-b2mb.csv 2 2"
    "w2-b4mb $dir/w2-b4mb.csv 2 4"
    "w2-b8mb $dir/w2-b8mb.csv 2 8"
    "w8-b1mb $dir/w8-b1mb.csv 8 1"
    "w8-b4mb $dir/w8-b4mb.csv 8 4"
    "w8-b8mb $dir/w8-b8mb.csv 8 8"
)
node=merges,merge_time_s,merged_bytes,docs_per_s,flushes,flushes_by_lucene,flushes_by_controller,flushes_by_refresh
node+=,flushed_segment_mb_p50,controller_writes,throttle_time_s
# name  baseline  contender
pairs=(
    "next-buffer:_random/largest flush_mode=next-buffer,selector=largest flush_mode=next-buffer,selector=random"
    "next-buffer:_round-robin/random flush_mode=next-buffer,selector=random flush_mode=next-buffer,selector=round-robin"
    "full:_random/largest flush_mode=full,selector=largest flush_mode=full,selector=random"
    "largest:_next-buffer/full flush_mode=full,selector=largest flush_mode=next-buffer,selector=largest"
    "8.11/8.10_defaults flush_mode=full,selector=largest flush_mode=next-buffer,selector=round-robin"
)
paired=merges,merge_time_s,merged_bytes,docs_per_s,flushes,controller_writes,flushed_segment_mb_p50

# awk reads a CSV's columns by name: header() maps each name of the header line to its position, $(c["merges"]).
by_name='function header(  i) { delete c; for (i = 1; i <= NF; i++) c[$i] = i }'
# The lab's tidy CSV on stdin with the given columns in front of each row, their names in front of its header.
in_front() { # NAMES VALUES
    awk -v names="$1" -v values="$2" 'NR == 1 { print names "," $0; next } { print values "," $0 }'
}

node_means=$(mktemp)
k8_means=$(mktemp)
effects=$(mktemp)
trap 'rm -f "$node_means" "$k8_means" "$effects"' EXIT
for p in "${points[@]}"; do
    read -r point file threads buffer <<< "$p"
    [ -f "$file" ] || { echo "skipping $point: no $file yet" >&2; continue; }
    at_point="$point,$threads,$buffer"
    "$lab" report "$file" --by flush_mode,selector --metrics "$node" --format csv 2> /dev/null \
        | in_front point,write_threads,buffer_mb "$at_point" >> "$node_means"
    "$lab" report "$file" --by flush_mode,selector,index --where index=k8 --metrics share --format csv 2> /dev/null \
        | in_front point,write_threads,buffer_mb "$at_point" >> "$k8_means"
    for pair in "${pairs[@]}"; do
        read -r name baseline contender <<< "$pair"
        "$lab" compare "$file" --baseline "$baseline" --contender "$contender" --paired --metrics "$paired" \
            --format csv 2> /dev/null \
            | in_front point,write_threads,buffer_mb,pair,baseline,contender \
                "$at_point,${name//_/ },${baseline/,/;},${contender/,/;}" >> "$effects" || true
    done
done

# points.csv: per point and config, the means and the dimensionless quantities the effects are drawn against.
awk -F, -v floor="$floor_mb" -v refresh="$k8_refresh_s" -v k8_means="$k8_means" "$by_name"'
    $1 == "point" { header(); next }
    { key = $(c["point"]) SUBSEP $(c["flush_mode"]) SUBSEP $(c["selector"]) }
    FILENAME == k8_means { share[key] = $(c["mean"]); next }
    { seen[key] = 1; w[key] = $(c["write_threads"]); b[key] = $(c["buffer_mb"]); m[key, $(c["metric"])] = $(c["mean"]); n[key] = $(c["n"]) }
    END {
        print "point,write_threads,buffer_mb,buffer_per_thread_kb,flush_mode,selector,trials,merges,merge_time_s,merged_gb,docs_per_s,flushes,flushes_by_controller,flushes_by_refresh,flushes_by_lucene,lucene_share,flushed_segment_mb_p50,segment_over_floor,controller_writes,k8_docs_per_refresh_per_mb,throttle_time_s"
        for (key in seen) {
            split(key, k, SUBSEP)
            flushes = m[key, "flushes"]
            printf "%s,%d,%d,%d,%s,%s,%d,%.1f,%.1f,%.3f,%.0f,%.0f,%.0f,%.0f,%.0f,%.3f,%.3f,%.3f,%.0f,%.0f,%.1f\n", k[1], w[key], b[key], b[key] * 1024 / w[key], k[2], k[3], n[key], m[key, "merges"], m[key, "merge_time_s"], m[key, "merged_bytes"] / 1e9, m[key, "docs_per_s"], flushes, m[key, "flushes_by_controller"], m[key, "flushes_by_refresh"], m[key, "flushes_by_lucene"], (flushes > 0 ? m[key, "flushes_by_lucene"] / flushes : 0), m[key, "flushed_segment_mb_p50"], m[key, "flushed_segment_mb_p50"] / floor, m[key, "controller_writes"], m[key, "docs_per_s"] * share[key] * refresh / b[key], m[key, "throttle_time_s"]
        }
    }' "$node_means" "$k8_means" | { IFS= read -r header; echo "$header"; sort -t, -k2,2n -k3,3n -k5,5 -k6,6; } > "$dir/points.csv"

# effects.csv: each pair's paired ratio per metric, with the pair's own position on the three axes (the mean of its
# two configs' values).
awk -F, -v points="$dir/points.csv" "$by_name"'
    FNR == 1 || $1 == "point" { header(); next }
    FILENAME == points {
        key = $(c["point"]) SUBSEP "flush_mode=" $(c["flush_mode"]) ";selector=" $(c["selector"])
        seg[key] = $(c["segment_over_floor"]); luc[key] = $(c["lucene_share"]); next
    }
    {
        p = $(c["point"]); w = $(c["write_threads"]); mb = $(c["buffer_mb"]); pair = $(c["pair"])
        b = p SUBSEP $(c["baseline"]); k = p SUBSEP $(c["contender"])
        if (!(b in seg) || !(k in seg)) next
        low = $(c["ratio_ci_low"]); high = $(c["ratio_ci_high"])
        low = low ~ /^[0-9.eE+-]+$/ ? sprintf("%.4f", low) : ""; high = high ~ /^[0-9.eE+-]+$/ ? sprintf("%.4f", high) : ""
        printf "%s,%d,%d,%d,%s,%s,%s,%d,%.4f,%s,%s,%.3f,%.3f,%s,%s\n", p, w, mb, mb * 1024 / w, pair, pair " (" w " write threads)", $(c["metric"]), $(c["rounds"]), $(c["ratio"]), low, high, (seg[b] + seg[k]) / 2, (luc[b] + luc[k]) / 2, $(c["change"]), pair ~ /\// && pair ~ /^(next-buffer|full):/ ? "selector" : "mode"
    }
    BEGIN { print "point,write_threads,buffer_mb,buffer_per_thread_kb,pair,line,metric,rounds,ratio,low,high,segment_over_floor,lucene_share,change,family" }
' "$dir/points.csv" "$effects" | { IFS= read -r header; echo "$header"; sort -t, -k5,5 -k7,7 -k2,2n -k3,3n; } > "$dir/effects.csv"

# The claim's scale rule (reports/pr94607-scale/README.md): per point, the fewest controller writes and merges
# of any ok trial of any config, and whether it has the 3 ok trials per config the map asks for.
{
    echo "| point | write threads | buffer (MB) | buffer per write thread (KB) | ok trials | fewest per config | fewest controller writes | fewest merges | meets the claim's rule (≥ 20 writes, ≥ 10 merges) |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
    for p in "${points[@]}"; do
        read -r point file threads buffer <<< "$p"
        [ -f "$file" ] || continue
        awk -F, -v p="$point" -v w="$threads" -v b="$buffer" '
            NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
            $col["status"] == "ok" && $col["warmup"] != "true" {
                ok++; per[$col["config_hash"]]++
                cw = $col["controller_writes"] + 0; mg = $col["merges"] + 0
                if (minw == "" || cw < minw) minw = cw
                if (ming == "" || mg < ming) ming = mg
            }
            END {
                fewest = ""; for (c in per) if (fewest == "" || per[c] < fewest) fewest = per[c]
                printf "| %s | %d | %d | %d | %d | %d | %d | %d | %s |\n", p, w, b, b * 1024 / w, ok, fewest, minw, ming, (minw >= 20 && ming >= 10) ? "yes" : "no"
            }' "$file"
    done
} > "$dir/claim-scale.md"

# The markdown beside them, for the report to quote.
awk -F, "$by_name"'NR == 1 { header(); print "| point | flush mode, selector | trials | merges | merge time (s) | merged GB | docs/s | flushes (controller / refresh / Lucene) | Lucene share | flushed p50 (MiB) | p50 / floor | controller writes | k8 docs per refresh per MB |"; print "|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|"; next }
    { printf "| %s | %s, %s | %d | %s | %s | %s | %s | %s / %s / %s | %s | %s | %s | %s | %s |\n", $(c["point"]), $(c["flush_mode"]), $(c["selector"]), $(c["trials"]), $(c["merges"]), $(c["merge_time_s"]), $(c["merged_gb"]), $(c["docs_per_s"]), $(c["flushes_by_controller"]), $(c["flushes_by_refresh"]), $(c["flushes_by_lucene"]), $(c["lucene_share"]), $(c["flushed_segment_mb_p50"]), $(c["segment_over_floor"]), $(c["controller_writes"]), $(c["k8_docs_per_refresh_per_mb"]) }' \
    "$dir/points.csv" > "$dir/points.md"
awk -F, "$by_name"'NR == 1 { header(); print "| pair | metric | point | buffer per write thread (KB) | rounds | ratio | 95% interval | p50 / floor | Lucene share |"; print "|---|---|---|---:|---:|---:|---|---:|---:|"; next }
    { interval = $(c["low"]) == "" ? "none (one round)" : sprintf("[%.2f, %.2f]", $(c["low"]), $(c["high"])); printf "| %s | %s | %s | %d | %d | %.2f | %s | %.3f | %.3f |\n", $(c["pair"]), $(c["metric"]), $(c["point"]), $(c["buffer_per_thread_kb"]), $(c["rounds"]), $(c["ratio"]), interval, $(c["segment_over_floor"]), $(c["lucene_share"]) }' \
    "$dir/effects.csv" > "$dir/effects.md"

# The map: per point, its size and the range over its configs of what the scale changes.
awk -F, "$by_name"'NR == 1 { header(); next }
    {
        p = $(c["point"]); w[p] = $(c["write_threads"]); b[p] = $(c["buffer_mb"]); kb[p] = $(c["buffer_per_thread_kb"]); configs[p]++; trials[p] += $(c["trials"])
        x = $(c["k8_docs_per_refresh_per_mb"]); if (!(p in lo) || x < lo[p]) lo[p] = x; if (!(p in hi) || x > hi[p]) hi[p] = x
    }
    END {
        print "| point | write threads | buffer | buffer per write thread | configs | ok trials | k8 documents per refresh interval per MB of buffer (lowest–highest config) |"
        print "|---|---:|---:|---:|---:|---:|---:|"
        n = 0; for (p in kb) order[++n] = p
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (w[order[j]] < w[order[i]] || (w[order[j]] == w[order[i]] && b[order[j]] < b[order[i]])) { t = order[i]; order[i] = order[j]; order[j] = t }
        for (i = 1; i <= n; i++) { p = order[i]; printf "| %s | %d | %d MB | %d KB | %d | %d | %\047d–%\047d |\n", p, w[p], b[p], kb[p], configs[p], trials[p], lo[p], hi[p] }
    }' "$dir/points.csv" > "$dir/map.md"

# The mechanism beside the effects: per point and config, what flushed and merged.
awk -F, "$by_name"'NR == 1 { header(); print "| point | flush mode, selector | merges | flushes: controller / refresh / Lucene | Lucene share | flushed p50 / 2 MB floor | controller writes | throttled (s) | docs/s |"; print "|---|---|---:|---|---:|---:|---:|---:|---:|"; next }
    $(c["selector"]) != "round-robin" { printf "| %s | %s, %s | %.0f | %d / %d / %d | %.2f | %.2f | %d | %.1f | %d |\n", $(c["point"]), $(c["flush_mode"]), $(c["selector"]), $(c["merges"]), $(c["flushes_by_controller"]), $(c["flushes_by_refresh"]), $(c["flushes_by_lucene"]), $(c["lucene_share"]), $(c["segment_over_floor"]), $(c["controller_writes"]), $(c["throttle_time_s"]), $(c["docs_per_s"]) }' \
    "$dir/points.csv" > "$dir/mechanism.md"

# 8.11's defaults against 8.10's, per point.
awk -F, "$by_name"'NR == 1 { header(); print "| point | buffer per write thread | rounds | merges | merge time | flushes | docs/s |"; print "|---|---:|---:|---:|---:|---:|---:|"; next }
    function cell(r, l, h) { return l == "" ? sprintf("%.2f (1 round)", r) : sprintf("%.2f [%.2f, %.2f]", r, l, h) }
    $(c["pair"]) == "8.11/8.10 defaults" { key = $(c["point"]); kb[key] = $(c["buffer_per_thread_kb"]); n[key] = $(c["rounds"]); cells[key, $(c["metric"])] = cell($(c["ratio"]), $(c["low"]), $(c["high"])) }
    END { for (p in kb) printf "| %s | %d KB | %d | %s | %s | %s | %s |\n", p, kb[p], n[p], cells[p, "merges"], cells[p, "merge_time_s"], cells[p, "flushes"], cells[p, "docs_per_s"] }' \
    "$dir/effects.csv" | { IFS= read -r h1; IFS= read -r h2; echo "$h1"; echo "$h2"; sort -t'|' -k3,3n; } > "$dir/defaults.md"

# The report's summary table: per point, the selector pairs' ratios that matter (merges, merge time, docs/s).
awk -F, "$by_name"'
    function cell(key) { if (!(key in ratio)) return "–"; return low[key] == "" ? sprintf("%.2f (1 round)", ratio[key]) : sprintf("%.2f [%.2f, %.2f]", ratio[key], low[key], high[key]) }
    NR == 1 { header(); next }
    {
        p = $(c["point"]); key = p SUBSEP $(c["pair"]) SUBSEP $(c["metric"]); ratio[key] = $(c["ratio"]); low[key] = $(c["low"]); high[key] = $(c["high"])
        kb[p] = $(c["buffer_per_thread_kb"]); w[p] = $(c["write_threads"]); b[p] = $(c["buffer_mb"]); rounds[p] = $(c["rounds"]) > rounds[p] ? $(c["rounds"]) : rounds[p]
    }
    END {
        print "| point | buffer per write thread | rounds | next-buffer random/largest: merges | merge time | docs/s | next-buffer round-robin/random: merges | full random/largest: merges | docs/s |"
        print "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
        n = 0; for (p in kb) order[++n] = p
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (kb[order[j]] < kb[order[i]] || (kb[order[j]] == kb[order[i]] && w[order[j]] < w[order[i]])) { t = order[i]; order[i] = order[j]; order[j] = t }
        for (i = 1; i <= n; i++) {
            p = order[i]
            printf "| %s (%d MB, %d write threads) | %d KB | %d | %s | %s | %s | %s | %s | %s |\n", p, b[p], w[p], kb[p], rounds[p], cell(p SUBSEP "next-buffer: random/largest" SUBSEP "merges"), cell(p SUBSEP "next-buffer: random/largest" SUBSEP "merge_time_s"), cell(p SUBSEP "next-buffer: random/largest" SUBSEP "docs_per_s"), cell(p SUBSEP "next-buffer: round-robin/random" SUBSEP "merges"), cell(p SUBSEP "full: random/largest" SUBSEP "merges"), cell(p SUBSEP "full: random/largest" SUBSEP "docs_per_s")
        }
    }' "$dir/effects.csv" > "$dir/selectors.md"

# Charts: one per family (selector pairs; reclaim modes and the defaults), metric and axis, a line per pair and
# write-thread count.
for family in selector mode; do
    for metric in merges merge_time_s docs_per_s; do
        for axis in buffer_per_thread_kb segment_over_floor lucene_share; do
            log=(); [ "$axis" = buffer_per_thread_kb ] && log=(--log-x)
            "$lab" plot "$dir/effects.csv" --x "$axis" --y ratio --low low --high high --series line \
                --where "family=$family,metric=$metric" "${log[@]}" --reference 1 \
                --title "PR #94607 across scales: paired $metric ratio against $axis (95% t intervals)" \
                --out "$dir/charts/$family-$metric-vs-$axis" > /dev/null
        done
    done
done
echo "Wrote $dir/points.csv, points.md, effects.csv, effects.md, map.md, selectors.md, mechanism.md, defaults.md, claim-scale.md and $dir/charts/"

#!/usr/bin/env bash
# Regenerates the tables of reports/pr94607-mechanism.md from the CSVs committed beside this script, with whatever
# rounds they hold (a cell short of the registered rounds says "pending", never a verdict):
#   reports/pr94607-mechanism/run.sh        # the floors experiment (H1-H3), resumable
#   reports/pr94607-mechanism/candidate.sh  # the candidate reclaim order (H4), resumable
#   reports/pr94607-mechanism/tables.sh     # cells.csv, cells.md, hypotheses.md, candidate-h4.md, candidate-beside.md,
#                                           # and the same tables inside reports/pr94607-mechanism.md
# Every ratio is lab compare --paired's (the geometric mean of the per-round ratios random/largest, 95% Student-t on
# the log ratios, n - 1 df) and every per-selector figure lab report's median, in their tidy CSV; awk only joins them,
# takes logarithms of those estimates to set them against the registered predictions, and lays out the tables,
# reading every column by its name in the header.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/pr94607-mechanism
report=reports/pr94607-mechanism.md

# The registrations, transcribed once here: predictions.md (H1-H3, committed at 1c1e120 before the first row) and
# candidate.md (H4, committed at 155d30f before the first row). Nothing below restates a number of theirs.
registered_rounds=5               # both files: at least 5 ok rounds of every config
# point  sweep (CSV w/o .csv)  random's p50 at the 2 MB floor on the scale map (MB; H1's input)
points=(
    "1_MB w2-b1mb-floors 0.26"
    "4_MB w2-b4mb-floors 1.49"
)
# floor label (MB)  the CSV's floor_segment
floors=("0.5 512kb" "2 2mb" "8 8mb")
reference_floor=2                 # H2 and H3 compare every floor's log R with the 2 MB floor's
h1_intercept=-2.058               # H1: log R = intercept + slope * log(p50_random / floor)
h1_slope=-0.739
h1_band=0.23                      # H1's band, in log units (twice the fit's RMS residual)
h1_map_low=-2.4                   # H1 gives a number only where log(p50/floor) lies in the map's range; else a direction
h1_map_high=0.0
h2_intercept=0.002                # H2: log R = intercept + slope * log F
h2_slope=1.17
h2_band=0.15                      # H2's band, per cell and between floors
h3_band=0.22                      # H3: |log R(floor) - log R(2 MB)| at most this
# H4: candidate.md's three points, its baseline and contender, and its docs/s floor for a win
candidate_points=(w2-b1mb w2-b4mb w2-b8mb)
candidate_baseline=selector=round-robin
candidate_contender=selector=large-round-robin
h4_docs_floor=0.95                # a win needs the docs_per_s ratio's interval entirely above this

# awk reads a CSV's columns by name: header() maps each name of the header line to its position, $(c["merges"]).
by_name='function header(  i) { delete c; for (i = 1; i <= NF; i++) c[$i] = i }'
# The lab's tidy CSV on stdin with the given columns in front of each row, their names in front of its header.
in_front() { # NAMES VALUES
    awk -v names="$1" -v values="$2" 'NR == 1 { print names "," $0; next } { print values "," $0 }'
}
# A paired ratio with its interval, or with the reason it has none.
cell_awk='function ratio_cell(r, l, h, n) { if (n == 0 || r == "") return "–"; if (l == "") return sprintf("%.3f (no interval, %d round%s)", r, n, n == 1 ? "" : "s"); return sprintf("%.3f [%.3f, %.3f]", r, l, h) }
    function num(x) { return x == "" ? "–" : sprintf(x == int(x) || x >= 100 || x <= -100 ? "%.0f" : "%.3f", x) }'

measured=(merges flushes flushed_segment_mb_p50 docs_per_s throttle_time_controller_s throttle_time_merges_s)
metrics=$(IFS=,; echo "${measured[*]}")
effects=$(mktemp)
medians=$(mktemp)
trap 'rm -f "$effects" "$medians"' EXIT
for p in "${points[@]}"; do
    read -r point sweep p50 <<< "$p"
    file="$dir/$sweep.csv"
    [ -s "$file" ] || { echo "no rows yet for ${point/_/ }: $file" >&2; continue; }
    "$lab" report "$file" --by floor_segment,selector --metrics "$metrics" --format csv 2> /dev/null \
        | in_front point "${point/_/ }" >> "$medians" || true
    for f in "${floors[@]}"; do
        read -r floor value <<< "$f"
        "$lab" compare "$file" --paired --baseline "selector=largest,floor_segment=$value" \
            --contender "selector=random,floor_segment=$value" --metrics "$metrics" --format csv 2> /dev/null \
            | in_front point,floor_mb,p50_map_mb "${point/_/ },$floor,$p50" >> "$effects" || true
    done
done

# cells.csv: per point and floor, R and F with their intervals and rounds, and each selector's medians.
awk -F, -v medians="$medians" -v floor_list="${floors[*]}" "$by_name"'
    BEGIN { n = split(floor_list, fl, " "); for (i = 1; i < n; i += 2) floor_of[fl[i + 1]] = fl[i] }
    { gsub(/"/, "") }   # the tidy CSV quotes some metric names; no field holds a comma
    $1 == "point" { header(); next }
    FILENAME == medians {
        f = floor_of[$(c["floor_segment"])]; if (f == "") next
        med[$(c["point"]), f, $(c["selector"]), $(c["metric"])] = $(c["median"]); next
    }
    {
        key = $(c["point"]) SUBSEP $(c["floor_mb"]); seen[key] = 1; p50map[key] = $(c["p50_map_mb"]); m = $(c["metric"])
        ratio[key, m] = $(c["ratio"]); low[key, m] = $(c["ratio_ci_low"]); high[key, m] = $(c["ratio_ci_high"]); rounds[key, m] = $(c["rounds"])
    }
    END {
        print "point,floor_mb,p50_map_mb,rounds,R,R_low,R_high,F,F_low,F_high,p50_largest,p50_random,merges_largest,merges_random,flushes_largest,flushes_random,docs_per_s_largest,docs_per_s_random,throttle_controller_s_largest,throttle_controller_s_random,throttle_merges_s_largest,throttle_merges_s_random"
        for (key in seen) {
            split(key, k, SUBSEP)
            n = rounds[key, "merges"] < rounds[key, "flushes"] ? rounds[key, "merges"] : rounds[key, "flushes"]
            line = k[1] "," k[2] "," p50map[key] "," n "," ratio[key, "merges"] "," low[key, "merges"] "," high[key, "merges"] "," ratio[key, "flushes"] "," low[key, "flushes"] "," high[key, "flushes"]
            split("flushed_segment_mb_p50 merges flushes docs_per_s throttle_time_controller_s throttle_time_merges_s", cols, " ")
            for (i = 1; i <= 6; i++) line = line "," med[k[1], k[2], "largest", cols[i]] "," med[k[1], k[2], "random", cols[i]]
            print line
        }
    }' "$medians" "$effects" | { IFS= read -r header; echo "$header"; sort -t, -k1,1n -k2,2n; } > "$dir/cells.csv"

# cells.md: the measured table, a row per point and floor (registered cells without rows say so).
awk -F, -v point_list="${points[*]}" -v floor_list="${floors[*]}" "$by_name $cell_awk"'
    function pair(a, b) { return num(a) " / " num(b) }
    NR == 1 { header(); next }
    { key = $(c["point"]) SUBSEP $(c["floor_mb"]); for (name in c) v[key, name] = $(c[name]); seen[key] = 1 }
    END {
        print "| point | floor (MB) | rounds | R = random/largest merges | F = random/largest flushes | flushed p50 (MiB), largest / random | merges, largest / random | flushes, largest / random | docs/s, largest / random | controller throttle (s), largest / random | merge scheduler throttle (s), largest / random |"
        print "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        np = split(point_list, pl, " "); nf = split(floor_list, fl, " ")
        for (i = 1; i <= np; i += 3) for (j = 1; j <= nf; j += 2) {
            point = pl[i]; gsub(/_/, " ", point); key = point SUBSEP fl[j]
            if (!(key in seen) || v[key, "rounds"] == 0) { printf "| %s | %s | 0 | results pending | | | | | | | |\n", point, fl[j]; continue }
            printf "| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |\n", point, fl[j], v[key, "rounds"],
                ratio_cell(v[key, "R"], v[key, "R_low"], v[key, "R_high"], v[key, "rounds"]),
                ratio_cell(v[key, "F"], v[key, "F_low"], v[key, "F_high"], v[key, "rounds"]),
                pair(v[key, "p50_largest"], v[key, "p50_random"]), pair(v[key, "merges_largest"], v[key, "merges_random"]),
                pair(v[key, "flushes_largest"], v[key, "flushes_random"]), pair(v[key, "docs_per_s_largest"], v[key, "docs_per_s_random"]),
                pair(v[key, "throttle_controller_s_largest"], v[key, "throttle_controller_s_random"]),
                pair(v[key, "throttle_merges_s_largest"], v[key, "throttle_merges_s_random"])
        }
    }' "$dir/cells.csv" > "$dir/cells.md"

# hypotheses.md: every registered prediction, cell by cell, the measured value beside it, and its outcome by
# predictions.md's rule; then each hypothesis's verdict. A prediction on a cell short of the registered rounds (or
# with no ratio) is pending.
awk -F, -v point_list="${points[*]}" -v floor_list="${floors[*]}" -v need="$registered_rounds" \
    -v ref="$reference_floor" -v a1="$h1_intercept" -v b1="$h1_slope" -v band1="$h1_band" -v lo1="$h1_map_low" \
    -v hi1="$h1_map_high" -v a2="$h2_intercept" -v b2="$h2_slope" -v band2="$h2_band" -v band3="$h3_band" "$by_name"'
    function usable(key) { return (key in n) && n[key] >= need && R[key] > 0 && R[key] != "inf" }
    function fewest(k1, k2) { return k2 == "" || n[k1] < n[k2] ? n[k1] + 0 : n[k2] + 0 }
    # One prediction: its hypothesis, cell, statement, measured value; held when ok is 1, unless a cell is pending.
    function outcome(h, cellname, statement, measuredtext, ok, k1, k2,   word) {
        if (!usable(k1) || (k2 != "" && !usable(k2))) word = sprintf("pending (%d of %d rounds)", fewest(k1, k2), need)
        else word = ok ? "held" : "failed"
        rows[h] = rows[h] sprintf("| %s | %s | %s | %s |\n", cellname, statement, measuredtext, word)
        total[h]++; if (word == "held") held[h]++; else if (word == "failed") failed[h]++
    }
    function r3(x) { return x == "" ? "–" : sprintf("%.3f", x) }
    function known(key) { return R[key] > 0 && R[key] != "inf" }
    function logr(key) { return known(key) ? log(R[key]) : 0 }
    NR == 1 { header(); next }
    { key = $(c["point"]) SUBSEP $(c["floor_mb"]); n[key] = $(c["rounds"]); R[key] = $(c["R"]); F[key] = $(c["F"]); p50[key] = $(c["p50_map_mb"]) }
    END {
        np = split(point_list, pl, " "); nf = split(floor_list, fl, " ")
        for (i = 1; i <= np; i += 3) {
            point = pl[i]; gsub(/_/, " ", point); map_p50 = pl[i + 2]
            for (j = 1; j <= nf; j += 2) {
                floor = fl[j]; key = point SUBSEP floor; at = point ", floor " floor " MB"; refkey = point SUBSEP ref
                x = log(map_p50 / floor); pred = a1 + b1 * x
                if (x >= lo1 && x <= hi1)
                    outcome("H1", at, sprintf("R = %.3f (band %.3f–%.3f; log(p50/floor) %.3f)", exp(pred), exp(pred - band1), exp(pred + band1), x),
                        "R = " r3(R[key]), usable(key) && (log(R[key]) - pred) ^ 2 <= band1 ^ 2, key, "")
                f_known = F[key] > 0 && F[key] != "inf"
                pred2 = f_known ? a2 + b2 * log(F[key]) : 0
                outcome("H2", at, f_known ? sprintf("log R = %.3f ± %.2f (R %.3f–%.3f, from F = %.3f)", pred2, band2, exp(pred2 - band2), exp(pred2 + band2), F[key]) : "log R = " a2 " + " b2 " · log F ± " band2 " (no F yet)",
                    known(key) ? sprintf("log R = %.3f", log(R[key])) : "–", f_known && usable(key) && (log(R[key]) - pred2) ^ 2 <= band2 ^ 2, key, "")
                if (floor != ref) {
                    diff = logr(key) - logr(refkey); d = known(key) && known(refkey) ? sprintf("\\|log R(%s) − log R(%s)\\| = %.3f", floor, ref, diff < 0 ? -diff : diff) : "–"
                    outcome("H2", at, sprintf("\\|log R(%s MB) − log R(%s MB)\\| ≤ %.2f", floor, ref, band2), d, diff ^ 2 <= band2 ^ 2, key, refkey)
                    outcome("H3", at, sprintf("\\|log R(%s MB) − log R(%s MB)\\| ≤ %.2f", floor, ref, band3), d, diff ^ 2 <= band3 ^ 2, key, refkey)
                }
                if (j > 1) {
                    prev = fl[j - 2]; prevkey = point SUBSEP prev
                    outcome("H1", point, sprintf("R(%s MB) < R(%s MB)", prev, floor), "R " r3(R[prevkey]) " against " r3(R[key]),
                        usable(prevkey) && usable(key) && R[prevkey] < R[key], prevkey, key)
                }
            }
        }
        for (h = 1; h <= 3; h++) {
            name = "H" h
            verdict = failed[name] + held[name] < total[name] ? sprintf("pending (%d of %d predictions decided)", failed[name] + held[name], total[name]) \
                : failed[name] ? sprintf("fails (%d of %d predictions failed)", failed[name], total[name]) : sprintf("holds (all %d predictions held)", total[name])
            printf "**%s: %s.**\n\n| cell | prediction (predictions.md) | measured | outcome |\n|---|---|---|---|\n%s\n", name, verdict, rows[name]
        }
    }' "$dir/cells.csv" | sed '$d' > "$dir/hypotheses.md"

# H4: per point, the candidate's paired ratios large-round-robin/round-robin, candidate.md's verdict words, its
# mechanism check and what it reports beside them with no prediction.
beside=(flushes controller_writes segment_count_final write_amplification)
candidate_effects=$(mktemp)
trap 'rm -f "$effects" "$medians" "$candidate_effects"' EXIT
for point in "${candidate_points[@]}"; do
    file="$dir/candidate-$point.csv"
    [ -s "$file" ] || continue
    # The search phase's query types, as the rows name them (search_<type>_count).
    types=$(head -1 "$file" | tr , '\n' | sed -n 's/^search_\(.*\)_count$/\1/p')
    wanted=(merges docs_per_s flushed_segment_mb_p50 "${beside[@]}")
    for t in $types; do wanted+=("search_${t}_qps" "search_${t}_p50_ms"); done
    "$lab" compare "$file" --paired --baseline "$candidate_baseline" --contender "$candidate_contender" \
        --metrics "$(IFS=,; echo "${wanted[*]}")" --format csv 2> /dev/null \
        | in_front point "$point" >> "$candidate_effects" || true
done
awk -F, -v point_list="${candidate_points[*]}" -v need="$registered_rounds" -v docs_floor="$h4_docs_floor" \
    "$by_name $cell_awk"'
    { gsub(/"/, "") }
    $1 == "point" { header(); next }
    { key = $(c["point"]) SUBSEP $(c["metric"]); r[key] = $(c["ratio"]); l[key] = $(c["ratio_ci_low"]); h[key] = $(c["ratio_ci_high"]); n[key] = $(c["rounds"]); seen[$(c["point"])] = 1 }
    function cell(p, m) { return ratio_cell(r[p, m], l[p, m], h[p, m], n[p, m]) }
    END {
        print "| point | rounds | merges, large-round-robin/round-robin | docs/s, large-round-robin/round-robin | verdict (candidate.md) | flushed p50 ratio: mechanism |"
        print "|---|---:|---:|---:|---|---|"
        np = split(point_list, pl, " "); wins = 0; loses = 0; decided = 0
        for (i = 1; i <= np; i++) {
            p = pl[i]
            if (!(p in seen)) { printf "| %s | 0 | not run yet | | | |\n", p; continue }
            rounds = n[p, "merges"] < n[p, "docs_per_s"] ? n[p, "merges"] : n[p, "docs_per_s"]
            known = l[p, "merges"] != "" && l[p, "docs_per_s"] != ""
            if (rounds < need || !known) verdict = sprintf("pending (%d of %d rounds)", rounds, need)
            else if (l[p, "merges"] > 1 || h[p, "docs_per_s"] < 1) { verdict = "loses"; loses++; decided++ }
            else if (h[p, "merges"] < 1 && l[p, "docs_per_s"] > docs_floor) { verdict = "wins"; wins++; decided++ }
            else { verdict = "cannot be told apart"; decided++ }
            mech = r[p, "flushed_segment_mb_p50"] == "" ? "–" : sprintf("%.3f: %s", r[p, "flushed_segment_mb_p50"], r[p, "flushed_segment_mb_p50"] > 1 ? "larger, as assumed" : "not larger: not the mechanism given")
            printf "| %s | %d | %s | %s | %s | %s |\n", p, rounds, cell(p, "merges"), cell(p, "docs_per_s"), verdict, mech
        }
        # candidate.md: H4 fails when it loses at any point, so one point that lost at its registered rounds decides
        # it while others are still pending
        h4 = loses ? sprintf("fails (loses at %d of %d points%s)", loses, np, decided < np ? sprintf(", %d still pending", np - decided) : "") : decided < np ? sprintf("pending (%d of %d points decided)", decided, np) : wins == np ? "holds (wins at every point)" : sprintf("not decided (wins at %d of %d points)", wins, np)
        printf "\n**H4: %s.**\n", h4
    }' "$candidate_effects" > "$dir/candidate-h4.md"
awk -F, "$by_name $cell_awk"'
    { gsub(/"/, "") }
    $1 == "point" { header(); next }
    $(c["metric"]) != "merges" && $(c["metric"]) != "docs_per_s" && $(c["metric"]) != "flushed_segment_mb_p50" {
        printf "| %s | %s | %s | %s | %s |\n", $(c["point"]), $(c["metric"]), num($(c["baseline_mean"])), num($(c["contender_mean"])), ratio_cell($(c["ratio"]), $(c["ratio_ci_low"]), $(c["ratio_ci_high"]), $(c["rounds"]))
    }' "$candidate_effects" > "$dir/candidate-beside.md.rows"
{
    echo "| point | reported beside it (no prediction) | round-robin mean | large-round-robin mean | ratio [95% interval] |"
    echo "|---|---|---:|---:|---:|"
    if [ -s "$dir/candidate-beside.md.rows" ]; then cat "$dir/candidate-beside.md.rows"; else echo "| not run yet | | | | |"; fi
} > "$dir/candidate-beside.md"
rm -f "$dir/candidate-beside.md.rows"

# floor-acted.md: whether the floor acted on the merges at all (no prediction): per point, floor and selector, the
# median bytes the merges wrote and segments left after the final refresh, over the ok trials.
{
    echo "| point | floor (MB) | merged GB, largest / random | segments left, largest / random |"
    echo "|---|---:|---:|---:|"
    for p in "${points[@]}"; do
        read -r point sweep p50 <<< "$p"
        file="$dir/$sweep.csv"
        [ -s "$file" ] || continue
        "$lab" report "$file" --by floor_segment,selector --metrics merged_bytes,segment_count_final --format csv \
            2> /dev/null | awk -F, -v point="${point/_/ }" -v floor_list="${floors[*]}" "$by_name"'
            BEGIN { n = split(floor_list, fl, " "); for (i = 1; i < n; i += 2) { floor_of[fl[i + 1]] = fl[i]; order[++k] = fl[i + 1] } }
            NR == 1 { header(); next }
            { med[$(c["floor_segment"]), $(c["selector"]), $(c["metric"])] = $(c["median"]) }
            END {
                for (i = 1; i <= k; i++) {
                    f = order[i]
                    if (med[f, "largest", "merged_bytes"] == "") continue
                    printf "| %s | %s | %.2f / %.2f | %.0f / %.0f |\n", point, floor_of[f],
                        med[f, "largest", "merged_bytes"] / 1e9, med[f, "random", "merged_bytes"] / 1e9,
                        med[f, "largest", "segment_count_final"], med[f, "random", "segment_count_final"]
                }
            }'
    done
} > "$dir/floor-acted.md"

# The report quotes each generated table between its markers: <!-- tables.sh: NAME --> ... <!-- /tables.sh -->.
awk -v dir="$dir" '
    /^<!-- tables\.sh: [a-z0-9.-]+ -->$/ { print; name = $3; while ((getline line < (dir "/" name)) > 0) print line; close(dir "/" name); skipping = 1; next }
    /^<!-- \/tables\.sh -->$/ { skipping = 0 }
    !skipping { print }' "$report" > "$report.new" && mv "$report.new" "$report"
echo "Wrote $dir/cells.csv, cells.md, floor-acted.md, hypotheses.md, candidate-h4.md, candidate-beside.md and their copies in $report"

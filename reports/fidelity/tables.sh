#!/usr/bin/env bash
# The side-by-side tables of reports/fidelity-engine.md from the rounds run.sh wrote (reports/fidelity-engine/SETTING/):
#   reports/fidelity-engine/SETTING.csv       every trial of the setting, one file (lab reference combine: trial = round,
#                                      engine = lab for the lab's rows)
#   reports/fidelity-engine/effects.csv       per setting and comparison, each metric's paired ratio
#   reports/fidelity-engine/tables.md         the tables, one per setting
# Every ratio is lab compare --paired (the estimator of reports/claims): the geometric mean of the per-round ratios,
# with a 95% Student-t interval on the log ratios. Per version it is lab / engine (the lab's arm of that version's
# reclaim over the engine's, in the same round); then 8.11 / 8.10 on the engine beside the same ratio in the lab.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
out=reports/fidelity-engine
metrics=flushes,flushes_by_controller,flushes_by_refresh,flushes_by_lucene,flushes_by_commit,controller_writes
metrics+=,refreshes,merges,merged_bytes,segment_count_final,flushed_segment_mb_p50,docs_per_s
full_rp="engine=lab,flush_mode=full,selector=largest,controller_dispatch=refresh-pool"
full_it="engine=lab,flush_mode=full,selector=largest,controller_dispatch=indexing-threads"
next="engine=lab,flush_mode=next-buffer,selector=round-robin,controller_dispatch=indexing-threads"
# name  baseline  contender (the names, "_" for a space, are the columns of tables.md in this order)
comparisons=(
    "8.10:_lab/engine engine=es-8.10.4 $full_rp"
    "8.10:_lab_(8.11_dispatch)/engine engine=es-8.10.4 $full_it"
    "8.11:_lab/engine engine=es-8.11.4 $next"
    "engine:_8.11/8.10 engine=es-8.10.4 engine=es-8.11.4"
    "lab:_8.11/8.10 $full_rp $next"
    "lab_(8.11_dispatch):_8.11/8.10 $full_it $next"
)

effects=$(mktemp)
trap 'rm -f "$effects"' EXIT
for folder in "$out"/*/; do
    setting=$(basename "$folder")
    inputs=()
    for file in "$folder"r*-*.csv; do
        case $file in *-indices.csv|*.part.csv) continue ;; esac # the lab's per-index rows; a trial under way
        [ -f "$file" ] || continue
        round=$(basename "$file" | sed 's/^r\([0-9]*\)-.*/\1/')
        inputs+=("$round=$file")
    done
    [ ${#inputs[@]} -gt 0 ] || { echo "skipping $setting: no rounds yet" >&2; continue; }
    "$lab" reference combine --out "$out/$setting.csv" "${inputs[@]}" > /dev/null
    for comparison in "${comparisons[@]}"; do
        read -r name baseline contender <<< "$comparison"
        "$lab" compare "$out/$setting.csv" --paired --baseline "$baseline" --contender "$contender" \
            --metrics "$metrics" --format csv 2> /dev/null \
            | awk -F, -v s="$setting" -v n="${name//_/ }" 'NR > 1 { print s "," n "," $0 }' >> "$effects" \
            || echo "skipping $setting, $name: not every arm has rounds yet" >&2
    done
done

{
    echo "setting,comparison,metric,unit,rounds,baseline_mean,contender_mean,ratio,ratio_ci_low,ratio_ci_high,change"
    cat "$effects"
} > "$out/effects.csv"

# tables.md: per setting, the arms' means (over the rounds of the 8.10 and 8.11 comparisons), then a metric per row and
# a comparison per column: ratio [95% interval] (rounds).
names=$(printf '%s\n' "${comparisons[@]}" | awk '{ gsub(/_/, " ", $1); printf "%s%s", (NR > 1 ? "|" : ""), $1 }')
awk -F, -v names="$names" '
    function number(x) { return x ~ /^-?[0-9.eE+-]+$/ }
    function mean(x) { return number(x) ? (x >= 1000 ? sprintf("%.0f", x) : sprintf("%.3g", x)) : x }
    NR == 1 { next }
    {
        key = $1 SUBSEP $3
        if (!(key in seen)) { seen[key] = 1; order[$1] = order[$1] SUBSEP $3 }
        if (!($1 in setting)) { setting[$1] = 1; settings[++ns] = $1 }
        interval = (number($9) && number($10)) ? sprintf(" [%.2f, %.2f]", $9, $10) : ""
        cell[$1, $2, $3] = (number($8) ? sprintf("%.2f%s (%d)", $8, interval, $5) : $8)
        base[$1, $2, $3] = $6; cont[$1, $2, $3] = $7
    }
    END {
        nc = split(names, cmp, "|")
        for (i = 1; i <= ns; i++) {
            s = settings[i]
            n = split(substr(order[s], 2), metrics, SUBSEP)
            printf "\n### %s: means per arm\n\n| metric | es-8.10.4 | lab 8.10 | lab 8.10 (8.11 dispatch) | es-8.11.4 | lab 8.11 |\n", s
            printf "|---|---:|---:|---:|---:|---:|\n"
            for (j = 1; j <= n; j++) {
                m = metrics[j]
                printf "| %s | %s | %s | %s | %s | %s |\n", m, mean(base[s, cmp[1], m]), mean(cont[s, cmp[1], m]),
                    mean(cont[s, cmp[2], m]), mean(base[s, cmp[3], m]), mean(cont[s, cmp[3], m])
            }
            printf "\n### %s: ratios\n\n| metric", s
            for (c = 1; c <= nc; c++) printf " | %s", cmp[c]
            printf " |\n|---"
            for (c = 1; c <= nc; c++) printf "|---:"
            printf "|\n"
            for (j = 1; j <= n; j++) {
                m = metrics[j]
                printf "| %s", m
                for (c = 1; c <= nc; c++) printf " | %s", cell[s, cmp[c], m]
                printf " |\n"
            }
        }
    }' "$out/effects.csv" > "$out/tables.md"
echo "wrote $out/effects.csv and $out/tables.md"

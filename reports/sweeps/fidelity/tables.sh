#!/usr/bin/env bash
# The side-by-side tables of reports/fidelity-engine.md from the rounds run.sh wrote (reports/fidelity/SETTING/):
#   reports/fidelity/SETTING.csv       every trial of the setting, one file (lab reference combine: trial = round,
#                                      engine = lab for the lab's rows)
#   reports/fidelity/effects.csv       per setting and comparison, each metric's paired ratio
#   reports/fidelity/tables.md         the tables, one per setting
# Every ratio is lab compare --paired (the estimator of reports/claims): the geometric mean of the per-round ratios,
# with a 95% Student-t interval on the log ratios. Per version it is lab / engine (the lab's arm of that version's
# reclaim over the engine's, in the same round); then 8.11 / 8.10 on the engine beside the same ratio in the lab.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
out=reports/fidelity
lab=bin/lab
metrics=flushes,flushes_by_controller,flushes_by_refresh,flushes_by_lucene,flushes_by_commit,controller_writes
metrics+=,refreshes,merges,merged_bytes,segment_count_final,flushed_segment_mb_p50,docs_per_s
full="engine=lab,flush_mode=full,selector=largest"
next="engine=lab,flush_mode=next-buffer,selector=round-robin"
# name  baseline  contender
comparisons=(
    "8.10:_lab/engine engine=es-8.10.4 $full"
    "8.11:_lab/engine engine=es-8.11.4 $next"
    "engine:_8.11/8.10 engine=es-8.10.4 engine=es-8.11.4"
    "lab:_8.11/8.10 $full $next"
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

# tables.md: per setting, a metric per row and a comparison per column: ratio [95% interval] (rounds).
awk -F, '
    NR == 1 { next }
    {
        key = $1 SUBSEP $3
        if (!(key in seen)) { seen[key] = 1; order[$1] = order[$1] SUBSEP $3 }
        if (!($1 in setting)) { setting[$1] = 1; settings[++ns] = $1 }
        interval = ($9 ~ /^[0-9.eE+-]+$/ && $10 ~ /^[0-9.eE+-]+$/) ? sprintf(" [%.2f, %.2f]", $9, $10) : ""
        cell[$1, $2, $3] = ($8 ~ /^[0-9.eE+-]+$/ ? sprintf("%.2f%s (%d)", $8, interval, $5) : $8)
    }
    END {
        split("8.10: lab/engine|8.11: lab/engine|engine: 8.11/8.10|lab: 8.11/8.10", cmp, "|")
        for (i = 1; i <= ns; i++) {
            s = settings[i]
            printf "\n### %s\n\n| metric | %s | %s | %s | %s |\n|---|---:|---:|---:|---:|\n", s, cmp[1], cmp[2], cmp[3], cmp[4]
            n = split(substr(order[s], 2), metrics, SUBSEP)
            for (j = 1; j <= n; j++) {
                m = metrics[j]
                printf "| %s | %s | %s | %s | %s |\n", m, cell[s, cmp[1], m], cell[s, cmp[2], m], cell[s, cmp[3], m], cell[s, cmp[4], m]
            }
        }
    }' "$out/effects.csv" > "$out/tables.md"
echo "wrote $out/effects.csv and $out/tables.md"

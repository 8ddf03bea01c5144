#!/usr/bin/env bash
# The side-by-side tables of the registered fidelity rounds (reports/fidelity/registry.yaml) from what run.sh wrote
# (reports/fidelity/SETTING/rROUND/ARM.csv and span.txt):
#   reports/fidelity/SETTING.csv       every counted trial of the setting, one file (lab reference combine: trial =
#                                      round, engine = lab for the lab's rows)
#   reports/fidelity/effects.csv       per setting and comparison, each metric's paired ratio, and for the registered
#                                      pairs and quantities the "tracks" verdict
#   reports/fidelity/tables.md         the tables, one per setting, then the verdicts
# Only complete rounds count, and a round whose arms did not all start inside its own span is refused
# (check-rounds.sh): the script then stops with that one line and exit code 2, and writes nothing.
# Every ratio is lab compare --paired (the estimator of reports/claims): the geometric mean of the per-round ratios,
# with a 95% Student-t interval on the log ratios. Per engine it is lab / engine (the registered lab arm over the
# engine, in the same round); then 8.11 / 8.10 on the engine beside the same ratio in the lab.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
out=reports/fidelity
arms=(lab-full-largest-rp lab-full-largest lab-next-rr lab-os es-8.10.4 es-8.10.4-shared es-8.11.4 os-2.19.6)
metrics=flushes,flushes_by_controller,flushes_by_refresh,flushes_by_lucene,flushes_by_commit,controller_writes
metrics+=,refreshes,merges,merged_bytes,commits,segment_count_final,flushed_segment_mb_p50,docs_per_s,cpu_s,docs_per_cpu_s
metrics+=,store_bytes  # the same documents on both sides: its ratio is that of store bytes per document
# the registry's rule: its quantities, band and minimum rounds
tracked="flushes merges flushed_segment_mb_p50 controller_writes"
band_low=0.80; band_high=1.25; min_rounds=5
full_rp="engine=lab,flush_mode=full,selector=largest,controller_dispatch=refresh-pool,translog_flush_age_ms=60000"
full_it="engine=lab,flush_mode=full,selector=largest,controller_dispatch=indexing-threads"
next="engine=lab,flush_mode=next-buffer,selector=round-robin,controller_dispatch=indexing-threads"
os_arm="engine=lab,flush_mode=full,selector=largest,controller_dispatch=refresh-pool,translog_flush_age_ms=3600000"
# 8.10.4 runs twice a round: with its scheduled refreshes on a thread of the harness's own (separate, the default) and
# on the node's refresh pool (shared, the arm es-8.10.4-shared of registry.yaml's refresh_pool_test)
es810="engine=es-8.10.4,refresh_pool=separate"
es810_shared="engine=es-8.10.4,refresh_pool=shared"
# name  baseline  contender (the names, "_" for a space, are the columns of tables.md in this order); the first three
# are the registered pairs (registry.yaml, pairs:), judged by the rule; the first and the fourth decide the
# refresh-pool test (registry.yaml, refresh_pool_test:)
comparisons=(
    "8.10:_lab/engine $es810 $full_rp"
    "8.11:_lab/engine engine=es-8.11.4 $next"
    "os-2.19:_lab/engine engine=os-2.19.6 $os_arm"
    "8.10_shared_pool:_lab/engine $es810_shared $full_rp"
    "8.10:_lab_(8.11_dispatch)/engine $es810 $full_it"
    "engine:_8.11/8.10 $es810 engine=es-8.11.4"
    "lab:_8.11/8.10 $full_rp $next"
    "engine:_os-2.19/8.10 $es810 engine=os-2.19.6"
    "engine_8.10:_shared/separate_pool $es810 $es810_shared"
)
registered=4

# Check every setting before writing anything: a refused round stops the script.
# Only the four settings registry.yaml names are rounds (kept in step by hand with run.sh's list): other folders
# here (cost/, cost-matched/) are other experiments.
declare -A counted=()
for setting in logs-1m logs-3m http-logs http-logs-4s; do
    [ -d "$out/$setting" ] || continue
    counted[$setting]=$(reports/fidelity/check-rounds.sh "$out/$setting" "${arms[@]}") || exit 2
done
[ ${#counted[@]} -gt 0 ] || { echo "no setting has rounds in $out/ yet: nothing written" >&2; exit 0; }

effects=$(mktemp)
trap 'rm -f "$effects"' EXIT
for setting in $(printf '%s\n' "${!counted[@]}" | sort); do
    inputs=()
    for round in ${counted[$setting]}; do
        for arm in "${arms[@]}"; do inputs+=("$round=$out/$setting/r$round/$arm.csv"); done
    done
    [ ${#inputs[@]} -gt 0 ] || { echo "skipping $setting: no complete rounds yet" >&2; continue; }
    "$lab" reference combine --out "$out/$setting.csv" "${inputs[@]}" > /dev/null
    for comparison in "${comparisons[@]}"; do
        read -r name baseline contender <<< "$comparison"
        "$lab" compare "$out/$setting.csv" --paired --baseline "$baseline" --contender "$contender" \
            --metrics "$metrics" --format csv 2> /dev/null \
            | awk -F, -v s="$setting" -v n="${name//_/ }" 'NR > 1 { print s "," n "," $0 }' >> "$effects" \
            || echo "skipping $setting, $name: not every arm has rounds yet" >&2
    done
done

# effects.csv: every ratio, and for the registered pairs (the first $registered comparisons) and quantities the rule's
# verdict: tracks (interval inside the band, at least min_rounds rounds), does not track (interval wholly outside it),
# undecided (anything else)
registered_names=$(printf '%s\n' "${comparisons[@]:0:$registered}" | awk '{ gsub(/_/, " ", $1); printf "%s|", $1 }')
{
    echo "setting,comparison,metric,unit,rounds,baseline_mean,contender_mean,ratio,ratio_ci_low,ratio_ci_high,change,verdict"
    awk -F, -v OFS=, -v registered="|$registered_names" -v tracked=" $tracked " -v low="$band_low" \
        -v high="$band_high" -v min_rounds="$min_rounds" '
        {
            verdict = ""
            if (index(registered, "|" $2 "|") && index(tracked, " " $3 " ")) {
                if ($9 == "" || $10 == "" || $5 < min_rounds) verdict = "undecided"
                else if ($9 >= low && $10 <= high) verdict = "tracks"
                else if ($10 < low || $9 > high) verdict = "does not track"
                else verdict = "undecided"
            }
            print $0, verdict
        }' "$effects"
} > "$out/effects.csv"

# tables.md: per setting, the arms' means (over the rounds of the registered pairs), a metric per row and a comparison
# per column: ratio [95% interval] (rounds); then the verdicts, an engine per column.
names=$(printf '%s\n' "${comparisons[@]}" | awk '{ gsub(/_/, " ", $1); printf "%s%s", (NR > 1 ? "|" : ""), $1 }')
awk -F, -v names="$names" -v registered="$registered" -v tracked="$tracked" -v min_rounds="$min_rounds" '
    function number(x) { return x ~ /^-?[0-9.eE+-]+$/ }
    # a table of setting s: a metric per row (only those judged, when judged_only), the first count comparisons per
    # column, each cell from values[s, comparison, metric]
    function table(s, corner, count, align, values, judged_only,    c, j, m) {
        printf "| %s", corner
        for (c = 1; c <= count; c++) printf " | %s", cmp[c]
        printf " |\n|---"
        for (c = 1; c <= count; c++) printf "|%s", align
        printf "|\n"
        for (j = 1; j <= n; j++) {
            m = metrics[j]
            if (judged_only && !((s, m) in judged)) continue
            printf "| %s", m
            for (c = 1; c <= count; c++) printf " | %s", values[s, cmp[c], m]
            printf " |\n"
        }
    }
    # registry.yaml refresh_pool_test: holds where 8.10.4 on the shared pool tracks the lab on every quantity while on
    # its own thread it does not; fails where the shared pool does not track on some quantity; not tested where the
    # separate thread already tracks on every quantity; pending below the minimum rounds of the rule
    function refresh_pool_test(s,    t, q, v, rounds, separate_all, shared_all) {
        nt = split(tracked, tq, " "); separate_all = shared_all = 1
        for (t = 1; t <= nt; t++) {
            q = tq[t]
            if (!((s, cmp[1], q) in verdict) || !((s, cmp[4], q) in verdict)) return "Pending: not every arm has rows."
            rounds = rounds_of[s, cmp[4], q] < rounds_of[s, cmp[1], q] ? rounds_of[s, cmp[4], q] : rounds_of[s, cmp[1], q]
            if (rounds < min_rounds) return "Pending: " rounds " of " min_rounds " rounds."
            if (verdict[s, cmp[1], q] !~ /^tracks /) separate_all = 0
            if (verdict[s, cmp[4], q] !~ /^tracks /) shared_all = 0
        }
        if (separate_all) return "Not tested: 8.10.4 on its own refresh thread already tracks on every quantity."
        if (shared_all) return "Holds: on the shared pool 8.10.4 tracks on every quantity, on its own thread it does not."
        for (t = 1; t <= nt; t++) if (verdict[s, cmp[4], tq[t]] ~ /^does not track /) return \
            "Fails: on the shared pool 8.10.4 does not track on " tq[t] " (its interval lies wholly outside the band)."
        return "Fails as registered (the shared pool does not reach \"tracks\" on every quantity), though no quantity " \
            "is shown not to track: every one short of \"tracks\" is undecided, its interval reaching across the band."
    }
    function mean(x) { return number(x) ? (x >= 1000 ? sprintf("%.0f", x) : sprintf("%.3g", x)) : x }
    NR == 1 { next }
    {
        key = $1 SUBSEP $3
        if (!(key in seen)) { seen[key] = 1; order[$1] = order[$1] SUBSEP $3 }
        if (!($1 in setting)) { setting[$1] = 1; settings[++ns] = $1 }
        interval = (number($9) && number($10)) ? sprintf(" [%.2f, %.2f]", $9, $10) : ""
        cell[$1, $2, $3] = (number($8) ? sprintf("%.2f%s (%d)", $8, interval, $5) : $8)
        base[$1, $2, $3] = $6; cont[$1, $2, $3] = $7
        rounds_of[$1, $2, $3] = $5
        if ($12 != "") { verdict[$1, $2, $3] = $12 " " sprintf("%.2f%s (%d)", $8, interval, $5); judged[$1, $3] = 1 }
    }
    END {
        nc = split(names, cmp, "|")
        for (i = 1; i <= ns; i++) {
            s = settings[i]
            n = split(substr(order[s], 2), metrics, SUBSEP)
            printf "\n### %s: means per arm\n\n", s
            printf "| metric | es-8.10.4 | es-8.10.4 shared pool | lab 8.10 | lab 8.10 (8.11 dispatch) | es-8.11.4 | lab 8.11 | os-2.19.6 | lab os |\n"
            printf "|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
            for (j = 1; j <= n; j++) {
                m = metrics[j]
                printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", m, mean(base[s, cmp[1], m]),
                    mean(base[s, cmp[4], m]), mean(cont[s, cmp[1], m]), mean(cont[s, cmp[5], m]),
                    mean(base[s, cmp[2], m]), mean(cont[s, cmp[2], m]), mean(base[s, cmp[3], m]),
                    mean(cont[s, cmp[3], m])
            }
            printf "\n### %s: ratios\n\n", s
            table(s, "metric", nc, "---:", cell, 0)
            printf "\n### %s: the registered verdicts (tracks: the 95%% interval of lab/engine inside [0.80, 1.25], 5 rounds or more)\n\n", s
            table(s, "quantity", registered, "---", verdict, 1)
            printf "\n### %s: the refresh-pool test (registry.yaml, refresh_pool_test)\n\n%s\n", s, refresh_pool_test(s)
        }
    }' "$out/effects.csv" > "$out/tables.md"
echo "wrote $out/effects.csv and $out/tables.md"

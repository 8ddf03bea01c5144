#!/usr/bin/env bash
# The rounds of one setting that count (reports/fidelity/registry.yaml, rounds_that_count), checked from the rows:
#   check-rounds.sh SETTING_DIR ARM...
# prints the number of every complete round (SETTING_DIR/rROUND/ holds span.txt and ARM.csv for every ARM given), in
# order, one a line; a round folder still being written (rROUND.part) or missing an arm is left out. It refuses, with
# one line on stderr naming the setting, the round and the arm, and exit code 2, a complete round in which an arm's
# trial_start (any row's) lies outside the round's own span (span.txt: start=, end=, ISO-8601 UTC): its arms' start
# times then span more than the round's length, so the round was not run interleaved. Nothing is written.
# Tested by reports/fidelity/check-rounds-test.sh.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: check-rounds.sh SETTING_DIR ARM..." >&2; exit 2; }
dir=$1
shift
arms=("$@")
setting=$(basename "$dir")

epoch() { # an ISO-8601 instant -> seconds since the epoch, with its fraction
    date -u -d "$1" +%s.%N 2> /dev/null || { echo "$setting: '$1' is not an ISO-8601 instant" >&2; exit 2; }
}

# Every value of the column named $2 in CSV file $1 (RFC 4180: a quoted field may hold commas and doubled quotes).
column() {
    awk -v name="$2" '
        function split_csv(line, out,    n, i, c, field, quoted) {
            n = 0; field = ""; quoted = 0
            for (i = 1; i <= length(line); i++) {
                c = substr(line, i, 1)
                if (quoted) {
                    if (c == "\"" && substr(line, i + 1, 1) == "\"") { field = field "\""; i++ }
                    else if (c == "\"") quoted = 0
                    else field = field c
                } else if (c == "\"") quoted = 1
                else if (c == ",") { out[++n] = field; field = "" }
                else field = field c
            }
            out[++n] = field
            return n
        }
        NR == 1 { n = split_csv($0, header); for (i = 1; i <= n; i++) if (header[i] == name) col = i; next }
        col { split_csv($0, row); print row[col] }
        END { if (!col) exit 3 }' "$1"
}

for folder in "$dir"/r*/; do
    folder=${folder%/}
    round=$(basename "$folder")
    [[ $round =~ ^r[0-9]+$ ]] || continue                 # rROUND.part: a round under way or cut short
    [ -f "$folder/span.txt" ] || continue
    complete=1
    for arm in "${arms[@]}"; do [ -s "$folder/$arm.csv" ] || complete=0; done
    [ $complete -eq 1 ] || continue
    start=$(epoch "$(sed -n 's/^start=//p' "$folder/span.txt")")
    end=$(epoch "$(sed -n 's/^end=//p' "$folder/span.txt")")
    for arm in "${arms[@]}"; do
        starts=$(column "$folder/$arm.csv" trial_start) \
            || { echo "$setting $round: $arm.csv has no trial_start column" >&2; exit 2; }
        for trial_start in $starts; do
            t=$(epoch "$trial_start")
            if awk -v t="$t" -v s="$start" -v e="$end" 'BEGIN { exit !(t < s || t > e) }'; then
                echo "$setting $round: $arm started at $trial_start, outside the round's span" \
                    "($(sed -n 's/^start=//p' "$folder/span.txt") to $(sed -n 's/^end=//p' "$folder/span.txt"));" \
                    "its arms were not run interleaved" >&2
                exit 2
            fi
        done
        [ -n "$starts" ] || { echo "$setting $round: $arm.csv has no row with a trial_start" >&2; exit 2; }
    done
    echo "${round#r}"
done | sort -n

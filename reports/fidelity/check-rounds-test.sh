#!/usr/bin/env bash
# Tests check-rounds.sh on small hand-made rounds: an interleaved round counts, an incomplete one is left out, a
# round under way is left out, and a round with an arm started outside its span is refused (exit 2, one line, naming
# the round and the arm). Prints "ok" and exits 0 when every case holds; names the failed case and exits 1 otherwise.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAILED: $1" >&2; exit 1; }

arm_row() { # file trial_start: a row with a quoted field holding a comma before trial_start, as real rows have
    printf 'engine,jvm_args,trial_start,trial_end\nlab,"-Xmx1g,-Xms1g",%s,%s\n' "$2" "$2" > "$1"
}
round() { # setting round start end arm=trial_start...
    local folder="$tmp/$1/r$2"
    mkdir -p "$folder"
    printf 'start=%s\nend=%s\n' "$3" "$4" > "$folder/span.txt"
    shift 4
    for pair in "$@"; do arm_row "$folder/${pair%%=*}.csv" "${pair#*=}"; done
}

# an interleaved round, a round missing an arm, a round under way: only the first counts
round ok 1 2026-11-27T06:00:00Z 2026-11-27T06:10:00.5Z a=2026-11-27T06:00:01.25Z b=2026-11-27T06:09:59Z
round ok 2 2026-11-27T07:00:00Z 2026-11-27T07:10:00Z a=2026-11-27T07:00:01Z
mkdir -p "$tmp/ok/r3.part" && arm_row "$tmp/ok/r3.part/a.csv" 2026-11-27T08:00:00Z
counted=$("$here/check-rounds.sh" "$tmp/ok" a b) || fail "an interleaved round was refused"
[ "$counted" = 1 ] || fail "expected round 1 only to count, got: $counted"

# an arm started an hour after its round ended: refused, naming it
round late 1 2026-11-27T06:00:00Z 2026-11-27T06:10:00Z a=2026-11-27T06:00:01Z b=2026-11-27T07:10:00Z
set +e
"$here/check-rounds.sh" "$tmp/late" a b > /dev/null 2> "$tmp/said"
status=$?
set -e
[ $status -eq 2 ] || fail "a round whose arm started outside its span exited $status, not 2"
[ "$(wc -l < "$tmp/said")" -eq 1 ] || fail "the refusal is not one line: $(cat "$tmp/said")"
grep -q "^late r1: b started at 2026-11-27T07:10:00Z, outside the round's span" "$tmp/said" \
    || fail "the refusal does not name the round and the arm: $(cat "$tmp/said")"

# an arm started before its round began (a trial kept from an earlier run): refused too
round early 1 2026-11-27T06:00:00Z 2026-11-27T06:10:00Z a=2026-11-27T05:59:59.9Z b=2026-11-27T06:05:00Z
if "$here/check-rounds.sh" "$tmp/early" a b > /dev/null 2>&1; then fail "an arm started before its round counted"; fi
echo ok

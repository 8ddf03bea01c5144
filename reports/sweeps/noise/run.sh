#!/usr/bin/env bash
# The runs behind reports/noise.md: the lab's noise floor, sequential against duet. Run it from anywhere on an
# otherwise idle machine: reports/sweeps/noise/run.sh. Every sweep resumes, so a stopped run picks up where it was.
#
# Estimated wall time on the 2-core machine the claims suite ran on (http_logs ~70k docs/s, europarl 7-15k docs/s,
# logs ~60 s a trial, a forked JVM ~3 s; a duet pair takes as long as its slower side on half the CPUs, about twice
# a sequential trial): these are estimates, not measurements.
#   A/A http_logs      sequential 24 trials ~8 min     duet 12 pairs ~8 min
#   A/A logs           sequential 24 trials ~24 min    duet 12 pairs ~24 min
#   A/A europarl       sequential 24 trials ~10 min    duet 12 pairs ~10 min
#   A/B replicas 0/1   sequential 12 rounds ~16 min    duet 12 pairs ~16 min
#   calibrate overhead all CPUs ~9 min                 half the CPUs ~12 min
# In all about 2.5 hours.
#
# Sequential A/A: one config, 24 trials back to back; reports/noise.md pairs trials 2k-1 and 2k (back to back), and
# trials k and k+3 (as far apart as a round of four configs puts a baseline and its contender).
# Duet A/A: a sweep of one config runs it against itself, 12 pairs, halves swapped every pair.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
lab=bin/lab
dir=reports/noise
mkdir -p "$dir"

for workload in http_logs logs europarl; do
    "$lab" sweep --file "reports/sweeps/noise/aa-$workload.yaml" --trials 24 --warmup-trials 1 --resume \
        --out "$dir/aa-$workload-sequential.csv"
    "$lab" sweep --duet --file "reports/sweeps/noise/aa-$workload.yaml" --trials 12 --warmup-trials 1 --resume \
        --out "$dir/aa-$workload-duet.csv"
done
"$lab" sweep --file reports/sweeps/noise/ab-replicas.yaml --trials 12 --resume --out "$dir/ab-replicas-sequential.csv"
"$lab" sweep --duet --file reports/sweeps/noise/ab-replicas.yaml --trials 12 --resume --out "$dir/ab-replicas-duet.csv"

# The duet's own overhead: the lab against the bare IndexWriter loop, on all CPUs and on half of them (taskset pins
# the calibration and every JVM it forks; each JVM sees one half's CPUs, as a duet's side does).
"$lab" calibrate --dataset http_logs --docs 200000 --rounds 5 > "$dir/calibrate-all-cpus.txt"
# the first half of the CPUs this shell may use, as a duet's first side gets them
expand() { # 0-2,5 -> 0 1 2 5
    local part parts c
    IFS=, read -ra parts <<< "$1"
    for part in "${parts[@]}"; do
        if [[ $part == *-* ]]; then for ((c = ${part%-*}; c <= ${part#*-}; c++)); do echo "$c"; done
        else echo "$part"; fi
    done
}
mapfile -t cpus < <(expand "$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status)")
half="$(IFS=,; echo "${cpus[*]:0:${#cpus[@]}/2}")"
taskset -c "$half" "$lab" calibrate --dataset http_logs --docs 200000 --rounds 5 > "$dir/calibrate-half-cpus.txt"

# The A/A table of reports/noise.md: per workload and design, the SD of the log ratio, the half-width at 8 pairs and
# the pairs a 3% half-width needs (sequential runs paired back to back and at a lag of 3).
"$lab" noise "$dir"/aa-{http_logs,logs,europarl}-{sequential,duet}.csv > "$dir/aa-table.md"

# The A/B both ways: the paired ratios (duet pairs by duet_pair, sequential ones by round). Replicas double the work,
# so a duet's faster side ends long before the slower one: most pairs are flagged, which the report says.
for mode in sequential duet; do
    "$lab" compare "$dir/ab-replicas-$mode.csv" --baseline replicas=0 --contender replicas=1 --paired \
        --metrics docs_per_s,cpu_s > "$dir/ab-replicas-$mode.md"
done

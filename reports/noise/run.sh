#!/usr/bin/env bash
# The runs behind reports/noise.md: the lab's noise floor, sequential against duet. Run it from anywhere on an
# otherwise idle machine: reports/noise/run.sh. Every sweep resumes, so a stopped run picks up where it was.
#
# Wall time measured on the 2-core VM (2026-11-25, nothing else running):
#   A/A http_logs      sequential 24 trials 4 min      duet 12 pairs 5 min
#   A/A logs           sequential 24 trials 11 min     duet 12 pairs 11 min
#   A/A europarl       sequential 24 trials 11 min     duet 12 pairs 8 min
#   A/B replicas 0/1   sequential 12 rounds 13 min     duet 12 pairs 14 min
#   calibrate overhead all CPUs 9 min                  half the CPUs 11 min
# In all about 1 h 40 min.
#
# Sequential A/A: one config, 24 trials back to back; reports/noise.md pairs trials 2k-1 and 2k (back to back), and
# trials k and k+3 (as far apart as a round of four configs puts a baseline and its contender).
# Duet A/A: a sweep of one config runs it against itself, 12 pairs, halves swapped every pair.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
dir=reports/noise
mkdir -p "$dir"

for workload in http_logs logs europarl; do
    "$lab" sweep --file "reports/noise/aa-$workload.yaml" --trials 24 --warmup-trials 1 --resume \
        --out "$dir/aa-$workload-sequential.csv"
    "$lab" sweep --duet --file "reports/noise/aa-$workload.yaml" --trials 12 --warmup-trials 1 --resume \
        --out "$dir/aa-$workload-duet.csv"
done
"$lab" sweep --file reports/noise/ab-replicas.yaml --trials 12 --resume --out "$dir/ab-replicas-sequential.csv"
"$lab" sweep --duet --file reports/noise/ab-replicas.yaml --trials 12 --resume --out "$dir/ab-replicas-duet.csv"

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

reports/noise/tables.sh

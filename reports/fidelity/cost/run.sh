#!/usr/bin/env bash
# Where each side's CPU goes over a trial's measured window (issue 43, "What a document costs the engine"): one
# es-8.11.4 trial and one lab-next-rr trial at the fidelity setting http-logs, one after the other, while
# thread-cpu.py reads every thread's CPU time from /proc every 0.5 s (a thread that ends keeps its last reading) and
# sums it by group: jit (the C1 and C2 compiler threads), gc (G1's threads), vm (the JVM's own service threads and
# JFR's), java (every other thread: the engine's or the lab's). window-split.py then takes each group's CPU between
# the row's trial_start and trial_end, the window of the row's cpu_s. Needs the reference profile built and python3.
#   reports/fidelity/cost/run.sh [OUT]    (default: reports/runs/fidelity-cost)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
lab="${LAB:-bin/lab}"
out=${1:-reports/runs/fidelity-cost}
here=reports/fidelity/cost
mkdir -p "$out"
opts="--dataset http_logs --shards 2 --docs 500000 --buffer 1mb --write-threads 2 --translog request"
run_arm() { # arm pattern command...
    local arm=$1 pattern=$2; shift 2
    "$here/thread-cpu.py" "$out/series-$arm.txt" & local sampler=$!
    # as the committed rows ran: with a JFR recording (its threads fall in the vm group)
    JAVA_TOOL_OPTIONS="-XX:StartFlightRecording=filename=$out/,settings=profile" "$@" --out "$out/$arm.csv"
    kill "$sampler"
    python3 "$here/window-split.py" "$out/series-$arm.txt" "$out/$arm.csv" "$arm" "$pattern"
}
run_arm es-8.11.4 java-17 "$lab" reference run --engine es-8.11.4 $opts
run_arm lab-next-rr "lab.home=$(pwd)" "$lab" run $opts --flush-mode next-buffer --selector round-robin --quiet

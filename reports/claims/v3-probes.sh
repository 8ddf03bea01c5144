#!/usr/bin/env bash
# Probes behind reports/claims/v3-sizing-draft.md: how big a trial must be for the factor of each claim registry v2
# left "not tested" to act. A DRAFT's tool, not a registration: nothing here is a claim's row.
#
# Usage: reports/claims/v3-probes.sh mechanism|rates [OUT, default reports/runs/v3-probes-MODE.csv]
#   mechanism  counts only (refresh flushes, merges, merges in flight, throttle events, translog fsyncs): they do
#              not depend on what else the machine runs as the timings do, so this may run beside other work, at
#              nice 19. Each probe is about a CPU-minute at v2's idle rates; a starved JVM spends more (a 1 s
#              refresh then cuts tiny segments that merge more), so stop one past ~2 CPU-minutes. Read no rate
#              from its rows.
#   rates      the docs/s and docs per refresh flush that the time-bound sizing rules need: run it ONLY on an
#              otherwise idle machine (about 40 minutes); the draft says how each rule reads it.
# A mechanism probe is one `lab run` trial, a rate probe three `lab sweep` trials (fresh JVMs), labelled probe-v3-*,
# their rows appended to OUT (and, where merges in flight matter, one row per second to OUT's -timeline.csv).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # every path below is from the repository root
lab="${LAB:-bin/lab}"                       # LAB=path/to/bin/lab runs another checkout's build
mode="${1:-}"
if [[ "$mode" != mechanism && "$mode" != rates ]]; then
    echo "$0: mode '$mode' is not one of mechanism, rates (usage: $0 mechanism|rates [OUT])" >&2
    exit 2
fi
out="${2:-reports/runs/v3-probes-$mode.csv}"
mkdir -p "$(dirname "$out")"

probe() { # LABEL, then lab run options: one trial
    local label="$1"
    shift
    echo "== $label ($(date -u +%FT%TZ))" >&2
    "$lab" run --label "$label" --quiet --out "$out" "$@"
}

rate() { # LABEL, then lab sweep options: three trials, each in a fresh JVM as the claims' trials run
    local label="$1"
    shift
    echo "== $label ($(date -u +%FT%TZ))" >&2
    "$lab" sweep --label "$label" --trials 3 --out "$out" "$@"
}

# The claims' fixed settings, as their sweep files under reports/claims/sweeps/ give them.
refresh=(--dataset http_logs --threads 2 --bulk-size 3000)                  # refresh-interval
shards=(--dataset europarl --bulk-size 2000 --refresh-interval 1s)         # shards-per-node
merges=(--dataset europarl --merge-count 2 --merge-threads 1)              # merge-threads' baseline
bulks=(--dataset europarl --translog request)                              # bulk-size, with a per-request fsync

case "$mode" in
mechanism)
    # refresh-interval and shards-per-node: merges against refresh flushes at one shard (a count relation).
    probe probe-v3-refresh-1s "${refresh[@]}" --refresh-interval 1s --docs 6000000
    # merge-threads: segments made by bytes (refresh off, the least buffer) instead of by the clock; merges in
    # flight per second from the timeline, throttle_time_merges_s > 0 when more than merge_count were.
    probe probe-v3-mt1-bytes "${merges[@]}" --refresh-interval off --buffer 48mb --docs 300000 --timeline
    probe probe-v3-mt1-bytes-tier5 "${merges[@]}" --refresh-interval off --buffer 48mb --segments-per-tier 5 \
        --docs 300000 --timeline
    # bulk-size: the one per-request cost the lab models is the translog's fsync (Elasticsearch's default
    # durability, request); the fsyncs count the bulks that reach it.
    probe probe-v3-bulk-800 "${bulks[@]}" --bulk-size 800 --docs 48000
    probe probe-v3-bulk-4000 "${bulks[@]}" --bulk-size 4000 --docs 48000
    ;;
rates)
    # Three trials each: the sizing rules take the highest rate (the fastest trial is the one that undershoots).
    rate probe-v3-rate-refresh-1s "${refresh[@]}" --refresh-interval 1s --docs 15000000
    rate probe-v3-rate-refresh-30s "${refresh[@]}" --refresh-interval 30s --docs 15000000
    rate probe-v3-rate-geopoint --dataset geopoint --docs 4000000
    rate probe-v3-rate-shards-1 "${shards[@]}" --shards 1 --docs 1000000
    rate probe-v3-rate-mt1-bytes "${merges[@]}" --refresh-interval off --buffer 48mb --docs 4000000 --timeline
    ;;
esac

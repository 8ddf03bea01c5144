#!/usr/bin/env bash
# Regenerates reports/jmh-full.md's tables and charts from the committed results of the full JMH run full-1:
#   reports/jmh-full/report.sh
# Reads   reports/jmh-full/benchmarks/*.json (one merged JMH result per benchmark) and lab-environment.jsonl.
# Writes  reports/jmh-full/tables/ (tables.md, throughput.csv, segments.csv, environment.csv, results.json and
#         lab-environment.jsonl, by `lab report --jmh`) and reports/jmh-full/charts/ (by `lab plot`): per benchmark,
#         its time per trial against its first row (the paired ratio with its 95% interval), and the mechanism its
#         factor acts through, against the factor.
# No trial runs: it only reads what the run wrote, so it may run beside anything.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
lab="${LAB:-bin/lab}"
dir=reports/jmh-full
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One results.json in benchmark name order, as the suite merges it, with the forks' environment beside it.
python3 - "$dir/benchmarks" "$tmp/results.json" <<'PY'
import glob, json, sys
merged = []
for f in sorted(glob.glob(sys.argv[1] + "/*.json")):
    merged += json.load(open(f))
json.dump(merged, open(sys.argv[2], "w"), indent=1)
PY
cp "$dir/lab-environment.jsonl" "$tmp/"
rm -rf "$dir/tables"
"$lab" report --jmh "$tmp/results.json" --out "$dir/tables"

# The charts need a number on the x axis: the factor's value as a number (buffer in MB, refresh interval in s,
# threads and shards as counts; a codec by its position in the table, which the chart's title lists).
python3 - "$dir/tables" "$tmp" <<'PY'
import csv, re, sys
tables, tmp = sys.argv[1], sys.argv[2]
factor = {"BufferSize": "buffer", "RefreshInterval": "refresh_interval", "MergeThreads": "merge_threads",
          "ShardCount": "shards", "Codec": "codec"}
axis = {"buffer": "buffer_mb", "refresh_interval": "refresh_interval_s", "merge_threads": "merge_threads_n",
        "shards": "shards_n", "codec": "codec_row"}
def number(name, value, order):
    if name == "buffer":
        return float(re.fullmatch(r"([0-9.]+)mb", value).group(1))
    if name == "refresh_interval":
        return float(value.rstrip("s"))
    if name == "codec":
        return float(order.index(value) + 1)
    return float(value)
def rows(path):
    return list(csv.DictReader(open(path)))
throughput, segments = rows(f"{tables}/throughput.csv"), rows(f"{tables}/segments.csv")
made = []
for short, name in factor.items():
    bench = f"ingestlab.jmh.{short}Benchmark.index"
    t = [r for r in throughput if r["benchmark"] == bench]
    s = [r for r in segments if r["benchmark"] == bench]
    if not t or name not in t[0]:
        continue
    order = [r[name] for r in t]
    for kind, data in (("time", t), ("mechanism", s)):
        with open(f"{tmp}/{short}-{kind}.csv", "w", newline="") as out:
            w = csv.DictWriter(out, fieldnames=list(data[0].keys()) + [axis[name]])
            w.writeheader()
            for r in data:
                w.writerow({**r, axis[name]: number(name, r[name], order)})
    made.append(f"{short} {name} {axis[name]} {'|'.join(order)}")
open(f"{tmp}/charts.txt", "w").write("\n".join(made) + "\n")
PY
rm -rf "$dir/charts"
while read -r short name x order; do
    label="$name"; [ "$name" = codec ] && label="codec (${order//|/, })"
    "$lab" plot "$tmp/$short-time.csv" --x "$x" --y ratio_to_first --low ratio_to_first_low --high ratio_to_first_high \
        --reference 1 --title "$short: time per trial against the first row (paired, 95% CI), by $label" \
        --out "$dir/charts/$short-time" > /dev/null
    case "$name" in
        buffer|shards) y=controller_writes ;;
        refresh_interval) y=flushes_by_refresh ;;
        merge_threads) y=throttle_time_merges_s ;;
        codec) y=store_bytes ;;
    esac
    "$lab" plot "$tmp/$short-mechanism.csv" --x "$x" --y "$y" \
        --title "$short: $y per trial (mean of the measured trials), by $label" --out "$dir/charts/$short-mechanism" \
        > /dev/null
done < "$tmp/charts.txt"
echo "Wrote $dir/tables/ and $dir/charts/ ($(ls "$dir/charts" | grep -c png) charts)"

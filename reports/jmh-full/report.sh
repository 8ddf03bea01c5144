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
# threads and shards as counts, no scheduled refresh as 0 s; a codec by its position in the table, which the chart's
# title lists).
python3 - "$dir/tables" "$tmp" <<'PY'
import csv, re, sys
tables, tmp = sys.argv[1], sys.argv[2]
factor = {"BufferSize": "buffer", "RefreshInterval": "refresh", "MergeThreads": "mergeThreads",
          "ShardCount": "shards", "Codec": "codec"}
axis = {"buffer": "buffer_mb", "refresh": "refresh_interval_s", "mergeThreads": "merge_threads",
        "shards": "shard_count", "codec": "codec_row"}
def number(name, value, order):
    if name == "buffer":
        return float(re.fullmatch(r"([0-9.]+)mb", value).group(1))
    if name == "refresh":  # off: no scheduled refresh, drawn at 0
        return 0.0 if value == "off" else (float(value[:-2]) / 1000 if value.endswith("ms") else float(value[:-1]))
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
        refresh) y=flushes_by_refresh ;;
        mergeThreads) y=throttle_time_merges_s ;;
        codec) y=store_bytes ;;
    esac
    "$lab" plot "$tmp/$short-mechanism.csv" --x "$x" --y "$y" \
        --title "$short: $y per trial (mean of the measured trials), by $label" --out "$dir/charts/$short-mechanism" \
        > /dev/null
done < "$tmp/charts.txt"
# reports/jmh-full.md's summary tables, between its two summary markers: per benchmark, each row's paired time ratio,
# docs/s, the mechanism its factor acts through, and whether its factor acted.
python3 - "$dir/tables" reports/jmh-full.md <<'PY'
import csv, re, sys
tables, page = sys.argv[1], sys.argv[2]
factor = {"BufferSize": ("buffer", "controller_writes"), "Codec": ("codec", "store_bytes"),
          "MergeThreads": ("mergeThreads", "throttle_time_merges_s"),
          "RefreshInterval": ("refresh", "flushes_by_refresh"), "ShardCount": ("shards", "controller_writes")}
throughput = list(csv.DictReader(open(f"{tables}/throughput.csv")))
segments = list(csv.DictReader(open(f"{tables}/segments.csv")))
acted, bench = {}, ""
for line in open(f"{tables}/tables.md"):
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if line.startswith("## "):
        bench = line[3:].split(".")[0]
    elif line.startswith("|") and len(cells) > 2 and cells[-1] and not set(cells[-1]) <= set(":-"):
        acted[(bench, cells[0])] = cells[-1]
out = []
for short, (param, mechanism) in factor.items():
    bench = f"ingestlab.jmh.{short}Benchmark.index"
    t = [r for r in throughput if r["benchmark"] == bench]
    if not t:
        out += [f"### {short}", "", "Not run yet.", ""]
        continue
    s = {r[param]: r for r in segments if r["benchmark"] == bench}
    unit = " (MiB)" if mechanism.endswith("bytes") else (" (s)" if mechanism.endswith("_s") else "")
    scale = 1 / 2**20 if mechanism.endswith("bytes") else 1
    out += [f"### {short}", "",
            f"![{short}: time against the first row](jmh-full/charts/{short}-time.png) "
            f"![{short}: {mechanism}](jmh-full/charts/{short}-mechanism.png)", "",
            f"| {param} | s a trial (± JMH's 99.9%) | × row 1, 95% CI | docs/s | {mechanism}{unit} | factor |",
            "|---|---:|---|---:|---:|---|"]
    first = acted.get((short + "Benchmark", t[0][param]), "")
    for r in t:
        m = float(s[r[param]][mechanism]) * scale
        cell = acted.get((short + "Benchmark", r[param]), "")
        if r is not t[0] and first.startswith("factor did not act") and "at baseline" in first:
            cell = "not tested: the condition is judged at the baseline, which did not meet it"
        ratio = (f"{float(r['ratio_to_first']):.3f} ({float(r['ratio_to_first_low']):.3f}–"
                 f"{float(r['ratio_to_first_high']):.3f})")
        out.append(f"| {r[param]} | {float(r['score']):.2f} ± {float(r['score_error']):.2f} | {ratio} | "
                   f"{float(r['docs_per_s']):.0f} | {m:.3f} | {cell} |")
    out.append("")
text = open(page).read()
start, end = "<!-- summary: reports/jmh-full/report.sh writes what follows -->", "<!-- end of summary -->"
text = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda _: start + "\n\n" + "\n".join(out) + "\n" + end,
              text, flags=re.S)
open(page, "w").write(text)
PY
echo "Wrote $dir/tables/ and $dir/charts/ ($(ls "$dir/charts" | grep -c png) charts)"

#!/usr/bin/env python3
"""Sizing of the DRAFT registry v3 (reports/claims/v3-draft/claims.yaml): from registry v2's committed rows now, from
the draft's pilot blocks later. Python 3 and PyYAML only: no JVM, no trial.

    python3 reports/claims/v3-draft/sizing.py              # README.md's tables, from v2's rows
    python3 reports/claims/v3-draft/sizing.py --check      # and: its v2 effects match reports/claims.md
    python3 reports/claims/v3-draft/sizing.py --pilot reports/claims/v3-pilot
                                                           # after the pilot: the README's rule on the pilot's rows
    python3 reports/claims/v3-draft/sizing.py --pilot reports/claims/v3-pilot --register reports/claims/v3
                                                           # and: write the registration from that outcome
                                                           # (registration.py; commit it before its registered_at)

Rows read: status ok, warmup false. v2 mode: reports/claims/<id>.csv (a claim sharing rows, rows_of, reads its
owner's; the draft's control aa-control-v3draft reads v2's aa-control-v3.csv, the same sweep file). Pilot mode: the
pilot folder's <id>.csv for minutes, conditions and the rate re-sizes (RESIZE); SDs pooled as the README's rule
says ("Decisions before the pilot", 3: every claim pools v2's rounds of the same comparison with the pilot's, by degrees
of freedom, the re-sized claims included; the control pools aa-control-v3's). If 5 blocks of every running claim do not
fit the budget on the meter, claims go untestable: ("not affordable"), the most minutes a round per docs/s comparison
first, until they fit (ibid., 4).

Per claim:
  minutes a round (wall)  sum over its rows of (elapsed_s x k + final_s + 8 s) / rounds / 60, with k = the draft
                          sweep's docs / the row's docs (1 where the size is unchanged, and for pilot rows; indexing
                          time scaled at v2's docs/s, final_s not scaled); 8 s a trial for the JVM's start and the gap
                          to the next trial.
  minutes a round (meter) what the suite's budget counts (docs/claims.md: a trial's time from its JVM's start to the
                          end of its final refresh and merges, started_at to trial_end + final_s): elapsed_s x k +
                          (trial_end - started_at - elapsed_s) + final_s; for a row without trial_end (v1 rows), that
                          offset's median over the rows that have one.
  log-ratio SD            per comparison on the primary metric (docs_per_s; docs_per_s_settled = docs_per_s x
                          elapsed_s / (elapsed_s + final_s) where the claim's window is settled): per round (sweep
                          trial number), ln(contender / baseline), a level matching several configs in a round taking
                          their mean; sample SD (n - 1).
  rounds for +-3%         the least n >= 2 with t(0.975, n - 1) x SD / sqrt(n) <= ln(1.03) (target_half_width), per
                          comparison; a claim needs its largest.
Control: also the least n with (t(0.95, n - 1) + t(0.90, n - 1)) x SD / sqrt(n) <= margin (0.05): the rounds at which
two one-sided tests at 5% show +-5% equivalence with about 80% power when the true effect is none.
"""
import argparse
import csv
import math
import statistics
import sys
from datetime import datetime
from pathlib import Path

import yaml

import registration

HOME = Path(__file__).resolve().parents[3]
DRAFT = HOME / "reports/claims/v3-draft/claims.yaml"
V2 = HOME / "reports/claims"
V2_ROWS = {"aa-control-v3draft": "aa-control-v3"}  # the draft's control: v2's control of the same sweep file
V2_SWEEPS = "reports/claims/sweeps/"  # a claim whose sweep file is v2's runs v2's experiment unchanged
JVM_S = 8.0
MIN_ROUNDS = 5
BUDGET = 360.0


# --- Student t quantiles (no SciPy): the regularized incomplete beta by its continued fraction, then bisection ---
def _betacf(a, b, x):
    qab, qap, qam = a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > 1e-300 else 1e-300)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        for aa in (m * (b - m) * x / ((qam + m2) * (a + m2)), -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1 + aa * d
            d = 1 / (d if abs(d) > 1e-300 else 1e-300)
            c = 1 + aa / c
            c = c if abs(c) > 1e-300 else 1e-300
            h *= d * c
        if abs(d * c - 1) < 1e-14:
            break
    return h


def _ibeta(a, b, x):
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    lbt = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(1 - x)
    if x < (a + 1) / (a + b + 2):
        return math.exp(lbt) * _betacf(a, b, x) / a
    return 1 - math.exp(lbt) * _betacf(b, a, 1 - x) / b


def t_cdf(t, df):
    p = 0.5 * _ibeta(df / 2, 0.5, df / (df + t * t))
    return 1 - p if t > 0 else p


def t_quantile(q, df):
    lo, hi = 0.0, 1000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_cdf(mid, df) < q else (lo, mid)
    return (lo + hi) / 2


def rounds_for(sd, half_width=math.log(1.03)):
    """The least n >= 2 whose 95% t half-width at this SD is at most half_width (log units)."""
    n = 2
    while t_quantile(0.975, n - 1) * sd / math.sqrt(n) > half_width:
        n += 1
    return n


def rounds_tost(sd, margin=0.05):
    """The least n >= 2 with (t(0.95) + t(0.90)) x SD / sqrt(n) <= margin: TOST at 5%, ~80% power at no effect."""
    n = 2
    while (t_quantile(0.95, n - 1) + t_quantile(0.90, n - 1)) * sd / math.sqrt(n) > margin:
        n += 1
    return n


# --- rows and levels ---
def seconds(text):
    for unit, factor in (("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)):
        if text.endswith(unit) and text[: -len(unit)].replace(".", "").isdigit():
            return float(text[: -len(unit)]) * factor
    raise ValueError(text)


def matches(row, level):
    for key, value in level.items():
        if key == "refresh_interval":
            if row["refresh_interval_ms"] != str(int(seconds(str(value)) * 1000)):
                return False
        elif row.get(key) != str(value):
            return False
    return True


def instant(text):
    return datetime.fromisoformat(text[:26].rstrip("Z") + "+00:00") if text else None


def read_rows(path):
    if not path.is_file():
        return []
    with open(path, newline="") as f:
        return [r for r in csv.DictReader(f) if r["status"] == "ok" and r["warmup"] == "false"]


def metric(row, name, window):
    if name == "docs_per_s" and window == "docs_per_s_settled":
        e, fin = float(row["elapsed_s"]), float(row["final_s"])
        return float(row["docs_per_s"]) * e / (e + fin)
    return float(row[name])


def log_ratios(rows, baseline, contender, name, window):
    by_round = {}
    for r in rows:
        by_round.setdefault(int(r["trial"]), []).append(r)
    out = []
    for t in sorted(by_round):
        b = [metric(r, name, window) for r in by_round[t] if matches(r, baseline)]
        c = [metric(r, name, window) for r in by_round[t] if matches(r, contender)]
        if b and c:
            out.append(math.log(statistics.mean(c) / statistics.mean(b)))
    return out


def pooled_sd(samples):
    """The SD of several samples' log ratios pooled by degrees of freedom (each sample's own mean taken out)."""
    df = sum(len(s) - 1 for s in samples if len(s) > 1)
    return math.sqrt(sum((len(s) - 1) * statistics.variance(s) for s in samples if len(s) > 1) / df)


def sweep_docs(sweep):
    return int(yaml.safe_load(open(HOME / sweep))["base"]["docs"])


def offsets(rows):
    return [(instant(r["trial_end"]) - instant(r["started_at"])).total_seconds() - float(r["elapsed_s"])
            for r in rows if r.get("trial_end")]


def condition_fails(claim, rows):
    """The claim's conditions that do not hold in every trial (of the baseline's, for one 'at baseline')."""
    e = claim["experiment"]
    baselines = [e["baseline"]] + [c["baseline"] for c in e["comparisons"] if "baseline" in c]
    ops = {">=": float.__ge__, "<=": float.__le__, ">": float.__gt__, "<": float.__lt__, "==": float.__eq__}
    failed = []
    for cond in e.get("conditions", []):
        parts = cond.split()
        column, op, threshold = parts[0], parts[1], float(parts[2])
        judged = [r for r in rows if any(matches(r, b) for b in baselines)] if cond.endswith("at baseline") else rows
        held = sum(ops[op](float(r.get(column) or "nan"), threshold) for r in judged)  # unmeasured fails
        if held < len(judged):
            missing = " (column not in the rows)" if judged and column not in judged[0] else ""
            failed.append(f"{cond}: {held} of {len(judged)} trials{missing}")
    return failed


def roundup(docs, step=500_000):
    return int(math.ceil(docs / step) * step)


# The sizing draft's rate rules (reports/claims/v3-sizing-draft.md), applied once to the pilot's rows: the pilot blocks
# are the idle-machine rate measurements that draft asks for. Each gives the claim's docs for the registration.
RESIZE = {
    "refresh-interval": lambda rows: roundup(max(
        140 * max(int(r["docs"]) / int(r["flushes_by_refresh"]) for r in rows if r["refresh_interval_ms"] == "1000"),
        1.5 * 60 * max(float(r["docs_per_s"]) for r in rows if r["refresh_interval_ms"] == "30000"))),
    "shards-per-node": lambda rows: roundup(
        140 * max(int(r["docs"]) / int(r["flushes_by_refresh"]) for r in rows if r["shards"] == "1")),
    "doc-size": lambda rows: roundup(1.5 * 10 * max(float(r["docs_per_s"]) for r in rows if r["dataset"] == "geopoint")),
}
# The sizing draft's check for merge-threads: every pilot baseline trial throttles, else the claim is untestable:.
UNTESTABLE_ON_FAIL = {"merge-threads"}


def measure(draft, pilot):
    """Per claim: (id, comparisons, docs, min/round wall, min/round meter, [(label, n, est, lo, hi, sd)], note)."""
    top_window = draft["window"]
    source = {}  # claim id -> the rows its minutes and conditions come from
    for c in draft["claims"]:
        e = c["experiment"]
        if e.get("untestable") or e.get("rows_of"):
            continue
        v2 = read_rows(V2 / (V2_ROWS.get(c["id"], c["id"]) + ".csv"))
        source[c["id"]] = (v2, read_rows(pilot / (c["id"] + ".csv")) if pilot else [])
    all_offsets = [o for v2, p in source.values() for o in offsets(p if pilot else v2)]
    median_offset = statistics.median(all_offsets)
    gaps = []
    table = []
    for c in draft["claims"]:
        e = c["experiment"]
        cid = c["id"]
        window = e.get("window", top_window)
        if e.get("untestable"):
            table.append(dict(id=cid, n=len(e["comparisons"]), docs=e["docs"], wall=None, meter=None, comps=[],
                              note="untestable: not run", fails=[]))
            continue
        owner = e.get("rows_of") or cid
        v2, pilot_rows = source[owner]
        rows = pilot_rows if pilot else v2
        rounds = len({r["trial"] for r in rows})
        new_docs = sweep_docs(e["sweep"])
        if pilot and owner in RESIZE and rows:
            new_docs = RESIZE[owner](rows)
            print(f"re-size (the sizing draft's rule on the pilot's rates): {cid} {new_docs:,} docs "
                  f"(draft: {sweep_docs(e['sweep']):,})")
        wall = meter = 0.0
        for r in rows:
            k = new_docs / int(r["docs"])
            el = float(r["elapsed_s"]) * k
            wall += el + float(r["final_s"]) + JVM_S
            off = offsets([r])
            meter += el + (off[0] if off else median_offset) + float(r["final_s"])
        ordered = sorted((r for r in rows if r.get("trial_end")), key=lambda r: r["started_at"])
        for a, b in zip(ordered, ordered[1:]):
            g = (instant(b["started_at"]) - instant(a["trial_end"])).total_seconds() - float(a["final_s"])
            if 0 <= g < 120:
                gaps.append(g)
        comps = []
        for comp in e["comparisons"]:
            name = comp.get("metric", c["primary_metric"])
            if name != c["primary_metric"]:
                continue
            base = comp.get("baseline", e["baseline"])
            samples = [log_ratios(rows, base, comp["contender"], name, window)]
            if pilot:  # every claim pools v2's rounds of the same comparison (README, "Decisions before the pilot", 3)
                samples.append(log_ratios(v2, base, comp["contender"], name, window))
            lr = samples[0]
            sd = pooled_sd(samples)
            mean = statistics.mean(lr)
            hw = t_quantile(0.975, len(lr) - 1) * statistics.stdev(lr) / math.sqrt(len(lr))
            label = " vs ".join(", ".join(f"{k} {v}" for k, v in lvl.items()) for lvl in (base, comp["contender"]))
            label += f" ({comp.get('expected_direction', c['expected_direction'])})"
            comps.append((label, len(lr), math.exp(mean), math.exp(mean - hw), math.exp(mean + hw), sd,
                          sum(len(s) - 1 for s in samples)))
        shared = bool(e.get("rows_of"))
        table.append(dict(id=cid, n=len(e["comparisons"]), docs=new_docs, wall=None if shared else wall / rounds / 60,
                          meter=None if shared else meter / rounds / 60, comps=comps,
                          note="rows of " + owner if shared else ("control" if c.get("control") else ""),
                          fails=condition_fails(c, rows) if pilot else []))
    return table, median_offset, len(all_offsets), gaps


def allocate(units, control_minutes, control_rounds, budget, min_rounds):
    """The draft's proposed rule (README.md, "Which claims get more than 5 rounds"), on the numbers given.

    units: (ids, minutes a round, docs/s comparisons, rounds for +-3%) per claim that runs (with the claims sharing its
    rows). Step 1: every claim at min_rounds, B = min_rounds blocks. Step 2: while the budget allows, the claim that
    brings the most docs/s comparisons to +-3% per extra minute is raised to the rounds its worst comparison needs,
    never part-way; each block beyond B costs a control pair too. Step 3: if B is still below the control's TOST
    rounds, the claim cheapest per round is raised to them when that fits.
    """
    rounds = {u[0][0]: min_rounds for u in units}
    blocks = min_rounds
    spent = min_rounds * (sum(u[1] for u in units) + control_minutes)
    print(f"rule, step 1: every claim at {min_rounds} rounds: {blocks} blocks, {spent:.1f} min of {budget:.0f}")

    def cost(u, target):
        return (target - rounds[u[0][0]]) * u[1] + max(0, target - blocks) * control_minutes

    while True:
        fits = [(u[2] / cost(u, u[3]), -cost(u, u[3]), u) for u in units
                if u[3] > rounds[u[0][0]] and spent + cost(u, u[3]) <= budget]
        if not fits:
            break
        _, _, u = max(fits, key=lambda f: (f[0], f[1]))
        c = cost(u, u[3])
        spent += c
        rounds[u[0][0]] = u[3]
        blocks = max(blocks, u[3])
        print(f"rule, step 2: {'+'.join(u[0])} to {u[3]} rounds ({u[2]} docs/s comparisons to ±3%, {c:.1f} min): "
              f"{blocks} blocks, {spent:.1f} min")
    if not any(rounds[u[0][0]] > min_rounds for u in units):
        print("rule, step 2: no claim's rounds for ±3% fit")
    if blocks < control_rounds:
        u = min(units, key=lambda x: x[1])
        c = (control_rounds - rounds[u[0][0]]) * u[1] + (control_rounds - blocks) * control_minutes
        if spent + c <= budget:
            spent += c
            rounds[u[0][0]] = control_rounds
            blocks = control_rounds
            print(f"rule, step 3: {u[0][0]} to {control_rounds} rounds, so the control gets {control_rounds} pairs "
                  f"({c:.1f} min): {blocks} blocks, {spent:.1f} min")
        else:
            print(f"rule, step 3: the control's {control_rounds} pairs do not fit ({c:.1f} min more): {blocks} blocks")
    else:
        print(f"rule, step 3: not needed ({blocks} blocks >= the control's {control_rounds} pairs)")
    raised = {k: v for k, v in rounds.items() if v > min_rounds}
    print(f"rule, result: {raised or 'no claim raised'}, every other claim at {min_rounds}; {blocks} blocks "
          f"(control pairs), {spent:.1f} min (wall) of {budget:.0f}")
    return rounds, blocks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--pilot", type=Path, help="the pilot's folder (after the pilot blocks ran)")
    parser.add_argument("--register", type=Path, metavar="DIR",
                        help="with --pilot: write the registration (DIR/claims.yaml, DIR/sweeps/, and this output as "
                             "DIR/sizing.txt) from the draft and the rule's outcome")
    parser.add_argument("--registered-at", metavar="INSTANT",
                        help="with --register: the registration's registered_at (ISO-8601, UTC; default: the next "
                             "whole minute at least 5 minutes from now, time to commit it first)")
    args = parser.parse_args()
    if args.register and not args.pilot:
        parser.error("--register needs --pilot: the registration is sized from the pilot's rows")
    if args.register:
        registration.start_capture()
    pilot = HOME / args.pilot if args.pilot else None
    draft = yaml.safe_load(open(DRAFT))
    table, median_offset, n_offsets, gaps = measure(draft, pilot)
    src = f"the pilot's rows in {args.pilot}" if pilot else "v2's rows"

    print(f"From {src}. Offset started_at -> trial_end minus elapsed_s: median {median_offset:.2f} s ({n_offsets} "
          f"rows); gap from a trial's end + final_s to the next trial's start: median {statistics.median(gaps):.1f} s,"
          f" p90 {sorted(gaps)[int(0.9 * len(gaps))]:.1f} s ({len(gaps)} gaps)\n")
    f1 = lambda x: "-" if x is None else f"{x:.1f}"
    print("| claim | comparisons | docs | min/round (wall) | min/round (meter) | log-ratio SD, docs/s comparisons "
          "| rounds for ±3% | min for 5 rounds (wall) | |")
    print("|---|---:|---:|---:|---:|---|---:|---:|---|")
    for t in table:
        need = max((rounds_for(c[5]) for c in t["comps"]), default=None)
        t["need"] = need
        print(f"| {t['id']} | {t['n']} | {int(t['docs']):,} | {f1(t['wall'])} | {f1(t['meter'])} | "
              f"{', '.join(f'{c[5]:.3f}' for c in t['comps']) or '-'} | {need or '-'} | "
              f"{f1(None if t['wall'] is None else t['wall'] * MIN_ROUNDS)} | {t['note']} |")
    print("\n| claim | comparison (docs/s) | rounds | effect (95% CI) | SD (df) | rounds for ±3% |")
    print("|---|---|---:|---|---:|---:|")
    for t in table:
        for label, n, est, lo, hi, sd, df in t["comps"]:
            print(f"| {t['id']} | {label} | {n} | {est:.3f} ({lo:.3f}..{hi:.3f}) | {sd:.3f} ({df}) | {rounds_for(sd)} |")

    failed_ids, held_at_min = set(), set()
    untestable = {}  # claim id -> the reason the pilot made it untestable:
    for t in table:
        if not t["fails"]:
            continue
        if t["id"] in UNTESTABLE_ON_FAIL:
            failed_ids.add(t["id"])
            untestable[t["id"]] = "the pilot's conditions failed: " + "; ".join(t["fails"])
            verdict = "registered untestable: with these counts, and not run"
        elif t["id"] in RESIZE:
            verdict = "re-sized above from the pilot's rates (once); no extra rounds"
            held_at_min.add(t["id"])
        else:
            verdict = "kept at 5 rounds, no extra rounds"
            held_at_min.add(t["id"])
        print(f"\npilot: {t['id']}'s conditions failed ({'; '.join(t['fails'])}): {verdict}")
    control = next(t for t in table if t["note"] == "control")
    running = [t for t in table if t["wall"] is not None and t["note"] != "control" and t["id"] not in failed_ids]
    claims_wall = sum(t["wall"] for t in running)
    claims_meter = sum(t["meter"] for t in running)
    bw, bm = claims_wall + control["wall"], claims_meter + control["meter"]
    csd = control["comps"][0][5]
    n_ctrl = rounds_tost(csd)
    print(f"\nblock = one round of every running claim + one control pair: wall {bw:.1f} min (claims "
          f"{claims_wall:.1f} + control {control['wall']:.1f}); meter {bm:.1f} min (claims {claims_meter:.1f} + "
          f"control {control['meter']:.1f})")
    print(f"{MIN_ROUNDS} blocks: wall {MIN_ROUNDS * bw:.1f} min, meter {MIN_ROUNDS * bm:.1f} min, of {BUDGET:.0f}")
    print(f"whole blocks in {BUDGET:.0f} min: wall floor({BUDGET:.0f} / {bw:.1f}) = {math.floor(BUDGET / bw)}; "
          f"meter (the runner starts a block while blocks so far + one more < budget) = {math.ceil(BUDGET / bm) - 1}")
    print(f"control: SD {csd:.3f}; rounds for ±3%: {rounds_for(csd)}; rounds for TOST ±5% at ~80% power: {n_ctrl}; "
          f"its 90% half-width at 5 rounds {t_quantile(0.95, 4) * csd / math.sqrt(5):.3f}, "
          f"at 6 {t_quantile(0.95, 5) * csd / math.sqrt(6):.3f} (log units; TOST needs |mean| + it < 0.05)")
    for sd in (0.0882, 0.1276):
        print(f"cross-check with reports/noise.md: SD {sd} -> {rounds_for(sd)} rounds for ±3% (it says 37 and 75)")

    # README, "Decisions before the pilot", 4: if 5 blocks do not fit the budget on the meter, the claim with the most
    # minutes a round per docs/s comparison (its own and those sharing its rows) goes untestable: first, until they fit.
    def per_comparison(t):
        sharers = [s for s in table if s["note"] == "rows of " + t["id"]]
        return t["meter"] / max(1, len(t["comps"]) + sum(len(s["comps"]) for s in sharers))
    while running and MIN_ROUNDS * (sum(t["meter"] for t in running) + control["meter"]) > BUDGET:
        t = max(running, key=per_comparison)
        running.remove(t)
        untestable[t["id"]] = (f"not affordable: {t['meter']:.1f} min a round on the budget's meter (the pilot's rows), "
                               f"against the budget at this machine's rate ({MIN_ROUNDS} blocks of every claim would "
                               f"exceed {BUDGET:.0f} min)")
        print(f"rule, step 4: {MIN_ROUNDS} blocks do not fit {BUDGET:.0f} min on the meter; {t['id']} is registered "
              f"untestable: (not affordable: {t['meter']:.1f} min a round, {per_comparison(t):.1f} a docs/s comparison)")
    units = []  # a running claim with the claims sharing its rows: (ids, min a round, docs/s comparisons, rounds)
    for t in running:
        sharers = [s for s in table if s["note"] == "rows of " + t["id"]]
        units.append(([t["id"]] + [s["id"] for s in sharers], t["wall"],
                      len(t["comps"]) + sum(len(s["comps"]) for s in sharers),
                      MIN_ROUNDS if t["id"] in held_at_min else max([t["need"]] + [s["need"] for s in sharers])))
    print()
    rounds, blocks = allocate(units, control["wall"], n_ctrl, BUDGET, MIN_ROUNDS)
    if args.register:
        registration.register(args, draft, table, units, rounds, blocks, untestable, control, RESIZE, MIN_ROUNDS)

    if args.check and not pilot:
        bad = 0
        expected = {  # reports/claims.md, on v2's rows: (claim, i-th docs/s comparison) -> rounds, effect, low, high
            ("refresh-interval", 0): (7, 1.006, 0.919, 1.101), ("refresh-interval", 1): (7, 1.049, 1.001, 1.100),
            ("defaults-811", 0): (5, 1.217, 1.103, 1.343), ("pr94607-order", 0): (5, 1.198, 1.123, 1.278),
            ("pr94607-order", 1): (5, 1.214, 1.135, 1.299), ("pr94607-order", 2): (5, 0.987, 0.948, 1.027),
            ("index-buffer", 0): (8, 0.996, 0.924, 1.074), ("merge-threads", 0): (8, 1.042, 0.961, 1.130),
            ("codecs-zstd", 0): (8, 0.953, 0.866, 1.049), ("codecs-zstd", 1): (8, 0.944, 0.898, 0.993),
            ("replicas-zero", 0): (8, 1.979, 1.806, 2.170), ("explicit-mappings", 0): (8, 1.040, 0.973, 1.112),
            ("translog", 0): (6, 1.013, 0.902, 1.136), ("doc-size", 0): (8, 3.342, 2.734, 4.085),
            ("client-threads", 0): (6, 1.033, 0.951, 1.123), ("client-threads", 1): (6, 0.926, 0.856, 1.001),
            ("all-tuning", 0): (8, 2.515, 2.260, 2.798), ("aa-control-v3draft", 0): (13, 0.992, 0.965, 1.019),
        }
        ok = 0
        for t in table:
            for i, (label, n, est, lo, hi, sd, df) in enumerate(t["comps"]):
                want = expected.get((t["id"], i))
                if want is None:
                    continue
                same = n == want[0] and all(abs(a - b) < 0.0015 for a, b in zip((est, lo, hi), want[1:]))
                ok += same
                bad += not same
                if not same:
                    print(f"check {t['id']} #{i}: {n} rounds {est:.3f} ({lo:.3f}..{hi:.3f}), reports/claims.md {want}")
        print(f"\ncheck: {ok} v2 effects as reports/claims.md gives them (shards-per-node not compared: judged here on "
              f"the settled window, there on docs_per_s); {'ok' if not bad else f'{bad} differ'}")
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

"""Writes registry v3's registration from the draft and the rule's outcome on the pilot (sizing.py --register).

The registration is the draft with what the pilot decided, and nothing else: each claim's rounds (the README's rule),
the three re-sized claims' documents (the sizing draft's rate rules on the pilot's rows, in sweep files of their own),
claims made untestable: by the pilot (a failed condition, or "not affordable"), min_rounds 5, the control under the
suite's own id, and when and at which commit it was registered. The draft's text is kept line for line otherwise, so
`git diff --no-index reports/claims/v3-draft/claims.yaml reports/claims/v3/claims.yaml` shows exactly what the pilot
changed. Python 3 and PyYAML only.
"""
import re
from pathlib import Path

import yaml

CONTROL_ID = "aa-control-suite"  # the suite's one control: a fresh id, so that no v2 or pilot row is mistaken for its
DRAFT_SWEEPS = "reports/claims/v3-draft/sweeps/"
SWEEPS = "reports/claims/v3/sweeps/"
MIN_ROUNDS = 5


def header(registered_at, commit, command):
    return f"""# =====================================================================================================================
# CLAIMS REGISTRY v3: THE REGISTRATION. Not amended after it is committed: `lab claims report --check` holds it against
# git's history (the commit that added this file no later than registered_at, and the file unchanged since).
# =====================================================================================================================
# Written by `{command}`
# from the draft (reports/claims/v3-draft/claims.yaml) and its two pilot blocks (reports/claims/v3-pilot/), by the
# rule stated before the pilot in reports/claims/v3-draft/README.md. It differs from the draft only in: each claim's
# rounds, sizing and estimated_minutes; the documents of the claims the pilot's rates re-sized (sweep files under
# reports/claims/v3/sweeps/); claims the pilot made untestable:; min_rounds 5; the control's id ({CONTROL_ID}); and
# registered_at and registered_commit. `git diff --no-index reports/claims/v3-draft/claims.yaml
# reports/claims/v3/claims.yaml` shows each change.
#
# Run:     bin/lab claims run --all       (resumable: add --resume after a stop; rows go to reports/claims/v3/)
# Report:  bin/lab claims report          (and --check)
#
# What the registry carries from registry v2, what it changes and why, and the rule that sized its rounds:
# reports/claims/v3-draft/README.md. This registration's own sizing printout: reports/claims/v3/sizing.txt.
#
# Rules: docs/claims.md ("Registry v3's fields", "Running: v3's suite in blocks", "Verdicts"). A verdict uses only rows
# whose trial started at or after registered_at.
registry: 3
# The instant from which rows count, a little after the commit that adds this file; the first trial starts after it.
registered_at: {registered_at}
# The lab's commit when the registration was written (the parent of the commit that adds this file): the code the
# suite runs.
registered_commit: "{commit}"
"""


def _claim_blocks(text):
    """The draft split into its top (up to `claims:`) and one text block per claim."""
    top, claims = text.split("\nclaims:\n", 1)
    parts = re.split(r"(?m)^(?=  - id: )", claims)
    return top, parts[0], parts[1:]


def _set(block, key, value, cid):
    pattern = rf"(?m)^(      {key}: ).*$"
    if not re.search(pattern, block):
        raise ValueError(f"{cid}: no `{key}:` line in the draft")
    return re.sub(pattern, lambda m: m.group(1) + value, block, count=1)


def _quote(text):
    return '"' + text.replace('"', "'") + '"'


def sweep_file(draft_sweep, cid, docs, why, home):
    """A draft sweep file as the registration's: its header rewritten, its documents set (None: unchanged)."""
    text = (home / draft_sweep).read_text()
    body = "\n".join(l for l in text.splitlines() if not l.startswith("#")) + "\n"
    if docs is not None:
        body, n = re.subn(r"(?m)^(  docs: )\d+$", lambda m: m.group(1) + str(docs), body, count=1)
        if n != 1:
            raise ValueError(f"{draft_sweep}: no base docs line")
    old = yaml.safe_load(text)["base"]["docs"]
    head = (f"# Registry v3 (reports/claims/v3/claims.yaml), claim {cid}: the draft's {draft_sweep}, "
            f"{'documents ' + format(old, ',') + ' -> ' + format(docs, ',') if docs is not None else 'unchanged'}"
            f" ({why}).\n# Run by: bin/lab claims run --all\n")
    return head + body


def write(draft_path, out_dir, home, decided, registered_at, commit, command):
    """Writes out_dir/claims.yaml and out_dir/sweeps/*.yaml.

    decided: per claim id, a dict of rounds (int), minutes (wall min a round, or None), docs (new docs or None),
    untestable (a reason or None), note (the rule's words for its rounds). Returns the registration's path.
    """
    text = Path(draft_path).read_text()
    top, claims_head, blocks = _claim_blocks(text)
    top = top[top.index("\n# The design reports/noise.md adopted"):]  # the draft's header and placeholders go
    top = re.sub(r"(?m)^min_rounds: \d+$", f"min_rounds: {MIN_ROUNDS}", top)
    if f"min_rounds: {MIN_ROUNDS}" not in top:
        raise ValueError("the draft has no min_rounds line")
    sweeps_dir = Path(out_dir) / "sweeps"
    sweeps_dir.mkdir(parents=True, exist_ok=True)
    out = []
    for block in blocks:
        cid = re.match(r"  - id: (\S+)", block).group(1)
        d = decided[cid]
        new_id = CONTROL_ID if re.search(r"(?m)^    control: true$", block) else cid
        block = block.replace(f"  - id: {cid}\n", f"  - id: {new_id}\n", 1)
        sweep = re.search(r"(?m)^      sweep: (\S+)$", block).group(1)
        if sweep.startswith(DRAFT_SWEEPS):
            name = Path(sweep).name
            why = ("sized on the pilot's rates by the sizing draft's rule" if d["docs"] is not None
                   else "the draft's experiment")
            (sweeps_dir / name).write_text(sweep_file(sweep, cid, d["docs"], why, home))
            block = _set(block, "sweep", SWEEPS + name, cid)
        if d["docs"] is not None:
            block = _set(block, "docs", str(d["docs"]), cid)
        block = _set(block, "rounds", str(d["rounds"]), cid)
        if d["untestable"] and not re.search(r"(?m)^      untestable: ", block):
            block = block.replace("      rounds: ", f"      untestable: {_quote(d['untestable'])}\n      rounds: ", 1)
        block = _set(block, "sizing", _quote(d["note"]), cid)
        minutes = 0.0 if d["minutes"] is None or d["untestable"] else d["rounds"] * d["minutes"]
        block = _set(block, "estimated_minutes", f"{minutes:.1f}", cid)
        out.append(block)
    registration = header(registered_at, commit, command) + top.lstrip("\n") + "\nclaims:\n" + claims_head \
        + "".join(out)
    path = Path(out_dir) / "claims.yaml"
    path.write_text(registration)
    yaml.safe_load(registration)  # it parses, or this raises before anything is committed
    return path


class _Tee:
    """stdout, kept as well: the registration saves the sizing's whole printout beside itself."""

    def __init__(self, out):
        self.out, self.kept = out, []

    def write(self, text):
        self.kept.append(text)
        return self.out.write(text)

    def flush(self):
        self.out.flush()


def start_capture():
    import sys
    sys.stdout = _Tee(sys.stdout)


def _default_instant():
    from datetime import datetime, timedelta, timezone
    at = datetime.now(timezone.utc) + timedelta(minutes=5)
    return (at.replace(second=0, microsecond=0) + timedelta(minutes=1)).strftime("%Y-%m-%dT%H:%M:%SZ")


def _half_width(sd, n):
    """The expected 95% half-width at n rounds, as a symmetric percentage (exp(h) - 1), for the registration's text."""
    from sizing import t_quantile
    import math
    return 100 * (math.exp(t_quantile(0.975, n - 1) * sd / math.sqrt(n)) - 1)


def register(args, draft, table, units, rounds, blocks, untestable, control, resize, min_rounds):
    """sizing.py --register: each claim's decision from the rule's outcome, then the files (write)."""
    import subprocess
    import sys
    home = Path(__file__).resolve().parents[3]
    by_id = {t["id"]: t for t in table}
    decided = {}
    for c in draft["claims"]:
        cid, e = c["id"], c["experiment"]
        t = by_id[cid]
        owner = e.get("rows_of")
        if e.get("untestable") or cid in untestable or (owner and owner in untestable):
            reason = None if e.get("untestable") else untestable.get(cid) or f"its rows' claim {owner} is untestable"
            decided[cid] = dict(rounds=min_rounds, minutes=None, docs=None, untestable=reason,
                                note="not run (untestable:); its comparisons stay in the Holm families with p = 1")
            continue
        if owner:
            decided[cid] = dict(rounds=rounds[owner], minutes=None, docs=None, untestable=None,
                                note=f"{owner}'s rows (rows_of): {rounds[owner]} rounds, no time of its own")
            continue
        sd_df = max(((comp[5], comp[6]) for comp in t["comps"]), default=(None, None))
        docs = t["docs"] if cid in resize else None
        size = (f"{int(t['docs']):,} docs (re-sized on the pilot's rates by the sizing draft's rule); " if docs
                else f"{int(t['docs']):,} docs; ")
        if c.get("control"):
            decided[cid] = dict(rounds=blocks, minutes=t["wall"], docs=None, untestable=None, note=(
                f"registration: one pair in every block, {blocks} pairs; {size}{t['wall']:.1f} min a pair (wall), "
                f"{t['meter']:.1f} (meter), on the pilot's rows; log SD {sd_df[0]:.3f} ({sd_df[1]} df, pooled with "
                f"aa-control-v3's rounds); expected 95% half-width ±{_half_width(sd_df[0], blocks):.1f}%"))
            continue
        r = rounds[cid]
        why = ("raised by the rule (README, step 2 or 3) to the rounds its worst docs/s comparison needs for ±3%"
               if r > min_rounds else "min_rounds: the rule raised it no further (sizing.txt)")
        fails = f"; its conditions failed in the pilot ({'; '.join(t['fails'])}), so no extra rounds" if t["fails"] else ""
        decided[cid] = dict(rounds=r, minutes=t["wall"], docs=docs, untestable=None, note=(
            f"registration: {r} rounds, {why}{fails}; {size}{t['wall']:.1f} min a round (wall), {t['meter']:.1f} "
            f"(meter), on the pilot's rows; worst docs/s comparison: log SD {sd_df[0]:.3f} ({sd_df[1]} df, the "
            f"pilot's rounds pooled with v2's), {t['need']} rounds for ±3%, expected 95% half-width "
            f"±{_half_width(sd_df[0], r):.1f}% at {r}"))
    registered_at = args.registered_at or _default_instant()
    commit = subprocess.run(["git", "-C", str(home), "rev-parse", "--short=7", "HEAD"], capture_output=True,
                            text=True, check=True).stdout.strip()
    command = (f"python3 reports/claims/v3-draft/sizing.py --pilot {args.pilot} --register {args.register} "
               f"--registered-at {registered_at}")
    out_dir = home / args.register
    path = write(home / "reports/claims/v3-draft/claims.yaml", out_dir, home, decided, registered_at, commit, command)
    print(f"\nregistration: wrote {path} and its sweeps/ (registered_at {registered_at}, "
          f"registered_commit {commit}); commit it before {registered_at}, then start the suite after it: "
          f"bin/lab claims run --all")
    (out_dir / "sizing.txt").write_text(f"$ {command}\n\n" + "".join(sys.stdout.kept))

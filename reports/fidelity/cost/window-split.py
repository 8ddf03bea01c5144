import csv, sys
series, row_csv, label, pattern = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
from datetime import datetime
def epoch(s):
    s = s.rstrip('Z'); base, frac = (s.split('.') + ['0'])[:2]
    return datetime.fromisoformat(base + '+00:00').timestamp() + float('0.' + frac)
row = list(csv.DictReader(open(row_csv)))[0]
t0, t1 = epoch(row['trial_start']), epoch(row['trial_end'])
data = {}
wanted = set()
for line in open(series):
    if line.startswith('#'):
        if pattern in line: wanted.add(line.split()[1])
        continue
    p = line.split(); t = float(p[0]); pid = p[1]
    data.setdefault(pid, []).append((t, {k: float(v) for k, v in (x.split('=') for x in p[2:])}))
def at(samples, t):
    best = samples[0][1]
    for ts, d in samples:
        if ts <= t: best = d
    return best
pid = max((p for p in data if p in wanted), key=lambda p: sum(data[p][-1][1].values()))
s = data[pid]; a, b = at(s, t0), at(s, t1)
d = {k: b[k] - a[k] for k in b}; tot = sum(d.values()); docs = float(row['docs'])
print(f"{label}: pid {pid}, window {t1-t0:.0f} s, cpu_s column {row['cpu_s']}, threads sum {tot:.1f} s = " + ", ".join(f"{k} {v:.1f} s ({1e6*v/docs:.0f} us/doc)" for k, v in d.items()) + f"; total {1e6*tot/docs:.0f} us/doc, without jit {1e6*(tot-d['jit'])/docs:.0f} us/doc")
whole = s[-1][1]; print(f"   whole JVM life: " + ", ".join(f"{k} {v:.1f}" for k, v in whole.items()))

#!/usr/bin/env python3
"""Every 0.5 s: for every java process started after this script, every thread's utime+stime (last reading kept per
thread, so threads that end keep their CPU); append one line per process and sample: epoch, pid, and the CPU seconds
by group (jit, gc, vm, java) summed over every thread seen so far."""
import os, re, sys, time
out = open(sys.argv[1], 'a', buffering=1)
tick = os.sysconf('SC_CLK_TCK')
seen = {}; cmd = {}
start = set(p for p in os.listdir('/proc') if p.isdigit())
VM = ('VM Thread', 'VM Periodic Tas', 'Service Thread', 'Monitor Deflati', 'Common-Cleaner', 'Notification Th',
      'Signal Dispatch', 'Finalizer', 'Reference Handl', 'Attach Listener', 'Sweeper thread')
def group(c):
    if re.match(r'C[12] CompilerThre', c): return 'jit'
    if re.match(r'(GC Thread|G1 )', c): return 'gc'
    if c in VM or c.startswith('JFR'): return 'vm'
    return 'java'
while True:
    now = time.time()
    for p in os.listdir('/proc'):
        if not p.isdigit() or p in start: continue
        try:
            if p not in cmd:
                c = open(f'/proc/{p}/cmdline', 'rb').read().replace(b'\0', b' ').decode(errors='replace')
                if 'java' not in c.split(' ')[0] or '-version' in c: start.add(p); continue
                cmd[p] = c; out.write(f'# {p} {c[:200]}\n')
            for t in os.listdir(f'/proc/{p}/task'):
                try:
                    s = open(f'/proc/{p}/task/{t}/stat').read()
                    f = s[s.rindex(')') + 2:].split()
                    seen[(p, t)] = (s[s.index('(') + 1:s.rindex(')')], int(f[11]) + int(f[12]))
                except OSError: pass
        except OSError: pass
    tot = {}
    for (p, t), (c, v) in seen.items():
        d = tot.setdefault(p, {}); g = group(c); d[g] = d.get(g, 0) + v / tick
    for p, d in tot.items():
        out.write(f"{now:.2f} {p} " + " ".join(f"{g}={d.get(g, 0):.2f}" for g in ('jit', 'gc', 'vm', 'java')) + "\n")
    time.sleep(0.5)

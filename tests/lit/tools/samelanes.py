#!/usr/bin/env python3
"""Compare two `gpuisa run --json` results on lanes 0..N-1 (tests/lit/sass/run-fast-slow.s):
every per-lane array of regs, preds and cc, the memory dumps, and the faults of those lanes
must be identical. Prints `same: K values` (K = values compared) or the differences (exit 1).

usage: samelanes.py N A.json B.json"""
import json
import sys


def main():
    n = int(sys.argv[1])
    a, b = (json.load(open(p)) for p in sys.argv[2:4])
    diffs, count = [], 0
    for group in ('regs', 'preds', 'cc'):
        ga, gb = a.get(group, {}), b.get(group, {})
        for k in sorted(set(ga) | set(gb)):
            va, vb = ga.get(k), gb.get(k)
            if va is None or vb is None:
                diffs.append('%s.%s only in %s' % (group, k, 'A' if vb is None else 'B'))
                continue
            for lane in range(n):
                count += 1
                if va[lane] != vb[lane]:
                    diffs.append('%s.%s lane %d: %r != %r' % (group, k, lane, va[lane], vb[lane]))
    if a.get('memory') != b.get('memory'):
        diffs.append('memory differs')
    count += sum(len(m.get('values', [])) for m in a.get('memory', []))
    fa = [f for f in a.get('faults', []) if f['lane'] < n]
    fb = [f for f in b.get('faults', []) if f['lane'] < n]
    if fa != fb:
        diffs.append('faults differ: %r != %r' % (fa, fb))
    count += len(fa)
    for d in diffs:
        print(d)
    if diffs:
        sys.exit(1)
    print('same: %d values' % count)


if __name__ == '__main__':
    main()

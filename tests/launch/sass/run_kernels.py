#!/usr/bin/env python3
"""Launch every SASS kernel of kernels/ and compare with its reference.

    python3 tests/launch/sass/run_kernels.py [--gpuisa build/gpuisa] [-k NAME]

Each kernel is kernels/NAME.s (nvcc-style sm_50 SASS, its CUDA source in the header comment) with
its launch file kernels/NAME.json. refs.py computes what the CUDA source gives for the launch's
inputs (Python, written from the CUDA source, never from gpuisa's output). Every kernel runs with
--threads 1 and --threads 2; both results must equal the reference (integers exactly, f32 as the
IEEE single results the source computes) and each other. Prints a line per kernel and
`N passed, M failed`; exit status 1 when anything failed."""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
sys.path.insert(0, HERE)
import refs  # noqa: E402


def run(gpuisa, name, threads):
    p = subprocess.run([gpuisa, 'run', '--isa=sass', '--mcpu=sm_50', '--launch',
                        os.path.join(HERE, 'kernels', name + '.json'), '--json', '--threads', str(threads),
                        os.path.join(HERE, 'kernels', name + '.s')], capture_output=True, text=True)
    if p.returncode != 0:
        return None, 'exit %d: %s%s' % (p.returncode, p.stderr.strip(), p.stdout.strip()[:300])
    return json.loads(p.stdout), None


def same(r1, r2, ref):
    """The two runs agree: everything, or for a kernel whose instruction counts depend on how the
    host threads interleave (a CAS retry loop: ref.counts_vary) the buffers and the faults."""
    if getattr(ref, 'counts_vary', False):
        return r1['buffers'] == r2['buffers'] and r1.get('faults') == r2.get('faults')
    return r1 == r2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', default=os.path.join(ROOT, 'build', 'gpuisa'))
    ap.add_argument('-k', default=None)
    a = ap.parse_args()
    names = sorted(f[:-2] for f in os.listdir(os.path.join(HERE, 'kernels')) if f.endswith('.s'))
    if a.k:
        names = [n for n in names if a.k in n]
    passed = failed = 0
    for name in names:
        with open(os.path.join(HERE, 'kernels', name + '.json')) as f:
            launch = json.load(f)
        want = getattr(refs, name)(launch)
        msg = None
        results = []
        for threads in (1, 2):
            got, err = run(a.gpuisa, name, threads)
            if err:
                msg = '--threads %d: %s' % (threads, err)
                break
            results.append(got)
            for buf, vals in want.items():
                have = got['buffers'].get(buf)
                if have != vals:
                    bad = [i for i in range(min(len(vals), len(have or []))) if have[i] != vals[i]]
                    msg = '--threads %d: buffer %s differs at %d places, first %s: got %s want %s' % (
                        threads, buf, len(bad), bad[:1], have[bad[0]] if bad else have, vals[bad[0]] if bad else vals)
                    break
            if msg:
                break
        if not msg and not same(results[0], results[1], getattr(refs, name)):
            msg = 'the results for 1 and 2 threads differ'
        if msg:
            failed += 1
            print('FAIL %s: %s' % (name, msg))
        else:
            passed += 1
            r = results[0]
            print('ok   %s (%d warps, %d lane-instructions)' % (name, r['waves'], r['lane_instructions']))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

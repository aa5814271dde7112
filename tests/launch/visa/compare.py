#!/usr/bin/env python3
"""Launch the vISA corpus's kernels with `gpuisa run --launch` and compare with pocl's results.

    python3 tests/launch/visa/compare.py [--gpuisa build/gpuisa] [--live] [-k PATTERN] [--list]

The cases are those of the AMDGPU launch corpus (tests/launch/amdgpu/cases.json: the same
OpenCL C sources, launch files and pocl goldens) whose kernel IGC compiled in the vISA corpus
for the device (tests/corpus/visa/DEV/SOURCE/KERNEL.simdN.visaasm, with DEV/SOURCE.zebin).
For each case, device (default pvc) and N in --threads (default 1 and 2):

    GPUISA run --isa=visa --mcpu=DEV --launch LAUNCH.json --json --threads N \\
           --zebin DEV/SOURCE.zebin DEV/SOURCE/KERNEL.simdN.visaasm

The result's buffers must equal pocl's golden with the AMDGPU corpus's tolerances (its
compare.py and README.md), and the result for N > 1 threads must be identical to the one for
1 thread. --live re-runs pocl first (as the AMDGPU compare.py does). Prints one line per case
and `N passed, M failed`; exit status 1 when anything failed.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
AMD = os.path.join(ROOT, 'tests', 'launch', 'amdgpu')
CORPUS = os.path.join(ROOT, 'tests', 'corpus', 'visa')
sys.path.insert(0, AMD)
import compare as amd  # noqa: E402  the goldens' value comparison and pocl runner


def zebin_simd(zebin, kernel):
    """The SIMD width of kernel in the zebin: .ze_info is YAML text inside the ELF, the kernel's
    entry `- name: K` followed by its execution_env's `simd_size: N`."""
    with open(zebin, 'rb') as f:
        data = f.read()
    m = re.search(rb'- name:\s+' + re.escape(kernel.encode()) + rb'\n(?:(?!- name:).)*?simd_size:\s*(\d+)', data, re.S)
    return int(m.group(1)) if m else None


def visa_cases(dev):
    """(case, visaasm, zebin) of every AMDGPU launch case whose kernel the corpus holds for dev, then the
    probes of this directory (cases.json: kernels written for the vISA launcher, kernels/DEV/)."""
    out = []
    with open(os.path.join(HERE, 'cases.json')) as f:
        for case in json.load(f):
            if dev not in case['devices']:
                continue
            src = os.path.splitext(os.path.basename(case['source']))[0]
            zebin = os.path.join(HERE, 'kernels', dev, src + '.zebin')
            simd = zebin_simd(zebin, case['kernel'])
            files = sorted(glob.glob(os.path.join(HERE, 'kernels', dev, src, case['kernel'] + '.simd*.visaasm')))
            pick = [f for f in files if f.endswith('.simd%s.visaasm' % simd)] or files[-1:]
            if pick:
                out.append((dict(case, base=HERE), pick[0], zebin))
    for case in amd.load_cases():
        src = os.path.splitext(os.path.basename(case['source']))[0]
        files = sorted(glob.glob(os.path.join(CORPUS, dev, src, case['kernel'] + '.simd*.visaasm')))
        if not files:
            continue
        zebin = os.path.join(CORPUS, dev, src + '.zebin')
        # dg2 may hold a SIMD16 and a SIMD32 build of a kernel: the zebin's is the one IGC kept
        simd = zebin_simd(zebin, case['kernel'])
        pick = [f for f in files if f.endswith('.simd%s.visaasm' % simd)] or files[-1:]
        out.append((dict(case, base=AMD), pick[0], zebin))
    return out


def run_gpuisa(a, case, dev, visaasm, zebin, threads):
    cmd = [a.gpuisa, 'run', '--isa=visa', '--mcpu=' + dev, '--launch',
           os.path.join(case['base'], 'launch', case['name'] + '.json'), '--json', '--threads', str(threads),
           '--zebin', zebin, visaasm]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
    except subprocess.TimeoutExpired:
        return None, 'timed out after %g s' % a.timeout
    except OSError as ex:
        return None, 'cannot run %s: %s' % (a.gpuisa, ex)
    lines = p.stderr.strip().splitlines()
    msg = next((l for l in lines if l.startswith('gpuisa:')), lines[0] if lines else '')
    try:
        res = json.loads(p.stdout) if p.stdout.strip() else None
    except ValueError:
        res = None
    if p.returncode != 0:
        faults = res.get('faults') if isinstance(res, dict) else None
        if faults:
            return None, 'exit %d, %d fault(s), first %s' % (p.returncode, len(faults), json.dumps(faults[0]))
        return None, 'exit %d: %s' % (p.returncode, msg or '(no message)')
    if not isinstance(res, dict):
        return None, 'no JSON result on stdout' + (': ' + msg if msg else '')
    return res, None


def check(a, item, dev):
    case, visaasm, zebin = item
    with open(os.path.join(case['base'], 'launch', case['name'] + '.json')) as f:
        types = {n: b['type'] for n, b in json.load(f)['buffers'].items()}
    ej = os.path.join(case['base'], 'expected', case['name'] + '.json')
    if not os.path.exists(ej):   # a golden per device (a reference that depends on the SIMD width)
        ej = os.path.join(case['base'], 'expected', '%s.%s.json' % (case['name'], dev))
    with open(ej) as f:
        expected = json.load(f)['buffers']
    out, first = [], None
    for n in a.threads:
        cid = '%s/%s/t%d' % (case['name'], dev, n)
        res, err = run_gpuisa(a, case, dev, visaasm, zebin, n)
        if res is not None:
            err = amd.compare_buffers(case, types, expected, res.get('buffers'))
            if first is None:
                first = (n, res.get('buffers'))
            elif res.get('buffers') != first[1]:
                d = amd.compare_buffers({'tol': {'f32_rel': 0, 'f64_rel': 0}}, types, first[1], res.get('buffers'))
                err = (err + '; ' if err else '') + 'differs from --threads %d: %s' % (first[0], d)
        out.append((cid, err))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(ROOT, 'build', 'gpuisa'))
    ap.add_argument('--pocl-run', default=os.path.join(ROOT, 'build', 'tests', 'pocl_run'))
    ap.add_argument('--live', action='store_true', help='re-run pocl and compare it with the goldens first')
    ap.add_argument('-k', metavar='PATTERN', help='cases whose name contains PATTERN (or matches a glob)')
    ap.add_argument('--devices', nargs='+', default=['pvc'])
    ap.add_argument('--threads', default='1,2', help='comma-separated thread counts (default 1,2)')
    ap.add_argument('--list', action='store_true', help='print the cases and exit')
    ap.add_argument('-j', type=int, default=2, help='launches run in parallel (default 2)')
    ap.add_argument('--timeout', type=float, default=120.0, help='seconds per launch (default 120)')
    a = ap.parse_args()
    a.threads = [int(t) for t in a.threads.split(',')]
    work = []
    for dev in a.devices:
        names = {c['name'] for c in amd.select([c for c, _, _ in visa_cases(dev)], a.k)}
        work += [(item, dev) for item in visa_cases(dev) if item[0]['name'] in names]
    if a.list:
        for (case, visaasm, zebin), dev in work:
            with open(os.path.join(case['base'], 'launch', case['name'] + '.json')) as f:
                lf = json.load(f)
            print('%-18s %-4s %s grid %s block %s' % (case['name'], dev, os.path.relpath(visaasm, ROOT),
                                                    lf['grid'], lf['block']))
        return 0
    results = []
    if a.live:
        seen = {}
        for (case, _, _), _ in work:
            seen.setdefault(case['name'], case)
        for case in seen.values():
            if not os.path.exists(os.path.join(case['base'], 'expected', case['name'] + '.json')):
                continue   # a golden per device from a reference (pocl cannot run the kernel)
            got, err = amd.run_pocl(a, case, case['base'])
            if err is None:
                with open(os.path.join(case['base'], 'expected', case['name'] + '.json')) as f:
                    if got != json.load(f):
                        err = 'pocl no longer gives the golden'
            results.append(('%s/pocl' % case['name'], err))
    with ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        for lines in ex.map(lambda w: check(a, w[0], w[1]), work):
            results += lines
    failed = 0
    for cid, err in results:
        print('ok   %s' % cid if err is None else 'FAIL %s: %s' % (cid, err))
        failed += err is not None
    print('%d passed, %d failed' % (len(results) - failed, failed))
    return 1 if failed or not results else 0


if __name__ == '__main__':
    sys.exit(main())

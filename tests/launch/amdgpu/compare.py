#!/usr/bin/env python3
"""Launch every corpus kernel with `gpuisa run --launch` and compare with pocl's results.

    python3 tests/launch/amdgpu/compare.py [--gpuisa build/gpuisa] [--live] [-k PATTERN] [--list]

For every case of cases.json (one kernel + launch file), every target (gfx900, gfx90a, gfx1010)
and N in --threads (default 1 and 2):

    GPUISA run --isa=amdgpu --mcpu=CPU --launch launch/NAME.json --json --threads N [--kernel K] FILE.s

(--kernel when the .s holds several kernels).  The result's "buffers" must equal the golden
expected/NAME.json (pocl's result for the same OpenCL C source): integers exactly, f32 within
a relative 1e-5 and f64 within a relative 1e-12, unless the case states another bound (cases.json
"tol", with the reason; README.md lists them).  The result for N > 1 threads must also be
identical to the one for 1 thread.  A launch that fails (exit status != 0, faults, no JSON) fails
its case with gpuisa's message.

--live first re-runs pocl (build/tests/pocl_run) on every selected case and compares its output
with the committed golden; a difference is a failure of the case NAME/pocl.
Prints one line per case and `N passed, M failed`; exit status 1 when anything failed.
"""

import argparse
import fnmatch
import json
import re
import math
import os
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
CPUS = ['gfx900', 'gfx90a', 'gfx1010']
F32_REL, F64_REL = 1e-5, 1e-12
INT_TYPES = {'u8', 's8', 'u16', 's16', 'u32', 's32', 'u64', 's64'}


def load_cases():
    with open(os.path.join(HERE, 'cases.json')) as f:
        return json.load(f)


def select(cases, pattern):
    if not pattern:
        return cases
    if any(ch in pattern for ch in '*?['):
        return [c for c in cases if fnmatch.fnmatch(c['name'], pattern)]
    return [c for c in cases if pattern in c['name']]


def kernels_in(s_file):
    with open(s_file) as f:
        return sum(1 for line in f if line.lstrip().startswith('.amdhsa_kernel '))


# ---- values ---------------------------------------------------------------------------------


def as_int(v):
    if isinstance(v, str):
        return int(v, 16)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError('not an integer: %r' % (v,))
    return v


def as_float(v, t):
    """A JSON float value: a number, or "0x..." bits (NaN and infinities)."""
    if isinstance(v, str):
        bits = int(v, 16)
        if t == 'f64':
            return struct.unpack('<d', struct.pack('<Q', bits))[0]
        if t == 'f32':
            return struct.unpack('<f', struct.pack('<I', bits))[0]
        return struct.unpack('<e', struct.pack('<H', bits))[0]
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ValueError('not a number: %r' % (v,))
    return float(v)


def tolerance(case, t):
    tol = case.get('tol') or {}
    key = 'f64' if t == 'f64' else 'f32'
    rel = tol.get(key + '_rel', F64_REL if t == 'f64' else F32_REL)
    return rel, tol.get(key + '_abs', 0.0)


def compare_buffers(case, types, expected, got):
    """None when got matches expected, else a one-line description of the first differences."""
    if not isinstance(got, dict):
        return 'no "buffers" object in the result'
    if set(got) != set(expected):
        return 'buffers %s, expected %s' % (sorted(got), sorted(expected))
    for name in expected:
        e, g, t = expected[name], got[name], types[name]
        if not isinstance(g, list) or len(g) != len(e):
            return '%s: %s values, expected %d' % (name, len(g) if isinstance(g, list) else 'no list of', len(e))
        bad, first = 0, None
        rel, ab = tolerance(case, t) if t not in INT_TYPES else (0, 0)
        for i, (ev, gv) in enumerate(zip(e, g)):
            try:
                if t in INT_TYPES:
                    ok = as_int(ev) == as_int(gv)
                else:
                    ef, gf = as_float(ev, t), as_float(gv, t)
                    if math.isnan(ef) or math.isnan(gf):
                        ok = math.isnan(ef) and math.isnan(gf)
                    elif math.isinf(ef) or math.isinf(gf):
                        ok = ef == gf
                    else:
                        ok = abs(gf - ef) <= max(rel * abs(ef), ab)
            except (ValueError, TypeError) as ex:
                ok, gv = False, '%r (%s)' % (gv, ex)
            if not ok:
                bad += 1
                if first is None:
                    first = '%s[%d] = %s, expected %s' % (name, i, gv, ev)
        if bad:
            return '%s (%d of %d values of %s differ)' % (first, bad, len(e), name)
    return None


# ---- runs -----------------------------------------------------------------------------------


def run_gpuisa(a, case, cpu, threads):
    s_file = os.path.join(ROOT, case['s'][cpu])
    cmd = [a.gpuisa, 'run', '--isa=amdgpu', '--mcpu=' + cpu, '--launch',
           os.path.join(HERE, 'launch', case['name'] + '.json'), '--json', '--threads', str(threads)]
    if kernels_in(s_file) > 1:
        cmd += ['--kernel', case['kernel']]
    cmd.append(s_file)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
    except subprocess.TimeoutExpired:
        return None, 'timed out after %g s' % a.timeout
    except OSError as ex:
        return None, 'cannot run %s: %s' % (a.gpuisa, ex)
    # the tool's own message (not an assembler warning before it)
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
    if res.get('faults'):
        return None, '%d fault(s), first %s' % (len(res['faults']), json.dumps(res['faults'][0]))
    return res, None


def run_pocl(a, case, base=HERE):
    """pocl's result for the case's launch file (base/launch/NAME.json; the vISA compare.py passes its own)."""
    src = os.path.join(ROOT, case['source'])
    try:
        # pocl's own allocations outlive the program: a sanitizer build of pocl_run must not
        # count them as its leaks
        env = dict(os.environ, ASAN_OPTIONS=os.environ.get('ASAN_OPTIONS', '') + ':detect_leaks=0')
        p = subprocess.run([a.pocl_run, os.path.join(base, 'launch', case['name'] + '.json'), src],
                           capture_output=True, text=True, timeout=a.timeout * 10, env=env)
    except (OSError, subprocess.TimeoutExpired) as ex:
        return None, 'cannot run pocl_run: %s' % ex
    if p.returncode:
        return None, 'pocl_run: ' + (p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[-1]
    return json.loads(p.stdout), None


def check_case_cpu(a, case, cpu):
    """Lines (name, error-or-None) for every thread count of one case on one target."""
    with open(os.path.join(HERE, 'launch', case['name'] + '.json')) as f:
        launch = json.load(f)
    types = {n: b['type'] for n, b in launch['buffers'].items()}
    with open(os.path.join(HERE, 'expected', case['name'] + '.json')) as f:
        expected = json.load(f)['buffers']
    out, first = [], None
    for n in a.threads:
        cid = '%s/%s/t%d' % (case['name'], cpu, n)
        res, err = run_gpuisa(a, case, cpu, n)
        if res is not None:
            err = compare_buffers(case, types, expected, res.get('buffers'))
            if first is None:
                first = (n, res.get('buffers'))
            elif res.get('buffers') != first[1]:
                d = compare_buffers({'tol': {'f32_rel': 0, 'f64_rel': 0}}, types, first[1], res.get('buffers'))
                err = (err + '; ' if err else '') + 'differs from --threads %d: %s' % (first[0], d)
        out.append((cid, err))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(ROOT, 'build', 'gpuisa'))
    ap.add_argument('--pocl-run', default=os.path.join(ROOT, 'build', 'tests', 'pocl_run'))
    ap.add_argument('--live', action='store_true', help='re-run pocl and compare it with the goldens first')
    ap.add_argument('-k', metavar='PATTERN', help='cases whose name contains PATTERN (or matches a glob)')
    ap.add_argument('--cpus', nargs='+', default=CPUS)
    ap.add_argument('--threads', default='1,2', help='comma-separated thread counts (default 1,2)')
    ap.add_argument('--list', action='store_true', help='print the cases and exit')
    ap.add_argument('-j', type=int, default=2, help='launches run in parallel (default 2)')
    ap.add_argument('--timeout', type=float, default=60.0, help='seconds per launch (default 60)')
    ap.add_argument('--known', metavar='FILE',
                    help='cases listed there (an instruction gpuisa does not model yet) may fail with the listed '
                         'message; a listed case that passes, or fails otherwise, fails')
    ap.add_argument('--write-known', metavar='FILE', help='write the failing cases and their messages to FILE')
    a = ap.parse_args()
    a.threads = [int(x) for x in a.threads.split(',')]
    cases = select(load_cases(), a.k)
    if a.list:
        for c in cases:
            grid = 'x'.join(map(str, c['grid']))
            block = 'x'.join(map(str, c['block']))
            print('%-18s %-26s %-9s %-10s %s' % (c['name'], c['kernel'], grid, block, c['category']))
        print('%d cases x %d targets x %d thread counts' % (len(cases), len(a.cpus), len(a.threads)))
        return
    if not cases:
        sys.exit('no case matches %r' % a.k)
    passed = failed = known_n = 0
    known = {}
    if a.known:
        with open(a.known) as f:
            for line in f:
                if line.strip() and not line.startswith('#'):
                    cid, _, msg = line.rstrip('\n').partition(' ')
                    known[cid] = msg
    failures = []

    def report(cid, err):
        nonlocal passed, failed, known_n
        if err:
            failures.append((cid, err))
        if cid in known:
            if err and known[cid] in err:
                known_n += 1
                print('known %s: %s' % (cid, err), flush=True)
                return
            err = err or 'listed as a known failure but passes now: regenerate the list with --write-known'
        if err:
            failed += 1
            print('FAIL %s: %s' % (cid, err), flush=True)
        else:
            passed += 1
            print('ok   %s' % cid, flush=True)

    if a.live:
        with ThreadPoolExecutor(max(1, a.j)) as ex:
            for c, (res, err) in zip(cases, ex.map(lambda c: run_pocl(a, c), cases)):
                if res is not None:
                    with open(os.path.join(HERE, 'expected', c['name'] + '.json')) as f:
                        golden = json.load(f)
                    if res != golden:
                        types = {n: b['type'] for n, b in
                                 json.load(open(os.path.join(HERE, 'launch', c['name'] + '.json')))['buffers'].items()}
                        d = compare_buffers({'tol': {'f32_rel': 0, 'f64_rel': 0}}, types, golden['buffers'],
                                            res.get('buffers'))
                        err = 'pocl differs from the committed golden: %s' % d
                report('%s/pocl' % c['name'], err)
    jobs = [(c, cpu) for c in cases for cpu in a.cpus]
    with ThreadPoolExecutor(max(1, a.j)) as ex:
        for lines in ex.map(lambda j: check_case_cpu(a, *j), jobs):
            for cid, err in lines:
                report(cid, err)
    if a.write_known:
        with open(a.write_known, 'w') as f:
            f.write('# cases of compare.py that fail on an instruction gpuisa does not model yet: CASE MESSAGE\n'
                    '# (written by compare.py --write-known; the list may only shrink)\n')
            for cid, err in sorted(failures):
                m = re.search(r'(\S+ (with .*)?is not modelled.*)$', err)
                f.write('%s %s\n' % (cid, m.group(1) if m else err))
    print('%d passed, %d failed%s' % (passed, failed, ', %d known failures' % known_n if known else ''))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()

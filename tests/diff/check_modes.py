#!/usr/bin/env python3
"""Default mode must say so wherever it differs from --llvm-compat: for every
case line of tests/diff/cases on every target, if the two modes disagree
(accept/reject or bytes), default mode must report a warning or an error on
that line. Ends with `N passed, M failed`.

usage: check_modes.py --gpuisa build/gpuisa [--targets ...]"""
import argparse, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diffcommon as dc  # noqa: E402

DIAG = re.compile(r'^.*?:(\d+):\d+: (warning|error): ')


def run(gpuisa, target, path, compat):
    mcpu, extra = dc.TARGETS[target]
    args = [gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + mcpu, '--show-encoding'] + extra + [path]
    if compat:
        args.insert(4, '--llvm-compat')
    p = subprocess.run(args, capture_output=True, text=True, timeout=120)
    text = open(path).read()
    mapped, _, _ = dc.map_outputs(text, dc.parse_diags(p.stderr), dc.parse_encodings(p.stdout),
                                  'gpuisa %s' % target)
    noted = {int(m.group(1)) for m in map(DIAG.match, p.stderr.split('\n')) if m}
    return mapped, noted


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', required=True)
    ap.add_argument('--targets', nargs='+', default=dc.TARGET_ORDER)
    a = ap.parse_args()
    jobs = [(path, t) for path in dc.case_files(dc.CASES_DIR) for t in a.targets]

    def one(job):
        path, t = job
        compat, _ = run(a.gpuisa, t, path, True)
        default, noted = run(a.gpuisa, t, path, False)
        bad = [n for n in compat if compat.get(n) != default.get(n) and n not in noted]
        return path, t, len(compat), bad

    passed = failed = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        for path, t, n, bad in ex.map(one, jobs):
            failed += len(bad)
            passed += n - len(bad)
            src = open(path).read().split('\n')
            for b in bad:
                print('%s:%d %s: default mode differs from --llvm-compat without a diagnostic | %s'
                      % (os.path.relpath(path), b, t, src[b - 1].strip()))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Record llvm-mc 14 reference results ("goldens") for the AMDGPU differential tests.

For every case file (tests/diff/cases/*.s, plus --extra-cases) and every target, runs
`llvm-mc -arch=amdgcn -mcpu=T -show-encoding`, resolves fixup placeholder bytes through an
object file (llvm-mc -filetype=obj + llvm-objcopy), and writes
golden/<target>/<case>.golden with one line per instruction line:

    <lineno> OK <hex>[ reloc=<first>-<last>,...][ objerr: <message>]
    <lineno> ERR <llvm-mc message>
    <lineno> DERR <message>          (an error on a directive/label/assignment line)

`reloc=` lists the byte ranges that were fixups and that the object file covers with a
relocation (the bytes are the in-place REL addend llvm-mc writes); `objerr:` marks lines that
-show-encoding accepts but object emission rejects (those fixup bytes are recorded as 0).

usage: record_goldens.py [--targets T ...] [--cases DIR] [--extra-cases FILE ...]
                         [--golden-dir DIR] [-j N]
"""

import argparse
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
import diffcommon as dc  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--targets', nargs='+', default=dc.TARGET_ORDER, choices=dc.TARGET_ORDER)
    ap.add_argument('--cases', default=dc.CASES_DIR, help='directory of case files')
    ap.add_argument('--extra-cases', nargs='+', default=[], metavar='FILE')
    ap.add_argument('--golden-dir', default=dc.GOLDEN_DIR)
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()

    tools = dc.llvm_tools()
    if not tools or not tools['objcopy']:
        sys.exit('record_goldens.py: llvm-mc 14 and llvm-objcopy are required')
    version = dc.llvm_mc_version(tools)
    if ' 14.' not in version:
        print('warning: expected llvm-mc 14, found: ' + version, file=sys.stderr)

    files = dc.case_files(args.cases) + [os.path.abspath(f) for f in args.extra_cases]
    jobs = [(t, f) for f in files for t in args.targets]
    t0 = time.time()

    def one(job):
        t, f = job
        res, derrs = dc.run_llvm_mc(tools, t, f)
        with open(f) as fh:
            text = fh.read()
        rel = dc.display_path(f)
        dc.write_golden(dc.golden_path(args.golden_dir, t, f), rel, text, t, version, res, derrs)
        return t, f, res

    failures = 0
    counts = {}
    with ThreadPoolExecutor(max_workers=args.j) as ex:
        for job, fut in [(j, ex.submit(one, j)) for j in jobs]:
            try:
                t, f, res = fut.result()
            except dc.MappingError as e:
                failures += 1
                print('FAILED %s %s: %s' % (job[0], job[1], e), file=sys.stderr)
                continue
            c = counts.setdefault(t, [0, 0])
            c[0] += sum(1 for r in res.values() if r[0] == 'OK')
            c[1] += sum(1 for r in res.values() if r[0] == 'ERR')
    for t in args.targets:
        ok, err = counts.get(t, (0, 0))
        print('%-11s %5d cases: %5d accepted, %5d rejected' % (t, ok + err, ok, err))
    print('recorded %d files x %d targets in %.1fs' % (len(files), len(args.targets), time.time() - t0))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""AMDGPU inventory test: every mnemonic llvm-mc 14 accepts, on every target, in several
operand forms, assembled by gpuisa (--llvm-compat) with llvm-mc's bytes.

The mnemonic lists are llvm-mc's own: data/amdgpu/inventory/<target>.tsv (every opcode of
every encoding family run through `llvm-mc -disassemble`; on gfx7, which llvm-mc 14 cannot
disassemble, every mnemonic run through the assembler) and data/amdgpu/tablegen/aliases.tsv
(names llvm-mc accepts that are no hardware mnemonic). The operand forms are the lines of
tests/diff/cases/mn_<family>.s (written by scripts/amdgpu_tablegen/check_rows.py
--emit-cases); llvm-mc's answers are the committed goldens, gpuisa's come from running
tests/diff/compare.py on those files (live llvm-mc is compared by the diff/amdgpu test).

A (target, mnemonic) pair passes when llvm-mc accepts at least MIN_FORMS of its case lines
(one for an instruction without operands, whose llvm-mc sample text is the bare mnemonic)
and gpuisa agrees with llvm-mc on every one of its lines (accepted with the same bytes, or
both rejected). The VOP3 (_e64) form of a VOP1/VOP2/VOPC/VINTRP instruction counts under its
base family, as the hardware manuals list it.

    python3 tests/diff/inventory.py --gpuisa build/gpuisa [--targets gfx900 ...] [--list N]

Prints a table of mnemonics per family and target (passed/total, and the number of accepted
forms), the pairs that fail, and last `N passed, M failed`."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import OrderedDict, defaultdict

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
sys.path.insert(0, HERE)
import diffcommon as dc  # noqa: E402

INV = os.path.join(ROOT, 'data', 'amdgpu', 'inventory')
ALIASES = os.path.join(ROOT, 'data', 'amdgpu', 'tablegen', 'aliases.tsv')
MIN_FORMS = 2
FAMILIES = ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P',
            'VINTRP', 'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF', 'MIMG', 'alias']
# the _e64 forms and suffixes a case line's mnemonic may carry
SUFFIX_RE = re.compile(r'_(e32|e64|sdwa|dpp)$')


def read_tsv(path):
    with open(path) as fh:
        return [l.rstrip('\n').split('\t') for l in fh if l.strip() and not l.startswith('#')]


def inventory(target):
    """OrderedDict mnemonic -> (family, takes operands): llvm-mc 14's mnemonics on the target."""
    inv = 'gfx1010' if target == 'gfx1010w64' else target
    vop3_forms = {}
    for r in read_tsv(os.path.join(INV, 'vop3_forms.tsv')):
        if r[0] == inv:
            vop3_forms[r[1]] = r[2]          # VOP3 mnemonic -> base family
    out = OrderedDict()
    for fam, op, mn, enc, text in read_tsv(os.path.join(INV, inv + '.tsv')):
        if fam == 'SMRD':
            fam = 'SMEM'
        name = SUFFIX_RE.sub('', mn)
        if fam == 'VOP3' and mn in vop3_forms:
            fam = vop3_forms[mn]
        if fam == 'VOP3' and name in out:
            continue                         # the VOP3 form of a row already listed
        out.setdefault(name, (fam, ' ' in text.strip()))
    for r in read_tsv(ALIASES):
        if r[0] == inv and r[1] not in out:
            out[r[1]] = ('alias', True)
    return out


def mnemonic_of(line):
    s = dc.strip_comment(line)
    if not s:
        return None
    return SUFFIX_RE.sub('', s.split()[0].rstrip(','))


def run_compare(gpuisa, targets, case_paths):
    """{(file basename, target): set of mismatching line numbers} from compare.py over the
    case files, against the goldens."""
    with tempfile.TemporaryDirectory() as tmp:
        cases = os.path.join(tmp, 'cases')
        os.mkdir(cases)
        for p in case_paths:
            os.symlink(p, os.path.join(cases, os.path.basename(p)))
        js = os.path.join(tmp, 'out.json')
        cmd = [sys.executable, os.path.join(HERE, 'compare.py'), '--gpuisa', gpuisa, '--no-live',
               '--cases', cases, '--golden-dir', dc.GOLDEN_DIR, '--json', js, '--targets'] + targets
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        with open(js) as fh:
            summary = json.load(fh)
    bad = defaultdict(set)
    for f in summary['files']:
        key = (os.path.basename(f['file']), f['target'])
        if f['notes']:
            bad[key].add('*')                # the whole file failed
        for m in f['mismatches']:
            bad[key].add(m['line'])
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', required=True)
    ap.add_argument('--targets', nargs='+', default=dc.TARGET_ORDER)
    ap.add_argument('--list', type=int, default=50, help='failing pairs to print (-1: all)')
    args = ap.parse_args()
    gpuisa = os.path.abspath(args.gpuisa)
    case_paths = sorted(os.path.join(dc.CASES_DIR, f) for f in os.listdir(dc.CASES_DIR) if f.startswith('mn_'))
    bad = run_compare(gpuisa, args.targets, case_paths)

    # case lines per mnemonic: (file, line)
    lines_of = defaultdict(list)
    texts = {}
    for p in case_paths:
        with open(p) as fh:
            text = fh.read()
        base = os.path.basename(p)
        src = text.split('\n')
        texts[base] = src
        for n, kind in dc.classify(text):
            if kind == 'instr':
                lines_of[mnemonic_of(src[n - 1])].append((base, n))

    table = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))  # fam -> target -> [passed, total, forms]
    failures = []
    npass = nfail = 0
    for t in args.targets:
        goldens = {}
        for p in case_paths:
            base = os.path.basename(p)
            goldens[base] = dc.read_golden(dc.golden_path(dc.GOLDEN_DIR, t, p))[1]
        for name, (fam, has_ops) in inventory(t).items():
            cells = table[fam][t]
            cells[1] += 1
            accepted = agree = 0
            wrong = []
            for base, n in lines_of.get(name, []):
                r = goldens[base].get(n)
                ok = n not in bad[(base, t)] and '*' not in bad[(base, t)]
                if r is not None and r[0] == 'OK':
                    accepted += 1
                if ok:
                    agree += 1
                else:
                    wrong.append('%s:%d' % (base, n))
            cells[2] += accepted
            if accepted >= (MIN_FORMS if has_ops else 1) and not wrong:
                cells[0] += 1
                npass += 1
            else:
                nfail += 1
                why = ('differs on %s' % ', '.join(wrong[:4])) if wrong else \
                    ('llvm-mc accepts %d of %d case lines' % (accepted, len(lines_of.get(name, []))))
                failures.append('%s %s %s: %s' % (t, fam, name, why))

    w = 8
    print('mnemonics passed/total per family and target (forms = case lines llvm-mc accepts)')
    print('%-*s %s' % (w, 'family', ' '.join('%16s' % t for t in args.targets)))
    tot = {t: [0, 0, 0] for t in args.targets}
    for fam in FAMILIES:
        if fam not in table:
            continue
        cells = []
        for t in args.targets:
            p, n, f = table[fam].get(t, [0, 0, 0])
            tot[t] = [a + b for a, b in zip(tot[t], (p, n, f))]
            cells.append('%16s' % ('%d/%d %df' % (p, n, f) if n else '-'))
        print('%-*s %s' % (w, fam, ' '.join(cells)))
    print('%-*s %s' % (w, 'total', ' '.join('%16s' % ('%d/%d %df' % tuple(tot[t])) for t in args.targets)))
    if failures:
        print('failing (target family mnemonic):')
        for f in failures[:len(failures) if args.list < 0 else args.list]:
            print('  ' + f)
    print('%d passed, %d failed' % (npass, nfail))
    sys.exit(1 if nfail else 0)


if __name__ == '__main__':
    main()

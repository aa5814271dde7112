#!/usr/bin/env python3
"""Differential test of `gpuisa dis --isa=amdgpu` against llvm-mc 14 -disassemble.

    python3 tests/diff/dis_compare.py --gpuisa build/gpuisa [--live] [--targets T ...]
           [--known tests/diff/dis_known_differences.txt] [--max-print N]

Per target (dis_golden/<target>.golden, recorded by dis_record.py):
  text   every case (the distinct encodings of the assembler goldens, `g`, and seeded random
         words, `r`): the invalid-encoding offsets and the instruction texts must equal
         llvm-mc's;
  rt     round trip: every `g` case that gpuisa prints as one instruction is assembled again
         with `gpuisa as --llvm-compat`; the bytes must be the case's bytes.
gfx700/gfx701 have no golden (llvm-mc 14 does not disassemble GFX7): only the round trip of
the assembler goldens' encodings is checked there. `--live` runs llvm-mc instead of reading
the goldens. Known differences (TARGET KIND HEX  # reason, KIND text or rt) are counted as
skipped; one that agrees again fails. Last line: `N passed, M failed`.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diffcommon  # noqa: E402
import discommon  # noqa: E402
import dis_record  # noqa: E402


def load_known(path):
    known = {}
    if not path:
        return known
    with open(path) as f:
        for ln in f:
            body = ln.split('#', 1)[0].split()
            if len(body) >= 3:
                known[(body[0], body[1], body[2])] = ln.split('#', 1)[1].strip() if '#' in ln else ''
    return known


def reason_text(exp, mine):
    """A category for a text difference (the known-differences file)."""
    (einv, etxt), (minv, mtxt) = exp, mine
    name = (etxt or mtxt or ['?'])[0].split(' ')[0]
    if etxt and mtxt and etxt[0].split(' ')[0] == mtxt[0].split(' ')[0]:
        if name.startswith('image_'):
            return 'MIMG: data/address tuple size or modifier differs: ' + name
        return 'operand or modifier spelling differs: ' + name
    if einv and not minv:
        return 'llvm-mc rejects an encoding gpuisa decodes (a reserved or unused field gpuisa does not check yet)'
    if minv and not einv:
        if name.startswith('image_'):
            return 'MIMG: gpuisa rejects an encoding llvm-mc decodes: ' + name
        if name.startswith(('v_mfma', 'v_accvgpr')):
            return 'MAI: not printed yet'
        return 'gpuisa rejects an encoding llvm-mc decodes: ' + name
    if name.startswith('image_') and mtxt:
        return 'MIMG: llvm-mc prints another row: ' + name
    return 'different instruction boundaries or rows: ' + name


def reason_rt(case, back, text=''):
    if text.startswith('s_setreg_imm32_b32') and back is not None:
        return 'round trip: llvm-mc prints the value of s_setreg_imm32_b32 as a float constant (2.0), which both assemblers read as an integer'
    if back is None:
        return 'round trip: gpuisa as --llvm-compat rejects the printed text (llvm-mc prints names its assembler rejects: null, src_* on GFX8, misaligned tuples)'
    if len(back) < len(case):
        return 'round trip: the text cannot say the literal (llvm-mc prints a literal equal to an inline constant as the constant)'
    if len(back) == len(case) and back[:6] == case[:6] and back[6:8] != case[6:8] and case[0] == 0xff:
        return ('round trip: llvm-mc prints only the low half of the 16-bit (packed) literal of a VOP2 e32 form '
                '(0x5678 for 0x12345678); the text cannot say the high half')
    if len(back) == len(case) and len(case) == 8 and case[3] >> 2 == 0x3c and case[0] & 1 and not back[0] & 1:
        return 'round trip: MIMG opcode bit 0 that llvm-mc 14 sets for _g16 mnemonics on GFX8/9'
    return 'round trip: the printed text assembles to other bytes (fields llvm-mc does not print)'


def round_trip(gpuisa, target, texts):
    """Assemble texts (one per line); returns a list of bytes or None (rejected) per text."""
    mcpu, extra = discommon.TARGETS[target]
    with tempfile.NamedTemporaryFile('w', suffix='.s', delete=False) as f:
        f.write('\n'.join(texts) + '\n')
        path = f.name
    try:
        p = subprocess.run([gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + mcpu, '--llvm-compat', '--show-encoding']
                           + extra + [path], capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(path)
    bad = {int(m.group(1)) for m in re.finditer(r'^[^\n]*?:(\d+):\d+: error:', p.stderr, re.M)}
    encs = [bytes(int(x, 16) for x in m.group(1).split(',')) if m.group(1) else b''
            for m in re.finditer(r'; encoding: \[([^\]]*)\]', p.stdout)]
    out, k = [], 0
    for i in range(len(texts)):
        if i + 1 in bad:
            out.append(None)
        else:
            out.append(encs[k] if k < len(encs) else None)
            k += 1
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', default='build/gpuisa')
    ap.add_argument('--targets', nargs='*', default=diffcommon.TARGET_ORDER)
    ap.add_argument('--live', action='store_true', help='run llvm-mc instead of reading the goldens')
    ap.add_argument('--known', default=None)
    ap.add_argument('--max-print', type=int, default=40)
    ap.add_argument('--write-known', default=None, help='write the current differences with their category')
    a = ap.parse_args()
    known = load_known(a.known)
    seen_known = set()
    still_known = set()   # seen and still different (what --write-known keeps)
    found = []
    mc = diffcommon.llvm_tools()['mc'] if a.live else None
    passed = failed = skipped = 0
    table = []
    printed = 0

    def report(msg):
        nonlocal printed
        if printed < a.max_print:
            print(msg)
        printed += 1

    for t in a.targets:
        if t in dis_record.NO_LLVM_DIS:
            rows = [('g', c, None) for c in dis_record.golden_cases(t)]
        elif a.live:
            g = dis_record.golden_cases(t)
            r = dis_record.random_cases(t, 3000, 1)
            res = discommon.llvm_mc_disassemble(mc, t, g + r)
            rows = [('g', c, x) for c, x in zip(g, res[:len(g)])] + [('r', c, x) for c, x in zip(r, res[len(g):])]
        else:
            rows = discommon.read_golden(t)
        got = discommon.gpuisa_disassemble(a.gpuisa, t, [c for _, c, _ in rows])
        cnt = {'g': [0, 0, 0], 'r': [0, 0, 0], 'rt': [0, 0, 0]}
        for (kind, case, exp), mine in zip(rows, got):
            if exp is None:
                continue
            key = (t, 'text', case.hex())
            ok = (sorted(exp[0]), exp[1]) == (sorted(mine[0]), mine[1])
            if key in known:
                seen_known.add(key)
                if ok:
                    report('%s %s: known difference agrees now' % (t, case.hex()))
                    cnt[kind][1] += 1
                else:
                    still_known.add(key)
                    cnt[kind][2] += 1
                continue
            cnt[kind][0 if ok else 1] += 1
            if not ok:
                found.append((t, 'text', case.hex(), reason_text(exp, mine)))
                report('%s %s [%s]: llvm-mc %s %s | gpuisa %s %s' % (t, case.hex(), kind, exp[0], exp[1], mine[0], mine[1]))
        # round trip of the assembler goldens' encodings printed as one instruction
        rt = [(case, mine[1][0]) for (kind, case, _), mine in zip(rows, got)
              if kind == 'g' and not mine[0] and len(mine[1]) == 1]
        back = round_trip(a.gpuisa, t, [x for _, x in rt]) if rt else []
        for (case, text), b in zip(rt, back):
            key = (t, 'rt', case.hex())
            ok = b == case
            if key in known:
                seen_known.add(key)
                if ok:
                    report('%s %s: known round-trip difference agrees now' % (t, case.hex()))
                    cnt['rt'][1] += 1
                else:
                    still_known.add(key)
                    cnt['rt'][2] += 1
                continue
            cnt['rt'][0 if ok else 1] += 1
            if not ok:
                found.append((t, 'rt', case.hex(), reason_rt(case, b, text)))
                report('%s %s [rt]: %s -> %s' % (t, case.hex(), text, b.hex() if b is not None else 'error'))
        for k in cnt:
            passed += cnt[k][0]
            failed += cnt[k][1]
            skipped += cnt[k][2]
        table.append((t, cnt))
    if printed > a.max_print:
        print('... %d more differences' % (printed - a.max_print))
    print('%-11s %22s %22s %22s' % ('target', 'golden encodings', 'random words', 'round trip'))
    for t, cnt in table:
        cells = []
        for k in ('g', 'r', 'rt'):
            p, f, s = cnt[k]
            n = p + f + s
            cells.append('%d/%d (%.2f%%)' % (p, n, 100.0 * p / n if n else 100.0))
        print('%-11s %22s %22s %22s' % (t, cells[0], cells[1], cells[2]))
    print('(agreement with llvm-mc 14; the rest are failures or listed known differences)')
    if a.write_known:
        with open(a.write_known, 'w') as f:
            f.write('# Differences between gpuisa dis and llvm-mc 14 -disassemble (dis_compare.py --known).\n'
                    '# TARGET KIND HEX  # category. KIND text: accept/reject or text differs; rt: the\n'
                    '# printed text does not assemble back to the bytes. Written by --write-known from a\n'
                    '# run; a difference that agrees again fails the test. See docs/amdgpu-dis.md.\n')
            for k in sorted(found + [(k[0], k[1], k[2], r) for k, r in known.items() if k in still_known]):
                f.write('%s %s %s  # %s\n' % k)
    stale = [k for k in known if k[0] in a.targets and k not in seen_known]
    for k in stale:
        print('known difference not seen: %s %s %s' % k)
    failed += len(stale)
    print('%d passed, %d failed%s' % (passed, failed, ', %d known differences' % skipped if skipped else ''))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()

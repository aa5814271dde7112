#!/usr/bin/env python3
"""Record llvm-mc 14's disassembly of the disassembler test cases (dis_golden/<target>.golden).

    python3 tests/diff/dis_record.py [--targets T ...] [--random N] [--seed S]

Cases per target: (a) every distinct encoding of the assembler goldens
(golden/<target>/*.golden, `OK` lines), (b) N seeded random words (default 3000), half 32-bit
and half 64-bit, their top bits drawn from the encoding families of the target's generation so
that most decode. See discommon.py for the batch and golden formats.
"""

import argparse
import glob
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diffcommon  # noqa: E402
import discommon  # noqa: E402

# (value, mask) of the fixed top bits of the 32-bit and 64-bit families per generation
# llvm-mc 14 cannot disassemble GFX7 ("Disassembly not yet supported for subtarget"): those
# targets have no golden; dis_compare.py checks only their round trip.
NO_LLVM_DIS = ('gfx700', 'gfx701')
GEN = {'gfx700': 7, 'gfx701': 7, 'gfx801': 8, 'gfx803': 8, 'gfx900': 9, 'gfx906': 9, 'gfx908': 9,
       'gfx90a': 9, 'gfx1010': 10, 'gfx1010w64': 10}


def families(gen):
    f32 = [
        (0xbe800000, 0xff800000),  # SOP1
        (0x80000000, 0xc0000000),  # SOP2
        (0xb0000000, 0xf0000000),  # SOPK
        (0xbf000000, 0xff800000),  # SOPC
        (0xbf800000, 0xff800000),  # SOPP
        (0x7e000000, 0xfe000000),  # VOP1
        (0x7c000000, 0xfe000000),  # VOPC
        (0x00000000, 0x80000000),  # VOP2
        (0xc8000000 if gen in (8, 9) else 0xd4000000 if gen == 10 else 0xc8000000, 0xfc000000),  # VINTRP
    ]
    if gen == 7:
        f32.append((0xc0000000, 0xf8000000))  # SMRD
    f64 = [
        (0xd0000000 if gen < 10 else 0xd4000000, 0xfc000000),  # VOP3
        (0xd8000000, 0xfc000000),  # DS
        (0xdc000000, 0xfc000000),  # FLAT/GLOBAL/SCRATCH
        (0xe0000000, 0xfc000000),  # MUBUF
        (0xe8000000, 0xfc000000),  # MTBUF
        (0xf0000000, 0xfc000000),  # MIMG
    ]
    if gen in (8, 9):
        f64.append((0xc0000000, 0xfc000000))  # SMEM
    if gen == 10:
        f64.append((0xf4000000, 0xfc000000))  # SMEM
        f64.append((0xcc000000, 0xfc000000))  # VOP3P
    if gen == 9:
        f64.append((0xd3800000, 0xff800000))  # VOP3P
    return f32, f64


def random_cases(target, n, seed):
    rnd = random.Random('%s:%d' % (target, seed))
    f32, f64 = families(GEN[target])
    out = []
    for i in range(n):
        fams = f32 if i % 2 == 0 else f64
        v, m = rnd.choice(fams)
        w = (rnd.getrandbits(32) & ~m) | v
        if i % 2 == 0:
            c = w.to_bytes(4, 'little')
        else:
            c = w.to_bytes(4, 'little') + rnd.getrandbits(32).to_bytes(4, 'little')
        if discommon.SEP in c:
            continue
        out.append(c)
    return out


def golden_cases(target):
    seen, out = set(), []
    for path in sorted(glob.glob(os.path.join(diffcommon.GOLDEN_DIR, target, '*.golden'))):
        with open(path) as f:
            for ln in f:
                p = ln.split()
                if len(p) >= 3 and p[1] == 'OK':
                    b = bytes.fromhex(p[2])
                    if b and len(b) % 4 == 0 and b not in seen and discommon.SEP not in b:
                        seen.add(b)
                        out.append(b)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--targets', nargs='*', default=diffcommon.TARGET_ORDER)
    ap.add_argument('--random', type=int, default=3000)
    ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args()
    tools = diffcommon.llvm_tools()
    if not tools:
        sys.exit('llvm-mc 14 is needed to record')
    version = diffcommon.llvm_mc_version(tools)
    for t in a.targets:
        if t in NO_LLVM_DIS:
            print('%s: skipped (llvm-mc 14 does not disassemble GFX7)' % t)
            continue
        g = golden_cases(t)
        r = random_cases(t, a.random, a.seed)
        res = discommon.llvm_mc_disassemble(tools['mc'], t, g + r)
        rows = [('g', c, x) for c, x in zip(g, res[:len(g)])] + [('r', c, x) for c, x in zip(r, res[len(g):])]
        discommon.write_golden(t, version, rows)
        print('%s: %d golden encodings, %d random words' % (t, len(g), len(r)))


if __name__ == '__main__':
    main()

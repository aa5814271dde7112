#!/usr/bin/env python3
"""The encoding bits llvm-mc 14's disassembler requires to have one value, per target
column and opcode, and the C table built from them.

    python3 scripts/amdgpu_tablegen/fixed_bits.py          # probe llvm-mc, write data + C
    python3 scripts/amdgpu_tablegen/fixed_bits.py --check  # C file current with the data?

LLVM's TableGen decoder matches an instruction only if every bit its record fixes to a
constant has that value (the unused src2 and op_sel bits of two-source VOP3P, the unused
fields of SOPP/SMEM/MUBUF/FLAT/MIMG forms, ...); any other word is an "invalid
instruction encoding". This script reads those bits off llvm-mc by experiment:

  1. bases: the encodings llvm-mc decodes in tests/diff/dis_golden/<target>.golden (the
     assembler goldens' encodings and the seeded random words), grouped by the decoder's
     key (family, opcode) - the key of gpuisa's decoder maps (src/amdgpu/dis/decode.c
     family(), ported below);
  2. more bases: per key, random words that keep the family and opcode bits of a base
     and draw every other bit; those llvm-mc decodes are bases too;
  3. a bit on which all bases agree is flipped in up to eight bases; it is fixed when
     llvm-mc rejects every flipped word. Several bases (different registers, constants,
     modifiers) keep an operand value that is invalid in one base (a misaligned tuple, a
     reserved register code) from passing for a fixed bit; a bit that is fixed only in
     some encodings of an opcode (depending on another bit) is not recorded.

The family and opcode bits themselves are never recorded (they are the key). VOP1, VOP2
and VOPC words whose src0 selects SDWA or DPP (0xf9, 0xfa, 0xe9, 0xea) are not bases and
flips to them are ignored: the masks are those of the plain 32-bit and VOP3 encodings.

data/amdgpu/tablegen/fixed_bits.tsv: `column  family  opcode  mask  value  bases` with
64-bit hex masks (bits 31:0 the first dword, 63:32 the second). The C table is
src/amdgpu/fixed_bits.c; the decoder rejects a word whose masked bits differ."""
import os, random, re, subprocess, sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
DATA = os.path.join(ROOT, 'data', 'amdgpu', 'tablegen', 'fixed_bits.tsv')
OUT = os.path.join(ROOT, 'src', 'amdgpu', 'fixed_bits.c')
GOLDEN = os.path.join(ROOT, 'tests', 'diff', 'dis_golden')

# (column, llvm-mc target, generation); gfx700 has no llvm-mc 14 disassembler
COLUMNS = [('AMD_C8', 'gfx801', 8), ('AMD_C9', 'gfx900', 9), ('AMD_C906', 'gfx906', 9),
           ('AMD_C908', 'gfx908', 9), ('AMD_C90A', 'gfx90a', 9), ('AMD_C10', 'gfx1010', 10)]
FAMS = ['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P',
        'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF', 'MIMG', 'VINTRP']   # = amd_fam order
DWORD1 = ('SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP', 'VOP1', 'VOP2', 'VOPC', 'VINTRP')
SEP = bytes([0xff, 0x03, 0x8d, 0xbf])   # s_sethalt 0x3ff: resynchronises after an over-read
NSEP = 5
VARIANTS = 48
FLIP_BASES = 8


def family(g, w, w1):
    """(family, opcode) of an encoding, as decode.c family() (w1: the second dword)."""
    top6 = w >> 26
    if w >> 23 == 0x17d: return 'SOP1', w >> 8 & 0xff
    if w >> 23 == 0x17e: return 'SOPC', w >> 16 & 0x7f
    if w >> 23 == 0x17f: return 'SOPP', w >> 16 & 0x7f
    if w >> 28 == 0xb: return 'SOPK', w >> 23 & 0x1f
    if w >> 30 == 2: return 'SOP2', w >> 23 & 0x7f
    if w >> 25 == 0x3f: return 'VOP1', w >> 9 & 0xff
    if w >> 25 == 0x3e: return 'VOPC', w >> 17 & 0xff
    if w >> 31 == 0: return 'VOP2', w >> 25 & 0x3f
    if g in (8, 9) and top6 == 0x30: return 'SMEM', w >> 18 & 0xff
    if g == 10 and top6 == 0x3d: return 'SMEM', w >> 18 & 0xff
    if g == 9 and w >> 23 == 0x1a7: return 'VOP3P', w >> 16 & 0x7f
    if g == 10 and top6 == 0x33: return 'VOP3P', w >> 16 & 0x7f
    if top6 == (0x35 if g == 10 else 0x34): return 'VOP3', w >> 16 & 0x3ff
    if top6 == 0x36: return 'DS', (w >> 17 & 0xff) if g in (8, 9) else (w >> 18 & 0xff)
    if top6 == 0x37:
        seg = w >> 14 & 3 if g >= 9 else 0
        if seg == 3:
            return None
        return ('SCRATCH' if seg == 1 else 'GLOBAL' if seg == 2 else 'FLAT'), w >> 18 & 0x7f
    if top6 == 0x38: return 'MUBUF', w >> 18 & (0xff if g == 10 else 0x7f)
    if top6 == (0x35 if g in (8, 9) else 0x32): return 'VINTRP', w >> 16 & 3
    if top6 == 0x3a:
        if g in (8, 9): return 'MTBUF', w >> 15 & 0xf
        return 'MTBUF', (w >> 16 & 7) | (w1 >> 21 & 1) << 3
    if top6 == 0x3c: return 'MIMG', (w >> 18 & 0x7f) | ((w & 1) << 7 if g == 10 else 0)
    return None


def nbits(fam):
    return 32 if fam in DWORD1 else 64


def sdwa_dpp(fam, v):
    return fam in ('VOP1', 'VOP2', 'VOPC') and (v & 0x1ff) in (0xf9, 0xfa, 0xe9, 0xea)


def decodes(target, words):
    """words: byte strings; True where llvm-mc decodes an instruction at offset 0."""
    text = ''.join(' '.join('0x%02x' % x for x in (c + SEP * NSEP)) + '\n' for c in words)
    p = subprocess.run([common.llvm_mc(), '-arch=amdgcn', '-mcpu=' + target, '-disassemble'],
                       input=text, capture_output=True, text=True)
    bad = {int(m.group(1)) - 1
           for m in re.finditer(r'^<stdin>:(\d+):1: warning: invalid instruction encoding', p.stderr, re.M)}
    return [i not in bad for i in range(len(words))]


def read_bases(target, g):
    """{(fam, op): [(value, tail)]}: the decoded words of the golden; value holds the first
    32 or 64 bits, tail the bytes after them (a literal, NSA addresses) for 32-bit families."""
    bases = {}
    for ln in open(os.path.join(GOLDEN, target + '.golden')):
        if ln.startswith('#'):
            continue
        p = ln.rstrip('\n').split('\t')
        kind, hx = p[0].split()
        if p[1] != '-' or len(p) < 3:
            continue
        b = bytes.fromhex(hx)
        if len(b) < 4:
            continue
        w = int.from_bytes(b[:4], 'little')
        w1 = int.from_bytes(b[4:8], 'little') if len(b) >= 8 else 0
        k = family(g, w, w1)
        if not k:
            continue
        if nbits(k[0]) == 64:
            if len(b) < 8:
                continue
            v, tail = w | w1 << 32, b[8:]
        else:
            v, tail = w, b[4:]
        if sdwa_dpp(k[0], v):
            continue
        bases.setdefault(k, [])
        if (v, tail) not in bases[k]:
            bases[k].append((v, tail))
    return bases


def word_bytes(fam, v, tail):
    if nbits(fam) == 32:
        return (v & 0xffffffff).to_bytes(4, 'little') + tail
    return v.to_bytes(8, 'little') + tail


def selector(g, key, v):
    """The bits of v that decide its (family, opcode)."""
    n = nbits(key[0])
    m = 0
    for b in range(n):
        f = v ^ (1 << b)
        if family(g, f & 0xffffffff, f >> 32) != key:
            m |= 1 << b
    return m


def probe_target(target, g, rnd):
    bases = read_bases(target, g)
    keys = sorted(bases, key=lambda k: (FAMS.index(k[0]), k[1]))
    # 2: random variants of each key
    cand = []
    for k in keys:
        fam = k[0]
        n = nbits(fam)
        for i in range(VARIANTS):
            v0, tail = bases[k][i % len(bases[k])]
            sel = selector(g, k, v0)
            v = (v0 & sel) | (rnd.getrandbits(n) & ~sel)
            if family(g, v & 0xffffffff, v >> 32) != k or sdwa_dpp(fam, v):
                continue
            cand.append((k, v, tail))
    ok = decodes(target, [word_bytes(k[0], v, t) for k, v, t in cand])
    for (k, v, t), good in zip(cand, ok):
        if good and (v, t) not in bases[k]:
            bases[k].append((v, t))
    # 3: flip the bits all bases agree on
    flips, where = [], []
    agree = {}
    for k in keys:
        fam = k[0]
        n = nbits(fam)
        full = (1 << n) - 1
        vs = [v for v, _ in bases[k]]
        same = full
        for v in vs:
            same &= ~(v ^ vs[0])
        sel = selector(g, k, vs[0])
        same &= ~sel
        agree[k] = same
        for b in range(n):
            if not same >> b & 1:
                continue
            for v, t in bases[k][:FLIP_BASES]:
                f = v ^ (1 << b)
                if sdwa_dpp(fam, f):
                    continue
                flips.append(word_bytes(fam, f, t))
                where.append((k, b))
    ok = decodes(target, flips)
    valid_somewhere = {}
    for (k, b), good in zip(where, ok):
        if good:
            valid_somewhere.setdefault(k, 0)
            valid_somewhere[k] |= 1 << b
    rows = []
    for k in keys:
        mask = agree[k] & ~valid_somewhere.get(k, 0)
        if not mask:
            continue
        value = bases[k][0][0] & mask
        rows.append((k[0], k[1], mask, value, len(bases[k])))
    return rows


def probe():
    rnd = random.Random(20261126)
    out = ['# column\tfamily\topcode\tmask\tvalue\tbases (bits llvm-mc 14 requires; 63:32 = second dword)',
           '# recorded from llvm-mc 14 by scripts/amdgpu_tablegen/fixed_bits.py']
    for col, target, g in COLUMNS:
        rows = probe_target(target, g, rnd)
        print(target, len(rows), 'opcodes with fixed bits', file=sys.stderr)
        for fam, op, mask, value, nb in rows:
            out.append('%s\t%s\t0x%x\t0x%016x\t0x%016x\t%d' % (col, fam, op, mask, value, nb))
    with open(DATA, 'w') as fh:
        fh.write('\n'.join(out) + '\n')


def emit():
    rows = [ln.rstrip('\n').split('\t') for ln in open(DATA) if not ln.startswith('#')]
    body = []
    for col, fam, op, mask, value, _ in rows:
        m, v = int(mask, 16), int(value, 16)
        body.append('    {%s, AMD_%s, 0x%x, {0x%08xu, 0x%08xu}, {0x%08xu, 0x%08xu}},' %
                    (col, fam, int(op, 16), m & 0xffffffff, m >> 32, v & 0xffffffff, v >> 32))
    return '''/* GENERATED FILE - do not edit by hand.
 * Generated by `python3 scripts/amdgpu_tablegen/fixed_bits.py` from
 * data/amdgpu/tablegen/fixed_bits.tsv (recorded from llvm-mc 14): per target column and
 * decoder key (family, opcode), the bits llvm-mc's disassembler requires to have one value. */
#include "amdgpu/fixed_bits.h"

const amd_fixed amd_fixed_bits[] = {
%s
};
const unsigned amd_fixed_bits_count = sizeof amd_fixed_bits / sizeof amd_fixed_bits[0];
''' % '\n'.join(body)


def main():
    common.generated_file_main(OUT, DATA, emit, probe, 'fixed_bits.py')


if __name__ == '__main__':
    main()

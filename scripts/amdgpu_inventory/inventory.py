#!/usr/bin/env python3
"""Opcode inventory of llvm-mc 14 for AMDGPU, per target and encoding family.

Regenerates everything under data/amdgpu/inventory/:

  <target>.tsv      family, opcode(hex), mnemonic, sample encoding bytes, sample text
  vop3_forms.tsv    VOP3 (_e64) opcodes that are the VOP3 form of a VOP1/VOP2/VOPC opcode
  all_targets.tsv   (family, mnemonic) -> opcode on every target (shows opcode moves)
  asm_vs_disasm.tsv cross-check: opcodes found only by the assembler or only by the disassembler
  roundtrip_failures.tsv  rows whose sample text does not assemble back to the sample bytes
  README.md         how it was produced, field maps, counts, surprises

Method
------
* gfx8/gfx9/gfx10 targets: every opcode value of every encoding family is put
  into a machine word (a few operand variants each) and fed to
  `llvm-mc -disassemble -show-encoding`, one llvm-mc process per target.
  Each word is wrapped in an "atomic block" `[0x..,...]` so that an invalid
  word is reported with its line number and never resynchronises into the
  next line.  A padding dword (0x00003c00) follows every word so that
  instructions with a trailing 32-bit literal (s_setreg_imm32_b32,
  v_madmk_f32, ...) decode too; only the first instruction of a line counts.
* A bit-flip sweep then flips every bit of a few decoded samples per family
  and records which bits change the mnemonic ("O"), only make the word
  undecodable ("x") or do neither ("."): this verifies the opcode field
  positions empirically.
* llvm-mc 14 cannot disassemble gfx6/gfx7 at all ("Disassembly not yet
  supported for subtarget"), so for gfx700/gfx701 the inventory comes from the
  *assembler*: every AMDGPU mnemonic string found in libLLVM is probed on the
  target, accepted ones are assembled with sample operand texts (taken from the
  gfx8+ disassembly) and generic operand templates, and the opcode is read
  back from the encoding with the GFX7 field layout.  The same assembler pass
  runs on all other targets as a cross-check of the disassembler inventory.

Usage: python3 scripts/amdgpu_inventory/inventory.py [--out DIR] [--llvm-mc PATH] [-j N]
Only the Python 3 standard library is used.
"""

import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import OrderedDict, defaultdict

TARGETS = ['gfx700', 'gfx701', 'gfx801', 'gfx803', 'gfx900', 'gfx906', 'gfx908', 'gfx90a', 'gfx1010', 'gfx1011']
GEN = {'gfx700': 'GFX7', 'gfx701': 'GFX7', 'gfx801': 'GFX8', 'gfx803': 'GFX8',
       'gfx900': 'GFX9', 'gfx906': 'GFX9', 'gfx908': 'GFX9', 'gfx90a': 'GFX9', 'gfx1010': 'GFX10', 'gfx1011': 'GFX10'}
FAMILY_ORDER = ['SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'SMRD', 'SMEM', 'VOP2', 'VOP1', 'VOPC',
                'VOP3', 'VOP3P', 'VINTRP', 'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF',
                'MIMG']
# Follows every word: taken as the literal by instructions with a mandatory 32-bit
# literal (s_setreg_imm32_b32, v_madmk_*, v_fmaak_*, ...), otherwise decoded (or not)
# as a separate instruction that is ignored.  0x3c00 is not an inline constant and
# fits 16-bit literals, so those samples round-trip through the assembler.
PAD = [0x00, 0x3c, 0x00, 0x00]
LIBLLVM_CANDIDATES = ['/usr/lib/llvm-14/lib/libLLVM-14.so.1', '/lib/x86_64-linux-gnu/libLLVM-14.so.1',
                      '/usr/lib/x86_64-linux-gnu/libLLVM-14.so.1', '/usr/lib/llvm-14/lib/libLLVM-14.so']


# --------------------------------------------------------------------------
# Encoding families
# --------------------------------------------------------------------------

class Family:
    """One encoding family: fixed prefix bits + opcode field(s) + operand variants.

    opf is a list of (lowbit, width) pieces, least significant opcode bits first
    (e.g. gfx10 MUBUF: op{6-0} at 24:18, op{7} at 25 -> [(18, 7), (25, 1)]).
    variants are (name, bits) operand settings OR-ed into the word, tried in order.
    """

    def __init__(self, name, size, value, mask, opf, ops=None, variants=(('zero', 0),)):
        self.name, self.size, self.value, self.mask, self.opf = name, size, value, mask, opf
        self.opbits = sum(w for _, w in opf)
        self.ops = list(ops) if ops is not None else list(range(1 << self.opbits))
        self.variants = list(variants)
        self.opmask = 0
        for lo, w in opf:
            self.opmask |= ((1 << w) - 1) << lo

    def place(self, op):
        v, sh = 0, 0
        for lo, w in self.opf:
            v |= ((op >> sh) & ((1 << w) - 1)) << lo
            sh += w
        return v

    def extract(self, word):
        op, sh = 0, 0
        for lo, w in self.opf:
            op |= ((word >> lo) & ((1 << w) - 1)) << sh
            sh += w
        return op

    def word(self, op, variant_bits):
        return self.value | self.place(op) | variant_bits

    def matches(self, word):
        return (word & self.mask) == self.value

    def field_desc(self):
        parts = []
        for lo, w in reversed(self.opf):
            parts.append('%d:%d' % (lo + w - 1, lo) if w > 1 else '%d' % lo)
        return '+'.join(parts)

    def prefix_desc(self):
        hi = self.mask.bit_length() - 1
        lo = (self.mask & -self.mask).bit_length() - 1
        # describe the contiguous top prefix plus any extra fixed bits
        top = 31 if self.size == 4 or self.mask < (1 << 32) else 63
        bits = []
        b = 31
        while b >= 0 and (self.mask >> b) & 1:
            bits.append(str((self.value >> b) & 1))
            b -= 1
        if len(bits) == 1:
            s = '31=%s' % bits[0]
        else:
            s = '%d:%d=0b%s' % (31, b + 1, ''.join(bits))
        extra = []
        for bb in range(b, -1, -1):
            if (self.mask >> bb) & 1:
                extra.append('%d=%d' % (bb, (self.value >> bb) & 1))
        if extra:
            s += ' (' + ','.join(extra) + ')'
        del hi, lo, top
        return s


def V3(s0, s1, s2):
    """VOP3/VOP3P second-dword sources src0 40:32, src1 49:41, src2 58:50."""
    return (s0 << 32) | (s1 << 41) | (s2 << 50)


def families(gen):
    """Encoding families of one generation (GFX7, GFX8, GFX9, GFX10)."""
    F = []
    # Scalar ALU: identical layout on all generations.
    F.append(Family('SOP2', 4, 0x80000000, 0xC0000000, [(23, 7)], ops=range(0x60)))  # 0x60+ = SOPK/SOP1/SOPC/SOPP
    F.append(Family('SOPK', 4, 0xB0000000, 0xF0000000, [(23, 5)], ops=range(0x1D)))  # 0x1D+ = SOP1/SOPC/SOPP
    F.append(Family('SOP1', 4, 0xBE800000, 0xFF800000, [(8, 8)]))
    F.append(Family('SOPC', 4, 0xBF000000, 0xFF800000, [(16, 7)]))
    F.append(Family('SOPP', 4, 0xBF800000, 0xFF800000, [(16, 7)]))
    # Scalar memory.
    if gen == 'GFX7':
        # SMRD: 31:27=11000, op 26:22, sdst 21:15, sbase 14:9, imm 8, offset 7:0
        F.append(Family('SMRD', 4, 0xC0000000, 0xF8000000, [(22, 5)],
                        variants=[('imm', 1 << 8), ('soff', 0)]))
    elif gen in ('GFX8', 'GFX9'):
        # SMEM: 31:26=110000, op 25:18, imm 17, glc 16, sdata 12:6, sbase 5:0; offset 51:32
        F.append(Family('SMEM', 8, 0xC0000000, 0xFC000000, [(18, 8)],
                        variants=[('imm', 1 << 17), ('soff', 0)]))
    else:
        # SMEM gfx10: 31:26=111101, op 25:18, glc 16, dlc 14; offset 52:32, soffset 63:57 (0x7d = null)
        F.append(Family('SMEM', 8, 0xF4000000, 0xFC000000, [(18, 8)],
                        variants=[('null', 0x7D << 57), ('soff', 0)]))
    # Vector ALU 32-bit: identical layout on all generations.
    vv = [('v', 0x100), ('s', 0)]
    F.append(Family('VOP2', 4, 0x00000000, 0x80000000, [(25, 6)], ops=range(0x3E), variants=vv))
    F.append(Family('VOP1', 4, 0x7E000000, 0xFE000000, [(9, 8)], variants=vv))
    F.append(Family('VOPC', 4, 0x7C000000, 0xFE000000, [(17, 8)], variants=vv))
    v3 = [('vvv', V3(0x100, 0x102, 0x104)), ('sss', 0), ('vsv', V3(0x100, 0, 0x104)),
          ('ssv', V3(0, 0, 0x104)), ('vss', V3(0x100, 0, 0)), ('vvs', V3(0x100, 0x102, 0)),
          ('vvv8', V3(0x108, 0x10A, 0x10C)), ('svs', V3(0, 0x100, 0))]
    if gen == 'GFX7':
        F.append(Family('VOP3', 8, 0xD0000000, 0xFC000000, [(17, 9)], variants=v3))
    elif gen == 'GFX8':
        F.append(Family('VOP3', 8, 0xD0000000, 0xFC000000, [(16, 10)], variants=v3))
    elif gen == 'GFX9':
        # VOP3 op 0x380-0x3FF is the VOP3P prefix (31:23=0x1A7)
        F.append(Family('VOP3', 8, 0xD0000000, 0xFC000000, [(16, 10)], ops=range(0x380), variants=v3))
    else:
        F.append(Family('VOP3', 8, 0xD4000000, 0xFC000000, [(16, 10)], variants=v3))
    # op_sel_hi defaults (bit 14 and 60:59 set) so packed instructions print cleanly
    v3p = [('vvv', V3(0x100, 0x102, 0x104) | (3 << 59) | (1 << 14)),
           ('vv', V3(0x100, 0x102, 0) | (3 << 59)), ('vv1', V3(0x100, 0x102, 0) | (3 << 59) | (1 << 14)),
           ('sss', 0),
           ('vvv0', V3(0x100, 0x102, 0x104)), ('v', V3(0x100, 0, 0) | (3 << 59) | (1 << 14)),
           ('mai', V3(0x100, 0x102, 0x100)),
           ('mai2', V3(0x104, 0x106, 0x100))]
    if gen == 'GFX9':
        F.append(Family('VOP3P', 8, 0xD3800000, 0xFF800000, [(16, 7)], variants=v3p))
    elif gen == 'GFX10':
        F.append(Family('VOP3P', 8, 0xCC000000, 0xFF800000, [(16, 7)], variants=v3p))
    # Interpolation: 31:26=110010 (GFX7, GFX10) / 110101 (GFX8/9), op 17:16
    if gen in ('GFX8', 'GFX9'):
        F.append(Family('VINTRP', 4, 0xD4000000, 0xFC000000, [(16, 2)]))
    else:
        F.append(Family('VINTRP', 4, 0xC8000000, 0xFC000000, [(16, 2)]))
    # LDS/GDS
    if gen in ('GFX8', 'GFX9'):
        F.append(Family('DS', 8, 0xD8000000, 0xFC000000, [(17, 8)], variants=[('zero', 0), ('gds', 1 << 16)]))
    else:
        F.append(Family('DS', 8, 0xD8000000, 0xFC000000, [(18, 8)], variants=[('zero', 0), ('gds', 1 << 17)]))
    # FLAT / GLOBAL / SCRATCH: 31:26=110111, op 24:18, seg 15:14 (gfx9+)
    if gen in ('GFX7', 'GFX8'):
        F.append(Family('FLAT', 8, 0xDC000000, 0xFC000000, [(18, 7)]))
    else:
        off = 0x7F if gen == 'GFX9' else 0x7D
        fv = [('zero', 0), ('off', off << 48)] + ([('off7f', 0x7F << 48)] if off != 0x7F else [])
        gv = [('off', off << 48), ('saddr', 0)] + ([('off7f', 0x7F << 48)] if off != 0x7F else [])
        F.append(Family('FLAT', 8, 0xDC000000, 0xFC00C000, [(18, 7)], variants=fv))
        F.append(Family('SCRATCH', 8, 0xDC004000, 0xFC00C000, [(18, 7)], variants=gv))
        F.append(Family('GLOBAL', 8, 0xDC008000, 0xFC00C000, [(18, 7)], variants=gv))
    # Buffer / image
    mub = [('zero', 0), ('lds', 1 << 16)]
    if gen == 'GFX10':
        F.append(Family('MUBUF', 8, 0xE0000000, 0xFC000000, [(18, 7), (25, 1)], variants=mub))
        F.append(Family('MTBUF', 8, 0xE8000000, 0xFC000000, [(16, 3), (53, 1)],
                        variants=[('fmt1', 1 << 19), ('zero', 0)]))
        F.append(Family('MIMG', 8, 0xF0000000, 0xFC000000, [(18, 7), (0, 1)],
                        variants=[('dmask1', 1 << 8), ('dmask3', 3 << 8), ('dmaskf', 0xF << 8), ('zero', 0)]))
    else:
        F.append(Family('MUBUF', 8, 0xE0000000, 0xFC000000, [(18, 7)], variants=mub))
        mtf = [(16, 3)] if gen == 'GFX7' else [(15, 4)]
        F.append(Family('MTBUF', 8, 0xE8000000, 0xFC000000, mtf,
                        variants=[('fmt1', 1 << 19), ('zero', 0)]))
        # bit 0 (g16): llvm-mc 14 decodes/encodes the gfx10.3 *_g16 image ops on gfx7-9 with bit 0 set
        F.append(Family('MIMG', 8, 0xF0000000, 0xFC000000, [(18, 7)],
                        variants=[('dmask1', 1 << 8), ('dmask3', 3 << 8), ('dmaskf', 0xF << 8), ('zero', 0),
                                  ('g16', (1 << 8) | 1)]))
    return F


def classify(gen, word):
    """Family of an encoded word (most specific prefix wins)."""
    best = None
    for f in families(gen):
        if f.matches(word & 0xFFFFFFFF if f.size == 4 else word):
            if best is None or bin(f.mask).count('1') > bin(best.mask).count('1'):
                best = f
    return best


# --------------------------------------------------------------------------
# llvm-mc drivers
# --------------------------------------------------------------------------

def to_bytes(word, size):
    return [(word >> (8 * i)) & 0xFF for i in range(size)]


def fmt_bytes(bs):
    return ','.join('0x%02x' % b for b in bs)


ENC_RE = re.compile(r'^\s+(.*?)\s*; encoding: \[([0-9a-fx,]*)\]\s*$')
DIAG_RE = re.compile(r'^(?:.*?):(\d+):(\d+): (warning|error): (.*)$')


def run_mc(args, text, tmpdir, tag):
    path = os.path.join(tmpdir, tag + '.in')
    with open(path, 'w') as fh:
        fh.write(text)
    p = subprocess.run(args + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return p.stdout, p.stderr


def parse_insts(stdout):
    out = []
    for ln in stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            text = re.sub(r'\s+', ' ', m.group(1).strip())
            enc = [int(x, 16) for x in m.group(2).split(',') if x]
            out.append((text, enc))
    return out


def disassemble(llvm_mc, target, mattr, lines, tmpdir, tag):
    """lines: list of byte lists.  Returns per line (text, encbytes, softfail) of the
    first instruction, or None if the first instruction did not decode."""
    args = [llvm_mc, '-arch=amdgcn', '-mcpu=' + target, '-disassemble', '-show-encoding']
    if mattr:
        args.append('-mattr=' + mattr)
    text = ''.join('[' + fmt_bytes(bs) + ']\n' for bs in lines)
    stdout, stderr = run_mc(args, text, tmpdir, tag)
    if 'Disassembly not yet supported' in stderr:
        raise RuntimeError('disassembler unsupported for ' + target)
    err, soft = {}, set()
    for ln in stderr.splitlines():
        m = DIAG_RE.match(ln)
        if not m:
            continue
        lno, col, msg = int(m.group(1)), int(m.group(2)), m.group(4)
        if 'invalid instruction encoding' in msg:
            err.setdefault(lno, col)
        elif 'potentially undefined' in msg:
            soft.add((lno, col))
        else:
            raise RuntimeError('unexpected diagnostic: ' + ln)
    insts = parse_insts(stdout)
    k = 0
    res = []
    for i, bs in enumerate(lines, 1):
        ndec = (err[i] - 2) // 5 if i in err else len(bs)
        got, first = 0, None
        while got < ndec:
            # -show-encoding prints the *re-encoded* instruction, so don't-care
            # bits may differ from the input; only the length is used to sync.
            t, enc = insts[k]
            k += 1
            if first is None:
                first = (t, enc, (i, 2) in soft)
            got += len(enc)
        if got != ndec:
            raise RuntimeError('byte count mismatch at line %d' % i)
        res.append(first)
    if k != len(insts):
        raise RuntimeError('unconsumed output')
    return res


def assemble(llvm_mc, target, mattr, lines, tmpdir, tag):
    """lines: list of asm source lines.  Returns per line (text, enc) or the error message."""
    args = [llvm_mc, '-arch=amdgcn', '-mcpu=' + target, '-show-encoding']
    if mattr:
        args.append('-mattr=' + mattr)
    src = ''.join(l + '\n' for l in lines)
    stdout, stderr = run_mc(args, src, tmpdir, tag)
    err = {}
    for ln in stderr.splitlines():
        m = DIAG_RE.match(ln)
        if m and m.group(3) == 'error':
            err.setdefault(int(m.group(1)), m.group(4))
    insts = parse_insts(stdout)
    k, res = 0, []
    for i in range(1, len(lines) + 1):
        if i in err:
            res.append(err[i])
        else:
            res.append(insts[k])
            k += 1
    if k != len(insts):
        raise RuntimeError('assembler output out of sync (%s)' % tag)
    return res


def mnem(text):
    return text.split(' ', 1)[0]


# --------------------------------------------------------------------------
# Disassembler enumeration (gfx8+)
# --------------------------------------------------------------------------

def disasm_inventory(llvm_mc, target, mattr, tmpdir):
    gen = GEN[target]
    fams = families(gen)
    lines, keys = [], []
    for f in fams:
        for op in f.ops:
            for vname, vbits in f.variants:
                lines.append(to_bytes(f.word(op, vbits), f.size) + PAD)
                keys.append((f.name, op, vname))
    tag = target + ('_' + mattr.replace('+', '').replace(',', '_') if mattr else '')
    res = disassemble(llvm_mc, target, mattr, lines, tmpdir, tag + '_enum')
    fsize = {f.name: f.size for f in fams}
    # cands[(fam, op)] = OrderedDict(mnemonic -> [(variant, text, enc, softfail), ...]) in variant order
    cands = OrderedDict()
    for (fam, op, vname), r in zip(keys, res):
        if r is None:
            continue
        text, enc, sf = r
        if len(enc) < fsize[fam]:
            continue  # decoded as something shorter: not this family
        lst = cands.setdefault((fam, op), OrderedDict()).setdefault(mnem(text), [])
        if all(text != c[1] for c in lst):
            lst.append((vname, text, enc, sf))
    return cands


def roundtrip_select(llvm_mc, target, mattr, cands, tmpdir, tag):
    """Assemble every candidate sample text; per (family, opcode, mnemonic) keep the
    first variant whose text assembles back to exactly the printed encoding.
    Returns rows[(fam, op)] = OrderedDict(mnemonic -> (variant, text, enc, softfail, roundtrip))."""
    lines, keys = [], []
    for k, d in cands.items():
        for mn, lst in d.items():
            for i, c in enumerate(lst):
                lines.append(c[1])
                keys.append((k, mn, i))
    res = assemble(llvm_mc, target, mattr, lines, tmpdir, tag + '_rt')
    ok = set()
    for (k, mn, i), r in zip(keys, res):
        if isinstance(r, tuple) and r[1] == cands[k][mn][i][2]:
            ok.add((k, mn, i))
    rows = OrderedDict()
    for k, d in cands.items():
        out = rows.setdefault(k, OrderedDict())
        for mn, lst in d.items():
            pick = next((i for i in range(len(lst)) if (k, mn, i) in ok), None)
            c = lst[pick if pick is not None else 0]
            out[mn] = c + (pick is not None,)
    return rows


def bit_sweep(llvm_mc, target, mattr, rows, tmpdir, nsamples=8):
    """Flip every bit of up to nsamples decoded samples per family.
    Returns {family: (mapstring msb..lsb, nsamples)}."""
    gen = GEN[target]
    fams = {f.name: f for f in families(gen)}
    byfam = defaultdict(list)
    for (fam, op), d in rows.items():
        v = next(iter(d.values()))
        # skip operand-less samples (all fields fixed: flips hit aliases, e.g. gfx10
        # buffer_gl0_inv -> buffer_wbinvl1) unless the family has nothing else
        byfam[fam].append((op, mnem(v[1]), v[2][:fams[fam].size], ' ' in v[1]))
    lines, keys = [], []
    for fam, lst in byfam.items():
        if any(x[3] for x in lst):
            lst = [x for x in lst if x[3]]
            byfam[fam] = lst
        n = len(lst)
        k = min(n, nsamples)
        pick = sorted(set(int(i * (n - 1) / max(1, k - 1)) for i in range(k)))
        size = fams[fam].size
        for idx in pick:
            op, mn, enc, _ = lst[idx]
            word = int.from_bytes(bytes(enc), 'little')
            for b in range(size * 8):
                lines.append(to_bytes(word ^ (1 << b), size) + PAD)
                keys.append((fam, idx, b, mn))
    tag = target + ('_' + mattr.replace('+', '') if mattr else '')
    res = disassemble(llvm_mc, target, mattr, lines, tmpdir, tag + '_sweep')
    state = defaultdict(dict)   # fam -> bit -> 'O' / 'x' / '.'
    nsamp = defaultdict(set)
    for (fam, idx, b, mn), r in zip(keys, res):
        nsamp[fam].add(idx)
        cur = state[fam].get(b, '.')
        if r is None or len(r[1]) < fams[fam].size:
            new = 'x'
        elif mnem(r[0]) != mn:
            new = 'O'
        else:
            new = '.'
        rank = {'.': 0, 'x': 1, 'O': 2}
        if rank[new] > rank[cur]:
            state[fam][b] = new
        else:
            state[fam].setdefault(b, cur)
    out = {}
    for fam, st in state.items():
        size = fams[fam].size
        out[fam] = (''.join(st.get(b, '.') for b in range(size * 8 - 1, -1, -1)), len(nsamp[fam]))
    return out


def check_sweep(fam, mapstr):
    """Compare sweep map with the assumed prefix+opcode bits.  Returns
    (mnemonic-changing bits outside prefix/op, op bits that never changed mnemonic)."""
    size = len(mapstr) // 8
    extra, quiet = [], []
    for i, ch in enumerate(mapstr):
        b = size * 8 - 1 - i
        inpfx = (fam.mask >> b) & 1
        inop = (fam.opmask >> b) & 1
        if ch == 'O' and not (inpfx or inop):
            extra.append(b)
        if inop and ch != 'O':
            quiet.append(b)
    return extra, quiet


# --------------------------------------------------------------------------
# Assembler enumeration (all targets; the only source for gfx7)
# --------------------------------------------------------------------------

NAME_RE = re.compile(rb'(?:^|[^A-Za-z0-9_])((?:v|s|ds|buffer|tbuffer|image|flat|global|scratch)_[a-z0-9_]+)')


def libllvm_names():
    path = None
    for p in LIBLLVM_CANDIDATES:
        if os.path.exists(p):
            path = p
            break
    if path is None:
        return set()
    names = set()
    with open(path, 'rb') as fh:
        data = fh.read()
    for m in NAME_RE.finditer(data):
        n = m.group(1).decode()
        if 4 < len(n) < 48 and not n.endswith('_'):
            names.add(n)
    return names


W = ['v0', 'v[0:1]', 'v[0:2]', 'v[0:3]']


def generic_templates(name):
    """Operand strings to try for a mnemonic (first one that assembles wins)."""
    T = ['']
    if name.startswith('s_'):
        T += ['s0', 's[0:1]', '0x0', 's0, s0', 's[0:1], s[0:1]', 's0, s[0:1]', 's[0:1], s0',
              's0, s0, s0', 's[0:1], s[0:1], s[0:1]', 's[0:1], s[0:1], s0', 's[0:1], s0, s0',
              's0, 0x0', 's[0:1], 0x0', 'hwreg(HW_REG_MODE), s0', 's0, hwreg(HW_REG_MODE)',
              'hwreg(HW_REG_MODE), 0x0', 'sendmsg(MSG_INTERRUPT)', 'null, 0x0', 's0, gpr_idx(SRC0)',
              'gpr_idx(SRC0)', '0x0, s[0:1], 0x0', '0x0, s[0:3], 0x0', 's[0:1], 0x0 glc']
        for d in ['s0', 's[0:1]', 's[0:3]', 's[0:7]', 's[0:15]']:
            for b in ['s[0:1]', 's[0:3]']:
                T += ['%s, %s, 0x0' % (d, b), '%s, %s, 0x0 glc' % (d, b), '%s, %s, s0' % (d, b)]
    elif name.startswith('v_'):
        two = ['v0, v0', 'v[0:1], v[0:1]', 'v0, v[0:1]', 'v[0:1], v0', 's0, v0', 'v[0:3], v[0:3]',
               'vcc, v0', 'v0, s0', 'a0, v0', 'v0, a0', 'a0, a0']
        three = ['v0, v0, v0', 'v[0:1], v[0:1], v[0:1]', 'v[0:1], v[0:1], v0', 'v0, v[0:1], v0',
                 'v[0:1], v0, v0', 'v0, v[0:1], v[0:1]', 'vcc, v0, v0', 'vcc, v[0:1], v[0:1]',
                 'vcc, v[0:1], v0', 's[0:1], v0, v0', 's[0:1], v[0:1], v[0:1]', 's[0:1], v[0:1], v0',
                 's0, v0, s0', 'v0, s0, s0', 's0, v0, v0', 's0, v[0:1], v[0:1]', 's0, v[0:1], v0',
                 'v0, v0, attr0.x', 'v0, p10, attr0.x', 'v[0:1], v0, v[0:1]']
        four = ['v0, v0, v0, v0', 'v[0:1], v[0:1], v[0:1], v[0:1]', 'v0, vcc, v0, v0',
                'v0, s[0:1], v0, v0', 'v0, v0, v0, vcc', 'v0, v0, v0, s[0:1]', 'v0, v0, 0x1, v0',
                'v0, v0, v0, 0x1', 'v[0:1], v[0:1], v0, v[0:1]', 'v[0:3], v[0:1], v0, v[0:3]',
                'v0, s0, v0, v0', 'v0, v0, v0, s0', 'v0, vcc_lo, v0, v0', 'v0, v0, v0, vcc_lo',
                'v0, v0, attr0.x, v0', 'v0, v[0:1], v0, v0', 'v0, v[0:1], v[0:1], v0',
                'v[0:1], v0, v0, v[0:1]', 'v0, v0, v0, v[0:1]', 'v[0:1], v[2:3], v4, v[6:7]',
                'v[0:3], v[4:5], v6, v[8:11]', 'v0, v0, s0, s0', 'v0, v1, v2, v3']
        five = ['v0, vcc, v0, v0, vcc', 'v0, s[0:1], v0, v0, s[0:1]', 'v[0:1], s[0:1], v0, v0, v[0:1]',
                'v0, vcc, v0, v0, v0', 'v[0:1], vcc, v[0:1], v[0:1], v[0:1]',
                'v[0:1], s[0:1], v[0:1], v[0:1], v[0:1]', 'v0, s[0:1], v0, v0, v0',
                'v0, s0, v0, v0, s0', 'v0, vcc_lo, v0, v0, vcc_lo', 'v[0:1], s0, v0, v0, v[0:1]',
                'v0, s0, v0, v0, v0', 'v[0:1], s0, v[0:1], v[0:1], v[0:1]']
        T += two + three + four + five
    elif name.startswith('ds_'):
        forms = ['{a}', '{a}, {d}', '{a}, {d}, {d}', '{d}, {a}', '{d}, {a}, {d}', '{d}, {a}, {d}, {d}', '{d}']
        for d in W:
            for fm in forms:
                T.append(fm.format(a='v0', d=d))
        T += ['v[0:1], v0, v[0:1]', 'v0, v[0:1]', 'v0 gds', 'gds', 'v0, v0 gds', 'v0, v0, v0 gds',
              'v[0:1], v0, v[0:1], v[0:1]', 'v0, v0, v0, v0']
    elif name.startswith('buffer_'):
        for d in W + ['v[0:4]']:
            T += ['%s, off, s[0:3], s0' % d, '%s, off, s[0:3], s0 glc' % d, '%s, off, s[0:3], s0 lds' % d]
        T += ['off, s[0:3], s0', 'off, s[0:3], s0 lds', 's[0:3], s0 lds', 's[0:3], s0']
    elif name.startswith('tbuffer_'):
        for d in W:
            T += ['%s, off, s[0:3], dfmt:1, nfmt:0, s0' % d, '%s, off, s[0:3], s0' % d,
                  '%s, off, s[0:3], s0 format:[BUF_FMT_8_UNORM]' % d]
    elif name.startswith('image_'):
        A = ['v0', 'v[0:1]', 'v[0:2]', 'v[0:3]', 'v[0:4]', 'v[0:5]', 'v[0:6]', 'v[0:7]', 'v[0:8]',
             'v[0:10]', 'v[0:11]', 'v[0:15]']
        for d in W + ['v[0:4]']:
            for a in A:
                for rs in [', s[0:7]', ', s[0:7], s[0:3]']:
                    for mod in [' dmask:0x1', ' dmask:0xf', ' dmask:0x1 glc', ' dmask:0x3', ' dmask:0x1 dim:SQ_RSRC_IMG_1D']:
                        T.append('%s, %s%s%s' % (d, a, rs, mod))
    elif name.startswith(('flat_', 'global_', 'scratch_')):
        ad = ['v[0:1]', 'v0', 'off']
        for d in W:
            for a in ad:
                for tail in ['', ', off', ', s[0:1]', ', s0']:
                    T += ['%s, %s%s' % (d, a, tail), '%s, %s%s' % (a, d, tail),
                          '%s, %s, %s%s glc' % (d, a, d, tail), '%s, %s, %s%s glc' % (d, a, W[min(3, W.index(d) * 2 + 1)], tail)]
        T += ['v[0:1], v[0:1], v[0:3] glc', 'v0, v[0:1], v[0:1] glc', 'v[0:1], v[0:3]', 'v[0:1], v[0:1]']
    seen, out = set(), []
    for t in T:
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


def asm_inventory(llvm_mc, target, samples, cand_names, tmpdir):
    """samples: {mnemonic: [sample text,...]} from the disassembler (any target).
    Returns rows like disasm_inventory plus stats."""
    gen = GEN[target]
    names = sorted(cand_names)
    # round 0: probe bare mnemonics
    probe = assemble(llvm_mc, target, None, names, tmpdir, target + '_asm_probe')
    ok = []
    for n, r in zip(names, probe):
        if isinstance(r, tuple):
            ok.append(n)
            continue
        if r.startswith('invalid instruction') or 'not supported' in r:
            continue
        ok.append(n)

    def sample_attempts(n):
        att = []
        base = n[:-4] if n.endswith(('_e32', '_e64')) else n
        for key in [n, base, base + '_e32', base + '_e64']:
            for t in samples.get(key, []):
                ops = t.split(' ', 1)[1] if ' ' in t else ''
                att.append((n + ' ' + ops).strip())
        seen, out = set(), []
        for a in att:
            if a not in seen:
                seen.add(a)
                out.append(a)
        return out

    results = {}
    # round 1: sample texts (or generic templates when there is no sample)
    # round 2: generic templates for names still unresolved
    for rnd in (1, 2):
        lines, keys = [], []
        for n in ok:
            if n in results:
                continue
            att = sample_attempts(n)
            if rnd == 1 and not att:
                att = [(n + ' ' + t).strip() for t in generic_templates(n)]
            elif rnd == 2:
                if not sample_attempts(n):
                    continue
                att = [(n + ' ' + t).strip() for t in generic_templates(n)]
            for a in att:
                lines.append(a)
                keys.append(n)
        if not lines:
            continue
        res = assemble(llvm_mc, target, None, lines, tmpdir, '%s_asm_r%d' % (target, rnd))
        for n, line, r in zip(keys, lines, res):
            if n in results or not isinstance(r, tuple):
                continue
            results[n] = (line, r)
    # round 3: re-assemble the printed text (round trip)
    names_ok = sorted(results)
    rt = assemble(llvm_mc, target, None, [results[n][1][0] for n in names_ok], tmpdir, target + '_asm_rt')
    rtok = {n for n, r in zip(names_ok, rt) if isinstance(r, tuple) and r[1] == results[n][1][1]}
    rows = OrderedDict()
    pseudo = []
    for n in names_ok:
        line, (text, enc) = results[n]
        if mnem(text).endswith('_pad_s_nop'):
            pseudo.append(mnem(text))   # branch + s_nop pseudo, 8 bytes, not an opcode of its own
            continue
        word = int.from_bytes(bytes(enc[:8] + [0] * (8 - min(8, len(enc)))), 'little')
        f = classify(gen, word)
        if f is None or len(enc) < f.size:
            continue
        op = f.extract(word)
        d = rows.setdefault((f.name, op), OrderedDict())
        d.setdefault(mnem(text), ('asm', text, enc, False, n in rtok))
    stats = {'candidates': len(names), 'accepted': len(ok), 'assembled': len(results),
             'pseudo': sorted(set(pseudo))}
    unresolved = sorted(set(ok) - set(results))
    return rows, stats, unresolved


def asm_field_check(gen, rows):
    """For the assembler inventory: bits that differ between encodings of different
    mnemonics assembled with the same operand text, per family -> map string."""
    fams = {f.name: f for f in families(gen)}
    byops = defaultdict(list)
    for (fam, op), d in rows.items():
        for mn, (_, text, enc, _, _) in d.items():
            ops = text.split(' ', 1)[1] if ' ' in text else ''
            byops[(fam, ops)].append(int.from_bytes(bytes(enc[:fams[fam].size]), 'little'))
    vary = defaultdict(int)
    for (fam, ops), words in byops.items():
        for w in words[1:]:
            vary[fam] |= w ^ words[0]
    out = {}
    for fam, v in vary.items():
        size = fams[fam].size
        out[fam] = ''.join('O' if (v >> b) & 1 else '.' for b in range(size * 8 - 1, -1, -1))
    return out


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def sort_key(k):
    fam, op = k
    return (FAMILY_ORDER.index(fam) if fam in FAMILY_ORDER else 99, op)


def write_tsv(path, rows, fams):
    width = {f.name: (f.opbits + 3) // 4 for f in fams}
    n = 0
    with open(path, 'w') as fh:
        fh.write('# family\topcode\tmnemonic\tencoding\ttext\n')
        for k in sorted(rows, key=sort_key):
            fam, op = k
            for mn, (_, text, enc, sf, _) in rows[k].items():
                fh.write('%s\t0x%0*x\t%s\t%s\t%s%s\n' % (fam, width.get(fam, 2), op, mn, fmt_bytes(enc), text,
                                                       '  ; llvm-mc: potentially undefined' if sf else ''))
                n += 1
    return n


KEY_FACTS = """## Key facts (verified with llvm-mc 14.0.6)

* **llvm-mc 14 cannot disassemble gfx6/gfx7** (`LLVM ERROR: Disassembly not yet supported for subtarget`, abort).
  gfx700/gfx701 were inventoried through the assembler (see Method); gfx700 and gfx701 are identical.
* Opcode field positions (confirmed by the bit-flip sweep for gfx8+ and by the assembler field check for gfx7):
  * SOP2 29:23, SOPK 27:23, SOP1 15:8, SOPC 22:16, SOPP 22:16 - same on all targets.
  * GFX7 SMRD: 31:27=11000, op 26:22 (imm bit 8). GFX8/9 SMEM: 31:26=110000, op 25:18, imm bit 17, 64-bit.
    GFX10 SMEM: 31:26=111101, op 25:18 (no imm bit; soffset 63:57, 0x7d = null).
  * VOP2 op 30:25 (bit31=0), VOP1 op 16:9 (31:25=0x3f), VOPC op 24:17 (31:25=0x3e) - same on all targets.
  * VOP3: GFX7 31:26=110100 op 25:17 (9 bits); GFX8/9 31:26=110100 op 25:16 (10 bits; op 0x380-0x3ff is the
    VOP3P prefix on GFX9); GFX10 31:26=110101 op 25:16.
    `_e64` offsets: VOPC +0x000, VOP2 +0x100 on all; VOP1 +0x180 on GFX7/GFX10 but +0x140 on GFX8/9.
  * VOP3P: GFX9 31:23=0x1a7 (words 0xd38xxxxx-0xd3fxxxxx), op 22:16; GFX10 31:23=0x198 (0xcc0xxxxx-0xcc7xxxxx), op 22:16.
  * VINTRP (extra family): 31:26=110010 on GFX7/GFX10, 110101 on GFX8/9, op 17:16; absent on gfx90a.
  * **DS: GFX7 and GFX10 op 25:18 with gds at bit 17; GFX8/9 op 24:17 with gds at bit 16** (bit 25 = acc on gfx90a).
  * FLAT/GLOBAL/SCRATCH: 31:26=110111, op 24:18; seg 15:14 (0 flat, 1 scratch, 2 global) on GFX9/10 only.
  * MUBUF: 31:26=111000, op 24:18; **GFX10 adds op bit 7 at bit 25** (8-bit op: bit25 + 24:18).
  * MTBUF: 31:26=111010; **GFX7 op 18:16 (3 bits), GFX8/9 op 18:15 (4 bits), GFX10 op 18:16 plus op bit 3 at bit 53**.
  * MIMG: 31:26=111100, op 24:18; **GFX10 adds op bit 7 at bit 0**. llvm-mc 14 also treats bit 0 as part of the
    opcode on gfx7/8/9 for the gfx10.3 `image_*_g16` instructions (see Surprises).
* External cross-check: LLVM's DSInstructions.td (`DS_Real_vi`: op Inst{24-17}, gds Inst{16}, acc Inst{25}) and the
  GCN1.0/1.1 DS layout in public ISA-derived docs (op 25:18, gds 17) agree with the sweep; GFX7 values such as
  s_memtime 0x1e, s_dcache_inv 0x1f, v_mad_legacy_f32 0x140, v_mad_u64_u32 0x176, ds_gws_init 0x19 match the
  Sea Islands opcode tables. The gfx7 field check is weaker than the gfx8+ sweep (it only sees mnemonics that
  share operand text), so gfx7 rows rest mainly on the assembler's own encodings.
* `-show-encoding` in disassembly mode prints the re-encoded instruction (don't-care bits cleared), not the input.
* The VOP3 forms of operand-less VOP1 instructions (`v_nop`, `v_clrexcp`, gfx10 `v_pipeflush`) print without `_e64`,
  so their printed text assembles to the 32-bit VOP1 form; `v_nop_e64` etc. assemble to the VOP3 form.
* MUBUF `buffer_wbinvl1` quirks: gfx8/9 assembler emits op 0x3e, but the gfx8/9 disassembler also decodes op 0x71 (the
  gfx6/7 opcode) as `buffer_wbinvl1` and re-encodes it as 0x71. gfx1010: the assembler accepts `buffer_wbinvl1` and
  emits exactly the bytes of `buffer_gl0_inv` (op 0x71); the decoder prints op 0x71 as `buffer_gl0_inv` and op 0xf1
  (bit 25 set) as `buffer_wbinvl1`.
* The assembler (not the disassembler) accepts 8-byte pseudo mnemonics `s_branch_pad_s_nop`, `s_cbranch_*_pad_s_nop`
  (branch followed by `s_nop 0`) on all targets; they are not listed as rows.
* Observed while choosing literals: `s_setreg_imm32_b32 hwreg(0, 0, 1), -1.0` assembles with literal 0 (the printed
  form of 0xbf800000 as this operand does not round-trip); samples therefore use literal 0x3c00.
"""


def group_map(mapstr, size):
    s = mapstr
    return ' '.join(s[i:i + 8] for i in range(0, len(s), 8))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument('--out', default=os.path.join(here, '..', '..', 'data', 'amdgpu', 'inventory'))
    ap.add_argument('--llvm-mc', default=os.environ.get('LLVM_MC', 'llvm-mc'))
    ap.add_argument('-j', '--jobs', type=int, default=2)
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    ver = subprocess.run([args.llvm_mc, '--version'], stdout=subprocess.PIPE, universal_newlines=True).stdout
    mver = re.search(r'LLVM version (\S+)', ver)
    mver = mver.group(1) if mver else '?'
    if not mver.startswith('14.'):
        print('warning: llvm-mc is version %s, not 14' % mver, file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix='amdgpu_inv_') as tmp:
        dis_targets = [t for t in TARGETS if GEN[t] != 'GFX7']
        jobs = [(t, None) for t in dis_targets] + [('gfx1010', '+wavefrontsize64')]
        drows, sweeps = {}, {}

        dcands = {}

        def do_dis(job):
            t, mattr = job
            cands = disasm_inventory(args.llvm_mc, t, mattr, tmp)
            tag = t + ('_w64' if mattr else '')
            rows = roundtrip_select(args.llvm_mc, t, mattr, cands, tmp, tag)
            sw = bit_sweep(args.llvm_mc, t, mattr, rows, tmp) if mattr is None else None
            return job, cands, rows, sw

        with cf.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            for job, cands, rows, sw in ex.map(do_dis, jobs):
                drows[job] = rows
                dcands[job] = cands
                if sw is not None:
                    sweeps[job[0]] = sw
        t_dis = time.time() - t0
        # check that gfx7 really cannot be disassembled
        gfx7_dis_msg = ''
        try:
            disassemble(args.llvm_mc, 'gfx700', None, [PAD], tmp, 'gfx700_probe')
        except Exception as e:  # noqa
            gfx7_dis_msg = str(e)

        # samples for the assembler pass
        samples = defaultdict(list)
        for (t, mattr), rows in drows.items():
            if mattr:
                continue
            for d in rows.values():
                for mn, v in d.items():
                    if v[1] not in samples[mn]:
                        samples[mn].append(v[1])
        for (t, mattr), cands in dcands.items():
            if mattr:
                continue
            for d in cands.values():
                for mn, lst in d.items():
                    for v in lst:
                        if v[1] not in samples[mn]:
                            samples[mn].append(v[1])
        cands = libllvm_names() | set(samples)
        cands = {n for n in cands if not n.endswith(('_dpp', '_sdwa', '_dpp8'))}
        # VOP3 (_e64) forms of 32-bit names
        for n in list(cands):
            if n.startswith('v_') and not n.endswith(('_e32', '_e64')):
                cands.add(n + '_e64')
                cands.add(n + '_e32')

        arows, astats, aunres = {}, {}, {}

        def do_asm(t):
            return (t,) + asm_inventory(args.llvm_mc, t, samples, cands, tmp)

        with cf.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            for t, rows, st, unres in ex.map(do_asm, TARGETS):
                arows[t], astats[t], aunres[t] = rows, st, unres
        t_all = time.time() - t0

    # ---- final per-target rows
    final = {}
    for t in TARGETS:
        final[t] = drows[(t, None)] if GEN[t] != 'GFX7' else arows[t]
    counts = {}
    for t in TARGETS:
        fams = families(GEN[t])
        n = write_tsv(os.path.join(out, t + '.tsv'), final[t], fams)
        c = defaultdict(int)
        for (fam, op), d in final[t].items():
            c[fam] += 1
        counts[t] = (c, n)

    # ---- wave64 comparison
    w32 = {(k, mn) for k, d in drows[('gfx1010', None)].items() for mn in d}
    w64 = {(k, mn) for k, d in drows[('gfx1010', '+wavefrontsize64')].items() for mn in d}
    wave_diff = (sorted(w32 - w64, key=lambda x: (sort_key(x[0]), x[1])),
                 sorted(w64 - w32, key=lambda x: (sort_key(x[0]), x[1])))

    # ---- VOP3 forms
    vop3_lines = []
    vop3_summary = {}
    for t in TARGETS:
        base = {}
        for (fam, op), d in final[t].items():
            if fam in ('VOP1', 'VOP2', 'VOPC'):
                for mn in d:
                    b = mn[:-4] if mn.endswith('_e32') else mn
                    base.setdefault(b, (fam, op, mn))
        offs = defaultdict(set)
        nform = nonly = 0
        for (fam, op), d in sorted(final[t].items(), key=lambda kv: sort_key(kv[0])):
            if fam != 'VOP3':
                continue
            for mn in d:
                b = mn[:-4] if mn.endswith('_e64') else None
                if b is not None and b in base:
                    bf, bop, bmn = base[b]
                    vop3_lines.append('%s\t0x%03x\t%s\t%s\t0x%02x\t%s\t0x%03x\n' % (t, op, mn, bf, bop, bmn, op - bop))
                    offs[bf].add(op - bop)
                    nform += 1
                else:
                    nonly += 1
        vop3_summary[t] = (nform, nonly, {k: sorted(v) for k, v in offs.items()})
    with open(os.path.join(out, 'vop3_forms.tsv'), 'w') as fh:
        fh.write('# target\tvop3_opcode\tvop3_mnemonic\tbase_family\tbase_opcode\tbase_mnemonic\tvop3_minus_base\n')
        fh.writelines(vop3_lines)

    # ---- cross-target matrix
    mat = OrderedDict()
    for t in TARGETS:
        for (fam, op), d in final[t].items():
            for mn in d:
                mat.setdefault((fam, mn), {}).setdefault(t, []).append(op)
    with open(os.path.join(out, 'all_targets.tsv'), 'w') as fh:
        fh.write('# family\tmnemonic\t' + '\t'.join(TARGETS) + '\n')
        for (fam, mn) in sorted(mat, key=lambda k: (FAMILY_ORDER.index(k[0]), k[1])):
            cells = []
            for t in TARGETS:
                ops = mat[(fam, mn)].get(t)
                cells.append(','.join('0x%x' % o for o in ops) if ops else '-')
            fh.write('%s\t%s\t%s\n' % (fam, mn, '\t'.join(cells)))

    # ---- asm vs disasm cross-check
    xlines = []
    xsum = {}
    for t in TARGETS:
        if GEN[t] == 'GFX7':
            continue
        dk = {(k, mn) for k, d in drows[(t, None)].items() for mn in d}
        ak = {(k, mn) for k, d in arows[t].items() for mn in d}
        dkk = {k for k, _ in dk}
        akk = {k for k, _ in ak}
        asm_only = sorted(akk - dkk, key=sort_key)
        dis_only = sorted(dkk - akk, key=sort_key)
        # same opcode, different mnemonic
        mism = []
        for k in sorted(akk & dkk, key=sort_key):
            am = set(arows[t][k])
            dm = set(drows[(t, None)][k])
            if not (am & dm):
                mism.append((k, sorted(am), sorted(dm)))
        xsum[t] = (len(asm_only), len(dis_only), len(mism))
        for k in asm_only:
            for mn, v in arows[t][k].items():
                xlines.append('%s\tasm-only\t%s\t0x%x\t%s\t%s\n' % (t, k[0], k[1], mn, v[1]))
        for k in dis_only:
            for mn, v in drows[(t, None)][k].items():
                xlines.append('%s\tdisasm-only\t%s\t0x%x\t%s\t%s\n' % (t, k[0], k[1], mn, v[1]))
        for k, am, dm in mism:
            xlines.append('%s\tmnemonic-differs\t%s\t0x%x\tasm:%s\tdisasm:%s\n' % (t, k[0], k[1], ','.join(am), ','.join(dm)))
    with open(os.path.join(out, 'asm_vs_disasm.tsv'), 'w') as fh:
        fh.write('# target\tkind\tfamily\topcode\tmnemonic\ttext\n')
        fh.writelines(xlines)

    # ---- re-encoding check and round trip
    reenc, nort, rtstat = [], [], {}
    for t in TARGETS:
        fams = {f.name: f for f in families(GEN[t])}
        n = ok = 0
        for k, d in sorted(final[t].items(), key=lambda kv: sort_key(kv[0])):
            fam, op = k
            for mn, v in d.items():
                enc = v[2]
                w = int.from_bytes(bytes(enc[:fams[fam].size]), 'little')
                f2 = classify(GEN[t], w)
                if f2 is None or f2.name != fam or f2.extract(w) != op:
                    reenc.append('%s %s 0x%x `%s` is printed/re-encoded as %s 0x%x (%s)' % (
                        t, fam, op, mn, f2.name if f2 else '?', f2.extract(w) if f2 else -1, fmt_bytes(enc)))
                n += 1
                if v[4]:
                    ok += 1
                else:
                    nort.append('%s\t%s\t0x%x\t%s\t%s\t%s\n' % (t, fam, op, mn, fmt_bytes(enc), v[1]))
        rtstat[t] = (ok, n)
    with open(os.path.join(out, 'roundtrip_failures.tsv'), 'w') as fh:
        fh.write('# target\tfamily\topcode\tmnemonic\tencoding\ttext  (text does not assemble back to encoding)\n')
        fh.writelines(nort)

    # ---- multi-mnemonic opcodes
    multi = []
    for t in TARGETS:
        for k, d in sorted(final[t].items(), key=lambda kv: sort_key(kv[0])):
            if len(d) > 1:
                multi.append((t, k, ['%s[%s]' % (mn, v[0]) for mn, v in d.items()]))

    # ---- field checks for gfx7 (assembler)
    afield = {t: asm_field_check(GEN[t], arows[t]) for t in TARGETS if GEN[t] == 'GFX7'}

    write_readme(out, args, mver, counts, sweeps, afield, astats, aunres, wave_diff, vop3_summary,
                 xsum, multi, mat, final, gfx7_dis_msg, t_dis, t_all, reenc, rtstat)
    print('done in %.1fs (disassembler part %.1fs); wrote %s' % (time.time() - t0, t_dis, out))
    for t in TARGETS:
        print('  %-8s %5d rows' % (t, counts[t][1]))


def write_readme(out, args, mver, counts, sweeps, afield, astats, aunres, wave_diff, vop3_summary,
                 xsum, multi, mat, final, gfx7_dis_msg, t_dis, t_all, reenc, rtstat):
    L = []
    A = L.append
    A('# llvm-mc 14 AMDGPU opcode inventory\n')
    A('Generated by `python3 scripts/amdgpu_inventory/inventory.py` (stdlib only) with llvm-mc %s '
      '(`llvm-mc -arch=amdgcn -mcpu=TARGET -disassemble -show-encoding`). '
      'Run time on this machine: %.0f s in total (disassembler part %.0f s), 2 parallel jobs.\n' % (mver, t_all, t_dis))
    A('Files:\n')
    A('* `<target>.tsv` - one row per decodable opcode (per distinct mnemonic): '
      '`family, opcode(hex), mnemonic, encoding bytes of the sample, disassembled text`. '
      'VOP3-encoded forms of VOP1/VOP2/VOPC keep the printed `_e64` mnemonic.')
    A('* `vop3_forms.tsv` - which VOP3 opcode is the `_e64` form of which VOP1/VOP2/VOPC opcode.')
    A('* `all_targets.tsv` - (family, mnemonic) -> opcode on every target; `-` = absent.')
    A('* `asm_vs_disasm.tsv` - cross-check of the disassembler inventory against the assembler inventory.')
    A('* `roundtrip_failures.tsv` - rows whose sample text does not assemble back to the sample encoding.\n')
    A(KEY_FACTS)
    A('## Method\n')
    A('* **gfx801 gfx803 gfx900 gfx906 gfx90a gfx1010**: every value of the opcode field of every family is '
      'written into a word (operand variants below), each word as one atomic block line `[0x..,...]` followed by a '
      'padding dword 0x00003c00 (so mandatory trailing 32-bit literals such as `s_setreg_imm32_b32` / `v_madmk_f32` decode; 0x3c00 is no inline constant and fits 16-bit literals); '
      'one llvm-mc process per target. Lines that fail are reported on stderr with line:column, successes are matched '
      'back in order by their encoding bytes; only the first instruction of a line counts and it must be at least '
      'as long as the family. For every (family, opcode) the first operand variant that decodes provides the sample; '
      'if different variants print different mnemonics, every distinct mnemonic gets its own row.')
    A('* **gfx700 gfx701**: llvm-mc 14 has **no GFX6/GFX7 disassembler** (`%s`; LLVM 14 '
      'AMDGPUDisassembler only accepts GCN3-encoding/GFX10 targets). Their inventory is built with the '
      '*assembler* instead: all AMDGPU-looking mnemonic strings in libLLVM-14 (plus all mnemonics seen by the '
      'disassembler on the other targets, plus `_e32`/`_e64` variants) are probed on the target (bare mnemonic; '
      '"invalid instruction" / "not supported on this GPU" = absent), accepted ones are assembled with the '
      'operand text of a disassembled sample of the same mnemonic from another target, else with generic operand '
      'templates; family and opcode are read from the produced encoding with the GFX7 field layout. '
      'The sample text column is llvm-mc\'s printed form of the assembled instruction.' % (gfx7_dis_msg or 'n/a'))
    A('* The same assembler pass runs on the gfx8+ targets as a cross-check (`asm_vs_disasm.tsv`).')
    A('* gfx1010 was also disassembled with `-mattr=+wavefrontsize64`; only the printed operands differ '
      '(`vcc` vs `vcc_lo`, `s[0:1]` vs `s0`); the (family, opcode, mnemonic) set is %s. The gfx1010.tsv rows '
      'are the default (wave32) run.\n' % ('identical' if not (wave_diff[0] or wave_diff[1]) else
                                           'DIFFERENT: wave32-only %s, wave64-only %s' % (wave_diff[0], wave_diff[1])))

    A('## Encodings used (bit positions, little-endian dwords; bits 63:32 = second dword)\n')
    A('| family | gen | fixed bits | opcode bits | op values tried | operand variants (OR-ed in) |')
    A('|---|---|---|---|---|---|')
    for gen in ['GFX7', 'GFX8', 'GFX9', 'GFX10']:
        for f in families(gen):
            ops = '0x%x-0x%x' % (f.ops[0], f.ops[-1])
            var = ', '.join('%s=0x%x' % (n, v) for n, v in f.variants)
            A('| %s | %s | %s | %s | %s | %s |' % (f.name, gen, f.prefix_desc(), f.field_desc(), ops, var))
    A('\nOperand variants: VOP3 `vvv` = src0 v0 (0x100 at 40:32), src1 v2 (0x102 at 49:41), src2 v4 (0x104 at 58:50); '
      '`sss` = all operands 0 (s0); VOP3P `vvv` also sets op_sel_hi (bits 60:59 and 14). VOP1/2/C `v` = src0 0x100 (v0). '
      'SMRD `imm` = bit 8; SMEM `imm` = bit 17 (gfx8/9), gfx10 `null` = soffset 0x7d at 63:57. DS `gds` = bit 16 '
      '(gfx8/9) / bit 17 (gfx7/gfx10). FLAT-family `off` = saddr 0x7f (gfx9) / 0x7d (gfx10) at 54:48. MUBUF `lds` = '
      'bit 16. MTBUF `fmt1` = dfmt 1 (gfx7-9, 22:19) / format 1 (gfx10, 25:19). MIMG dmask at 11:8. '
      'All other operand fields are 0 (v0/s0/s[0:1], even-aligned).\n')

    A('## Field verification (bit-flip sweep, llvm-mc disassembler)\n')
    A('For each target/family up to 8 decoded samples spread over the opcode range had every bit flipped. Map, '
      'most significant bit first (bit 63 or 31 ... bit 0), bytes separated by blanks: `O` = flipping this bit changed '
      'the mnemonic in at least one sample, `x` = it only made the word undecodable, `.` = same mnemonic always. '
      'Opcode bits must be `O` (or `x` where neighbours are unassigned); prefix bits are `O`/`x`. '
      '"extra" lists bits outside prefix+opcode that change the mnemonic.\n')
    A('```')
    for t in TARGETS:
        if t not in sweeps:
            continue
        fams = {f.name: f for f in families(GEN[t])}
        for fam in FAMILY_ORDER:
            if fam not in sweeps[t]:
                continue
            m, ns = sweeps[t][fam]
            extra, quiet = check_sweep(fams[fam], m)
            note = []
            if extra:
                note.append('extra=%s' % ','.join(map(str, extra)))
            if quiet:
                note.append('opbits-never-O=%s' % ','.join(map(str, quiet)))
            A('%-7s %-7s op %-10s %s  (%d samples)%s' % (t, fam, fams[fam].field_desc(), group_map(m, fams[fam].size),
                                                        ns, ('  ' + ' '.join(note)) if note else ''))
    A('```\n')
    A('For gfx700/gfx701 (assembler): bits that differ between encodings of different mnemonics assembled with '
      'identical operand text (`O`), per family. These must lie inside the opcode field (plus mnemonic-selecting '
      'fixed bits such as gds for ds_gws_*).\n')
    A('```')
    for t, fm in afield.items():
        fams = {f.name: f for f in families(GEN[t])}
        for fam in FAMILY_ORDER:
            if fam in fm:
                m = fm[fam]
                outside = [fams[fam].size * 8 - 1 - i for i, ch in enumerate(m)
                           if ch == 'O' and not ((fams[fam].opmask >> (fams[fam].size * 8 - 1 - i)) & 1)]
                A('%-7s %-7s op %-10s %s%s' % (t, fam, fams[fam].field_desc(), group_map(m, fams[fam].size),
                                               ('  outside-op=%s' % ','.join(map(str, outside))) if outside else ''))
    A('```\n')

    A('## Counts (decodable opcodes per family; rows in the .tsv can be slightly more where one opcode prints '
      'two mnemonics)\n')
    fams_present = [f for f in FAMILY_ORDER if any(counts[t][0].get(f) for t in TARGETS)]
    A('| family | ' + ' | '.join(TARGETS) + ' |')
    A('|---' * (len(TARGETS) + 1) + '|')
    for fam in fams_present:
        A('| %s | %s |' % (fam, ' | '.join(str(counts[t][0].get(fam, '-')) if counts[t][0].get(fam) else '-'
                                           for t in TARGETS)))
    A('| **total opcodes** | %s |' % ' | '.join(str(sum(counts[t][0].values())) for t in TARGETS))
    A('| rows in tsv | %s |' % ' | '.join(str(counts[t][1]) for t in TARGETS))
    A('\n(gfx700/gfx701 columns come from the assembler, see Method.)\n')

    A('## VOP3 forms of VOP1/VOP2/VOPC\n')
    A('| target | VOP3 rows that are `_e64` forms | other VOP3 rows | opcode offset VOP3 - base |')
    A('|---|---|---|---|')
    for t in TARGETS:
        nf, no, offs = vop3_summary[t]
        A('| %s | %d | %d | %s |' % (t, nf, no, '; '.join('%s: %s' % (k, ','.join('+0x%x' % x for x in v))
                                                          for k, v in sorted(offs.items()))))
    A('')

    A('## Assembler cross-check (gfx8+)\n')
    A('| target | assembler candidates / accepted / assembled | opcodes only via assembler | only via disassembler | '
      'same opcode, different mnemonic |')
    A('|---|---|---|---|---|')
    for t in TARGETS:
        st = astats[t]
        x = xsum.get(t)
        A('| %s | %d / %d / %d | %s | %s | %s |' % (t, st['candidates'], st['accepted'], st['assembled'],
                                                   x[0] if x else 'n/a', x[1] if x else 'n/a', x[2] if x else 'n/a'))
    A('\nDetails in `asm_vs_disasm.tsv`. "only via disassembler" is mostly mnemonics the generic operand templates '
      'could not assemble; "only via assembler" are opcodes the decoder does not accept with the operand '
      'variants used here (or at all).\n')
    for t in ('gfx700', 'gfx701'):
        A('Mnemonics accepted by the %s assembler probe but not assembled by any template (%d): %s\n' % (
            t, len(aunres[t]), ', '.join('`%s`' % n for n in aunres[t]) if aunres[t] else 'none'))

    A('## Round trip and re-encoding\n')
    A('`-show-encoding` prints the **re-encoded** instruction, not the input bytes: don\'t-care bits of the input are '
      'normalised (e.g. `v_nop` with src0=0x100 prints encoding `0x7e000000`). The encoding column is this printed '
      '(canonical) encoding. For gfx8+ every sample text was assembled again and the first operand variant whose text '
      'assembles back to exactly the printed bytes was kept. Round-trip OK per target: %s. Failures (text kept from '
      'the first decoding variant) are listed in `roundtrip_failures.tsv`.\n' % ', '.join(
          '%s %d/%d' % (t, rtstat[t][0], rtstat[t][1]) for t in TARGETS))
    A('Rows whose printed encoding has a different family/opcode than the enumerated one (%d):\n' % len(reenc))
    for r in reenc:
        A('* ' + r)
    A('')
    A('Assembler-only pseudo mnemonics (8 bytes: the branch plus `s_nop 0`; not listed as rows): %s\n' % ', '.join(
        '`%s`' % x for x in sorted(set(sum((astats[t]['pseudo'] for t in TARGETS), []))) or 'none'))
    A('## Surprises / things to know\n')
    S = surprises(mat, final, multi)
    L.extend(S)
    with open(os.path.join(out, 'README.md'), 'w') as fh:
        fh.write('\n'.join(L) + '\n')


def surprises(mat, final, multi):
    S = []
    A = S.append
    # families absent per target
    for t in TARGETS:
        present = {fam for (fam, _) in final[t]}
        absent = [f for f in FAMILY_ORDER if f not in present]
        A('* %s: families absent: %s' % (t, ', '.join(absent) if absent else 'none'))
    A('')

    def only(tset):
        res = []
        for (fam, mn), d in mat.items():
            if set(d) == set(tset):
                res.append('%s:%s' % (fam, mn))
        return sorted(res)

    for title, ts in [('gfx90a-only', ['gfx90a']), ('gfx906-only', ['gfx906']),
                      ('gfx906+gfx90a only (not gfx900)', ['gfx906', 'gfx90a']),
                      ('gfx1010-only', ['gfx1010']), ('gfx700+gfx701 only', ['gfx700', 'gfx701']),
                      ('gfx801-only', ['gfx801']), ('gfx803-only', ['gfx803'])]:
        o = only(ts)
        A('* **%s** (%d): %s' % (title, len(o), ', '.join('`%s`' % x for x in o) if o else 'none'))
    # gfx900 mnemonics missing on gfx90a
    miss = sorted('%s:%s' % k for k, d in mat.items() if 'gfx900' in d and 'gfx90a' not in d)
    A('* **on gfx900 but not on gfx90a** (%d): %s' % (len(miss), ', '.join('`%s`' % x for x in miss)))
    diff78 = sorted('%s:%s' % k for k, d in mat.items() if ('gfx700' in d) != ('gfx701' in d))
    A('* gfx700 vs gfx701 differences: %s' % (', '.join(diff78) if diff78 else 'none'))
    diff88 = sorted('%s:%s' % k for k, d in mat.items() if ('gfx801' in d) != ('gfx803' in d))
    A('* gfx801 vs gfx803 differences: %s' % (', '.join(diff88) if diff88 else 'none'))
    # opcode moves between generations, same family and mnemonic
    pairs = [('gfx701', 'gfx803'), ('gfx803', 'gfx900'), ('gfx900', 'gfx90a'), ('gfx900', 'gfx1010')]
    for a, b in pairs:
        moved = []
        same = 0
        for (fam, mn), d in mat.items():
            if a in d and b in d:
                if d[a] != d[b]:
                    moved.append('%s:%s %s->%s' % (fam, mn, ','.join('0x%x' % x for x in d[a]),
                                                   ','.join('0x%x' % x for x in d[b])))
                else:
                    same += 1
        fams = defaultdict(int)
        for m in moved:
            fams[m.split(':')[0]] += 1
        A('* opcode moves %s -> %s: %d (family, mnemonic) pairs change opcode, %d keep it; by family: %s' % (
            a, b, len(moved), same, ', '.join('%s %d' % kv for kv in sorted(fams.items()))))
        if len(moved) <= 40:
            for m in moved:
                A('  * `%s`' % m)
    # mnemonics that change family between gfx9 and gfx10
    fam_moves = []
    bym = defaultdict(dict)
    for (fam, mn), d in mat.items():
        for t in d:
            bym[mn].setdefault(t, set()).add(fam)
    for mn, d in sorted(bym.items()):
        fs = set()
        for t, s in d.items():
            fs |= s
        if any(len(s - {'VOP3'}) == 1 and 'VOP3' in s and s - {'VOP3'} <= {'VOP1', 'VOP2', 'VOPC'}
               for s in d.values()):
            continue  # VOP1/2/C + its own VOP3 form printed without _e64 (v_nop, v_clrexcp, ...)
        if len(fs) > 1 and not mn.endswith('_e64'):
            fam_moves.append('%s (%s)' % (mn, '; '.join('%s:%s' % (t, '/'.join(sorted(s))) for t, s in sorted(d.items()))))
    A('* mnemonics that appear in more than one family (%d): %s' % (len(fam_moves), ', '.join(fam_moves[:80]) +
                                                                   (' ...' if len(fam_moves) > 80 else '')))
    g16 = sorted({mn for (fam, mn), d in mat.items() if mn.endswith('_g16')})
    A('* **`image_*_g16`** (%d gfx10.3 instructions) are accepted by llvm-mc 14 (assembler and disassembler) on '
      'gfx700/701/801/803/900/906 (not gfx90a): same 7-bit opcode as the non-g16 instruction plus **bit 0 = 1**; on '
      'gfx1010 they are MIMG opcodes 0x80+op (op bit 7 = bit 0). They are the only cause of the multi-mnemonic '
      'opcodes listed next.' % len(g16))
    A('* opcodes that print more than one mnemonic depending on operand bits (%d (target, opcode) pairs; '
      'each mnemonic has its own row in the .tsv; operand variant in brackets):' % len(multi))
    byt = OrderedDict()
    for t, k, mns in multi:
        byt.setdefault(t, []).append('%s 0x%x %s' % (k[0], k[1], ' / '.join(mns)))
    for t, lst in byt.items():
        A('  * %s: %s' % (t, '; '.join(lst)))
    return S


if __name__ == '__main__':
    main()

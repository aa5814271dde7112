#!/usr/bin/env python3
"""Independent expected values for the run-mfma*.s tests (gfx90a matrix instructions).

Written from the layout tables of the CDNA2 ISA manual ("Matrix Arithmetic Instructions") and
AMD's matrix instruction calculator, read in the other direction from the executor: for every
register and lane of an operand, which matrix element it holds. Inputs are small integers (or
integers plus a fraction of 1/1024) so that every sum is exact: the expected D does not depend
on how the hardware rounds (D-MF4), and is computed with Python integers and fractions.

Usage: run-mfma-gen.py MODE SEED STATE.json 'INSTRUCTION' ...
(writes the state, prints CHECK lines for the registers the instructions write)
  MODE id:   each source tuple is filled, the first time an instruction reads it, with the
             identifying matrices of that instruction: A[b][i][k] = 1 if k == i mod K else 0,
             B[b][k][j] = code = 1 + j + N*(k + K*b) (as an int8 for i8: its low byte),
             C[b][i][j] = (N*i + j)/1024 (f32/f64) or (N*i + j) * 2^16 (i32); so
             D[b][i][j] = C[b][i][j] + B[b][i mod K][j] names b, i, j and the k row i picked.
  MODE rand: sources filled with random integers: A, B in [-4, 4], C in [-100, 100].
  MODE wrap: i8 only: A = B = -128, C = 2^31 - 2^16 (the i32 sum wraps).
Each instruction: `mnemonic D, A, B, C [cbsz:n] [abid:n] [blgp:n]` with register tuples
(v[0:3], a[4:7], v8) and C a tuple or an integer inline constant."""
import json, random, re, struct, sys
from fractions import Fraction

# mnemonic -> M, N, K, blocks, input type (the manual's table of gfx90a MFMA)
SHAPES = {
    'v_mfma_f32_32x32x1f32': (32, 32, 1, 2, 'f32'), 'v_mfma_f32_16x16x1f32': (16, 16, 1, 4, 'f32'),
    'v_mfma_f32_4x4x1f32': (4, 4, 1, 16, 'f32'), 'v_mfma_f32_32x32x2f32': (32, 32, 2, 1, 'f32'),
    'v_mfma_f32_16x16x4f32': (16, 16, 4, 1, 'f32'),
    'v_mfma_f32_32x32x4f16': (32, 32, 4, 2, 'f16'), 'v_mfma_f32_16x16x4f16': (16, 16, 4, 4, 'f16'),
    'v_mfma_f32_4x4x4f16': (4, 4, 4, 16, 'f16'), 'v_mfma_f32_32x32x8f16': (32, 32, 8, 1, 'f16'),
    'v_mfma_f32_16x16x16f16': (16, 16, 16, 1, 'f16'),
    'v_mfma_i32_32x32x4i8': (32, 32, 4, 2, 'i8'), 'v_mfma_i32_16x16x4i8': (16, 16, 4, 4, 'i8'),
    'v_mfma_i32_4x4x4i8': (4, 4, 4, 16, 'i8'), 'v_mfma_i32_32x32x8i8': (32, 32, 8, 1, 'i8'),
    'v_mfma_i32_16x16x16i8': (16, 16, 16, 1, 'i8'),
    'v_mfma_f32_32x32x2bf16': (32, 32, 2, 2, 'bf16'), 'v_mfma_f32_16x16x2bf16': (16, 16, 2, 4, 'bf16'),
    'v_mfma_f32_4x4x2bf16': (4, 4, 2, 16, 'bf16'), 'v_mfma_f32_32x32x4bf16': (32, 32, 4, 1, 'bf16'),
    'v_mfma_f32_16x16x8bf16': (16, 16, 8, 1, 'bf16'),
    'v_mfma_f32_32x32x4bf16_1k': (32, 32, 4, 2, 'bf16'), 'v_mfma_f32_16x16x4bf16_1k': (16, 16, 4, 4, 'bf16'),
    'v_mfma_f32_4x4x4bf16_1k': (4, 4, 4, 16, 'bf16'), 'v_mfma_f32_32x32x8bf16_1k': (32, 32, 8, 1, 'bf16'),
    'v_mfma_f32_16x16x16bf16_1k': (16, 16, 16, 1, 'bf16'),
    'v_mfma_f64_16x16x4f64': (16, 16, 4, 1, 'f64'), 'v_mfma_f64_4x4x4f64': (4, 4, 4, 4, 'f64'),
}
EBITS = {'f32': 32, 'f16': 16, 'bf16': 16, 'i8': 8, 'f64': 64}


class Inst:
    def __init__(self, text):
        name, rest = text.split(None, 1)
        self.m, self.n, self.k, self.b, self.t = SHAPES[name]
        ops = [o.strip() for o in rest.split(',')]
        mods = dict(re.findall(r'(cbsz|abid|blgp):(\d+)', ops[3]))
        ops[3] = ops[3].split()[0]
        self.cbsz, self.abid, self.blgp = (int(mods.get(x, 0)) for x in ('cbsz', 'abid', 'blgp'))
        self.d, self.a, self.bb, self.c = (reg(o) for o in ops)
        self.eb = EBITS[self.t]
        self.ob = 64 if self.t == 'f64' else 32
        self.nout = self.m * self.n * self.b * self.ob // 32 // 64   # D registers

    def lane_k_guess(self):
        # consecutive k one lane holds: the 64 lanes hold M (or N) rows of B blocks K / kl times
        return self.k * self.m * self.b // 64

    # --- where each element lives, read from the register and lane ---
    def in_elem(self, lane, e, rows):
        """A (rows = M) or B (rows = N): lane and element e -> (block, row/column, k)."""
        kl = self.lane_k_guess()
        return (lane // rows) % self.b, lane % rows, kl * (lane // (rows * self.b)) + e

    def out_elem(self, r, lane):
        """D/C: register r (a pair for f64) and lane -> (block, i, j)."""
        m, n = self.m, self.n
        if self.ob == 64:
            if m == 16:
                return 0, 4 * r + lane // 16, lane % 16
            return (lane // 4) % 4, lane // 16, lane % 4
        if m == 32:
            q = r % 16
            return r // 16, 8 * (q // 4) + 4 * (lane // 32) + q % 4, lane % 32
        if m == 16:
            return r // 4, 4 * (lane // 16) + r % 4, lane % 16
        return lane // 4, r, lane % 4


def reg(o):
    m = re.fullmatch(r'([va])\[(\d+):(\d+)\]', o) or re.fullmatch(r'([va])(\d+)', o)
    if not m:
        return ('const', int(o))
    return (m.group(1), int(m.group(2)))


def blgp_src(lane, blgp):
    """the lane whose B data a lane uses (CDNA2 BLGP)"""
    return [lane, lane % 32, 32 + lane % 32, (lane + 16) % 64,
            lane % 16, 16 + lane % 16, 32 + lane % 16, 48 + lane % 16][blgp]


def f32bits(x):
    b = struct.unpack('<I', struct.pack('<f', float(x)))[0]
    assert Fraction(struct.unpack('<f', struct.pack('<I', b))[0]) == x, x
    return b


def f64bits(x):
    b = struct.unpack('<Q', struct.pack('<d', float(x)))[0]
    assert Fraction(struct.unpack('<d', struct.pack('<Q', b))[0]) == x, x
    return b


def f16bits(x):
    b = struct.unpack('<H', struct.pack('<e', float(x)))[0]
    assert Fraction(struct.unpack('<e', struct.pack('<H', b))[0]) == x, x
    return b


def enc_in(t, x):
    if t == 'f32': return f32bits(x)
    if t == 'f64': return f64bits(x)
    if t == 'f16': return f16bits(x)
    if t == 'bf16':
        b = f32bits(x)
        assert b & 0xffff == 0, x
        return b >> 16
    return int(x) & 0xff


def dec_in(t, v):
    if t == 'f32': return Fraction(struct.unpack('<f', struct.pack('<I', v))[0])
    if t == 'f64': return Fraction(struct.unpack('<d', struct.pack('<Q', v))[0])
    if t == 'f16': return Fraction(struct.unpack('<e', struct.pack('<H', v))[0])
    if t == 'bf16': return Fraction(struct.unpack('<f', struct.pack('<I', v << 16))[0])
    return v - 256 if v & 0x80 else v


class Regs:
    def __init__(self):
        self.r = {}

    def get(self, f, n):
        return self.r.setdefault('%s%d' % (f, n), [0] * 64)

    def field(self, f, base, lane, bit, w):
        v = 0
        for p in range(max(1, w // 32)):
            v |= self.get(f, base + bit // 32 + p)[lane] << (32 * p)
        return (v >> (bit % 32)) & ((1 << w) - 1) if w < 32 else v

    def set_field(self, f, base, lane, bit, w, v):
        for p in range(max(1, w // 32)):
            row = self.get(f, base + bit // 32 + p)
            part = (v >> (32 * p)) & 0xffffffff if w >= 32 else v << (bit % 32)
            mask = 0xffffffff if w >= 32 else ((1 << w) - 1) << (bit % 32)
            row[lane] = (row[lane] & ~mask) | (part & mask)


def out_enc(ins, x):
    if ins.t == 'i8': return int(x) & 0xffffffff
    return f64bits(x) if ins.ob == 64 else f32bits(x)


def out_dec(ins, v):
    if ins.t == 'i8': return v - (1 << 32) if v >> 31 else v
    return dec_in('f64' if ins.ob == 64 else 'f32', v)


def fill(ins, regs, filled, mode, rng):
    """Give A, B and C their values the first time a tuple is read."""
    kl = ins.lane_k_guess()
    for which, (f, base), rows in (('a', ins.a, ins.m), ('b', ins.bb, ins.n)):
        key = (f, base)
        if key in filled: continue
        filled.add(key)
        for lane in range(64):
            for e in range(kl):
                blk, ij, k = ins.in_elem(lane, e, rows)
                if mode == 'id':
                    x = (1 if k == ij % ins.k else 0) if which == 'a' else 1 + ij + ins.n * (k + ins.k * blk)
                elif mode == 'wrap':
                    x = -128
                else:
                    x = rng.randint(-4, 4)
                regs.set_field(f, base, lane, e * ins.eb, ins.eb, enc_in(ins.t, x))
    f, base = ins.c
    if f == 'const' or (f, base) in filled: return
    filled.add((f, base))
    for r in range(ins.nout // (ins.ob // 32)):
        for lane in range(64):
            blk, i, j = ins.out_elem(r, lane)
            if mode == 'id':
                x = (ins.n * i + j) * 65536 if ins.t == 'i8' else Fraction(ins.n * i + j, 1024)
            elif mode == 'wrap':
                x = (1 << 31) - (1 << 16)
            else:
                x = rng.randint(-100, 100)
            regs.set_field(f, base, lane, r * ins.ob, ins.ob, out_enc(ins, x))


def run(ins, regs):
    """D from the register contents, exactly."""
    kl = ins.lane_k_guess()
    A, B, C = {}, {}, {}
    for lane in range(64):
        for e in range(kl):
            blk, i, k = ins.in_elem(lane, e, ins.m)
            A[blk, i, k] = dec_in(ins.t, regs.field(ins.a[0], ins.a[1], lane, e * ins.eb, ins.eb))
            blk, j, k = ins.in_elem(lane, e, ins.n)
            src = blgp_src(lane, ins.blgp)
            B[blk, k, j] = dec_in(ins.t, regs.field(ins.bb[0], ins.bb[1], src, e * ins.eb, ins.eb))
    npairs = ins.nout // (ins.ob // 32)
    for r in range(npairs):
        for lane in range(64):
            blk, i, j = ins.out_elem(r, lane)
            if ins.c[0] == 'const':
                C[blk, i, j] = ins.c[1]
            else:
                C[blk, i, j] = out_dec(ins, regs.field(ins.c[0], ins.c[1], lane, r * ins.ob, ins.ob))
    out = {}
    g = 1 << ins.cbsz
    for r in range(npairs):
        for lane in range(64):
            blk, i, j = ins.out_elem(r, lane)
            ablk = blk - blk % g + ins.abid % g
            out[r, lane] = C[blk, i, j] + sum(A[ablk, i, k] * B[blk, k, j] for k in range(ins.k))
    for (r, lane), x in out.items():
        regs.set_field(ins.d[0], ins.d[1], lane, r * ins.ob, ins.ob, out_enc(ins, x))
    return ['%s%d' % (ins.d[0], ins.d[1] + q) for q in range(ins.nout)]


def main():
    mode, seed, state = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    regs, filled, written = Regs(), set(), []
    insts = [Inst(t) for t in sys.argv[4:]]
    for ins in insts:
        fill(ins, regs, filled, mode, rng)
    given = {k: list(v) for k, v in regs.r.items()}
    with open(state, 'w') as fh:
        json.dump({'exec': '0xffffffffffffffff', 'regs': given}, fh, separators=(',', ':'))
        fh.write('\n')
    for ins in insts:
        written += run(ins, regs)
    for nm in sorted(set(written)):
        print('// CHECK-DAG: regs.%s: %s{{$}}' % (nm, ' '.join(hex(v) for v in regs.r[nm])))


main()

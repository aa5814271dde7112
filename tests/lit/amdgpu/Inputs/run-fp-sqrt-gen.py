#!/usr/bin/env python3
"""Independent expected values for run-fp-sqrt.s: correctly rounded sqrt and 1/sqrt (f32,
inputs and results flushed as D-FP1/D-FP2 say) and sqrt (f64, denormals kept) of 64 lanes of
special and random inputs, by integer square roots of exactly scaled Python fractions.
Usage: run-fp-sqrt-gen.py SEED STATE.json  (prints the CHECK lines)"""
import json, math, random, struct, sys
from fractions import Fraction

def val(b, w):
    return Fraction(struct.unpack('<f' if w == 32 else '<d', struct.pack('<I' if w == 32 else '<Q', b))[0])

def rn_sqrt(y, w):
    """y: positive Fraction -> bits of the correctly rounded sqrt(y) (normal result assumed)."""
    mb, bias = (23, 127) if w == 32 else (52, 1023)
    e = (y.numerator.bit_length() - y.denominator.bit_length()) // 2
    k = mb + 3 - e                                  # sqrt(y) * 2^k has >= mb + 3 bits
    t = y * Fraction(4) ** k                        # sqrt(t) = sqrt(y) * 2^k
    fl = t.numerator // t.denominator
    r = math.isqrt(fl)                              # floor(sqrt(t)) = floor(sqrt(floor(t)))
    exact = r * r == t
    nb = r.bit_length()
    sh = nb - (mb + 1)
    q, rem = r >> sh, r & ((1 << sh) - 1)
    half = 1 << (sh - 1)
    # sqrt(t) = r + f with 0 <= f < 1, f = 0 exactly when `exact`: round to nearest, ties to even
    if rem > half or (rem == half and (not exact or q & 1)):
        q += 1
    if q >> (mb + 1): q >>= 1; sh += 1
    E = sh - k + mb                                 # value = q * 2^(sh - k), q in [2^mb, 2^(mb+1))
    return ((E + bias) << mb) | (q - (1 << mb))

def sqrt_case(b, w, rsq):
    mb, emax = (23, 255) if w == 32 else (52, 2047)
    sign, mag, inf = 1 << (w - 1), (1 << (w - 1)) - 1, emax << mb
    qnan, dnan = 1 << (mb - 1), inf | (1 << (mb - 1))
    if w == 32 and (b >> mb) & emax == 0: b &= sign            # flush the f32 input
    if b & mag > inf: return b | qnan
    if b & mag == 0: return (b & sign) | inf if rsq else b     # ±0: rsq ±inf, sqrt ±0
    if b & sign: return dnan                                   # negative
    if b == inf: return 0 if rsq else inf
    x = val(b, w)
    return rn_sqrt(1 / x if rsq else x, w)

SPECIAL32 = [0x40400000, 0x40800000, 0x3f800000, 0x00000001, 0x80000000, 0x00000000, 0x7f800000,
             0xbf800000, 0x7f800001, 0x7fc00005, 0x7f7fffff, 0x00800000, 0x3f800001, 0x3f7fffff,
             0x40000000, 0x4b7fffff, 0x00ffffff, 0x80800000]
SPECIAL64 = [0x4008000000000000, 0x0000000000000001, 0x000fffffffffffff, 0x0010000000000000,
             0x7fefffffffffffff, 0x8000000000000000, 0x7ff0000000000000, 0xbff0000000000000,
             0x7ff0000000000001, 0x3ff0000000000001, 0x3fefffffffffffff, 0x4000000000000000,
             0x0000000000000002, 0x3ff0000000000000]

def main():
    rnd = random.Random(int(sys.argv[1]))
    a32 = SPECIAL32 + [rnd.getrandbits(31) if i % 2 else (rnd.getrandbits(23) | (127 + rnd.randint(-20, 20)) << 23)
                       for i in range(64 - len(SPECIAL32))]
    a64 = SPECIAL64 + [rnd.getrandbits(63) if i % 2 else (rnd.getrandbits(52) | (1023 + rnd.randint(-40, 40)) << 52)
                       for i in range(64 - len(SPECIAL64))]
    state = {"regs": {"v10": ["0x%08x" % v for v in a32], "v6": ["0x%08x" % (v & 0xffffffff) for v in a64],
                      "v7": ["0x%08x" % (v >> 32) for v in a64]}}
    open(sys.argv[2], 'w').write(json.dumps(state, indent=1) + "\n")
    s32 = [sqrt_case(v, 32, False) for v in a32]
    r32 = [sqrt_case(v, 32, True) for v in a32]
    s64 = [sqrt_case(v, 64, False) for v in a64]
    print("// CHECK: regs.v1: " + " ".join("0x%x" % v for v in s32) + "{{$}}")
    print("// CHECK: regs.v2: " + " ".join("0x%x" % v for v in r32) + "{{$}}")
    print("// CHECK: regs.v4: " + " ".join("0x%x" % (v & 0xffffffff) for v in s64) + "{{$}}")
    print("// CHECK: regs.v5: " + " ".join("0x%x" % (v >> 32) for v in s64) + "{{$}}")

main()

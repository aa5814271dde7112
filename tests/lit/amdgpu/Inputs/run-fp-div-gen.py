#!/usr/bin/env python3
"""Independent expected values for run-fp-div.s / run-fp-div64.s: the IEEE quotient of
the numerator and denominator of each lane, computed exactly with Python fractions and
rounded to nearest even into f32 (after the f32 denormal flush of the inputs and of the
result, D-FP1/D-FP2) or f64 (denormals kept). Writes the state file and prints CHECK lines.
Usage: run-fp-div-gen.py f16|f32|f64 SEED STATE.json [LANES NUM DEN OUT]
(defaults: 64 lanes; f32 numerator v4, denominator v2, quotient v2; f64 v[2:3], v[4:5], v[2:3])."""
import json, random, struct, sys
from fractions import Fraction

def bits_to_val(b, w):
    fmt, ufmt = ('<f', '<I') if w == 32 else ('<d', '<Q')
    return struct.unpack(fmt, struct.pack(ufmt, b))[0]

def round_ieee(q, w, flush):
    """q: Fraction (nonzero finite). Returns bits, RNE, with overflow to inf."""
    mb, bias, emax = (23, 127, 255) if w == 32 else (52, 1023, 2047)
    sign = 1 if q < 0 else 0
    q = abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    while Fraction(2) ** e > q: e -= 1
    while Fraction(2) ** (e + 1) <= q: e += 1
    e = max(e, 1 - bias)                      # denormal range uses the minimum exponent
    scaled = q / Fraction(2) ** (e - mb)      # significand in units of the last place
    n = scaled.numerator // scaled.denominator
    rem = scaled - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1): n += 1
    if n == 2 ** (mb + 1): n //= 2; e += 1
    if n < 2 ** mb:                            # denormal (or zero)
        if flush: n = 0
        biased = 0
    else:
        biased = e + bias
        n -= 2 ** mb
    if biased >= emax: return (sign << (w - 1)) | (emax << mb)
    return (sign << (w - 1)) | (biased << mb) | n

def round16(q):
    """q: nonzero finite Fraction -> f16 bits, RNE, denormals kept, overflow to inf."""
    sign = 0x8000 if q < 0 else 0
    q = abs(q)
    e = 0
    while Fraction(2) ** e > q: e -= 1
    while Fraction(2) ** (e + 1) <= q: e += 1
    e = max(e, -14)
    sc = q / Fraction(2) ** (e - 10)
    n = sc.numerator // sc.denominator
    r = sc - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2): n += 1
    if n == 2048: n //= 2; e += 1
    if n < 1024: return sign | n
    if e + 15 >= 31: return sign | 0x7c00
    return sign | (e + 15) << 10 | (n - 1024)

def h2f(h):
    s = -1 if h >> 15 else 1
    e, m = (h >> 10) & 31, h & 1023
    return s * (Fraction(m, 2 ** 24) if e == 0 else Fraction(1024 + m) * Fraction(2) ** (e - 25))

def quotient(nb, db, w):
    if w == 16:
        s = (nb ^ db) & 0x8000
        if nb & 0x7fff > 0x7c00: return nb | 0x200
        if db & 0x7fff > 0x7c00: return db | 0x200
        nz, dz, ni, di = nb & 0x7fff == 0, db & 0x7fff == 0, nb & 0x7fff == 0x7c00, db & 0x7fff == 0x7c00
        if (nz and dz) or (ni and di): return 0x7e00
        if dz or ni: return s | 0x7c00
        if di or nz: return s
        return round16(h2f(nb) / h2f(db))
    mb, emax = (23, 255) if w == 32 else (52, 2047)
    signbit = 1 << (w - 1); mag = signbit - 1
    flush = w == 32
    def norm(b):
        if flush and (b >> mb) & emax == 0: return b & signbit   # D-FP2 input flush
        return b
    nb, db = norm(nb), norm(db)
    s = (nb ^ db) & signbit
    inf = emax << mb
    qnan = 1 << (mb - 1)
    dnan = inf | qnan
    if nb & mag > inf: return nb | qnan        # NaN numerator first (v_div_fixup order)
    if db & mag > inf: return db | qnan
    nz, dz = nb & mag == 0, db & mag == 0
    ni, di = nb & mag == inf, db & mag == inf
    if (nz and dz) or (ni and di): return dnan
    if dz or ni: return s | inf
    if di or nz: return s
    q = Fraction(bits_to_val(nb, w)) / Fraction(bits_to_val(db, w))
    return round_ieee(q, w, flush)

F32 = [  # (numerator, denominator, why)
    (0x40c00000, 0x40400000, "6/3 = 2 exact"),
    (0x3f800000, 0x40400000, "1/3 inexact"),
    (0x40000000, 0x40e00000, "2/7"),
    (0x7f7fffff, 0x3f000000, "max/0.5 overflows to inf"),
    (0x7f7fffff, 0x00800000, "max/min-normal: exponent difference >= 96 -> inf"),
    (0x7f000000, 0x3f800001, "2^127 / (1+ulp): huge quotient below max"),
    (0x00800000, 0x7f000000, "min-normal / 2^127: tiny quotient flushed to +0"),
    (0x3f800000, 0x7f7fffff, "1/max: 1/S1 denormal, result flushed"),
    (0x5f800000, 0x7f000000, "2^64 / 2^127 = 2^-63: 1/S1 denormal path, normal result"),
    (0x01000000, 0x3f7fffff, "tiny numerator (exponent <= 23): 2^-125/(1-2^-24)"),
    (0x0d800000, 0x4b000000, "2^-100 / 2^23 = 2^-123: tiny numerator, exact"),
    (0x00000001, 0x3f800000, "denormal numerator flushed: +0"),
    (0x3f800000, 0x00000001, "denormal denominator flushed: 1/+0 = +inf"),
    (0x80000001, 0x3f800000, "negative denormal numerator: -0"),
    (0x00000000, 0x00000000, "0/0: default NaN"),
    (0x7f800000, 0x7f800000, "inf/inf: default NaN"),
    (0x7f800000, 0xc0000000, "inf/-2 = -inf"),
    (0x40000000, 0x7f800000, "2/inf = +0"),
    (0xc0000000, 0x80000000, "-2/-0 = +inf"),
    (0x7fc00001, 0x3f800000, "qNaN numerator kept"),
    (0x3f800000, 0x7f800001, "sNaN denominator quieted"),
    (0x4b7fffff, 0x4b7ffffe, "(2^24-1)/(2^24-2): near 1"),
    (0x3fffffff, 0x3f800001, "rounding case near 2"),
    (0x00ffffff, 0x40000000, "(2^-126 * (2-2^-23)) / 2: result just above min normal"),
    (0x00800001, 0x40000000, "(min normal + ulp)/2: denormal result flushed"),
    (0xc2f6e979, 0x3dfcd6e9, "-123.456 / 0.12345"),
    (0x7e800000, 0x00c00000, "2^126 / (1.5 * 2^-125): overflow via exponent difference"),
    (0x1e3ce508, 0x5f5e1000, "1e-20 / 1.6e19: tiny quotient, 2^-66/2^64 region"),
]
F16 = [
    (0x4600, 0x4200, "6/3 = 2 exact"),
    (0x3c00, 0x4200, "1/3"),
    (0x4000, 0x4700, "2/7"),
    (0x7bff, 0x3800, "65504/0.5 overflows to inf"),
    (0x7bff, 0x0001, "65504/2^-24 = inf"),
    (0x0001, 0x7bff, "2^-24/65504: far below half the smallest denormal: +0"),
    (0x0001, 0x4000, "2^-24/2: tie between 0 and 2^-24: even +0"),
    (0x0003, 0x4000, "3*2^-24/2: tie: even 2*2^-24"),
    (0x0001, 0x3800, "2^-24/0.5 = 2^-23 (denormal)"),
    (0x3c00, 0x0001, "1/2^-24 = 2^24: inf"),
    (0x3c00, 0x03ff, "1/(largest denormal)"),
    (0x0000, 0x0000, "0/0: default NaN"),
    (0x7c00, 0x7c00, "inf/inf: default NaN"),
    (0x7c00, 0xc000, "inf/-2 = -inf"),
    (0x4000, 0x7c00, "2/inf = +0"),
    (0xc000, 0x8000, "-2/-0 = +inf"),
    (0x8000, 0x4000, "-0/2 = -0"),
    (0x7e01, 0x3c00, "qNaN numerator kept"),
    (0x3c00, 0x7c01, "sNaN denominator quieted"),
    (0x7bff, 0x7bfe, "65504/65472: near 1"),
    (0x3bff, 0x3c01, "rounding case near 1"),
    (0xd7b7, 0x2fe7, "-123.44 / 0.1234"),
]
F64 = [
    (0x4018000000000000, 0x4008000000000000, "6/3 = 2 exact"),
    (0x3ff0000000000000, 0x4008000000000000, "1/3"),
    (0x7fefffffffffffff, 0x3fe0000000000000, "max/0.5 = inf"),
    (0x7fefffffffffffff, 0x0010000000000000, "max/min-normal: inf"),
    (0x0010000000000000, 0x4000000000000000, "min normal / 2 = denormal kept: 2^-1023"),
    (0x0000000000000001, 0x4000000000000000, "min denormal / 2: tie rounds to even +0"),
    (0x0000000000000003, 0x4000000000000000, "3*2^-1074 / 2: tie rounds to even 2*2^-1074"),
    (0x0000000000000001, 0x3fe0000000000000, "min denormal / 0.5 = 2^-1073"),
    (0x3ff0000000000000, 0x0000000000000001, "1 / min denormal = inf (2^1074)"),
    (0x3ff0000000000000, 0x000fffffffffffff, "1 / max denormal: 2^1022 * (1 + 2^-52 + ...)"),
    (0x3ff0000000000000, 0x7fefffffffffffff, "1/max: denormal result"),
    (0x4330000000000000, 0x7fe0000000000000, "2^52 / 2^1023 = 2^-971: 1/S1 denormal path"),
    (0x0000000000000000, 0x0000000000000000, "0/0: default NaN"),
    (0x7ff0000000000000, 0xfff0000000000000, "inf/-inf: default NaN"),
    (0x8000000000000000, 0x4000000000000000, "-0/2 = -0"),
    (0x4000000000000000, 0x8000000000000000, "2/-0 = -inf"),
    (0x7ff8000000000001, 0x3ff0000000000000, "qNaN numerator kept"),
    (0x3ff0000000000000, 0x7ff0000000000001, "sNaN denominator quieted"),
    (0x0000000000000005, 0x0000000000000003, "denormal/denormal = 5/3"),
    (0x3fffffffffffffff, 0x3ff0000000000001, "rounding case near 2"),
    (0xc05edd2f1a9fbe77, 0x3fbf9a6b50b0f27c, "-123.456 / 0.12345"),
    (0x0350000000000000, 0x4340000000000000, "tiny numerator 2^-970 / 2^53"),
    (0x001fffffffffffff, 0x4000000000000000, "(2^-1021 - ulp)/2: exact just below... 2^-1022 range"),
]

def main():
    w = {'f16': 16, 'f32': 32, 'f64': 64}[sys.argv[1]]
    cases = list(F16 if w == 16 else F32 if w == 32 else F64)
    lanes = int(sys.argv[4]) if len(sys.argv) > 4 else 64
    rnd = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    while len(cases) < lanes:               # random bit patterns of every exponent
        n, d = rnd.getrandbits(w), rnd.getrandbits(w)
        if w == 16: n, d = n & 0xffff, d & 0xffff
        if w == 16 and len(cases) % 2:      # f16: every other one with exponents near 1.0
            n = n & 0x83ff | (15 + rnd.randint(-6, 6)) << 10
            d = d & 0x83ff | (15 + rnd.randint(-6, 6)) << 10
        elif len(cases) % 2:                # every other one with exponents near 1.0
            mb, bias = (23, 127) if w == 32 else (52, 1023)
            keep = (1 << mb) - 1 | 1 << (w - 1)
            n = n & keep | (bias + rnd.randint(-30, 30)) << mb
            d = d & keep | (bias + rnd.randint(-30, 30)) << mb
        # f32: clang's sequence is compiled for the f32 denormal mode the kernel descriptor
        # sets (FLOAT_DENORM_MODE_32 = 3); gpuisa runs the D-FP1 flush mode, where the
        # Newton residual n*2^-24 of a numerator in [2^-103, 2^-78) is a flushed denormal.
        # Those numerators are left out (docs/amdgpu-exec.md D-T7).
        if w == 32 and 24 <= (n >> 23) & 255 < 49: continue
        cases.append((n, d, "random"))
    cases = cases[:lanes]
    exp = [quotient(n, d, w) for n, d, _ in cases]
    num, den = (int(sys.argv[5]), int(sys.argv[6])) if len(sys.argv) > 6 else ((4, 2) if w == 32 else (2, 4))
    if w <= 32:
        regs = {"v%d" % num: [n for n, _, _ in cases], "v%d" % den: [d for _, d, _ in cases]}
    else:
        regs = {"v%d" % num: [n & 0xffffffff for n, _, _ in cases], "v%d" % (num + 1): [n >> 32 for n, _, _ in cases],
                "v%d" % den: [d & 0xffffffff for _, d, _ in cases], "v%d" % (den + 1): [d >> 32 for _, d, _ in cases]}
    state = {"regs": {k: ["0x%08x" % x for x in v] for k, v in regs.items()}}
    return cases, exp, state

if __name__ == '__main__':
    cases, exp, state = main()
    w = {'f16': 16, 'f32': 32, 'f64': 64}[sys.argv[1]]
    if len(sys.argv) > 4: state["lanes"] = int(sys.argv[4])
    out = sys.argv[3] if len(sys.argv) > 3 else None
    if out: open(out, 'w').write(json.dumps(state, indent=1) + "\n")
    out_reg = int(sys.argv[7]) if len(sys.argv) > 7 else 2
    for i, ((n, d, why), e) in enumerate(zip(cases, exp)):
        print("// lane %2d: %s / %s = %s  (%s)" % (i, hex(n), hex(d), hex(e), why))
    if w <= 32:
        print("// CHECK: regs.v%d: " % out_reg + " ".join("0x%x" % e for e in exp) + "{{$}}")
    else:
        print("// CHECK: regs.v%d: " % out_reg + " ".join("0x%x" % (e & 0xffffffff) for e in exp) + "{{$}}")
        print("// CHECK: regs.v%d: " % (out_reg + 1) + " ".join("0x%x" % (e >> 32) for e in exp) + "{{$}}")

"""References of the SASS launch kernels (run_kernels.py): what each kernel's CUDA source
computes for its launch file, written from the source. f32 values are rounded to IEEE single
after every operation the source performs (f32()); fused multiply-adds (the a * x + y that nvcc
contracts to FFMA) are rounded once: the exact product of two singles fits a double, and the test
data keep the sum exact in double."""
import struct


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def u32(x):
    return x & 0xffffffff


def s32(x):
    x &= 0xffffffff
    return x - (1 << 32) if x >> 31 else x


def buf(launch, name):
    b = launch['buffers'][name]
    if 'values' in b:
        return list(b['values'])
    return [b.get('fill', 0)] * b['count']


def scalar(launch, i):
    (v,) = launch['args'][i].values()
    return v


def vadd(l):
    a, b, c, n = buf(l, 'a'), buf(l, 'b'), buf(l, 'c'), scalar(l, 3)
    for i in range(min(n, l['grid'][0] * l['block'][0])):
        c[i] = u32(a[i] + b[i])
    return {'c': c}


def saxpy(l):
    n, a, x, y = scalar(l, 0), scalar(l, 1), buf(l, 'x'), buf(l, 'y')
    for i in range(min(n, l['grid'][0] * l['block'][0])):
        y[i] = f32(f32(a) * f32(x[i]) + f32(y[i]))
    return {'y': y}


def reduce(l):
    a, out = buf(l, 'in'), buf(l, 'out')
    for blk in range(l['grid'][0]):
        out[blk] = u32(sum(a[blk * 128:(blk + 1) * 128]))
    return {'out': out}


def reduce_f32(l):
    a, out = [f32(v) for v in buf(l, 'in')], buf(l, 'out')
    for blk in range(l['grid'][0]):
        s = a[blk * 128:(blk + 1) * 128]
        st = 64
        while st:
            for t in range(st):
                s[t] = f32(s[t] + s[t + st])
            st >>= 1
        out[blk] = s[0]
    return {'out': out}


def scan(l):
    a, out = buf(l, 'in'), buf(l, 'out')
    for blk in range(l['grid'][0]):
        acc = 0
        for t in range(64):
            acc = u32(acc + a[blk * 64 + t])
            out[blk * 64 + t] = acc
    return {'out': out}


def transpose(l):
    a, out = buf(l, 'in'), buf(l, 'out')
    w, h = scalar(l, 2), scalar(l, 3)
    for y in range(min(h, l['grid'][1] * 16)):
        for x in range(min(w, l['grid'][0] * 16)):
            out[x * h + y] = a[y * w + x]
    return {'out': out}


transpose_shared = transpose


def stencil(l):
    a, out = buf(l, 'in'), buf(l, 'out')
    for g in range(l['grid'][0] * 64):
        out[g] = u32(a[g] + 2 * a[g + 1] + a[g + 2])
    return {'out': out}


def matmul(l):
    A, B, C, n = buf(l, 'A'), buf(l, 'B'), buf(l, 'C'), scalar(l, 3)
    for row in range(n):
        for col in range(n):
            acc = 0.0
            for k in range(n):
                acc = f32(f32(A[row * n + k]) * f32(B[k * n + col]) + acc)
            C[row * n + col] = acc
    return {'C': C}


matmul_tiled = matmul


def collatz(l):
    a, steps = buf(l, 'in'), buf(l, 'steps')
    for i, x in enumerate(a):
        s = 0
        while x != 1:
            x = u32(3 * x + 1) if x & 1 else x >> 1
            s += 1
        steps[i] = s
    return {'steps': steps}


def branchy(l):
    a, b, out = buf(l, 'a'), buf(l, 'b'), buf(l, 'out')
    for i in range(len(out)):
        out[i] = s32((a[i] - b[i]) * 2) if a[i] > b[i] else s32(b[i] - a[i] + 100)
    return {'out': out}


def relu6(l):
    x, y, n = buf(l, 'x'), buf(l, 'y'), scalar(l, 2)
    for i in range(n):
        y[i] = min(max(f32(x[i]), 0.0), 6.0)
    return {'y': y}


def bits(l):
    x, out = buf(l, 'x'), buf(l, 'out')
    for i, v in enumerate(x):
        out[4 * i] = bin(v).count('1')
        out[4 * i + 1] = (v & 0xff00ff00) ^ u32((v >> 7) | (v << 25))
        out[4 * i + 2] = int.from_bytes(v.to_bytes(4, 'little'), 'big')
        out[4 * i + 3] = max(v, 1000)
    return {'out': out}


def convert(l):
    a, b, fa, ib = buf(l, 'a'), buf(l, 'b'), buf(l, 'fa'), buf(l, 'ib')
    for i in range(len(fa)):
        fa[i] = f32(f32(float(a[i])) * 0.5)
        ib[i] = int(f32(b[i]))            # C's conversion truncates toward zero
    return {'fa': fa, 'ib': ib}


def histogram(l):
    a, hist, hmax = buf(l, 'in'), buf(l, 'hist'), buf(l, 'hmax')
    flags, seen, n = buf(l, 'flags'), buf(l, 'seen'), scalar(l, 5)
    for i in range(min(n, l['grid'][0] * 64)):
        hist[a[i] & 15] = u32(hist[a[i] & 15] + 1)
        hmax[0] = max(hmax[0], a[i])
    for b in range(l['grid'][0]):
        seen[b] = flags[b]
        flags[b] = b + 1
    return {'hist': hist, 'hmax': hmax, 'flags': flags, 'seen': seen}


def warp_reduce(l):
    a = buf(l, 'in')
    sums, maxes, neg, allpos = buf(l, 'sums'), buf(l, 'maxes'), buf(l, 'neg'), buf(l, 'allpos')
    for w in range(l['grid'][0] * 2):
        v = a[w * 32:(w + 1) * 32]
        sums[w] = s32(sum(v))
        for i in range(32):
            maxes[w * 32 + i] = max(v)
        neg[w] = sum(1 << k for k in range(32) if v[k] < 0)
        allpos[w] = 1 if all(x >= 0 for x in v) else 0
    return {'sums': sums, 'maxes': maxes, 'neg': neg, 'allpos': allpos}


def find_local(l):
    a, out, pos = buf(l, 'in'), buf(l, 'out'), buf(l, 'pos')
    for i in range(l['grid'][0] * 64):
        v = a[i * 8:(i + 1) * 8]
        found = -1
        for k in range(8):
            if v[k] == 0:
                found = k
                break
        s = 0
        for k in range(7 if found < 0 else found - 1, -1, -1):
            s = s32(s + v[k] * (k + 1))
        out[i], pos[i] = s, found
    return {'out': out, 'pos': pos}


def cas_sum(l):
    a, total, total2, cnt = buf(l, 'in'), buf(l, 'total'), buf(l, 'total2'), buf(l, 'cnt')
    for i in range(l['grid'][0] * 64):
        total[0] = u32(total[0] + a[i])
        total2[0] = u32(total2[0] + a[i])
        cnt[0] = 0 if cnt[0] >= 0xffffffff else cnt[0] + 1
    return {'total': total, 'total2': total2, 'cnt': cnt}


# how often a CAS is retried depends on how the host threads interleave: only the buffers must agree
cas_sum.counts_vary = True

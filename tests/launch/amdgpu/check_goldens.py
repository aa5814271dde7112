#!/usr/bin/env python3
"""Check pocl's goldens (expected/*.json) against a plain-Python reference of the algorithm, so
that the launch files mean what gen_launch.py says they mean.

    python3 tests/launch/amdgpu/check_goldens.py

Each reference below reads the inputs of launch/NAME.json and computes the result from the
definition of the operation (a matrix product, a sum, a histogram, a sort, MD5 ...), not by
translating the kernel.  Dyadic inputs make most f32 results exact; the bound is the corpus'
tolerance (relative 1e-5 for f32, 1e-12 for f64).  Prints one line per checked case and exits 1
on any mismatch.
"""

import hashlib
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKS = {}


def check(fn):
    CHECKS[fn.__name__] = fn
    return fn


def load(name):
    with open(os.path.join(HERE, 'launch', name + '.json')) as f:
        launch = json.load(f)
    with open(os.path.join(HERE, 'expected', name + '.json')) as f:
        golden = json.load(f)['buffers']
    bufs = {k: (v['values'] if 'values' in v else [v['fill']] * v['count']) for k, v in launch['buffers'].items()}
    args = [list(a.values())[0] for a in launch['args']]
    return launch, bufs, args, golden


def close(got, want, rel):
    if len(got) != len(want):
        return 'length %d, expected %d' % (len(got), len(want))
    for i, (g, w) in enumerate(zip(got, want)):
        if abs(g - w) > rel * abs(w):
            return 'element %d: golden %r, reference %r' % (i, g, w)
    return None


def same(got, want):
    if list(got) != list(want):
        i = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w), min(len(got), len(want)))
        return 'first difference at %d (lengths %d, %d)' % (i, len(got), len(want))
    return None


@check
def triad():
    _, b, a, g = load('triad')
    return close(g['memC'], [x + a[3] * y for x, y in zip(b['memA'], b['memB'])], 1e-6)


@check
def triad4():
    _, b, a, g = load('triad4')
    return close(g['memC'], [x + a[3] * y for x, y in zip(b['memA'], b['memB'])], 1e-6)


@check
def mygemm_tiled():
    _, b, a, g = load('mygemm_tiled')
    M, N, K = a[0], a[1], a[2]
    A, Bm = b['A'], b['B']   # column-major: A(r, k) at k*M + r, B(k, c) at c*K + k
    want = [0.0] * (M * N)
    for c in range(N):
        for r in range(M):
            want[c * M + r] = sum(A[k * M + r] * Bm[c * K + k] for k in range(K))
    return close(g['C'], want, 1e-5)


@check
def sgemm():
    _, b, a, g = load('sgemm')
    lda, ldb, ldc, k, alpha, beta = a[1], a[3], a[5], a[6], a[7], a[8]
    m, n = lda, ldb
    A, Bm, C = b['A'], b['B'], b['C']   # C = beta C + alpha A B^T-layout: A(i, kk) at i + kk*lda, B(j, kk) at j + kk*ldb
    want = list(C)
    for j in range(n):
        for i in range(m):
            want[i + j * ldc] = C[i + j * ldc] * beta + alpha * sum(A[i + kk * lda] * Bm[j + kk * ldb] for kk in range(k))
    return close(g['C'], want, 1e-5)


@check
def mm2():
    _, b, a, g = load('mm2')
    ni, nj, nk = a[3], a[4], a[5]
    A, Bm = b['A'], b['B']
    want = [sum(A[i * nk + k] * Bm[k * nj + j] for k in range(nk)) for i in range(ni) for j in range(nj)]
    return close(g['tmp'], want, 1e-5)


@check
def gemm_f64():
    _, b, a, g = load('gemm_f64')
    alpha, beta, ni, nj, nk = a[3], a[4], a[5], a[6], a[7]
    A, Bm, C = b['a'], b['b'], b['c']
    want = [C[i * nj + j] * beta + alpha * sum(A[i * nk + k] * Bm[k * nj + j] for k in range(nk))
            for i in range(ni) for j in range(nj)]
    return close(g['c'], want, 1e-12)


def group_sums(name, key, rel):
    launch, b, a, g = load(name)
    groups, block = launch['grid'][0], launch['block'][0]
    x = b['g_idata']
    # reduce: group gid sums the elements whose position in each stretch of 2*block*groups
    # falls into its 2*block slice
    want = [0.0] * groups
    for i, v in enumerate(x):
        want[(i % (2 * block * groups)) // (2 * block)] += v
    return close(g[key], want, rel)


@check
def reduce():
    return group_sums('reduce', 'g_odata', 1e-5)


@check
def reduce_f64():
    return group_sums('reduce_f64', 'g_odata', 1e-12)


@check
def scan_bottom():
    launch, b, a, g = load('scan_bottom')
    n, groups = a[3], launch['grid'][0]
    region = n // groups // 4 * 4
    want, x = [], b['in']
    for gi in range(groups):
        acc = b['isums'][gi]
        for i in range(gi * region, n if gi == groups - 1 else (gi + 1) * region):
            acc += x[i]
            want.append(acc)
    return close(g['out'], want, 1e-5)


@check
def scan_top():
    _, b, a, g = load('scan_top')
    acc, want = 0.0, []
    for v in b['isums']:
        want.append(acc)   # exclusive scan
        acc += v
    return close(g['isums'], want, 1e-5)


@check
def transpose():
    _, b, a, g = load('transpose')
    P, Q = a[0], a[1]
    want = [b['input'][q * P + p] for p in range(P) for q in range(Q)]
    return same(g['output'], want)


@check
def bitonic_local():
    launch, b, a, g = load('bitonic_local')
    n = 2 * launch['block'][0]
    keys, vals = b['srcKey'], b['srcVal']
    for blk in range(launch['grid'][0]):
        ks = keys[blk * n:(blk + 1) * n]
        up = ((blk & 1) ^ a[5]) == 1
        want = sorted(ks, reverse=not up)
        err = same(g['dstKey'][blk * n:(blk + 1) * n], want)
        if err:
            return 'block %d: %s' % (blk, err)
    if sorted(g['dstVal']) != sorted(vals) or any(keys[v] != k for k, v in zip(g['dstKey'], g['dstVal'])):
        return 'dstVal is not the permutation that goes with dstKey'
    return None


@check
def bitonic_step():
    # one pass (stage 10, pass 0) over 2048 keys: element i is compared with i + 1024
    _, b, a, g = load('bitonic_step')
    x = b['theArray']
    want = [min(x[i], x[i + 1024]) for i in range(1024)] + [max(x[i], x[i + 1024]) for i in range(1024)]
    return same(g['theArray'], want)


def counts(values, nbins, f):
    c = [0] * nbins
    for v in values:
        c[f(v)] += 1
    return c


@check
def histo_global():
    _, b, a, g = load('histo_global')
    return same(g['histo'], counts(b['img'], 256, lambda v: v))


@check
def histo_local():
    _, b, a, g = load('histo_local')
    return same(g['histo'], counts(b['img'], 61, lambda v: v % 61))


@check
def radix_hist():
    _, b, a, g = load('radix_hist')
    return same(g['hist'], counts(b['keys'], 16, lambda v: (v >> a[3]) & 15))


@check
def radix_reduce():
    launch, b, a, g = load('radix_reduce')
    n, shift, groups = a[2], a[4], launch['grid'][0]
    region = n // 4 // groups * 4
    want = [0] * (16 * groups)
    for i, v in enumerate(b['in']):
        want[((v >> shift) & 15) * groups + min(i // region, groups - 1)] += 1
    return same(g['isums'], want)


@check
def tpacf():
    launch, b, a, g = load('tpacf')
    nsets, ne = a[3], a[4]
    xyz = b['all_x_data']
    stride = ne * (nsets + 1)
    binb = b['dev_binb']
    want = list(b['histograms'])
    for bx in range(launch['grid'][0]):
        pts = [(xyz[bx * ne + i], xyz[stride + bx * ne + i], xyz[2 * stride + bx * ne + i]) for i in range(ne)]
        for p in pts:
            for q in pts:
                dot = p[0] * q[0] + p[1] * q[1] + p[2] * q[2]
                # bins are decreasing: the bin of dot is the last k with binb[k] > dot, below NUM_BINS
                k = max([kk for kk in range(20) if kk == 0 or binb[kk] > dot])
                want[bx * 20 + k] += 1
    return same(g['histograms'], want)


@check
def md5hash():
    _, b, a, g = load('md5hash')
    want_words = list(a[:4])
    blen, vals = a[5], a[6]
    for ks in range(a[4]):
        key, idx = [0] * 8, ks
        for i in range(blen - 1, -1, -1):
            key[i] = ord('a') + idx % vals
            idx //= vals
        if list(struct.unpack('<4I', hashlib.md5(bytes(key[:blen])).digest())) == want_words:
            return same([g['foundIndex'][0]] + g['foundKey'] + g['foundDigest'], [ks] + key + want_words)
    return 'no key has the digest'


@check
def kmeans():
    _, b, a, g = load('kmeans')
    npts, ncl, nf = a[3], a[4], a[5]
    f, c = b['feature'], b['clusters']
    want = []
    for p in range(npts):
        d = [sum((f[l * npts + p] - c[i * nf + l]) ** 2 for l in range(nf)) for i in range(ncl)]
        want.append(d.index(min(d)))
    return same(g['membership'], want)


@check
def spmv_csr_scalar():
    _, b, a, g = load('spmv_csr_scalar')
    dim, rd = a[4], b['rowDelimiters']
    want = [sum(b['val'][j] * b['vec'][b['cols'][j]] for j in range(rd[r], rd[r + 1])) for r in range(dim)]
    return close(g['out'], want, 1e-5)


@check
def spmv_csr_vector():
    _, b, a, g = load('spmv_csr_vector')
    dim, rd = a[4], b['rowDelimiters']
    want = [sum(b['val'][j] * b['vec'][b['cols'][j]] for j in range(rd[r], rd[r + 1])) for r in range(dim)]
    return close(g['out'], want, 1e-5)


@check
def stencil3d():
    _, b, a, g = load('stencil3d')
    c0, c1, nx, ny, nz = a[0], a[1], a[4], a[5], a[6]
    A = b['A0']
    ix = lambda i, j, k: i + nx * (j + ny * k)
    want = [0.0] * (nx * ny * nz)
    for k in range(1, nz - 1):
        for j in range(1, ny - 1):
            for i in range(1, nx - 1):
                s = A[ix(i, j, k + 1)] + A[ix(i, j, k - 1)] + A[ix(i, j + 1, k)] + A[ix(i, j - 1, k)] + \
                    A[ix(i + 1, j, k)] + A[ix(i - 1, j, k)]
                want[ix(i, j, k)] = s * c1 - A[ix(i, j, k)] * c0
    return close(g['Anext'], want, 1e-5)


@check
def nn():
    _, b, a, g = load('nn')
    loc = b['d_locations']
    want = [((a[3] - loc[2 * i]) ** 2 + (a[4] - loc[2 * i + 1]) ** 2) ** 0.5 for i in range(a[2])]
    return close(g['d_distances'], want, 1e-6)


@check
def stencil3d_tiled():
    _, b, a, g = load('stencil3d_tiled')
    c0, c1, nx, ny, nz = a[0], a[1], a[4], a[5], a[6]
    A = b['A0']
    ix = lambda i, j, k: i + nx * (j + ny * k)
    want = [0.0] * (nx * ny * nz)
    for k in range(1, nz - 1):
        for j in range(1, ny - 1):
            for i in range(1, nx - 1):
                s = A[ix(i, j, k + 1)] + A[ix(i, j, k - 1)] + A[ix(i, j + 1, k)] + A[ix(i, j - 1, k)] + \
                    A[ix(i + 1, j, k)] + A[ix(i - 1, j, k)]
                want[ix(i, j, k)] = s * c1 - A[ix(i, j, k)] * c0
    return close(g['Anext'], want, 1e-5)


@check
def pathfinder():
    launch, b, a, g = load('pathfinder')
    it, cols = a[0], a[4]
    wall, prev = b['gpuWall'], list(b['gpuSrc'])
    after_first = None
    for t in range(it):
        prev = [min(prev[max(x - 1, 0)], prev[x], prev[min(x + 1, cols - 1)]) + wall[t * cols + x] for x in range(cols)]
        if t == 0:
            after_first = prev
    block, halo = launch['block'][0], a[8]
    small = block - it * halo * 2
    out = [after_first[small * bx - a[7] + 11] for bx in range(launch['grid'][0]) if small * bx - a[7] + 11 < cols]
    return same(g['gpuResults'], prev) or same(g['outputBuffer'], out)


@check
def hotspot():
    _, b, a, g = load('hotspot')
    gc, gr, cap, rx, ry, rz, step = a[4], a[5], a[8], a[9], a[10], a[11], a[12]
    t, p = b['temp_src'], b['power']
    T = lambda y, x: t[min(max(y, 0), gr - 1) * gc + min(max(x, 0), gc - 1)]
    want = []
    for y in range(gr):
        for x in range(gc):
            c = T(y, x)
            want.append(c + step / cap * (p[y * gc + x] + (T(y + 1, x) + T(y - 1, x) - 2 * c) / ry +
                                          (T(y, x + 1) + T(y, x - 1) - 2 * c) / rx + (80.0 - c) / rz))
    return close(g['temp_dst'], want, 1e-5)


@check
def lud_diagonal():
    _, b, a, g = load('lud_diagonal')
    dim = a[2]
    m = list(b['m'])
    n = 16
    for k in range(n):   # in-place Doolittle LU of the leading 16x16 block: L unit lower, U upper
        for i in range(k + 1, n):
            m[i * dim + k] /= m[k * dim + k]
            for j in range(k + 1, n):
                m[i * dim + j] -= m[i * dim + k] * m[k * dim + j]
    return close(g['m'], m, 1e-5)


@check
def backprop_forward():
    launch, b, a, g = load('backprop_forward')
    hid = a[7]
    w, x = b['input_hidden_cuda'], b['input_cuda']
    want = [sum(w[(hid + 1) * (16 * by + ty + 1) + j + 1] * x[16 * by + ty + 1] for ty in range(16))
            for by in range(launch['grid'][1]) for j in range(hid)]
    return close(g['hidden_partial_sum'], want, 1e-5)


@check
def scan_reduce():
    launch, b, a, g = load('scan_reduce')
    n, groups = a[2], launch['grid'][0]
    region = n // 4 // groups * 4
    want = [sum(b['in'][gi * region:(n if gi == groups - 1 else (gi + 1) * region)]) for gi in range(groups)]
    return close(g['isums'], want, 1e-5)


@check
def histo_local_g():
    _, b, a, g = load('histo_local_g')
    return same(g['histo'], counts(b['img'], 61, lambda v: v % 61))


@check
def lud_internal():
    _, b, a, g = load('lud_internal')
    dim, m = a[3], list(b['m'])
    for i in range(16, dim):
        for j in range(16, dim):
            m[i * dim + j] = b['m'][i * dim + j] - sum(b['m'][i * dim + k] * b['m'][k * dim + j] for k in range(16))
    return close(g['m'], m, 1e-5)


@check
def atax_O0_g():
    _, b, a, g = load('atax_O0_g')
    nx, ny = a[3], a[4]
    want = [sum(b['A'][i * ny + j] * b['x'][j] for j in range(ny)) for i in range(nx)]
    return close(g['tmp'], want, 1e-5)


@check
def cov_mean():
    _, b, a, g = load('cov_mean')
    fn, m, n = a[2], a[3], a[4]
    want = [sum(b['data'][i * m + j] for i in range(n)) / fn for j in range(m)]
    return close(g['mean'], want, 1e-12)


@check
def sad():
    launch, b, a, g = load('sad')
    fr, ref, rw = b['frame'], b['ref'], a[5]
    h = a[3] * 16
    want = [0] * len(b['blk_sad'])
    for blk in range(launch['grid'][1]):
        bx, by = (blk & 3) * 4, (blk >> 2) * 4
        for pos in range(33 * 33):
            dx, dy_ = pos % 33 - 16, pos // 33 - 16
            want[blk * 1089 + pos] = sum(abs(fr[(by + y) * 16 + bx + x] -
                                             ref[min(max(by + dy_ + y, 0), h - 1) * rw + min(max(bx + dx + x, 0), rw - 1)])
                                         for y in range(4) for x in range(4))
    return same(g['blk_sad'], want)


@check
def cfd_memset():
    _, b, a, g = load('cfd_memset')
    return same(g['mem_d'], [a[1]] * a[2] + b['mem_d'][a[2]:])


@check
def cfd_init():
    _, b, a, g = load('cfd_init')
    return same(g['variables'], [v for v in b['ff_variable'] for _ in range(a[2])])


@check
def mvt1():
    _, b, a, g = load('mvt1')
    n = a[3]
    return close(g['x'], [b['x'][i] + sum(b['a'][i * n + j] * b['y'][j] for j in range(n)) for i in range(n)], 1e-5)


@check
def gesummv():
    _, b, a, g = load('gesummv')
    alpha, beta, n = a[5], a[6], a[7]
    ta = [sum(b['a'][i * n + j] * b['x'][j] for j in range(n)) for i in range(n)]
    tb = [sum(b['b'][i * n + j] * b['x'][j] for j in range(n)) for i in range(n)]
    return close(g['tmp'], ta, 1e-5) or close(g['y'], [alpha * x + beta * y for x, y in zip(ta, tb)], 1e-5)


@check
def reduce_serial():
    _, b, a, g = load('reduce_serial')
    return close(g['g_odata'], [sum(b['g_idata'])], 1e-5)


@check
def gramschmidt2():
    _, b, a, g = load('gramschmidt2')
    k, m, n = a[3], a[4], a[5]
    want = [0.0] * (m * n)
    for i in range(m):
        want[i * n + k] = b['a'][i * n + k] / b['r'][k * n + k]
    return close(g['q'], want, 1e-6)


@check
def btree_findK():
    # leaf L holds the keys 250 (L-1) .. 250 L - 1 with record index = key (gen_launch.py)
    _, b, a, g = load('btree_findK')
    keys = b['keysD']
    return same(g['ansD'], [b['recordsD'][k] for k in keys]) or same(g['currKnodeD'], [1 + k // 250 for k in keys])


@check
def btree_findRangeK():
    _, b, a, g = load('btree_findRangeK')
    st, en = b['startD'], b['endD']
    return same(g['RecstartD'], st) or same(g['ReclenD'], [e - s + 1 for s, e in zip(st, en)])


def main():
    bad = 0
    for name, fn in CHECKS.items():
        err = fn()
        print('%s %s%s' % ('ok  ' if not err else 'FAIL', name, ': ' + err if err else ''))
        bad += bool(err)
    print('%d goldens checked, %d mismatches' % (len(CHECKS), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()

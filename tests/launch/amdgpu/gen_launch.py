#!/usr/bin/env python3
"""Generate the AMDGPU launch corpus (tests/launch/amdgpu, README.md there).

    python3 tests/launch/amdgpu/gen_launch.py                 # launch/*.json and cases.json
    python3 tests/launch/amdgpu/gen_launch.py --compile       # also s/<cpu>/*.s of src/*.cl (clang-14)
    python3 tests/launch/amdgpu/gen_launch.py --goldens [--pocl-run build/tests/pocl_run]
                                                              # also expected/*.json from pocl
    python3 tests/launch/amdgpu/gen_launch.py --check         # write nothing; exit 1 if stale

Every case is one kernel of an OpenCL C file (tests/corpus/amdgpu/src or src/ here) with a
launch file in the format of `gpuisa run --launch` (CONTRACT.md).  Input data is
pseudo-random from a fixed seed per case (random.Random(SEED + crc32(name))), so adding a
case does not change the others.  Float inputs are exact binary32 (or binary64) values;
where a kernel only adds and multiplies, they are small dyadic rationals (multiples of 1/64),
so that every intermediate is exact in binary32 and the result does not depend on the order
of the operations or on contraction into FMA.
"""

import argparse
import json
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib
import hashlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
CORPUS = os.path.join(ROOT, 'tests', 'corpus', 'amdgpu')
CPUS = ['gfx900', 'gfx90a', 'gfx1010']
SEED = 19
CLANG = ['-x', 'cl', '-cl-std=CL1.2', '-cl-no-stdinc', '-include', 'prelude.h', '-target', 'amdgcn-amd-amdhsa',
         '-nogpulib', '-O2', '-S']

# ---- data helpers ---------------------------------------------------------------------------


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def dy(r, n, lo, hi, den=64):
    """n multiples of 1/den in [lo, hi] (exact in binary32)."""
    return [r.randint(int(lo * den), int(hi * den)) / den for _ in range(n)]


def uf(r, n, lo, hi):
    """n binary32 values, uniform in [lo, hi]."""
    return [f32(r.uniform(lo, hi)) for _ in range(n)]


def ud(r, n, lo, hi):
    return [r.uniform(lo, hi) for _ in range(n)]


def ui(r, n, lo, hi):
    return [r.randint(lo, hi) for _ in range(n)]


def buf(t, values):
    return {'type': t, 'values': list(values)}


def zeros(t, n, fill=0):
    return {'type': t, 'count': n, 'fill': fill}


def B(name):
    return {'buffer': name}


def L(n):
    return {'local': n}


def i32(v):
    return {'i32': v}


def u32(v):
    return {'u32': v}


def i64(v):
    return {'i64': v}


def F(v):
    return {'f32': f32(v)}


def D(v):
    return {'f64': v}


CASES = []


def case(name, src, kernel, category, grid, block, buffers, args, dump=None, tol=None, note=None):
    """src: 'corpus/NAME' (tests/corpus/amdgpu/src/NAME.cl) or 'local/NAME' (src/NAME.cl here).
    tol: per-case tolerance exception {"f32_rel": .., "f32_abs": .., "why": ..}."""
    launch = {'kernel': kernel, 'grid': grid, 'block': block, 'buffers': buffers, 'args': args}
    if dump is not None:
        launch['dump'] = dump
    CASES.append({'name': name, 'src': src, 'kernel': kernel, 'category': category, 'launch': launch,
                  'tol': tol, 'note': note})


def rng(name):
    return random.Random(SEED + zlib.crc32(name.encode()))

# ---- the cases ------------------------------------------------------------------------------


def define_cases():
    # -- vector ---------------------------------------------------------------------------------
    r = rng('triad')
    n = 1024
    case('triad', 'corpus/shoc_triad', 'Triad', 'vector (add/scale)', [4], [256],
         {'memA': buf('f32', dy(r, n, -4, 4)), 'memB': buf('f32', dy(r, n, -4, 4)), 'memC': zeros('f32', n)},
         [B('memA'), B('memB'), B('memC'), F(1.5)], dump=['memC'])
    r = rng('triad4')
    n = 512
    case('triad4', 'corpus/shoc_triad', 'Triad4', 'vector (float4)', [2], [256],
         {'memA': buf('f32', dy(r, 4 * n, -4, 4)), 'memB': buf('f32', dy(r, 4 * n, -4, 4)),
          'memC': zeros('f32', 4 * n)},
         [B('memA'), B('memB'), B('memC'), F(-0.75)], dump=['memC'])

    # -- matrix multiply ----------------------------------------------------------------------
    r = rng('sgemm')
    m, nn, k = 256, 32, 32
    case('sgemm', 'corpus/parboil_sgemm', 'mysgemmNT', 'matmul (LDS tile, register tile)', [2, 2], [16, 8],
         {'A': buf('f32', dy(r, m * k, -2, 2)), 'B': buf('f32', dy(r, k * nn, -2, 2)),
          'C': buf('f32', dy(r, m * nn, -2, 2))},
         [B('A'), i32(m), B('B'), i32(nn), B('C'), i32(m), i32(k), F(1.5), F(0.5)], dump=['C'])
    r = rng('mm2')
    ni, nj, nk = 48, 64, 40
    case('mm2', 'corpus/polybench_2mm', 'mm2_kernel1', 'matmul (naive)', [2, 12], [32, 4],
         {'tmp': zeros('f32', ni * nj), 'A': buf('f32', dy(r, ni * nk, -2, 2)), 'B': buf('f32', dy(r, nk * nj, -2, 2))},
         [B('tmp'), B('A'), B('B'), i32(ni), i32(nj), i32(nk)], dump=['tmp'])
    r = rng('mm3')
    ni, nj, nk = 32, 64, 24
    case('mm3', 'corpus/polybench_3mm', 'mm3_kernel1', 'matmul (fma)', [2, 8], [32, 4],
         {'A': buf('f32', uf(r, ni * nk, -1, 1)), 'B': buf('f32', uf(r, nk * nj, -1, 1)), 'E': zeros('f32', ni * nj)},
         [B('A'), B('B'), B('E'), i32(ni), i32(nj), i32(nk)], dump=['E'],
         tol={'f32_abs': 1e-5, 'why': 'random binary32 inputs: sums of 24 products of [-1, 1] can cancel to '
              'near 0, where a relative bound is meaningless; the absolute bound is ~100 ulp of the terms'})
    r = rng('gemm_f64')
    ni, nj, nk = 32, 32, 32
    case('gemm_f64', 'corpus/polybench_gemm_f64', 'gemm', 'matmul (f64)', [1, 8], [32, 4],
         {'a': buf('f64', ud(r, ni * nk, 0.5, 1.5)), 'b': buf('f64', ud(r, nk * nj, 0.5, 1.5)),
          'c': buf('f64', ud(r, ni * nj, 0.5, 1.5))},
         [B('a'), B('b'), B('c'), D(1.25), D(0.75), i32(ni), i32(nj), i32(nk)], dump=['c'])
    r = rng('syr2k')
    nn, m = 32, 24
    case('syr2k', 'corpus/polybench_syr2k', 'syr2k_kernel', 'matmul (rank-2k update)', [1, 8], [32, 4],
         {'a': buf('f32', dy(r, nn * m, -2, 2)), 'b': buf('f32', dy(r, nn * m, -2, 2)),
          'c': buf('f32', dy(r, nn * nn, -2, 2))},
         [B('a'), B('b'), B('c'), F(0.5), F(2.0), i32(nn), i32(m)], dump=['c'])
    r = rng('mygemm_tiled')
    M, N, K = 64, 32, 48
    case('mygemm_tiled', 'local/mygemm_tiled', 'myGEMM2', 'matmul (16x16 LDS tiles)', [4, 2], [16, 16],
         {'A': buf('f32', dy(r, M * K, -2, 2)), 'B': buf('f32', dy(r, K * N, -2, 2)), 'C': zeros('f32', M * N)},
         [i32(M), i32(N), i32(K), B('A'), B('B'), B('C')], dump=['C'])

    # -- reductions and scans -------------------------------------------------------------------
    r = rng('reduce')
    n = 4096
    case('reduce', 'corpus/shoc_reduction', 'reduce', 'reduction (LDS tree, barriers)', [4], [256],
         {'g_idata': buf('f32', dy(r, n, 0, 2, 256)), 'g_odata': zeros('f32', 4)},
         [B('g_idata'), B('g_odata'), L(256 * 4), u32(n)], dump=['g_odata'])
    r = rng('reduce_f64')
    n = 4096
    case('reduce_f64', 'local/shoc_reduction_f64', 'reduce', 'reduction (f64, LDS tree)', [4], [128],
         {'g_idata': buf('f64', ud(r, n, 0.0, 1.0)), 'g_odata': zeros('f64', 4)},
         [B('g_idata'), B('g_odata'), L(128 * 8), u32(n)], dump=['g_odata'])
    r = rng('scan_reduce')
    n = 4096
    case('scan_reduce', 'corpus/shoc_scan', 'reduce', 'scan (phase 1: block sums)', [4], [256],
         {'in': buf('f32', dy(r, n, 0, 2, 256)), 'isums': zeros('f32', 4)},
         [B('in'), B('isums'), i32(n), L(256 * 4)], dump=['isums'])
    r = rng('scan_top')
    n = 200
    case('scan_top', 'corpus/shoc_scan', 'top_scan', 'scan (phase 2: one work-group scans the sums)', [1], [256],
         {'isums': buf('f32', dy(r, n, 0, 8, 64))}, [B('isums'), i32(n), L(2 * 256 * 4)],
         note='one work-group by design (it scans the per-group sums)')
    r = rng('scan_bottom')
    n = 2048
    case('scan_bottom', 'local/shoc_scan_bottom', 'bottom_scan', 'scan (phase 3: local scans + seeds)', [4], [128],
         {'in': buf('f32', dy(r, n, 0, 2, 64)), 'isums': buf('f32', [0.0, 511.5, 1020.25, 1533.0]),
          'out': zeros('f32', n)},
         [B('in'), B('isums'), B('out'), i32(n), L(2 * 128 * 4)], dump=['out'])

    # -- stencils -------------------------------------------------------------------------------
    r = rng('stencil3d')
    nx, ny, nz = 34, 10, 6
    case('stencil3d', 'corpus/parboil_stencil', 'naive_kernel', 'stencil (7-point, 3-D grid)', [1, 2, 2], [32, 4, 2],
         {'A0': buf('f32', dy(r, nx * ny * nz, -4, 4)), 'Anext': zeros('f32', nx * ny * nz)},
         [F(0.5), F(0.125), B('A0'), B('Anext'), i32(nx), i32(ny), i32(nz)], dump=['Anext'])
    r = rng('stencil3d_tiled')
    nx, ny, nz = 64, 16, 4
    case('stencil3d_tiled', 'corpus/parboil_stencil', 'block2D_reg_tiling', 'stencil (7-point, LDS plane, z march)',
         [2, 4], [32, 4],
         {'A0': buf('f32', dy(r, nx * ny * nz, -4, 4)), 'Anext': zeros('f32', nx * ny * nz)},
         [F(0.5), F(0.125), B('A0'), B('Anext'), i32(nx), i32(ny), i32(nz), L(34 * 6 * 4)], dump=['Anext'])
    r = rng('conv2d')
    ni, nj = 32, 64
    case('conv2d', 'corpus/polybench_conv2d', 'Convolution2D_kernel', 'stencil (3x3 convolution)', [2, 8], [32, 4],
         {'A': buf('f32', uf(r, ni * nj, 0.5, 1.5)), 'B': zeros('f32', ni * nj)},
         [B('A'), B('B'), i32(ni), i32(nj)], dump=['B'],
         tol={'f32_abs': 1e-6, 'why': 'signed coefficients: a few outputs cancel to near 0'})
    r = rng('jacobi2d')
    n = 48
    case('jacobi2d', 'corpus/polybench_jacobi2d', 'runJacobi2D_kernel1', 'stencil (5-point Jacobi)', [3, 6], [16, 8],
         {'A': buf('f32', uf(r, n * n, 0.5, 1.5)), 'B': zeros('f32', n * n)}, [B('A'), B('B'), i32(n)], dump=['B'])
    r = rng('fdtd2d')
    nx, ny = 32, 64
    case('fdtd2d', 'corpus/polybench_fdtd2d', 'fdtd_kernel3', 'stencil (FDTD H-field)', [2, 8], [32, 4],
         {'ex': buf('f32', dy(r, nx * (ny + 1), -2, 2)), 'ey': buf('f32', dy(r, (nx + 1) * ny, -2, 2)),
          'hz': buf('f32', dy(r, nx * ny, -2, 2))},
         [B('ex'), B('ey'), B('hz'), i32(nx), i32(ny)], dump=['hz'])
    r = rng('hotspot')
    gr = gc = 28
    case('hotspot', 'corpus/rodinia_hotspot', 'hotspot', 'stencil (thermal, LDS, iterated)', [2, 2], [16, 16],
         {'power': buf('f32', uf(r, gr * gc, 0.0, 1.0)), 'temp_src': buf('f32', uf(r, gr * gc, 320.0, 345.0)),
          'temp_dst': zeros('f32', gr * gc)},
         [i32(1), B('power'), B('temp_src'), B('temp_dst'), i32(gc), i32(gr), i32(1), i32(1),
          F(0.5), F(2.0), F(2.0), F(40.0), F(0.01)], dump=['temp_dst'])

    # -- histograms (atomics) -------------------------------------------------------------------
    r = rng('histo_global')
    w, h = 64, 32
    case('histo_global', 'corpus/parboil_histo', 'histo_kernel', 'histogram (global atomic_inc)', [8], [256],
         {'img': buf('u32', ui(r, w * h, 0, 255)), 'histo': zeros('u32', 256)},
         [B('img'), B('histo'), u32(w), u32(h)], dump=['histo'],
         note='at most ~20 hits per bin, far below the saturation test at 255, so the result is race-free')
    r = rng('histo_local')
    n = 4096
    case('histo_local', 'corpus/parboil_histo', 'histo_local_kernel', 'histogram (LDS + global atomics)', [4], [256],
         {'img': buf('u32', ui(r, n, 0, 0xffffffff)), 'histo': zeros('u32', 61)},
         [B('img'), B('histo'), u32(n), u32(61), L(61 * 4)], dump=['histo'])
    r = rng('histo_final')
    case('histo_final', 'corpus/parboil_histo', 'histo_final_kernel', 'histogram (saturate to u8)', [2], [256],
         {'global_histo': buf('u32', [r.choice([0, 1, 254, 255, 256, 1000, r.randint(0, 300)]) for _ in range(1000)]),
          'final_histo': zeros('u8', 1000)},
         [u32(0), u32(1000), B('global_histo'), B('final_histo')], dump=['final_histo'])
    r = rng('radix_hist')
    n = 4096
    case('radix_hist', 'corpus/shoc_sort', 'sort_histogram_atomic', 'histogram (radix digits, LDS atomics)',
         [4], [256], {'keys': buf('u32', ui(r, n, 0, 0xffffffff)), 'hist': zeros('u32', 16)},
         [B('keys'), B('hist'), i32(n), i32(4)], dump=['hist'])
    r = rng('tpacf')
    ne, nsets = 128, 1
    coords = [dy(r, ne * (nsets + 1), -1, 1, 8) for _ in range(3)]
    binb = [3.5 - 0.35 * k + 1.0 / 1024 for k in range(21)]
    case('tpacf', 'corpus/parboil_tpacf', 'gen_hists', 'histogram (f64 bin search, LDS atomic_inc, u64)', [2], [256],
         {'histograms': buf('u64', [r.randint(0, 1 << 40) for _ in range(40)]),
          'all_x_data': buf('f32', coords[0] + coords[1] + coords[2]), 'dev_binb': buf('f64', binb)},
         [B('histograms'), B('all_x_data'), B('dev_binb'), i32(nsets), i32(ne)], dump=['histograms'],
         note='coordinates are multiples of 1/8, so every dot product is exact and no bin edge is hit')

    # -- transposes -----------------------------------------------------------------------------
    r = rng('transpose')
    P, Q = 64, 48
    case('transpose', 'local/mygemm_transpose', 'transpose', 'transpose (LDS tile)', [4, 3], [16, 16],
         {'input': buf('f32', uf(r, P * Q, -100, 100)), 'output': zeros('f32', P * Q)},
         [i32(P), i32(Q), B('input'), B('output')], dump=['output'])
    r = rng('kmeans_swap')
    npts, nf = 1024, 5
    case('kmeans_swap', 'corpus/rodinia_kmeans', 'kmeans_swap', 'transpose (row-major to column-major)', [4], [256],
         {'feature': buf('f32', uf(r, npts * nf, -10, 10)), 'feature_swap': zeros('f32', npts * nf)},
         [B('feature'), B('feature_swap'), i32(npts), i32(nf)], dump=['feature_swap'])

    # -- sorting --------------------------------------------------------------------------------
    r = rng('bitonic_step')
    keys = ui(r, 2048, 0, 0xffffffff)
    case('bitonic_step', 'local/amd_bitonic', 'bitonicSort', 'sort (bitonic network pass, global)', [4], [256],
         {'theArray': buf('u32', keys)}, [B('theArray'), u32(10), u32(0), u32(1)])
    r = rng('bitonic_step2')
    keys = ui(r, 2048, 0, 0xffffffff)
    case('bitonic_step2', 'local/amd_bitonic', 'bitonicSort', 'sort (bitonic network pass, global)', [4], [256],
         {'theArray': buf('u32', keys)}, [B('theArray'), u32(4), u32(2), u32(0)])
    r = rng('bitonic_local')
    n = 1024
    case('bitonic_local', 'local/nvidia_bitonic_local', 'bitonicSortLocal', 'sort (bitonic in LDS, barriers)', [4],
         [128],
         {'dstKey': zeros('u32', n), 'dstVal': zeros('u32', n), 'srcKey': buf('u32', ui(r, n, 0, 999)),
          'srcVal': buf('u32', range(n))},
         [B('dstKey'), B('dstVal'), B('srcKey'), B('srcVal'), u32(n), u32(1)], dump=['dstKey', 'dstVal'],
         note='keys in 0..999 (duplicates): the comparator never swaps equal keys, so values stay deterministic')
    r = rng('radix_reduce')
    n = 4096
    case('radix_reduce', 'corpus/shoc_sort', 'sort_reduce', 'sort (radix digit counts, private array, LDS)', [4],
         [256], {'in': buf('u32', ui(r, n, 0, 0xffffffff)), 'isums': zeros('u32', 64)},
         [B('in'), B('isums'), i32(n), L(256 * 4), i32(8)], dump=['isums'])

    # -- sparse matrix-vector -------------------------------------------------------------------
    r = rng('spmv_csr')
    dim = 512
    rowlen = [r.randint(0, 12) for _ in range(dim)]
    delims = [0]
    for x in rowlen:
        delims.append(delims[-1] + x)
    nnz = delims[-1]
    cols = [r.randint(0, dim - 1) for _ in range(nnz)]
    vals, vec = dy(r, nnz, -2, 2), dy(r, dim, -2, 2)
    csr = {'val': buf('f32', vals), 'vec': buf('f32', vec), 'cols': buf('s32', cols), 'rowDelimiters': buf('s32', delims),
           'out': zeros('f32', dim)}
    case('spmv_csr_scalar', 'corpus/shoc_spmv', 'spmv_csr_scalar_kernel', 'sparse (CSR, row per work-item)', [2],
         [256], csr, [B('val'), B('vec'), B('cols'), B('rowDelimiters'), i32(dim), B('out')], dump=['out'])
    r = rng('spmv_csr_vector')
    dim = 32
    rowlen = [r.randint(0, 80) for _ in range(dim)]
    delims = [0]
    for x in rowlen:
        delims.append(delims[-1] + x)
    nnz = delims[-1]
    case('spmv_csr_vector', 'corpus/shoc_spmv', 'spmv_csr_vector_kernel', 'sparse (CSR, 32 lanes per row, LDS)', [8],
         [128],
         {'val': buf('f32', dy(r, nnz, -2, 2)), 'vec': buf('f32', dy(r, 256, -2, 2)),
          'cols': buf('s32', ui(r, nnz, 0, 255)), 'rowDelimiters': buf('s32', delims), 'out': zeros('f32', dim)},
         [B('val'), B('vec'), B('cols'), B('rowDelimiters'), i32(dim), B('out')], dump=['out'])
    r = rng('spmv_ellpackr')
    dim, maxlen = 512, 10
    rl = [r.randint(0, maxlen) for _ in range(dim)]
    case('spmv_ellpackr', 'corpus/shoc_spmv', 'spmv_ellpackr_kernel', 'sparse (ELLPACK-R)', [2], [256],
         {'val': buf('f32', dy(r, maxlen * dim, -2, 2)), 'vec': buf('f32', dy(r, dim, -2, 2)),
          'cols': buf('s32', ui(r, maxlen * dim, 0, dim - 1)), 'rowLengths': buf('s32', rl),
          'out': zeros('f32', dim)},
         [B('val'), B('vec'), B('cols'), B('rowLengths'), i32(dim), B('out')], dump=['out'])
    r = rng('spmv_jds')
    dim = 512
    nz = [r.randint(0, 12) for _ in range(dim)]
    perm = sorted(range(dim), key=lambda i: (-nz[i], i))   # JDS order: rows by decreasing length
    maxnz = nz[perm[0]]
    data, index = [0.0] * (maxnz * dim), [0] * (maxnz * dim)
    for ix, row in enumerate(perm):
        for kk in range(nz[row]):
            data[kk * dim + ix] = r.randint(-128, 128) / 64
            index[kk * dim + ix] = r.randint(0, dim - 1)
    zcnt = [nz[perm[s * 32]] for s in range(dim // 32)]
    case('spmv_jds', 'corpus/parboil_spmv_jds', 'spmv_jds_naive', 'sparse (JDS, __constant arrays)', [2], [256],
         {'dst_vector': zeros('f32', dim), 'd_data': buf('f32', data), 'd_index': buf('s32', index),
          'd_perm': buf('s32', perm), 'x_vec': buf('f32', dy(r, dim, -2, 2)),
          'jds_ptr_int': buf('s32', [kk * dim for kk in range(maxnz)]), 'sh_zcnt_int': buf('s32', zcnt)},
         [B('dst_vector'), B('d_data'), B('d_index'), B('d_perm'), B('x_vec'), i32(dim), B('jds_ptr_int'),
          B('sh_zcnt_int')], dump=['dst_vector'])

    # -- double precision -----------------------------------------------------------------------
    r = rng('cov_mean')
    m, n = 256, 32
    data = ud(r, m * n, -1.0, 1.0)
    cov = {'mean': zeros('f64', m), 'data': buf('f64', data)}
    case('cov_mean', 'corpus/polybench_covariance_f64', 'mean_kernel', 'f64 (column means, division)', [2], [128],
         cov, [B('mean'), B('data'), D(float(n)), i32(m), i32(n)], dump=['mean'])
    case('cov_mean_O0', 'corpus/polybench_covariance_f64_O0', 'mean_kernel', 'f64 (clang -O0: scratch stack)', [2],
         [128], cov, [B('mean'), B('data'), D(float(n)), i32(m), i32(n)], dump=['mean'])
    r = rng('covar')
    m, n = 128, 8
    case('covar', 'corpus/polybench_covariance_f64', 'covar_kernel', 'f64 (covariance, triangular loop)', [2], [64],
         {'symmat': zeros('f64', m * m), 'data': buf('f64', ud(r, m * n, -1.0, 1.0))},
         [B('symmat'), B('data'), i32(m), i32(n)], dump=['symmat'],
         tol={'f64_abs': 1e-14, 'why': 'random signed data: a few of the 8-term dot products cancel to near 0'},
         note='work-groups of 64 (one wave64, two wave32) so that two groups cover 128 columns: the m x m '
              'result of 256 columns would make a 1.3 MB golden')
    r = rng('pf_find_index')
    n = 512
    w = ud(r, n, 0.5, 1.5)
    cdf, acc = [], 0.0
    for x in w:
        acc += x
        cdf.append(acc)
    cdf = [c / acc for c in cdf]
    case('pf_find_index', 'corpus/rodinia_particlefilter_f64', 'find_index_kernel', 'f64 (CDF search)', [2], [256],
         {'arrayX': buf('f64', ud(r, n, 0, 100)), 'arrayY': buf('f64', ud(r, n, 0, 100)), 'CDF': buf('f64', cdf),
          'u': buf('f64', ud(r, n, 0.0, 1.0)), 'xj': zeros('f64', n), 'yj': zeros('f64', n),
          'weights': buf('f64', w)},
         [B('arrayX'), B('arrayY'), B('CDF'), B('u'), B('xj'), B('yj'), B('weights'), i32(n)], dump=['xj', 'yj'])
    r = rng('pf_normalize')
    n = 256
    w = ud(r, n, 0.5, 1.5)
    case('pf_normalize', 'corpus/rodinia_particlefilter_f64', 'normalize_weights_kernel',
         'f64 (normalise, serial CDF, LCG)', [1], [256],
         {'weights': buf('f64', w), 'partial_sums': buf('f64', [sum(w)]), 'CDF': zeros('f64', n),
          'u': zeros('f64', n), 'seed': buf('s32', [1])},
         [B('weights'), i32(n), B('partial_sums'), B('CDF'), B('u'), B('seed')],
         note='one work-group: work-item 0 computes the CDF and u[0], which the others read after a barrier; '
              'a barrier orders only the work-items of one group, so with several groups the result would '
              'depend on scheduling')

    # -- other benchmark kernels ----------------------------------------------------------------
    r = rng('nw')
    bs, nb = 16, 4
    cols = bs * nb + 1
    ref = ui(r, cols * cols, -10, 10)
    items = [0] * (cols * cols)
    for i in range(cols):
        items[i * cols] = -10 * i
        items[i] = -10 * i
    case('nw', 'corpus/rodinia_nw', 'nw_kernel1', 'dynamic programming (Needleman-Wunsch, LDS)', [2], [16],
         {'reference_d': buf('s32', ref), 'input_itemsets_d': buf('s32', items), 'output_itemsets_d': zeros('s32', 1)},
         [B('reference_d'), B('input_itemsets_d'), B('output_itemsets_d'), L(17 * 17 * 4), L(16 * 16 * 4), i32(cols),
          i32(10), i32(2), i32(nb), i32(0), i32(0), i32(0)], dump=['input_itemsets_d'],
         note='work-group of 16 = BLOCK_SIZE by design (one wave)')
    case('nw_gdwarf4', 'corpus/rodinia_nw_gdwarf4', 'nw_kernel1', 'dynamic programming (built with -gdwarf-4)', [2],
         [16],
         {'reference_d': buf('s32', ref), 'input_itemsets_d': buf('s32', items), 'output_itemsets_d': zeros('s32', 1)},
         [B('reference_d'), B('input_itemsets_d'), B('output_itemsets_d'), L(17 * 17 * 4), L(16 * 16 * 4), i32(cols),
          i32(10), i32(2), i32(nb), i32(0), i32(0), i32(0)], dump=['input_itemsets_d'],
         note='work-group of 16 = BLOCK_SIZE by design (one wave)')
    r = rng('pathfinder')
    cols, rows, it = 600, 5, 4
    case('pathfinder', 'corpus/rodinia_pathfinder', 'dynproc_kernel', 'dynamic programming (pyramid, LDS)', [3], [256],
         {'gpuWall': buf('s32', ui(r, (rows - 1) * cols, 0, 9)), 'gpuSrc': buf('s32', ui(r, cols, 0, 9)),
          'gpuResults': zeros('s32', cols), 'outputBuffer': zeros('s32', 3)},
         [i32(it), B('gpuWall'), B('gpuSrc'), B('gpuResults'), i32(cols), i32(rows), i32(0), i32(it), i32(1),
          L(256 * 4), L(256 * 4), B('outputBuffer')], dump=['gpuResults', 'outputBuffer'])
    r = rng('lud_internal')
    dim = 48
    case('lud_internal', 'corpus/rodinia_lud', 'lud_internal', 'matmul (LU trailing update, LDS)', [2, 2], [16, 16],
         {'m': buf('f32', dy(r, dim * dim, -2, 2))}, [B('m'), L(1024), L(1024), i32(dim), i32(0)])
    r = rng('lud_diagonal')
    dim = 32
    a = uf(r, dim * dim, -1, 1)
    for i in range(dim):
        a[i * dim + i] = f32(a[i * dim + i] + 20.0)
    case('lud_diagonal', 'corpus/rodinia_lud', 'lud_diagonal', 'LU factorisation of a block (LDS, division)', [1],
         [16], {'m': buf('f32', a)}, [B('m'), L(16 * 16 * 4), i32(dim), i32(0)],
         note='one work-group of 16 by design (it factorises one 16x16 diagonal block)',
         tol={'f32_abs': 1e-6, 'why': 'random entries of U (a - l * u) can cancel to near 0, and contraction of '
              'the update into FMA is the compiler\'s choice'})
    r = rng('backprop')
    nb = 4
    nin, hid = 16 * nb, 16
    case('backprop_forward', 'corpus/rodinia_backprop', 'bpnn_layerforward_ocl', 'reduction (2-D LDS tree)', [1, nb],
         [16, 16],
         {'input_cuda': buf('f32', dy(r, nin + 1, 0, 1)), 'output_hidden_cuda': zeros('f32', hid + 1),
          'input_hidden_cuda': buf('f32', dy(r, (nin + 1) * (hid + 1), -1, 1)),
          'hidden_partial_sum': zeros('f32', nb * hid)},
         [B('input_cuda'), B('output_hidden_cuda'), B('input_hidden_cuda'), B('hidden_partial_sum'), L(16 * 4),
          L(256 * 4), i32(nin), i32(hid)], dump=['input_hidden_cuda', 'hidden_partial_sum'])
    r = rng('backprop_adjust')
    case('backprop_adjust', 'corpus/rodinia_backprop', 'bpnn_adjust_weights_ocl', 'vector (weight update)', [1, nb],
         [16, 16],
         {'delta': buf('f32', dy(r, hid + 1, -1, 1)), 'ly': buf('f32', dy(r, nin + 1, 0, 1)),
          'w': buf('f32', dy(r, (nin + 1) * (hid + 1), -1, 1)), 'oldw': buf('f32', dy(r, (nin + 1) * (hid + 1), -1, 1))},
         [B('delta'), i32(hid), B('ly'), i32(nin), B('w'), B('oldw')], dump=['w', 'oldw'],
         tol={'f32_abs': 1e-6, 'why': 'ETA and MOMENTUM (0.3) are not dyadic: a few updates cancel to near 0'})
    r = rng('nn')
    n = 1000
    locs = []
    for _ in range(n):
        locs += [f32(r.uniform(-90, 90)), f32(r.uniform(-180, 180))]
    case('nn', 'corpus/rodinia_nn', 'NearestNeighbor', 'distance (sqrt)', [4], [256],
         {'d_locations': buf('f32', locs), 'd_distances': zeros('f32', n)},
         [B('d_locations'), B('d_distances'), i32(n), F(30.0), F(90.0)], dump=['d_distances'])
    r = rng('kmeans')
    npts, ncl, nf = 1024, 5, 4
    case('kmeans', 'corpus/rodinia_kmeans', 'kmeans_kernel_c', 'clustering (nearest centre)', [4], [256],
         {'feature': buf('f32', dy(r, npts * nf, -4, 4, 8)), 'clusters': buf('f32', dy(r, ncl * nf, -4, 4, 8)),
          'membership': zeros('s32', npts, -1)},
         [B('feature'), B('clusters'), B('membership'), i32(npts), i32(ncl), i32(nf), i32(0), i32(0)],
         dump=['membership'], note='multiples of 1/8: distances exact, ties resolved identically')
    # md5: keys of 3 letters 'a'..'j' (keyspace 1000); look for key number 737
    target, blen, vals = 737, 3, 10
    idx, key = target, [0] * blen
    for b in range(blen - 1, -1, -1):
        key[b] = ord('a') + idx % vals
        idx //= vals
    dig = hashlib.md5(bytes(key)).digest()
    words = list(struct.unpack('<4I', dig))
    case('md5hash', 'corpus/shoc_md5hash', 'FindKeyWithDigest_Kernel', 'integer (MD5 search, scratch arrays)', [2],
         [128],
         {'foundIndex': zeros('s32', 1, -1), 'foundKey': zeros('u8', 8), 'foundDigest': zeros('u32', 4)},
         [u32(words[0]), u32(words[1]), u32(words[2]), u32(words[3]), i32(1000), i32(blen), i32(vals),
          B('foundIndex'), B('foundKey'), B('foundDigest')])
    r = rng('corr_std')
    m, n = 256, 16
    data = uf(r, m * n, 0, 100)
    mean = [f32(sum(data[i * m + j] for i in range(n)) / n) for j in range(m)]
    case('corr_std', 'corpus/polybench_correlation', 'std_kernel', 'statistics (sqrt, division)', [2], [128],
         {'mean': buf('f32', mean), 'std': zeros('f32', m), 'data': buf('f32', data)},
         [B('mean'), B('std'), B('data'), i32(m), i32(n)], dump=['std'])
    r = rng('cfd_step')
    nelr = 1024
    var = uf(r, nelr, 1.0, 2.0) + uf(r, 3 * nelr, -0.5, 0.5) + uf(r, nelr, 2.5, 3.5)
    case('cfd_step_factor', 'corpus/rodinia_cfd', 'compute_step_factor', 'CFD (division, sqrt)', [4], [256],
         {'variables': buf('f32', var), 'areas': buf('f32', uf(r, nelr, 0.5, 1.5)), 'step_factors': zeros('f32', nelr)},
         [B('variables'), B('areas'), B('step_factors'), i32(nelr)], dump=['step_factors'])
    r = rng('srad_extract')
    ne = 2000
    case('srad_extract', 'corpus/rodinia_srad', 'extract_kernel', 'image (exp)', [8], [256],
         {'d_I': buf('f32', uf(r, ne, 0, 255))}, [i64(ne), B('d_I')])
    r = rng('srad_compress')
    case('srad_compress', 'corpus/rodinia_srad', 'compress_kernel', 'image (log)', [8], [256],
         {'d_I': buf('f32', uf(r, ne, 1.5, 200))}, [i64(ne), B('d_I')])
    r = rng('srad2')
    nr, nc = 32, 64
    ne = nr * nc
    case('srad2', 'corpus/rodinia_srad', 'srad2_kernel', 'stencil (SRAD update, index arrays)', [8], [256],
         {'d_iN': buf('s32', [max(i - 1, 0) for i in range(nr)]), 'd_iS': buf('s32', [min(i + 1, nr - 1) for i in range(nr)]),
          'd_jE': buf('s32', [min(j + 1, nc - 1) for j in range(nc)]), 'd_jW': buf('s32', [max(j - 1, 0) for j in range(nc)]),
          'd_dN': buf('f32', dy(r, ne, -2, 2)), 'd_dS': buf('f32', dy(r, ne, -2, 2)), 'd_dE': buf('f32', dy(r, ne, -2, 2)),
          'd_dW': buf('f32', dy(r, ne, -2, 2)), 'd_c': buf('f32', dy(r, ne, 0, 1)), 'd_I': buf('f32', dy(r, ne, 1, 8))},
         [F(0.5), i32(nr), i32(nc), i64(ne), B('d_iN'), B('d_iS'), B('d_jE'), B('d_jW'), B('d_dN'), B('d_dS'),
          B('d_dE'), B('d_dW'), B('d_c'), B('d_I')], dump=['d_I'])
    r = rng('mriq')
    nk, nx = 64, 1024
    ck = []
    for _ in range(nk):
        ck += [f32(r.uniform(-2, 2)), f32(r.uniform(-2, 2)), f32(r.uniform(-2, 2)), f32(r.uniform(0, 1))]
    case('mriq', 'corpus/parboil_mriq', 'ComputeQ_GPU', 'MRI (sin, cos, __constant structs)', [4], [256],
         {'x': buf('f32', uf(r, nx, -0.5, 0.5)), 'y': buf('f32', uf(r, nx, -0.5, 0.5)),
          'z': buf('f32', uf(r, nx, -0.5, 0.5)), 'Qr': zeros('f32', nx), 'Qi': zeros('f32', nx), 'ck': buf('f32', ck)},
         [i32(nk), i32(0), B('x'), B('y'), B('z'), B('Qr'), B('Qi'), B('ck')], dump=['Qr', 'Qi'],
         tol={'f32_abs': 2e-4, 'why': 'sin/cos of arguments up to ~20 rad: clang lowers them to v_sin/v_cos of '
              'x * (1/2pi), whose rounding alone moves the angle by up to ~1e-6 rad; 64 terms of magnitude <= 1 '
              'are summed and partly cancel, so only an absolute bound is meaningful'})
    r = rng('gaussian')
    size, t = 64, 5
    a = uf(r, size * size, -1, 1)
    for i in range(size):
        a[i * size + i] = f32(a[i * size + i] + 8.0)
    mm = [0.0] * (size * size)
    for g in range(size - 1 - t):
        mm[size * (g + t + 1) + t] = f32(a[size * (g + t + 1) + t] / a[size * t + t])
    case('gaussian_fan2', 'corpus/rodinia_gaussian', 'Fan2', 'linear solve (elimination step)', [4, 8], [16, 8],
         {'m_dev': buf('f32', mm), 'a_dev': buf('f32', a), 'b_dev': buf('f32', uf(r, size, -1, 1))},
         [B('m_dev'), B('a_dev'), B('b_dev'), i32(size), i32(t)], dump=['a_dev', 'b_dev'],
         tol={'f32_abs': 1e-6, 'why': 'a -= m * a_t can cancel to near 0 for random inputs'})
    case('gaussian_fan1', 'corpus/rodinia_gaussian', 'Fan1', 'linear solve (multipliers, division)', [1], [128],
         {'m_dev': zeros('f32', size * size), 'a_dev': buf('f32', a), 'b_dev': buf('f32', [0.0])},
         [B('m_dev'), B('a_dev'), B('b_dev'), i32(size), i32(t)], dump=['m_dev'],
         note='one group of 128 (two wave64) covers the 58 rows below the pivot')
    r = rng('bfs')
    nodes = 1024
    deg = ui(r, nodes, 0, 6)
    start, edges = [], []
    for d in deg:
        start.append(len(edges))
        edges += ui(r, d, 0, nodes - 1)
    graph = []
    for s, d in zip(start, deg):
        graph += [s, d]
    mask = [1 if r.random() < 0.1 else 0 for _ in range(nodes)]
    visited = [1 if mask[i] or r.random() < 0.2 else 0 for i in range(nodes)]
    cost = [3 if mask[i] else (r.randint(0, 2) if visited[i] else -1) for i in range(nodes)]
    case('bfs1', 'corpus/rodinia_bfs', 'BFS_1', 'graph (BFS expand, char arrays)', [4], [256],
         {'g_graph_nodes': buf('s32', graph), 'g_graph_edges': buf('s32', edges), 'g_graph_mask': buf('s8', mask),
          'g_updating_graph_mask': zeros('s8', nodes), 'g_graph_visited': buf('s8', visited),
          'g_cost': buf('s32', cost)},
         [B('g_graph_nodes'), B('g_graph_edges'), B('g_graph_mask'), B('g_updating_graph_mask'),
          B('g_graph_visited'), B('g_cost'), i32(nodes)],
         dump=['g_graph_mask', 'g_updating_graph_mask', 'g_cost'],
         note='every frontier node has cost 3, so concurrent writers of g_cost write the same value')
    r = rng('bfs2')
    upd = [1 if r.random() < 0.15 else 0 for _ in range(nodes)]
    case('bfs2', 'corpus/rodinia_bfs', 'BFS_2', 'graph (BFS frontier update)', [4], [256],
         {'g_graph_mask': zeros('s8', nodes), 'g_updating_graph_mask': buf('s8', upd),
          'g_graph_visited': buf('s8', [1 if r.random() < 0.3 else 0 for _ in range(nodes)]),
          'g_over': zeros('s8', 1)},
         [B('g_graph_mask'), B('g_updating_graph_mask'), B('g_graph_visited'), B('g_over'), i32(nodes)])
    r = rng('atax')
    nx, ny = 256, 48
    case('atax_O0_g', 'corpus/polybench_atax_O0_g', 'atax_kernel1', 'matrix-vector (clang -O0 -g)', [2], [128],
         {'A': buf('f32', dy(r, nx * ny, -2, 2)), 'x': buf('f32', dy(r, ny, -2, 2)), 'tmp': zeros('f32', nx)},
         [B('A'), B('x'), B('tmp'), i32(nx), i32(ny)], dump=['tmp'])
    r = rng('histo_g')
    case('histo_local_g', 'corpus/parboil_histo_g', 'histo_local_kernel', 'histogram (built with -g)', [4], [256],
         {'img': buf('u32', ui(r, 4096, 0, 0xffffffff)), 'histo': zeros('u32', 61)},
         [B('img'), B('histo'), u32(4096), u32(61), L(61 * 4)], dump=['histo'])


    # -- second batch: the remaining kernels of the corpus files ---------------------------------
    r = rng('mm2_k2')
    ni, nl, nj = 48, 64, 40
    case('mm2_k2', 'corpus/polybench_2mm', 'mm2_kernel2', 'matmul (naive, second product)', [2, 12], [32, 4],
         {'tmp': buf('f32', dy(r, ni * nj, -2, 2)), 'C': buf('f32', dy(r, nj * nl, -2, 2)), 'D': zeros('f32', ni * nl)},
         [B('tmp'), B('C'), B('D'), i32(ni), i32(nl), i32(nj)], dump=['D'])
    for kname, lab in (('mm3_kernel2', 'mm3_k2'), ('mm3_kernel3', 'mm3_k3')):
        r = rng(lab)
        ni, nj, nk = 32, 64, 24
        case(lab, 'corpus/polybench_3mm', kname, 'matmul (fma, static helper)', [2, 8], [32, 4],
             {'X': buf('f32', dy(r, ni * nk, -2, 2)), 'Y': buf('f32', dy(r, nk * nj, -2, 2)), 'Z': zeros('f32', ni * nj)},
             [B('X'), B('Y'), B('Z'), i32(ni), i32(nj), i32(nk)], dump=['Z'])
    r = rng('syrk')
    nn, m = 32, 24
    case('syrk', 'corpus/polybench_syr2k', 'syrk_kernel', 'matmul (rank-k update, scalars first)', [1, 8], [32, 4],
         {'a': buf('f32', dy(r, nn * m, -2, 2)), 'c': buf('f32', dy(r, nn * nn, -2, 2))},
         [F(1.5), F(0.25), B('a'), B('c'), i32(nn), i32(m)], dump=['c'])
    for kname, lab in (('atax_kernel1', 'atax1'), ('atax_kernel2', 'atax2')):
        r = rng(lab)
        nx, ny = (256, 48) if lab == 'atax1' else (48, 256)
        vec = 'x' if lab == 'atax1' else 'tmp'
        out = 'tmp' if lab == 'atax1' else 'y'
        bufs = {'A': buf('f32', dy(r, nx * ny, -2, 2))}
        if lab == 'atax1':
            bufs.update({'x': buf('f32', dy(r, ny, -2, 2)), 'tmp': zeros('f32', nx)})
            args = [B('A'), B('x'), B('tmp'), i32(nx), i32(ny)]
        else:
            bufs.update({'y': zeros('f32', ny), 'tmp': buf('f32', dy(r, nx, -2, 2))})
            args = [B('A'), B('y'), B('tmp'), i32(nx), i32(ny)]
        case(lab, 'corpus/polybench_atax', kname, 'matrix-vector (A x / A^T y)', [2], [128], bufs, args, dump=[out])
    for kname, lab in (('bicgKernel1', 'bicg1'), ('bicgKernel2', 'bicg2')):
        r = rng(lab)
        nx, ny = (256, 48) if lab == 'bicg1' else (48, 256)
        vin, vout = ('p', 'q') if lab == 'bicg1' else ('r', 's')
        nin, nout = (ny, nx) if lab == 'bicg1' else (nx, ny)
        case(lab, 'corpus/polybench_bicg', kname, 'matrix-vector (BiCG kernels)', [2], [128],
             {'A': buf('f32', dy(r, nx * ny, -2, 2)), vin: buf('f32', dy(r, nin, -2, 2)), vout: zeros('f32', nout)},
             [B('A'), B(vin), B(vout), i32(nx), i32(ny)], dump=[vout])
    for kname, lab in (('mvt_kernel1', 'mvt1'), ('mvt_kernel2', 'mvt2')):
        r = rng(lab)
        n = 128
        case(lab, 'corpus/polybench_mvt', kname, 'matrix-vector (MVT, in-place accumulate)', [2], [64],
             {'a': buf('f32', dy(r, n * n, -2, 2)), 'x': buf('f32', dy(r, n, -2, 2)), 'y': buf('f32', dy(r, n, -2, 2))},
             [B('a'), B('x'), B('y'), i32(n)], dump=['x'],
             note='square n x n matrix: n = 128 in groups of 64 (one wave64, two wave32) keeps the launch file small')
    r = rng('gesummv')
    n = 128
    case('gesummv', 'corpus/polybench_gesummv', 'gesummv_kernel', 'matrix-vector (two accumulators)', [2], [64],
         {'a': buf('f32', dy(r, n * n, -2, 2)), 'b': buf('f32', dy(r, n * n, -2, 2)), 'x': buf('f32', dy(r, n, -2, 2)),
          'y': zeros('f32', n), 'tmp': zeros('f32', n)},
         [B('a'), B('b'), B('x'), B('y'), B('tmp'), F(1.5), F(-0.75), i32(n)], dump=['y', 'tmp'],
         note='two n x n matrices: n = 128 in groups of 64 (one wave64, two wave32) keeps the launch file small')
    r = rng('gramschmidt')
    m, n, k = 128, 64, 3
    ga = uf(r, m * n, -1, 1)
    nrm = f32(sum(ga[i * n + k] ** 2 for i in range(m)) ** 0.5)
    gr_ = [0.0] * (n * n)
    gr_[k * n + k] = nrm
    gq = [0.0] * (m * n)
    for i in range(m):
        gq[i * n + k] = f32(ga[i * n + k] / nrm)
    case('gramschmidt1', 'corpus/polybench_gramschmidt', 'gramschmidt_kernel1', 'QR (column norm, one work-item)',
         [2], [128], {'a': buf('f32', ga), 'r': zeros('f32', n * n), 'q': zeros('f32', m * n)},
         [B('a'), B('r'), B('q'), i32(k), i32(m), i32(n)], dump=['r'],
         note='only work-item 0 of group 0 works (PolyBench launches it so)')
    case('gramschmidt2', 'corpus/polybench_gramschmidt', 'gramschmidt_kernel2', 'QR (normalise a column, division)',
         [1], [128], {'a': buf('f32', ga), 'r': buf('f32', gr_), 'q': zeros('f32', m * n)},
         [B('a'), B('r'), B('q'), i32(k), i32(m), i32(n)], dump=['q'],
         note='one group of 128 (two wave64) covers the 128 rows')
    case('gramschmidt3', 'corpus/polybench_gramschmidt', 'gramschmidt_kernel3', 'QR (project out a column)', [1], [64],
         {'a': buf('f32', ga), 'r': buf('f32', gr_), 'q': buf('f32', gq)},
         [B('a'), B('r'), B('q'), i32(k), i32(m), i32(n)], dump=['a', 'r'],
         tol={'f32_abs': 1e-5, 'why': 'a -= q * s subtracts nearly equal numbers for some elements'},
         note='64 columns: one work-item per column')
    r = rng('corr_mean')
    m, n = 256, 16
    cd = uf(r, m * n, 0, 100)
    case('corr_mean', 'corpus/polybench_correlation', 'mean_kernel', 'statistics (column means)', [2], [128],
         {'mean': zeros('f32', m), 'data': buf('f32', cd)}, [B('mean'), B('data'), i32(m), i32(n)], dump=['mean'])
    r = rng('corr_reduce')
    m, n = 64, 32
    case('corr_reduce', 'corpus/polybench_correlation', 'reduce_kernel', 'statistics (standardise, 2-D)', [2, 8],
         [32, 4],
         {'mean': buf('f32', uf(r, m, 40, 60)), 'std': buf('f32', uf(r, m, 5, 20)), 'data': buf('f32', uf(r, m * n, 0, 100))},
         [B('mean'), B('std'), B('data'), i32(m), i32(n)], dump=['data'],
         tol={'f32_abs': 1e-8, 'why': 'data - mean cancels to near 0 for a few elements'})
    r = rng('corr_corr')
    m, n = 128, 8
    case('corr_corr', 'corpus/polybench_correlation', 'corr_kernel', 'statistics (correlation, triangular loop)', [2],
         [64], {'symmat': zeros('f32', m * m), 'data': buf('f32', dy(r, m * n, -2, 2))},
         [B('symmat'), B('data'), i32(m), i32(n)], dump=['symmat'],
         note='work-groups of 64 as for covar (the m x m golden)')
    r = rng('cov_reduce')
    m, n = 64, 32
    case('cov_reduce', 'corpus/polybench_covariance_f64', 'reduce_kernel', 'f64 (centre columns, 2-D)', [2, 8],
         [32, 4], {'mean': buf('f64', ud(r, m, -0.5, 0.5)), 'data': buf('f64', ud(r, m * n, -1, 1))},
         [B('mean'), B('data'), i32(m), i32(n)], dump=['data'],
         tol={'f64_abs': 1e-15, 'why': 'data - mean cancels to near 0 for a few elements'})
    r = rng('fdtd1')
    nx, ny = 32, 64
    case('fdtd1', 'corpus/polybench_fdtd2d', 'fdtd_kernel1', 'stencil (FDTD E-field y, boundary row)', [2, 8], [32, 4],
         {'fict': buf('f32', dy(r, 8, -2, 2)), 'ex': buf('f32', dy(r, nx * (ny + 1), -2, 2)),
          'ey': buf('f32', dy(r, (nx + 1) * ny, -2, 2)), 'hz': buf('f32', dy(r, nx * ny, -2, 2))},
         [B('fict'), B('ex'), B('ey'), B('hz'), i32(3), i32(nx), i32(ny)], dump=['ey'])
    r = rng('fdtd2')
    case('fdtd2', 'corpus/polybench_fdtd2d', 'fdtd_kernel2', 'stencil (FDTD E-field x)', [2, 8], [32, 4],
         {'ex': buf('f32', dy(r, nx * (ny + 1), -2, 2)), 'ey': buf('f32', dy(r, (nx + 1) * ny, -2, 2)),
          'hz': buf('f32', dy(r, nx * ny, -2, 2))},
         [B('ex'), B('ey'), B('hz'), i32(nx), i32(ny)], dump=['ex'])
    r = rng('jacobi2d_k2')
    n = 48
    case('jacobi2d_k2', 'corpus/polybench_jacobi2d', 'runJacobi2D_kernel2', 'stencil (copy back interior)', [3, 6],
         [16, 8], {'A': buf('f32', uf(r, n * n, 0, 1)), 'B': buf('f32', uf(r, n * n, 0, 1))},
         [B('A'), B('B'), i32(n)], dump=['A'])
    r = rng('cfd_memset')
    nb = 1000
    case('cfd_memset', 'corpus/rodinia_cfd', 'memset_kernel', 'CFD (memset, by-value short)', [4], [256],
         {'mem_d': buf('s8', ui(r, 1024, -128, 127))}, [B('mem_d'), {'i16': -3}, i32(nb)])
    r = rng('cfd_init')
    nelr = 1024
    case('cfd_init', 'corpus/rodinia_cfd', 'initialize_variables', 'CFD (broadcast a __constant array)', [4], [256],
         {'variables': zeros('f32', 5 * nelr), 'ff_variable': buf('f32', uf(r, 5, -2, 2))},
         [B('variables'), B('ff_variable'), i32(nelr)], dump=['variables'])
    r = rng('cfd_time_step')
    nelr = 1024
    case('cfd_time_step', 'corpus/rodinia_cfd', 'time_step', 'CFD (Runge-Kutta step, int-to-float division)', [4],
         [256],
         {'old_variables': buf('f32', uf(r, 5 * nelr, -2, 2)), 'variables': zeros('f32', 5 * nelr),
          'step_factors': buf('f32', uf(r, nelr, 0, 0.5)), 'fluxes': buf('f32', uf(r, 5 * nelr, -2, 2))},
         [i32(2), i32(nelr), B('old_variables'), B('variables'), B('step_factors'), B('fluxes')], dump=['variables'],
         tol={'f32_abs': 1e-6, 'why': 'old + factor * flux cancels to near 0 for a few elements'})
    r = rng('cfd_flux')
    nelr = 512
    dens, mom, ener = uf(r, nelr, 1.0, 2.0), uf(r, 3 * nelr, -0.5, 0.5), uf(r, nelr, 2.5, 3.5)
    nbrs = [r.choice([-1, -2] + list(range(nelr))) for _ in range(4 * nelr)]
    ffv = [1.4, 0.1, -0.05, 0.02, 2.9]
    f3 = lambda: buf('f32', uf(r, 3, -1, 1))
    case('cfd_flux', 'corpus/rodinia_cfd', 'compute_flux', 'CFD (fluxes, sqrt, division, __constant structs)', [2],
         [256],
         {'elements_surrounding_elements': buf('s32', nbrs), 'normals': buf('f32', uf(r, 12 * nelr, -1, 1)),
          'variables': buf('f32', dens + mom + ener), 'ff_variable': buf('f32', [f32(v) for v in ffv]),
          'fluxes': zeros('f32', 5 * nelr), 'ff_de': f3(), 'ff_mx': f3(), 'ff_my': f3(), 'ff_mz': f3()},
         [B('elements_surrounding_elements'), B('normals'), B('variables'), B('ff_variable'), B('fluxes'),
          B('ff_de'), B('ff_mx'), B('ff_my'), B('ff_mz'), i32(nelr)], dump=['fluxes'],
         tol={'f32_abs': 1e-4, 'why': 'each flux sums ~40 terms of magnitude up to ~10 with both signs, and the '
              'hardware square root (v_sqrt_f32) is allowed 1 ulp: the bound is ~1e-5 of the largest term'})
    r = rng('md')
    n, nc = 512, 12
    side = 8
    pos = []
    for i in range(n):
        gx, gy, gz = i % side, (i // side) % side, i // (side * side)
        pos += [gx + r.randint(-4, 4) / 16, gy + r.randint(-4, 4) / 16, gz + r.randint(-4, 4) / 16, 0.0]
    nl = []
    for j in range(nc):
        nl += [r.randint(0, n - 1) if r.random() < 0.3 else (i + 1 + j) % n for i in range(n)]
    nl = [x if x != i % n else (x + 1) % n for x, i in zip(nl, list(range(n)) * nc)]
    case('md', 'corpus/shoc_md', 'compute_lj_force', 'molecular dynamics (Lennard-Jones, float4)', [2], [256],
         {'force': zeros('f32', 4 * n), 'position': buf('f32', pos), 'neighList': buf('s32', nl)},
         [B('force'), B('position'), i32(nc), B('neighList'), F(16.0), F(1.5), F(2.0), i32(n)], dump=['force'],
         tol={'f32_abs': 1e-2, 'why': 'forces sum up to 12 terms of magnitude up to ~1e3 with both signs; the '
              'bound is ~1e-5 of the largest term'},
         note='positions on a jittered lattice (multiples of 1/16): distances are exact and at least 0.5')
    r = rng('phimag')
    nk = 1000
    case('mriq_phimag', 'corpus/parboil_mriq', 'ComputePhiMag_GPU', 'MRI (|phi|^2)', [4], [256],
         {'phiR': buf('f32', uf(r, nk, -1, 1)), 'phiI': buf('f32', uf(r, nk, -1, 1)), 'phiMag': zeros('f32', nk)},
         [B('phiR'), B('phiI'), B('phiMag'), i32(nk)], dump=['phiMag'])
    r = rng('sad')
    case('sad', 'corpus/parboil_sad', 'mb_sad_calc', 'video (sum of absolute differences, u16, LDS)', [1, 4], [128],
         {'blk_sad': zeros('u16', 16 * 1089), 'frame': buf('u16', ui(r, 256, 0, 255)),
          'ref': buf('u16', ui(r, 256, 0, 255))},
         [B('blk_sad'), B('frame'), i32(1), i32(1), B('ref'), i32(16)], dump=['blk_sad'],
         note='one 16x16 macroblock, its first 4 sub-blocks (grid y) x 1089 search positions')
    r = rng('reduce_serial')
    case('reduce_serial', 'corpus/shoc_reduction', 'reduceNoLocal', 'reduction (serial, one work-item)', [1], [1],
         {'g_idata': buf('f32', dy(r, 256, 0, 2, 256)), 'g_odata': zeros('f32', 1)},
         [B('g_idata'), B('g_odata'), u32(256)], dump=['g_odata'], note='one work-item by design')
    r = rng('srad1')
    nr, nc = 32, 64
    ne = nr * nc
    case('srad1', 'corpus/rodinia_srad', 'srad_kernel', 'image (SRAD diffusion coefficient, division)', [8], [256],
         {'d_iN': buf('s32', [max(i - 1, 0) for i in range(nr)]), 'd_iS': buf('s32', [min(i + 1, nr - 1) for i in range(nr)]),
          'd_jE': buf('s32', [min(j + 1, nc - 1) for j in range(nc)]), 'd_jW': buf('s32', [max(j - 1, 0) for j in range(nc)]),
          'd_dN': zeros('f32', ne), 'd_dS': zeros('f32', ne), 'd_dE': zeros('f32', ne), 'd_dW': zeros('f32', ne),
          'd_c': zeros('f32', ne), 'd_I': buf('f32', uf(r, ne, 1.0, 2.0))},
         [F(0.5), i32(nr), i32(nc), i64(ne), B('d_iN'), B('d_iS'), B('d_jE'), B('d_jW'), B('d_dN'), B('d_dS'),
          B('d_dE'), B('d_dW'), F(0.05), B('d_c'), B('d_I')], dump=['d_dN', 'd_dS', 'd_dE', 'd_dW', 'd_c'],
         tol={'f32_abs': 1e-5, 'why': 'the coefficient is 1 / (1 + (q - q0) / ...) of a difference of nearly '
              'equal squares (0.5 G2 - L^2 / 16), so contraction into FMA changes its last bits'})


    # -- molecular dynamics (Rodinia lavaMD): by-value struct arguments -------------------------
    # 4 boxes of 100 particles, every box the neighbour of the other three. box_str as s32 words
    # (C layout, 656 bytes = 164 words): x, y, z, number, offset (long: lo, hi), nn, padding,
    # then 26 nei_str of 6 words (x, y, z, number, offset lo, hi). par_str {float alpha} and
    # dim_str {long number_boxes, box_mem, space_elem, space_mem, space_mem2} go by value.
    r = rng('lavamd')
    nbox, npar = 4, 100
    boxes = []
    for b in range(nbox):
        neigh = [o for o in range(nbox) if o != b]
        words = [b & 1, b >> 1, 0, b, b * npar, 0, len(neigh), 0]
        for o in neigh:
            words += [o & 1, o >> 1, 0, o, o * npar, 0]
        words += [0] * (6 * (26 - len(neigh)))
        boxes += words
    ne = nbox * npar
    case('lavamd', 'corpus/rodinia_lavamd', 'kernel_gpu_opencl', 'molecular dynamics (by-value structs, exp)',
         [nbox], [128],
         {'d_box_gpu': buf('s32', boxes), 'd_rv_gpu': buf('f32', uf(r, 4 * ne, 0.1, 1.0)),
          'd_qv_gpu': buf('f32', uf(r, ne, 0.1, 1.0)), 'd_fv_gpu': zeros('f32', 4 * ne)},
         [{'struct': [F(0.5)]},
          {'struct': [i64(nbox), i64(nbox * 656), i64(ne), i64(ne * 16), i64(ne * 4)]},
          B('d_box_gpu'), B('d_rv_gpu'), B('d_qv_gpu'), B('d_fv_gpu')], dump=['d_fv_gpu'],
         note='by-value struct arguments ({"struct": [...]}, C layout)')

    # -- B+ tree search (Rodinia b+tree): 5 nodes of the 2068-byte knode struct ------------------
    # knode: int location; int indices[257]; int keys[257]; bool is_leaf; int num_keys
    # = 517 32-bit words, is_leaf in the low byte of word 515.  Root: keys 0, 250, 500, 750,
    # children 1..4; leaf L holds keys and record indices 250 (L-1) + j, j < 250.  Unused keys are
    # INT_MAX, so exactly one work-item matches at each level.
    big = 0x7fffffff
    nodes = []
    for nd in range(5):
        if nd == 0:
            keys = [0, 250, 500, 750] + [big] * 253
            idx = [1, 2, 3, 4] + [0] * 253
        else:
            keys = [250 * (nd - 1) + j for j in range(250)] + [big] * 7
            idx = [250 * (nd - 1) + j for j in range(250)] + [0] * 7
        nodes += [nd] + idx + keys + [1 if nd else 0, 4 if nd == 0 else 250]
    r = rng('btree')
    nq = 4
    case('btree_findK', 'corpus/rodinia_btree', 'findK', 'search (B+ tree, 2 KB structs, long arguments)', [nq],
         [256],
         {'knodesD': buf('s32', nodes), 'recordsD': buf('s32', ui(r, 1000, -10 ** 6, 10 ** 6)),
          'currKnodeD': zeros('s64', nq), 'offsetD': zeros('s64', nq), 'keysD': buf('s32', ui(r, nq, 0, 999)),
          'ansD': zeros('s32', nq, -1)},
         [i64(1), B('knodesD'), i64(5), B('recordsD'), B('currKnodeD'), B('offsetD'), B('keysD'), B('ansD')],
         dump=['currKnodeD', 'offsetD', 'ansD'], note='one query per work-group, 256 = the tree order')
    starts = ui(r, nq, 0, 900)
    case('btree_findRangeK', 'corpus/rodinia_btree', 'findRangeK', 'search (B+ tree range, two descents)', [nq],
         [256],
         {'knodesD': buf('s32', nodes), 'currKnodeD': zeros('s64', nq), 'offsetD': zeros('s64', nq),
          'lastKnodeD': zeros('s64', nq), 'offset_2D': zeros('s64', nq), 'startD': buf('s32', starts),
          'endD': buf('s32', [x + r.randint(0, 99) for x in starts]), 'RecstartD': zeros('s32', nq, -1),
          'ReclenD': zeros('s32', nq, -1)},
         [i64(1), B('knodesD'), i64(5), B('currKnodeD'), B('offsetD'), B('lastKnodeD'), B('offset_2D'),
          B('startD'), B('endD'), B('RecstartD'), B('ReclenD')],
         dump=['currKnodeD', 'lastKnodeD', 'RecstartD', 'ReclenD'], note='one query per work-group')

    # -- cutoff Coulomb potential (Parboil cutcp): 3-D work-groups of 8x8x4 -------------------------
    # lattice spacing h = 0.5, bins of 4 lattice points (2.0) per side, 8 atom slots per bin (w = 0
    # ends a bin).  Regions 2x2 in x, y (16x16 points), z region 0 (8 points, 2 per work-item).
    # The neighbour list has the own bin and the one above in z only, so that every bin a
    # work-item reads exists (the kernel does not check bz against the bin grid).
    r = rng('cutcp')
    bdx, bdy, bdz = 4, 4, 3
    atoms = []
    for bz in range(bdz):
        for by in range(bdy):
            for bx in range(bdx):
                na = r.randint(2, 8)
                for sl in range(8):
                    if sl < na:
                        atoms += [f32(2.0 * bx + r.uniform(0.01, 1.99)), f32(2.0 * by + r.uniform(0.01, 1.99)),
                                  f32(2.0 * bz + r.uniform(0.01, 1.99)), f32(r.uniform(0.5, 1.5))]
                    else:
                        atoms += [0.0, 0.0, 0.0, 0.0]
    nbr = [3 | (3 << 3) | (3 << 6), 3 | (3 << 3) | (4 << 6)]
    case('cutcp', 'corpus/parboil_cutcp', 'opencl_cutoff_potential_lattice', 'potential (3-D blocks, LDS cache, rsqrt)',
         [2, 2, 1], [8, 8, 4],
         {'binZeroAddr': buf('f32', atoms), 'regionZeroAddr': zeros('f32', 4 * 512), 'NbrListLen': buf('s32', [2]),
          'NbrList': buf('s32', nbr)},
         [i32(bdx), i32(bdy), B('binZeroAddr'), F(0.5), F(4.0), F(0.25), B('regionZeroAddr'), i32(0),
          B('NbrListLen'), B('NbrList')], dump=['regionZeroAddr'],
         note='atoms never sit on lattice points; energies are sums of positive terms')


# ---- files ----------------------------------------------------------------------------------


def src_path(src):
    kind, name = src.split('/')
    return os.path.join(CORPUS if kind == 'corpus' else HERE, 'src', name + '.cl')


def s_path(src, cpu):
    kind, name = src.split('/')
    return os.path.join(CORPUS if kind == 'corpus' else HERE, 's', cpu, name + '.s')


def rel(p):
    return os.path.relpath(p, ROOT)


def launch_text(c):
    return json.dumps(c['launch'], indent=None, separators=(', ', ': ')) + '\n'


def manifest():
    out = []
    for c in CASES:
        out.append({'name': c['name'], 'category': c['category'], 'source': rel(src_path(c['src'])),
                    'kernel': c['kernel'], 'grid': c['launch']['grid'], 'block': c['launch']['block'],
                    's': {cpu: rel(s_path(c['src'], cpu)) for cpu in CPUS},
                    'tol': c['tol'], 'note': c['note']})
    return json.dumps(out, indent=1) + '\n'


def write(path, text, check, stale):
    old = open(path).read() if os.path.exists(path) else None
    if old == text:
        return
    if check:
        stale.append(rel(path))
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


def extra_flags(cl):
    import re
    m = re.search(r'CORPUS-FLAGS:\s*(.*?)\s*(\(|$)', open(cl).read(), re.M)
    return m.group(1).split() if m else []


def compile_local(check, stale):
    """clang-14 of src/*.cl for every CPU, as tests/corpus/amdgpu/gen.py does (run from the corpus
    directory with relative paths, so that no machine path lands in the .s)."""
    local = sorted({c['src'] for c in CASES if c['src'].startswith('local/')})
    with tempfile.TemporaryDirectory() as tmp:
        for src in local:
            cl = src_path(src)
            for cpu in CPUS:
                out = os.path.join(tmp, 'out.s')
                args = ['clang-14'] + CLANG + ['-mcpu=' + cpu] + extra_flags(cl) + [os.path.relpath(cl, CORPUS),
                                                                                      '-o', out]
                p = subprocess.run(args, cwd=CORPUS, capture_output=True, text=True)
                if p.returncode:
                    sys.exit('clang-14 failed on %s for %s:\n%s' % (src, cpu, p.stderr))
                write(s_path(src, cpu), open(out).read(), check, stale)


def pocl_golden(pocl_run, c, launch_file):
    p = subprocess.run([pocl_run, launch_file, src_path(c['src'])], capture_output=True, text=True, timeout=300)
    if p.returncode:
        raise RuntimeError('pocl_run failed on %s:\n%s' % (c['name'], p.stderr))
    return json.dumps(json.loads(p.stdout), separators=(', ', ': ')) + '\n'


ARG_SIZES = {'i8': 1, 'u8': 1, 'i16': 2, 'u16': 2, 'i32': 4, 'u32': 4, 'i64': 8, 'u64': 8, 'f16': 2, 'f32': 4,
             'f64': 8}


def struct_layout(members):
    """(size, alignment) of a {"struct": [...]} argument in C's layout (CONTRACT extension)."""
    off, al = 0, 1
    for m in members:
        kind, v = list(m.items())[0]
        size, mal = struct_layout(v) if kind == 'struct' else (ARG_SIZES[kind], ARG_SIZES[kind])
        off = (off + mal - 1) // mal * mal + size
        al = max(al, mal)
    return (off + al - 1) // al * al, al


def kernel_metadata(s_text, kernel):
    """(explicit args as (value_kind, size), group segment size, max flat work-group size) of one
    kernel, read from the .amdgpu_metadata block of clang's output (a small reader for that
    fixed YAML layout, so that no YAML library is needed)."""
    import re
    md = s_text[s_text.index('.amdgpu_metadata'):]
    for block in md.split('\n  - ')[1:]:
        m = re.search(r'^    \.name:\s+(\S+)$', block, re.M)
        if not m or m.group(1) != kernel:
            continue
        args = []
        body = block.split('\n    .', 1)[0] if block.startswith('.args:') else ''
        for item in body.split('\n      - ')[1:]:
            vk = re.search(r'\.value_kind:\s+(\S+)', item).group(1)
            size = int(re.search(r'\.size:\s+(\d+)', item).group(1))
            if not vk.startswith('hidden'):
                args.append((vk, size))
        gs = int(re.search(r'^    \.group_segment_fixed_size:\s+(\d+)$', block, re.M).group(1))
        mf = int(re.search(r'^    \.max_flat_workgroup_size:\s+(\d+)$', block, re.M).group(1))
        return args, gs, mf
    return None


def check_launch_args():
    """Every launch file against the compiled kernel of every target: the number of explicit
    parameters, buffer -> global_buffer, local -> dynamic_shared_pointer, a scalar kind of the
    parameter's size; the work-group within .max_flat_workgroup_size and LDS within 64 KiB."""
    errors = []
    for c in CASES:
        L = c['launch']
        for cpu in CPUS:
            sp = s_path(c['src'], cpu)
            if not os.path.exists(sp):
                errors.append('%s: no %s' % (c['name'], rel(sp)))
                continue
            meta = kernel_metadata(open(sp).read(), c['kernel'])
            if meta is None:
                errors.append('%s: no kernel %s in %s' % (c['name'], c['kernel'], rel(sp)))
                continue
            args, gs, mf = meta
            if len(args) != len(L['args']):
                errors.append('%s/%s: %d parameters, %d args' % (c['name'], cpu, len(args), len(L['args'])))
                continue
            for i, ((vk, size), a) in enumerate(zip(args, L['args'])):
                kind, v = list(a.items())[0]
                asize = struct_layout(v)[0] if kind == 'struct' else ARG_SIZES.get(kind)
                ok = (vk == 'global_buffer') if kind == 'buffer' else (vk == 'dynamic_shared_pointer') \
                    if kind == 'local' else (vk == 'by_value' and asize == size)
                if not ok:
                    errors.append('%s/%s: args[%d] is %s, the parameter %s of %d bytes' % (c['name'], cpu, i, kind,
                                                                                          vk, size))
            n = 1
            for b in L['block']:
                n *= b
            lds = gs + sum(a['local'] for a in L['args'] if 'local' in a)
            if n > mf or lds > 65536:
                errors.append('%s/%s: %d work-items (max %d), %d bytes of LDS' % (c['name'], cpu, n, mf, lds))
    return errors


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--compile', action='store_true', help='also rewrite s/<cpu>/*.s of src/*.cl')
    ap.add_argument('--goldens', action='store_true', help='also rewrite expected/*.json with pocl')
    ap.add_argument('--pocl-run', default=os.path.join(ROOT, 'build', 'tests', 'pocl_run'))
    ap.add_argument('--check', action='store_true', help='write nothing; exit 1 if a file is stale')
    a = ap.parse_args()
    define_cases()
    names = [c['name'] for c in CASES]
    assert len(names) == len(set(names)), 'duplicate case names'
    stale = []
    for c in CASES:
        write(os.path.join(HERE, 'launch', c['name'] + '.json'), launch_text(c), a.check, stale)
    write(os.path.join(HERE, 'cases.json'), manifest(), a.check, stale)
    if a.compile:
        compile_local(a.check, stale)
    errors = check_launch_args()
    for e in errors:
        print('launch file does not fit the kernel: ' + e)
    if errors:
        sys.exit(1)
    if a.goldens:
        for c in CASES:
            lf = os.path.join(HERE, 'launch', c['name'] + '.json')
            write(os.path.join(HERE, 'expected', c['name'] + '.json'), pocl_golden(a.pocl_run, c, lf), a.check, stale)
    for s in stale:
        print('stale: ' + s)
    print('%d cases, %d %s' % (len(CASES), len(stale), 'stale' if a.check else 'files checked'))
    sys.exit(1 if stale else 0)


if __name__ == '__main__':
    main()

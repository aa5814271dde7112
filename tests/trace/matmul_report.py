#!/usr/bin/env python3
"""ctest trace/matmul: a tiled and an untiled matrix multiply on all three ISAs, through
`gpuisa run --launch ... --report --json`, against the figures the textbook model predicts
(docs/memory-trace.md "Tiled vs untiled matrix multiply" gives the derivation).

    python3 tests/trace/matmul_report.py [--gpuisa build/gpuisa] [-v]

The kernels and launches are the launch corpora's (never changed here):
  SASS sm_50   untiled tests/launch/sass/kernels/matmul.s        (row-major C = A B, n = 24, 8x8 CTAs)
               tiled   tests/launch/sass/kernels/matmul_tiled.s  (8x8 shared tiles, n = 32)
  AMDGPU gfx900 (wave64), gfx1010 (wave32); vISA pvc (SIMD32), dg2 (SIMD32 untiled, SIMD16 tiled):
               untiled PolyBench 2MM mm2_kernel1 (tests/corpus/amdgpu/src/polybench_2mm.cl:
                       row-major tmp = A B, ni 48, nj 64, nk 40, 32x4 work-groups; launch mm2)
               tiled   myGEMM2 (tests/launch/amdgpu/src/mygemm_tiled.cl: column-major C = A B,
                       M 64, N 32, K 48, 16x16 work-groups, 16x16 LDS/SLM tiles; launch mygemm_tiled)

Also a padded tile: the 16x16 transposes through a float[16][17] tile (SASS
tests/launch/sass/kernels/transpose_shared.s; myGEMM's transpose, tests/launch/amdgpu/src/
mygemm_transpose.cl, launch transpose: 64 x 48, 16x16 work-groups), whose bank conflicts the layout
predicts: 2-way in one bank per 32 lanes where 32 banks serve 32 lanes (two tile rows), none where
16 banks serve 16 lanes (vISA).

Every predicted figure below is derived from the kernels' source and the geometry table of
docs/memory-trace.md (32-byte sectors, 4-byte banks), never from gpuisa's output. Prints one line
per check and `N checks passed, M failed` plus a summary table; exit status 1 on a failure.
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))


def R(*p):
    return os.path.join(ROOT, *p)


AMD_LAUNCH = R('tests', 'launch', 'amdgpu', 'launch')

# The untiled kernels: lanes of a wave (a SIMD message on vISA) lie along a row of C (column index
# fastest), `bx` lanes a row of the work-group. A[row][k] is one word per row of lanes (a
# broadcast within the row); B[k][col] is bx consecutive words, the same for every row of lanes.
# The tiled kernels: `ts` x `ts` work-groups; each loads one element of an A tile and one of a B
# tile per ts steps of k, lanes along a tile column of ts consecutive words (unit stride), the
# tile's rows `pitch` bytes apart.
SASS_N, SASS_NT = 24, 32
MM2 = dict(ni=48, nj=64, nk=40)          # launch mm2: args (ni, nj, nk) = (48, 64, 40)
GEMM = dict(M=64, N=32, K=48)            # launch mygemm_tiled: args (M, N, K) = (64, 32, 48)

CONFIGS = [
    # name, isa, cpu, lanes per message (untiled, tiled), messages of a thread per memory
    # instruction (vISA dg2 splits a SIMD32 access into two SIMD16 messages: two instructions),
    # the run commands
    dict(name='sass sm_50', isa='sass', cpu='sm_50', w=(32, 32), split=(1, 1),
         naive=dict(M=SASS_N, N=SASS_N, K=SASS_N, bx=8, row_bytes=SASS_N * 4, simd=32,
                    run=['--launch', R('tests/launch/sass/kernels/matmul.json'), R('tests/launch/sass/kernels/matmul.s')]),
         tiled=dict(M=SASS_NT, N=SASS_NT, K=SASS_NT, ts=8, pitch_a=SASS_NT * 4, pitch_b=SASS_NT * 4, simd=32,
                    run=['--launch', R('tests/launch/sass/kernels/matmul_tiled.json'),
                         R('tests/launch/sass/kernels/matmul_tiled.s')]),
         padded=dict(items=8 * 256, simd=32, w=32, group=32,
                     run=['--launch', R('tests/launch/sass/kernels/transpose_shared.json'),
                          R('tests/launch/sass/kernels/transpose_shared.s')])),
]
for cpu, w in (('gfx900', 64), ('gfx1010', 32)):
    CONFIGS.append(dict(
        name='amdgpu ' + cpu, isa='amdgpu', cpu=cpu, w=(w, w), split=(1, 1),
        naive=dict(M=MM2['ni'], N=MM2['nj'], K=MM2['nk'], bx=32, row_bytes=MM2['nk'] * 4, simd=w,
                   run=['--launch', os.path.join(AMD_LAUNCH, 'mm2.json'), '--kernel', 'mm2_kernel1',
                        R('tests/corpus/amdgpu/s', cpu, 'polybench_2mm.s')]),
        tiled=dict(M=GEMM['M'], N=GEMM['N'], K=GEMM['K'], ts=16, pitch_a=GEMM['M'] * 4, pitch_b=GEMM['K'] * 4, simd=w,
                   run=['--launch', os.path.join(AMD_LAUNCH, 'mygemm_tiled.json'),
                        R('tests/launch/amdgpu/s', cpu, 'mygemm_tiled.s')]),
        padded=dict(items=12 * 256, simd=w, w=w, group=32,
                    run=['--launch', os.path.join(AMD_LAUNCH, 'transpose.json'),
                         R('tests/launch/amdgpu/s', cpu, 'mygemm_transpose.s')])))
for dev, simd_n, simd_t in (('pvc', 32, 32), ('dg2', 32, 16)):
    V = R('tests/corpus/visa', dev)
    CONFIGS.append(dict(
        name='visa ' + dev, isa='visa', cpu=dev,
        # pvc: SIMD32 LSC messages of 32 lanes; dg2: data-port messages of 16 lanes (the SIMD32
        # untiled kernel issues two per access, M1 and M5; the tiled kernel is SIMD16, one)
        w=(32, 32) if dev == 'pvc' else (16, 16), split=(1, 1) if dev == 'pvc' else (2, 1),
        naive=dict(M=MM2['ni'], N=MM2['nj'], K=MM2['nk'], bx=32, row_bytes=MM2['nk'] * 4, simd=simd_n,
                   run=['--launch', os.path.join(AMD_LAUNCH, 'mm2.json'), '--zebin', os.path.join(V, 'polybench_2mm.zebin'),
                        os.path.join(V, 'polybench_2mm', 'mm2_kernel1.simd%d.visaasm' % simd_n)]),
        tiled=dict(M=GEMM['M'], N=GEMM['N'], K=GEMM['K'], ts=16, pitch_a=GEMM['M'] * 4, pitch_b=GEMM['K'] * 4, simd=simd_t,
                   run=['--launch', os.path.join(AMD_LAUNCH, 'mygemm_tiled.json'), '--zebin', os.path.join(V, 'mygemm_tiled.zebin'),
                        os.path.join(V, 'mygemm_tiled', 'myGEMM2.simd%d.visaasm' % simd_t)]),
        padded=dict(items=12 * 256, simd=32, w=32 if dev == 'pvc' else 16, group=16,
                    run=['--launch', os.path.join(AMD_LAUNCH, 'transpose.json'), '--zebin',
                         os.path.join(V, 'mygemm_transpose.zebin'),
                         os.path.join(V, 'mygemm_transpose', 'transpose.simd32.visaasm')])))


def predict_naive(k, w, split):
    """The two global loads of the inner loop per message of w lanes (a list: one entry per
    instruction, each as (executions, bytes per execution, sectors per execution, pattern))."""
    rows = max(w // k['bx'], 1)            # rows of C a message covers
    lanes_row = min(w, k['bx'])            # lanes of one row in it
    threads = k['M'] * k['N'] // k['simd']
    execs = threads * k['K']               # every thread runs the k loop K times
    # A[row][k]: one word per row; rows row_bytes >= 32 apart: one sector each
    a = (execs, w * 4, rows, 'uniform' if rows == 1 else 'gather')
    # B[k][col]: lanes_row consecutive words from a multiple of lanes_row words (a 32-byte
    # multiple): lanes_row * 4 / 32 sectors, the same for every row (pitch 0)
    b = (execs, w * 4, lanes_row * 4 // 32, 'unit' if rows == 1 else ('tile', lanes_row, 0))
    return sorted([a, b] * split, key=str)


def predict_tiled(k, w, split):
    rows = w // k['ts']                    # tile columns a message covers (ts lanes each)
    threads = k['M'] * k['N'] // k['simd']
    execs = threads * (k['K'] // k['ts'])  # one load of A and one of B per tile step
    # ts consecutive words (ts * 4 bytes from a multiple of ts * 4: 32-byte aligned) per row
    sec = rows * (k['ts'] * 4 // 32)
    pat = lambda pitch: 'unit' if rows == 1 else ('tile', k['ts'], pitch)
    return sorted([(execs, w * 4, sec, pat(k['pitch_a'])), (execs, w * 4, sec, pat(k['pitch_b']))] * split, key=str)


def predict_padded(k):
    """The tile store tile[ty][tx] (word 17 ty + tx) and load tile[tx][ty] (word 17 tx + ty),
    per shared instruction (executions, max ways, extra wavefronts per execution). A group of
    `group` lanes served together holds group / 16 rows of the 16-wide work-group. Two rows
    y, y + 1 (32 banks): the store's words are 17y + {0..15} and 17y + {17..32}: offsets 0 and
    32 share a bank, every other bank one word: 2-way, 1 extra wavefront. The load's words are
    17 tx + y and 17 tx + y + 1: 17 (tx - tx') = 1 (mod 32) only for tx' - tx = 15 (17 x 17 =
    289 = 1 mod 32): tx 0 of row y and tx 15 of row y + 1 share a bank: 2-way, 1 extra. One row
    (16 banks): 16 consecutive words, and 17 tx + y = tx + y (mod 16): 16 banks, 1-way."""
    rows = k['group'] // 16
    ways, extra = (2, 1) if rows == 2 else (1, 0)
    per_thread = k['simd'] // k['w']       # messages per thread (dg2: two SIMD16 halves)
    execs = k['items'] // k['simd']
    one = (execs, ways, extra * (k['w'] // k['group']))
    return [one] * (2 * per_thread)


def pattern_of(i):
    p = {k: v for k, v in i['patterns'].items() if v}
    if len(p) != 1:
        return ('mixed', tuple(sorted(p.items())))
    (name, n), = p.items()
    if name == 'tile':
        return ('tile', i.get('tile_width'), i.get('tile_pitch'))
    return name


def run_report(gpuisa, isa, cpu, args):
    cmd = [gpuisa, 'run', '--isa=' + isa, '--mcpu=' + cpu] + args[:-1] + ['--report', '--json', args[-1]]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode:
        raise RuntimeError('%s: exit %d: %s' % (' '.join(cmd), p.returncode, p.stderr.strip()[:300]))
    lines = [l for l in p.stdout.splitlines() if l.strip()]
    return json.loads(lines[-1])   # the report's JSON line follows the result's


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', default=R('build', 'gpuisa'))
    ap.add_argument('-v', action='store_true', help='print every check, not only failures')
    a = ap.parse_args()
    npass = nfail = 0

    def check(what, got, want):
        nonlocal npass, nfail
        ok = got == want
        npass += ok
        nfail += not ok
        if a.v or not ok:
            print('%s %s = %s%s' % ('ok  ' if ok else 'FAIL', what, want, '' if ok else ' (report: %s)' % (got,)))

    t0 = time.time()
    table = []
    for c in CONFIGS:
        figs = {}
        for kind in ('naive', 'tiled'):
            k = c[kind]
            w = c['w'][kind == 'tiled']
            split = c['split'][kind == 'tiled']
            rep = run_report(os.path.abspath(a.gpuisa), c['isa'], c['cpu'], k['run'])
            # the lane-wise global loads (SMEM / constant-bank / wave-wide reads are `scalar`)
            loads = [i for i in rep['instructions']
                     if i['space'] == 'global' and i['kind'] == 'load' and not i['patterns']['scalar']]
            got = sorted([(i['executions'], i['bytes'] // i['executions'], i['sectors'] // i['executions'],
                           pattern_of(i)) for i in loads], key=str)
            uneven = [i['pc'] for i in loads if i['sectors'] % i['executions'] or i['bytes'] % i['executions']]
            want = predict_naive(k, w, split) if kind == 'naive' else predict_tiled(k, w, split)
            check('%s %s: global loads (executions, bytes/exec, sectors/exec, pattern)' % (c['name'], kind), got, want)
            check('%s %s: loads with figures not the same in every execution' % (c['name'], kind), uneven, [])
            fma = k['M'] * k['N'] * k['K']
            req = sum(i['bytes'] for i in loads)
            moved = sum(i['bytes_moved'] for i in loads)
            # requested: two 4-byte loads per multiply-add untiled, per ts multiply-adds tiled
            check('%s %s: requested load bytes per multiply-add x 1000' % (c['name'], kind),
                  req * 1000 // fma, 8000 if kind == 'naive' else 8000 // k['ts'])
            check('%s %s: moved load bytes per multiply-add x 1000' % (c['name'], kind), moved * 1000 // fma,
                  sum(e[0] * e[2] * 32 for e in want) * 1000 // fma)
            shared = [i for i in rep['instructions'] if i['space'] == 'shared']
            if kind == 'naive':
                check('%s naive: shared accesses' % c['name'], len(shared), 0)
            else:
                # every LDS/SLM/shared access of the tiles is conflict-free (derivation in the docs)
                check('%s tiled: shared instructions with a bank conflict' % c['name'],
                      [(i['pc'], i['bank_conflict_max_ways']) for i in shared if i['bank_conflict_max_ways'] != 1], [])
                check('%s tiled: extra bank wavefronts' % c['name'], rep['totals']['bank_extra_wavefronts'], 0)
                check('%s tiled: has shared stores and loads' % c['name'],
                      sorted({i['kind'] for i in shared}), ['load', 'store'])
            figs[kind] = dict(req=req / fma, moved=moved / fma, spr=[g[2] for g in got],
                              loads=sum(i['executions'] for i in loads),
                              conflicts=rep['totals']['bank_extra_wavefronts'] if shared else None)
        k = c['padded']
        rep = run_report(os.path.abspath(a.gpuisa), c['isa'], c['cpu'], k['run'])
        shared = [i for i in rep['instructions'] if i['space'] == 'shared']
        got = sorted((i['executions'], i['bank_conflict_max_ways'], i['bank_extra_wavefronts'] // i['executions'])
                     for i in shared)
        check('%s padded 16x17 tile: shared (executions, max ways, extra wavefronts per execution)' % c['name'],
              got, predict_padded(k))
        check('%s padded 16x17 tile: stores and loads' % c['name'], sorted({i['kind'] for i in shared}), ['load', 'store'])
        figs['padded'] = got[0][1:] if got else None
        table.append((c['name'], figs))
    print('%-14s %-10s %-8s %-14s %-14s %-12s %-10s %s' % ('', 'sectors/request', '', 'load B/FMA req.', 'moved',
                                                        'ratio', 'tiled bank', 'padded 16x17'))
    print('%-14s %-10s %-8s %-14s %-14s %-12s %-10s %s' % ('', 'untiled', 'tiled', 'untiled tiled', 'untiled tiled',
                                                        'req. moved', 'extra', 'ways, extra/exec'))
    for name, f in table:
        n, t = f['naive'], f['tiled']
        print('%-14s %-10s %-8s %-14s %-14s %-12s %-10s %s' % (
            name, ','.join(map(str, n['spr'])), ','.join(map(str, t['spr'])),
            '%.2f %.2f' % (n['req'], t['req']), '%.2f %.2f' % (n['moved'], t['moved']),
            '%.0f %.0f' % (n['req'] / t['req'], n['moved'] / t['moved']), t['conflicts'], f['padded']))
    print('%d checks passed, %d failed (%.1f s)' % (npass, nfail, time.time() - t0))
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())

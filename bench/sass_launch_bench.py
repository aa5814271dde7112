#!/usr/bin/env python3
"""SASS launch and disassembler benchmark (issue 20, bench/README.md).

    python3 bench/sass_launch_bench.py [--gpuisa build/gpuisa] [--repeat 3] [--quick] [-k NAME]

1. A kernel mix of tests/launch/sass/kernels (nvcc's sm_50 shape) over large grids:
     alu        an ALU loop (IADD/ISCADD/LOP/SHL/XMAD per iteration), 1024 CTAs of 256 threads
     vadd       integer vector add, 4 Mi elements
     reduce     shared-memory tree reduction with BAR.SYNC, 8192 CTAs of 128
     matmul_tiled  8x8 shared tiles, FFMA, 128x128x128
     collatz    divergent data-dependent loops, 16 Ki threads
   each run with `gpuisa run --launch --time --threads 1|2`: the run phase's wall time (gpuisa
   --time, without parsing, set-up and the result), best of --repeat, and lane-instructions per
   second per thread = lane_instructions / run / threads. Goal: at least 1e9 on ALU work.
   Every result is checked against tests/launch/sass/refs.py (the kernels' CUDA sources), and the
   2-thread result must equal the 1-thread one; else exit 1.
2. `gpuisa dis --isa=sass` on raw code of N words (the real-listing corpus words repeated, with
   control words): words per second of the whole process, best of --repeat, against a native
   baseline measured in the same run: `od -An -tx8` reading and printing the same words (the cost
   of reading the file and printing one line per word, without decoding).
"""
import argparse, json, os, subprocess, sys, tempfile, time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
KDIR = os.path.join(ROOT, 'tests', 'launch', 'sass', 'kernels')
sys.path.insert(0, os.path.join(ROOT, 'tests', 'launch', 'sass'))
import refs  # noqa: E402

ALU = """// bench kernel: per thread, 64 iterations of integer ALU work on two values
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
MOV R4, R0 ;
MOV32I R5, 0x12345 ;
MOV32I R6, 0x40 ;
loop:
IADD R4, R4, R5 ;
ISCADD R5, R4, R5, 0x3 ;
LOP.XOR R4, R4, R5 ;
SHL R7, R4, 0x5 ;
SHR.U32 R8, R4, 0x1b ;
LOP.OR R4, R7, R8 ;
XMAD R5, R4, R5, R5 ;
IADD R5, R5, 0x7 ;
IADD R4, R4, -R5 ;
ISCADD R4, R5, R4, 0x1 ;
LOP.AND R8, R4, R5 ;
IADD R5, R5, R8 ;
IADD R6, R6, -0x1 ;
ISETP.NE.AND P0, PT, R6, RZ, PT ;
@P0 BRA loop ;
LEA R2.CC, R0.reuse, c[0x0][0x140], 0x3 ;
LEA.HI.X R3, R0, c[0x0][0x144], RZ, 0x3 ;
STG.E.64 [R2], R4 ;
EXIT ;
"""


def alu_ref(launch):
    """Every 61st thread's two words (a full Python reference would take longer than the run)."""
    n = launch['grid'][0] * launch['block'][0]
    out = {}
    m = 0xffffffff
    for i in range(0, n, 61):
        r4, r5 = i, 0x12345
        for _ in range(64):
            r4 = (r4 + r5) & m
            r5 = ((r4 << 3) + r5) & m
            r4 ^= r5
            r4 = ((r4 << 5) | (r4 >> 27)) & m
            r5 = ((r4 & 0xffff) * (r5 & 0xffff) + r5) & m
            r5 = (r5 + 7) & m
            r4 = (r4 - r5) & m
            r4 = ((r5 << 1) + r4) & m
            r5 = (r5 + (r4 & r5)) & m
        out[2 * i], out[2 * i + 1] = r4, r5
    return {'out': out}


def agrees(got, want):
    for k, v in want.items():
        if isinstance(v, dict):
            if any(got[k][i] != x for i, x in v.items()):
                return False
        elif got[k] != v:
            return False
    return True


def launches(quick):
    s = 16 if quick else 1
    n = (1 << 22) // s
    red = 8192 // s
    mm = 64 if quick else 128
    col = (1 << 14) // s
    alu = 1024 // s
    return [
        ('alu', ALU, {'grid': [alu], 'block': [256],
                      'buffers': {'out': {'type': 'u32', 'count': 2 * alu * 256, 'fill': 0}},
                      'args': [{'buffer': 'out'}]}, alu_ref),
        ('vadd', None, {'grid': [n // 256], 'block': [256],
                        'buffers': {'a': {'type': 'u32', 'count': n, 'fill': 5},
                                    'b': {'type': 'u32', 'count': n, 'fill': 7},
                                    'c': {'type': 'u32', 'count': n, 'fill': 0}},
                        'args': [{'buffer': 'a'}, {'buffer': 'b'}, {'buffer': 'c'}, {'i32': n}]}, refs.vadd),
        ('reduce', None, {'grid': [red], 'block': [128], 'shared': 512,
                          'buffers': {'in': {'type': 'u32', 'values': [(i * 7) % 1000 for i in range(red * 128)]},
                                      'out': {'type': 'u32', 'count': red, 'fill': 0}},
                          'args': [{'buffer': 'in'}, {'buffer': 'out'}]}, refs.reduce),
        ('matmul_tiled', None, {'grid': [mm // 8, mm // 8], 'block': [8, 8], 'shared': 512,
                                'buffers': {'A': {'type': 'f32', 'values': [float(i % 5 - 2) for i in range(mm * mm)]},
                                            'B': {'type': 'f32', 'values': [float(i % 3 - 1) for i in range(mm * mm)]},
                                            'C': {'type': 'f32', 'count': mm * mm, 'fill': 0}},
                                'args': [{'buffer': 'A'}, {'buffer': 'B'}, {'buffer': 'C'}, {'i32': mm}]},
         refs.matmul_tiled),
        ('collatz', None, {'grid': [col // 256], 'block': [256],
                           'buffers': {'in': {'type': 'u32', 'values': [i % 3000 + 1 for i in range(col)]},
                                       'steps': {'type': 'u32', 'count': col, 'fill': 0}},
                           'args': [{'buffer': 'in'}, {'buffer': 'steps'}]}, refs.collatz),
    ]


def run(gpuisa, src, lj, threads):
    p = subprocess.run([gpuisa, 'run', '--isa=sass', '--mcpu=sm_50', '--launch', lj, '--json', '--time',
                        '--threads', str(threads), src], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit('gpuisa failed: %s' % p.stderr.strip())
    t = [l for l in p.stderr.splitlines() if l.startswith('gpuisa: time:')][0].split()
    return json.loads(p.stdout), float(t[t.index('run') + 1])


def dis_bench(gpuisa, tmp, repeat, quick):
    words = []
    for line in open(os.path.join(ROOT, 'tests', 'corpus', 'sass', 'cuassembler_sm50_insrecords.txt')):
        if line.startswith('(0x'):
            words.append(int(line.split(',')[1], 16))
    nwords = (1 << 16) if quick else (1 << 20)
    raw = bytearray()
    k = 0
    while len(raw) < nwords * 8:
        raw += (0x001f8000fc0007e0).to_bytes(8, 'little')   # a control word every fourth word
        for _ in range(3):
            raw += words[k % len(words)].to_bytes(8, 'little')
            k += 1
    path = os.path.join(tmp, 'code.bin')
    with open(path, 'wb') as f:
        f.write(raw)
    best = {'gpuisa dis': 1e9, 'od -tx8': 1e9}
    for _ in range(repeat):
        for name, cmd in (('gpuisa dis', [gpuisa, 'dis', '--isa=sass', '--mcpu=sm_50', path]),
                          ('od -tx8', ['od', '-An', '-tx8', '-w8', '-v', path])):
            t0 = time.perf_counter()
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            best[name] = min(best[name], time.perf_counter() - t0)
    n = len(raw) // 8
    print('\ndis: %d words (%d instructions), best of %d' % (n, n * 3 // 4, repeat))
    for name, t in best.items():
        print('  %-12s %8.3f s  %10.3e words/s' % (name, t, n / t))
    print('  ratio gpuisa dis / od: %.2fx the time' % (best['gpuisa dis'] / best['od -tx8']))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', default=os.path.join(ROOT, 'build', 'gpuisa'))
    ap.add_argument('--repeat', type=int, default=3)
    ap.add_argument('--quick', action='store_true')
    ap.add_argument('-k', default=None)
    a = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        print('%-13s %14s %9s %9s %11s %11s' % ('kernel', 'lane-insts', 'run t1', 'run t2', 'l/s/thr1', 'l/s/thr2'))
        for name, text, launch, ref in launches(a.quick):
            if a.k and a.k not in name:
                continue
            src = os.path.join(KDIR, name + '.s')
            if text:
                src = os.path.join(tmp, name + '.s')
                with open(src, 'w') as f:
                    f.write(text)
            lj = os.path.join(tmp, name + '.json')
            with open(lj, 'w') as f:
                json.dump(launch, f)
            best = {}
            res = {}
            for threads in (1, 2):
                for _ in range(a.repeat):
                    r, t = run(a.gpuisa, src, lj, threads)
                    res[threads] = r
                    best[threads] = min(best.get(threads, 1e9), t)
            want = ref(launch)
            ok = agrees(res[1]['buffers'], want) and res[1] == res[2]
            bad += not ok
            li = res[1]['lane_instructions']
            print('%-13s %14d %8.3fs %8.3fs %11.3e %11.3e%s' % (
                name, li, best[1], best[2], li / best[1], li / best[2] / 2, '' if ok else '  WRONG RESULT'))
        if not a.k:
            dis_bench(a.gpuisa, tmp, a.repeat, a.quick)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

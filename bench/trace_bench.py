#!/usr/bin/env python3
"""Tracing overhead of `run --trace-memory` (issue 23, docs/memory-trace.md): AMDGPU kernels of the
launch corpus run with and without a memory trace: plain CSV, gzip CSV and Parquet.

    python3 bench/trace_bench.py [--mcpu gfx900] [--repeat 5] [--quick | --full] [-k NAME] [--threads N]

Kernels, from memory-bound to ALU-bound (`rec/lane` below: trace records per lane-instruction):
  matmul   myGEMM2, 16x16 LDS tiles: two LDS loads per FMA        128^3 (--quick 64^3, --full 512^3)
  reduce   SHOC reduce, LDS tree                                   1 Mi floats, 256 groups (--quick 64 Ki)
  stencil  Parboil 7-point stencil, LDS plane marching in z        128x128x8 (--quick 64x64x4)
  sgemm    Parboil mysgemmNT, 16-wide register tiles (ALU+memory)  256^3 (--quick 128^3)
  mriq     Parboil MRI-Q ComputeQ: sin/cos per k-space sample,     4096 points x 256 samples
           the samples as scalar (wave-wide) loads (ALU-bound)     (--quick 2048 x 256)
The default sizes make the untraced run phase tens of milliseconds (--quick's are a few: noise);
--full's matmul trace is tens of GB (mind the disk).

Every figure is the median of --repeat runs; the trace file is removed before each run (so a
run does not pay for truncating the previous one). `run` is the run phase that `--time` reports
(every workgroup run); with a trace it is the run phase plus the trace's close (`trace-close`:
the writer thread's backlog written or compressed), so work left to the writer thread counts.
`cpu x`: the process's CPU time (user + system, every thread, writer included) with the trace
over without (a loaded machine inflates wall times, not this). Also: records in the trace, its
sizes, and `gpuisa report` over the .gz trace (wall). The issue's goal is a run-phase ratio of
at most 3.
"""
import argparse, json, os, sys, tempfile, random, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import launch_bench as lb  # noqa: E402


def matmul(rng, size):
    n = {'quick': 64, 'mid': 128, 'full': 512}[size]
    l, _ = lb.matmul(rng, True)
    l['grid'] = [n // 16, n // 16]
    l['buffers']['A']['values'] = lb.rand_values(rng, n * n)
    l['buffers']['B']['values'] = lb.rand_values(rng, n * n)
    l['buffers']['C']['count'] = n * n
    l['args'][:3] = [{'i32': n}] * 3
    return l, '%d^3' % n


def reduce(rng, size):
    n, groups = {'quick': (1 << 16, 16), 'mid': (1 << 20, 256), 'full': (1 << 22, 1024)}[size]
    l, _ = lb.reduce(rng, True)
    l['grid'] = [groups]
    l['buffers']['g_idata']['values'] = lb.rand_values(rng, n)
    l['buffers']['g_odata']['count'] = groups
    l['args'][3] = {'u32': n}
    return l, '%d Ki' % (n >> 10)


def stencil(rng, size):
    nx, nz = {'quick': (64, 4), 'mid': (128, 8), 'full': (512, 16)}[size]
    l, _ = lb.stencil(rng, True)
    l['grid'] = [nx // 32, nx // 4]
    l['buffers']['A0']['values'] = lb.rand_values(rng, nx * nx * nz)
    l['buffers']['Anext']['count'] = nx * nx * nz
    l['args'][4:7] = [{'i32': nx}, {'i32': nx}, {'i32': nz}]
    return l, '%dx%dx%d' % (nx, nx, nz)


def sgemm(rng, size):
    l, s = lb.sgemm(rng, size == 'quick')
    return l, s


def mriq(rng, size):
    # Parboil ComputeQ_GPU: 256 points per group, numK k-space samples (struct kValues: Kx, Ky, Kz, PhiMag)
    npts, numk = {'quick': (2048, 256), 'mid': (4096, 256), 'full': (16384, 1024)}[size]
    vals = lambda n: [rng.randint(-64, 64) / 256 for _ in range(n)]
    return {'kernel': 'ComputeQ_GPU', 'grid': [npts // 256], 'block': [256],
            'buffers': {'x': {'type': 'f32', 'values': vals(npts)}, 'y': {'type': 'f32', 'values': vals(npts)},
                        'z': {'type': 'f32', 'values': vals(npts)},
                        'Qr': {'type': 'f32', 'count': npts, 'fill': 0}, 'Qi': {'type': 'f32', 'count': npts, 'fill': 0},
                        'ck': {'type': 'f32', 'values': vals(4 * numk)}},
            'args': [{'i32': numk}, {'i32': 0}, {'buffer': 'x'}, {'buffer': 'y'}, {'buffer': 'z'}, {'buffer': 'Qr'},
                     {'buffer': 'Qi'}, {'buffer': 'ck'}],
            'dump': ['Qr', 'Qi']}, '%dx%d' % (npts, numk)


KERNELS = [('matmul', 'mygemm_tiled', matmul), ('reduce', 'reduce', reduce), ('stencil', 'stencil3d_tiled', stencil),
           ('sgemm', 'sgemm', sgemm), ('mriq', 'mriq', mriq)]


def times(stderr):
    """(run phase, trace-close or 0) of `--time`'s line."""
    for line in stderr.splitlines():
        if line.startswith('gpuisa: time: '):
            f = line.split()
            close = float(f[f.index('trace-close') + 1]) if 'trace-close' in f else 0.0
            return float(f[f.index('run') + 1]), close
    sys.exit('gpuisa printed no time line:\n' + stderr)


def median_runs(cmd, repeat, trace=None):
    """Medians over `repeat` runs: (run phase + trace close, process CPU seconds, stdout of the last)."""
    phase, cpu, out = [], [], None
    for _ in range(repeat):
        if trace and os.path.exists(trace):
            os.unlink(trace)
        _, c, out, err = lb.run(cmd)
        r, close = times(err)
        phase.append(r + close)
        cpu.append(c)
    return statistics.median(phase), statistics.median(cpu), out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(lb.ROOT, 'build', 'gpuisa'))
    ap.add_argument('--mcpu', default='gfx900')
    ap.add_argument('--repeat', type=int, default=5)
    ap.add_argument('--threads', type=int, default=1)
    ap.add_argument('--quick', action='store_true', help='tiny sizes (run phases of a few ms: noise)')
    ap.add_argument('--full', action='store_true', help="launch_bench's full sizes (huge traces)")
    ap.add_argument('-k', metavar='NAME', help='only the kernel NAME (matmul, reduce, stencil, sgemm, mriq)')
    a = ap.parse_args()
    size = 'quick' if a.quick else 'full' if a.full else 'mid'
    cases = {c['name']: c for c in json.load(open(os.path.join(lb.LAUNCH, 'cases.json')))}
    print('%-8s %-11s %10s %8s %10s %10s %7s %10s %7s %10s %7s %6s %6s %6s %10s %7s %9s %7s %7s' % (
        'kernel', 'size', 'lane-ins', 'rec/lane', 'run', 'run+csv', 'ratio', 'run+gz', 'ratio', 'run+pq', 'ratio',
        'cpu x', 'cpu gz', 'cpu pq', 'records', 'csv MB', 'gz MB', 'pq MB', 'report'))
    with tempfile.TemporaryDirectory() as tmp:
        for name, cname, make in KERNELS:
            if a.k and a.k != name:
                continue
            case = cases[cname]
            launch, sz = make(random.Random(19), size)
            path = os.path.join(tmp, name + '.json')
            with open(path, 'w') as f:
                json.dump(launch, f, separators=(',', ':'))
            s_file = os.path.join(lb.ROOT, case['s'][a.mcpu])
            g = [a.gpuisa, 'run', '--isa=amdgpu', '--mcpu=' + a.mcpu, '--kernel', launch['kernel'], '--json', '--time',
                 '--threads', str(a.threads), '--launch', path]
            csv, gz = os.path.join(tmp, 't.csv'), os.path.join(tmp, 't.csv.gz')
            r0, c0, out = median_runs(g + [s_file], a.repeat)
            lane_ins = json.loads(out)['lane_instructions']
            r1, c1, _ = median_runs(g + ['--trace-memory', csv, s_file], a.repeat, csv)
            r2, c2, _ = median_runs(g + ['--trace-memory', gz, s_file], a.repeat, gz)
            pq = os.path.join(tmp, 't.parquet')
            r3, c3, _ = median_runs(g + ['--trace-memory', pq, s_file], a.repeat, pq)
            pq_bytes = os.path.getsize(pq)
            os.unlink(pq)
            with open(csv, 'rb') as f:
                records = sum(1 for _ in f) - 1
            csv_bytes = os.path.getsize(csv)
            os.unlink(csv)
            rw = lb.best([a.gpuisa, 'report', gz], 1)[0]
            print('%-8s %-11s %10.3e %8.3f %9.4fs %9.4fs %6.1fx %9.4fs %6.1fx %9.4fs %6.1fx %5.1fx %5.1fx %5.1fx %10d %7.1f %9.2f %7.2f %6.2fs' % (
                name, sz, lane_ins, records / lane_ins, r0, r1, r1 / r0, r2, r2 / r0, r3, r3 / r0, c1 / max(c0, 1e-3),
                c2 / max(c0, 1e-3), c3 / max(c0, 1e-3), records, csv_bytes / 1e6, os.path.getsize(gz) / 1e6,
                pq_bytes / 1e6, rw), flush=True)


if __name__ == '__main__':
    main()

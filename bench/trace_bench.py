#!/usr/bin/env python3
"""Tracing overhead of `run --trace-memory` (issue 23, docs/memory-trace.md): the launch
benchmark's AMDGPU kernels (bench/launch_bench.py: myGEMM2 with 16x16 LDS tiles, the SHOC
reduction, the Parboil stencil) run with and without a memory trace, plain and gzip.

    python3 bench/trace_bench.py [--mcpu gfx900] [--repeat 3] [--full] [-k NAME] [--threads N]

Sizes: launch_bench's --quick sizes (matmul 64x64x64: 0.46 M records, 50 MB of CSV) unless
--full (matmul 512^3 writes about 240 M records, tens of GB: mind the disk).

Times are the run phase that `--time` reports (every workgroup run; with a trace this includes
formatting the records and writing them through zlib) and the whole process (wall), best of
--repeat, and the CPU time of the process (user + system, best of --repeat; a loaded machine
inflates wall times, not this). Also: records in the trace, its size in bytes, and `gpuisa report` over the .gz trace
(wall). The issue's goal is a run-phase ratio of at most 3.
"""
import argparse, json, os, sys, tempfile, random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import launch_bench as lb  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(lb.ROOT, 'build', 'gpuisa'))
    ap.add_argument('--mcpu', default='gfx900')
    ap.add_argument('--repeat', type=int, default=3)
    ap.add_argument('--threads', type=int, default=1)
    ap.add_argument('--full', action='store_true', help="launch_bench's full sizes (huge traces)")
    ap.add_argument('-k', metavar='NAME', help='only the kernel NAME (matmul, reduce, stencil)')
    a = ap.parse_args()
    cases = {c['name']: c for c in json.load(open(os.path.join(lb.LAUNCH, 'cases.json')))}
    print('%-8s %10s %10s %7s %10s %7s %7s %7s %7s %10s %10s %8s' % ('kernel', 'run', 'run+trace', 'ratio', 'run+gz',
          'ratio', 'wall x', 'cpu x', 'cpu gz', 'records', 'gz bytes', 'report'))
    with tempfile.TemporaryDirectory() as tmp:
        for name, cname, make in lb.KERNELS:
            if a.k and a.k != name:
                continue
            case = cases[cname]
            launch, _ = make(random.Random(19), not a.full)
            path = os.path.join(tmp, name + '.json')
            with open(path, 'w') as f:
                json.dump(launch, f, separators=(',', ':'))
            s_file = os.path.join(lb.ROOT, case['s'][a.mcpu])
            g = [a.gpuisa, 'run', '--isa=amdgpu', '--mcpu=' + a.mcpu, '--kernel', launch['kernel'], '--json', '--time',
                 '--threads', str(a.threads), '--launch', path]
            csv, gz = os.path.join(tmp, 't.csv'), os.path.join(tmp, 't.csv.gz')
            w0, c0, _, e0 = lb.best(g + [s_file], a.repeat)
            w1, c1, _, e1 = lb.best(g + ['--trace-memory', csv, s_file], a.repeat)
            w2, c2, _, e2 = lb.best(g + ['--trace-memory', gz, s_file], a.repeat)
            r0, r1, r2 = lb.run_phase(e0), lb.run_phase(e1), lb.run_phase(e2)
            with open(csv) as f:
                records = sum(1 for _ in f) - 1
            rw = lb.best([a.gpuisa, 'report', gz], 1)[0]
            print('%-8s %9.3fs %9.3fs %6.1fx %9.3fs %6.1fx %6.1fx %6.1fx %6.1fx %10d %10d %7.2fs' % (
                name, r0, r1, r1 / r0, r2, r2 / r0, w1 / w0, c1 / max(c0, 1e-3), c2 / max(c0, 1e-3), records,
                os.path.getsize(gz), rw))


if __name__ == '__main__':
    main()

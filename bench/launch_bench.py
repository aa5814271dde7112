#!/usr/bin/env python3
"""Launch benchmark (issue 19): three real kernels of the launch corpus over full grids,
`gpuisa run --launch` on 1 and 2 host threads against pocl running the same OpenCL C source
on the same launch file.

    python3 bench/launch_bench.py [--mcpu gfx900] [--repeat 3] [--quick] [-k NAME]
    python3 bench/launch_bench.py --isa visa [--mcpu pvc] ...   (IGC's vISA of the same sources)

Kernels (tests/launch/amdgpu/cases.json gives the OpenCL source and the clang .s per target):
  matmul   mygemm_tiled  myGEMM2, 16x16 LDS tiles, C = A*B, 512x512x512 (--quick: 64)
  reduce   reduce        SHOC reduction, LDS tree, 4 Mi floats, 1024 groups of 256 (--quick: 64 Ki)
  stencil  stencil3d_tiled  Parboil 7-point stencil, LDS plane marching in z, 512x512x16 (--quick: 64x64x4)
--isa visa runs IGC's vISA for pvc (tests/corpus/visa, with the zebin) of reduce, stencil and, for
matmul (myGEMM2 is not in the vISA corpus):
  sgemm    sgemm         Parboil mysgemmNT, 16x8 groups, 16-wide register tiles, 256x256x256 (--quick: 128)

Inputs are pseudo-random with a fixed seed, multiples of 1/32 in [-2, 2] (short JSON, and the
reduction's sums are exact in f32); the launch files go to a temporary directory.

Every time is the wall time of the whole process, best of --repeat:
  gpuisa t1, t2   `gpuisa run --launch --threads 1|2 --json` (parse the launch file, assemble the
                  .s, load, run every workgroup, print the result)
  fixed           the same launch file with the grid cut to one workgroup (for reduce also n to
                  one group's 512 elements): the cost outside the grid's run (parse the JSON,
                  assemble, load, print the result)
  run t1, t2      the run phase alone, as `gpuisa run --launch --time` reports it (wall time of
                  running every workgroup, without parsing, set-up and the result JSON)
  l/s/thr1, 2     lane-instructions per second per thread: lane_instructions / run phase /
                  threads; l/s/cpu: lane_instructions / (CPU time - fixed's CPU time) (1 thread),
                  which a loaded machine does not inflate
  pocl p1, p2     pocl_run with POCL_MAX_PTHREAD_COUNT=1|2 (the pthread device's worker count;
                  2 = every core here); pocl's kernel cache is on, so after the first run the
                  build is a cache hit. pocl_run --time reports the build (clBuildProgram +
                  clCreateKernel) and run (enqueue + finish) parts.
  t1/p1, t2/p2    gpuisa / pocl, same thread count, whole process (wall); cpu1 the same in CPU
                  time; run1, run2 compare the run parts only: gpuisa's run phase against pocl's
                  enqueue + finish.
gpuisa's result (1 thread) must agree with pocl's (tests/launch/amdgpu/compare.py's tolerance:
f32 within 1e-5 relative) and the 2-thread result must be identical; else exit 1.
"""
import argparse, json, os, random, resource, subprocess, sys, tempfile, time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
LAUNCH = os.path.join(ROOT, 'tests', 'launch', 'amdgpu')
sys.path.insert(0, LAUNCH)
import compare  # noqa: E402  (compare_buffers: the corpus's tolerance)


def rand_values(rng, n):
    return [rng.randint(-64, 64) / 32 for _ in range(n)]


def matmul(rng, quick):
    n = 64 if quick else 512
    return {'kernel': 'myGEMM2', 'grid': [n // 16, n // 16], 'block': [16, 16],
            'buffers': {'A': {'type': 'f32', 'values': rand_values(rng, n * n)},
                        'B': {'type': 'f32', 'values': rand_values(rng, n * n)},
                        'C': {'type': 'f32', 'count': n * n, 'fill': 0}},
            'args': [{'i32': n}, {'i32': n}, {'i32': n}, {'buffer': 'A'}, {'buffer': 'B'}, {'buffer': 'C'}],
            'dump': ['C']}, '%dx%dx%d' % (n, n, n)


def reduce(rng, quick):
    n, groups = (1 << 16, 16) if quick else (1 << 22, 1024)
    return {'kernel': 'reduce', 'grid': [groups], 'block': [256],
            'buffers': {'g_idata': {'type': 'f32', 'values': rand_values(rng, n)},
                        'g_odata': {'type': 'f32', 'count': groups, 'fill': 0}},
            'args': [{'buffer': 'g_idata'}, {'buffer': 'g_odata'}, {'local': 1024}, {'u32': n}],
            'dump': ['g_odata']}, '%d Ki' % (n >> 10)


def stencil(rng, quick):
    nx, nz = (64, 4) if quick else (512, 16)
    return {'kernel': 'block2D_reg_tiling', 'grid': [nx // 32, nx // 4], 'block': [32, 4],
            'buffers': {'A0': {'type': 'f32', 'values': rand_values(rng, nx * nx * nz)},
                        'Anext': {'type': 'f32', 'count': nx * nx * nz, 'fill': 0}},
            'args': [{'f32': 0.5}, {'f32': 0.125}, {'buffer': 'A0'}, {'buffer': 'Anext'},
                     {'i32': nx}, {'i32': nx}, {'i32': nz}, {'local': 34 * 6 * 4}],
            'dump': ['Anext']}, '%dx%dx%d' % (nx, nx, nz)


def sgemm(rng, quick):
    # Parboil mysgemmNT: C (m x n, ldc = m) = beta C + alpha A B, A m x k (lda = m), B k x n (ldb = n);
    # work-groups of 16x8 cover 128 rows and 16 columns
    m = n = k = 128 if quick else 256
    return {'kernel': 'mysgemmNT', 'grid': [m // 128, n // 16], 'block': [16, 8],
            'buffers': {'A': {'type': 'f32', 'values': rand_values(rng, m * k)},
                        'B': {'type': 'f32', 'values': rand_values(rng, k * n)},
                        'C': {'type': 'f32', 'values': rand_values(rng, m * n)}},
            'args': [{'buffer': 'A'}, {'i32': m}, {'buffer': 'B'}, {'i32': n}, {'buffer': 'C'}, {'i32': m},
                     {'i32': k}, {'f32': 1.5}, {'f32': 0.5}],
            'dump': ['C']}, '%dx%dx%d' % (m, n, k)


KERNELS = [('matmul', 'mygemm_tiled', matmul), ('reduce', 'reduce', reduce), ('stencil', 'stencil3d_tiled', stencil)]
# --isa visa: kernels of the vISA corpus (IGC's .visaasm and zebin for pvc); myGEMM2 is not in it
KERNELS_VISA = [('sgemm', 'sgemm', sgemm), ('reduce', 'reduce', reduce), ('stencil', 'stencil3d_tiled', stencil)]


def visa_files(case, dev):
    """The corpus .visaasm of the case's kernel for dev (the zebin's SIMD width) and its zebin."""
    import importlib.util
    spec = importlib.util.spec_from_file_location('visa_compare', os.path.join(ROOT, 'tests', 'launch', 'visa', 'compare.py'))
    vc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vc)
    for c, visaasm, zebin in vc.visa_cases(dev):
        if c['name'] == case['name']:
            return visaasm, zebin
    sys.exit('the vISA corpus has no %s kernel for %s' % (case['kernel'], dev))


def cpu_children():
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run(cmd, env=None):
    """(wall seconds, CPU seconds, stdout, stderr) of one process; exits on failure."""
    c0, t0 = cpu_children(), time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    dt, cpu = time.perf_counter() - t0, cpu_children() - c0
    if p.returncode:
        sys.exit('command failed (exit %d): %s\n%s' % (p.returncode, ' '.join(cmd), p.stderr[-2000:]))
    return dt, cpu, p.stdout, p.stderr


def best(cmd, repeat, env=None):
    """`repeat` runs: (best wall, best CPU seconds, stdout, stderr of the fastest run)."""
    runs = [run(cmd, env) for _ in range(repeat)]
    fast = min(runs, key=lambda r: r[0])
    return fast[0], min(r[1] for r in runs), fast[2], fast[3]


def pocl_times(stderr):
    """pocl_run --time's (build, run) seconds."""
    for line in stderr.splitlines():
        if line.startswith('pocl_run: time build '):
            f = line.split()
            return float(f[3]), float(f[5])
    sys.exit('pocl_run printed no time line:\n' + stderr)


def run_phase(stderr):
    """gpuisa run --launch --time's run phase in seconds."""
    for line in stderr.splitlines():
        if line.startswith('gpuisa: time: '):
            f = line.split()
            return float(f[f.index('run') + 1])
    sys.exit('gpuisa printed no time line:\n' + stderr)


def bench_one(a, tmp, name, case, make):
    rng = random.Random(19)
    launch, size = make(rng, a.quick)
    path = os.path.join(tmp, name + '.json')
    with open(path, 'w') as f:
        json.dump(launch, f, separators=(',', ':'))
    one = dict(launch, grid=[1] * len(launch['grid']))
    if name == 'reduce':   # the loop strides over the grid: one group would sum all n elements
        one['args'] = launch['args'][:3] + [{'u32': 512}]
    one_path = os.path.join(tmp, name + '-1wg.json')
    with open(one_path, 'w') as f:
        json.dump(one, f, separators=(',', ':'))

    src = os.path.join(ROOT, case['source'])
    if a.isa == 'visa':
        s_file, zebin = visa_files(case, a.mcpu)
        g = [a.gpuisa, 'run', '--isa=visa', '--mcpu=' + a.mcpu, '--zebin', zebin, '--json', '--time']
    else:
        s_file = os.path.join(ROOT, case['s'][a.mcpu])
        g = [a.gpuisa, 'run', '--isa=amdgpu', '--mcpu=' + a.mcpu, '--kernel', launch['kernel'], '--json', '--time']
    r = {'name': name, 'size': size, 'grid': 'x'.join(map(str, launch['grid'])),
         'block': 'x'.join(map(str, launch['block']))}
    res = {}
    for t in (1, 2):
        r['t%d' % t], r['c%d' % t], out, err = best(g + ['--threads', str(t), '--launch', path, s_file], a.repeat)
        r['g%d' % t] = run_phase(err)
        res[t] = json.loads(out)
    r['fixed'], r['cfixed'] = best(g + ['--threads', '1', '--launch', one_path, s_file], a.repeat)[:2]
    for k in ('waves', 'instructions', 'lane_instructions'):
        r[k] = res[1][k]
    for t in (1, 2):
        # pocl's own allocations outlive the program: not leaks of a sanitizer-built pocl_run
        env = dict(os.environ, POCL_MAX_PTHREAD_COUNT=str(t),
                   ASAN_OPTIONS=os.environ.get('ASAN_OPTIONS', '') + ':detect_leaks=0')
        r['p%d' % t], r['q%d' % t], out, err = best([a.pocl_run, '--time', '--kernel', launch['kernel'], path, src], a.repeat, env)
        r['pb%d' % t], r['pr%d' % t] = pocl_times(err)
        pocl = json.loads(out)['buffers']

    types = {n: b['type'] for n, b in launch['buffers'].items()}
    bad = compare.compare_buffers(case, types, pocl, res[1].get('buffers'))
    if res[1].get('faults') or res[2].get('faults'):
        bad = 'faults: %s' % json.dumps((res[1].get('faults') or res[2]['faults'])[0])
    elif not bad and res[2]['buffers'] != res[1]['buffers']:
        bad = '--threads 2 differs from --threads 1'
    r['check'] = bad or 'ok'
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(ROOT, 'build', 'gpuisa'))
    ap.add_argument('--pocl-run', default=os.path.join(ROOT, 'build', 'tests', 'pocl_run'))
    ap.add_argument('--isa', default='amdgpu', choices=['amdgpu', 'visa'])
    ap.add_argument('--mcpu', help='gfx900 (default), gfx90a, gfx1010; visa: pvc (default)')
    ap.add_argument('--repeat', type=int, default=3, help='runs of each command; the best counts')
    ap.add_argument('--quick', action='store_true', help='tiny sizes: the ctest smoke test (its times are noise)')
    ap.add_argument('-k', metavar='NAME', help='only the kernel NAME (matmul, reduce, stencil)')
    ap.add_argument('--keep', metavar='DIR', help='write the launch files to DIR and keep them (for profiling)')
    a = ap.parse_args()
    a.mcpu = a.mcpu or ('pvc' if a.isa == 'visa' else 'gfx900')
    with open(os.path.join(LAUNCH, 'cases.json')) as f:
        cases = {c['name']: c for c in json.load(f)}
    rows = []
    with tempfile.TemporaryDirectory(prefix='launch_bench.') as tmp:
        if a.keep:
            os.makedirs(a.keep, exist_ok=True)
        for name, case, make in (KERNELS_VISA if a.isa == 'visa' else KERNELS):
            if not a.k or a.k == name:
                rows.append(bench_one(a, a.keep or tmp, name, cases[case], make))

    print('%s, best of %d, %d cores; seconds as wall/CPU; pocl: POCL_MAX_PTHREAD_COUNT=threads, kernel cache on'
          % (a.mcpu, a.repeat, os.cpu_count()))
    print('%-8s %-12s %-6s %-5s %5s %9s %11s %11s %11s %13s %9s %9s %9s' % (
        'kernel', 'size', 'grid', 'block', 'waves', 'lane-ins', 'gpuisa t1', 'gpuisa t2', 'fixed',
        'run t1/t2', 'l/s/thr1', 'l/s/thr2', 'l/s/cpu'))
    for r in rows:
        rate = [r['lane_instructions'] / max(x, 1e-9) for x in (r['g1'], r['g2'] * 2, r['c1'] - r['cfixed'])]
        print('%-8s %-12s %-6s %-5s %5d %9.3e %5.2f/%5.2f %5.2f/%5.2f %5.2f/%5.2f %6.3f/%6.3f %9.3e %9.3e %9.3e' % (
            r['name'], r['size'], r['grid'], r['block'], r['waves'], r['lane_instructions'], r['t1'], r['c1'],
            r['t2'], r['c2'], r['fixed'], r['cfixed'], r['g1'], r['g2'], rate[0], rate[1], rate[2]))
    print('%-8s %11s %11s %13s %13s %7s %7s %7s %7s %7s  %s' % (
        'kernel', 'pocl p1', 'pocl p2', 'build/run p1', 'build/run p2', 't1/p1', 't2/p2', 'cpu1', 'run1', 'run2',
        'check'))
    for r in rows:
        run = [r['g%d' % t] / max(r['pr%d' % t], 1e-9) for t in (1, 2)]
        print('%-8s %5.2f/%5.2f %5.2f/%5.2f %6.3f/%6.3f %6.3f/%6.3f %7.1f %7.1f %7.1f %7.1f %7.1f  %s' % (
            r['name'], r['p1'], r['q1'], r['p2'], r['q2'], r['pb1'], r['pr1'], r['pb2'], r['pr2'],
            r['t1'] / r['p1'], r['t2'] / r['p2'], r['c1'] / r['q1'], run[0], run[1], r['check']))
    bad = [r for r in rows if r['check'] != 'ok']
    for r in bad:
        print('MISMATCH %s: %s' % (r['name'], r['check']))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Are two gpuisa builds' memory traces byte-identical? (scripts/trace_identity.sh)

    python3 scripts/trace_identity.py BASE_GPUISA NEW_GPUISA [--threads 1,2] [-k SUBSTRING] [-v]

Runs every configuration with both builds and `cmp`s the --trace-memory files:
  lit      the `gpuisa run ... --trace-memory` RUN lines of tests/lit (their own options; --svg and
           --time dropped, the trace written as .csv; launches also with each --threads)
  bench    bench/trace_bench.py's five kernels at --quick size, gfx900 and gfx1010
  amdgpu   every tests/launch/amdgpu case, gfx900 and gfx1010
  sass     every tests/launch/sass kernel
  visa     every tests/launch/visa case, pvc and dg2
A configuration whose traces differ is rerun (up to 5 times with each build): when some BASE trace
then equals some NEW trace, the trace depends on how host threads interleave (atomics of several
workgroups, --threads 2) and the configuration is reported as `varies`, as it is when no pair
matches but BASE's own traces differ from each other (a CAS retry loop); otherwise as DIFFERS.
A run that fails with both builds in the same way (same exit status) is compared too (its
partial trace). Exit status 1 when some trace differs."""
import argparse, filecmp, glob, json, os, random, re, shlex, subprocess, sys, tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
sys.path.insert(0, os.path.join(ROOT, 'bench'))


def lit_configs(threads):
    """(name, argv with GPUISA and TRACE placeholders) of the lit RUN lines that trace memory."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, 'tests', 'lit', '**', '*.s'), recursive=True)):
        d = os.path.dirname(path)
        for i, line in enumerate(open(path, errors='replace')):
            m = re.search(r'RUN:\s*(?:%not\s+)?(%gpuisa run .*--trace-memory .*)', line)
            if not m or '/dev/full' in line:
                continue
            cmd = m.group(1).replace('%S', d).replace('%s', path)
            argv, it = [], iter(shlex.split(cmd))
            for tok in it:
                if tok in ('>', '2>', '|', '2>&1', '&&') or tok.startswith('>') or tok.startswith('2>'):
                    break
                if tok in ('--svg', '--trace-memory', '--threads'):
                    next(it)
                    continue
                if tok == '--time' or '%t' in tok:
                    continue
                argv.append(tok)
            argv[0] = 'GPUISA'
            argv[-1:-1] = ['--trace-memory', 'TRACE']
            name = 'lit/%s:%d' % (os.path.relpath(path, os.path.join(ROOT, 'tests', 'lit')), i + 1)
            if '--launch' in argv:
                for t in threads:
                    out.append(('%s/t%d' % (name, t), argv[:1] + argv[1:-1] + ['--threads', str(t)] + argv[-1:]))
            elif not any(name == n for n, _ in out):
                out.append((name, argv))
    return out


def bench_configs(tmp, threads):
    import trace_bench as tb
    cases = {c['name']: c for c in json.load(open(os.path.join(ROOT, 'tests', 'launch', 'amdgpu', 'cases.json')))}
    out = []
    for name, cname, make in tb.KERNELS:
        launch, _ = make(random.Random(19), 'quick')
        path = os.path.join(tmp, 'bench-%s.json' % name)
        with open(path, 'w') as f:
            json.dump(launch, f, separators=(',', ':'))
        for cpu in ('gfx900', 'gfx1010'):
            s_file = os.path.join(ROOT, cases[cname]['s'][cpu])
            for t in threads:
                out.append(('bench/%s/%s/t%d' % (name, cpu, t),
                            ['GPUISA', 'run', '--isa=amdgpu', '--mcpu=' + cpu, '--kernel', launch['kernel'],
                             '--threads', str(t), '--launch', path, '--trace-memory', 'TRACE', s_file]))
    return out


def amdgpu_configs(threads):
    here = os.path.join(ROOT, 'tests', 'launch', 'amdgpu')
    out = []
    for case in json.load(open(os.path.join(here, 'cases.json'))):
        for cpu in ('gfx900', 'gfx1010'):
            if cpu not in case['s']:
                continue
            for t in threads:
                out.append(('amdgpu/%s/%s/t%d' % (case['name'], cpu, t),
                            ['GPUISA', 'run', '--isa=amdgpu', '--mcpu=' + cpu, '--kernel', case['kernel'], '--launch',
                             os.path.join(here, 'launch', case['name'] + '.json'), '--threads', str(t),
                             '--trace-memory', 'TRACE', os.path.join(ROOT, case['s'][cpu])]))
    return out


def sass_configs(threads):
    here = os.path.join(ROOT, 'tests', 'launch', 'sass', 'kernels')
    out = []
    for s in sorted(glob.glob(os.path.join(here, '*.s'))):
        name = os.path.basename(s)[:-2]
        for t in threads:
            out.append(('sass/%s/t%d' % (name, t),
                        ['GPUISA', 'run', '--isa=sass', '--mcpu=sm_50', '--launch', s[:-2] + '.json', '--threads',
                         str(t), '--trace-memory', 'TRACE', s]))
    return out


def visa_configs(threads):
    import importlib.util
    spec = importlib.util.spec_from_file_location('visa_compare', os.path.join(ROOT, 'tests', 'launch', 'visa', 'compare.py'))
    vc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vc)
    out = []
    for dev in ('pvc', 'dg2'):
        for case, visaasm, zebin in vc.visa_cases(dev):
            for t in threads:
                out.append(('visa/%s/%s/t%d' % (case['name'], dev, t),
                            ['GPUISA', 'run', '--isa=visa', '--mcpu=' + dev, '--launch',
                             os.path.join(case['base'], 'launch', case['name'] + '.json'), '--threads', str(t),
                             '--zebin', zebin, '--trace-memory', 'TRACE', visaasm]))
    return out


def trace_of(gpuisa, argv, trace):
    if os.path.exists(trace):
        os.unlink(trace)
    cmd = [gpuisa if a == 'GPUISA' else trace if a == 'TRACE' else a for a in argv]
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
    return p.returncode


def same_file(x, y):
    return os.path.exists(x) and os.path.exists(y) and filecmp.cmp(x, y, shallow=False)


def rerun_match(a, argv, tb, tn, tmp, tries=5):
    """For a trace that depends on how host threads interleave (atomics of several workgroups):
    (the attempt 1..tries at which some BASE trace equals some NEW trace, else 0; whether BASE's
    own traces differ from each other)."""
    bases, news = [tb], [tn]
    for k in range(1, tries + 1):
        b, n = os.path.join(tmp, 'b%d.csv' % k), os.path.join(tmp, 'n%d.csv' % k)
        trace_of(a.base, argv, b)
        trace_of(a.new, argv, n)
        bases.append(b)
        news.append(n)
        if any(same_file(x, y) for x in bases for y in news):
            return k, True
    return 0, any(not same_file(tb, x) for x in bases[1:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('base')
    ap.add_argument('new')
    ap.add_argument('--threads', default='1,2')
    ap.add_argument('-k', help='only configurations whose name contains this')
    ap.add_argument('-v', action='store_true', help='a line per configuration')
    a = ap.parse_args()
    threads = [int(t) for t in a.threads.split(',')]
    with tempfile.TemporaryDirectory() as tmp:
        groups = [('lit', lit_configs(threads)), ('bench', bench_configs(tmp, threads)),
                  ('amdgpu', amdgpu_configs(threads)), ('sass', sass_configs(threads)), ('visa', visa_configs(threads))]
        tb, tn = os.path.join(tmp, 'base.csv'), os.path.join(tmp, 'new.csv')
        bad = 0
        for group, configs in groups:
            same = varies = differ = records = 0
            for name, argv in configs:
                if a.k and a.k not in name:
                    continue
                rb, rn = trace_of(a.base, argv, tb), trace_of(a.new, argv, tn)
                ok = rb == rn and same_file(tb, tn)
                if not ok and rb == rn and os.path.exists(tb) and os.path.exists(tn):
                    k, base_varies = rerun_match(a, argv, tb, tn, tmp)
                    if k or base_varies:
                        varies += 1
                        print('varies  %s (traces differ from run to run; %s)' %
                              (name, 'a BASE and a NEW one matched on rerun %d' % k if k else
                               "no pair matched in 6 runs each, and BASE's own 6 traces differ"))
                        continue
                if ok:
                    same += 1
                    with open(tb, 'rb') as f:
                        records += sum(1 for _ in f) - 1
                else:
                    differ += 1
                    print('DIFFERS %s (exit %d / %d)' % (name, rb, rn))
                if a.v and ok:
                    print('same    %s' % name)
            bad += differ
            print('%-7s %4d identical (%d records), %d differ, %d vary from run to run' %
                  (group, same, records, differ, varies), flush=True)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()

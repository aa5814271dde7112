#!/usr/bin/env python3
"""Write the vISA launch probes: kernels written for the vISA launcher (src/probes*.cl), compiled by
ocloc for pvc and dg2 (IGC's .visaasm and the zebin kept under kernels/), their launch files
(launch/NAME.json) and pocl's results for them (expected/NAME.json), and cases.json.

    python3 tests/launch/visa/gen_probes.py [--compile] [--goldens] [--check]

Without options: the launch files and cases.json (deterministic: random.Random(7)). --compile runs
ocloc (unpacked as scripts/visa_corpus_build.py describes) on src/*.cl for each device, keeping
IGC's dumps as kernels/DEV/SOURCE/KERNEL.simdN.visaasm and kernels/DEV/SOURCE.zebin. --goldens runs
build/tests/pocl_run on each case. --check writes nothing and fails if a launch file or golden
would change.
"""
import argparse, glob, json, os, random, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
OCLOC = '/opt/intel-ocloc/usr/bin/ocloc'
LIBDIR = '/opt/intel-ocloc/usr/lib/x86_64-linux-gnu'
# source -> devices it compiles for (dg2 has no fp64 in this IGC build)
SOURCES = {'probes': ['pvc', 'dg2'], 'probes_f64': ['pvc'], 'probes_subgroups': ['pvc', 'dg2']}
OPTIONS = {'probes_subgroups': '-cl-std=CL2.0 '}


def subg_reference(launch, dev):
    """The sub-group kernel's result: sub-groups are the SIMD threads of a work-group (32 lanes on pvc,
    16 on dg2 as IGC compiled it), in work-item order."""
    a = launch['buffers']['a']['values']
    sg, block = (32 if dev == 'pvc' else 16), launch['block'][0]
    o = []
    for gid in range(len(a)):
        lid = gid % block
        sl, base = lid % sg, gid - lid % sg
        grp = a[base:base + sg]
        o += [sum(grp), max(grp[:sl + 1]), grp[(sl + 3) % sg], grp[5] + lid // sg * 1000 + sg * 100000]
    return {'buffers': {'o': o}}


def launches():
    r = random.Random(7)
    def ri(n, lo, hi): return [r.randint(lo, hi) for _ in range(n)]
    def rf(n, lo, hi): return [round(r.uniform(lo, hi) * 64) / 64 for _ in range(n)]
    L = [
        ('ids', 'probes', 'work-item functions over a 3-D grid', {"grid": [2, 3, 2], "block": [8, 4, 2], "buffers": {"o": {"type": "s32", "count": 16 * 12 * 4 * 8, "fill": -1}}, "args": [{"buffer": "o"}]}),
        ('intops', 'probes', '32-bit integer built-ins: division, mul24/mad24, popcount/clz, rotate, mul_hi, saturation', {"grid": [2], "block": [64], "buffers": {"a": {"type": "s32", "values": ri(64, -2**31, 2**31 - 1) + ri(64, -3000, 3000)}, "b": {"type": "s32", "values": ri(64, -2**31, 2**31 - 1) + ri(64, -40, 40)}, "o": {"type": "s32", "count": 1024, "fill": 0}, "u": {"type": "u32", "count": 512, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"buffer": "u"}]}),
        ('fltops', 'probes', 'float built-ins and conversions (rounding, saturation, NaN/inf tests)', {"grid": [2], "block": [64], "buffers": {"a": {"type": "f32", "values": rf(128, -50, 50)}, "b": {"type": "f32", "values": [v if v != 0 else 0.5 for v in rf(128, -20, 20)]}, "o": {"type": "f32", "count": 1024, "fill": 0}, "c": {"type": "s32", "count": 512, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"buffer": "c"}]}),
        ('bytes', 'probes', 'char, uchar, short, ushort buffers and saturating conversions', {"grid": [4], "block": [64], "buffers": {"a": {"type": "u8", "values": ri(256, 0, 255)}, "b": {"type": "s16", "values": ri(256, -32768, 32767)}, "o": {"type": "s8", "count": 512, "fill": 0}, "p": {"type": "u16", "count": 512, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"buffer": "p"}]}),
        ('vec', 'probes', 'float4 and int2 loads, swizzles, dot and length', {"grid": [2], "block": [32], "buffers": {"a": {"type": "f32", "values": rf(256, -4, 4)}, "o": {"type": "f32", "count": 256, "fill": 0}, "b": {"type": "s32", "values": ri(128, -1000, 1000)}, "q": {"type": "s32", "count": 128, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}, {"buffer": "b"}, {"buffer": "q"}]}),
        ('ctrl', 'probes', 'divergent loops with break and continue, switch, a data-dependent while', {"grid": [3], "block": [64], "buffers": {"a": {"type": "s32", "values": ri(192, 0, 100000)}, "o": {"type": "s32", "count": 192, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}]}),
        ('lred', 'probes', 'an SLM tree reduction through a __local argument, with barriers', {"grid": [4], "block": [128], "buffers": {"a": {"type": "f32", "values": rf(512, -2, 2)}, "o": {"type": "f32", "count": 4, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}, {"local": 512}]}),
        ('latom', 'probes', 'SLM atomics: a histogram (atomic_add) and atomic_max', {"grid": [3], "block": [96], "buffers": {"a": {"type": "s32", "values": ri(288, 0, 255)}, "o": {"type": "s32", "count": 96, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}]}),
        ('mathf', 'probes', 'math built-ins whose tables IGC puts in .data.const (faddr, pow, log2), sin/cos/exp/atan2/tanh/hypot', {"grid": [2], "block": [64], "buffers": {"a": {"type": "f32", "values": [r.uniform(0, 10) for _ in range(128)]}, "o": {"type": "f32", "count": 768, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}]}),
        ('bigpriv', 'probes', 'a private array of 300 ints indexed by data: in scratch (pvc) or in global memory through private_base_stateless and %sr0 (dg2)', {"grid": [2], "block": [64], "buffers": {"idx": {"type": "s32", "values": ri(128, 0, 1000)}, "out": {"type": "s32", "count": 128, "fill": 0}}, "args": [{"buffer": "idx"}, {"buffer": "out"}]}),
        ('subg', 'probes_subgroups', 'sub-group reduce, scan, shuffle, broadcast and ids (golden: the Python reference, per device)', {"grid": [2], "block": [64], "buffers": {"a": {"type": "s32", "values": ri(128, -100, 100)}, "o": {"type": "s32", "count": 512, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}], "dump": ["o"]}),
        ('strct', 'probes_f64', 'a struct by value (int, float, short, char, double), split by IGC into payload pieces', {"grid": [2], "block": [32], "buffers": {"o": {"type": "f64", "count": 64, "fill": 0}}, "args": [{"struct": [{"i32": 3}, {"f32": 1.5}, {"i16": -7}, {"i8": 9}, {"f64": 0.25}]}, {"buffer": "o"}]}),
        ('dbl', 'probes_f64', 'double division, sqrt, fma, floor, long conversion, fmin/fmax', {"grid": [2], "block": [32], "buffers": {"a": {"type": "f64", "values": [r.uniform(0.1, 20) for _ in range(64)]}, "o": {"type": "f64", "count": 256, "fill": 0}}, "args": [{"buffer": "a"}, {"buffer": "o"}]}),
    ]
    return L


def compile_all():
    for src, devs in SOURCES.items():
        for dev in devs:
            with tempfile.TemporaryDirectory(prefix='visa-probe-') as tmp:
                shutil.copy(os.path.join(HERE, 'src', src + '.cl'), tmp)
                env = dict(os.environ, LD_LIBRARY_PATH=LIBDIR)
                dump = os.path.join(tmp, 'dump')
                p = subprocess.run([OCLOC, 'compile', '-file', src + '.cl', '-device', dev, '-output_no_suffix', '-output', src,
                                    '--format', 'zebin', '-options',
                                   OPTIONS.get(src, '') + "-igc_opts 'ShaderDumpEnable=1,DumpToCustomDir=%s/'" % dump],
                                   cwd=tmp, env=env, capture_output=True, text=True)
                if p.returncode:
                    sys.exit('ocloc failed for %s on %s:\n%s' % (src, dev, p.stdout[-2000:]))
                out = os.path.join(HERE, 'kernels', dev, src)
                shutil.rmtree(out, ignore_errors=True)
                os.makedirs(out)
                for va in glob.glob(os.path.join(dump, '*_entry_*.visaasm')):
                    text = open(va).read()
                    k = re.search(r'^\.kernel\s+"([^"]*)"', text, re.M).group(1)
                    simd = re.search(r'_simd(\d+)_entry', va).group(1)
                    shutil.copy(va, os.path.join(out, '%s.simd%s.visaasm' % (k, simd)))
                    if os.path.exists(va[:-len('.visaasm')] + '.isa'):   # IGC's own .isa (check_isa.py --root)
                        shutil.copy(va[:-len('.visaasm')] + '.isa', os.path.join(out, '%s.simd%s.isa' % (k, simd)))
                shutil.copy(os.path.join(tmp, src), os.path.join(HERE, 'kernels', dev, src + '.zebin'))
                print('%s %s: %d kernel(s)' % (dev, src, len(os.listdir(out))))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--compile', action='store_true')
    ap.add_argument('--goldens', action='store_true')
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--pocl-run', default=os.path.join(ROOT, 'build', 'tests', 'pocl_run'))
    a = ap.parse_args()
    if a.compile and not a.check:
        compile_all()
    cases, stale = [], []
    for name, src, what, launch in launches():
        launch = dict(launch, kernel=name)
        cases.append({'name': name, 'source': 'tests/launch/visa/src/%s.cl' % src, 'kernel': name, 'devices': SOURCES[src],
                      'what': what, 'tol': None})
        lj = os.path.join(HERE, 'launch', name + '.json')
        text = json.dumps(launch, separators=(',', ':')) + '\n'
        if a.check:
            if not os.path.exists(lj) or open(lj).read() != text:
                stale.append(lj)
        else:
            os.makedirs(os.path.dirname(lj), exist_ok=True)
            open(lj, 'w').write(text)
        if a.goldens or (a.check and name == 'subg'):
            outs = {}
            if name == 'subg':
                for dev in SOURCES[src]:
                    outs[name + '.' + dev] = json.dumps(subg_reference(launch, dev)) + '\n'
            else:
                p = subprocess.run([a.pocl_run, lj, os.path.join(HERE, 'src', src + '.cl')], capture_output=True,
                                   text=True, env=dict(os.environ, ASAN_OPTIONS='detect_leaks=0'))
                if p.returncode:
                    sys.exit('pocl_run failed on %s: %s' % (name, p.stderr[-500:]))
                outs[name] = p.stdout
            for en, text in outs.items():
                ej = os.path.join(HERE, 'expected', en + '.json')
                if a.check:
                    if not os.path.exists(ej) or json.loads(text) != json.load(open(ej)):
                        stale.append(ej)
                else:
                    os.makedirs(os.path.dirname(ej), exist_ok=True)
                    open(ej, 'w').write(text)
    ctext = json.dumps(cases, indent=1) + '\n'
    cj = os.path.join(HERE, 'cases.json')
    if a.check:
        if not os.path.exists(cj) or open(cj).read() != ctext:
            stale.append(cj)
        print('%d cases, %d stale' % (len(cases), len(stale)))
        for s in stale:
            print('stale:', os.path.relpath(s, ROOT))
        return 1 if stale else 0
    open(cj, 'w').write(ctext)
    print('%d cases written' % len(cases))
    return 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Assembler benchmark: a generated gfx900 program assembled to a file by
gpuisa and by llvm-mc 14 (-filetype=obj) in the same run. Prints wall times,
the speed ratio and peak memory at two input sizes (memory must stay flat).

usage: bench/asm_bench.py [--gpuisa build/gpuisa] [--lines 200000] [--repeat 3]"""
import argparse, os, random, re, shutil, subprocess, sys, tempfile, time

TEMPLATES = [
    "v_add_f32 v{a}, v{b}, v{c}",
    "v_mul_f32 v{a}, 0x40490fdb, v{b}",
    "v_fma_f32 v{a}, v{b}, v{c}, 1.0",
    "v_add_u32 v{a}, s{s}, v{b}",
    "v_cmp_lt_f32 vcc, v{a}, v{b}",
    "v_cndmask_b32 v{a}, v{b}, v{c}, vcc",
    "v_mad_u32_u24 v{a}, v{b}, v{c}, v{d}",
    "v_lshlrev_b32 v{a}, 2, v{b}",
    "s_add_u32 s{s}, s{t}, 0x1234",
    "s_load_dwordx2 s[{p}:{p1}], s[4:5], 0x{o:x}",
    "ds_read_b32 v{a}, v{b} offset:{o}",
    "global_load_dword v{a}, v[{q}:{q1}], off offset:{o}",
    "buffer_store_dword v{a}, v{b}, s[8:11], 0 offen",
    "s_waitcnt vmcnt(0) lgkmcnt(0)",
]

def generate(path, lines, seed=1):
    rnd = random.Random(seed)
    with open(path, "w") as f:
        f.write(".text\n")
        for i in range(lines):
            if i % 50 == 0:
                f.write("L%d:\n" % i)
            if i % 50 == 49:
                f.write("s_cbranch_vccz L%d\n" % (i - 49))
                continue
            t = TEMPLATES[rnd.randrange(len(TEMPLATES))]
            a, b, c, d = (rnd.randrange(200) for _ in range(4))
            p = rnd.randrange(40) * 2
            q = rnd.randrange(100) * 2
            f.write(t.format(a=a, b=b, c=c, d=d, s=rnd.randrange(100), t=rnd.randrange(100), p=p, p1=p + 1,
                             q=q, q1=q + 1, o=rnd.randrange(256) * 4) + "\n")

def run(cmd):
    """Wall time, peak RSS (KiB) and CPU time (user + system) of one child process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t0
    err = p.stderr.read().decode()
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit("command failed: %s\n%s" % (" ".join(cmd), err[:2000]))
    return dt, ru.ru_maxrss, ru.ru_utime + ru.ru_stime

def best(cmd, repeat):
    """Best wall time, largest peak RSS, best CPU time over `repeat` runs."""
    runs = [run(cmd) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs), min(r[2] for r in runs)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gpuisa", default=os.path.join(os.path.dirname(__file__), "..", "build", "gpuisa"))
    ap.add_argument("--lines", type=int, default=200000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--callgrind", action="store_true",
                    help="also count executed instructions with valgrind (deterministic, slow; 20,000 lines)")
    a = ap.parse_args()
    llvm_mc = shutil.which("llvm-mc") or "/usr/lib/llvm-14/bin/llvm-mc"
    d = tempfile.mkdtemp()
    small, big = os.path.join(d, "small.s"), os.path.join(d, "big.s")
    generate(small, a.lines // 4)
    generate(big, a.lines)
    res = {}
    for name, src in (("small", small), ("big", big)):
        g = best([a.gpuisa, "as", "--isa=amdgpu", "--mcpu=gfx900", "--llvm-compat", "-o", os.path.join(d, "g.bin"), src], a.repeat)
        l = best([llvm_mc, "-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", "-o", os.path.join(d, "l.o"), src], a.repeat)
        res[name] = (g, l)
    (gs, ls), (gb, lb) = res["small"], res["big"]
    print("input: %d lines (and %d for the memory check), gfx900" % (a.lines, a.lines // 4))
    print("gpuisa : %.3f s wall, %.3f s CPU  peak RSS %d KiB (%d KiB at %d lines)" % (gb[0], gb[2], gb[1], gs[1], a.lines // 4))
    print("llvm-mc: %.3f s wall, %.3f s CPU  peak RSS %d KiB (%d KiB at %d lines)" % (lb[0], lb[2], lb[1], ls[1], a.lines // 4))
    print("speed ratio (llvm-mc time / gpuisa time): %.1fx wall, %.1fx CPU (user+system) (target >= 10x)" %
          (lb[0] / gb[0], lb[2] / max(gb[2], 1e-9)))
    print("gpuisa memory growth 4x input: %.2fx (flat target ~1x)" % (gb[1] / max(gs[1], 1)))
    if a.callgrind and shutil.which('valgrind'):
        small20 = os.path.join(d, 'small20.s')
        generate(small20, 20000)
        counts = []
        for cmd in ([a.gpuisa, 'as', '--isa=amdgpu', '--mcpu=gfx900', '--llvm-compat', '-o', os.path.join(d, 'g.bin'), small20],
                    [llvm_mc, '-arch=amdgcn', '-mcpu=gfx900', '-filetype=obj', '-o', os.path.join(d, 'l.o'), small20]):
            out = os.path.join(d, 'cg.out')
            r = subprocess.run(['valgrind', '--tool=callgrind', '--callgrind-out-file=' + out] + cmd,
                               capture_output=True, text=True)
            m = re.search(r'Collected : (\d+)', r.stderr)
            counts.append(int(m.group(1)) if m else 0)
        print('instructions executed, 20,000 lines: gpuisa %d, llvm-mc %d, ratio %.1fx' %
              (counts[0], counts[1], counts[1] / max(counts[0], 1)))
    shutil.rmtree(d)

if __name__ == "__main__":
    main()

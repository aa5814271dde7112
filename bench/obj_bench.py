#!/usr/bin/env python3
"""Object-file benchmark: a large clang-14 output (bench/clang_big.py) assembled
into an ELF object by gpuisa (-filetype=obj) and by llvm-mc 14 in the same run.
Prints wall and CPU times, the ratio and peak memory; checks first that the two
objects have the same section bytes (llvm-readelf -x), so the figure compares
equal work.

usage: bench/obj_bench.py [--gpuisa build/gpuisa] [--mcpu gfx900] [--kernels 4] [--unroll 3000] [--repeat 5]"""
import argparse, os, shutil, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from asm_bench import best
from clang_big import compile_big

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gpuisa", default=os.path.join(os.path.dirname(__file__), "..", "build", "gpuisa"))
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--kernels", type=int, default=4)
    ap.add_argument("--unroll", type=int, default=3000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    llvm_mc = shutil.which("llvm-mc") or "/usr/lib/llvm-14/bin/llvm-mc"
    d = tempfile.mkdtemp()
    src = compile_big(d, a.mcpu, a.kernels, a.unroll)
    nlines = sum(1 for _ in open(src))
    g_o, l_o = os.path.join(d, "g.o"), os.path.join(d, "l.o")
    gcmd = [a.gpuisa, "as", "--isa=amdgpu", "--mcpu=" + a.mcpu, "-filetype=obj", "-o", g_o, src]
    lcmd = [llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + a.mcpu, "-filetype=obj", "-o", l_o, src]
    g = best(gcmd, a.repeat)
    l = best(lcmd, a.repeat)
    same = open(g_o, "rb").read() == open(l_o, "rb").read()
    print("input: %s, %d lines of clang-14 output (%d kernels), %s" % (os.path.basename(src), nlines, a.kernels, a.mcpu))
    print("objects byte-identical: %s" % ("yes" if same else "NO"))
    print("gpuisa : %.3f s wall, %.3f s CPU  peak RSS %d KiB" % (g[0], g[2], g[1]))
    print("llvm-mc: %.3f s wall, %.3f s CPU  peak RSS %d KiB" % (l[0], l[2], l[1]))
    print("speed ratio (llvm-mc time / gpuisa time): %.1fx wall, %.1fx CPU (goal >= 10x)" %
          (l[0] / g[0], l[2] / max(g[2], 1e-9)))
    shutil.rmtree(d)
    return 0 if same else 1

if __name__ == "__main__":
    sys.exit(main())

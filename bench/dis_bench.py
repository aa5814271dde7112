#!/usr/bin/env python3
"""Disassembler benchmark: the .text of a large clang-14 output
(bench/clang_big.py), assembled by llvm-mc 14, disassembled by
`gpuisa dis --hex` and by `llvm-mc -disassemble` from the same hex text in the
same run (and by gpuisa from the raw bytes too). Checks first that both print
the same instruction texts, so the figure compares equal work.

usage: bench/dis_bench.py [--gpuisa build/gpuisa] [--mcpu gfx900] [--kernels 4] [--unroll 3000] [--repeat 5]"""
import argparse, os, re, shutil, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from asm_bench import best
from clang_big import compile_big

def texts(out):
    """The instruction texts of a disassembly listing, whitespace-normalised, encodings dropped."""
    res = []
    for line in out.splitlines():
        line = line.split(";")[0].strip()
        if not line or line.startswith(".") or line.endswith(":"):
            continue
        res.append(" ".join(line.split()))
    return res

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gpuisa", default=os.path.join(os.path.dirname(__file__), "..", "build", "gpuisa"))
    ap.add_argument("--mcpu", default="gfx900")
    ap.add_argument("--kernels", type=int, default=4)
    ap.add_argument("--unroll", type=int, default=3000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    llvm_mc = shutil.which("llvm-mc") or "/usr/lib/llvm-14/bin/llvm-mc"
    objcopy = shutil.which("llvm-objcopy-14") or shutil.which("llvm-objcopy") or "/usr/lib/llvm-14/bin/llvm-objcopy"
    d = tempfile.mkdtemp()
    src = compile_big(d, a.mcpu, a.kernels, a.unroll)
    obj, raw, hexf = os.path.join(d, "l.o"), os.path.join(d, "text.bin"), os.path.join(d, "text.hex")
    subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=" + a.mcpu, "-filetype=obj", "-o", obj, src], check=True)
    subprocess.run([objcopy, "-O", "binary", "--only-section=.text", obj, raw], check=True)
    data = open(raw, "rb").read()
    with open(hexf, "w") as f:
        for i in range(0, len(data), 16):
            f.write(" ".join("0x%02x" % b for b in data[i:i + 16]) + "\n")
    gcmd = [a.gpuisa, "dis", "--isa=amdgpu", "--mcpu=" + a.mcpu, "--hex", hexf]
    rcmd = [a.gpuisa, "dis", "--isa=amdgpu", "--mcpu=" + a.mcpu, raw]
    lcmd = [llvm_mc, "-arch=amdgcn", "-mcpu=" + a.mcpu, "-disassemble", hexf]
    gt = texts(subprocess.run(gcmd, capture_output=True, text=True, check=True).stdout)
    lt = texts(subprocess.run(lcmd, capture_output=True, text=True, check=True).stdout)
    same = gt == lt
    if not same:
        diff = next((i for i, (x, y) in enumerate(zip(gt, lt)) if x != y), min(len(gt), len(lt)))
        print("first difference at instruction %d: gpuisa %r, llvm-mc %r" %
              (diff, gt[diff] if diff < len(gt) else None, lt[diff] if diff < len(lt) else None))
    g = best(gcmd, a.repeat)
    r = best(rcmd, a.repeat)
    l = best(lcmd, a.repeat)
    print("input: .text of %s, %d bytes, %d instructions, %s" % (os.path.basename(src), len(data), len(lt), a.mcpu))
    print("same instruction texts: %s" % ("yes" if same else "NO"))
    print("gpuisa dis --hex : %.3f s wall, %.3f s CPU  peak RSS %d KiB" % (g[0], g[2], g[1]))
    print("gpuisa dis (raw) : %.3f s wall, %.3f s CPU  peak RSS %d KiB" % (r[0], r[2], r[1]))
    print("llvm-mc -disassemble: %.3f s wall, %.3f s CPU  peak RSS %d KiB" % (l[0], l[2], l[1]))
    print("speed ratio, same hex input (llvm-mc time / gpuisa time): %.1fx wall, %.1fx CPU (goal >= 10x)" %
          (l[0] / g[0], l[2] / max(g[2], 1e-9)))
    shutil.rmtree(d)
    return 0 if same else 1

if __name__ == "__main__":
    sys.exit(main())

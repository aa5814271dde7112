#!/usr/bin/env python3
"""One-line assembly from Python (issue 22): gpuisa.assemble() through the bindings against
llvm-mc 14 run as a process per line (how a Python tool without a library binding, Keystone-style,
assembles one line), measured in the same run.

    /usr/bin/python3 bench/python_bench.py [--lines 20000] [--processes 200]

Goal: gpuisa.assemble of one line under 20 microseconds. The first call (creating the target's
context) is not timed: the bindings keep one context per target.
Run with Debian's python3 (the one with the bindings' dependencies); GPUISA_LIBRARY or a source
tree's build/ locates libgpuisa.so."""
import argparse, os, subprocess, sys, time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
sys.path.insert(0, os.path.join(ROOT, 'python'))
import gpuisa  # noqa: E402

LINES = [('amdgpu', 'gfx900', 'v_add_f32 v0, 1.0, v1'), ('amdgpu', 'gfx900', 's_load_dwordx2 s[0:1], s[4:5], 0x10'),
         ('sass', 'sm_50', 'MOV R1, c[0x0][0x20] ;')]
LLVM_MC = '/usr/lib/llvm-14/bin/llvm-mc'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--lines', type=int, default=20000)
    ap.add_argument('--processes', type=int, default=200)
    a = ap.parse_args()
    print('gpuisa %s (%s)' % (gpuisa.version(), gpuisa._lib.lib._name))
    per = {}
    for isa, cpu, text in LINES:
        gpuisa.assemble(isa, cpu, text)
        t0 = time.perf_counter()
        for _ in range(a.lines):
            gpuisa.assemble(isa, cpu, text)
        per[text] = (time.perf_counter() - t0) / a.lines
        print('gpuisa.assemble  %-8s %-40s %8.2f us/line' % (isa, text, per[text] * 1e6))
    if os.access(LLVM_MC, os.X_OK):
        text = LINES[0][2]
        t0 = time.perf_counter()
        for _ in range(a.processes):
            subprocess.run([LLVM_MC, '-arch=amdgcn', '-mcpu=gfx900', '-show-encoding'], input=text.encode(),
                           capture_output=True, check=True)
        t = (time.perf_counter() - t0) / a.processes
        print('llvm-mc process  amdgpu   %-40s %8.2f us/line' % (text, t * 1e6))
        print('ratio: llvm-mc per line / gpuisa.assemble per line = %.0fx' % (t / per[text]))
    worst = max(per.values()) * 1e6
    print('goal: one line under 20 us: %s (slowest %.2f us)' % ('met' if worst < 20 else 'NOT met', worst))


if __name__ == '__main__':
    main()

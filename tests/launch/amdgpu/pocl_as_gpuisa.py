#!/usr/bin/env python3
"""Stand-in for `gpuisa run --launch` made of pocl_run, for the self-test of compare.py:

    python3 tests/launch/amdgpu/compare.py --gpuisa tests/launch/amdgpu/pocl_as_gpuisa.py

Takes gpuisa's command line (run --isa=amdgpu --mcpu=CPU --launch L.json --json --threads N
[--kernel K] FILE.s), maps FILE.s (.../s/CPU/NAME.s) back to its OpenCL source (.../src/NAME.cl)
and prints pocl_run's result, with the kernel named by --kernel or by the launch file.
Every case must then pass: it checks the plumbing of compare.py (paths, --kernel, JSON, the
comparison itself), not gpuisa.  POCL_RUN in the environment overrides build/tests/pocl_run.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
args = sys.argv[1:]
if not args or args[0] != 'run' or '--isa=amdgpu' not in args or '--json' not in args:
    sys.exit('pocl_as_gpuisa: expects run --isa=amdgpu ... --json')
launch = args[args.index('--launch') + 1]
kernel = args[args.index('--kernel') + 1] if '--kernel' in args else None
s_file = args[-1]
cpu_dir = os.path.dirname(s_file)
src = os.path.join(os.path.dirname(os.path.dirname(cpu_dir)), 'src', os.path.basename(s_file)[:-2] + '.cl')
cmd = [os.environ.get('POCL_RUN', os.path.join(ROOT, 'build', 'tests', 'pocl_run'))]
if kernel:
    cmd += ['--kernel', kernel]
p = subprocess.run(cmd + [launch, src])
sys.exit(p.returncode)

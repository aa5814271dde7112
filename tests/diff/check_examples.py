#!/usr/bin/env python3
"""The AMDGPU examples assembled by gpuisa --llvm-compat must equal, byte for
byte, the .text section llvm-mc 14 writes for them (goldens: examples/amdgpu/
NAME.llvm-mc.hex; re-checked live when llvm-mc is installed).

usage: check_examples.py --gpuisa build/gpuisa [--record]"""
import argparse, glob, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OBJCOPY = '/usr/lib/llvm-14/bin/llvm-objcopy'


def mcpu_of(path):
    m = re.search(r'^// mcpu: *(\S+)', open(path).read(), re.M)
    return m.group(1) if m else 'gfx900'


def llvm_text(path, mcpu, tmp):
    obj, binf = os.path.join(tmp, 'l.o'), os.path.join(tmp, 'l.bin')
    subprocess.run(['llvm-mc', '-arch=amdgcn', '-mcpu=' + mcpu, '-filetype=obj', path, '-o', obj],
                   check=True, capture_output=True)
    subprocess.run([OBJCOPY, '-O', 'binary', '--only-section=.text', obj, binf], check=True)
    return open(binf, 'rb').read().hex()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', required=True)
    ap.add_argument('--record', action='store_true', help='write the goldens from llvm-mc')
    a = ap.parse_args()
    live = shutil.which('llvm-mc') and os.path.exists(OBJCOPY)
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in sorted(glob.glob(os.path.join(ROOT, 'examples', 'amdgpu', '*.s'))):
            mcpu = mcpu_of(path)
            golden = path[:-2] + '.llvm-mc.hex'
            if a.record:
                open(golden, 'w').write(llvm_text(path, mcpu, tmp) + '\n')
            want = open(golden).read().strip()
            if live and llvm_text(path, mcpu, tmp) != want:
                print('%s: golden is stale (llvm-mc disagrees)' % golden)
                failed += 1
                continue
            out = os.path.join(tmp, 'g.bin')
            r = subprocess.run([a.gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + mcpu, '--llvm-compat', '-o', out, path],
                               capture_output=True, text=True)
            got = open(out, 'rb').read().hex() if r.returncode == 0 else 'exit %d: %s' % (r.returncode, r.stderr)
            if got == want:
                passed += 1
            else:
                failed += 1
                print('%s (%s): gpuisa output differs from llvm-mc' % (os.path.relpath(path, ROOT), mcpu))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Regenerate the AMDGPU object corpus.

    python3 tests/corpus/amdgpu/gen.py [-j 2] [--cpus gfx900 ...] [--goldens-only] [--check]

1. Compiles every src/*.cl with clang-14 for every CPU into s/<cpu>/<name>.s:
       clang-14 -x cl -cl-std=CL1.2 -cl-no-stdinc -include prelude.h
                -target amdgcn-amd-amdhsa -mcpu=CPU -nogpulib -O2 -S
   plus the flags named on a `CORPUS-FLAGS:` line of the source, if any.
2. Assembles each .s with llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj, dumps
   the object with objdump.py, links it with ld.lld -shared, and writes
   golden/<cpu>/<name>.txt (objdump text + `link: ok`).

--goldens-only skips step 1 (uses the committed .s files).  --check writes nothing and
exits 1 if any committed .s or golden differs from what would be written.
"""

import argparse
import os
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_common as cc  # noqa: E402

CLANG = ('clang-14', 'clang')
CFLAGS = ['-x', 'cl', '-cl-std=CL1.2', '-cl-no-stdinc', '-include', os.path.join(cc.HERE, 'prelude.h'),
          '-target', cc.TRIPLE, '-nogpulib', '-O2', '-S']


def extra_flags(cl_path):
    with open(cl_path) as f:
        m = re.search(r'CORPUS-FLAGS:\s*(.*?)\s*(\(|$)', f.read(), re.M)
    return m.group(1).split() if m else []


def write_or_check(path, text, check, stale, written):
    old = None
    if os.path.exists(path):
        with open(path) as f:
            old = f.read()
    if old == text:
        return
    if check:
        stale.append(path)
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)
    written.append(path)


def compile_one(clang, cl, cpu, tmpdir, check, stale, written):
    name = os.path.splitext(os.path.basename(cl))[0]
    out = os.path.join(tmpdir, '%s.%s.s' % (name, cpu))
    # run from HERE with relative paths so that nothing machine-specific lands in the .s
    args = [clang] + CFLAGS[:5] + ['prelude.h'] + CFLAGS[6:] + ['-mcpu=' + cpu] \
        + extra_flags(cl) + [os.path.relpath(cl, cc.HERE), '-o', out]
    p = cc.subprocess.run(args, capture_output=True, text=True, cwd=cc.HERE)
    if p.returncode != 0:
        return 'clang failed on %s for %s:\n%s' % (name, cpu, p.stderr)
    with open(out) as f:
        text = f.read()
    write_or_check(os.path.join(cc.SDIR, cpu, name + '.s'), text, check, stale, written)
    return None


def golden_one(mc, ld, s_path, cpu, tmpdir, check, stale, written):
    name = os.path.splitext(os.path.basename(s_path))[0]
    obj = os.path.join(tmpdir, '%s.%s.o' % (name, cpu))
    p = cc.run([mc, '-triple=' + cc.TRIPLE, '-mcpu=' + cpu, '-filetype=obj', s_path, '-o', obj])
    if p.returncode != 0:
        return 'llvm-mc failed on %s for %s:\n%s' % (name, cpu, p.stderr)
    link = cc.link_check(ld, obj, tmpdir)
    text = cc.golden_text(s_path, cpu, cc.object_text(obj), link)
    write_or_check(cc.golden_path(cpu, s_path), text, check, stale, written)
    if link != 'ok':
        return 'ld.lld failed on %s for %s: %s' % (name, cpu, link)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--cpus', nargs='+', default=cc.CPUS)
    ap.add_argument('--goldens-only', action='store_true')
    ap.add_argument('--check', action='store_true')
    a = ap.parse_args()
    clang, mc, ld = cc.tool(*CLANG), cc.tool(*cc.LLVM_MC), cc.tool(*cc.LD_LLD)
    if not mc or not ld or (not clang and not a.goldens_only):
        sys.exit('gen.py needs clang-14, llvm-mc (14) and ld.lld on PATH')
    stale, errors, written = [], [], []
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(max(1, a.j)) as ex:
        if not a.goldens_only:
            cls = sorted(os.path.join(cc.SRC, f) for f in os.listdir(cc.SRC) if f.endswith('.cl'))
            jobs = [ex.submit(compile_one, clang, cl, cpu, tmp, a.check, stale, written)
                    for cpu in a.cpus for cl in cls]
            errors += [e for e in (j.result() for j in jobs) if e]
        jobs = [ex.submit(golden_one, mc, ld, s, cpu, tmp, a.check, stale, written)
                for cpu in a.cpus for s in cc.corpus_files(cpu)]
        errors += [e for e in (j.result() for j in jobs) if e]
    for e in errors:
        print(e)
    for s in sorted(stale):
        print('stale: ' + os.path.relpath(s, cc.HERE))
    n = sum(len(cc.corpus_files(c)) for c in a.cpus)
    changed = len(stale) if a.check else len(written)
    print('%d files x cpus, %d errors, %d %s' % (n, len(errors), changed,
                                                   'stale' if a.check else 'written'))
    sys.exit(1 if errors or (a.check and stale) else 0)


if __name__ == '__main__':
    main()

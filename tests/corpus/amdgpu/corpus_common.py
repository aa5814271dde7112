"""Shared by gen.py and compare.py: paths, tool names, golden format."""

import hashlib
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'src')
SDIR = os.path.join(HERE, 's')
GOLDEN = os.path.join(HERE, 'golden')
CPUS = ['gfx900', 'gfx90a', 'gfx1010']
TRIPLE = 'amdgcn-amd-amdhsa'

sys.dont_write_bytecode = True
import objdump  # noqa: E402


def tool(*names):
    """first of names found on PATH (e.g. ld.lld or ld.lld-14), else None"""
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    return None


LLVM_MC = ('llvm-mc', 'llvm-mc-14')
LD_LLD = ('ld.lld', 'ld.lld-14')


def corpus_files(cpu):
    d = os.path.join(SDIR, cpu)
    if not os.path.isdir(d):
        return []
    return sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.s'))


def sha256_file(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def golden_path(cpu, s_path):
    return os.path.join(GOLDEN, cpu, os.path.splitext(os.path.basename(s_path))[0] + '.txt')


def run(args, timeout=120):
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout)


def link_check(ld, obj, tmpdir):
    """'ok' if ld.lld -shared links obj, else 'FAILED: <first error line>'."""
    out = os.path.join(tmpdir, os.path.basename(obj) + '.so')
    p = run([ld, '-shared', obj, '-o', out])
    if p.returncode == 0:
        return 'ok'
    first = (p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[0]
    # the object's temporary path is not part of the result
    return 'FAILED: ' + first.replace(obj, 'OBJ')


def object_text(obj_path):
    with open(obj_path, 'rb') as f:
        return objdump.dump(f.read())


def golden_text(s_path, cpu, dump_text, link):
    rel = os.path.relpath(s_path, HERE)
    return ('# golden: llvm-mc -triple=%s -mcpu=%s -filetype=obj %s | objdump.py\n'
            '# source sha256: %s\n' % (TRIPLE, cpu, rel, sha256_file(s_path))
            + dump_text + 'link: %s\n' % link)


def split_golden(text):
    """(sha256 recorded, body without the two comment lines)"""
    lines = text.split('\n')
    sha = None
    body = []
    for ln in lines:
        if ln.startswith('# source sha256: '):
            sha = ln.split(': ', 1)[1].strip()
        elif ln.startswith('# golden: '):
            continue
        else:
            body.append(ln)
    return sha, '\n'.join(body)

"""Shared code of the AMDGPU disassembler differential test (dis_record.py, dis_compare.py).

A case is a byte string. Every case of a target is disassembled in one batch: the cases are
written one per line in llvm-mc's `-disassemble` hex form, each followed by SEP_WORDS copies of
a separator instruction (`s_sethalt 0x3ff`), so that an instruction that reads past the end of
its case (a 64-bit encoding cut short, a literal) eats separator words, never the next case.

The result of a case is what the disassembler made of its bytes:
  invalid  the byte offsets (within the case) reported as invalid instruction encodings
  texts    the instruction texts in order (separator lines removed)
Both tools' outputs are reduced to this form, so neither the warning format nor the placement
of the data lines matters.

Golden format (dis_golden/<target>.golden):
    # dis_golden gfx900 (Debian LLVM version 14.0.6)
    <kind> <hex bytes> <TAB> <invalid offsets, comma separated, or -> <TAB> text <TAB> text ...
kind is `g` (an encoding of the assembler goldens) or `r` (a seeded random word).

Python 3 standard library only.
"""

import os
import re
import subprocess
import tempfile

from diffcommon import TARGETS, TARGET_ORDER, GOLDEN_DIR, HERE  # noqa: F401

DIS_GOLDEN_DIR = os.path.join(HERE, 'dis_golden')
SEP = bytes([0xff, 0x03, 0x8d, 0xbf])          # s_sethalt 0x3ff on every generation
SEP_TEXT = 's_sethalt 0x3ff'
SEP_WORDS = 5
TOKEN = 5                                        # "0xNN " per byte in the batch text


def batch_text(cases):
    lines = []
    for c in cases:
        b = c + SEP * SEP_WORDS
        lines.append(' '.join('0x%02x' % x for x in b))
    return '\n'.join(lines) + '\n'


def case_offsets(cases):
    """Byte offset of each case in the batch stream."""
    offs, at = [], 0
    for c in cases:
        offs.append(at)
        at += len(c) + len(SEP) * SEP_WORDS
    return offs


def split_texts(lines, n):
    """Split instruction texts into n chunks at runs of separator lines. A run of k lines ends
    ceil(k / SEP_WORDS) cases: a case that decodes to nothing leaves two runs back to back, and
    an instruction that reads past its case eats separator words from the start of the run."""
    chunks, cur, run = [], [], 0

    def flush_run():
        nonlocal cur
        for _ in range(-(-run // SEP_WORDS)):
            chunks.append(cur)
            cur = []

    for t in lines:
        if t == SEP_TEXT:
            run += 1
            continue
        flush_run()
        run = 0
        cur.append(t)
    flush_run()
    if cur:
        chunks.append(cur)
    if len(chunks) != n:
        return None
    return chunks


def llvm_mc_disassemble(mc, target, cases, timeout=600):
    """Run llvm-mc -disassemble on the batch; returns a list of (invalid, texts) per case."""
    mcpu, extra = TARGETS[target]
    text = batch_text(cases)
    p = subprocess.run([mc, '-arch=amdgcn', '-mcpu=' + mcpu] + extra + ['-disassemble'],
                       input=text, capture_output=True, text=True, timeout=timeout)
    lines = [ln.strip() for ln in p.stdout.splitlines()]
    lines = [ln for ln in lines if ln and ln != '.text']
    chunks = split_texts(lines, len(cases))
    if chunks is None:
        raise RuntimeError('llvm-mc output does not split into %d cases' % len(cases))
    invalid = [[] for _ in cases]
    for m in re.finditer(r'^<stdin>:(\d+):(\d+): warning: invalid instruction encoding', p.stderr, re.M):
        line, col = int(m.group(1)), int(m.group(2))
        i, off = line - 1, (col - 1) // TOKEN
        if 0 <= i < len(cases) and off < len(cases[i]):
            invalid[i].append(off)
    return [(inv, ch) for inv, ch in zip(invalid, chunks)]


def gpuisa_disassemble(gpuisa, target, cases, timeout=600):
    """The same through `gpuisa dis --hex` (warnings FILE:OFFSET with stream byte offsets)."""
    mcpu, extra = TARGETS[target]
    with tempfile.NamedTemporaryFile('w', suffix='.hex', delete=False) as f:
        f.write(batch_text(cases))
        path = f.name
    try:
        p = subprocess.run([gpuisa, 'dis', '--isa=amdgpu', '--mcpu=' + mcpu] + extra + ['--hex', path],
                           capture_output=True, text=True, timeout=timeout)
    finally:
        os.unlink(path)
    if p.returncode != 0:
        raise RuntimeError('gpuisa dis failed (%d): %s' % (p.returncode, p.stderr[-500:]))
    lines = [ln.strip() for ln in p.stdout.splitlines()]
    lines = [ln for ln in lines if ln and ln != '.text' and not ln.startswith('.long')]
    chunks = split_texts(lines, len(cases))
    if chunks is None:
        raise RuntimeError('gpuisa output does not split into %d cases' % len(cases))
    offs = case_offsets(cases)
    invalid = [[] for _ in cases]
    import bisect
    for m in re.finditer(r'^[^\n]*:(\d+): warning: invalid instruction encoding', p.stderr, re.M):
        at = int(m.group(1))
        i = bisect.bisect_right(offs, at) - 1
        if 0 <= i < len(cases) and at - offs[i] < len(cases[i]):
            invalid[i].append(at - offs[i])
    return [(inv, ch) for inv, ch in zip(invalid, chunks)]


def golden_path(target):
    return os.path.join(DIS_GOLDEN_DIR, target + '.golden')


def write_golden(target, version, rows):
    os.makedirs(DIS_GOLDEN_DIR, exist_ok=True)
    with open(golden_path(target), 'w') as f:
        f.write('# dis_golden %s (%s)\n' % (target, version))
        for kind, case, (inv, texts) in rows:
            f.write('%s %s\t%s\t%s\n' % (kind, case.hex(), ','.join(map(str, inv)) or '-', '\t'.join(texts)))


def read_golden(target):
    rows = []
    with open(golden_path(target)) as f:
        for ln in f:
            if ln.startswith('#'):
                continue
            parts = ln.rstrip('\n').split('\t')
            kind, hx = parts[0].split(' ')
            inv = [] if parts[1] == '-' else [int(x) for x in parts[1].split(',')]
            texts = [t for t in parts[2:] if t]
            rows.append((kind, bytes.fromhex(hx), (inv, texts)))
    return rows

"""Shared by gen.py and compare.py: paths, tool names, golden format."""

import hashlib
import re
import struct
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


# ---- .text layout of a clang -S file, for the --show-encoding comparison --------------------

S_NOP_0 = bytes.fromhex('000080bf')  # what llvm-mc pads code alignment with on AMDGPU

_LABEL = re.compile(r'^\s*([A-Za-z_.$][\w.$@]*|"[^"]*")\s*:')


class LayoutError(Exception):
    pass


def _strip_comment(line):
    out, q = [], False
    for ch in line:
        if ch == '"':
            q = not q
        elif ch == ';' and not q:
            break
        out.append(ch)
    return ''.join(out).strip()


def _int(tok):
    tok = tok.strip()
    return int(tok, 0)


def text_items(src_text):
    """The .text section of an assembly file, in order, as a list of
    ('insn', lineno, text) | ('align', lineno, (bytes_alignment, fill_or_None, fill_size))
    | ('fill', lineno, (count, size, value)).  Only what clang -S emits for AMDGPU is
    understood; anything else that would place bytes in .text raises LayoutError."""
    items = []
    section = '.text'
    in_meta = False
    for no, raw in enumerate(src_text.split('\n'), 1):
        line = _strip_comment(raw)
        if in_meta:
            if line.startswith('.end_amdgpu_metadata'):
                in_meta = False
            continue
        while True:
            m = _LABEL.match(line)
            if not m:
                break
            line = line[m.end():].strip()
        if not line:
            continue
        if line.startswith('.'):
            word = line.split(None, 1)[0].rstrip(',')
            rest = line[len(word):].strip()
            args = [a.strip() for a in rest.split(',')] if rest else []
            if word == '.amdgpu_metadata':
                in_meta = True
            elif word == '.text':
                section = '.text'
            elif word in ('.section', '.pushsection'):
                section = args[0] if args else '?'
            elif word in ('.data', '.bss'):
                section = word
            elif section != '.text':
                pass
            elif word in ('.p2align', '.p2alignw', '.p2alignl', '.align', '.balign'):
                n = _int(args[0])
                align = (1 << n) if word.startswith('.p2align') else n
                size = {'.p2alignw': 2, '.p2alignl': 4}.get(word, 1)
                fill = _int(args[1]) if len(args) > 1 and args[1] else None
                if len(args) > 2:
                    raise LayoutError('line %d: max-skip alignment is not modelled' % no)
                items.append(('align', no, (align, fill, size)))
            elif word == '.fill':
                count = _int(args[0])
                size = _int(args[1]) if len(args) > 1 else 1
                value = _int(args[2]) if len(args) > 2 else 0
                items.append(('fill', no, (count, size, value)))
            elif word in ('.byte', '.short', '.long', '.quad', '.word', '.zero', '.space',
                          '.ascii', '.asciz', '.string', '.skip'):
                raise LayoutError('line %d: data directive %s in .text is not modelled' % (no, word))
            continue
        if section != '.text':
            raise LayoutError('line %d: instruction outside .text' % no)
        items.append(('insn', no, line))
    return items


def _pad_bytes(n, fill, size):
    if fill is None:  # code alignment: zeros up to a word, then s_nop 0
        return b'\0' * (n % 4) + S_NOP_0 * (n // 4)
    if n % size:
        raise LayoutError('alignment gap of %d bytes is not a multiple of the fill size %d' % (n, size))
    unit = (fill & ((1 << (8 * size)) - 1)).to_bytes(size, 'little')
    return unit * (n // size)


def place(items, encodings):
    """Offsets in .text: a list of (offset, bytes, kind, lineno, text) where kind is 'insn'
    (bytes = the encoding given) or 'pad' (bytes = what alignment/.fill puts there).
    encodings: one bytes object per 'insn' item, in order."""
    n_insn = sum(1 for k, _, _ in items if k == 'insn')
    if n_insn != len(encodings):
        raise LayoutError('%d instruction lines but %d encodings' % (n_insn, len(encodings)))
    out, off, e = [], 0, iter(encodings)
    for kind, no, payload in items:
        if kind == 'insn':
            b = next(e)
            out.append((off, b, 'insn', no, payload))
            off += len(b)
        elif kind == 'align':
            align, fill, size = payload
            n = (-off) % align
            if n:
                out.append((off, _pad_bytes(n, fill, size), 'pad', no, '.p2align'))
                off += n
        else:
            count, size, value = payload
            b = (value & ((1 << (8 * size)) - 1)).to_bytes(size, 'little') * count if size <= 8 else b'\0' * (count * size)
            if b:
                out.append((off, b, 'pad', no, '.fill'))
                off += len(b)
    return out


_ENC = re.compile(r';\s*encoding:\s*\[([^\]]*)\]')


def parse_encodings(stdout):
    """the byte lists of every `; encoding: [...]` line; a non-hex byte (llvm-mc's fixup
    placeholder A, B, ...) becomes None"""
    out = []
    for line in stdout.split('\n'):
        m = _ENC.search(line)
        if not m:
            continue
        bs = []
        for tok in m.group(1).split(','):
            tok = tok.strip()
            if not tok:
                continue
            if tok.lower().startswith('0x'):
                v = int(tok, 16)
                bs.append(v if v <= 0xff else -1)  # -1: not a byte, never matches
            else:  # llvm-mc's fixup placeholder (A, B, ...), never hex with 0x
                bs.append(None)
        out.append(bs)
    return out


def elf_text_and_relocs(obj_bytes):
    """(.text bytes, set of byte offsets covered by relocations against .text, functions)
    functions: sorted list of (value, size, name) of FUNC symbols in .text"""
    e = objdump.Elf(obj_bytes)
    text = None
    text_idx = None
    for s in e.sections:
        if s['name'] == '.text':
            text, text_idx = e.body(s), s['index']
    if text is None:
        raise LayoutError('object has no .text')
    covered = set()
    funcs = []
    for s in e.sections:
        if s['type'] in (4, 9) and s['info'] == text_idx:
            ent = 24 if s['type'] == 4 else 16
            b = e.body(s)
            for i in range(len(b) // ent):
                off, info = struct.unpack_from('<QQ', b, i * ent)
                width = {3: 8, 5: 8, 13: 8, 14: 2}.get(info & 0xffffffff, 4)
                covered.update(range(off, off + width))
        if s['type'] == 2:
            for y in e.symbols(s):
                if y['type'] == 2 and y['shndx'] == text_idx:
                    funcs.append((y['value'], y['size'], y['name']))
    return text, covered, sorted(funcs)


def text_from_golden(golden):
    """(.text bytes, relocation-covered offsets, functions) recovered from a golden text"""
    text = bytearray()
    covered, funcs = set(), []
    cur = None
    in_text_rel = False
    for ln in golden.split('\n'):
        if ln.startswith('section '):
            cur = ln.split()[2].rstrip(':')
            continue
        if ln.startswith('symbols in') or ln.startswith('notes in'):
            cur = None
        if cur == '.text' and re.match(r'^    [0-9a-f]{6}: ', ln):
            text += bytes.fromhex(ln.split(': ', 1)[1].replace(' ', ''))
        if ln.startswith('relocations in '):
            in_text_rel = '(for .text)' in ln
            cur = None
            continue
        m = re.match(r'^  reloc 0x([0-9a-f]+) type=(\d+)', ln)
        if m and in_text_rel:
            off, typ = int(m.group(1), 16), int(m.group(2))
            width = {3: 8, 5: 8, 13: 8, 14: 2}.get(typ, 4)
            covered.update(range(off, off + width))
        m = re.match(r'^  sym \d+ (.*): value=0x([0-9a-f]+) size=(\d+) type=FUNC .* section=\.text$', ln)
        if m:
            funcs.append((int(m.group(2), 16), int(m.group(3)), m.group(1)))
    return bytes(text), covered, sorted(funcs)


def func_at(funcs, off):
    for v, sz, name in funcs:
        if v <= off < v + sz:
            return '%s+0x%x' % (name, off - v)
    return '.text+0x%x (outside functions)' % off


def emulate_show_encoding(mc, cpu, path, tmpdir):
    """llvm-mc -show-encoding for path, with the fixup placeholders replaced by the bytes
    llvm-mc's own object has at that place (relocated fields stay as in the object: the
    RELA addend is not in the section).  Returns (exit status, stdout, stderr)."""
    base = [mc, '-triple=' + TRIPLE, '-mcpu=' + cpu]
    p = run(base + ['-show-encoding', path])
    if p.returncode != 0:
        return p.returncode, p.stdout, p.stderr
    obj = os.path.join(tmpdir, 'standin.o')
    q = run(base + ['-filetype=obj', path, '-o', obj])
    if q.returncode != 0:
        return q.returncode, '', q.stderr
    with open(obj, 'rb') as f:
        text, _, _ = elf_text_and_relocs(f.read())
    with open(path) as f:
        items = text_items(f.read())
    encs = parse_encodings(p.stdout)
    placed = place(items, [bytes(len(e)) for e in encs])
    out = []
    for (off, _, kind, no, src), enc in zip([x for x in placed if x[2] == 'insn'], encs):
        b = [text[off + i] if v is None else v for i, v in enumerate(enc)]
        out.append('\t%s ; encoding: [%s]' % (src, ','.join('0x%02x' % x for x in b)))
    return 0, '\n'.join(out) + '\n', p.stderr


if __name__ == '__main__':
    # python3 corpus_common.py show-encoding CPU FILE  (used by llvm_mc_as_gpuisa.sh)
    import tempfile
    if len(sys.argv) != 4 or sys.argv[1] != 'show-encoding':
        sys.exit('usage: corpus_common.py show-encoding CPU FILE')
    mc = tool(*LLVM_MC)
    with tempfile.TemporaryDirectory() as t:
        rc, o, e = emulate_show_encoding(mc, sys.argv[2], sys.argv[3], t)
    sys.stdout.write(o)
    sys.stderr.write(e)
    sys.exit(rc)

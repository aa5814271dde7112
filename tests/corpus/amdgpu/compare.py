#!/usr/bin/env python3
"""Compare gpuisa's AMDGPU objects for the corpus with llvm-mc 14's.

    python3 tests/corpus/amdgpu/compare.py --gpuisa build/gpuisa [--cpus gfx900 ...] [-j 2]
                                           [--text-only [--ignore-directive-errors]] [--no-live]
                                           [--files NAME ...] [-v]

Object mode (default), for every s/<cpu>/<name>.s and both variants (plain, --llvm-compat):
    GPUISA as --isa=amdgpu --mcpu=CPU [--llvm-compat] -filetype=obj -o TMP.o FILE.s
then objdump.py TMP.o plus a `link: ok` line when `ld.lld -shared TMP.o` links, compared with
golden/<cpu>/<name>.txt.  When llvm-mc is on PATH (and not --no-live) llvm-mc assembles the
same file too: a golden that differs from it is reported as stale, and gpuisa is then compared
with the live llvm-mc text.

--text-only: runs GPUISA as --isa=amdgpu --mcpu=CPU [--llvm-compat] --show-encoding FILE.s and
compares only instruction bytes with the golden's .text.  The instructions are laid out as in
the source: `.p2align` in .text pads with s_nop 0 words (as llvm-mc does for code), and
`.p2alignl`/`.fill` (the s_code_end tail on gfx10) place their data; those padding bytes are
not gpuisa's output, so they are only checked against the golden as a check of the layout
model.  Bytes covered by a relocation of .text are not compared (RELA: the section holds 0,
the addend is in the relocation).  Mismatches are reported per function.

One line per mismatch; last line `N passed, M failed` (file x cpu x variant).  Exit 1 on any
failure.  Self-test: --gpuisa tests/corpus/amdgpu/llvm_mc_as_gpuisa.sh must give 0 failed.
"""

import argparse
import difflib
import os
import re
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_common as cc  # noqa: E402

VARIANTS = [('plain', []), ('llvm-compat', ['--llvm-compat'])]


class Ctx:
    def __init__(self, a, mc, ld, tmp):
        self.gpuisa, self.mc, self.ld, self.tmp = a.gpuisa, mc, ld, tmp
        self.verbose, self.timeout, self.live = a.verbose, a.timeout, a.live and mc is not None
        self.ignore_directive_errors = a.ignore_directive_errors


def run(ctx, args):
    try:
        return cc.subprocess.run(args, capture_output=True, text=True, timeout=ctx.timeout)
    except cc.subprocess.TimeoutExpired:
        return None
    except OSError as e:
        return e


def first_line(s):
    s = (s or '').strip()
    return s.splitlines()[0] if s else ''


def _context(lines, i):
    """the section/symbol/relocation/note heading that line i of an objdump text is under"""
    for j in range(min(i, len(lines) - 1), -1, -1):
        if not lines[j].startswith(' '):
            return lines[j].split(':')[0]
    return ''


def short_diff(ref, got, verbose, limit=8):
    """differing lines, '-' expected / '+' gpuisa, each hex line tagged with its heading"""
    a, b = ref.split('\n'), got.split('\n')
    d = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == 'equal':
            continue
        for i in range(i1, i2):
            d.append('-' + a[i] + ('   [%s]' % _context(a, i) if a[i].startswith(' ') else ''))
        for j in range(j1, j2):
            d.append('+' + b[j] + ('   [%s]' % _context(b, j) if b[j].startswith(' ') else ''))
    if not verbose and len(d) > limit:
        d = d[:limit] + ['    ... %d more differing lines' % (len(d) - limit)]
    return d


def tmp_path(ctx, cpu, name, tag, ext):
    return os.path.join(ctx.tmp, '%s.%s.%s%s' % (name, cpu, tag, ext))


def live_text(ctx, cpu, s_path):
    """objdump text + link line of llvm-mc's object, or (None, reason)"""
    name = os.path.splitext(os.path.basename(s_path))[0]
    obj = tmp_path(ctx, cpu, name, 'llvm-mc', '.o')
    p = run(ctx, [ctx.mc, '-triple=' + cc.TRIPLE, '-mcpu=' + cpu, '-filetype=obj', s_path, '-o', obj])
    if not isinstance(p, cc.subprocess.CompletedProcess) or p.returncode != 0:
        return None, 'llvm-mc failed: %s' % (first_line(getattr(p, 'stderr', str(p))))
    return cc.object_text(obj) + 'link: %s\n' % cc.link_check(ctx.ld, obj, ctx.tmp), None


def reference(ctx, cpu, s_path):
    """(reference body, [problems]) -- the golden, or live llvm-mc when the golden is stale"""
    problems = []
    gp = cc.golden_path(cpu, s_path)
    golden = None
    if os.path.exists(gp):
        with open(gp) as f:
            sha, golden = cc.split_golden(f.read())
        if sha != cc.sha256_file(s_path):
            problems.append('golden %s was recorded for another version of the source'
                            % os.path.relpath(gp, cc.HERE))
    else:
        problems.append('no golden %s' % os.path.relpath(gp, cc.HERE))
    if ctx.live:
        live, err = live_text(ctx, cpu, s_path)
        if err:
            problems.append(err)
        elif golden is not None and live != golden:
            problems.append('golden differs from live llvm-mc (stale; rerun gen.py):\n' + '\n'.join(
                '    ' + ln for ln in short_diff(golden, live, ctx.verbose)))
            golden = live
        elif golden is None:
            golden = live
    return golden, problems


def check_obj(ctx, cpu, s_path, ref, variant, flags):
    name = os.path.splitext(os.path.basename(s_path))[0]
    obj = tmp_path(ctx, cpu, name, 'gpuisa-' + variant, '.o')
    p = run(ctx, [ctx.gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + cpu] + flags
            + ['-filetype=obj', '-o', obj, s_path])
    if p is None:
        return ['gpuisa timed out']
    if isinstance(p, OSError):
        return ['cannot run gpuisa: %s' % p]
    if p.returncode != 0:
        return ['gpuisa exit status %d: %s' % (p.returncode, first_line(p.stderr))]
    try:
        got = cc.object_text(obj)
    except (OSError, cc.objdump.ElfError, cc.struct.error) as e:
        return ['object not readable: %s' % e]
    got += 'link: %s\n' % cc.link_check(ctx.ld, obj, ctx.tmp)
    if got == ref:
        return []
    return ['object differs from llvm-mc:'] + ['    ' + ln for ln in short_diff(ref, got, ctx.verbose)]


def check_text(ctx, cpu, s_path, ref, variant, flags):
    p = run(ctx, [ctx.gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + cpu] + flags
            + ['--show-encoding', s_path])
    if p is None:
        return ['gpuisa timed out']
    if isinstance(p, OSError):
        return ['cannot run gpuisa: %s' % p]
    with open(s_path) as f:
        src_text = f.read()
    try:
        items = cc.text_items(src_text)
    except cc.LayoutError as e:
        return ['layout: %s' % e]
    if p.returncode != 0:
        err_lines = [int(m.group(1)) for m in re.finditer(r':(\d+):\d+: error:', p.stderr)]
        insn_lines = {no for k, no, _ in items if k == 'insn'}
        if not ctx.ignore_directive_errors or not err_lines or any(n in insn_lines for n in err_lines):
            return ['gpuisa exit status %d: %s' % (p.returncode, first_line(p.stderr))]
    encs = cc.parse_encodings(p.stdout)
    if any(b is None or b < 0 for e in encs for b in e):
        return ['gpuisa printed an encoding byte that is not 0x00..0xff']
    text, covered, funcs = cc.text_from_golden(ref)
    try:
        placed = cc.place(items, [bytes(e) for e in encs])
    except cc.LayoutError as e:
        return ['layout: %s' % e]
    out = []
    end = placed[-1][0] + len(placed[-1][1]) if placed else 0
    if end != len(text):
        out.append('layout: .text is %d bytes from the source and gpuisa\'s encodings, %d in llvm-mc\'s object'
                   % (end, len(text)))
    bad = 0
    for off, b, kind, no, src in placed:
        exp = text[off:off + len(b)]
        same = len(exp) == len(b) and all(
            x == y or off + i in covered for i, (x, y) in enumerate(zip(b, exp)))
        if same:
            continue
        bad += 1
        if bad > 20 and not ctx.verbose:
            continue
        where = cc.func_at(funcs, off)
        fmt = lambda bs: '[' + ','.join('0x%02x' % x for x in bs) + ']'  # noqa: E731
        if kind == 'insn':
            out.append('%s line %d: expected %s, got %s | %s' % (where, no, fmt(exp), fmt(b), src))
        else:
            out.append('layout: %s line %d: %s padding of %d bytes is not what llvm-mc put there'
                       % (where, no, src, len(b)))
    if bad > 20 and not ctx.verbose:
        out.append('... %d more mismatching instructions' % (bad - 20))
    return out


# Text-only comparisons that cannot agree: the listing keeps the source layout (as
# llvm-mc -show-encoding does), the object writer does not. Counted as skipped, and a
# listed case whose file is gone fails.
TEXT_ONLY_SKIP = {
    ('gfx1010', 'polybench_covariance_f64_O0'):
        'gfx10.1 offset-0x3f relaxation: the object gets s_nop 0 after a branch and the code after it moves',
}


def check_file(ctx, cpu, s_path, text_only):
    ref, problems = reference(ctx, cpu, s_path)
    results = []
    for variant, flags in VARIANTS:
        if ref is None:
            results.append((variant, list(problems)))
            continue
        fn = check_text if text_only else check_obj
        results.append((variant, problems + fn(ctx, cpu, s_path, ref, variant, flags)))
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(cc.HERE, '..', '..', '..', 'build', 'gpuisa'))
    ap.add_argument('--cpus', nargs='+', default=cc.CPUS)
    ap.add_argument('--files', nargs='+', help='corpus names (without .s) to run; default all')
    ap.add_argument('--text-only', action='store_true')
    ap.add_argument('--ignore-directive-errors', action='store_true',
                    help='text-only: compare the encodings even when gpuisa rejects directive lines '
                         '(as long as every error is on a line that is not an instruction)')
    ap.add_argument('--live', dest='live', action='store_true', default=True)
    ap.add_argument('--no-live', dest='live', action='store_false')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    ld = cc.tool(*cc.LD_LLD)
    if not ld and not a.text_only:
        sys.exit('compare.py needs ld.lld (lld-14) on PATH')
    mc = cc.tool(*cc.LLVM_MC)
    t0 = time.time()
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(max(1, a.j)) as ex:
        ctx = Ctx(a, mc, ld, tmp)
        jobs = []
        skipped = 0
        seen = set()
        for cpu in a.cpus:
            for s in cc.corpus_files(cpu):
                name = os.path.splitext(os.path.basename(s))[0]
                if a.files and name not in a.files:
                    continue
                seen.add((cpu, name))
                if a.text_only and (cpu, name) in TEXT_ONLY_SKIP:
                    skipped += len(VARIANTS)
                    print('skipped %s %s: %s' % (cpu, name, TEXT_ONLY_SKIP[(cpu, name)]))
                    continue
                jobs.append((cpu, s, ex.submit(check_file, ctx, cpu, s, a.text_only)))
        passed = failed = 0
        for cpu, s, job in jobs:
            rel = os.path.relpath(s, cc.HERE)
            for variant, problems in job.result():
                if problems:
                    failed += 1
                    print('%s %s %s: %s' % (rel, cpu, variant, problems[0]))
                    for p in problems[1:]:
                        print('    ' + p)
                else:
                    passed += 1
    for cpu, name in TEXT_ONLY_SKIP:
        if a.text_only and cpu in a.cpus and not a.files and (cpu, name) not in seen:
            failed += 1
            print('listed text-only skip not in the corpus: %s %s' % (cpu, name))
    mode = 'text-only' if a.text_only else 'object'
    print('%s mode, %s, reference: golden%s, %.1f s' % (mode, ' '.join(a.cpus),
          ' + live llvm-mc' if ctx.live else '', time.time() - t0))
    print('%d passed, %d failed%s' % (passed, failed, ', %d skipped' % skipped if skipped else ''))
    sys.exit(1 if failed or not passed else 0)


if __name__ == '__main__':
    main()

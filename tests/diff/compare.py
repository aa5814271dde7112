#!/usr/bin/env python3
"""Differential test: gpuisa --llvm-compat against llvm-mc 14 (AMDGPU).

For every case file and target, runs
    GPUISA as --isa=amdgpu --mcpu=CPU --llvm-compat --show-encoding [-mattr=+wavefrontsize64] FILE
and compares, line by line, accept/reject and the encoded bytes with the committed goldens
(golden/<target>/<case>.golden, written by record_goldens.py). Error messages are not compared.

With --live (the default when llvm-mc is on PATH) llvm-mc is run as well: its results are the
reference, and any golden that differs from them is reported as stale.

Rules per instruction line (reference = golden or live llvm-mc):
  ERR                      gpuisa must reject the line.
  OK bytes                 gpuisa must accept it with exactly these bytes. Bytes that llvm-mc
                           leaves to a relocation (reloc=) hold llvm-mc's in-place addend;
                           --loose-reloc ignores them.
  OK bytes ... objerr:     -show-encoding accepts but object emission rejects the line: either
                           a rejection or an acceptance whose non-fixup bytes match agrees.
  DERR (directive lines)   gpuisa must report an error on the same directive line, and no error
                           on other directive lines.

Output: one line per mismatch, a table of agreements per section and target, and finally
`N passed, M failed` (case x target pairs). Exit status 1 if anything failed.

usage: compare.py --gpuisa build/gpuisa [--live | --no-live] [--targets T ...] [--cases DIR]
                  [--extra-cases FILE ...] [--golden-dir DIR] [--json PATH|-] [--loose-reloc]
"""

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
import diffcommon as dc  # noqa: E402


def run_gpuisa(gpuisa, target, path, timeout):
    mcpu, extra = dc.TARGETS[target]
    args = [gpuisa, 'as', '--isa=amdgpu', '--mcpu=' + mcpu, '--llvm-compat', '--show-encoding'] \
        + extra + [path]
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise dc.MappingError('gpuisa timed out after %ds' % timeout)
    except OSError as e:
        raise dc.MappingError('cannot run gpuisa: %s' % e)
    if p.returncode < 0:
        raise dc.MappingError('gpuisa died with signal %d' % -p.returncode)
    with open(path) as f:
        text = f.read()
    diags = dc.parse_diags(p.stderr)
    encs = dc.parse_encodings(p.stdout)
    mapped, derrs, _ = dc.map_outputs(text, diags, encs, 'gpuisa %s' % target)
    if bool(diags[0]) != (p.returncode == 1):
        raise dc.MappingError('gpuisa exit status %d but %d error lines'
                              % (p.returncode, len(diags[0])))
    return mapped, derrs


def show_ref(r):
    if r[0] == 'ERR':
        return 'ERR'
    s = 'OK ' + r[1].hex()
    if r[2]:
        s += ' (reloc bytes %s)' % ','.join('%d-%d' % a for a in r[2])
    if r[3]:
        s += ' or ERR (object emission: %s)' % r[3]
    return s


def show_got(r):
    if r is None:
        return 'nothing'
    if r[0] == 'ERR':
        return 'ERR ' + r[1]
    return 'OK ' + ''.join('A ' if b is None else '%02x' % b for b in r[1]).replace(' ', '')


def agree(ref, got, loose_reloc):
    if got is None:
        return False
    if ref[0] == 'ERR':
        return got[0] == 'ERR'
    if got[0] == 'ERR':
        return ref[3] is not None
    gb = got[1]
    rb = ref[1]
    if len(gb) != len(rb) or None in gb:
        return False
    skip = set()
    if loose_reloc or ref[3] is not None:
        for a, b in ref[2]:
            skip.update(range(a, b + 1))
    return all(gb[i] == rb[i] for i in range(len(rb)) if i not in skip)


def same_result(a, b):
    if a[0] != b[0]:
        return False
    if a[0] == 'ERR':
        return a[1] == b[1]
    return a[1] == b[1] and a[2] == b[2] and (a[3] is None) == (b[3] is None) and \
        (a[4] if len(a) > 4 else 0) == (b[4] if len(b) > 4 else 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', required=True, help='path of the gpuisa executable')
    live = ap.add_mutually_exclusive_group()
    live.add_argument('--live', dest='live', action='store_true', default=None,
                      help='also run llvm-mc (default when it is on PATH)')
    live.add_argument('--no-live', dest='live', action='store_false')
    ap.add_argument('--targets', nargs='+', default=dc.TARGET_ORDER, choices=dc.TARGET_ORDER)
    ap.add_argument('--cases', default=dc.CASES_DIR, help='directory of case files')
    ap.add_argument('--extra-cases', nargs='+', default=[], metavar='FILE',
                    help='more case files; goldens are looked up in --golden-dir by file name, '
                         'else llvm-mc is run')
    ap.add_argument('--golden-dir', default=dc.GOLDEN_DIR)
    ap.add_argument('--json', metavar='PATH', help='write a JSON summary to PATH (- for stdout)')
    ap.add_argument('--loose-reloc', action='store_true',
                    help='do not compare bytes that llvm-mc leaves to a relocation')
    ap.add_argument('--timeout', type=int, default=60, help='seconds per gpuisa run')
    ap.add_argument('--known', metavar='FILE',
                    help='documented differences ("case.s:LINE TARGET  # reason" per line): reported and '
                         'counted as skipped; a listed line that agrees again is a failure (stale entry)')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()

    out = sys.stderr if args.json == '-' else sys.stdout
    tools = dc.llvm_tools()
    if args.live and not tools:
        sys.exit('compare.py: --live needs llvm-mc')
    use_live = bool(tools) if args.live is None else args.live
    gpuisa = os.path.abspath(args.gpuisa) if os.sep in args.gpuisa else args.gpuisa

    files = dc.case_files(args.cases) + [os.path.abspath(f) for f in args.extra_cases]
    jobs = [(f, t) for f in files for t in args.targets]
    t0 = time.time()

    extra_set = set(os.path.abspath(f) for f in args.extra_cases)

    def one(job):
        path, target = job
        rel = os.path.relpath(path, os.getcwd())
        with open(path) as fh:
            text = fh.read()
        src = text.split('\n')
        kinds = dc.classify(text)
        instr = [n for n, k in kinds if k == 'instr']
        directive = [n for n, k in kinds if k == 'directive']
        notes = []          # file-level problems; any of them fails every case of the file
        mism = []           # (lineno, message)

        def give_up(note):
            notes.append(note)
            return path, target, rel, notes, [], 0, len(instr)

        gpath = dc.golden_path(args.golden_dir, target, path)
        golden = None
        if os.path.exists(gpath):
            digest, gres, gder = dc.read_golden(gpath)
            if digest != dc.file_digest(text):
                return give_up('golden %s is stale: recorded from another version of the case '
                               'file (run record_goldens.py)' % os.path.relpath(gpath))
            golden = (gres, gder)
        elif path not in extra_set or not use_live:
            return give_up('no golden %s (run record_goldens.py)' % os.path.relpath(gpath))
        ref = golden
        stale = set()
        if use_live:
            try:
                ref = dc.run_llvm_mc(tools, target, path)
            except dc.MappingError as e:
                return give_up('llvm-mc: %s' % e)
            if golden:
                for n in sorted(set(ref[0]) | set(golden[0])):
                    a, b = ref[0].get(n), golden[0].get(n)
                    if a is None or b is None or not same_result(a, b):
                        stale.add(n)
                        mism.append((n, 'golden is stale: golden says %s, llvm-mc says %s'
                                     % (dc.format_result(n, b) if b else 'nothing',
                                        dc.format_result(n, a) if a else 'nothing')))
                for n in set(ref[1]) ^ set(golden[1]):
                    stale.add(n)
                    mism.append((n, 'golden is stale on a directive line'))
        try:
            got, gder = run_gpuisa(gpuisa, target, path, args.timeout)
        except dc.MappingError as e:
            return give_up(str(e))
        passed = failed = 0
        rres, rder = ref
        for n in instr:
            r, g = rres.get(n), got.get(n)
            if r is not None and n not in stale and agree(r, g, args.loose_reloc):
                passed += 1
                continue
            failed += 1
            if n not in stale:
                mism.append((n, 'expected %s, got %s' % (show_ref(r) if r else '?', show_got(g))))
        for n in directive:
            if n not in rder and n not in gder:
                continue
            if (n in rder) == (n in gder) and n not in stale:
                passed += 1
                continue
            failed += 1
            if n not in stale:
                mism.append((n, 'directive line: expected %s, got %s'
                             % ('an error' if n in rder else 'no error',
                                'error: ' + gder[n] if n in gder else 'no error')))
        mism = [(n, m + ' | ' + src[n - 1].strip()) for n, m in sorted(mism)]
        return path, target, rel, notes, mism, passed, failed

    def guarded(job):
        try:
            return one(job)
        except Exception as e:      # a broken file must not hide the others
            path, target = job
            with open(path) as fh:
                n = sum(1 for _, k in dc.classify(fh.read()) if k == 'instr')
            return (path, target, os.path.relpath(path, os.getcwd()),
                    ['internal error: %r' % e], [], 0, n)

    known = {}
    if args.known:
        with open(args.known) as fh:
            for ln in fh:
                body = ln.split('#', 1)[0].split()
                if len(body) == 2:
                    known[(os.path.basename(body[0].rsplit(':', 1)[0]), int(body[0].rsplit(':', 1)[1]), body[1])] = \
                        ln.split('#', 1)[1].strip() if '#' in ln else ''
    seen_known = set()
    total_k = 0
    table = {}
    total_p = total_f = 0
    details = []
    with ThreadPoolExecutor(max_workers=args.j) as ex:
        for path, target, rel, notes, mism, p, f in ex.map(guarded, jobs):
            for n in notes:
                print('%s %s: %s' % (rel, target, n), file=out)
            base = os.path.basename(path)
            for n, m in mism:
                key = (base, n, target)
                if key in known:
                    seen_known.add(key)
                    total_k += 1
                    f -= 1
                    print('%s:%d %s: known difference (%s): %s' % (rel, n, target, known[key], m), file=out)
                else:
                    print('%s:%d %s: %s' % (rel, n, target, m), file=out)
            for key in known:
                if key[0] == base and key[2] == target and key not in seen_known and \
                        not any(n == key[1] for n, _ in mism):
                    print('%s:%d %s: listed as a known difference but agrees now: remove it from %s'
                          % (rel, key[1], target, args.known), file=out)
                    f += 1
                    p -= 1
            sec = os.path.splitext(os.path.basename(path))[0]
            table.setdefault(sec, {})[target] = (p, f)
            total_p += p
            total_f += f
            details.append({'file': rel, 'target': target, 'passed': p, 'failed': f,
                            'notes': notes, 'mismatches': [{'line': n, 'message': m} for n, m in mism]})

    # agreement table
    w = max(len(s) for s in table) if table else 8
    print('', file=out)
    print('%-*s %s' % (w, 'section', ' '.join('%11s' % t for t in args.targets)), file=out)
    per_t = {t: [0, 0] for t in args.targets}
    for sec in sorted(table):
        cells = []
        for t in args.targets:
            p, f = table[sec].get(t, (0, 0))
            per_t[t][0] += p
            per_t[t][1] += f
            cells.append('%11s' % ('%d/%d' % (p, p + f)))
        print('%-*s %s' % (w, sec, ' '.join(cells)), file=out)
    print('%-*s %s' % (w, 'total', ' '.join('%11s' % ('%d/%d' % (p, p + f)) for p, f in per_t.values())),
          file=out)
    print('(%s reference, %.1fs)' % ('live llvm-mc' if use_live else 'golden', time.time() - t0), file=out)
    if args.json:
        summary = {'passed': total_p, 'failed': total_f, 'live': use_live,
                   'targets': {t: {'passed': p, 'failed': f} for t, (p, f) in per_t.items()},
                   'sections': {s: {t: {'passed': p, 'failed': f} for t, (p, f) in v.items()}
                                for s, v in table.items()},
                   'files': details}
        if args.json == '-':
            json.dump(summary, sys.stdout, indent=1)
            sys.stdout.write('\n')
        else:
            with open(args.json, 'w') as fh:
                json.dump(summary, fh, indent=1)
    if known:
        print('%d known differences (listed in %s)' % (total_k, args.known), file=out)
        print('%d passed, %d failed, %d skipped' % (total_p, total_f, total_k), file=out)
    else:
        print('%d passed, %d failed' % (total_p, total_f), file=out)
    return 1 if total_f else 0


if __name__ == '__main__':
    sys.exit(main())

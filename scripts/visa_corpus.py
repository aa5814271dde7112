#!/usr/bin/env python3
"""Measure the vISA corpus (tests/corpus/visa, README.md there) and gpuisa's vISA parser on it.

    python3 scripts/visa_corpus.py --counts                      # mnemonics and declaration forms
    python3 scripts/visa_corpus.py --gpuisa build/gpuisa [--expected tests/corpus/visa/expected_parse.txt]
    python3 scripts/visa_corpus.py --gpuisa build/gpuisa --record   # rewrite the expected file

Counts: every instruction line of every `.visaasm` by base mnemonic (the word before the first
`.`, after an optional predicate), by mnemonic with its options, and every directive by its form
(the directive, the keys it uses, and the v_type of a `.decl`).

Parse: `gpuisa as --isa=visa --mcpu=DEV FILE` per kernel. A kernel *parses* when gpuisa reports no
error (then the `.isa` is written; tests/corpus/visa/check_isa.py compares it with IGC's).
Every statement of a kernel that parses must print back (`--show-encoding`) as written,
whitespace collapsed (and GenX_IR's d8c32/d16c32/d16c32h spelled as the seed's d8u32/...).
The expected file lists the kernels that parse (one path a line, relative to the corpus); the run
fails when one of them no longer does. --record rewrites it.
"""
import argparse
import collections
import concurrent.futures
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "corpus", "visa")
ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def kernels():
    return sorted(glob.glob(os.path.join(CORPUS, "*", "*", "*.visaasm")))


def rel(p):
    return os.path.relpath(p, CORPUS)


def strip(line):
    line = line.split("///")[0]
    i = line.find("//")
    if i >= 0:
        line = line[:i]
    return line.strip()


def counts(paths):
    base, full, decl = collections.Counter(), collections.Counter(), collections.Counter()
    for p in paths:
        for raw in open(p, encoding="utf-8", errors="replace"):
            s = strip(raw)
            if not s:
                continue
            if s.startswith("."):
                w = s.split()
                form = w[0]
                if w[0] == ".decl":
                    vt = re.search(r"v_type=(\S+)", s)
                    keys = [k for k in re.findall(r"(\w+)=", s) if k != "v_type"]
                    form = ".decl v_type=%s %s" % (vt.group(1) if vt else "?", " ".join(k + "=" for k in keys))
                elif w[0] in (".input", ".kernel_attr"):
                    keys = re.findall(r"(\w+)=", s)
                    form = w[0] + " " + " ".join(k + "=" for k in keys)
                decl[form.strip()] += 1
                continue
            s = re.sub(r"^[A-Za-z_][A-Za-z0-9_]*:\s*", "", s)
            if not s:
                continue
            s = re.sub(r"^\([^)]*\)\s*", "", s)
            m = s.split()[0]
            base[m.split(".")[0]] += 1
            # options that are values (cmp.lt, bfn.xf8) stay; numbers too
            full[m] += 1
    return base, full, decl


def norm(text):
    """whitespace collapsed; GenX_IR's data-size names d8c32 d16c32 d16c32h as the seed's (d8u32 ...),
    which gpuisa prints (docs/visa.md)"""
    t = re.sub(r"\s+", " ", text).strip()
    return re.sub(r":d(8|16)c32(h?)\b", r":d\1u32\2", t)


def statements(path):
    """the instruction statements of a .visaasm, in order (labels and directives left out)"""
    out = []
    for raw in open(path, encoding="utf-8", errors="replace"):
        s = strip(raw)
        if not s or s.startswith("."):
            continue
        s = re.sub(r"^[A-Za-z_][A-Za-z0-9_]*:\s*", "", s)
        if s:
            out.append(norm(s))
    return out


def run_one(gpuisa, path):
    """(path, crashed, parse errors, all errors, statements, statements printed back as written)"""
    dev = rel(path).split(os.sep)[0]
    r = subprocess.run([gpuisa, "as", "--isa=visa", "--mcpu=" + dev, "--show-encoding", path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace")
    errs = [m.group(4) for m in map(ERR_RE.match, r.stderr.splitlines()) if m]
    crashed = r.returncode not in (0, 1)
    parse_errs = errs
    src = statements(path)
    lst = [norm(l.split(" ; encoding:")[0]) for l in r.stdout.splitlines() if l.startswith("\t")]
    same = sum(1 for a, b in zip(src, lst) if a == b) if len(src) == len(lst) else 0
    return path, crashed, parse_errs, errs, len(src), same


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa")
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--expected", default=os.path.join(CORPUS, "expected_parse.txt"))
    ap.add_argument("--record", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true", help="every kernel's first parse error")
    a = ap.parse_args()
    paths = kernels()
    if a.counts or not a.gpuisa:
        base, full, decl = counts(paths)
        print("kernels: %d (%s)" % (len(paths), ", ".join("%s %d" % (d, sum(1 for p in paths if rel(p).startswith(d + os.sep)))
                                                         for d in ("pvc", "dg2"))))
        print("instructions: %d, mnemonics: %d (%d with their options)" % (sum(base.values()), len(base), len(full)))
        for m, n in base.most_common():
            print("  %6d  %s" % (n, m))
        print("directive forms: %d" % len(decl))
        for m, n in decl.most_common():
            print("  %6d  %s" % (n, m))
        if not a.gpuisa:
            return 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        results = list(ex.map(lambda p: run_one(a.gpuisa, p), paths))
    parsed = [r for r in results if not r[1] and not r[2]]
    complete = [r for r in results if not r[1] and not r[3]]
    crashed = [r for r in results if r[1]]
    reasons = collections.Counter()
    for p, c, pe, _, _, _ in results:
        if pe:
            reasons[re.sub(r"'[^']*'", "'X'", pe[0])] += 1
            if a.v:
                print("FAIL %s: %s" % (rel(p), pe[0]))
    print("kernels: %d; parse: %d; complete (.isa written): %d; crashed: %d" %
          (len(results), len(parsed), len(complete), len(crashed)))
    nst = sum(r[4] for r in parsed)
    nsame = sum(r[5] for r in parsed)
    print("statements of the parsed kernels: %d; printed back as written: %d" % (nst, nsame))
    if a.v:
        for r in parsed:
            if r[5] != r[4]:
                print("TEXT %s: %d of %d statements print back" % (rel(r[0]), r[5], r[4]))
    for dev in ("pvc", "dg2"):
        n = sum(1 for r in results if rel(r[0]).startswith(dev + os.sep))
        k = sum(1 for r in parsed if rel(r[0]).startswith(dev + os.sep))
        print("  %s: %d of %d parse" % (dev, k, n))
    if reasons:
        print("first parse error of the others:")
        for m, n in reasons.most_common(15):
            print("  %4d  %s" % (n, m))
    ok = set(rel(r[0]) for r in parsed)
    if a.record:
        with open(a.expected, "w") as f:
            for k in sorted(ok):
                f.write(k + "\n")
        print("recorded %d kernels in %s" % (len(ok), a.expected))
        return 0
    status = 0
    if crashed:
        for r in crashed:
            print("CRASH %s" % rel(r[0]))
        status = 1
    if nsame != nst:
        print("FAIL: %d statements of parsed kernels do not print back as written (-v lists the kernels)" % (nst - nsame))
        status = 1
    if os.path.exists(a.expected):
        want = [l.strip() for l in open(a.expected) if l.strip() and not l.startswith("#")]
        lost = [k for k in want if k not in ok]
        for k in lost:
            print("REGRESSION %s no longer parses" % k)
        gained = len(ok - set(want))
        print("expected: %d, lost: %d, new: %d%s" % (len(want), len(lost), gained,
                                                     " (run --record)" if gained else ""))
        if lost:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())

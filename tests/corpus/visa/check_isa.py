#!/usr/bin/env python3
"""The complete .isa of every corpus kernel, checked against IGC's own files.

    python3 tests/corpus/visa/check_isa.py --gpuisa build/gpuisa [-j 2] [--live|--no-live] [-v] [--only SUBSTR]

Per kernel K.simdN.visaasm (IGC's text) with K.simdN.isa (IGC's binary dump) beside it:

1. `gpuisa as --isa=visa --mcpu=DEV K.visaasm -o OURS.isa` succeeds.
2. Tables, read by isafile.py (not by gpuisa): variables (name, type, alignment, elements,
   alias and offset), address variables, predicates (elements; IGC names them P01.. where the
   text says P1..), labels (name, kind), samplers, surfaces, inputs, kernel attributes and the
   body-size field equal IGC's. Not compared: the string table's order (IGC creates names in
   its own order), IGC's OutputAsmPath attribute (a temporary path that is not in the text) and
   the names of predicates and address variables (IGC's P01/A00; the text names them P1/A0).
3. Instructions: IGC 1.0.12504's writer leaves out the last fields of every instruction; gpuisa
   reads IGC's body that way (`dis --igc-truncated --show-encoding`) and every IGC instruction's
   bytes must be the start of gpuisa's instruction at the same index (same count).
4. Round trip: `gpuisa dis OURS.isa` assembles back to the same bytes.
5. Text: gpuisa's disassembly prints IGC's statements (label names and whitespace normalised).
6. Live, when GenX_IR (Debian libigc-tools) is installed: GenX_IR reads OURS.isa and dumps the
   same statements as IGC's text (GenX_IR appends _<string index> to block-label names and
   prints function labels as NAME_<string index>_<label id>; both are normalised).
"""
import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import isafile  # noqa: E402

PLATFORM = {"pvc": "PVC", "dg2": "DG2"}
# (kernel, instruction index): fields IGC wrote that its own text does not carry (README there)
KNOWN = set()
for _ln in open(os.path.join(HERE, "isa_known_differences.txt")):
    _ln = _ln.split("#")[0].split()
    if len(_ln) >= 2:
        KNOWN.add((_ln[0], int(_ln[1])))
ENC_RE = re.compile(r" ; encoding: \[([^\]]*)\]")


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace", **kw)


def encodings(text):
    out = []
    for ln in text.splitlines():
        m = ENC_RE.search(ln)
        if m:
            out.append(bytes(int(x, 16) for x in m.group(1).split(",") if x))
    return out


def statements(text, genx=False):
    """instruction statements and labels, comments dropped, whitespace collapsed"""
    out = []
    for raw in text.splitlines():
        s = raw.split("///")[0]
        if s.lstrip().startswith("//"):
            continue
        s = ENC_RE.sub("", s)
        s = " ".join(s.split())
        if not s or s.startswith("."):
            continue
        if genx:
            s = re.sub(r"\b(_main)_\d+_(\d+)\b", r"\1_\2", s)
            s = re.sub(r"\b(_\d+_\d+)_\d+\b", r"\1", s)
        out.append(re.sub(r":d(8|16)c32(h?)\b", r":d\1u32\2", s))
    return out


def table_diffs(ours, igc):
    d = []
    def cmp(what, a, b):
        if a != b:
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    d.append("%s[%d]: gpuisa %s, IGC %s" % (what, i, x, y))
                    return
            d.append("%s: gpuisa %d entries, IGC %d" % (what, len(a), len(b)))
    vkey = lambda v: (v["name"], v["type"], v["align"], v["num_elts"], v["alias"], v["alias_off"], v["attrs"])
    cmp("variables", [vkey(v) for v in ours["vars"]], [vkey(v) for v in igc["vars"]])
    cmp("addresses", [x["num_elts"] for x in ours["addrs"]], [x["num_elts"] for x in igc["addrs"]])
    cmp("predicates", [p["num_elts"] for p in ours["preds"]], [p["num_elts"] for p in igc["preds"]])
    cmp("labels", ours["labels"], igc["labels"])
    cmp("samplers", ours["samplers"], igc["samplers"])
    cmp("surfaces", ours["surfaces"], igc["surfaces"])
    cmp("inputs", ours["inputs"], igc["inputs"])
    cmp("attributes", [a for a in ours["attrs"] if a[0] != "OutputAsmPath"], [a for a in igc["attrs"] if a[0] != "OutputAsmPath"])
    cmp("body size", [ours["size"]], [igc["size"]])
    return d


def check(gpuisa, path, live, tmp, root=HERE):
    """list of failures of one kernel (empty: all checks pass)"""
    dev = os.path.relpath(path, root).split(os.sep)[0]
    igc_isa = path[:-len(".visaasm")] + ".isa"
    ours = os.path.join(tmp, "k.isa")
    r = run([gpuisa, "as", "--isa=visa", "--mcpu=" + dev, path, "-o", ours])
    if r.returncode != 0 or not os.path.exists(ours):
        return ["as: " + (r.stderr.strip().splitlines() or ["rc %d" % r.returncode])[0]]
    fails = []
    rel = os.path.relpath(path, HERE)
    ob, ib = open(ours, "rb").read(), open(igc_isa, "rb").read()
    fails += table_diffs(isafile.parse(ob), isafile.parse(ib))
    r1 = run([gpuisa, "dis", "--isa=visa", "--mcpu=" + dev, "--show-encoding", ours])
    r2 = run([gpuisa, "dis", "--isa=visa", "--mcpu=" + dev, "--show-encoding", "--igc-truncated", igc_isa])
    if r1.returncode or r2.returncode:
        return fails + ["dis: " + (r1.stderr + r2.stderr).strip()]
    mine, theirs = encodings(r1.stdout), encodings(r2.stdout)
    # IGC's body is followed by other data without a boundary (its size field counts the full
    # instructions): gpuisa reads up to the first bytes that are no instruction, which may
    # decode a few more; every instruction of gpuisa's file must be there
    if len(theirs) < len(mine):
        fails.append("instructions: gpuisa %d, IGC's body %d" % (len(mine), len(theirs)))
    for i, (a, b) in enumerate(zip(mine, theirs)):
        if a[:1] == b[:1] == b"\x50" and len(a) >= 3 and len(b) >= 3:
            # faddr: bytes 1-2 index the string table, whose order is not compared (IGC's builder
            # creates the symbol's string between declarations; the dis text below names it)
            a, b = a[:1] + a[3:], b[:1] + b[3:]
        if a[:len(b)] != b and (rel, i) not in KNOWN:
            fails.append("instruction %d: IGC %s is not the start of gpuisa %s" % (i, b.hex(), a.hex()))
            break
    back = os.path.join(tmp, "back.isa")
    text = os.path.join(tmp, "k.dis.visaasm")
    open(text, "w").write(ENC_RE.sub("", r1.stdout))
    r = run([gpuisa, "as", "--isa=visa", "--mcpu=" + dev, text, "-o", back])
    if r.returncode or open(back, "rb").read() != ob:
        fails.append("round trip: dis text does not assemble to the same file")
    src = statements(open(path, errors="replace").read())
    if statements(r1.stdout) != src:
        a, b = statements(r1.stdout), src
        i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        fails.append("dis text: statement %d: gpuisa '%s', IGC '%s'" % (i, a[i] if i < len(a) else "-", b[i] if i < len(b) else "-"))
    if live:
        dump = os.path.join(tmp, ".visaasm")
        if os.path.exists(dump):
            os.remove(dump)
        shutil.copy(ours, os.path.join(tmp, "rb.isa"))
        try:
            g = subprocess.run(["GenX_IR", "rb.isa", "-platform", PLATFORM[dev], "-output", "-dumpcommonisa", "-stopafter", "cleanMessageHeader"],
                               cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
            # GenX_IR dumps the text once it has read the file (and stops after its first pass)
            ok = g.returncode >= 0 and os.path.exists(dump)
        except subprocess.TimeoutExpired:
            ok = False
        if not ok:
            fails.append("GenX_IR could not read gpuisa's .isa")
        else:
            a, b = statements(open(dump, errors="replace").read(), genx=True), src
            if a != b:
                i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                fails.append("GenX_IR read-back: statement %d: '%s', IGC '%s'" % (i, a[i] if i < len(a) else "-", b[i] if i < len(b) else "-"))
    return fails


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--live", dest="live", action="store_true", default=None)
    ap.add_argument("--no-live", dest="live", action="store_false")
    ap.add_argument("--only", default="")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--root", default=HERE, help="a tree DEV/NAME/K.simdN.visaasm (+ .isa) other than the corpus")
    a = ap.parse_args()
    live = a.live if a.live is not None else shutil.which("GenX_IR") is not None
    root = os.path.abspath(a.root)
    paths = sorted(p for p in glob.glob(os.path.join(root, "*", "*", "*.visaasm")) if a.only in p)

    def one(p):
        with tempfile.TemporaryDirectory() as tmp:
            return p, check(os.path.abspath(a.gpuisa), p, live, tmp, root)

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        results = list(ex.map(one, paths))
    bad = [(p, f) for p, f in results if f]
    for p, f in bad:
        print("FAIL %s: %s" % (os.path.relpath(p, root), f[0]))
        if a.v:
            for x in f[1:]:
                print("     " + x)
    ninst = 0
    print("kernels: %d; complete .isa equal to IGC's in every field it wrote, round trip exact, dis text = IGC's%s: %d; failed: %d"
          % (len(results), ", GenX_IR reads it back to IGC's text" if live else "", len(results) - len(bad), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

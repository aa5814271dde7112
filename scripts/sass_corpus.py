#!/usr/bin/env python3
"""Measure gpuisa's SASS assembler and disassembler on the real-listing corpus
(tests/corpus/sass, README.md there; docs/sass.md "The real-listing corpus").

Two kinds of corpus files:
  *.sass          cuobjdump -sass / nvdisasm listings, fed to `gpuisa as` as they
                  stand, one function at a time (cuobjdump numbers each function from
                  0); text after a line's last `*/` and lines that are neither
                  furniture, a word nor an `/*ADDR*/` instruction (tables appended to a
                  published listing) are blanked first. The words are the listing's
                  `/* 0x.. */` columns read in text order = memory order, every fourth
                  of a function a control word (the assembler's own rule).
  *_insrecords.txt  CuAssembler's instruction records `(0xADDR, 0xWORD, "TEXT"),`
                  (nvdisasm text and word, no control word): the texts are fed to
                  `gpuisa as` as one file.

Per instruction: does it assemble, is it byte-exact (the word, and where the
listing gives a control word, the instruction's 21-bit control field), and does
`gpuisa dis --isa=sass --hex` over the listing's words print the listing's text
(whitespace collapsed, without ';', without gpuisa's scheduling tokens). Records
have no control word: each is given the control field `as` made of its own text
(its `.reuse` flags, a texture row's .T/.P), so `.reuse` is compared too. Records
of branches (PLACED_OPS) sit at their own address, NOPs before them.

--expected FILE lists the passing checks ("as FILE:LINE", "dis FILE:LINE");
the run fails when one of them no longer passes. --record rewrites it.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HEADER_PREFIXES = ("arch = ", "code version = ", "producer = ", "host = ", "compile_size = ",
                   "identifier = ", "code for sm_", ".headerflags")
WORD_RE = re.compile(r"/\* 0x([0-9a-fA-F]{16}) \*/")
REC_RE = re.compile(r'^\((0x[0-9a-f]+), (0x[0-9a-f]{16}), "([^"]*)"\),?\s*$')
ENC_RE = re.compile(r"; encoding: \[([^\]]*)\] sched: 0x([0-9a-f]+)")
ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")
DIS_RE = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s*(.*?) ; /\* 0x([0-9a-f]{16}) \*/\s*$")
SCHED_TOK_RE = re.compile(r" (&req=\{[^}]*\}|&rd\d|&wr\d|\?WAIT\d+)")
PTX_START, ELF_START = "Fatbin ptx code:", "Fatbin elf code:"
# Opcodes whose operand is a branch target that nvdisasm prints as an absolute address (pc + 8 +
# offset): their records only mean what they say at the record's own address.
PLACED_OPS = ("BRA", "SSY", "PBK", "PCNT", "CAL")
NOP_TEXT, NOP_WORD, CTRL_WORD = "NOP", 0x50B0000000070F00, 0x001F8000FC0007E0
DEFAULT_SCHED = 0x7E0


def record_ctrl(insts):
    """A control word for records (which have none): each slot the control field `as` gave the
    record's own text (its .reuse flags, a texture row's .T/.P), or the default."""
    f = [(i.as_sched if i is not None and i.as_sched is not None else DEFAULT_SCHED) for i in insts]
    f += [DEFAULT_SCHED] * (3 - len(f))
    return f[0] | f[1] << 21 | f[2] << 42


class Inst:
    def __init__(self, path, line, text, word=None, sched=None):
        self.path, self.line, self.text, self.word, self.sched = path, line, text, word, sched
        self.assembled = self.exact = self.dis_ok = False
        self.error = None
        self.addr = None
        self.as_sched = None   # the control field `as` gave it (records: what their text says)

    @property
    def key(self):
        return "%s:%d" % (os.path.basename(self.path), self.line)

    @property
    def opcode(self):
        t = re.sub(r"^@!?\w+\s+", "", self.text)
        return t.split()[0].split(".")[0] if t.split() else "?"


def norm(text):
    t = text.strip().rstrip(";").strip()
    return re.sub(r"\s+", " ", t)


def strip_listing_line(raw):
    """The instruction text of a listing line (None for furniture / word lines)."""
    s = raw.strip()
    if not s or s.startswith(HEADER_PREFIXES) or s.startswith("Function : ") or set(s) <= {"="} or \
            set(s) <= {"."} or s == "compressed" or s.startswith((PTX_START, ELF_START)):
        return None
    s = re.sub(r"/\*.*?\*/", " ", s).strip()
    if s.startswith("{"):
        s = s[1:].strip()
    if s.endswith("}") and s.count("{") < s.count("}"):
        s = s[:-1].strip()
    if s.startswith("//"):
        return None
    return s or None


ADDR_RE = re.compile(r"^\s*(?:\{\s*)?/\*[0-9a-fA-F]{4,}\*/")


def listing_lines(path):
    """The lines of a listing as `as` and the reader see them: a line with an instruction starts
    with its `/*ADDR*/`; text after a line's last `*/` (annotation columns some published
    listings append after the word) and lines that are neither furniture, a control word nor an
    instruction (tables appended after the listing) are blanked, so line numbers stay the file's."""
    out = []
    for raw in open(path, encoding="utf-8", errors="replace").read().split("\n"):
        s = raw.rstrip("\r")
        if "*/" in s:
            s = s[:s.rindex("*/") + 2]
        if strip_listing_line(s) and not ADDR_RE.match(s) and not s.strip().startswith("/* 0x"):
            s = ""
        out.append(s)
    return out


def read_listing(path):
    """Instructions of a listing with their words and control fields, the mcpu,
    and per function the word stream (for dis)."""
    insts, funcs = [], []
    mcpu = "sm_50"
    stream = None      # words of the current function in memory order
    pending = []       # instructions of the current function waiting for their word
    in_ptx = False
    ctrl = None
    lines = listing_lines(path)
    for no, raw in enumerate(lines, 1):
        s = raw.strip()
        m = re.match(r"(?:code for|arch =) (sm_5[0-3])", s)
        if m:
            mcpu = m.group(1)
        if s.startswith(PTX_START):
            in_ptx = True
            continue
        if s.startswith(ELF_START):
            in_ptx = False
            continue
        if in_ptx:
            continue
        if s.startswith("Function : "):
            stream = None
            continue
        wm = WORD_RE.search(raw)
        standalone = bool(re.fullmatch(r"/\* 0x[0-9a-fA-F]{16} \*/", s))
        text = None if standalone else strip_listing_line(raw)
        if text:
            ins = Inst(path, no, text)
            insts.append(ins)
            pending.append(ins)
        if wm and (standalone or stream is not None):
            if stream is None:
                stream = []
                funcs.append(stream)
            w = int(wm.group(1), 16)
            if len(stream) % 4 == 0:
                ctrl = w
                stream.append((w, None))
            else:
                slot = len(stream) % 4 - 1
                ins = pending.pop(0) if pending else None
                if ins is not None:
                    ins.word = w
                    ins.sched = (ctrl >> (21 * slot)) & 0x1FFFFF if ctrl is not None else None
                    ins.addr = len(stream) * 8
                stream.append((w, ins))
    return insts, funcs, mcpu


def read_records(path):
    insts = []
    for no, raw in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        m = REC_RE.match(raw)
        if m:
            ins = Inst(path, no, m.group(3), int(m.group(2), 16), None)
            ins.addr = int(m.group(1), 16)
            insts.append(ins)
    return insts


def layers(placed):
    """Split records that must sit at their own address into layers of distinct addresses."""
    out = []
    for ins in sorted(placed, key=lambda i: i.addr):
        for layer in out:
            if ins.addr not in layer:
                layer[ins.addr] = ins
                break
        else:
            out.append({ins.addr: ins})
    return out


def layer_image(layer):
    """The slots 8.. of a code image holding each record at its address, NOPs elsewhere:
    [(addr, Inst|None)] without the control-word slots."""
    top = max(layer)
    return [(a, layer.get(a)) for a in range(8, top + 8, 8) if a % 32]


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return p.stdout, p.stderr


def assemble(gpuisa, path, mcpu, insts, line_of):
    """Run `as --show-encoding` on path; line_of maps an input line to its Inst."""
    out, err = run([gpuisa, "as", "--isa=sass", "--mcpu=" + mcpu, "--show-encoding", path])
    failed = {}
    for e in err.split("\n"):
        m = ERR_RE.match(e)
        if m and int(m.group(2)) not in failed:
            failed[int(m.group(2))] = m.group(4)
    ok = [ins for ln, ins in sorted(line_of.items()) if ln not in failed]
    encs = [m for m in (ENC_RE.search(l) for l in out.split("\n")) if m]
    for ln, ins in line_of.items():
        if ln in failed:
            ins.error = failed[ln]
    for ins, m in zip(ok, encs):
        ins.assembled = True
        b = [int(x, 16) for x in m.group(1).split(",")]
        word = sum(v << (8 * i) for i, v in enumerate(b))
        sched = int(m.group(2), 16)
        ins.as_sched = sched
        ins.exact = ins.word is not None and word == ins.word and (ins.sched is None or sched == ins.sched)
    if len(ok) != len(encs):
        print("warning: %s: %d lines without error but %d encodings" % (path, len(ok), len(encs)), file=sys.stderr)


def disassemble(gpuisa, mcpu, groups, strip_reuse):
    """groups: list of word streams [(word, Inst|None), ...] each starting with a control word."""
    with tempfile.NamedTemporaryFile("w", suffix=".hex", delete=False) as f:
        at = {}
        base = 0
        for g in groups:
            for i, (w, ins) in enumerate(g):
                f.write("0x%016x\n" % w)
                if ins is not None:
                    at[base + 8 * i] = ins
            base += 8 * len(g)
            while base % 32:  # keep the next function group-aligned
                f.write("0x50b0000000070f00\n")
                base += 8
        name = f.name
    try:
        out, _ = run([gpuisa, "dis", "--isa=sass", "--mcpu=" + mcpu, "--hex", name])
    finally:
        os.unlink(name)
    for l in out.split("\n"):
        m = DIS_RE.match(l)
        if not m:
            continue
        ins = at.get(int(m.group(1), 16))
        if ins is None:
            continue
        got = norm(SCHED_TOK_RE.sub("", m.group(2)))
        want = norm(ins.text)
        if strip_reuse:
            got, want = got.replace(".reuse", ""), want.replace(".reuse", "")
        ins.dis_ok = got == want


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa", default=os.path.join(root, "build", "gpuisa"))
    ap.add_argument("--corpus", default=os.path.join(root, "tests", "corpus", "sass"))
    ap.add_argument("--expected", default=None, help="expectation file (default CORPUS/expected_pass.txt)")
    ap.add_argument("--record", action="store_true", help="rewrite the expectation file with today's passes")
    ap.add_argument("--top", type=int, default=20, help="opcodes listed in the failure table")
    ap.add_argument("--fails", action="store_true", help="list every failing instruction")
    args = ap.parse_args()
    expected_path = args.expected or os.path.join(args.corpus, "expected_pass.txt")

    allinsts, files = [], []
    for name in sorted(os.listdir(args.corpus)):
        path = os.path.join(args.corpus, name)
        if name.endswith(".sass"):
            insts, funcs, mcpu = read_listing(path)
            # `as` reads the listing as the reader does (listing_lines): the file itself when
            # that changes nothing, else a copy with the same line numbers. cuobjdump numbers
            # each function from address 0 (its branch targets are function-relative), so a
            # listing of several functions is assembled one function at a time (the other
            # functions' lines blanked) and disassembled one function at a time.
            lines = listing_lines(path)
            raw = open(path, encoding="utf-8", errors="replace").read().split("\n")
            starts = [k for k, l in enumerate(lines) if l.strip().startswith("Function : ")]
            parts = [(0, len(lines))] if len(starts) <= 1 else \
                [(a, b) for a, b in zip(starts, starts[1:] + [len(lines)])]
            for a, b in parts:
                part = lines if len(parts) == 1 else ["" if not a <= k < b else l for k, l in enumerate(lines)]
                src = path
                if part != raw:
                    with tempfile.NamedTemporaryFile("w", suffix=".sass", delete=False) as f:
                        f.write("\n".join(part))
                        src = f.name
                try:
                    assemble(args.gpuisa, src, mcpu, [i for i in insts if a < i.line <= b],
                             {i.line: i for i in insts if a < i.line <= b})
                finally:
                    if src != path:
                        os.unlink(src)
            for stream in funcs:
                disassemble(args.gpuisa, mcpu, [stream], False)
        elif name.endswith("_insrecords.txt"):
            insts = read_records(path)
            placed = [i for i in insts if i.opcode in PLACED_OPS]
            free = [i for i in insts if i.opcode not in PLACED_OPS]
            # position-independent records: one file, three to a group after a default control word
            with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
                for ins in free:
                    f.write(ins.text + "\n")
                tmp = f.name
            try:
                assemble(args.gpuisa, tmp, "sm_50", free, {k + 1: ins for k, ins in enumerate(free)})
            finally:
                os.unlink(tmp)
            groups = [[(record_ctrl(free[k:k + 3]), None)] + [(i.word, i) for i in free[k:k + 3]]
                      for k in range(0, len(free), 3)]
            disassemble(args.gpuisa, "sm_50", groups, False)
            # branch records: each at its own address (NOPs before it), so that the absolute
            # target nvdisasm printed is the same offset
            for layer in layers(placed):
                image = layer_image(layer)
                line_of = {}
                with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
                    for k, (a, ins) in enumerate(image):
                        f.write((ins.text if ins else NOP_TEXT) + "\n")
                        line_of[k + 1] = ins if ins else Inst(path, 0, NOP_TEXT)
                    tmp = f.name
                try:
                    assemble(args.gpuisa, tmp, "sm_50", list(line_of.values()), line_of)
                finally:
                    os.unlink(tmp)
                stream = []
                for a in range(0, image[-1][0] + 8, 8):
                    ins = layer.get(a)
                    if a % 32 == 0:
                        stream.append((record_ctrl([layer.get(a + 8), layer.get(a + 16), layer.get(a + 24)]), None))
                    else:
                        stream.append((ins.word if ins else NOP_WORD, ins))
                disassemble(args.gpuisa, "sm_50", [stream], False)
            mcpu = "sm_50"
        else:
            continue
        files.append((name, len(insts), mcpu))
        allinsts += insts

    total = len(allinsts)
    asm = sum(i.assembled for i in allinsts)
    exact = sum(i.exact for i in allinsts)
    with_word = sum(i.word is not None for i in allinsts)
    dis = sum(i.dis_ok for i in allinsts)
    ops = collections.Counter(i.opcode for i in allinsts)
    fails = collections.Counter(i.opcode for i in allinsts if not i.exact)
    print("SASS real-listing corpus: %d instructions in %d files (%d with their word), %d distinct opcodes"
          % (total, len(files), with_word, len(ops)))
    for name, n, mcpu in files:
        print("  %-48s %5d  %s" % (name, n, mcpu))
    pct = (lambda n: 100.0 * n / total if total else 0.0)
    print("assembled:   %5d (%.1f%%)" % (asm, pct(asm)))
    print("byte-exact:  %5d (%.1f%%)" % (exact, pct(exact)))
    print("dis text:    %5d (%.1f%%)" % (dis, pct(dis)))
    print("not byte-exact, by opcode (top %d of %d):" % (args.top, len(fails)))
    for op, n in fails.most_common(args.top):
        print("  %-10s %5d" % (op, n))

    if args.fails:
        for i in allinsts:
            if not (i.exact and i.dis_ok):
                print("FAIL %-40s %-4s %-4s %s  /* 0x%016x */%s" % (
                    i.key, "" if i.exact else "as", "" if i.dis_ok else "dis", i.text,
                    i.word if i.word is not None else 0, "  -- " + i.error if i.error else ""))

    passes = sorted(["as " + i.key for i in allinsts if i.exact] + ["dis " + i.key for i in allinsts if i.dis_ok])
    if args.record:
        with open(expected_path, "w") as f:
            f.write("# Checks of scripts/sass_corpus.py that pass (regenerate with --record); the\n"
                    "# ctest corpus/sass fails when one of them no longer does.\n")
            f.write("\n".join(passes) + "\n")
        print("recorded %d passing checks in %s" % (len(passes), expected_path))
        return 0
    if not os.path.exists(expected_path):
        print("no expectation file %s (run with --record)" % expected_path)
        return 1
    want = [l.strip() for l in open(expected_path) if l.strip() and not l.startswith("#")]
    have = set(passes)
    lost = [w for w in want if w not in have]
    byk = {i.key: i for i in allinsts}
    for w in lost:
        ins = byk.get(w.split(" ", 1)[1])
        print("REGRESSION: %s  %s%s" % (w, ins.text if ins else "(no such line)",
                                       "  -- " + ins.error if ins and ins.error else ""))
    new = len(have - set(want))
    print("expected passes: %d, regressions: %d, new passes not yet recorded: %d" % (len(want), len(lost), new))
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())

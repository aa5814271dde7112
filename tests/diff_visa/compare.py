#!/usr/bin/env python3
"""vISA differential suite: gpuisa against GenX_IR (Intel's vISA assembler).

For every case of gen_cases.py on dg2 and pvc it compares acceptance and the
instruction bytes with the goldens recorded from GenX_IR (golden/*.tsv) and,
with --live when GenX_IR is installed, with GenX_IR run now. GenX_IR
1.0.12504's .isa writer drops each instruction's last two operands, so the
bytes it does write are compared (the length field of its body still counts
the full instruction and is compared too). Differences where the seed wins
are listed with reasons in known_differences.txt. --readback also has
GenX_IR read gpuisa's .isa files back and compares its text dump with
gpuisa's canonical print. Prints `N passed, M failed`."""
import argparse
import concurrent.futures as cf
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_cases  # noqa: E402
import genx  # noqa: E402

LSC_LAYOUT = {0x01: "strided", 0x05: "strided", 0x03: "block2d", 0x07: "block2d", 0x28: "apndctr", 0x29: "apndctr"}
ALU_NSRC = {0x29: 1, 0x01: 2, 0x24: 2, 0x10: 2, 0x34: -1}


def vec_len(b, i):
    return 6 + (4 if b[i + 1] in (6, 11, 13) else 0) if b[i] & 7 == 5 else 9


def written_prefix(b):
    """How many leading bytes GenX_IR's writer keeps of encoding b (it drops
    the instruction's last two operands)."""
    if b[0] == 0x89:
        lay = LSC_LAYOUT.get(b[1], "vec")
        if lay in ("vec", "apndctr"):
            return len(b) - 12            # two raw operands
        if lay == "strided":
            return 20 + vec_len(b, 20) + 12   # fixed fields, Surface, Dst, Src0Base; Pitch and Src1 dropped
        j = 22                            # block2d: fixed fields and Dst, then six vector operands
        for _ in range(5):
            j += vec_len(b, j)
        return j                          # Y and Src1 dropped
    n = ALU_NSRC.get(b[0])
    if n is None:
        return len(b)
    ends = [2, 4]                         # exec, pred
    j = 4
    while j < len(b):
        j += vec_len(b, j)
        ends.append(j)                    # dst, sources
    ends = [1] + ends
    return ends[-3]


def load_known():
    known = []
    for ln in open(os.path.join(HERE, "known_differences.txt")):
        if ln.startswith("#") or not ln.strip():
            continue
        pat, _, reason = ln.rstrip("\n").partition("\t")
        known.append((re.compile(pat), reason))
    return known


def load_golden(mcpu):
    g = {}
    path = os.path.join(HERE, "golden", mcpu + ".tsv")
    for ln in open(path):
        if ln.startswith("#"):
            continue
        case, st, body = ln.rstrip("\n").split("\t")
        g[case] = (st, body)
    return g


def run_gpuisa(gpuisa, mcpu, cases, tmp):
    """{case: (status, bytes, text)} from one gpuisa run over all cases."""
    pre = gen_cases.PREAMBLE
    first = pre.count("\n") + 1
    src = os.path.join(tmp, f"cases-{mcpu}.visaasm")
    with open(src, "w") as f:
        f.write(pre + "\n".join(cases) + "\n")
    p = subprocess.run([gpuisa, "as", "--isa=visa", f"--mcpu={mcpu}", "--show-encoding", src],
                       capture_output=True, text=True)
    bad = {}
    for m in re.finditer(r"^.*?:(\d+):(\d+): error: (.*)$", p.stderr, re.M):
        bad.setdefault(int(m.group(1)), m.group(3))
    listing = [ln for ln in p.stdout.splitlines() if "; encoding: [" in ln]
    res, k = {}, 0
    for i, case in enumerate(cases):
        if first + i in bad:
            res[case] = ("reject", b"", bad[first + i])
            continue
        text, enc = listing[k].split("; encoding: [")
        k += 1
        res[case] = ("accept", bytes(int(x, 16) for x in enc.split("]")[0].split(",")), text.strip())
    return res


C32 = re.compile(r":d(8|16)c32(h?)")


def readback_group(gpuisa, mcpu, group, tmp):
    src = os.path.join(tmp, "rb.visaasm")
    with open(src, "w") as f:
        f.write(gen_cases.PREAMBLE + "\n".join(c for c, _ in group) + "\nret (M1, 1)\n")
    isa = os.path.join(tmp, "rb-out.isa")
    subprocess.run([gpuisa, "as", "--isa=visa", f"--mcpu={mcpu}", src, "-o", isa], check=True, capture_output=True)
    ok, lines = genx.read_back(open(isa, "rb").read(), mcpu, tmp)
    if not ok or len(lines) != len(group) + 1:
        return None
    out = []
    for (c, text), got in zip(group, lines):
        norm = " ".join(text.split())
        got = C32.sub(lambda m: f":d{m.group(1)}u32{m.group(2)}", got)  # GenX_IR prints the older c32 names
        out.append((c, norm == got, f"gpuisa prints '{norm}', GenX_IR reads back '{got}'"))
    return out


def readback(gpuisa, mcpu, accepted, tmp):
    """GenX_IR reads gpuisa's .isa back (groups of 40, one by one when a group
    fails); returns [(case, ok, detail)]."""
    out = []
    for i in range(0, len(accepted), 40):
        group = accepted[i:i + 40]
        res = readback_group(gpuisa, mcpu, group, tmp)
        if res is None:
            res = []
            for one in group:
                r = readback_group(gpuisa, mcpu, [one], tmp)
                res += r if r is not None else [(one[0], None, "GenX_IR fails reading it back")]
        out += res
    return out


def kernel_tables(gpuisa, mcpu, tmp):
    """The .isa file's kernel tables (strings, variables, predicates, labels,
    inputs, attributes) for kernel_tables.visaasm equal GenX_IR's (golden)."""
    out = os.path.join(tmp, "kt.isa")
    p = subprocess.run([gpuisa, "as", "--isa=visa", f"--mcpu={mcpu}", os.path.join(HERE, "kernel_tables.visaasm"),
                        "-o", out], capture_output=True, text=True)
    if p.returncode:
        return f"gpuisa rejects kernel_tables.visaasm: {p.stderr.strip()}"
    d = open(out, "rb").read()
    nl = struct.unpack_from("<H", d, 8)[0]
    koff = struct.unpack_from("<I", d, 10 + nl)[0]
    body = genx.isa_body(d)
    mine = d[koff:len(d) - len(body)].hex()
    gold = open(os.path.join(HERE, "golden", f"kernel_tables-{mcpu}.hex")).read().strip()
    return None if mine == gold else "kernel tables differ from GenX_IR's"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gpuisa", required=True)
    ap.add_argument("--mcpu", action="append")
    ap.add_argument("--live", action="store_true", help="also run GenX_IR now (when installed)")
    ap.add_argument("--readback", action="store_true", help="GenX_IR reads gpuisa's .isa back (when installed)")
    ap.add_argument("-j", type=int, default=2, help="GenX_IR processes in live mode")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    known = load_known()
    cases = gen_cases.cases()
    passed = failed = known_n = 0
    with tempfile.TemporaryDirectory() as tmp:
        for mcpu in a.mcpu or ["dg2", "pvc"]:
            why = kernel_tables(a.gpuisa, mcpu, tmp)
            if why:
                print(f"FAIL {mcpu}: {why}")
                failed += 1
            else:
                passed += 1
            gold = load_golden(mcpu)
            gp = run_gpuisa(a.gpuisa, mcpu, cases, tmp)
            live = {}
            if a.live and genx.GENX:
                # GenX_IR now, two at a time; cases where it crashed or hung when recorded are not rerun
                todo = [c for c in cases if c in gold and gold[c][0] != "crash"]
                chunks = [todo[i::a.j] for i in range(a.j)]

                def run_chunk(chunk):
                    with tempfile.TemporaryDirectory() as t:
                        return [(c, genx.run_text(gen_cases.PREAMBLE + c + "\nret (M1, 1)\n", mcpu, t)) for c in chunk]
                with cf.ThreadPoolExecutor(a.j) as ex:
                    for part in ex.map(run_chunk, chunks):
                        live.update(part)
            for case in cases:
                if case not in gold:
                    print(f"FAIL {mcpu}: no golden for '{case}' (run record.py)")
                    failed += 1
                    continue
                gst, gbody = gold[case]
                if case in live:
                    if live[case] != (gst, gbody):
                        print(f"FAIL {mcpu}: live GenX_IR differs from the golden for '{case}'")
                        failed += 1
                        continue
                st, b, info = gp[case]
                why = None
                if gst == "crash":
                    why = "GenX_IR crashed" if not st else None
                    reason = next((r for p, r in known if p.search(case)), None)
                    if reason:
                        known_n += 1
                        if a.v:
                            print(f"KNOWN {mcpu}: {case}: GenX_IR crashes; {reason}")
                        continue
                    why = "GenX_IR crashed and no known difference explains it"
                elif gst != st:
                    reason = next((r for p, r in known if p.search(case)), None)
                    if reason:
                        known_n += 1
                        if a.v:
                            print(f"KNOWN {mcpu}: {case}: GenX_IR {gst}s, gpuisa {st}s: {reason}")
                        continue
                    why = f"GenX_IR {gst}s, gpuisa {st}s" + (f" ({info})" if st == "reject" else "")
                elif st == "accept":
                    gb = bytes.fromhex(gbody)
                    k = written_prefix(b)
                    ret_len = 4
                    if len(gb) != len(b) + ret_len:
                        why = f"body length {len(gb)} != {len(b)} + ret"
                    elif gb[:k] != b[:k]:
                        why = f"bytes differ: GenX_IR {gb[:k].hex()} gpuisa {b[:k].hex()}"
                if why:
                    print(f"FAIL {mcpu}: {case}: {why}")
                    failed += 1
                else:
                    passed += 1
            if a.readback and genx.GENX:
                acc = [(c, gp[c][2]) for c in cases if gp[c][0] == "accept"]
                for c, ok, detail in readback(a.gpuisa, mcpu, acc, tmp):
                    if ok is None:
                        reason = next((r for p, r in known if p.search(c)), None)
                        if reason:
                            known_n += 1
                            continue
                    if ok:
                        passed += 1
                    else:
                        failed += 1
                        print(f"FAIL {mcpu} readback: {c}: {detail}")
    print(f"{passed} passed, {failed} failed ({known_n} known differences, see known_differences.txt)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

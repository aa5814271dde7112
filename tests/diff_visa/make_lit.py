#!/usr/bin/env python3
"""Write tests/lit/visa/lsc-golden-<mcpu>.s: CHECK lines whose bytes come from
GenX_IR (the recorded goldens: every byte its truncating writer keeps) plus
the spec's layout for the operands it drops (raw operand = u32 id + u16
offset, %null = id 0; vector immediate = 05 00 u32; register = 00 id row col
21 01). gpuisa's own output is not used here; lit then checks gpuisa
against these lines."""
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_cases  # noqa: E402

IDS = {}
for i, m in enumerate(re.finditer(r"^\.decl (\w+) v_type=G", gen_cases.PREAMBLE, re.M)):
    IDS[m.group(1)] = 32 + i


def raw(tok):
    name, _, off = tok.partition(".")
    if name == "%null":
        return bytes(6)
    return struct.pack("<IH", IDS[name], int(off or "0", 0))


def vec(tok):
    m = re.fullmatch(r"(\w+)(?:\((\d+),(\d+)\))?", tok)
    if m and m.group(1) in IDS:
        return bytes([0]) + struct.pack("<I", IDS[m.group(1)]) + bytes([int(m.group(2) or 0), int(m.group(3) or 0), 0x21, 0x01])
    m = re.fullmatch(r"(\w+)\.(\d+)", tok)   # NAME.N = NAME(0,N) (GenX_IR's LscVectorOpReg)
    if m and m.group(1) in IDS:
        return bytes([0]) + struct.pack("<I", IDS[m.group(1)]) + bytes([0, int(m.group(2)), 0x21, 0x01])
    return bytes([5, 0]) + struct.pack("<I", int(tok, 0) & 0xffffffff)


def split_top(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    return parts + [cur.strip()]


MS = {"d8": 1, "d16": 2, "d32": 4, "d64": 8, "d8u32": 1, "d16u32": 2, "d16u32h": 2}


def tail(case):
    """The bytes GenX_IR's writer drops, from the spec's layout."""
    op = case.split()[0].split(".")[0].lstrip("(!")
    if case.startswith("("):
        op = case.split()[1].split(".")[0]
    toks = case.split()
    if op in ("lsc_load", "lsc_load_quad", "lsc_load_status"):
        return bytes(12)
    if op in ("lsc_store", "lsc_store_quad", "lsc_store_uncompressed"):
        return raw(toks[-1].split(":")[0]) + bytes(6)
    if op.startswith("lsc_atomic_"):
        return raw(toks[-2]) + raw(toks[-1])
    if op in ("lsc_load_strided", "lsc_store_strided"):
        inside = case[case.index("[") + 1:case.index("]")]
        data = toks[-1] if op == "lsc_store_strided" else None
        shape = (data or [t for t in toks if ":" in t and "[" not in t][0]).split(":")[1]
        m = re.fullmatch(r"(d\d+(?:u32h?)?)(?:x(\d+))?(t?)", shape)
        pitch = split_top(inside)[1] if len(split_top(inside)) > 1 else str(MS[m.group(1)] * (1 if m.group(3) else int(m.group(2) or 1)))
        return vec(pitch) + (raw(data.split(":")[0]) if data else bytes(6))
    if op in ("lsc_load_block2d", "lsc_store_block2d"):
        inside = case[case.index("[") + 1:case.index("]")]
        y = split_top(inside)[-1]
        data = toks[-1].split(":")[0] if op == "lsc_store_block2d" else None
        return vec(y) + (raw(data) if data else bytes(6))
    if op in ("mov", "add", "shl", "mul"):
        ops = [t for t in toks[1:] if not t.startswith("(M") and not t.endswith(")") or "<" in t]
        ops = ops[-2:]
        return b"".join(alu_vec(t, i == 0 and op == "mov", "sat" in toks[0]) for i, t in enumerate(ops))
    return None


STRIDE = {0: 1, 1: 2, 2: 3, 4: 4, 8: 5, 16: 6, 32: 7}
TYPES = ["ud", "d", "uw", "w", "ub", "b", "df", "f", "v", "vf", "bool", "uq", "uv", "q", "hf", "bf"]


def alu_vec(tok, dst, sat):
    """5_operands.md: tag (class | modifier << 3), general id/row/col/region or immediate type/value."""
    m = re.fullmatch(r"(-?\w+):(\w+)", tok)
    if m:
        t = TYPES.index(m.group(2))
        size = {0: 4, 1: 4, 2: 2, 3: 2, 4: 1, 5: 1, 6: 8, 7: 4, 11: 8, 13: 8, 14: 2}[t]
        v = int(m.group(1), 0)
        if size < 4:
            # the written value in 32 bits, a negative one sign-extended (GenX_IR stores -1:w
            # and 0xffffffff:w as ff ff ff ff, 0xffff:w as ff ff 00 00: its cmp src0 bytes)
            if size < 4 and v > 0xffffffff - (1 << (8 * size - 1)):
                v -= 1 << 32
            v &= 0xffffffff
        else:
            v &= (1 << (8 * size)) - 1
        return bytes([5, t]) + struct.pack("<Q" if size == 8 else "<I", v)
    mod = 0
    for k, code in (("(-abs)", 3), ("(abs)", 1), ("(-)", 2)):
        if tok.startswith(k):
            mod, tok = code, tok[len(k):]
            break
    m = re.fullmatch(r"(\w+)\((\d+),(\d+)\)<(\d+)(?:;(\d+),(\d+))?>", tok)
    name, r, c = m.group(1), int(m.group(2)), int(m.group(3))
    if m.group(5) is None:
        region = STRIDE[int(m.group(4))] << 8
        mod = 4 if sat else 0
    else:
        region = STRIDE[int(m.group(4))] | STRIDE[int(m.group(5))] << 4 | STRIDE[int(m.group(6))] << 8
    return bytes([mod << 3]) + struct.pack("<IBBH", IDS[name], r, c, region)


SELECT = [
    r"^lsc_load\.ugm \(M1, 16\) VVAL:d(8|16|32|64)(x[1-48])?t? flat",
    r"^lsc_load\.ugm \(M1_NM, 1\) VVAL:d(32|64)x(16|32|64)t flat",
    r"^lsc_store\.ugm \(M1, 16\) flat\[VOFF\]:a64 VVAL:d(32|64)x[1-48]$",
    r"^lsc_load\.ugm\.\w+\.\w+ \(M1, 16\)",
    r"^lsc_store\.ugm\.(uc\.uc|st\.wb|wt\.uc|wb\.wb) ",
    r"^lsc_load\.ugm \(M\d(_NM)?, 8\)",
    r"^\(!?P\d(\.any|\.all)?\) lsc_load",
    r"^lsc_load\.(ugm|slm) \(M1, 16\) VVAL:d32 (bti|bss|ss)\(",
    r"^lsc_load\.ugm \(M1, 16\) VVAL:d32 flat\[VOFF[-+]",
    r"^lsc_load\.ugm \(M1, 16\) VVAL\.(64|128):d32",
    r"^lsc_(load|store)_strided\.ugm \(M1, 16\)",
    r"^lsc_load_quad\.ugm \(M1, 16\) VVAL:d32\.",
    r"^lsc_store_quad\.ugm \(M1, 16\) flat\[VOFF\]:a64 VVAL:d32\.",
    r"^lsc_atomic_\w+\.ugm \(M1, 16\) VVAL:d(32|64) flat\[VOFF\]:a64",
    r"^lsc_store_uncompressed",
    r"^lsc_load_status\.ugm \(M1, 16\) VVAL:d32 ",
    r"^lsc_load_block2d\.ugm \(M1, 1\) VVAL:d(8|16|32)\.(1x8x8|1x4x8|2x16x8|16x8)",
    r"^lsc_store_block2d\.ugm(\.\w+\.\w+)? \(M1, 1\) flat\[SQ,S,S\(0,1\)",
    r"^(\(\S+\) )?(mov|add|shl|mul)(\.sat)? .*(<|:(u?[dwbq]))$",
    # the LSC validation gaps (gen_cases.py): accepted forms
    r"^lsc_load_quad\.ugm \(M1, 16\) VVAL:d(32|32x1|16c32\.xy) flat",
    r"^lsc_store_quad\.ugm \(M1, 16\) flat\[VOFF\]:a64 VVAL:d32$",
    r"^lsc_load\.slm \(M1, 16\) VVAL:d32 flat\[VA32[-+]0x(7fff|ffffffff|10000)\]",
    r"^lsc_(load|store)_block2d\.ugm \(M1, 1\) .*flat\[SQ(\.\d|,63)",
    r"^lsc_(load|load_status|store)\.ugm \(M1(_NM)?, (16|8|1)\) .*\bW(16|12|4)\b",
]


KNOWN = [re.compile(ln.split("\t")[0]) for ln in open(os.path.join(HERE, "known_differences.txt"))
         if ln.strip() and not ln.startswith("#")]


def main():
    for mcpu in ["dg2", "pvc"]:
        lines = []
        for ln in open(os.path.join(HERE, "golden", mcpu + ".tsv")):
            if ln.startswith("#"):
                continue
            case, st, body = ln.rstrip("\n").split("\t")
            if st != "accept" or not any(re.search(p, case) for p in SELECT) or any(p.search(case) for p in KNOWN):
                continue
            t = tail(case)
            if t is None:
                continue
            gb = bytes.fromhex(body)
            full_len = len(gb) - 4             # the body also holds `ret` (4 bytes)
            enc = gb[:full_len - len(t)] + t
            lines.append((case, enc))
        out = os.path.join(HERE, "..", "lit", "visa", f"lsc-golden-{mcpu}.s")
        with open(out, "w") as f:
            f.write(f"// Generated by tests/diff_visa/make_lit.py from GenX_IR's recorded bytes ({mcpu}) and the\n")
            f.write("// spec's layout for the operands GenX_IR's writer drops. Do not edit by hand.\n")
            f.write(f"// RUN: %gpuisa as --isa=visa --mcpu={mcpu} --show-encoding %s | FileCheck %s\n")
            f.write(gen_cases.PREAMBLE.replace(".version", ".version", 1))
            for case, enc in lines:
                f.write(case + "\n")
                f.write("// CHECK: ; encoding: [" + ",".join(f"0x{b:02x}" for b in enc) + "]\n")
        print(out, len(lines))


if __name__ == "__main__":
    main()

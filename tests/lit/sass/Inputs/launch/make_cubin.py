#!/usr/bin/env python3
"""Write a one-kernel sm_52 cubin the way nvcc lays one out, around code bytes that
`gpuisa as --isa=sass` produced: an ELF64 EM_CUDA executable with `.text.K`
(STO_CUDA_ENTRY function), `.nv.info.K` (EIATTR_PARAM_CBANK, EIATTR_CBANK_PARAM_SIZE,
one EIATTR_KPARAM_INFO per parameter, last parameter first as nvcc writes them,
optionally EIATTR_REQNTID), `.nv.constant0.K` (0x140 bytes of driver space plus the
parameters), optionally `.nv.constant2.K` and `.nv.shared.K`, and optionally a
`.rel.text.K` relocation. Record layouts: docs/sass.md "Launching a cubin".

usage: make_cubin.py CODE.bin OUT.cubin --kernel K --params 8,8,4 [--offsets 0,8,16] [--shared N]
                     [--const2 HEXBYTES] [--reqntid X,Y,Z] [--elf32] [--reloc]
"""
import argparse
import struct

SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_REL, SHT_NOBITS, SHT_CUDA_INFO = 1, 2, 3, 9, 8, 0x70000000
EF_SM52 = 0x34 | 0x100 | (0x34 << 16)   # EF_CUDA_SM52, TEXMODE_UNIFIED, VIRTUAL_SM(52)
EF_64BIT = 0x400


def sval(attr, payload):
    return struct.pack("<BBH", 4, attr, len(payload)) + payload


def hval(attr, value):
    return struct.pack("<BBH", 3, attr, value)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("code")
    ap.add_argument("out")
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--params", default="")
    ap.add_argument("--offsets", default="", help="explicit parameter offsets (default: natural alignment)")
    ap.add_argument("--shared", type=int, default=0)
    ap.add_argument("--const2", default="")
    ap.add_argument("--reqntid", default="")
    ap.add_argument("--elf32", action="store_true")
    ap.add_argument("--reloc", action="store_true")
    a = ap.parse_args()
    code = open(a.code, "rb").read()
    k = a.kernel
    sizes = [int(s) for s in a.params.split(",") if s]
    offs, off = [], 0
    for s in sizes:                       # natural alignment, as nvcc lays out parameters
        off = (off + s - 1) // s * s
        offs.append(off)
        off += s
    if a.offsets:
        offs = [int(x, 0) for x in a.offsets.split(",")]
        off = max([o + s for o, s in zip(offs, sizes)] + [0])
    psize = off

    names = [".shstrtab", ".strtab", ".symtab", ".nv.info", ".nv.info." + k, ".nv.constant0." + k]
    if a.const2:
        names.append(".nv.constant2." + k)
    names.append(".text." + k)
    if a.reloc:
        names.append(".rel.text." + k)
    if a.shared:
        names.append(".nv.shared." + k)
    idx = {n: i + 1 for i, n in enumerate(names)}

    shstr = b"\0" + b"".join(n.encode() + b"\0" for n in names)
    shname = {n: shstr.index(b"\0" + n.encode() + b"\0") + 1 for n in names}
    strtab = b"\0" + k.encode() + b"\0"

    def sym(name, value, size, info, other, shndx):
        if a.elf32:
            return struct.pack("<IIIBBH", name, value, size, info, other, shndx)
        return struct.pack("<IBBHQQ", name, info, other, shndx, value, size)

    syms = [sym(0, 0, 0, 0, 0, 0), sym(0, 0, 0, 3, 0, idx[".text." + k]),
            sym(0, 0, 0, 3, 0, idx[".nv.constant0." + k])]
    nlocal = len(syms)
    syms.append(sym(1, 0, len(code), 0x12, 0x10, idx[".text." + k]))   # GLOBAL FUNC, STO_CUDA_ENTRY
    symtab = b"".join(syms)

    info = sval(0x0a, struct.pack("<II", 2, (psize << 16) | 0x140))   # PARAM_CBANK: .nv.constant0 symbol
    info += hval(0x19, psize)                                       # CBANK_PARAM_SIZE
    for i in reversed(range(len(sizes))):
        info += sval(0x17, struct.pack("<IHHI", 0, i, offs[i], 0x1f000 | (sizes[i] << 18)))
    if a.reqntid:
        info += sval(0x10, struct.pack("<III", *[int(x) for x in a.reqntid.split(",")]))
    nvinfo = sval(0x12, struct.pack("<II", 3, 0))                    # MIN_STACK_SIZE of the kernel
    const0 = bytes(0x140 + psize)
    const2 = bytes.fromhex(a.const2) if a.const2 else b""
    rel = struct.pack("<II", 0x10, (3 << 8) | 1) if a.reloc else b""

    sections = {  # name: (type, flags, data, link, info, align, entsize, size)
        ".shstrtab": (SHT_STRTAB, 0, shstr, 0, 0, 1, 0),
        ".strtab": (SHT_STRTAB, 0, strtab, 0, 0, 1, 0),
        ".symtab": (SHT_SYMTAB, 0, symtab, idx[".strtab"], nlocal, 8, 16 if a.elf32 else 24),
        ".nv.info": (SHT_CUDA_INFO, 0, nvinfo, idx[".symtab"], 0, 4, 0),
        ".nv.info." + k: (SHT_CUDA_INFO, 0x40, info, idx[".symtab"], idx[".text." + k], 4, 0),
        ".nv.constant0." + k: (SHT_PROGBITS, 2, const0, 0, idx[".text." + k], 4, 0),
        ".nv.constant2." + k: (SHT_PROGBITS, 2, const2, 0, idx[".text." + k], 4, 0),
        ".text." + k: (SHT_PROGBITS, 6, code, idx[".symtab"], (16 << 24) | 3, 32, 0),
        ".rel.text." + k: (SHT_REL, 0x40, rel, idx[".symtab"], idx[".text." + k], 4, 8),
        ".nv.shared." + k: (SHT_NOBITS, 3, b"", 0, idx[".text." + k], 4, 0),
    }
    ehsize, shentsize = (52, 40) if a.elf32 else (64, 64)
    body, layout = b"", []
    for n in names:
        t, fl, data, link, inf, al, es = sections[n]
        pos = ehsize + len(body)
        pad = (-pos) % al
        body += bytes(pad)
        off = ehsize + len(body)
        size = a.shared if t == SHT_NOBITS else len(data)
        if t != SHT_NOBITS:
            body += data
        layout.append((shname[n], t, fl, off, size, link, inf, al, es))
    shoff = ehsize + len(body) + (-(ehsize + len(body)) % 8)
    body += bytes(shoff - ehsize - len(body))
    flags = EF_SM52 | (0 if a.elf32 else EF_64BIT)
    ident = b"\x7fELF" + bytes([1 if a.elf32 else 2, 1, 1, 0x33, 7]) + bytes(7)
    nsh = len(names) + 1
    if a.elf32:
        hdr = ident + struct.pack("<HHIIIIIHHHHHH", 2, 190, 0x6e, 0, 0, shoff, flags, ehsize, 32, 0, shentsize,
                                  nsh, idx[".shstrtab"])
        sh = bytes(shentsize) + b"".join(struct.pack("<IIIIIIIIII", nm, t, fl, 0, off, size, link, inf, al, es)
                                         for nm, t, fl, off, size, link, inf, al, es in layout)
    else:
        hdr = ident + struct.pack("<HHIQQQIHHHHHH", 2, 190, 0x6e, 0, 0, shoff, flags, ehsize, 56, 0, shentsize,
                                  nsh, idx[".shstrtab"])
        sh = bytes(shentsize) + b"".join(struct.pack("<IIQQQQIIQQ", nm, t, fl, 0, off, size, link, inf, al, es)
                                         for nm, t, fl, off, size, link, inf, al, es in layout)
    open(a.out, "wb").write(hdr + body + sh)


if __name__ == "__main__":
    main()

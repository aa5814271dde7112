#!/usr/bin/env python3
"""Case lines for the vISA differential suite: every LSC_UNTYPED sub-op and
option (sizes, vectors, transpose, quad channels, block2d shapes, SFIDs,
caching pairs, address models and sizes, surfaces, scale/offset, exec sizes
and masks, predicates, atomic arities) plus mov/add/shl/mul, run on dg2 and
pvc. Each case is one instruction placed in PREAMBLE's kernel before `ret`."""
import sys

PREAMBLE = """.version 4.1
.kernel "k"
.decl VOFF v_type=G type=uq num_elts=64 align=GRF
.decl VA32 v_type=G type=ud num_elts=64 align=GRF
.decl VVAL v_type=G type=ud num_elts=256 align=GRF
.decl VSRC v_type=G type=ud num_elts=128 align=GRF
.decl VSRC2 v_type=G type=ud num_elts=128 align=GRF
.decl S v_type=G type=ud num_elts=16 align=GRF
.decl SQ v_type=G type=uq num_elts=8 align=GRF
.decl A v_type=G type=d num_elts=64 align=GRF
.decl B v_type=G type=d num_elts=64 align=GRF
.decl W16 v_type=G type=d num_elts=16 align=GRF
.decl W12 v_type=G type=d num_elts=12 align=GRF
.decl W4 v_type=G type=d num_elts=4 align=GRF
.decl P1 v_type=P num_elts=32
.decl P2 v_type=P num_elts=16
"""

SIZES = ["d8", "d16", "d32", "d64", "d8u32", "d16u32", "d16u32h"]
CACHE = ["df", "uc", "ca", "wb", "wt", "st", "ri"]
ATOMICS = {"iinc": 0, "idec": 0, "load": 0, "store": 1, "iadd": 1, "isub": 1, "smin": 1, "smax": 1,
           "umin": 1, "umax": 1, "icas": 2, "fadd": 1, "fsub": 1, "fmin": 1, "fmax": 1, "fcas": 2,
           "and": 1, "or": 1, "xor": 1}


def cases():
    c = []
    add = c.append
    # --- shapes of lsc_load / lsc_store: sizes x vectors x order
    for op in ["lsc_load", "lsc_store"]:
        for ds in SIZES:
            for vec in ["", "x1", "x2", "x3", "x4", "x8", "x16", "x32", "x64"]:
                for t in ["", "t"]:
                    ex = "(M1_NM, 1)" if t else "(M1, 16)"
                    shape = f"{ds}{vec}{t}"
                    if op == "lsc_load":
                        add(f"lsc_load.ugm {ex} VVAL:{shape} flat[VOFF]:a64")
                    else:
                        add(f"lsc_store.ugm {ex} flat[VOFF]:a64 VVAL:{shape}")
    for sp in ["u8", "u16", "u32", "u64", "d8c32", "d16c32", "d16c32h", "u8u32"]:
        add(f"lsc_load.ugm (M1, 16) VVAL:{sp} flat[VOFF]:a64")
    # --- exec sizes and masks
    for ex in ["1", "2", "4", "8", "16", "32", "3", "64", "0"]:
        add(f"lsc_load.ugm (M1, {ex}) VVAL:d32 flat[VOFF]:a64")
        add(f"lsc_store.ugm (M1, {ex}) flat[VOFF]:a64 VVAL:d32x2")
    for m in ["M1", "M2", "M5", "M8", "M1_NM", "M4_NM", "M8_NM", "M9", "M0"]:
        add(f"lsc_load.ugm ({m}, 8) VVAL:d32 flat[VOFF]:a64")
    add("lsc_load.ugm VVAL:d32 flat[VOFF]:a64")
    add("lsc_store.ugm flat[VOFF]:a64 VVAL:d32")
    add("lsc_load_strided.ugm VVAL:d32 flat[VOFF]:a64")
    # --- predicates
    for p in ["(P1)", "(!P1)", "(P1.any)", "(P1.all)", "(!P2.any)", "(!P2.all)", "(P3)", "(VOFF)"]:
        add(f"{p} lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64")
    # --- caching per class and SFID
    for l1 in CACHE:
        for l3 in CACHE:
            add(f"lsc_load.ugm.{l1}.{l3} (M1, 16) VVAL:d32 flat[VOFF]:a64")
            add(f"lsc_store.ugm.{l1}.{l3} (M1, 16) flat[VOFF]:a64 VVAL:d32")
            add(f"lsc_atomic_iadd.ugm.{l1}.{l3} (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC %null")
    for l1 in CACHE:
        add(f"lsc_load.ugm.{l1} (M1, 16) VVAL:d32 flat[VOFF]:a64")
        add(f"lsc_load.slm.{l1} (M1, 16) VVAL:d32 flat[VA32]:a32")
    for cc in ["df.df", "uc.uc", "uc.ca"]:
        add(f"lsc_load.slm.{cc} (M1, 16) VVAL:d32 flat[VA32]:a32")
        add(f"lsc_load.ugml.{cc} (M1, 16) VVAL:d32 flat[VOFF]:a64")
    for sf in ["ugm", "ugml", "slm", "tgm", "UGM"]:
        add(f"lsc_load.{sf} (M1, 16) VVAL:d32 flat[VA32]:a32")
    for vec in ["x1", "x2", "x3", "x4", "x8"]:
        add(f"lsc_load.ugml (M1, 8) VVAL:d32{vec} flat[VOFF]:a64")
        add(f"lsc_load.slm (M1, 8) VVAL:d32{vec} flat[VA32]:a32")
    # --- address models, surfaces, sizes
    for sf, addr in [("ugm", "VOFF"), ("slm", "VA32")]:
        for model in ["flat", "arg", "bti(0x4)", "bti(S)", "bti(S(0,1))", "bss(S)", "bss(0x40)", "ss(S)",
                      "ss(0x100)", "bti", "bss", "ss", "flat(0x4)", "arg(S)", "bti(0x100)", ""]:
            for asz in ["a16", "a32", "a64"]:
                add(f"lsc_load.{sf} (M1, 16) VVAL:d32 {model}[{addr}]:{asz}")
    for model in ["flat", "bti(0x2)", "bss(S)", "arg"]:
        add(f"lsc_store.ugm (M1, 16) {model}[VA32]:a32 VVAL:d32x4")
        add(f"lsc_atomic_iinc.ugm (M1, 16) VVAL:d32 {model}[VA32]:a32 %null %null")
    # --- scale and offset expressions
    for a in ["VOFF+0x100", "VOFF-0x10", "VOFF+16", "VOFF+(4*4)", "VOFF+1+2", "VOFF-(8)", "VOFF+0x7fffffff",
              "VOFF-0x80000000", "VOFF+0x80000000", "0x1*VOFF", "1*VOFF+4", "VOFF.64", "VOFF.(32*2)+4", "VOFF+-4",
              "VOFF+0x10*2", "VOFF+(1<<4)", "VOFF+~0", "VOFF+7/2"]:
        add(f"lsc_load.ugm (M1, 16) VVAL:d32 flat[{a}]:a64")
    for a in ["0x4*VA32-0x10", "2*VA32", "(2+2)*VA32+8", "0x0*VA32"]:
        add(f"lsc_load.slm (M1, 16) VVAL:d32 flat[{a}]:a32")
    for r in ["VVAL.64", "VVAL.32", "VVAL.128", "VVAL.4", "VVAL.(64)", "%null", "VVAL.65536"]:
        add(f"lsc_load.ugm (M1, 16) {r}:d32 flat[VOFF]:a64")
    add("lsc_load.ugm (M1, 16) %null:d32 flat[VOFF]:a64")
    add("lsc_store.ugm (M1, 16) flat[VOFF]:a64 %null:d32")
    add("lsc_load.ugm (M1, 16) VVAL:d32 flat[%null]:a64")
    add("lsc_load.ugm (M1, 16) NOPE:d32 flat[VOFF]:a64")
    add("lsc_load.ugm (M1, 16) VVAL:d32 flat[NOPE]:a64")
    add("lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]")
    add("lsc_load.ugm (M1, 16) VVAL flat[VOFF]:a64")
    add("lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a128")
    add("lsc_load.ugm (M1, 16) VVAL:d32x5 flat[VOFF]:a64")
    add("lsc_load.ugm (M1, 16) VVAL:d24 flat[VOFF]:a64")
    add("lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC")
    add("lsc_loadx.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64")
    add("lsc_load.ugm.uc.uc.uc (M1, 16) VVAL:d32 flat[VOFF]:a64")
    add("lsc_load.ugm.xx (M1, 16) VVAL:d32 flat[VOFF]:a64")
    # --- store_uncompressed and load_status
    for ds in ["d32", "d64", "d16", "d32x4", "d32x8t"]:
        ex = "(M1_NM, 1)" if ds.endswith("t") else "(M1, 16)"
        add(f"lsc_store_uncompressed.ugm {ex} flat[VOFF]:a64 VVAL:{ds}")
        add(f"lsc_load_status.ugm {ex} VVAL:{ds} flat[VOFF]:a64")
    # --- strided
    for op in ["lsc_load_strided", "lsc_store_strided"]:
        for a in ["VOFF", "VOFF+4", "VOFF, 0x10", "VOFF+8, 0", "VOFF, 0x10000", "VOFF, 0xffff", "VOFF, S",
                  "VOFF, S(0,2)", "2*VOFF, 4"]:
            for ds in ["d32", "d32x2", "d64x4", "d32x16t", "d8"]:
                ex = "(M1_NM, 1)" if ds.endswith("t") else "(M1, 16)"
                if op == "lsc_load_strided":
                    add(f"{op}.ugm {ex} VVAL:{ds} flat[{a}]:a64")
                else:
                    add(f"{op}.ugm {ex} flat[{a}]:a64 VVAL:{ds}")
        add(f"{op}.ugm (M1, 16) VVAL:d32 flat[VA32]:a32" if op == "lsc_load_strided" else
            f"{op}.ugm (M1, 16) flat[VA32]:a32 VVAL:d32")
    # --- quad
    for ch in ["x", "y", "xy", "xz", "xyz", "xyzw", "yzw", "zw", "w", "yx", "xx", "", "xyzwx"]:
        for ds in ["d32", "d64", "d16"]:
            add(f"lsc_load_quad.ugm (M1, 16) VVAL:{ds}.{ch} flat[VOFF]:a64")
            add(f"lsc_store_quad.ugm (M1, 16) flat[VOFF]:a64 VVAL:{ds}.{ch}")
    add("lsc_load_quad.ugm (M1, 16) VVAL:d32x4 flat[VOFF]:a64")
    add("lsc_load_quad.slm (M1, 16) VVAL:d32.xyzw flat[VA32]:a32")
    # --- atomics
    for name, ar in ATOMICS.items():
        for s1, s2 in [("%null", "%null"), ("VSRC", "%null"), ("VSRC", "VSRC2"), ("%null", "VSRC2")]:
            add(f"lsc_atomic_{name}.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 {s1} {s2}")
        srcs = {0: "%null %null", 1: "VSRC %null", 2: "VSRC VSRC2"}[ar]
        for ds in ["d16", "d32", "d64", "d16u32", "d8", "d32x2", "d32t", "d8u32"]:
            ex = "(M1_NM, 1)" if ds.endswith("t") else "(M1, 16)"
            add(f"lsc_atomic_{name}.ugm {ex} VVAL:{ds} flat[VOFF]:a64 {srcs}")
        add(f"lsc_atomic_{name}.slm (M1, 16) VVAL:d32 flat[VA32]:a32 {srcs}")
        add(f"lsc_atomic_{name}.ugm (M1, 16) %null:d32 bti(0x3)[VA32]:a32 {srcs}")
    add("lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC")
    add("lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64")
    # --- append counters (newer than GenX_IR 1.0.12504; the seed wins)
    for op in ["lsc_apndctr_atomic_add", "lsc_apndctr_atomic_sub"]:
        for model in ["bti(0xA0)", "bss(S)", "ss(S)", "flat", "bti(S(0,1))"]:
            add(f"{op}.ugm (M1, 16) VVAL:d32 {model} VSRC:d32")
        add(f"{op}.ugm.uc.uc (M1, 16) VVAL:d32 bss(S) VSRC:d32")
        add(f"{op}.ugm (M1, 16) %null:d32 bti(0x1) VSRC:d32")
        add(f"{op}.ugm (M1, 16) VVAL:d64 bti(0x1) VSRC:d64")
    # --- block2d
    for ds in ["d8", "d16", "d32", "d64", "d8u32"]:
        for dims in ["1x16x32", "2x16x32", "4x16x8", "16x8", "1x8x8", "1x64x1", "1x32x32", "1x16x33", "3x8x8",
                     "1x0x8", "2x8x32", "1x4x8"]:
            for fl in ["nn", "tn", "nt", "tt", "", "n", "t"]:
                if fl not in ("nn", "") and dims not in ("1x16x32", "1x8x8", "2x16x32", "1x4x8"):
                    continue
                add(f"lsc_load_block2d.ugm (M1, 1) VVAL:{ds}.{dims}{fl} flat[SQ,S,S(0,1),S(0,2),S(0,3),S(0,4)]")
            add(f"lsc_store_block2d.ugm (M1, 1) flat[SQ,S,S(0,1),S(0,2),S(0,3),S(0,4)] VVAL:{ds}.{dims}nn")
    for ad in ["flat[SQ,0x3f,0x1f,0x40,0,0]", "flat[SQ,S,S,S,S]", "[SQ,S,S,S,S,S]", "bti(1)[SQ,S,S,S,S,S]",
               "flat[SQ(0,1),S(0,5),S(0,6),S(0,7),S(0,8),S(0,9)]", "flat[0x1000,0x3f,0x1f,0x40,-1,-2]"]:
        add(f"lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x8nn {ad}")
    for ex in ["(M1, 1)", "(M1_NM, 1)", "(M1, 16)", "(M1, 8)"]:
        add(f"lsc_load_block2d.ugm {ex} VVAL:d16.1x16x8nn flat[SQ,S,S,S,S,S]")
    for cc in ["uc.uc", "ca.ca", "wb.wb", "uc.wb"]:
        add(f"lsc_load_block2d.ugm.{cc} (M1, 1) VVAL:d16.1x16x8nn flat[SQ,S,S,S,S,S]")
        add(f"lsc_store_block2d.ugm.{cc} (M1, 1) flat[SQ,S,S,S,S,S] VVAL:d16.16x8nn")
    add("lsc_load_block2d.slm (M1, 1) VVAL:d16.1x16x8nn flat[SQ,S,S,S,S,S]")
    add("lsc_store_block2d.ugm (M1, 1) flat[SQ,S,S,S,S,S] VVAL:d16.2x16x8nn")
    add("lsc_store_block2d.ugm (M1, 1) flat[SQ,S,S,S,S,S] VVAL:d16.16x8nt")
    add("lsc_store_block2d.ugm (M1, 1) flat[SQ,S,S,S,S,S] VVAL:d32.8x8tn")
    add("lsc_store_block2d.ugm (M1, 1) flat[SQ,S,S,S,S,S] %null:d16.16x8nn")
    add("lsc_load_block2d.ugm (M1, 1) %null:d16.1x16x8nn flat[SQ,S,S,S,S,S]")
    # --- the LSC validation gaps (docs/visa.md 'LSC validation against GenX_IR',
    # tests/lit/visa/lsc-validation.s)
    for x in [
        'lsc_load.ugm (M1, 16) %null.32:d32 flat[VOFF]:a64',
        'lsc_store.ugm (M1, 16) flat[VOFF]:a64 %null.32:d32',
        'lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC %null.64',
        'lsc_atomic_iinc.ugm (M1, 16) %null.64:d32 flat[VOFF]:a64 %null %null',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[%null.0]:a64',
        'lsc_load.ugm (M1, 16) %null.0:d32 flat[VOFF]:a64',
        'lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC %null.0',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[0*VOFF]:a64',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[3*VA32]:a32',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[6*VA32]:a16',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[0xffff*VOFF]:a64',
        'lsc_store.ugm (M1, 16) flat[(1+2)*VOFF]:a64 VVAL:d32',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[1*VOFF]:a64',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[2*VA32]:a32',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[0x8000*VA32]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32+0x8000]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32+0x10000]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32-0x8000]:a16',
        'lsc_store.slm (M1, 16) flat[VA32+0x8000]:a16 VVAL:d32',
        'lsc_atomic_iinc.slm (M1, 16) VVAL:d32 flat[VA32-0x10000]:a16 %null %null',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32+0x7fff]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32-0x7fff]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32+0xffffffff]:a16',
        'lsc_load.slm (M1, 16) VVAL:d32 flat[VA32+0x10000]:a32',
        'lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC:d32 %null',
        'lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC %null:d32',
        'lsc_atomic_icas.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VSRC VSRC2:d32x2',
        'lsc_apndctr_atomic_add.ugm (M1, 16) VVAL:d32 bti(0x1) VSRC:d32',
        'lsc_load.ugm (M1, 16) VVAL:d32 bti(S.4)[VA32]:a32',
        'lsc_load.ugm (M1, 16) VVAL:d32 bss(S.8)[VA32]:a32',
        'lsc_load.ugm (M1, 16) VVAL:d32 ss(S.0)[VA32]:a32',
        'lsc_load_strided.ugm (M1, 16) VVAL:d32 flat[VOFF, S.2]:a64',
        'lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x8nn flat[SQ.1,S.1,S.2,S.3,S.4,S.5]',
        'lsc_store_block2d.ugm (M1, 1) flat[SQ.2,S.10,S.11,S.12,S.13,S.14] VVAL:d16.16x8nn',
        'lsc_load.ugm (M1, 16) VVAL:d32 bss(S.(4))[VA32]:a32',
        'lsc_load.ugm (M1, 16) VVAL:d32 bti(S.0x4)[VA32]:a32',
        'lsc_load.ugm (M1, 16) VVAL:d32 bti(S.256)[VA32]:a32',
        'lsc_load.ugm (M1, 16) VVAL:d32 bss(%null.0)[VA32]:a32',
        'lsc_load_quad.ugm (M1, 16) VVAL:d32x4 flat[VOFF]:a64',
        'lsc_store_quad.ugm (M1, 16) flat[VOFF]:a64 VVAL:d32x2',
        'lsc_load_quad.ugm (M1_NM, 1) VVAL:d32t flat[VOFF]:a64',
        'lsc_load_quad.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64',
        'lsc_load_quad.ugm (M1, 16) VVAL:d32x1 flat[VOFF]:a64',
        'lsc_store_quad.ugm (M1, 16) flat[VOFF]:a64 VVAL:d32',
        'lsc_load_quad.ugm (M1, 16) VVAL:d32.xyzw flat[VOFF]:a64',
        'lsc_load_quad.ugm (M1, 16) VVAL:d16c32.xy flat[VOFF]:a64',
        'lsc_load.ugm VVAL:d32 flat[VOFF]:a64',
        'lsc_load_quad.ugm VVAL:d32.x flat[VOFF]:a64',
        'lsc_store_strided.ugm flat[VOFF]:a64 VVAL:d32',
        'lsc_atomic_iinc.ugm VVAL:d32 flat[VOFF]:a64 %null %null',
        'lsc_load_block2d.ugm VVAL:d16.1x16x8nn flat[SQ,S,S,S,S,S]',
        'lsc_store.ugm flat[VOFF]:a64 VVAL:d32',
        'lsc_load_strided.ugm VVAL:d32 flat[VOFF]:a64',
        'lsc_load.ugm (M1, 16) W16:d32x4 flat[VOFF]:a64',
        'lsc_load.ugm (M1, 16) W4:d32 flat[VOFF]:a64',
        'lsc_atomic_iadd.ugm (M1, 16) W4:d32 flat[VOFF]:a64 VSRC %null',
        'lsc_load.ugm (M1, 16) W16.32:d32 flat[VOFF]:a64',
        'lsc_load.ugm (M1, 16) VVAL:d32 flat[W16]:a64',
        'lsc_load.ugm (M1, 16) W12:d32 flat[VOFF]:a64',
        'lsc_load.ugm (M1, 16) W4:d8 flat[VOFF]:a64',
        'lsc_load.ugm (M1, 8) W4:d32x2 flat[VOFF]:a64',
        'lsc_store.ugm (M1, 16) flat[VOFF]:a64 W4:d32x4',
        'lsc_load_status.ugm (M1, 16) W4:d32x4 flat[VOFF]:a64',
        'lsc_load.ugm (M1_NM, 1) W4:d32x16t flat[VOFF]:a64',
        'lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x8nn flat[0x1000,S,S,S,S,S]',
        'lsc_store_block2d.ugm (M1, 1) flat[0,S,S,S,S,S] VVAL:d16.16x8nn',
        'lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x8nn flat[SQ,63,7,63,0,0]',
        'lsc_store_block2d.ugm (M1, 1) flat[SQ,63,7,63,0,0] VVAL:d16.16x8nn',
    ]:
        add(x)
    # --- mov / add / shl / mul
    for t in ["ud", "d", "uw", "w", "ub", "b", "uq", "q", "f", "hf", "df"]:
        add(f"mov (M1, 16) A(0,0)<1> 0x5:{t}")
    for v in ["-1:d", "0xffffffff:ud", "-1:ud", "0x10000:uw", "-32768:w", "255:ub", "-129:b", "0x100000000:uq",
              "-5:q", "0x3f800000:f", "1.5:f"]:
        add(f"mov (M1, 16) A(0,0)<1> {v}")
    for src in ["B(0,0)<1;1,0>", "(-)B(0,0)<1;1,0>", "(abs)B(0,0)<1;1,0>", "(-abs)B(1,2)<0;1,0>", "B(0,0)<8;8,1>",
                "B(0,0)<2;1,0>", "B(0,0)<16;8,2>", "B(0,0)<32;16,4>", "B(0,0)<1;1,3>", "B(0,0)<1;3,0>", "B<1;1,0>"]:
        add(f"mov (M1, 16) A(0,0)<1> {src}")
    for dst in ["A(0,0)<1>", "A(1,3)<2>", "A(0,0)<4>", "A(0,0)<0>", "A(0,0)<3>", "%null(0,0)<1>"]:
        add(f"mov (M1, 8) {dst} B(0,0)<1;1,0>")
    for op in ["add", "shl", "mul"]:
        for s1 in ["B(0,0)<1;1,0>", "0x2:d", "0x4:ud", "-3:w", "0x1:uq"]:
            add(f"{op} (M1, 16) A(0,0)<1> B(0,0)<1;1,0> {s1}")
        add(f"{op}.sat (M1, 16) A(0,0)<1> (-)B(0,0)<1;1,0> 0x2:d")
        add(f"(!P1) {op} (M2_NM, 8) A(0,0)<1> B(0,0)<1;1,0> 0x2:d")
        add(f"{op} (M1, 16) A(0,0)<1> B(0,0)<1;1,0>")
    for ex in ["(M1, 1)", "(M1, 32)", "(M3_NM, 4)", "(16)"]:
        add(f"mov {ex} A(0,0)<1> B(0,0)<1;1,0>")
    add("(P1.any) mov (M1, 16) A(0,0)<1> B(0,0)<1;1,0>")
    add("mov.sat (M1, 16) A(0,0)<1> B(0,0)<1;1,0>")
    add("mov.xx (M1, 16) A(0,0)<1> B(0,0)<1;1,0>")
    add("ret (M1, 1)")
    add("(P2) ret (M1_NM, 1)")
    seen = set()
    out = []
    for x in c:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


if __name__ == "__main__":
    for line in cases():
        print(line)
    print(len(cases()), "cases", file=sys.stderr)

// The seed page's arg and stateful (bss, ss, bti) loads as one runnable kernel (pvc); state:
// seed-stateful.json. Each load has its own destination (the seed reuses one).
//   build/gpuisa run --isa=visa --mcpu=pvc --state examples/visa/seed-stateful.json examples/visa/seed-stateful.s
// VOFF[n] = 4n (its low dword, VOFF[0] = 0, is the a32 offset of the SIMD1 loads); BSSO = 0x40;
// surfaces: bss 0x40 -> 0x20000, ss 0x40 -> 0x30000, bti 4 -> 0x40000; arg_base 0x50000. The u32 at
// each base + 4k is base / 0x10000 * 0x100 + k.
.version 4.1
.kernel "seed_stateful"
.decl VOFF v_type=G type=uq num_elts=32 align=GRF
.decl BSSO v_type=G type=ud num_elts=1
.decl VARG v_type=G type=ud num_elts=16 align=GRF
.decl VBSS v_type=G type=ud num_elts=32 align=GRF
.decl VSS v_type=G type=ud num_elts=32 align=GRF
.decl VBTI v_type=G type=ud num_elts=16 align=GRF
// one dword of the argument space: 0x500
lsc_load.ugm (M1_NM, 1)  VARG:d32t  arg[VOFF]:a32
// VBSS[n] = 0x200 + n
lsc_load.ugm.uc.uc (M1,32) VBSS:d32 bss(BSSO(0,0))[VOFF]:a64
// VSS[n] = 0x300 + n
lsc_load.ugm.uc.uc (M1,32) VSS:d32 ss(BSSO(0,0))[VOFF]:a64
// sixteen dwords from binding-table surface 4: 0x400 .. 0x40f
lsc_load.ugm          (M1_NM,1)  VBTI:d32x16t  bti(0x4)[VOFF]:a32
ret (M1, 1)

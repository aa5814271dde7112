// The scaled data-port messages (GATHER4_SCALED.md, SCATTER4_SCALED.md, GATHER_SCALED.md,
// SCATTER_SCALED.md) on dg2 (GRF 32 bytes = 8 dwords) through surface variables set by movs, and %slm;
// docs/visa-exec.md DP1-DP7.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-dp-scaled.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-dp-scaled.json --json %s > /dev/null; test $? -eq 2
//
// State: exec 0xfffffffb (channel 2 off). Surfaces bti 1 at 0x1000 (no size), bti 2 at 0x2000 with
// size 16. Global words M[k] = 0x100 + k at 0x1000 + 4k (k < 32); at 0x2000 the words 0xa3a2a1a0
// 0xa7a6a5a4 0xabaaa9a8 0xafaeadac, then 0xb3b2b1b0 at 0x2010 (mapped, but past bti 2's size). SLM
// (128 bytes) words L[k] = 0x50 + k, k < 16. EO[i] = 4i, EO16[i] = 16i; result registers start 0x77.
// P1: channels 16, 18, ..., 30 true, every other false.
.version 4.1
.kernel "dpscaled"
.decl EO v_type=G type=ud num_elts=16
.decl EO16 v_type=G type=ud num_elts=8
.decl GO v_type=G type=ud num_elts=1
.decl R1 v_type=G type=ud num_elts=16
.decl R2 v_type=G type=ud num_elts=16
.decl R3 v_type=G type=ud num_elts=32
.decl R4 v_type=G type=ud num_elts=8
.decl SD v_type=G type=ud num_elts=16
.decl BO v_type=G type=ud num_elts=4
.decl WO v_type=G type=ud num_elts=4
.decl ZO v_type=G type=ud num_elts=1
.decl FO v_type=G type=ud num_elts=4
.decl R5 v_type=G type=ud num_elts=4
.decl R6 v_type=G type=ud num_elts=4
.decl R7 v_type=G type=ud num_elts=1
.decl R8 v_type=G type=ud num_elts=4
.decl R9 v_type=G type=ud num_elts=8
.decl SO v_type=G type=ud num_elts=4
.decl SV v_type=G type=ud num_elts=4
.decl SO2 v_type=G type=ud num_elts=2
.decl SV2 v_type=G type=ud num_elts=2
.decl P1 v_type=P num_elts=32
.decl T6 v_type=T num_elts=1
.decl T7 v_type=T num_elts=1
.decl T8 v_type=T num_elts=1
// pc 0-2: T6 = bti 1, T7 = bti 2, T8 = bti 3 (not in the state).
movs (M1_NM, 1) T6(0) 0x1:ud
movs (M1_NM, 1) T7(0) 0x2:ud
movs (M1_NM, 1) T8(0) 0x3:ud
// pc 3: .R, 16 lanes, global offset GO = 8 (a register scalar): lane i reads M[(8 + 4i) / 4] = 0x102 + i;
//   channel 2 is off and keeps 0x77.
gather4_scaled.R (M1, 16) T6 GO(0,0)<0;1,0> EO.0 R1.0
// pc 4: .RB, 8 lanes at 16i: channel R (ch_pos 0) of lane i at dword i, channel B (ch_pos 1) at dword
//   1*max(8, 32/4) + i = 8 + i: R2[i] = M[4i] = 0x100 + 4i, R2[8 + i] = M[4i + 2] = 0x102 + 4i.
gather4_scaled.RB (M1, 8) T6 0x0:ud EO16.0 R2.0
// pc 5: the upper SIMD16 half (M5: exec bits 16..31, all on) under P1 (bits 16, 18, ..., 30): channel i
//   of the half is on for even i. .RG: R at dword i, G at dword max(16, 8) + i = 16 + i; R3[i] = M[i],
//   R3[16 + i] = M[i + 1] for even i; odd channels keep 0x77.
(P1) gather4_scaled.RG (M5, 16) T6 0x0:ud EO.0 R3.0
// pc 6: scatter4 .R to %slm, 16 lanes: L[i] = SD[i] = 0xd0 + i, except channel 2 (L[2] stays 0x52).
scatter4_scaled.R (M1, 16) %slm 0x0:ud EO.0 SD.0
// pc 7: gather from %slm, 8 lanes at 0x4 + 4i -> L[1 + i]: L[1] = 0xd1, L[2] = 0x52 (pc 6 skipped it),
//   channel 2 off (0x77), then L[4..8] = 0xd4 .. 0xd8.
gather4_scaled.R (M1, 8) %slm 0x4:ud EO.0 R4.0
// pc 8: bytes (gather_scaled.1) at bti 2 offset 1 + BO = 1, 2, (3: channel off), 7: 0xa1 0xa2 - 0xa7,
//   each zero-extended in its dword (DP5).
gather_scaled.1 (M1, 4) T7 0x1:ud BO.0 R5.0
// pc 9: words at 0, 2, (4), 14: 0xa1a0 0xa3a2 - 0xafae.
gather_scaled.2 (M1, 4) T7 0x0:ud WO.0 R6.0
// pc 10: one dword, (M1_NM, 1), at 0xc + 0: 0xafaeadac.
gather_scaled.4 (M1_NM, 1) T7 0xc:ud ZO.0 R7.0
// pc 11: dwords at FO = 0, 2, (4), 16: lane 0 0xa3a2a1a0; lane 1 misaligned (0x2002) reads 0; lane 3 is
//   past the surface's 16 bytes (offset 16 > 16 - 4) reads 0 although 0x2010 is mapped (DP3).
gather_scaled.4 (M1, 4) T7 0x0:ud FO.0 R8.0
// pc 12: T8 names bti 3, not in the state: every enabled lane faults invalid_surface (address = the
//   index 3) and reads 0; channel 2 keeps 0x77.
gather4_scaled.R (M1, 8) T8 0x0:ud EO.0 R9.0
// pc 13: bytes: SV's low bytes to 0x2004 (0xc0), 0x2005 (0xc1), (0x2009: channel off), 0x200f (0xc3):
//   word 1 becomes 0xa7a6c1c0, word 3 0xc3aeadac.
scatter_scaled.1 (M1, 4) T7 0x0:ud SO.0 SV.0
// pc 14: words to %slm 0x20 + 0 and 0x20 + 6 with _NM (channel 2's exec bit does not matter here):
//   the low half of L[8] (0xd8 since pc 6) becomes 0xbeef: 0x0000beef; bytes 2-3 of L[9] (0xd9) become
//   0x1111: 0x111100d9.
scatter_scaled.2 (M1_NM, 2) %slm 0x20:ud SO2.0 SV2.0
// pc 15: scatter4 to T8 (missing): faults on lanes 0 and 1, nothing written.
scatter4_scaled.R (M1, 8) T8 0x0:ud EO.0 SD.0
ret (M1, 1)
// CHECK: regs.R1: 0x102 0x103 0x77 0x105 0x106 0x107 0x108 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f 0x110 0x111
// CHECK-NEXT: regs.R2: 0x100 0x104 0x77 0x10c 0x110 0x114 0x118 0x11c 0x102 0x106 0x77 0x10e 0x112 0x116 0x11a 0x11e
// CHECK-NEXT: regs.R3: 0x100 0x77 0x102 0x77 0x104 0x77 0x106 0x77 0x108 0x77 0x10a 0x77 0x10c 0x77 0x10e 0x77 0x101 0x77 0x103 0x77 0x105 0x77 0x107 0x77 0x109 0x77 0x10b 0x77 0x10d 0x77 0x10f 0x77
// CHECK-NEXT: regs.R4: 0xd1 0x52 0x77 0xd4 0xd5 0xd6 0xd7 0xd8
// CHECK-NEXT: regs.R5: 0xa1 0xa2 0x77 0xa7
// CHECK-NEXT: regs.R6: 0xa1a0 0xa3a2 0x77 0xafae
// CHECK-NEXT: regs.R7: 0xafaeadac
// CHECK-NEXT: regs.R8: 0xa3a2a1a0 0x0 0x77 0x0
// CHECK-NEXT: regs.R9: 0x0 0x0 0x77 0x0 0x0 0x0 0x0 0x0
// CHECK: memory global 0x1000 u32: 0x100 0x101 0x102 0x103
// CHECK: memory global 0x2000 u32: 0xa3a2a1a0 0xa7a6c1c0 0xabaaa9a8 0xc3aeadac 0xb3b2b1b0{{$}}
// CHECK-NEXT: memory slm 0x0 u32: 0xd0 0xd1 0x52 0xd3 0xd4 0xd5 0xd6 0xd7 0xbeef 0x111100d9 0xda 0xdb 0xdc 0xdd 0xde 0xdf{{$}}
// CHECK-NEXT: fault pc=11 lane=1 kind=misaligned address=0x2002
// CHECK-NEXT: fault pc=11 lane=3 kind=out_of_bounds address=0x2010
// CHECK-NEXT: fault pc=12 lane=0 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=1 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=3 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=4 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=5 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=6 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=12 lane=7 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=0 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=1 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=3 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=4 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=5 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=6 kind=invalid_surface address=0x3
// CHECK-NEXT: fault pc=15 lane=7 kind=invalid_surface address=0x3
// CHECK-NEXT: instructions: 17
//
// The channel stride max(exec_size, GRF/4) on both GRF sizes: .RG with 8 lanes at 8i puts G at dword
// max(8, 8) + i = 8 + i on dg2 (GRF 32) and at max(8, 16) + i = 16 + i on pvc (GRF 64), where dwords
// 8..15 keep 0x77. R of lane i = M[2i] = 0x100 + 2i, G = M[2i + 1].
// RUN: echo '{"surfaces": [{"model": "bti", "index": 1, "base": 4096}], "regs": {"A": [0, 8, 16, 24, 32, 40, 48, 56], "D": 119}, "memory": [{"space": "global", "address": 4096, "type": "u32", "values": [256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271]}]}' > %t.grf.json
// RUN: printf '.version 4.1\n.kernel "g"\n.decl A v_type=G type=ud num_elts=8\n.decl D v_type=G type=ud num_elts=24\n.decl T6 v_type=T num_elts=1\nmovs (M1_NM, 1) T6(0) 0x1:ud\ngather4_scaled.RG (M1, 8) T6 0x0:ud A.0 D.0\n' > %t.grf.s
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %t.grf.json --json %t.grf.s | %jsonq | FileCheck --check-prefix=GRF32 %s
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %t.grf.json --json %t.grf.s | %jsonq | FileCheck --check-prefix=GRF64 %s
// GRF32: regs.D: 0x100 0x102 0x104 0x106 0x108 0x10a 0x10c 0x10e 0x101 0x103 0x105 0x107 0x109 0x10b 0x10d 0x10f 0x77 0x77 0x77 0x77 0x77 0x77 0x77 0x77{{$}}
// GRF64: regs.D: 0x100 0x102 0x104 0x106 0x108 0x10a 0x10c 0x10e 0x77 0x77 0x77 0x77 0x77 0x77 0x77 0x77 0x101 0x103 0x105 0x107 0x109 0x10b 0x10d 0x10f{{$}}

// Every LSC atomic (D20) incl. icas/fcas and the float ones (NaN, -0/+0 ties), d64 and d16u32 sizes,
// lanes on one address seeing the previous lane's result (D14), faulting and predicated lanes (D12),
// and the append-counter atomics (D22), on dg2.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-atomics.json --json %s | %jsonq | FileCheck %s
//
// State: exec 0xfffffffb (channel 2 off). Global u32 words M[k] at 0x1000 + 4k (initial values in the
// comments), a u64 at 0x1068 (words 26, 27), M[28] = 0xaaaa3c00 (half 1.0 in its low 16 bits).
// AZ = 0x1000 0x1000 (both lanes one address), AD2 = 0x1000 0x1004 (two words), S1 = 5 7,
// S2 = 100 200, S3 = 0xfffffff0 (-16) 3; counters: bti 160 = 10. Return registers start 0x77.
.version 4.1
.kernel "atom"
.decl AZ v_type=G type=ud num_elts=2
.decl AD2 v_type=G type=ud num_elts=2
.decl AQ v_type=G type=ud num_elts=1
.decl AE v_type=G type=ud num_elts=2
.decl S1 v_type=G type=ud num_elts=2
.decl S2 v_type=G type=ud num_elts=2
.decl S3 v_type=G type=ud num_elts=2
.decl S4 v_type=G type=ud num_elts=4
.decl S64 v_type=G type=uq num_elts=1
.decl SH v_type=G type=ud num_elts=1
.decl FS v_type=G type=f num_elts=2
.decl FN v_type=G type=f num_elts=2
.decl FN2 v_type=G type=f num_elts=2
.decl FC1 v_type=G type=f num_elts=2
.decl FC2 v_type=G type=f num_elts=2
.decl CT v_type=G type=ud num_elts=1
.decl RI v_type=G type=ud num_elts=2
.decl RD v_type=G type=ud num_elts=2
.decl RL v_type=G type=ud num_elts=2
.decl RS v_type=G type=ud num_elts=2
.decl RA v_type=G type=ud num_elts=2
.decl RB v_type=G type=ud num_elts=2
.decl RN v_type=G type=ud num_elts=2
.decl RX v_type=G type=ud num_elts=2
.decl RU v_type=G type=ud num_elts=2
.decl RV v_type=G type=ud num_elts=2
.decl RC v_type=G type=ud num_elts=2
.decl RAN v_type=G type=ud num_elts=2
.decl ROR v_type=G type=ud num_elts=2
.decl RXO v_type=G type=ud num_elts=2
.decl RF v_type=G type=ud num_elts=2
.decl RG v_type=G type=ud num_elts=2
.decl RM v_type=G type=ud num_elts=2
.decl RMX v_type=G type=ud num_elts=2
.decl RFC v_type=G type=ud num_elts=2
.decl R64 v_type=G type=uq num_elts=1
.decl RH v_type=G type=ud num_elts=1
.decl RF2 v_type=G type=ud num_elts=2
.decl RP v_type=G type=ud num_elts=2
.decl RCA v_type=G type=ud num_elts=4
.decl RCS v_type=G type=ud num_elts=4
.decl P1 v_type=P num_elts=2
// pc 0: iinc M0 = 10: lane 0 returns 10 (-> 11), lane 1 returns 11 (-> 12).
lsc_atomic_iinc.ugm (M1, 2) RI:d32 flat[AZ]:a32 %null %null
// pc 1: idec M1 = 0: returns 0 (-> 0xffffffff), 0xffffffff (-> 0xfffffffe).
lsc_atomic_idec.ugm (M1, 2) RD:d32 flat[AZ+0x4]:a32 %null %null
// pc 2: load M2 = 0x42: both 0x42, memory unchanged.
lsc_atomic_load.ugm (M1, 2) RL:d32 flat[AZ+0x8]:a32 %null %null
// pc 3: store M3 = 1: returns 1 (-> 5), 5 (-> 7).
lsc_atomic_store.ugm (M1, 2) RS:d32 flat[AZ+0xc]:a32 S1 %null
// pc 4: iadd M4 = 0xfffffffe: returns 0xfffffffe (-> 3, 32-bit wrap), 3 (-> 10).
lsc_atomic_iadd.ugm (M1, 2) RA:d32 flat[AZ+0x10]:a32 S1 %null
// pc 5: isub M5 = 10: returns 10 (-> 5), 5 (-> 0xfffffffe).
lsc_atomic_isub.ugm (M1, 2) RB:d32 flat[AZ+0x14]:a32 S1 %null
// pc 6: smin M6 = 5, M7 = 0x80000000 with -16, 3: M6 -> 0xfffffff0, M7 stays (-2^31 < 3).
lsc_atomic_smin.ugm (M1, 2) RN:d32 flat[AD2+0x18]:a32 S3 %null
// pc 7: smax M8 = 5, M9 = 0x80000000: M8 stays 5, M9 -> 3.
lsc_atomic_smax.ugm (M1, 2) RX:d32 flat[AD2+0x20]:a32 S3 %null
// pc 8: umin M10 = 5, M11 = 0x80000000: M10 stays (5 < 0xfffffff0), M11 -> 3.
lsc_atomic_umin.ugm (M1, 2) RU:d32 flat[AD2+0x28]:a32 S3 %null
// pc 9: umax M12 = 5, M13 = 0x80000000: M12 -> 0xfffffff0, M13 stays.
lsc_atomic_umax.ugm (M1, 2) RV:d32 flat[AD2+0x30]:a32 S3 %null
// pc 10: icas M14 = 5: lane 0 old 5 == S1 5 -> S2 100; lane 1 old 100 != 7: unchanged.
lsc_atomic_icas.ugm (M1, 2) RC:d32 flat[AZ+0x38]:a32 S1 S2
// pc 11: and M15 = 0xff: 0xff & 5 = 5, 5 & 7 = 5.
lsc_atomic_and.ugm (M1, 2) RAN:d32 flat[AZ+0x3c]:a32 S1 %null
// pc 12: or M16 = 0x10: 0x15, 0x17.
lsc_atomic_or.ugm (M1, 2) ROR:d32 flat[AZ+0x40]:a32 S1 %null
// pc 13: xor M17 = 0xff: 0xfa, 0xfd.
lsc_atomic_xor.ugm (M1, 2) RXO:d32 flat[AZ+0x44]:a32 S1 %null
// pc 14: fadd M18 = 1.0 with FS = 1.5, -0.25: 2.5 (0x40200000), then 2.25 (0x40100000).
lsc_atomic_fadd.ugm (M1, 2) RF:d32 flat[AZ+0x48]:a32 FS %null
// pc 15: fsub M19 = 0.0: -1.5 (0xbfc00000), then -1.25 (0xbfa00000).
lsc_atomic_fsub.ugm (M1, 2) RG:d32 flat[AZ+0x4c]:a32 FS %null
// pc 16: fmin M20 = 2.0 with NaN: the NaN operand is ignored; M21 = +0 with -0: a tie keeps +0.
lsc_atomic_fmin.ugm (M1, 2) RM:d32 flat[AD2+0x50]:a32 FN %null
// pc 17: fmax M22 = NaN with 3.0: 3.0 (0x40400000); M23 = 1.0 with 0.5: stays 1.0.
lsc_atomic_fmax.ugm (M1, 2) RMX:d32 flat[AD2+0x58]:a32 FN2 %null
// pc 18: fcas M24 = +0 with FC1 = -0: equal as floats -> FC2 7.0 (0x40e00000); M25 = NaN with NaN:
//   never equal -> unchanged.
lsc_atomic_fcas.ugm (M1, 2) RFC:d32 flat[AD2+0x60]:a32 FC1 FC2
// pc 19: d64 iadd at 0x1068: 0xffffffffffffffff + 1 wraps to 0 (words 26, 27 = 0).
lsc_atomic_iadd.ugm (M1, 1) R64:d64 flat[AQ]:a32 S64 %null
// pc 20: half fadd (d16u32) at 0x1070: 1.0 (0x3c00) + 0.5 (0x3800) = 1.5 (0x3e00); the upper 16 bits
//   of the word stay 0xaaaa; the return is zero-extended: 0x3c00.
lsc_atomic_fadd.ugm (M1, 1) RH:d16u32 flat[AQ+0x8]:a32 SH %null
// pc 21: AE = 0x1002 (misaligned), 0x5000 (unmapped): both fault, return 0, memory untouched.
lsc_atomic_iinc.ugm (M1, 2) RF2:d32 flat[AE]:a32 %null %null
// pc 22: P1 = false true: only lane 1: M29 = 100 -> 107, returns 100; RP[0] stays 0x77.
(P1) lsc_atomic_iadd.ugm (M1, 2) RP:d32 flat[AZ+0x74]:a32 S1 %null
// pc 23: counter bti 160 = 10, S4 = 1 2 3 4, channel 2 off: returns 10, 11, (0x77), 13; counter 17.
lsc_apndctr_atomic_add.ugm (M1, 4) RCA:d32 bti(0xA0) S4:d32
// pc 24: bss(CT), CT = 0x40: a new counter, 0: returns 0, 0xffffffff, (0x77), 0xfffffffd; ends 0xfffffff9.
lsc_apndctr_atomic_sub.ugm (M1, 4) RCS:d32 bss(CT) S4:d32
ret (M1, 1)
// CHECK: regs.R64: 0xffffffffffffffff
// CHECK-NEXT: regs.RA: 0xfffffffe 0x3
// CHECK-NEXT: regs.RAN: 0xff 0x5
// CHECK-NEXT: regs.RB: 0xa 0x5
// CHECK-NEXT: regs.RC: 0x5 0x64
// CHECK-NEXT: regs.RCA: 0xa 0xb 0x77 0xd
// CHECK-NEXT: regs.RCS: 0x0 0xffffffff 0x77 0xfffffffd
// CHECK-NEXT: regs.RD: 0x0 0xffffffff
// CHECK-NEXT: regs.RF: 0x3f800000 0x40200000
// CHECK-NEXT: regs.RF2: 0x0 0x0
// CHECK-NEXT: regs.RFC: 0x0 0x7fc00000
// CHECK-NEXT: regs.RG: 0x0 0xbfc00000
// CHECK-NEXT: regs.RH: 0x3c00
// CHECK-NEXT: regs.RI: 0xa 0xb
// CHECK-NEXT: regs.RL: 0x42 0x42
// CHECK-NEXT: regs.RM: 0x40000000 0x0
// CHECK-NEXT: regs.RMX: 0x7fc00000 0x3f800000
// CHECK-NEXT: regs.RN: 0x5 0x80000000
// CHECK-NEXT: regs.ROR: 0x10 0x15
// CHECK-NEXT: regs.RP: 0x77 0x64
// CHECK-NEXT: regs.RS: 0x1 0x5
// CHECK-NEXT: regs.RU: 0x5 0x80000000
// CHECK-NEXT: regs.RV: 0x5 0x80000000
// CHECK-NEXT: regs.RX: 0x5 0x80000000
// CHECK-NEXT: regs.RXO: 0xff 0xfa
// CHECK: memory global 0x1000 u32: 0xc 0xfffffffe 0x42 0x7 0xa 0xfffffffe 0xfffffff0 0x80000000 0x5 0x3 0x5 0x3 0xfffffff0 0x80000000 0x64 0x5 0x17 0xfd 0x40100000 0xbfa00000 0x40000000 0x0 0x40400000 0x3f800000 0x40e00000 0x7fc00000 0x0 0x0 0xaaaa3e00 0x6b{{$}}
// CHECK-NEXT: fault pc=21 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=21 lane=1 kind=out_of_bounds address=0x5000
// CHECK-NEXT: instructions: 26
// CHECK-NEXT: counters: [{"index": 160, "model": "bti", "value": 17}, {"model": "bss", "offset": 64, "value": 4294967289}]

// The block messages (OWORD_LD.md, OWORD_LD_UNALIGNED.md, OWORD_ST.md, SVM_BLOCK_LD.md, SVM_BLOCK_ST.md)
// and the SVM scattered messages (SVM_GATHER.md, SVM_SCATTER.md) on dg2; docs/visa-exec.md DP1-DP7.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-dp-block.json --json %s | %jsonq | FileCheck %s
//
// State: exec 0xfffffffa (channels 0 and 2 off). Surface bti 1 at 0x1000, size 64, words M[k] = 0x100 + k
// (k < 32); global words N[k] = 0x300 + k at 0x3000 + 4k (k < 16); at 0x4000 the bytes 0x40, 0x41, ...,
// 0x5f (word k = 0x(43+4k)(42+4k)(41+4k)(40+4k)); SLM words L[k] = 0x50 + k (k < 16). Results start 0x77.
.version 4.1
.kernel "dpblock"
.decl OW v_type=G type=ud num_elts=1
.decl B1 v_type=G type=ud num_elts=8
.decl B2 v_type=G type=ud num_elts=4
.decl B3 v_type=G type=ud num_elts=4
.decl B4 v_type=G type=ud num_elts=4
.decl B5 v_type=G type=ud num_elts=8
.decl B6 v_type=G type=ud num_elts=4
.decl B7 v_type=G type=uq num_elts=2
.decl B8 v_type=G type=ud num_elts=2
.decl B9 v_type=G type=ud num_elts=4
.decl B10 v_type=G type=ud num_elts=4
.decl AD v_type=G type=uq num_elts=1
.decl AD2 v_type=G type=uq num_elts=1
.decl AD3 v_type=G type=uq num_elts=1
.decl SA v_type=G type=uq num_elts=4
.decl SB v_type=G type=uq num_elts=4
.decl SC v_type=G type=uq num_elts=2
.decl SD v_type=G type=uq num_elts=1
.decl SV v_type=G type=ud num_elts=1
.decl SE v_type=G type=uq num_elts=4
.decl SW v_type=G type=ud num_elts=4
.decl SF v_type=G type=uq num_elts=2
.decl T6 v_type=T num_elts=1
movs (M1_NM, 1) T6(0) 0x1:ud
// pc 1: 2 owords at oword offset OW = 1 (bytes 16..47): M[4..11]. NoMask: channel 0's exec bit is off,
//   the load happens anyway.
oword_ld (2) T6 OW(0,0)<0;1,0> B1.0
// pc 2: SLM oword 1: L[4..7].
oword_ld (1) %slm 0x1:ud B2.0
// pc 3: unaligned: byte offset 0x24 (dword aligned): M[9..12].
oword_ld_unaligned (1) T6 0x24:ud B3.0
// pc 4: SLM oword 2 (bytes 32..47) := B1[0..3] = 0x104..0x107: L[8..11].
oword_st (1) %slm 0x2:ud B1.0
// pc 5: 1 oword at 0x3008 (dword aligned, DP4): N[2..5].
svm_block_ld (1) AD(0,0)<0;1,0> B4.0
// pc 6: 1 oword to 0x3020: N[8..11] := 0x104..0x107.
svm_block_st (1) AD2(0,0)<0;1,0> B1.0
// pc 7: 4-byte blocks, 2 per address, dst[j*4 + i] = *(A[i] + 4j); channels 1 and 3 on:
//   A[1] = 0x3004: N[1], N[2] at dwords 1, 5; A[3] = 0x3030: N[12], N[13] at dwords 3, 7.
svm_gather.4.2 (M1, 4) SA.0 B5.0
// pc 8: 1-byte blocks, 2 per address, dst byte i*max(4, 2) + j; channel 1 at 0x4003: 0x43 0x44 -> 0x4443,
//   channel 3 at 0x4006: 0x46 0x47 -> 0x4746 (bytes 2-3 of the lane's dword become 0, DP5).
svm_gather.1.2 (M1, 4) SB.0 B6.0
// pc 9: 8-byte blocks, _NM: 0x4008 -> 0x4f4e4d4c4b4a4948, 0x4000 -> 0x4746454443424140.
svm_gather.8.1 (M1_NM, 2) SC.0 B7.0
// pc 10: 4 single bytes from 0x4011 (byte addresses need no alignment): a1 b2 c3 d4 -> word 4
//   0x53525150 becomes 0xc3b2a150, word 5 0x57565554 becomes 0x575655d4.
svm_scatter.1.4 (M1_NM, 1) SD.0 SV.0
// pc 11: dwords, channels 1 and 3: 0x401c := 0xe1 (word 7); 0x5000 is not mapped: out_of_bounds, dropped.
svm_scatter.4.1 (M1, 4) SE.0 SW.0
// pc 12: 0x4002 is not 4-aligned: misaligned, 0; 0x4000: 0x43424140.
svm_gather.4.1 (M1_NM, 2) SF.0 B8.0
// pc 13: oword offset 4 = byte 64: past the surface's 64 bytes: out_of_bounds at 0x1040, reads 0 (DP3).
oword_ld (1) T6 0x4:ud B9.0
// pc 14: byte offset 2 is not dword aligned: misaligned at 0x1002, reads 0.
oword_ld_unaligned (1) T6 0x2:ud B10.0
// pc 15: svm_block_st needs oword alignment; 0x3008 is not: misaligned, nothing written.
svm_block_st (1) AD3(0,0)<0;1,0> B1.0
ret (M1, 1)
// CHECK: regs.B1: 0x104 0x105 0x106 0x107 0x108 0x109 0x10a 0x10b
// CHECK-NEXT: regs.B10: 0x0 0x0 0x0 0x0
// CHECK-NEXT: regs.B2: 0x54 0x55 0x56 0x57
// CHECK-NEXT: regs.B3: 0x109 0x10a 0x10b 0x10c
// CHECK-NEXT: regs.B4: 0x302 0x303 0x304 0x305
// CHECK-NEXT: regs.B5: 0x77 0x301 0x77 0x30c 0x77 0x302 0x77 0x30d
// CHECK-NEXT: regs.B6: 0x77 0x4443 0x77 0x4746
// CHECK-NEXT: regs.B7: 0x4f4e4d4c4b4a4948 0x4746454443424140
// CHECK-NEXT: regs.B8: 0x0 0x43424140
// CHECK-NEXT: regs.B9: 0x0 0x0 0x0 0x0
// CHECK: memory global 0x3000 u32: 0x300 0x301 0x302 0x303 0x304 0x305 0x306 0x307 0x104 0x105 0x106 0x107 0x30c 0x30d 0x30e 0x30f{{$}}
// CHECK-NEXT: memory global 0x4000 u32: 0x43424140 0x47464544 0x4b4a4948 0x4f4e4d4c 0xc3b2a150 0x575655d4 0x5b5a5958 0xe1{{$}}
// CHECK-NEXT: memory slm 0x0 u32: 0x50 0x51 0x52 0x53 0x54 0x55 0x56 0x57 0x104 0x105 0x106 0x107 0x5c 0x5d 0x5e 0x5f{{$}}
// CHECK-NEXT: fault pc=11 lane=3 kind=out_of_bounds address=0x5000
// CHECK-NEXT: fault pc=12 lane=0 kind=misaligned address=0x4002
// CHECK-NEXT: fault pc=13 lane=0 kind=out_of_bounds address=0x1040
// CHECK-NEXT: fault pc=14 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=15 lane=0 kind=misaligned address=0x3008
// CHECK-NEXT: instructions: 17

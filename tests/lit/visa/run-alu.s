// vISA ALU execution (mov, add, mul, shl): regions, source modifiers, .sat, integer wrap,
// float add, exec masks M1/M2, _NM, predication with .any/.all and '!'.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-alu.json --json %s | %jsonq | FileCheck %s
//
// State: 32 channels, exec = 0xfffffffd (channel 1 off); A = 7 in every element; F = 1.5, -2, 3, 0;
// P1 (16 elements) true except element 3.
.version 4.1
.kernel "alu"
.decl A v_type=G type=ud num_elts=16
.decl B v_type=G type=d num_elts=8
.decl H v_type=G type=uw num_elts=8
.decl F v_type=G type=f num_elts=4
.decl P1 v_type=P num_elts=16
// pc 0: A[i] = 0x10 for channels 0..7 except channel 1 (exec off): A[1] stays 7.
mov (M1, 8) A(0,0)<1> 0x10:ud
// pc 1: _NM: every channel 0..3: A[8+i] = A[i] + 3 -> 19, 10, 19, 19.
add (M1_NM, 4) A(0,8)<1> A(0,0)<1;1,0> 3:ud
// pc 2: region <0;1,0> broadcasts A[0] = 16, negated: -16 << 1 = -32 = 0xffffffe0, into B[0], B[2],
//   B[4], B[6] (dst stride 2); channel 1 (B[2]) is off and stays 0.
shl (M1, 4) B(0,0)<2> (-)A(0,0)<0;1,0> 1:ud
// pc 3: .sat to uw: 19 * 0x2000 = 155648 > 65535 -> 0xffff; channel 1 off: H[1] = 0.
mul.sat (M1, 2) H(0,0)<1> A(0,8)<1;1,0> 0x2000:uw
// pc 4: (P1) channels 0..3 (1 off by exec, 3 off by P1); sources read before writes:
//   H[2] = H[0] + 1 = 0x10000 -> wraps to 0 (no .sat); H[4] = H[2] + 1 = 1 (the old H[2], 0);
//   H[5] (channel 3) stays 0.
(P1) add (M1, 4) H(0,2)<1> H(0,0)<1;1,0> 1:uw
// pc 5: F[i] + 0.5: 2.0 = 0x40000000, (channel 1 off) -2.0 = 0xc0000000, 3.5 = 0x40600000, 0.5 = 0x3f000000.
add (M1, 4) F(0,0)<1> F(0,0)<1;1,0> 0.5:f
// pc 6: P1.any over bits 0..3 is true, '!' makes it false for every channel: nothing written.
(!P1.any) mov (M1, 4) A(0,12)<1> 1:ud
// pc 7: M2 = channels 4..7 (offset 4): P1 bits 4..7 all true -> .all true: A[12..15] = 5.
(P1.all) mov (M2, 4) A(0,12)<1> 5:ud
ret (M1, 1)
// CHECK: regs.A: 0x10 0x7 0x10 0x10 0x10 0x10 0x10 0x10 0x13 0xa 0x13 0x13 0x5 0x5 0x5 0x5
// CHECK-NEXT: regs.B: 0xffffffe0 0x0 0x0 0x0 0xffffffe0 0x0 0xffffffe0 0x0
// CHECK-NEXT: regs.F: 0x40000000 0xc0000000 0x40600000 0x3f000000
// CHECK-NEXT: regs.H: 0xffff 0x0 0x0 0x0 0x1 0x0 0x0 0x0
// CHECK-NEXT: preds.P1: 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1
// CHECK-NEXT: instructions: 9
// CHECK-NEXT: counters: []

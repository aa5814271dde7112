// The float rounding mode in %cr0 bits 5:4 (docs/visa-exec.md "Rounding modes"): 00 to nearest
// even, 01 toward +inf, 10 toward -inf, 11 toward zero. IGC switches to toward-zero with
// `xor %cr0 0x30` around its integer division sequences and back with the same xor.
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --json %s | %jsonq | FileCheck %s
// Per mode (rows 0..3 of F and G), lane 0 of each:
//   F = 1.0 + 3*2^-25 (0x33c00000): the exact sum is 1 + 0.75 ulp: nearest 0x3f800001, up 0x3f800001,
//       down 0x3f800000, toward zero 0x3f800000.
//   G = -1.0 - 3*2^-25: nearest 0xbf800001, up (toward +inf) 0xbf800000, down 0xbf800001, zero 0xbf800000.
//   H = (f)16777217:ud (2^24 + 1, a tie): nearest even 16777216 = 0x4b800000, up 16777218 =
//       0x4b800001, down 0x4b800000, zero 0x4b800000.
//   M = fast-path mul 1.0000001 * 1.0000001 (0x3f800001 squared = 1 + 2^-22 + 2^-46): nearest and
//       down and zero 0x3f800002, up 0x3f800003.
// After the last xor the mode is nearest again: K = 1.0 + 3*2^-25 = 0x3f800001.
// CHECK-DAG: regs.F: 0x3f800001 0x3f800001 0x3f800000 0x3f800000
// CHECK-DAG: regs.G: 0xbf800001 0xbf800000 0xbf800001 0xbf800000
// CHECK-DAG: regs.H: 0x4b800000 0x4b800001 0x4b800000 0x4b800000
// CHECK-DAG: regs.M: 0x3f800002 0x3f800003 0x3f800002 0x3f800002
// CHECK-DAG: regs.K: 0x3f800001
.version 4.1
.kernel "rounding"
.decl F v_type=G type=f num_elts=4 align=dword
.decl G v_type=G type=f num_elts=4 align=dword
.decl H v_type=G type=f num_elts=4 align=dword
.decl M v_type=G type=f num_elts=4 align=dword
.decl K v_type=G type=f num_elts=1 align=dword
.decl U v_type=G type=ud num_elts=1 align=dword
.decl A v_type=G type=f num_elts=1 align=dword
    mov (M1_NM, 1) U(0,0)<1> 0x1000001:ud
    mov (M1_NM, 1) A(0,0)<1> 0x3f800001:f
    add (M1_NM, 1) F(0,0)<1> 0x3f800000:f 0x33c00000:f
    add (M1_NM, 1) G(0,0)<1> 0xbf800000:f 0xb3c00000:f
    mov (M1_NM, 1) H(0,0)<1> U(0,0)<0;1,0>
    mul (M1_NM, 1) M(0,0)<1> A(0,0)<0;1,0> A(0,0)<0;1,0>
    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x10:ud
    add (M1_NM, 1) F(0,1)<1> 0x3f800000:f 0x33c00000:f
    add (M1_NM, 1) G(0,1)<1> 0xbf800000:f 0xb3c00000:f
    mov (M1_NM, 1) H(0,1)<1> U(0,0)<0;1,0>
    mul (M1_NM, 1) M(0,1)<1> A(0,0)<0;1,0> A(0,0)<0;1,0>
    xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud
    add (M1_NM, 1) F(0,2)<1> 0x3f800000:f 0x33c00000:f
    add (M1_NM, 1) G(0,2)<1> 0xbf800000:f 0xb3c00000:f
    mov (M1_NM, 1) H(0,2)<1> U(0,0)<0;1,0>
    mul (M1_NM, 1) M(0,2)<1> A(0,0)<0;1,0> A(0,0)<0;1,0>
    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud
    add (M1_NM, 1) F(0,3)<1> 0x3f800000:f 0x33c00000:f
    add (M1_NM, 1) G(0,3)<1> 0xbf800000:f 0xb3c00000:f
    mov (M1_NM, 1) H(0,3)<1> U(0,0)<0;1,0>
    mul (M1_NM, 1) M(0,3)<1> A(0,0)<0;1,0> A(0,0)<0;1,0>
    xor (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x30:ud
    add (M1_NM, 1) K(0,0)<1> 0x3f800000:f 0x33c00000:f
    ret (M1, 1)

// Diagnostics of the general parser and the declarations, each at its column (hand-counted).
// RUN: %not %gpuisa as --isa=visa --mcpu=dg2 %s 2>&1 | FileCheck --implicit-check-not=error: %s
.version 4.1
.kernel "errs"
.decl VD v_type=G type=d num_elts=32 align=GRF
.decl VF v_type=G type=f num_elts=32 align=GRF
.decl VQ v_type=G type=q num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
.decl A0 v_type=A num_elts=2
.decl T6 v_type=T num_elts=1
.decl X v_type=Q num_elts=1
// CHECK: :[[@LINE-1]]:16: error: unsupported v_type 'Q' (G, P, A, S and T are supported)
.decl X v_type=P num_elts=2 type=d
// CHECK: :[[@LINE-1]]:29: error: a v_type=P declaration takes no 'type'
.decl X v_type=G type=d num_elts=4 alias=<NOPE, 0>
// CHECK: :[[@LINE-1]]:43: error: 'NOPE' is not a declared general variable
.decl X v_type=G type=d num_elts=4 alias=<VD, 512>
// CHECK: :[[@LINE-1]]:47: error: alias offset 512 is outside 'VD' (128 bytes)
.decl X v_type=A num_elts=17
// CHECK: :[[@LINE-1]]:27: error: num_elts must be 1..16
.kernel_attr SimdSize="x"
// CHECK: :[[@LINE-1]]:23: error: attribute 'SimdSize' takes an integer
.kernel_attr Target="gpu"
// CHECK: :[[@LINE-1]]:21: error: Target must be "3d", "cm" or "cs"
cmp (M1, 16) P1 VD(0,0)<1;1,0> 0x0:d
// CHECK: :[[@LINE-1]]:4: error: 'cmp' needs a condition .eq .ne .gt .ge .lt or .le
cmp.foo (M1, 16) P1 VD(0,0)<1;1,0> 0x0:d
// CHECK: :[[@LINE-1]]:4: error: 'cmp' needs a condition .eq .ne .gt .ge .lt or .le
bfn.xzz (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0> VD(0,0)<1;1,0> VD(0,0)<1;1,0>
// CHECK: :[[@LINE-1]]:6: error: expected a hexadecimal digit
inv (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0>
// CHECK: :[[@LINE-1]]:14: error: 'inv' does not take type d
and (M1, 16) VD(0,0)<1> (-)VF(0,0)<1;1,0> 0x1:d
// CHECK: :[[@LINE-1]]:25: error: 'and' does not take type f
rol (M1, 16) VD(0,0)<1> (-)VD(0,0)<1;1,0> 0x1:d
// CHECK: :[[@LINE-1]]:25: error: this instruction takes no source modifier
barrier (M1, 16)
// CHECK: :[[@LINE-1]]:9: error: unexpected text after the operands ('barrier' has 0)
(P1) barrier
// CHECK: :[[@LINE-1]]:1: error: 'barrier' cannot be predicated
goto (M1, 16)
// CHECK: :[[@LINE-1]]:14: error: 'goto' has 1 operands
mov (M1, 1) VD(0,0)<1> r[B0(0),0]<0;1,0>:d
// CHECK: :[[@LINE-1]]:26: error: 'B0' is not a declared address variable
mov (M1, 1) VD(0,0)<1> r[A0(5),0]<0;1,0>:d
// CHECK: :[[@LINE-1]]:29: error: address element 5 is outside 'A0' (2 elements)
mov (M1, 1) VD(0,0)<1> r[A0(0),0]<0;1,0>
// CHECK: :[[@LINE-1]]:41: error: an indirect operand needs its type (:T)
gather4_scaled.RGBX (M1, 16) T6 0x0:ud VD.0 VD.0
// CHECK: :[[@LINE-1]]:19: error: channels are a subsequence of RGBA
gather4_scaled.RGBA (M1, 16) T9 0x0:ud VD.0 VD.0
// CHECK: :[[@LINE-1]]:30: error: 'T9' is not a surface
lsc_fence.ugm.none.world
// CHECK: :[[@LINE-1]]:20: error: unknown fence scope (group local tile gpu gpus sysrel sysacq)
svm_gather.3.1 (M1, 8) VQ.0 VD.0
// CHECK: :[[@LINE-1]]:12: error: block size must be 1, 4 or 8
fence_local.EE
// CHECK: :[[@LINE-1]]:14: error: fence flags are E I S C R L1, in this order, each once
fence_global.IE
// CHECK: :[[@LINE-1]]:15: error: fence flags are E I S C R L1, in this order, each once
fence_sw.E
// CHECK: :[[@LINE-1]]:9: error: 'fence_sw' takes no option '.E'
setp (M1, 16) VD(0,0)<1> 0x0:ud
// CHECK: :[[@LINE-1]]:15: error: 'VD' is not a declared predicate variable

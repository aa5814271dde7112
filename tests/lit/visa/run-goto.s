// SIMD goto through the whole pipeline: text -> .isa (gcodec.c) -> decoded general instructions ->
// the general executor with join points (docs/visa-exec.md "SIMD control flow").
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --json %s | %jsonq | FileCheck %s
//
// Lane i starts with I = i (packed :v immediate 0x76543210 = 0,1,...,7) and S = 0; each pass adds I to
// S and decrements I; a lane goes round again while I > 0. Lane 0 passes once (S = 0, I = -1), lane i
// ends with I = 0 and S = i + (i-1) + ... + 1 = i(i+1)/2. Instructions: 2 movs, 7 passes of 4 (lane 7
// needs 7; the goto is taken while any lane still loops), ret = 31.
.version 4.1
.kernel "loop"
.decl I v_type=G type=d num_elts=8 align=GRF
.decl S v_type=G type=d num_elts=8 align=GRF
.decl P1 v_type=P num_elts=8
    mov (M1, 8) I(0,0)<1> 0x76543210:v
    mov (M1, 8) S(0,0)<1> 0x0:d
L1:
    add (M1, 8) S(0,0)<1> S(0,0)<1;1,0> I(0,0)<1;1,0>
    add (M1, 8) I(0,0)<1> I(0,0)<1;1,0> -1:d
    cmp.gt (M1, 8) P1 I(0,0)<1;1,0> 0x0:d
    (P1) goto (M1, 8) L1
    ret (M1, 1)
// CHECK: regs.I: 0xffffffff 0x0 0x0 0x0 0x0 0x0 0x0 0x0
// CHECK: regs.S: 0x0 0x1 0x3 0x6 0xa 0xf 0x15 0x1c
// CHECK: preds.P1: 0 0 0 0 0 0 0 0
// CHECK: instructions: 31

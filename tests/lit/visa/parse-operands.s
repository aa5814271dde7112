// Operand forms, predication, condition modifiers, execution size and mask, options of the
// general parser (src/visa/op_table.c rows): each statement prints back in the canonical text
// (--show-encoding) with its bytes in the row's binary layout (gcodec.c). GenX_IR (libigc-tools)
// reads the .isa of this file back to the same statements (the whole corpus: check_isa.py).
// RUN: %gpuisa as --isa=visa --mcpu=dg2 --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %gpuisa as --isa=visa --mcpu=dg2 --show-encoding %s 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=ERR --implicit-check-not=error: %s
// ERR-NOT: error:
.version 4.1
.kernel "opnds"
.decl VD v_type=G type=d num_elts=32 align=GRF
.decl VUD v_type=G type=ud num_elts=32 align=GRF
.decl VF v_type=G type=f num_elts=32 align=GRF
.decl VQ v_type=G type=q num_elts=16 align=GRF
.decl VW v_type=G type=w num_elts=32 align=GRF
.decl P1 v_type=P num_elts=16
.decl P2 v_type=P num_elts=16
.decl A0 v_type=A num_elts=2
.decl T6 v_type=T num_elts=1 v_name=T006
.decl S0 v_type=S num_elts=1 v_name=S000
// regioned sources and a strided destination; modifiers (-) (abs) (-abs); .sat
    add.sat (M1, 16) VF(0,0)<1> (-)VF(0,0)<1;1,0> (abs)VF(1,0)<0;1,0>
// CHECK: add.sat (M1, 16) VF(0,0)<1> (-)VF(0,0)<1;1,0> (abs)VF(1,0)<0;1,0> ; encoding: [0x01,
    mad (M5, 8) VF(0,8)<2> (-abs)VF(0,1)<2;1,0> VF(0,0)<8;8,1> 0x3f800000:f
// CHECK-NEXT: mad (M5, 8) VF(0,8)<2> (-abs)VF(0,1)<2;1,0> VF(0,0)<8;8,1> 0x3f800000:f ; encoding: [0x0c,0x43,0x00,0x00,0x00,0x22,0x00,0x00,0x00,0x00,0x08,0x00,0x03,0x18,0x22,0x00,0x00,0x00,0x00,0x01,0x23,0x01,0x00,0x22,0x00,0x00,0x00,0x00,0x00,0x55,0x02,0x05,0x07,0x00,0x00,0x80,0x3f]
// predication: plain, negated, .any/.all
    (P1) sel (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0> 0x0:d
// CHECK-NEXT: (P1) sel (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0> 0x0:d ; encoding: [0x2a,0x04,0x01,0x00,0x00,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x02,0x00,0x20,0x00,0x00,0x00,0x00,0x00,0x22,0x01,0x05,0x01,0x00,0x00,0x00,0x00]
    (!P2.any) goto (M1, 16) L1
// CHECK-NEXT: (!P2.any) goto (M1, 16) L1 ; encoding: [0x6c,0x04,0x02,0xa0,0x00,0x00]
    (P2.all) jmp (M1_NM, 1) L1
// jmp keeps no execution size or mask (GenX_IR writes exec byte 0x00 for it, AppendVISACFJmpInst takes none):
// CHECK-NEXT: (P2.all) jmp (M1, 1) L1 ; encoding: [0x32,0x00,0x02,0x40,0x00,0x00]
// condition modifiers, predicate or vector targets; the _NM masks
    cmp.lt (M1, 16) P1 VD(0,0)<1;1,0> 0x10:d
// CHECK-NEXT: cmp.lt (M1, 16) P1 VD(0,0)<1;1,0> 0x10:d
    cmp.ge (M5_NM, 8) VUD(0,0)<1> (abs)VF(0,0)<1;1,0> 0x0:f
// CHECK-NEXT: cmp.ge (M5_NM, 8) VUD(0,0)<1> (abs)VF(0,0)<1;1,0> 0x0:f
// logic on predicates; setp; mov of a predicate
    and (M1, 16) P1 P1 P2
// CHECK-NEXT: and (M1, 16) P1 P1 P2
    setp (M1_NM, 16) P2 0xffff:ud
// CHECK-NEXT: setp (M1_NM, 16) P2 0xffff:ud
    mov (M1_NM, 1) VUD(0,0)<1> P2
// CHECK-NEXT: mov (M1_NM, 1) VUD(0,0)<1> P2 ; encoding: [0x29,0x80,0x00,0x00,0x00,0x21,0x00,0x00,0x00,0x00,0x00,0x00,0x02,0x02,0x02,0x00]
// three sources, two destinations, bfn's function
    add3 (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0> VD(1,0)<1;1,0> 0x4:w
// CHECK-NEXT: add3 (M1, 16) VD(0,0)<1> VD(0,0)<1;1,0> VD(1,0)<1;1,0> 0x4:w
    addc (M1, 8) VUD(0,0)<1> VUD(1,0)<1> VUD(0,8)<1;1,0> 0x40:uv
// CHECK-NEXT: addc (M1, 8) VUD(0,0)<1> VUD(1,0)<1> VUD(0,8)<1;1,0> 0x40:uv
    bfn.xf8 (M1, 16) VUD(0,0)<1> VUD(0,0)<1;1,0> VUD(1,0)<0;1,0> 0x5:ud
// CHECK-NEXT: bfn.xf8 (M1, 16) VUD(0,0)<1> VUD(0,0)<1;1,0> VUD(1,0)<0;1,0> 0x5:ud
// packed-vector immediates; 64-bit immediates
    mov (M1_NM, 8) VW(0,0)<1> 0x76543210:v
// CHECK-NEXT: mov (M1_NM, 8) VW(0,0)<1> 0x76543210:v ; encoding: [0x29,0x83,0x00,0x00,0x00,0x24,0x00,0x00,0x00,0x00,0x00,0x00,0x02,0x05,0x08,0x10,0x32,0x54,0x76]
    shl (M1, 16) VQ(0,0)<1> VQ(0,0)<1;1,0> 0x2:q
// CHECK-NEXT: shl (M1, 16) VQ(0,0)<1> VQ(0,0)<1;1,0> 0x2:q ; encoding: [0x24,
// address registers: addr_add with &V, indirect sources <v;w,h> and <w,h>, indirect destination
    addr_add (M1_NM, 1) A0(0)<1> &VD VUD(0,0)<0;1,0>
// CHECK-NEXT: addr_add (M1_NM, 1) A0(0)<1> &VD VUD(0,0)<0;1,0>
    addr_add (M1_NM, 1) A0(1)<1> &VF[64] 0x4:uw
// CHECK-NEXT: addr_add (M1_NM, 1) A0(1)<1> &VF[64] 0x4:uw
    mov (M1_NM, 1) VD(0,0)<1> r[A0(0),0]<0;1,0>:d
// CHECK-NEXT: mov (M1_NM, 1) VD(0,0)<1> r[A0(0),0]<0;1,0>:d ; encoding: [0x29,0x80,0x00,0x00,0x00,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x02,0x03,0x00,0x00,0x00,0x00,0x00,0x01,0x21,0x01]
    mov (M1, 16) VD(0,0)<1> r[A0(1),-4]<1,0>:d
// CHECK-NEXT: mov (M1, 16) VD(0,0)<1> r[A0(1),-4]<1,0>:d
    mov (M1, 8) r[A0(0),8]<1>:f VF(0,0)<1;1,0>
// CHECK-NEXT: mov (M1, 8) r[A0(0),8]<1>:f VF(0,0)<1;1,0>
// surfaces and samplers as state operands (movs), raw operands of the pre-LSC messages
    movs (M1_NM, 1) T6(0) 0x3:ud
// CHECK-NEXT: movs (M1_NM, 1) T6(0) 0x3:ud
    movs (M1_NM, 1) S0(0) VUD(0,0)<0;1,0>
// CHECK-NEXT: movs (M1_NM, 1) S0(0) VUD(0,0)<0;1,0>
    gather4_scaled.RA (M1, 16) T6 0x0:ud VUD.0 VD.0
// CHECK-NEXT: gather4_scaled.RA (M1, 16) T6 0x0:ud VUD.0 VD.0
    scatter_scaled.4 (M5, 8) %slm 0x0:ud VUD.32 VD.64
// CHECK-NEXT: scatter_scaled.4 (M5, 8) %slm 0x0:ud VUD.32 VD.64
    dword_atomic.add (M1, 16) %slm VUD.0 VD.0 %null.0 %null.0
// CHECK-NEXT: dword_atomic.add (M1, 16) %slm VUD.0 VD.0 %null.0 %null.0
    oword_ld (1) T6 VUD(0,0)<0;1,0> VD.0
// CHECK-NEXT: oword_ld (1) T6 VUD(0,0)<0;1,0> VD.0
    svm_gather.4.2 (M1_NM, 1) VQ.0 VD.0
// CHECK-NEXT: svm_gather.4.2 (M1_NM, 1) VQ.0 VD.0
    svm_atomic.inc (M1, 8) VQ.0 %null.0 %null.0 %null.0
// CHECK-NEXT: svm_atomic.inc (M1, 8) VQ.0 %null.0 %null.0 %null.0
// no execution size: barrier and the fences
    barrier
// CHECK-NEXT: barrier
    fence_local.E
// CHECK-NEXT: fence_local.E
    lsc_fence.slm.none.group
// CHECK-NEXT: lsc_fence.slm.none.group
L1:
    ret (M1, 1)
// CHECK-NEXT: ret (M1, 1) ; encoding: [0x34,0x00,0x00,0x00]

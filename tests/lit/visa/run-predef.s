// Predefined variables with storage (docs/visa-exec.md "Predefined variables"): %r0 is one GRF
// (8 dwords on dg2) that a state file may set; an alias=<%r0, 0> views it, %group_id_x/y/z are its
// dwords 1, 6 and 7 (IGC's PreDefinedVars offsets 4, 24, 28); %cr0 is one dword, initially 0.
// r0 = [0, 5, 0, 0, 0, 0, 7, 9]: G = r0.1 + %group_id_y = 5 + 7 = 12, Z = %group_id_z = 9,
// C = %cr0 | 0x4c0 = 0x4c0 (jsonq prints hex).
// RUN: echo '{"regs": {"%%r0": [0, 5, 0, 0, 0, 0, 7, 9]}}' > %t.json
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --state %t.json --json %s | %jsonq | FileCheck %s
// CHECK-DAG: regs.C: 0x4c0
// CHECK-DAG: regs.G: 0xc
// CHECK-DAG: regs.Z: 0x9
// CHECK-DAG: regs.R: 0x0 0x5 0x0 0x0 0x0 0x0 0x7 0x9
// An alias of a predefined variable that has no storage (%arg) is a run error when used:
// RUN: sed 's/^ *ret/    mov (M1_NM, 1) G(0,0)<1> A(0,0)<0;1,0>\n&/' %s > %t.bad.s
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %t.bad.s 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: A aliases %arg, which is not modelled
.version 4.1
.kernel "predef"
.decl R v_type=G type=ud num_elts=8 align=GRF alias=<%r0, 0>
.decl A v_type=G type=ud num_elts=8 align=GRF alias=<%arg, 0>
.decl G v_type=G type=ud num_elts=1 align=dword
.decl Z v_type=G type=ud num_elts=1 align=dword
.decl C v_type=G type=ud num_elts=1 align=dword
    add (M1_NM, 1) G(0,0)<1> R(0,1)<0;1,0> %group_id_y(0,0)<0;1,0>
    mov (M1_NM, 1) Z(0,0)<1> %group_id_z(0,0)<0;1,0>
    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud
    mov (M1_NM, 1) C(0,0)<1> %cr0(0,0)<0;1,0>
    ret (M1, 1)

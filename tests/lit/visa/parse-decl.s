// Every declaration form IGC writes (tests/corpus/visa): .decl of general (with align, alias,
// v_name), predicate, address, sampler and surface variables, .input, .kernel_attr, .function.
// All of it is written to the .isa file (tables: tests/corpus/visa/check_isa.py); nothing is an
// error. The mov below checks that the aliases resolve.
// RUN: %gpuisa as --isa=visa --mcpu=pvc --show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --allow-empty --check-prefix=ERR --implicit-check-not=error: %s < %t.err
// ERR-NOT: error:
.version 4.1
.kernel "decls"
.decl V0032 v_type=G type=d num_elts=16 align=wordx32
.decl V0033 v_type=G type=d num_elts=16 align=wordx32 alias=<%r0, 0>
.decl V0034 v_type=G type=uq num_elts=1 align=qword
.decl V0035 v_type=G type=q num_elts=1 align=qword alias=<V0034, 0>
.decl V0036 v_type=G type=b num_elts=1
.decl V0037 v_type=G type=ub num_elts=1 alias=<V0036, 0>
.decl V0038 v_type=G type=uw num_elts=32 align=hword alias=<V0032, 2>
.decl V0039 v_type=G type=f num_elts=8 v_name=myname
.decl P1 v_type=P num_elts=32
.decl P2 v_type=P num_elts=1
.decl A0 v_type=A num_elts=1
.decl A1 v_type=A num_elts=16
.decl S0 v_type=S num_elts=1 v_name=S000
.decl T6 v_type=T num_elts=1 v_name=T006
.input V0034 offset=64 size=8
.kernel_attr Target="3d"
.kernel_attr SimdSize=32
.kernel_attr PerThreadInputSize=192
.kernel_attr SpillMemOffset=256
.function "_main_0"
_main_0:
// a user variable aliasing another, and one aliasing a predefined one
    mov (M1_NM, 1) V0035(0,0)<1> V0033(0,1)<0;1,0>
// CHECK: mov (M1_NM, 1) V0035(0,0)<1> V0033(0,1)<0;1,0> ; encoding: [0x29,
    movs (M1_NM, 1) T6(0) 0x3:ud
// CHECK-NEXT: movs (M1_NM, 1) T6(0) 0x3:ud ; encoding: [0x2d,0x80,0x06,0x00,0x06,0x00,0x00,0x05,0x00,0x03,0x00,0x00,0x00]
    ret (M1, 1)
// CHECK-NEXT: ret (M1, 1) ; encoding: [0x34,0x00,0x00,0x00]

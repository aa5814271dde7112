// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-int-clamp.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// GFX10 (wave32): integer clamp on the _nc and carry forms, 16-bit results keeping bits 31:16,
// and VOP3P literals (the 32 bits as encoded: llvm-mc puts 1.5 as f16 0x3e00 in the low half).
// Same state as run-int-clamp.s; v9 = 0x12345678.
v_add_nc_u32_e64 v10, v1, v2 clamp     // 0xfffffff0 + 0x20 -> 0xffffffff
v_sub_nc_u32_e64 v11, v2, v1 clamp     // 0x20 - 0xfffffff0 -> 0
v_add_nc_i32 v12, v3, v2 clamp         // 2147483632 + 32 -> 0x7fffffff
v_sub_nc_i32 v13, v4, v2 clamp         // -2147483632 - 32 -> 0x80000000
v_add_co_u32_e64 v14, s0, v1, v2 clamp            // 0xffffffff, carry 1
v_add_co_ci_u32_e64 v15, s1, v1, 15, s0 clamp     // 2^32 -> 0xffffffff, carry 1
v_sub_co_ci_u32_e64 v16, s2, v2, v1, s0 clamp     // 0x20 - 0xfffffff0 - 1 -> 0, borrow 1
v_add_nc_u16_e64 v9, v5, v6 clamp                 // low half 0xfff0 + 0x20 -> 0xffff, bits 31:16 kept: 0x1234ffff
v_add_nc_i16 v9, v5, v6 op_sel:[1,1,1] clamp      // high halves 32752 + 32 -> 0x7fff into bits 31:16: 0x7fffffff
v_pk_add_f16 v17, v8, 1.5              // literal 0x00003e00: lo 1.0 + 1.5 = 2.5 (0x4100); hi 1.0 + 0
v_pk_add_u16 v18, v6, 0x10001          // literal 0x00010001: 0x21 in each half
v_pk_add_u16 v19, v6, -2               // inline 0xfffffffe: lo 0x20 + 0xfffe = 0x1e; hi 0x20 + 0xffff = 0x1f
v_pk_sub_i16 v20, v7, v6 clamp         // each -32752 - 32 -> 0x8000
s_endpgm

// CHECK: regs.s0: 0x1{{$}}
// CHECK: regs.s1: 0x1{{$}}
// CHECK: regs.s2: 0x1{{$}}
// CHECK: regs.v10: 0xffffffff{{( 0x0){31}$}}
// CHECK: regs.v11: 0x0{{( 0x0){31}$}}
// CHECK: regs.v12: 0x7fffffff{{( 0x0){31}$}}
// CHECK: regs.v13: 0x80000000{{( 0x0){31}$}}
// CHECK: regs.v14: 0xffffffff{{( 0x0){31}$}}
// CHECK: regs.v15: 0xffffffff{{( 0x0){31}$}}
// CHECK: regs.v16: 0x0{{( 0x0){31}$}}
// CHECK: regs.v17: 0x3c004100{{( 0x0){31}$}}
// CHECK: regs.v18: 0x210021{{( 0x0){31}$}}
// CHECK: regs.v19: 0x1f001e{{( 0x0){31}$}}
// CHECK: regs.v20: 0x80008000{{( 0x0){31}$}}
// CHECK: regs.v9: 0x7fffffff{{( 0x12345678){31}$}}
// CHECK-NOT: fault
// CHECK: instructions: 14

// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-int-clamp.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// The VOP3 clamp bit on integer add/sub saturates the exact result to the destination type's
// range (unsigned for _u, signed for _i); the carry out stays the unclamped one. Packed
// v_pk_add/sub_u16/i16 saturate each half. Lane 0 only: v1 = 0xfffffff0, v2 = 0x20,
// v3 = 0x7ffffff0, v4 = 0x80000010 (-2147483632), v5 = {lo 0xfff0, hi 0x7ff0},
// v6 = {0x20, 0x20}, v7 = {0x8010, 0x8010} (-32752 each).
v_add_u32_e64 v10, v1, v2 clamp       // 0xfffffff0 + 0x20 = 2^32 + 0x10 -> 0xffffffff
v_sub_u32_e64 v11, v2, v1 clamp       // 0x20 - 0xfffffff0 < 0 -> 0
v_subrev_u32_e64 v12, v2, v1 clamp    // v1 - v2 = 0xffffffd0, in range
v_add_i32 v13, v3, v2 clamp           // 2147483632 + 32 > 2^31 - 1 -> 0x7fffffff
v_sub_i32 v14, v4, v2 clamp           // -2147483632 - 32 < -2^31 -> 0x80000000
v_add_i32 v15, v4, v2 clamp           // -2147483600 = 0x80000030, in range
v_add_co_u32_e64 v16, s[0:1], v1, v2 clamp          // 0xffffffff, carry 1
v_addc_co_u32_e64 v17, s[2:3], v1, 15, s[0:1] clamp // 0xfffffff0 + 15 + 1 = 2^32 -> 0xffffffff, carry 1
v_subb_co_u32_e64 v18, s[4:5], v2, v1, s[0:1] clamp // 0x20 - 0xfffffff0 - 1 < 0 -> 0, borrow 1
v_add_u16_e64 v19, v5, v6 clamp       // 0xfff0 + 0x20 -> 0xffff (bits 31:16 zeroed on GFX9)
v_sub_u16_e64 v20, v6, v5 clamp       // 0x20 - 0xfff0 -> 0
v_add_i16 v21, v5, v6 op_sel:[1,1,0] clamp // high halves: 32752 + 32 > 32767 -> 0x7fff
v_pk_add_u16 v23, v5, v6 clamp        // lo 0xfff0 + 0x20 -> 0xffff; hi 0x7ff0 + 0x20 = 0x8010
v_pk_add_i16 v24, v5, v6 clamp        // lo -16 + 32 = 0x10; hi 32752 + 32 -> 0x7fff
v_pk_sub_u16 v25, v6, v5 clamp        // both halves below 0 -> 0
v_pk_sub_i16 v26, v7, v6 clamp        // each -32752 - 32 < -32768 -> 0x8000
v_add_u32_e64 v27, v1, v2             // no clamp: wraps to 0x10
v_pk_sub_i16 v28, v7, v6              // no clamp: each wraps to 0x7ff0
s_endpgm

// CHECK: regs.s0: 0x1{{$}}
// CHECK: regs.s2: 0x1{{$}}
// CHECK: regs.s4: 0x1{{$}}
// CHECK: regs.v10: 0xffffffff{{( 0x0){63}$}}
// CHECK: regs.v11: 0x0{{( 0x0){63}$}}
// CHECK: regs.v12: 0xffffffd0{{( 0x0){63}$}}
// CHECK: regs.v13: 0x7fffffff{{( 0x0){63}$}}
// CHECK: regs.v14: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v15: 0x80000030{{( 0x0){63}$}}
// CHECK: regs.v16: 0xffffffff{{( 0x0){63}$}}
// CHECK: regs.v17: 0xffffffff{{( 0x0){63}$}}
// CHECK: regs.v18: 0x0{{( 0x0){63}$}}
// CHECK: regs.v19: 0xffff{{( 0x0){63}$}}
// CHECK: regs.v20: 0x0{{( 0x0){63}$}}
// CHECK: regs.v21: 0x7fff{{( 0x0){63}$}}
// CHECK: regs.v23: 0x8010ffff{{( 0x0){63}$}}
// CHECK: regs.v24: 0x7fff0010{{( 0x0){63}$}}
// CHECK: regs.v25: 0x0{{( 0x0){63}$}}
// CHECK: regs.v26: 0x80008000{{( 0x0){63}$}}
// CHECK: regs.v27: 0x10{{( 0x0){63}$}}
// CHECK: regs.v28: 0x7ff07ff0{{( 0x0){63}$}}
// CHECK-NOT: fault
// CHECK: instructions: 19

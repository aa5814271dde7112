// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-int-clamp.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Constant and scalar sources of packed 16-bit math (docs/amdgpu-exec.md "VOP3P"): an integer
// inline constant is its 32-bit value (sign-extended: -1 is 0xffffffff, 5 is 0x00000005); a
// float one is its f16 bits in the low half and 0 in the high half; op_sel/op_sel_hi pick the
// halves as for a register. v6 = {0x20, 0x20}, v8 = {1.0, 1.0} (0x3c00), s10 = {lo 0.5, hi 2.0}.
v_pk_add_u16 v21, v6, -1                   // both halves 0x20 + 0xffff -> 0x1f
v_pk_add_u16 v22, v6, 5                    // lo 0x20 + 5 = 0x25; hi 0x20 + 0 = 0x20
v_pk_add_u16 v23, v6, 5 op_sel_hi:[1,0]    // hi takes the low half of 5 too: 0x25
v_pk_add_f16 v24, v8, 1.0                  // lo 1.0 + 1.0 = 2.0 (0x4000); hi 1.0 + 0 = 1.0
v_pk_mul_f16 v25, v8, 2.0 op_sel_hi:[1,0]  // both halves 1.0 * 2.0 = 2.0
v_pk_add_f16 v27, v8, s10                  // lo 1.0 + 0.5 = 1.5 (0x3e00); hi 1.0 + 2.0 = 3.0 (0x4200)
v_pk_max_i16 v29, v6, -16 op_sel:[0,1]     // lo max(32, hi half of 0xfffffff0 = -1) = 32; hi max(32, -1) = 32
s_endpgm

// CHECK: regs.v21: 0x1f001f{{( 0x0){63}$}}
// CHECK: regs.v22: 0x200025{{( 0x0){63}$}}
// CHECK: regs.v23: 0x250025{{( 0x0){63}$}}
// CHECK: regs.v24: 0x3c004000{{( 0x0){63}$}}
// CHECK: regs.v25: 0x40004000{{( 0x0){63}$}}
// CHECK: regs.v27: 0x42003e00{{( 0x0){63}$}}
// CHECK: regs.v29: 0x200020{{( 0x0){63}$}}
// CHECK-NOT: fault
// CHECK: instructions: 8

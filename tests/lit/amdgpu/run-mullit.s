// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --json %s | %jsonq | FileCheck %s
// v_mullit_f32 D, S0, S1, S2 (docs/amdgpu-exec.md "Cube map and lighting operations"): -MAX_FLOAT
// (0xff7fffff) when S1 is -MAX_FLOAT, -inf or NaN or S2 <= 0 or NaN; else S0 * S1 with the DX9
// rule 0 * x = +0. Expected values derived by hand; lane 0 only.
s_mov_b32 exec_lo, 1
s_mov_b32 exec_hi, 0
v_mov_b32 v1, 3.0
v_mov_b32 v2, 0xff800000           // -inf
v_mov_b32 v3, 0x7fc00000           // NaN
v_mov_b32 v4, 0xff7fffff           // -MAX_FLOAT
v_mov_b32 v5, 0x7f800000           // +inf
v_mov_b32 v6, 0x80000000           // -0
v_mov_b32 v7, 4.0
v_mullit_f32 v10, 2.0, v1, 1.0     // 6.0
v_mullit_f32 v11, 2.0, v2, 1.0     // S1 = -inf: -MAX
v_mullit_f32 v12, 2.0, v1, 0       // S2 = +0 <= 0: -MAX
v_mullit_f32 v13, 2.0, v1, v6      // S2 = -0 <= 0: -MAX
v_mullit_f32 v14, 0, v5, 1.0       // 0 * +inf = +0 (DX9 rule)
v_mullit_f32 v15, 2.0, v3, 1.0     // S1 NaN: -MAX
v_mullit_f32 v16, 2.0, v4, 1.0     // S1 = -MAX: -MAX
v_mullit_f32 v17, 2.0, v1, v3      // S2 NaN: -MAX
v_mullit_f32 v18, -0.5, v7, 1.0    // -2.0
s_endpgm
// CHECK: regs.v10: 0x40c00000{{( 0x0)+$}}
// CHECK-NEXT: regs.v11: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v12: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v13: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v14: 0x0{{( 0x0)+$}}
// CHECK-NEXT: regs.v15: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v16: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v17: 0xff7fffff{{( 0x0)+$}}
// CHECK-NEXT: regs.v18: 0xc0000000{{( 0x0)+$}}

// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --json %s | %jsonq | FileCheck %s
// v_cubeid/sc/tc/ma_f32 (docs/amdgpu-exec.md "Cube map and lighting operations"): (S0, S1, S2) =
// (x, y, z); z is the major axis when |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, else x.
// Expected values derived by hand from the manuals' pseudocode; lane 0 only.
s_mov_b64 exec, 1
// (1.0, 2.0, -4.0): |z| largest, z < 0: face 5; sc = -x, tc = -y, ma = 2z
v_mov_b32 v1, 1.0
v_mov_b32 v2, 2.0
v_mov_b32 v3, -4.0
v_cubeid_f32 v10, v1, v2, v3
v_cubesc_f32 v11, v1, v2, v3
v_cubetc_f32 v12, v1, v2, v3
v_cubema_f32 v13, v1, v2, v3
// (-4.0, 2.0, 1.0): |x| largest, x < 0: face 1; sc = z, tc = -y, ma = 2x
v_mov_b32 v1, -4.0
v_mov_b32 v2, 2.0
v_mov_b32 v3, 1.0
v_cubeid_f32 v14, v1, v2, v3
v_cubesc_f32 v15, v1, v2, v3
v_cubetc_f32 v16, v1, v2, v3
v_cubema_f32 v17, v1, v2, v3
// (0.5, -2.0, 1.0): |y| largest, y < 0: face 3; sc = x, tc = -z, ma = 2y
v_mov_b32 v1, 0.5
v_mov_b32 v2, -2.0
v_mov_b32 v3, 1.0
v_cubeid_f32 v18, v1, v2, v3
v_cubesc_f32 v19, v1, v2, v3
v_cubetc_f32 v20, v1, v2, v3
v_cubema_f32 v21, v1, v2, v3
// (2.0, -2.0, 2.0): |x| = |y| = |z|: z wins; face 4; sc = x, tc = -y, ma = 2z
v_mov_b32 v1, 2.0
v_mov_b32 v2, -2.0
v_mov_b32 v3, 2.0
v_cubeid_f32 v22, v1, v2, v3
v_cubesc_f32 v23, v1, v2, v3
v_cubetc_f32 v24, v1, v2, v3
v_cubema_f32 v25, v1, v2, v3
// (-2.0, 2.0, 1.0): |x| = |y| > |z|: y wins, y >= 0: face 2; sc = x, tc = z, ma = 2y
v_mov_b32 v1, -2.0
v_mov_b32 v2, 2.0
v_mov_b32 v3, 1.0
v_cubeid_f32 v26, v1, v2, v3
v_cubesc_f32 v27, v1, v2, v3
v_cubetc_f32 v28, v1, v2, v3
v_cubema_f32 v29, v1, v2, v3
// (4.0, 1.0, 2.0): |x| largest, x >= 0: face 0; sc = -z, tc = -y, ma = 2x
v_mov_b32 v1, 4.0
v_mov_b32 v2, 1.0
v_mov_b32 v3, 2.0
v_cubeid_f32 v30, v1, v2, v3
v_cubesc_f32 v31, v1, v2, v3
v_cubetc_f32 v32, v1, v2, v3
v_cubema_f32 v33, v1, v2, v3
// (0, 0, 0x80000000): all zero (z = -0): z axis, -0 < 0 is false: face 4; sc = x = +0, tc = -y = -0, ma = 2 * -0
v_mov_b32 v1, 0
v_mov_b32 v2, 0
v_mov_b32 v3, 0x80000000
v_cubeid_f32 v34, v1, v2, v3
v_cubesc_f32 v35, v1, v2, v3
v_cubetc_f32 v36, v1, v2, v3
v_cubema_f32 v37, v1, v2, v3
// (1.0, 0.5, 0x7fc00000): z NaN compares false: x axis, face 0; sc = -z (sign bit flipped), tc = -y, ma = 2x
v_mov_b32 v1, 1.0
v_mov_b32 v2, 0.5
v_mov_b32 v3, 0x7fc00000
v_cubeid_f32 v38, v1, v2, v3
v_cubesc_f32 v39, v1, v2, v3
v_cubetc_f32 v40, v1, v2, v3
v_cubema_f32 v41, v1, v2, v3
s_endpgm
// CHECK: regs.v10: 0x40a00000{{( 0x0){63}$}}
// CHECK: regs.v11: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v12: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v13: 0xc1000000{{( 0x0){63}$}}
// CHECK: regs.v14: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v15: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v16: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v17: 0xc1000000{{( 0x0){63}$}}
// CHECK: regs.v18: 0x40400000{{( 0x0){63}$}}
// CHECK: regs.v19: 0x3f000000{{( 0x0){63}$}}
// CHECK: regs.v20: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v21: 0xc0800000{{( 0x0){63}$}}
// CHECK: regs.v22: 0x40800000{{( 0x0){63}$}}
// CHECK: regs.v23: 0x40000000{{( 0x0){63}$}}
// CHECK: regs.v24: 0x40000000{{( 0x0){63}$}}
// CHECK: regs.v25: 0x40800000{{( 0x0){63}$}}
// CHECK: regs.v26: 0x40000000{{( 0x0){63}$}}
// CHECK: regs.v27: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v28: 0x3f800000{{( 0x0){63}$}}
// CHECK: regs.v29: 0x40800000{{( 0x0){63}$}}
// CHECK: regs.v30: 0x0{{( 0x0){63}$}}
// CHECK: regs.v31: 0xc0000000{{( 0x0){63}$}}
// CHECK: regs.v32: 0xbf800000{{( 0x0){63}$}}
// CHECK: regs.v33: 0x41000000{{( 0x0){63}$}}
// CHECK: regs.v34: 0x40800000{{( 0x0){63}$}}
// CHECK: regs.v35: 0x0{{( 0x0){63}$}}
// CHECK: regs.v36: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v37: 0x80000000{{( 0x0){63}$}}
// CHECK: regs.v38: 0x0{{( 0x0){63}$}}
// CHECK: regs.v39: 0xffc00000{{( 0x0){63}$}}
// CHECK: regs.v40: 0xbf000000{{( 0x0){63}$}}
// CHECK: regs.v41: 0x40000000{{( 0x0){63}$}}

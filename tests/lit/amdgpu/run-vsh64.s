// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-vsh64.json --json %s | %jsonq | FileCheck %s
// 64-bit shifts on the executor's whole-wave path: a scalar 64-bit value shifted by per-lane
// amounts, the amount's low 6 bits only (D-I1), arithmetic right shift filling with the sign,
// a destination that is also the source. EXEC = 0xf, lane l's amount 20l; the other 60 lanes
// keep 0. s[2:3] = 0x80000000_00000001; lanes written "lane0 lane1 lane2 lane3".
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0          // v0 = l
v_mul_u32_u24 v1, 20, v0               // v1 = 0 20 40 60
s_mov_b32 s2, 1
s_mov_b32 s3, 0x80000000
s_movk_i32 s4, 68                      // 68 & 63 = 4
v_lshlrev_b64 v[2:3], v1, s[2:3]       // 0x80000000_00000001 << 0, 20, 40, 60:
                                       // 0x80000000_00000001, 0x00000000_00100000, 0x00000100_00000000, 0x10000000_00000000
v_ashrrev_i64 v[4:5], v1, s[2:3]       // >> 0, 20, 40, 60 with the sign:
                                       // 0x80000000_00000001, 0xfffff800_00000000, 0xffffffff_ff800000, 0xffffffff_fffffff8
v_lshrrev_b64 v[2:3], s4, v[2:3]       // v[2:3] >> 4: 0x08000000_00000000, 0x00000000_00010000, 0x00000010_00000000, 0x01000000_00000000
s_endpgm

// CHECK: regs.v2: 0x0 0x10000 0x0 0x0{{( 0x0){60}$}}
// CHECK: regs.v3: 0x8000000 0x0 0x10 0x1000000{{( 0x0){60}$}}
// CHECK: regs.v4: 0x1 0x0 0xff800000 0xfffffff8{{( 0x0){60}$}}
// CHECK: regs.v5: 0x80000000 0xfffff800 0xffffffff 0xffffffff{{( 0x0){60}$}}

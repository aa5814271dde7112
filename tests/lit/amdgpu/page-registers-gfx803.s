// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx803 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck --check-prefix=CHECK %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx803 --llvm-compat --show-encoding %s 2>&1 >/dev/null | FileCheck --check-prefix=CHECK-ERR %s
// Register examples of the seed page ("Operands": v, a, s, ttmp, special registers).
v_mov_b32 v0, v255
// CHECK: encoding: {{\[}}0xff,0x03,0x00,0x7e{{\]}}
v_mov_b32 v0, v[0]
// CHECK: encoding: {{\[}}0x00,0x03,0x00,0x7e{{\]}}
v_ceil_f64 v[0:1], v[0:1]
// CHECK: encoding: {{\[}}0x00,0x31,0x00,0x7e{{\]}}
v_mov_b32 v0, v[1:1]
// CHECK: encoding: {{\[}}0x01,0x03,0x00,0x7e{{\]}}
buffer_load_dwordx4 v[0:3], off, s[4:7], s1
// CHECK: encoding: {{\[}}0x00,0x00,0x5c,0xe0,0x00,0x00,0x01,0x01{{\]}}
v_mov_b32 v0, v[2*2]
// CHECK: encoding: {{\[}}0x04,0x03,0x00,0x7e{{\]}}
v_mov_b32 v0, v[1-1:2-1]
// CHECK-ERR: :[[@LINE-1]]:15: error: invalid operand for instruction
v_mov_b32 v0, [v252]
// CHECK: encoding: {{\[}}0xfc,0x03,0x00,0x7e{{\]}}
buffer_load_dwordx4 [v252,v253,v254,v255], off, s[4:7], s1
// CHECK: encoding: {{\[}}0x00,0x00,0x5c,0xe0,0x00,0xfc,0x01,0x01{{\]}}
s_mov_b32 s0, s0
// CHECK: encoding: {{\[}}0x00,0x00,0x80,0xbe{{\]}}
s_mov_b32 s0, s[0]
// CHECK: encoding: {{\[}}0x00,0x00,0x80,0xbe{{\]}}
s_mov_b64 s[0:1], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0x80,0xbe{{\]}}
s_mov_b32 s0, s[1:1]
// CHECK: encoding: {{\[}}0x01,0x00,0x80,0xbe{{\]}}
s_load_dwordx4 s[0:3], s[4:5], 0x0
// CHECK: encoding: {{\[}}0x02,0x00,0x0a,0xc0,0x00,0x00,0x00,0x00{{\]}}
s_mov_b32 s0, s[2*2]
// CHECK: encoding: {{\[}}0x04,0x00,0x80,0xbe{{\]}}
s_mov_b32 s0, s[1-1:2-1]
// CHECK-ERR: :[[@LINE-1]]:15: error: invalid operand for instruction
s_mov_b32 s0, [s4]
// CHECK: encoding: {{\[}}0x04,0x00,0x80,0xbe{{\]}}
s_load_dwordx4 [s4,s5,s6,s7], s[4:5], 0x0
// CHECK: encoding: {{\[}}0x02,0x01,0x0a,0xc0,0x00,0x00,0x00,0x00{{\]}}
// invalid alignment
s_mov_b64 s[0:1], s[1:2]
// CHECK-ERR: :[[@LINE-1]]:19: error: invalid register alignment
s_load_dwordx4 s[2:5], s[4:5], 0x0
// CHECK-ERR: :[[@LINE-1]]:16: error: invalid register alignment
s_mov_b32 s0, ttmp0
// CHECK: encoding: {{\[}}0x70,0x00,0x80,0xbe{{\]}}
s_mov_b32 s0, ttmp[0]
// CHECK: encoding: {{\[}}0x70,0x00,0x80,0xbe{{\]}}
s_mov_b64 s[0:1], ttmp[0:1]
// CHECK: encoding: {{\[}}0x70,0x01,0x80,0xbe{{\]}}
s_mov_b32 s0, ttmp[1:1]
// CHECK: encoding: {{\[}}0x71,0x00,0x80,0xbe{{\]}}
s_load_dwordx4 ttmp[0:3], s[4:5], 0x0
// CHECK: encoding: {{\[}}0x02,0x1c,0x0a,0xc0,0x00,0x00,0x00,0x00{{\]}}
s_mov_b32 s0, ttmp[2*2]
// CHECK: encoding: {{\[}}0x74,0x00,0x80,0xbe{{\]}}
s_mov_b32 s0, ttmp[1-1:2-1]
// CHECK-ERR: :[[@LINE-1]]:15: error: invalid operand for instruction
s_mov_b32 s0, [ttmp4]
// CHECK: encoding: {{\[}}0x74,0x00,0x80,0xbe{{\]}}
s_load_dwordx4 [ttmp4,ttmp5,ttmp6,ttmp7], s[4:5], 0x0
// CHECK: encoding: {{\[}}0x02,0x1d,0x0a,0xc0,0x00,0x00,0x00,0x00{{\]}}
s_mov_b64 s[0:1], ttmp[1:2]
// CHECK-ERR: :[[@LINE-1]]:19: error: invalid register alignment
s_load_dwordx4 ttmp[2:5], s[4:5], 0x0
// CHECK-ERR: :[[@LINE-1]]:16: error: invalid register alignment
// ranges and sizes
v_mov_b32 v0, v256
// CHECK-ERR: :[[@LINE-1]]:15: error: register index is out of range
s_mov_b32 s0, s102
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
s_mov_b32 s0, s106
// CHECK-ERR: :[[@LINE-1]]:15: error: register index is out of range
v_mov_b32 v0, v[1:0]
// CHECK-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
s_mov_b32 s0, ttmp16
// CHECK-ERR: :[[@LINE-1]]:15: error: register index is out of range
v_mov_b32 v0, v[0:8]
// CHECK-ERR: :[[@LINE-1]]:15: error: invalid or unsupported register size
v_mov_b32 v0, [v1,v3]
// CHECK-ERR: :[[@LINE-1]]:19: error: registers in a list must have consecutive indices
// special registers
s_mov_b64 vcc, s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xea,0xbe{{\]}}
s_mov_b64 [vcc], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xea,0xbe{{\]}}
s_mov_b64 [vcc_lo,vcc_hi], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xea,0xbe{{\]}}
s_mov_b32 vcc_lo, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xea,0xbe{{\]}}
s_mov_b32 vcc_hi, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xeb,0xbe{{\]}}
s_mov_b32 [vcc_lo], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xea,0xbe{{\]}}
s_mov_b32 [vcc_hi], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xeb,0xbe{{\]}}
s_mov_b64 exec, s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xfe,0xbe{{\]}}
s_mov_b64 [exec], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xfe,0xbe{{\]}}
s_mov_b64 [exec_lo,exec_hi], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xfe,0xbe{{\]}}
s_mov_b32 exec_lo, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xfe,0xbe{{\]}}
s_mov_b32 [exec_hi], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xff,0xbe{{\]}}
s_mov_b32 m0, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xfc,0xbe{{\]}}
s_mov_b32 [m0], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xfc,0xbe{{\]}}
s_mov_b64 flat_scratch, s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xe6,0xbe{{\]}}
s_mov_b64 [flat_scratch], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xe6,0xbe{{\]}}
s_mov_b64 [flat_scratch_lo,flat_scratch_hi], s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xe6,0xbe{{\]}}
s_mov_b32 flat_scratch_lo, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xe6,0xbe{{\]}}
s_mov_b32 [flat_scratch_hi], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xe7,0xbe{{\]}}
s_mov_b64 xnack_mask, s[0:1]
// CHECK-ERR: :[[@LINE-1]]:11: error: register not available on this GPU
s_mov_b64 [xnack_mask_lo,xnack_mask_hi], s[0:1]
// CHECK-ERR: :[[@LINE-1]]:12: error: register not available on this GPU
s_mov_b32 [xnack_mask_lo], s0
// CHECK-ERR: :[[@LINE-1]]:12: error: register not available on this GPU
s_mov_b64 tba, s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xec,0xbe{{\]}}
s_mov_b32 tba_lo, s0
// CHECK: encoding: {{\[}}0x00,0x00,0xec,0xbe{{\]}}
s_mov_b64 tma, s[0:1]
// CHECK: encoding: {{\[}}0x00,0x01,0xee,0xbe{{\]}}
s_mov_b32 [tma_hi], s0
// CHECK: encoding: {{\[}}0x00,0x00,0xef,0xbe{{\]}}
v_mov_b32 v0, vccz
// CHECK: encoding: {{\[}}0xfb,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, execz
// CHECK: encoding: {{\[}}0xfc,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, scc
// CHECK: encoding: {{\[}}0xfd,0x02,0x00,0x7e{{\]}}
v_mov_b32 v0, lds_direct
// CHECK: encoding: {{\[}}0xfe,0x02,0x00,0x7e{{\]}}
s_mov_b32 null, s0
// CHECK-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:
v_mov_b32 v0, shared_base
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
v_mov_b32 v0, src_shared_limit
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
v_mov_b32 v0, private_base
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
v_mov_b32 v0, src_private_limit
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
v_mov_b32 v0, pops_exiting_wave_id
// CHECK-ERR: :[[@LINE-1]]:15: error: register not available on this GPU
v_mov_b32 v0, V1
// CHECK: encoding: {{\[}}0xff,0x02,0x00,0x7e,0x00,0x00,0x00,0x00{{\]}}

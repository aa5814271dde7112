// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --json %s | %jsonq | FileCheck %s
// v_mqsad_u32_u8 D[127:0], S0[63:0], S1, S2[127:0]: D dword k = S2 dword k + the sum over the bytes
// of S1 that are not 0 of |S0[8k+31:8k] byte - S1 byte| (the manuals' v_msad_u8; 32-bit wrap).
// S0 bytes 1..8, S1 bytes (2, 3, 5, 0): the top byte is masked. Derived by hand; lane 0 only.
s_mov_b64 exec, 1
v_mov_b32 v8, 0x04030201
v_mov_b32 v9, 0x08070605
v_mov_b32 v10, 0x00050302
v_mov_b32 v12, 10
v_mov_b32 v13, 20
v_mov_b32 v14, 0xffffffff
v_mov_b32 v15, 40
v_mqsad_u32_u8 v[0:3], v[8:9], v10, v[12:15] // k=0 (1,2,3): 1+1+2 = 4 -> 14; k=1 (2,3,4): 0+0+1 -> 21;
                                             // k=2 (3,4,5): 1+1+0 = 2 -> 0xffffffff + 2 = 1; k=3 (4,5,6): 5 -> 45
v_mqsad_u32_u8 v[4:7], v[8:9], 0, v[12:15]  // S1 = 0 masks every byte: D = S2
s_endpgm
// CHECK: regs.v0: 0xe{{( 0x0){63}$}}
// CHECK-NEXT: regs.v1: 0x15{{( 0x0){63}$}}
// CHECK: regs.v2: 0x1{{( 0x0){63}$}}
// CHECK-NEXT: regs.v3: 0x2d{{( 0x0){63}$}}
// CHECK-NEXT: regs.v4: 0xa{{( 0x0){63}$}}
// CHECK-NEXT: regs.v5: 0x14{{( 0x0){63}$}}
// CHECK-NEXT: regs.v6: 0xffffffff{{( 0x0){63}$}}
// CHECK-NEXT: regs.v7: 0x28{{( 0x0){63}$}}

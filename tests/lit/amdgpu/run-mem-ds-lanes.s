// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --state %S/Inputs/run-mem-ds-lanes.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// DS cross-lane and counter operations, wave32, EXEC = lanes 0..2 (docs/amdgpu-exec.md "DS lane operations").
// State: v0 = 10 11 12 13 14 15 16 17 0...; v4 = 4 12 255 0...; m0 = 0; v7 = 0x11112222; v8 = 0;
// v9 = 0xaabbccdd; v11 = 5; LDS dwords 0..4 = 0 7 0x12345678 0 3.
ds_swizzle_b32 v1, v0 offset:swizzle(QUAD_PERM,3,2,1,0)   // lane i reads lane 3-i of its quad:
                                                          // lane 0 <- lane 3 (inactive) 0, lane 1 <- 12, lane 2 <- 11
ds_swizzle_b32 v2, v0 offset:swizzle(BITMASK_PERM,"00001") // every lane reads lane 1: 11
ds_bpermute_b32 v3, v4, v0    // lane 0: 4/4 = lane 1 -> 11; lane 1: 12/4 = lane 3 inactive -> 0;
                              // lane 2: 255/4 = 63 mod 32 = lane 31, inactive -> 0
ds_permute_b32 v5, v4, v0     // lane 0 sends 10 to lane 1; lane 1 sends 11 to lane 3, lane 2 12 to
                              // lane 31 (both inactive, not written): lanes 0 1 2 = 0 10 0
ds_append v6 offset:4         // LDS[M0 + 4] = 7 for every active lane; becomes 7 + popcount(EXEC) = 10
ds_read_u16_d16_hi v7, v8 offset:8   // 0x5678 into bits 31:16, 0x2222 kept: 0x56782222
ds_write_b8_d16_hi v8, v9 offset:12  // byte 2 of 0xaabbccdd = 0xbb to LDS 12
ds_rsub_rtn_u32 v10, v8, v11 offset:16 // lane order: 5 - 3 = 2 (old 3), 5 - 2 = 3 (old 2), 5 - 3 = 2 (old 3)
s_endpgm

// CHECK: regs.v1: 0x0 0xc 0xb{{( 0x0){29}$}}
// CHECK: regs.v10: 0x3 0x2 0x3{{( 0x0){29}$}}
// CHECK: regs.v2: 0xb 0xb 0xb{{( 0x0){29}$}}
// CHECK-NEXT: regs.v3: 0xb 0x0 0x0{{( 0x0){29}$}}
// CHECK: regs.v5: 0x0 0xa 0x0{{( 0x0){29}$}}
// CHECK-NEXT: regs.v6: 0x7 0x7 0x7{{( 0x0){29}$}}
// CHECK-NEXT: regs.v7: 0x56782222 0x56782222 0x56782222{{( 0x11112222){29}$}}
// CHECK: memory lds 0x0 u32: 0x0 0xa 0x12345678 0xbb 0x2
// CHECK-NEXT: instructions: 9

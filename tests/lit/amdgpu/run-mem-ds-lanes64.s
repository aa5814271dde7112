// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mem-ds-lanes64.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// Wave64: ds_swizzle's bitmask mode works within groups of 32 lanes; bpermute wraps mod 64.
// State: v0 = 100 + lane; EXEC = lanes 0, 1, 32, 33, 63; v4 (byte addresses): lane 0 = 132,
// lane 1 = 264, lane 32 = 4, lane 33 = 248, lane 63 = 255.
ds_swizzle_b32 v1, v0 offset:swizzle(BITMASK_PERM,"0000i") // and = 1, or = 0, xor = 1: lane i of a
                                  // group of 32 reads j = (i & 1) ^ 1: lane 0 <- 1 (101), 1 <- 0 (100),
                                  // 32 <- 33 (133), 33 <- 32 (132), 63 (i = 31) <- 32 (132)
ds_swizzle_b32 v2, v0 offset:swizzle(QUAD_PERM,1,1,1,1)     // every lane reads lane 1 of its quad:
                                  // 0, 1 <- 101; 32, 33 <- 133; 63 <- 61 (inactive: 0)
ds_bpermute_b32 v3, v4, v0        // lane 0: 132/4 = 33 -> 133; lane 1: 264/4 = 66 mod 64 = 2 (inactive) 0;
                                  // lane 32: 1 -> 101; lane 33: 62 (inactive) 0; lane 63: 255/4 = 63 -> 163
ds_bpermute_b32 v5, v4, v0 offset:4 // the offset is added before /4: lane 0 -> 34 (inactive) 0,
                                  // lane 1: 67 mod 64 = 3 (inactive) 0; lane 32: 2 (inactive) 0;
                                  // lane 33: 63 -> 163; lane 63: 259/4 = 64 mod 64 = 0 -> 100
s_endpgm

// CHECK: regs.v1: 0x65 0x64{{( 0x0){30} }}0x85 0x84{{( 0x0){29} }}0x84
// CHECK-NEXT: regs.v2: 0x65 0x65{{( 0x0){30} }}0x85 0x85{{( 0x0){30}$}}
// CHECK-NEXT: regs.v3: 0x85 0x0{{( 0x0){30} }}0x65 0x0{{( 0x0){29} }}0xa3
// CHECK: regs.v5: 0x0 0x0{{( 0x0){30} }}0x0 0xa3{{( 0x0){29} }}0x64

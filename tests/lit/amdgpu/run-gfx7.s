// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-gfx7.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// GFX7 (wave64, EXEC = lane 0): SMRD offsets count dwords (immediate and literal), DS is
// limited by M0 (D-DS3), v_add_i32 writes a carry (D-I1). Expected values derived by hand.
// State: s[0:1] = 0x1000, s2 = 0xffffffff, v0 = 4; global 0x1000: 1 2, global 0x1400: 9.
s_mov_b32 m0, 8                  // LDS limit min(M0, lds_size) = 8
s_load_dword s4, s[0:1], 0x1     // 1 dword: 0x1004 -> 2
s_load_dword s5, s[0:1], 0x100   // literal 0x100 dwords = 0x400 bytes: 0x1400 -> 9
v_add_i32 v1, vcc, s2, v0        // 0xffffffff + 4 = 3, carry: vcc = 1
ds_write_b32 v0, v1              // offset 4: 4 + 4 <= 8
ds_write_b32 v0, v1 offset:8     // offset 12: out_of_bounds (dropped)
ds_read_b32 v2, v0 offset:4      // offset 8: 8 + 4 > 8: out_of_bounds, 0
ds_read_b32 v3, v0               // offset 4: 3
s_mov_b32 m0, -1                 // 0xffffffff: no limit beyond lds_size
ds_read_b32 v4, v0 offset:8      // offset 12: 0 (the write to 12 was dropped)
s_endpgm

// CHECK: regs.m0: 0xffffffff
// CHECK: regs.s4: 0x2
// CHECK-NEXT: regs.s5: 0x9
// CHECK: regs.v1: 0x3{{( 0x0){63}$}}
// CHECK-NEXT: regs.v2: 0x0{{( 0x0){63}$}}
// CHECK-NEXT: regs.v3: 0x3{{( 0x0){63}$}}
// CHECK-NEXT: regs.v4: 0x0{{( 0x0){63}$}}
// CHECK: regs.vcc: 0x0000000000000001
// CHECK-NEXT: fault pc=5 lane=0 kind=out_of_bounds address=0xc
// CHECK-NEXT: fault pc=6 lane=0 kind=out_of_bounds address=0x8
// CHECK-NEXT: instructions: 11

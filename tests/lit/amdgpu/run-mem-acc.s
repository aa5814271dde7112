// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-mem-acc.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// gfx90a AGPR data (the acc bit) in GLOBAL, DS and MUBUF, and the d16 halves of GLOBAL; EXEC = lane 0.
// State: s[4:5] = 0x1000; V# s[8:11] = base 0x1000, num_records 8; v0 = 0, v3 = 0, a2 = 0xcafe,
// v6 = 0x1234, v7 = 0x55556666; global 0x1000: 0x80112233 7 0 0; LDS dwords 0, 1 = 0 0x99.
global_load_dword a1, v0, s[4:5]              // a1 <- 0x80112233 (the VGPR file untouched)
global_store_dword v0, a2, s[4:5] offset:8    // 0x1008 <- 0xcafe from the AGPR
ds_write_b32 v3, a2                           // LDS 0 <- 0xcafe
ds_read_b32 a4, v3 offset:4                   // a4 <- 0x99
buffer_load_dword a5, off, s[8:11], 0 offset:4 // 4 + 4 <= 8 in range: a5 <- 7
global_load_short_d16_hi v6, v0, s[4:5] offset:2 // bytes 0x1002..3 = 0x8011 into bits 31:16: 0x80111234
global_load_sbyte_d16 v7, v0, s[4:5] offset:3    // 0x80 sign-extended to 16 bits 0xff80, 0x5555 kept
global_store_short_d16_hi v0, v6, s[4:5] offset:12 // 0x100c <- bits 31:16 of 0x80111234 = 0x8011
s_endpgm

// CHECK: regs.a1: 0x80112233{{( 0x0){63}$}}
// CHECK: regs.a4: 0x99{{( 0x0){63}$}}
// CHECK-NEXT: regs.a5: 0x7{{( 0x0){63}$}}
// CHECK: regs.v6: 0x80111234{{( 0x1234){63}$}}
// CHECK-NEXT: regs.v7: 0x5555ff80{{( 0x55556666){63}$}}
// CHECK: memory global 0x1000 u32: 0x80112233 0x7 0xcafe 0x8011
// CHECK-NEXT: memory lds 0x0 u32: 0xcafe 0x99
// CHECK-NEXT: instructions: 9

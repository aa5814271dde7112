// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-tbuf-gfx8.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx803 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Typed buffers on GFX8 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only (other lanes
// hold 0): d16 is unpacked (one 16-bit value per register, bits 31:16 zero), the range check counts
// bytes even with a stride. V# dword3 as on GFX9 (0x50fac: 8_8_8_8 UNORM, DST_SEL x y z w):
//   s[4:7] 0x1000, 64; s[8:11] 0x1000, 8, stride 4; s[12:15] 0x1100, 8.
// Global 0x1000: 0x018000ff (bytes ff 00 80 01), 0x742103c0, 0x11223344; 0x1100: 0xaaaaaaaa 0xaaaaaaaa.
// v1 = 0xffffffff, v4 = 0xffff3c00, v5 = 0xc000, v10 = 2.
buffer_load_format_d16_xyzw v[0:3], off, s[4:7], 0
// f16(1.0) = 0x3c00; 0 (bits 31:16 of v1 cleared); f16(128/255 = 1.0039 * 2^-1): mantissa
// 0.0039 * 1024 = 4.02 -> 0x3804; f16(1/255 = 1.0039 * 2^-8): exponent 7 -> 0x1c04
buffer_load_format_xy v[6:7], v10, s[8:11], 0 idxen
// byte offset 4 * 2 = 8, 8 + 4 > 8 bytes: out of range -> 0 0
tbuffer_store_format_d16_xy v[4:5], off, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT]
// the low halves 0x3c00 and 0xc000 stored as f16 (bits 31:16 ignored): 0xc0003c00
buffer_store_format_d16_x v4, off, s[12:15], 0 offset:4
// 8_8_8_8 unorm x only: f16 1.0 -> 255: byte 0x1104 = 0xff, the others kept: 0xaaaaaaff
s_endpgm
// CHECK: regs.v0: 0x3c00 0x0
// CHECK: regs.v1: 0x0 0x0
// CHECK: regs.v2: 0x3804 0x0
// CHECK: regs.v3: 0x1c04 0x0
// CHECK: regs.v6: 0x0 0x0
// CHECK: regs.v7: 0x0 0x0
// CHECK: memory global 0x1100 u32: 0xc0003c00 0xaaaaaaff
// CHECK-NOT: fault

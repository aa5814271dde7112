// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --mattr=+wavefrontsize64 --state %S/Inputs/run-tbuf-gfx10.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Typed buffers on GFX10 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only (other lanes
// hold 0). V# dword3 = DST_SEL (0xfac: x y z w) | unified FORMAT << 12 | OOB_SELECT << 28:
//   s[4:7]   0x1000, 64, 8_8_8_8_UNORM (56), OOB_SELECT 3 (raw)
//   s[8:11]  0x1000, 2 records, stride 4, 8_8_8_8_UNORM, OOB_SELECT 0 (index and offset in the stride)
//   s[12:15] 0x1100, 8, 8_8_8_8_UNORM, raw
// Global 0x1000: 0x018000ff (bytes ff 00 80 01), 0x742103c0, 0x11223344; 0x1100: 0xaaaaaaaa 0xaaaaaaaa.
// v5 = 0x12345678, v8 = 1.0, v9 = 0.5, v10 = 1.
buffer_load_format_xyzw v[0:3], off, s[4:7], 0
// 1.0, 0, 128/255 -> 0x3f008081, 1/255 -> 0x3b808081
buffer_load_format_d16_xyz v[4:5], off, s[4:7], 0
// packed: v4 = f16(0) << 16 | 0x3c00; v5 15:0 = f16(128/255) = 0x3804, 31:16 kept
tbuffer_load_format_x v6, off, s[4:7], 0 format:[BUF_FMT_32_FLOAT] offset:4
// the instruction's format: the dword as is
buffer_load_format_x v7, v10, s[8:11], 0 idxen
// index 1 < 2 and 0 + 4 <= stride: 0x1004's x byte 0xc0 = 192/255 -> 0x3f40c0c1
buffer_load_format_x v11, v10, s[8:11], 0 idxen offset:2
// 2 + 4 > stride 4: out of range -> 0
tbuffer_store_format_xy v[8:9], off, s[12:15], 0 format:[BUF_FMT_16_16_UNORM]
// 1.0 -> 0xffff, 0.5 * 65535 = 32767.5 -> 32768 (ties to even) = 0x8000: 0x8000ffff
s_endpgm
// CHECK: regs.v0: 0x3f800000 0x0
// CHECK: regs.v1: 0x0 0x0
// CHECK: regs.v11: 0x0 0x0
// CHECK: regs.v2: 0x3f008081 0x0
// CHECK: regs.v3: 0x3b808081 0x0
// CHECK: regs.v4: 0x3c00 0x0
// CHECK: regs.v5: 0x12343804 0x0
// CHECK: regs.v6: 0x742103c0 0x0
// CHECK: regs.v7: 0x3f40c0c1 0x0
// CHECK: memory global 0x1100 u32: 0x8000ffff 0xaaaaaaaa
// CHECK-NOT: fault

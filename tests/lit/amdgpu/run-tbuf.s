// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-tbuf.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Typed buffers on GFX9 (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only. V# dword3 =
// DST_SEL_X..W (bits 11:0; 0xfac = x y z w) | NUM_FORMAT << 12 | DATA_FORMAT << 15; stride 0:
//   s[4:7]   0x1000, 64 records, 8_8_8_8 UNORM    s[8:11]  0x1000, 64, 8_8_8_8 SNORM
//   s[12:15] 0x1000, 64, 10_11_11 FLOAT           s[16:19] 0x1000, 8, 8_8_8_8 UINT, DST_SEL z 1 0 x (0x80e)
//   s[20:23] 0x1100, 64, 8_8_8_8 UNORM            s[24:27] 0x1100, 64, 16_16 SNORM
//   s[28:31] 0x1100, 64, 16_16_16_16 FLOAT        s[32:35] 0x1100, 64, 10_11_11 FLOAT
//   s[36:39] 0x1000, 64, 16 SINT                  s[40:43] 0x1000, 64, 16 SSCALED
//   s[44:47] 0x1000, 64, 8 FLOAT (no such format: reads 0)
// Lane 0 only holds the VGPR values (other lanes 0). Global 0x1000: 0x018000ff (bytes ff 00 80 01), 0x742103c0 (10_11_11: x 0x3c0 = 1.0, y 0x420 = 3.0,
// z 0x1d0 = 0.75), 0xc0003c00 (f16 1.0, -2.0), 0x8000, 0xffff. Global 0x1100: 0 0 then 0xaaaaaaaa.

buffer_load_format_xyzw v[0:3], off, s[4:7], 0
// unorm: 0xff/255 = 1.0; 0; 128/255 = 0.50196078 -> 0x3f008081 (mantissa 2^23/255 = 32896.502 -> 32897);
// 1/255 -> 0x3b808081
buffer_load_format_xyzw v[20:23], off, s[8:11], 0
// snorm: -1/127 -> 0xbc010204; 0; -128/127 clamps to -1.0; 1/127 -> 0x3c010204
buffer_load_format_xyzw v[24:27], off, s[12:15], 0 offset:4
// 10_11_11 float: 1.0, 3.0, 0.75, and w (absent) reads 1.0
buffer_load_format_xyzw v[28:31], off, s[16:19], 0
// uint with DST_SEL z 1 0 x: 0x80, 1, 0, 0xff
buffer_load_format_xyzw v[32:35], off, s[16:19], 0 offset:6
// 6 + 4 > 8 records bytes: out of range as a whole -> 0 except SEL_1 -> 1
buffer_load_format_xyzw v[48:51], off, s[16:19], 0 offset:4
// 4 + 4 <= 8: bytes c0 03 21 74 -> z 0x21, 1, 0, x 0xc0
tbuffer_load_format_xy v[4:5], off, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offset:8
// the instruction's format: f16 1.0 -> 0x3f800000, f16 -2.0 -> 0xc0000000
buffer_load_format_x v6, off, s[36:39], 0 offset:12
// 16 sint 0x8000 -> -32768
buffer_load_format_x v7, off, s[40:43], 0 offset:16
// 16 sscaled 0xffff -> -1.0
buffer_load_format_xy v[8:9], off, s[44:47], 0
// 8 FLOAT is no format: 0 0
buffer_load_format_d16_xy v38, off, s[4:7], 0
// d16 packed: f16(1.0) = 0x3c00 in 15:0, f16(0) in 31:16
buffer_load_format_d16_xyz v[40:41], off, s[4:7], 0
// v40 = 0x00003c00; v41 15:0 = f16(128/255): 1.0039216 * 2^-1, 10-bit mantissa 4.016 -> 4 -> 0x3804;
// v41 31:16 kept (0x1234)
buffer_load_format_d16_hi_x v42, off, s[4:7], 0
// bits 31:16 = 0x3c00, 15:0 kept (0x5678)
buffer_load_format_d16_xyzw v[44:45], off, s[16:19], 0
// uint d16: 0x80 | 1 << 16, 0 | 0xff << 16
buffer_store_format_xyzw v[10:13], off, s[20:23], 0
// unorm 8: 0.5 * 255 = 127.5 -> 128 (ties to even), 1.5 clamps to 255, -0.25 to 0, NaN -> 0: 0x0000ff80
buffer_store_format_xy v[14:15], off, s[24:27], 0 offset:4
// snorm 16: -1.5 clamps to -1 -> -32767 = 0x8001; 0.5 * 32767 = 16383.5 -> 16384 = 0x4000: 0x40008001
buffer_store_format_xy v[16:17], off, s[28:31], 0 offset:8
// f16: 1.0 -> 0x3c00; 65520 is halfway between 65504 (odd mantissa) and 2^16 -> inf 0x7c00;
// only x and y are written: 0x110c keeps 0xaaaaaaaa
buffer_store_format_x v18, off, s[32:35], 0 offset:16
// 10_11_11 x only: 1.0234375 = 1 + 1.5 * 2^-6 -> mantissa 2 (ties to even) -> 0x3c2 into bits 10:0,
// bits 31:11 kept: 0xaaaaa800 | 0x3c2 = 0xaaaaabc2
tbuffer_store_format_d16_x v46, off, s[20:23], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_UNORM] offset:20
// f16 0.5 -> 127.5 -> 128: x byte only: 0xaaaaaa80
buffer_store_format_xyzw v[10:13], off, s[20:23], 0 offset:62
// 62 + 4 > 64: out of range, nothing stored (0x113e is not even allocated)
s_endpgm

// CHECK: regs.v0: 0x3f800000 0x0
// CHECK: regs.v1: 0x0 0x0
// CHECK: regs.v2: 0x3f008081 0x0
// CHECK: regs.v20: 0xbc010204 0x0
// CHECK: regs.v21: 0x0 0x0
// CHECK: regs.v22: 0xbf800000 0x0
// CHECK: regs.v23: 0x3c010204 0x0
// CHECK: regs.v24: 0x3f800000 0x0
// CHECK: regs.v25: 0x40400000 0x0
// CHECK: regs.v26: 0x3f400000 0x0
// CHECK: regs.v27: 0x3f800000 0x0
// CHECK: regs.v28: 0x80 0x0
// CHECK: regs.v29: 0x1 0x0
// CHECK: regs.v3: 0x3b808081 0x0
// CHECK: regs.v30: 0x0 0x0
// CHECK: regs.v31: 0xff 0x0
// CHECK: regs.v32: 0x0 0x0
// CHECK: regs.v33: 0x1 0x0
// CHECK: regs.v34: 0x0 0x0
// CHECK: regs.v35: 0x0 0x0
// CHECK: regs.v38: 0x3c00 0x0
// CHECK: regs.v4: 0x3f800000 0x0
// CHECK: regs.v40: 0x3c00 0x0
// CHECK: regs.v41: 0x12343804 0x0
// CHECK: regs.v42: 0x3c005678 0x0
// CHECK: regs.v44: 0x10080 0x0
// CHECK: regs.v45: 0xff0000 0x0
// CHECK: regs.v48: 0x21 0x0
// CHECK: regs.v49: 0x1 0x0
// CHECK: regs.v5: 0xc0000000 0x0
// CHECK: regs.v50: 0x0 0x0
// CHECK: regs.v51: 0xc0 0x0
// CHECK: regs.v6: 0xffff8000 0x0
// CHECK: regs.v7: 0xbf800000 0x0
// CHECK: regs.v8: 0x0 0x0
// CHECK: regs.v9: 0x0 0x0
// CHECK: memory global 0x1100 u32: 0xff80 0x40008001 0x7c003c00 0xaaaaaaaa 0xaaaaabc2 0xaaaaaa80
// CHECK-NOT: fault


// MTBUF formats as llvm-mc 14 reads them: before soffset `dfmt:D, nfmt:N` (either, both,
// any order, commas optional) on GFX7-GFX9 and `format:N` on GFX10; after soffset `format:`
// only. Bytes and messages from llvm-mc 14 (-mcpu=gfx900, gfx1010).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>%t9.err | FileCheck --check-prefix=GFX9 %s
// RUN: FileCheck --check-prefix=ERR9 %s < %t9.err
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx1010 --llvm-compat --show-encoding %s 2>%t10.err | FileCheck --check-prefix=GFX10 %s
// RUN: FileCheck --check-prefix=ERR10 %s < %t10.err

tbuffer_load_format_x v1, off, s[4:7], 0 format:22
// GFX9: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x80]
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x80]
tbuffer_load_format_x v1, off, s[4:7], dfmt:1 nfmt:2 s1
// GFX9: encoding: {{\[}}0x00,0x00,0x08,0xe9,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], dfmt:1, dfmt:2, s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:48: error: invalid operand for instruction
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], dfmt:1, nfmt:2, s1
// GFX9: encoding: {{\[}}0x00,0x00,0x08,0xe9,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], dfmt:16, s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: out of range dfmt
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], dfmt:3, s1
// GFX9: encoding: {{\[}}0x00,0x00,0x18,0xe8,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], format:128, s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: out of range format
tbuffer_load_format_x v1, off, s[4:7], format:22 s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x01]
tbuffer_load_format_x v1, off, s[4:7], format:22, 0
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x80]
tbuffer_load_format_x v1, off, s[4:7], format:22, s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x01]
tbuffer_load_format_x v1, off, s[4:7], format:22, s1 format:22
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:54: error: duplicate format
tbuffer_load_format_x v1, off, s[4:7], format:22, s1 offset:4 glc
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// GFX10: encoding: {{\[}}0x04,0x40,0xb0,0xe8,0x00,0x01,0x01,0x01]
tbuffer_load_format_x v1, off, s[4:7], format:[BUF_DATA_FORMAT_32], s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:47: error: expected absolute expression
tbuffer_load_format_x v1, off, s[4:7], format:[BUF_FMT_32_FLOAT], s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:47: error: expected absolute expression
tbuffer_load_format_x v1, off, s[4:7], nfmt:2, dfmt:1, s1
// GFX9: encoding: {{\[}}0x00,0x00,0x08,0xe9,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], nfmt:3, s1
// GFX9: encoding: {{\[}}0x00,0x00,0x88,0xe9,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], nfmt:8, s1
// ERR9: mtbuf-format.s:[[@LINE-1]]:40: error: out of range nfmt
// ERR10: mtbuf-format.s:[[@LINE-2]]:40: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:1
// ERR9: mtbuf-format.s:[[@LINE-1]]:43: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:43: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], s1 dfmt:1 nfmt:2
// ERR9: mtbuf-format.s:[[@LINE-1]]:43: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:43: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], s1 format:22
// GFX9: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x01]
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x01]
tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
// GFX9: encoding: {{\[}}0x00,0x00,0xa0,0xeb,0x00,0x01,0x01,0x01]
// GFX10: encoding: {{\[}}0x00,0x00,0xb0,0xe8,0x00,0x01,0x01,0x01]
tbuffer_load_format_x v1, off, s[4:7], s1 nfmt:2 dfmt:1
// ERR9: mtbuf-format.s:[[@LINE-1]]:43: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:43: error: not a valid operand.
tbuffer_load_format_x v1, off, s[4:7], s1 nfmt:7
// ERR9: mtbuf-format.s:[[@LINE-1]]:43: error: not a valid operand.
// ERR10: mtbuf-format.s:[[@LINE-2]]:43: error: not a valid operand.
tbuffer_store_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1 offset:4
// GFX9: encoding: {{\[}}0x04,0x00,0x7a,0xe9,0x00,0x01,0x01,0x01]
// ERR10: mtbuf-format.s:[[@LINE-2]]:41: error: not a valid operand.

// llvm-mc 14 rejects these; gpuisa must too: sendmsg fields that do not fit
// the message (validateSendMsg), a separator at the end of s_waitcnt, an
// early-clobber destination overlapping a source (v_mqsad_*, v_qsad_*); EXP operands.
// Accept/reject, bytes and messages: llvm-mc 14 (-arch=amdgcn -mcpu=gfx900).
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s 2>/dev/null | FileCheck %s
// RUN: %not %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR %s

s_sendmsg sendmsg(MSG_GS, GS_OP_NOP)
// ERR: rejects.s:[[@LINE-1]]:27: error: invalid operation id
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 0)
// CHECK: encoding: {{\[}}0x13,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
// CHECK: encoding: {{\[}}0x03,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
// ERR: rejects.s:[[@LINE-1]]:43: error: message operation does not support streams
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 4)
// ERR: rejects.s:[[@LINE-1]]:43: error: invalid message stream id
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3)
// CHECK: encoding: {{\[}}0x22,0x03,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS)
// ERR: rejects.s:[[@LINE-1]]:19: error: missing message operation
s_sendmsg sendmsg(MSG_SYSMSG, 0)
// ERR: rejects.s:[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, 5)
// ERR: rejects.s:[[@LINE-1]]:31: error: invalid operation id
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
// CHECK: encoding: {{\[}}0x2f,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)
// ERR: rejects.s:[[@LINE-1]]:49: error: message operation does not support streams
s_sendmsg sendmsg(MSG_INTERRUPT, 0)
// ERR: rejects.s:[[@LINE-1]]:34: error: message does not support operations
s_sendmsg sendmsg(MSG_INTERRUPT)
// CHECK: encoding: {{\[}}0x01,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_SAVEWAVE)
// CHECK: encoding: {{\[}}0x04,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_GET_DDID)
// ERR: rejects.s:[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)
// CHECK: encoding: {{\[}}0x08,0x00,0x90,0xbf]
s_sendmsg sendmsg(MSG_HALT_WAVES)
// CHECK: encoding: {{\[}}0x06,0x00,0x90,0xbf]
s_sendmsg sendmsg(16)
// ERR: rejects.s:[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(15, 8)
// ERR: rejects.s:[[@LINE-1]]:23: error: invalid operation id
s_sendmsg sendmsg(15, 7, 3)
// CHECK: encoding: {{\[}}0x7f,0x03,0x90,0xbf]
s_sendmsg sendmsg(2, 0, 4)
// ERR: rejects.s:[[@LINE-1]]:25: error: invalid message stream id
s_sendmsg sendmsg(1, 1, 1)
// CHECK: encoding: {{\[}}0x11,0x01,0x90,0xbf]
s_sendmsg sendmsg(MSG_GS, 4)
// ERR: rejects.s:[[@LINE-1]]:27: error: invalid operation id
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, -1)
// ERR: rejects.s:[[@LINE-1]]:38: error: invalid message stream id
s_sendmsg sendmsg(-1)
// ERR: rejects.s:[[@LINE-1]]:19: error: invalid message id
s_sendmsg sendmsg(2, GS_OP_CUT)
// CHECK: encoding: {{\[}}0x12,0x00,0x90,0xbf]
s_waitcnt vmcnt(0),
// ERR: rejects.s:[[@LINE-1]]:20: error: expected a counter name
s_waitcnt vmcnt(0) & lgkmcnt(0),
// ERR: rejects.s:[[@LINE-1]]:33: error: expected a counter name
s_waitcnt vmcnt(0) &
// ERR: rejects.s:[[@LINE-1]]:21: error: expected a counter name
s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK: encoding: {{\[}}0x70,0x00,0x8c,0xbf]
s_waitcnt vmcnt(0), lgkmcnt(0)
// CHECK: encoding: {{\[}}0x70,0x00,0x8c,0xbf]
s_waitcnt vmcnt(0) ,
// ERR: rejects.s:[[@LINE-1]]:21: error: expected a counter name
v_mqsad_pk_u16_u8 v[0:1], v[0:1], v1, v[2:3]
// ERR: rejects.s:[[@LINE-1]]:27: error: destination must be different than all sources
v_mqsad_pk_u16_u8 v[0:1], v[2:3], v1, v[0:1]
// ERR: rejects.s:[[@LINE-1]]:35: error: destination must be different than all sources
v_mqsad_pk_u16_u8 v[0:1], v[2:3], v0, v[4:5]
// ERR: rejects.s:[[@LINE-1]]:35: error: destination must be different than all sources
v_mqsad_pk_u16_u8 v[0:1], v[1:2], v4, v[4:5]
// ERR: rejects.s:[[@LINE-1]]:27: error: destination must be different than all sources
v_qsad_pk_u16_u8 v[0:1], v[0:1], v1, v[2:3]
// ERR: rejects.s:[[@LINE-1]]:26: error: destination must be different than all sources
v_mqsad_u32_u8 v[0:3], v[2:3], v1, v[4:7]
// ERR: rejects.s:[[@LINE-1]]:24: error: destination must be different than all sources
v_mqsad_u32_u8 v[0:3], v[4:5], v1, v[2:5]
// ERR: rejects.s:[[@LINE-1]]:32: error: destination must be different than all sources
v_mqsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]
// CHECK: encoding: {{\[}}0x00,0x00,0xe6,0xd1,0x02,0x09,0x1a,0x04]

// an op_sel list of more than four elements (llvm-mc 14 reads four; the fuzzer found a
// 33-element list shifting past 32 bits)
v_pk_add_f16 v0, v1, v2 op_sel:[0,0,0,0,0]
// ERR: rejects.s:[[@LINE-1]]:40: error: expected a closing square bracket
v_pk_add_f16 v0, v1, v2 op_sel:[0,0,0,1]
// CHECK: v_pk_add_f16 v0, v1, v2 op_sel:[0,0,0,1] ; encoding: [0x00,0x40,0x8f,0xd3,0x01,0x05,0x02,0x18]
s_mov_b64 s[0:1], 1.5
// ERR: rejects.s:[[@LINE-1]]:19: error: invalid operand for instruction

// EXP (llvm-mc 14's parseExpTgt and operand matching): target names that no target has
// (indices out of range, leading zeros, upper case, the printer's invalid_target_N), a
// non-name target, sources that are not one VGPR or off, too few or too many sources, the
// modifiers out of order (done, compr, vm in this order, once each) or in a source's place,
// modifiers of other families, a comma that ends the line after a modifier.
exp mrt8 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp param32 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp mrt01 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp invalid_target_10 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp MRT0 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp done v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid exp target
exp 0 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:5: error: invalid operand for instruction
exp mrt0 s0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:10: error: invalid operand for instruction
exp mrt0 v[0:1], v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:10: error: invalid operand for instruction
exp mrt0 v0, v1, v2
// ERR: rejects.s:[[@LINE-1]]:1: error: too few operands for instruction
exp mrt0 v0, v1, v2 done
// ERR: rejects.s:[[@LINE-1]]:21: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3, v4
// ERR: rejects.s:[[@LINE-1]]:26: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 vm done
// ERR: rejects.s:[[@LINE-1]]:28: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 vm compr
// ERR: rejects.s:[[@LINE-1]]:28: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 compr compr
// ERR: rejects.s:[[@LINE-1]]:31: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 glc
// ERR: rejects.s:[[@LINE-1]]:25: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 vm,
// ERR: rejects.s:[[@LINE-1]]:28: error: not a valid operand.
exp mrt0 vm, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:10: error: invalid operand for instruction
exp mrt0 v0, v1, v2, v3 off
// ERR: rejects.s:[[@LINE-1]]:25: error: invalid operand for instruction

// _e64 on a non-VALU mnemonic, _e32 on a VOP3-only row; clamp and noclamp share one slot;
// inst_offset outside FLAT, or with offset; offset errors point at the modifier (llvm-mc 14).
s_mov_b32_e64 s0, s1
// ERR: rejects.s:[[@LINE-1]]:1: error: e64 variant of this instruction is not supported
ds_read_b32_e64 v0, v1
// ERR: rejects.s:[[@LINE-1]]:1: error: e64 variant of this instruction is not supported
v_mad_f32_e32 v0, v1, v2, v3
// ERR: rejects.s:[[@LINE-1]]:1: error: e32 variant of this instruction is not supported
v_add_f32_e64 v0, v1, v2 clamp noclamp
// ERR: rejects.s:[[@LINE-1]]:32: error: invalid operand for instruction
s_add_u32 s0, s1, s2 noclamp
// ERR: rejects.s:[[@LINE-1]]:22: error: invalid operand for instruction
buffer_load_dword v1, off, s[4:7], s1 inst_offset:4
// ERR: rejects.s:[[@LINE-1]]:39: error: invalid operand for instruction
ds_read_b32 v0, v1 inst_offset:4
// ERR: rejects.s:[[@LINE-1]]:20: error: invalid operand for instruction
global_load_dword v1, v[2:3], off offset:4 inst_offset:4
// ERR: rejects.s:[[@LINE-1]]:44: error: invalid operand for instruction
global_load_dword v1, v[2:3], off inst_offset:100000
// ERR: rejects.s:[[@LINE-1]]:35: error: expected a 13-bit signed offset
ds_read_b32 v0, v1 offset:100000
// ERR: rejects.s:[[@LINE-1]]:20: error: invalid operand for instruction

// _e64 on a row without a VOP3 form (llvm-mc 14)
v_madmk_f32_e64 v0, v1, 0x1, v2
// ERR: rejects.s:[[@LINE-1]]:1: error: e64 variant of this instruction is not supported
// A character that starts no operand: llvm-mc 14's expression parser words it.
v_mov_b32 v0, )
// ERR: rejects.s:[[@LINE-1]]:15: error: unknown token in expression
v_mov_b32 v0, *
// ERR: rejects.s:[[@LINE-1]]:15: error: invalid token in expression
v_mov_b32 v0, ?
// ERR: rejects.s:[[@LINE-1]]:15: error: failed parsing operand.
v_mov_b32 v0, @
// ERR: rejects.s:[[@LINE-1]]:15: error: expected a symbol reference
v_mov_b32 v0, v1 #
// ERR: rejects.s:[[@LINE-1]]:18: error: unknown token in expression

// Where default mode and --llvm-compat differ (sdwa-dpp.s): llvm-mc 14 encodes
// -x of v_cndmask_b32's integer SDWA source as sext(x), and keeps the low
// four bits of a DPP mask.
v_cndmask_b32_sdwa v1, -v2, v3, vcc
// DEFAULT: sdwa-dpp-compat.s:[[@LINE-1]]:24: error: the SDWA sources of this instruction are integers
// COMPAT: encoding: [0xf9,0x06,0x02,0x00,0x02,0x16,0x0e,0x06]
v_mov_b32_dpp v1, v2 row_shl:1 row_mask:16
// DEFAULT: sdwa-dpp-compat.s:[[@LINE-1]]:41: error: invalid row_mask value
// COMPAT: encoding: [0xfa,0x02,0x02,0x7e,0x02,0x01,0x01,0x0f]

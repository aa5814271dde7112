// RUN: echo 's_getreg_b32 s0, hwreg(HW_REG_HW_ID)' > %t.hwid.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.hwid.s 2>&1 | FileCheck --check-prefix=HWID %s
// RUN: echo 's_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 1' > %t.denorm.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.denorm.s 2>&1 | FileCheck --check-prefix=DENORM %s
// RUN: echo 's_setreg_b32 hwreg(HW_REG_SH_MEM_BASES), s0' > %t.bases.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.bases.s 2>&1 | FileCheck --check-prefix=BASES %s
// RUN: echo 's_getreg_b32 s0, hwreg(15)' > %t.bases8.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx803 %t.bases8.s 2>&1 | FileCheck --check-prefix=BASES8 %s
// RUN: echo 's_denorm_mode 0x1' > %t.dm.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 %t.dm.s 2>&1 | FileCheck --check-prefix=DM %s
// RUN: echo 's_round_mode 0x1' > %t.rm.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 %t.rm.s 2>&1 | FileCheck --check-prefix=RM %s
// RUN: echo 'v_mad_u64_u32 v[0:1], vcc, v1, v2, v[2:3] clamp' > %t.clamp.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.clamp.s 2>&1 | FileCheck --check-prefix=CLAMP %s
// RUN: echo 'v_movrels_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf' > %t.dpp.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 %t.dpp.s 2>&1 | FileCheck --check-prefix=DPP %s
// RUN: printf 's_set_gpr_idx_on 0, gpr_idx(SRC0)\ns_branch 0\ns_set_gpr_idx_off\n' > %t.gbr.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.gbr.s 2>&1 | FileCheck --check-prefix=GBR %s
// RUN: printf 's_set_gpr_idx_on 0, gpr_idx(SRC0)\nv_mov_b32 v0, v1\n' > %t.gend.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.gend.s 2>&1 | FileCheck --check-prefix=GEND %s
// RUN: printf 's_mov_b32 s0, 250\ns_set_gpr_idx_on s0, gpr_idx(DST)\nv_mov_b32 v10, 0\ns_set_gpr_idx_off\n' > %t.gpast.s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.gpast.s 2>&1 | FileCheck --check-prefix=GPAST %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 %t.hwid.s > /dev/null 2>&1; test $? -eq 1
// The forms of exec_iops.c's instructions that are not modelled stop the run with an error
// naming them (exit 1): hardware registers other than MODE, TRAPSTS and (GFX9+, read-only)
// SH_MEM_BASES; a MODE change of the float fields (bits 9:0) to a mode the float operations do
// not implement (only f32 denormals flushed or kept: run-fp-denorm.s), by s_setreg or GFX10's
// s_denorm_mode/s_round_mode;
// integer clamp without a saturating form; the M0-relative moves in DPP form; in GFX9's VGPR index
// mode a branch in the region, a region without s_set_gpr_idx_off, an indexed VGPR past v255.
// HWID: instruction 0: s_getreg_b32 reading hardware register 4 is not modelled
// DENORM: instruction 0: s_setreg_imm32_b32: this float mode (MODE 0x3c0 -> 0x3d0) is not modelled
// BASES: instruction 0: s_setreg_b32 writing hardware register 15 is not modelled
// BASES8: instruction 0: s_getreg_b32 reading hardware register 15 is not modelled
// DM: instruction 0: s_denorm_mode: this float mode (MODE 0x3c0 -> 0x310) is not modelled
// RM: instruction 0: s_round_mode: this float mode (MODE 0x3c0 -> 0x3c1) is not modelled
// CLAMP: instruction 0: v_mad_u64_u32 with clamp or omod is not modelled
// DPP: instruction 0: v_movrels_b32 in its DPP form is not modelled
// GBR: instruction 1: s_branch between s_set_gpr_idx_on and s_set_gpr_idx_off is not modelled
// GEND: instruction 0: s_set_gpr_idx_on without s_set_gpr_idx_off is not modelled
// GPAST: instruction 2: v_mov_b32: an indexed VGPR past v255 is not modelled

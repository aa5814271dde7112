// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx90a %s 2>&1 | FileCheck --check-prefix=CBSZ %s
// RUN: sed 's/^v_mfma.*/v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[0:15] cbsz:3/' %s | %not %gpuisa run --isa=amdgpu --mcpu=gfx90a - 2>&1 | FileCheck --check-prefix=CBSZ4 %s
// RUN: sed 's/^v_mfma.*/v_mfma_f64_4x4x4f64 a[0:1], v[0:1], v[2:3], a[0:1] blgp:1/' %s | %not %gpuisa run --isa=amdgpu --mcpu=gfx90a - 2>&1 | FileCheck --check-prefix=F64 %s
// RUN: sed 's/^v_mfma.*/v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]/; s/^s_mov_b64 exec, -1/s_mov_b64 exec, 1/' %s | %not %gpuisa run --isa=amdgpu --mcpu=gfx90a - 2>&1 | FileCheck --check-prefix=EXEC %s
// Matrix forms that stay unmodelled stop the run with an error naming them (D-MF3, D-MF6): a
// CBSZ larger than log2 of the blocks (none for a one-block shape, at most 2 for four blocks),
// BLGP on f64 (gfx90a has none there; gfx940 reads the bits as negations), and a partial EXEC.
s_mov_b64 exec, -1
v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15] cbsz:1
s_endpgm
// CBSZ: instruction 1: v_mfma_f32_32x32x2f32 cbsz:1 is not modelled
// CBSZ4: instruction 1: v_mfma_f32_16x16x1f32 cbsz:3 is not modelled
// F64: instruction 1: v_mfma_f64_4x4x4f64 blgp:1 is not modelled (gfx90a f64: no BLGP)
// EXEC: instruction 1: v_mfma_f32_4x4x1f32 with inactive lanes is not modelled (EXEC must hold all 64 lanes)

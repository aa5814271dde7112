/* GFX9/GFX10 scalar scratch loads and stores s_scratch_load/store_dword{,x2,x4}
 * (amdgpu/exec/exec_sscratch.c, docs/amdgpu-exec.md D-SS1). */
#ifndef GI_AMDGPU_EXEC_SSCRATCH_H
#define GI_AMDGPU_EXEC_SSCRATCH_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_sscratch_sems[];

#endif

/* The GFX7-GFX9 fork/join branch stack: s_cbranch_g_fork, s_cbranch_i_fork,
 * s_cbranch_join (amdgpu/exec/exec_fork.c, docs/amdgpu-exec.md D-BR1). */
#ifndef GI_AMDGPU_EXEC_FORK_H
#define GI_AMDGPU_EXEC_FORK_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_fork_sems[];

#endif

/* AMDGPU execution: buffer_store_lds_dword (GFX8/GFX9), a dword of LDS per lane
 * stored through a buffer resource (docs/amdgpu-exec.md D-B5). */
#ifndef GI_AMDGPU_EXEC_BUFLDS_H
#define GI_AMDGPU_EXEC_BUFLDS_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_buflds_sems[];

#endif

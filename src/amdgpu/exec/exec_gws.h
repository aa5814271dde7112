/* Global wave sync instructions: ds_gws_init, ds_gws_barrier and the
 * ds_gws_sema_* semaphores (amdgpu/exec/exec_gws.c, docs/amdgpu-exec.md
 * "Global wave sync"). */
#ifndef GI_AMDGPU_EXEC_GWS_H
#define GI_AMDGPU_EXEC_GWS_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_gws_sems[];
/* Is h the handler of a GWS instruction (which always sets the gds bit)? */
bool amd_gws_handler(amd_xh h);

#endif

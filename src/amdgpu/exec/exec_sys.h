/* System, debug and trap-return instructions of the scalar unit
 * (amdgpu/exec/exec_sys.c). */
#ifndef GI_AMDGPU_EXEC_SYS_H
#define GI_AMDGPU_EXEC_SYS_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_sys_sems[];

#endif

/* VALU rows with a destination wider than 64 bits (amdgpu/exec/exec_vwide.c). */
#ifndef GI_AMDGPU_EXEC_VWIDE_H
#define GI_AMDGPU_EXEC_VWIDE_H
#include "amdgpu/exec/exec_int.h"

/* v_msad_u8 of the manuals: acc + the sum over the bytes i of ref whose
 * value is not 0 of |src byte i - ref byte i| (32-bit wrap). */
uint32_t amd_msad_u8(uint32_t src, uint32_t ref, uint32_t acc);

extern const amd_sem amd_vwide_sems[];

#endif

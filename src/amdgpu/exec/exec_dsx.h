/* The less common DS forms (amdgpu/exec/exec_dsx.c): src2 reductions, the
 * two-address and conditional exchanges, the lane-addressed load and store. */
#ifndef GI_AMDGPU_EXEC_DSX_H
#define GI_AMDGPU_EXEC_DSX_H
#include "amdgpu/exec/exec_int.h"
#include "amdgpu/exec/exec_iops.h"

/* The second address of a src2 form with address a, offset field offset
 * ({offset1, offset0}) and element bytes eb. */
uint32_t amd_ds_src2_addr(uint32_t a, uint32_t offset, unsigned eb);

extern const amd_sem amd_dsx_sems[];

#endif

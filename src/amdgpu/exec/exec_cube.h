/* Cube-map and lighting value operations (amdgpu/exec/exec_cube.c). */
#ifndef GI_AMDGPU_EXEC_CUBE_H
#define GI_AMDGPU_EXEC_CUBE_H
#include "amdgpu/exec/exec_ops.h"

uint64_t amd_op_cubeid_f32(amd_io *io);
uint64_t amd_op_cubesc_f32(amd_io *io);
uint64_t amd_op_cubetc_f32(amd_io *io);
uint64_t amd_op_cubema_f32(amd_io *io);
uint64_t amd_op_mullit_f32(amd_io *io);

#endif

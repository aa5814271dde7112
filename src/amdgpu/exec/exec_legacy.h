/* Legacy transcendental and lookup VALU operations (amdgpu/exec/exec_legacy.c):
 * v_exp_legacy_f32, v_log_legacy_f32 (D-T6) and v_screen_partition_4se_b32
 * (D-T21). */
#ifndef GI_AMDGPU_EXEC_LEGACY_H
#define GI_AMDGPU_EXEC_LEGACY_H
#include "amdgpu/exec/exec_int.h"

uint64_t amd_op_exp_legacy_f32(amd_io *io);
uint64_t amd_op_log_legacy_f32(amd_io *io);
uint64_t amd_op_rcp_legacy_f32(amd_io *io);   /* D-T22 */
uint64_t amd_op_rsq_legacy_f32(amd_io *io);   /* D-T22 */
uint64_t amd_op_screen_partition_4se(amd_io *io);

extern const amd_sem amd_legacy_sems[];

#endif

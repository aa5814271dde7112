#include "amdgpu/insts.h"
const amd_inst amd_insts_valu[] = {
    {"v_mov_b32", AMD_VOP1, "vdst:b32 src:b32", {1, 1, 1, 1, 1}, 0},
    {"v_add_f32", AMD_VOP2, "vdst:f32 src:f32 vsrc:f32", {3, 1, 1, 1, 3}, 0},
};
const unsigned amd_insts_valu_count = sizeof amd_insts_valu / sizeof amd_insts_valu[0];

#include "amdgpu/insts.h"
const amd_inst amd_insts_salu[] = {
    {"s_mov_b32", AMD_SOP1, "sdst:b32 src:b32", {3, 0, 0, 0, 3}, 0},
    {"s_add_u32", AMD_SOP2, "sdst:u32 src:u32 src:u32", {0, 0, 0, 0, 0}, 0},
    {"s_branch", AMD_SOPP, "label", {2, 2, 2, 2, 2}, 0},
};
const unsigned amd_insts_salu_count = sizeof amd_insts_salu / sizeof amd_insts_salu[0];

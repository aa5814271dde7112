#include "amdgpu/insts.h"
const amd_inst amd_insts_mem[] = {
    {"s_load_dword", AMD_SMEM, "sdst:b32", {0, 0, 0, 0, 0}, 0},
};
const unsigned amd_insts_mem_count = sizeof amd_insts_mem / sizeof amd_insts_mem[0];

/* SOPP/SOPK symbolic operands (see symbolic.h); the names and fields of
 * llvm-mc 14 (AMDGPUAsmUtils and the ISA manuals). */
#include "amdgpu/symbolic.h"

const amd_waitcnt_field amd_waitcnt_fields[3] = {
    {"vmcnt", {0, 0, 0, 0}, {4, 4, 6, 6}},
    {"expcnt", {4, 4, 4, 4}, {3, 3, 3, 3}},
    {"lgkmcnt", {8, 8, 8, 8}, {4, 4, 4, 6}},
};

uint32_t amd_waitcnt_place(int field, amd_gen g, uint32_t v)
{
    if (field == 0 && g >= AMD_GFX9) return (v & 0xf) | ((v >> 4) & 3) << 14;
    return v << amd_waitcnt_fields[field].shift[g];
}

uint32_t amd_waitcnt_max(int field, amd_gen g)
{
    return (1u << amd_waitcnt_fields[field].width[g]) - 1;
}

uint32_t amd_waitcnt_get(int field, amd_gen g, uint32_t imm)
{
    if (field == 0 && g >= AMD_GFX9) return (imm & 0xf) | (imm >> 14 & 3) << 4;
    return imm >> amd_waitcnt_fields[field].shift[g] & amd_waitcnt_max(field, g);
}

/* HW_ID is split into HW_ID1/HW_ID2 on GFX10; the trap base/memory names from GFX10 */
const amd_hwreg_name amd_hwregs[] = {
    {"HW_REG_MODE", 1, AMD_GFX7, AMD_GFX10}, {"HW_REG_STATUS", 2, AMD_GFX7, AMD_GFX10},
    {"HW_REG_TRAPSTS", 3, AMD_GFX7, AMD_GFX10}, {"HW_REG_HW_ID", 4, AMD_GFX7, AMD_GFX9},
    {"HW_REG_GPR_ALLOC", 5, AMD_GFX7, AMD_GFX10}, {"HW_REG_LDS_ALLOC", 6, AMD_GFX7, AMD_GFX10},
    {"HW_REG_IB_STS", 7, AMD_GFX7, AMD_GFX10}, {"HW_REG_SH_MEM_BASES", 15, AMD_GFX9, AMD_GFX10},
    {"HW_REG_TBA_LO", 16, AMD_GFX10, AMD_GFX10}, {"HW_REG_TBA_HI", 17, AMD_GFX10, AMD_GFX10},
    {"HW_REG_TMA_LO", 18, AMD_GFX10, AMD_GFX10}, {"HW_REG_TMA_HI", 19, AMD_GFX10, AMD_GFX10},
    {"HW_REG_FLAT_SCR_LO", 20, AMD_GFX10, AMD_GFX10}, {"HW_REG_FLAT_SCR_HI", 21, AMD_GFX10, AMD_GFX10},
    {"HW_REG_XNACK_MASK", 22, AMD_GFX10, AMD_GFX10}, {"HW_REG_HW_ID1", 23, AMD_GFX10, AMD_GFX10},
    {"HW_REG_HW_ID2", 24, AMD_GFX10, AMD_GFX10}, {"HW_REG_POPS_PACKER", 25, AMD_GFX10, AMD_GFX10},
};
const unsigned amd_nhwregs = sizeof amd_hwregs / sizeof amd_hwregs[0];

const char *amd_hwreg_name_of(int id, amd_gen g)
{
    for (unsigned i = 0; i < amd_nhwregs; i++)
        if (amd_hwregs[i].id == id && g >= amd_hwregs[i].min && g <= amd_hwregs[i].max) return amd_hwregs[i].name;
    return 0;
}

const amd_msg_name amd_sendmsgs[] = {
    {"MSG_INTERRUPT", 1, AMD_GFX7, AMD_GFX10},        {"MSG_GS", 2, AMD_GFX7, AMD_GFX10},
    {"MSG_GS_DONE", 3, AMD_GFX7, AMD_GFX10},          {"MSG_SAVEWAVE", 4, AMD_GFX8, AMD_GFX10},
    {"MSG_STALL_WAVE_GEN", 5, AMD_GFX9, AMD_GFX10},   {"MSG_HALT_WAVES", 6, AMD_GFX9, AMD_GFX10},
    {"MSG_ORDERED_PS_DONE", 7, AMD_GFX9, AMD_GFX10},  {"MSG_EARLY_PRIM_DEALLOC", 8, AMD_GFX9, AMD_GFX9},
    {"MSG_GS_ALLOC_REQ", 9, AMD_GFX9, AMD_GFX10},     {"MSG_GET_DOORBELL", 10, AMD_GFX9, AMD_GFX10},
    {"MSG_GET_DDID", 11, AMD_GFX10, AMD_GFX10},       {"MSG_SYSMSG", 15, AMD_GFX7, AMD_GFX10},
};
const unsigned amd_nsendmsgs = sizeof amd_sendmsgs / sizeof amd_sendmsgs[0];

const amd_msgop_name amd_msgops[] = {
    {"GS_OP_NOP", 0, AMD_MSGOPS_GS}, {"GS_OP_CUT", 1, AMD_MSGOPS_GS}, {"GS_OP_EMIT", 2, AMD_MSGOPS_GS},
    {"GS_OP_EMIT_CUT", 3, AMD_MSGOPS_GS}, {"SYSMSG_OP_ECC_ERR_INTERRUPT", 1, AMD_MSGOPS_SYS},
    {"SYSMSG_OP_REG_RD", 2, AMD_MSGOPS_SYS}, {"SYSMSG_OP_HOST_TRAP_ACK", 3, AMD_MSGOPS_SYS},
    {"SYSMSG_OP_TTRACE_PC", 4, AMD_MSGOPS_SYS},
};
const unsigned amd_nmsgops = sizeof amd_msgops / sizeof amd_msgops[0];

int amd_msg_ops(int64_t id)
{
    return id == 2 || id == 3 ? AMD_MSGOPS_GS : id == 15 ? AMD_MSGOPS_SYS : AMD_MSGOPS_NONE;
}

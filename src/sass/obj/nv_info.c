/* EIATTR names of `.nv.info` records by attribute id (the second byte of a
 * record). Names as CuAssembler's CuNVInfo.py and NVIDIA's tools use them;
 * an id without a name is written EIATTR_0xNN. */
#include "sass/obj/cubin.h"
#include <string.h>

static const struct { unsigned char id; const char *name; } eiattrs[] = {
    {0x04, "EIATTR_CTAIDZ_USED"}, {0x05, "EIATTR_MAX_THREADS"}, {0x0a, "EIATTR_PARAM_CBANK"},
    {0x0f, "EIATTR_EXTERNS"}, {0x10, "EIATTR_REQNTID"}, {0x11, "EIATTR_FRAME_SIZE"},
    {0x12, "EIATTR_MIN_STACK_SIZE"}, {0x15, "EIATTR_BINDLESS_TEXTURE_BANK"},
    {0x16, "EIATTR_BINDLESS_SURFACE_BANK"}, {0x17, "EIATTR_KPARAM_INFO"}, {0x19, "EIATTR_CBANK_PARAM_SIZE"},
    {0x1b, "EIATTR_MAXREG_COUNT"}, {0x1c, "EIATTR_EXIT_INSTR_OFFSETS"}, {0x1d, "EIATTR_S2RCTAID_INSTR_OFFSETS"},
    {0x1e, "EIATTR_CRS_STACK_SIZE"}, {0x1f, "EIATTR_NEED_CNP_WRAPPER"}, {0x20, "EIATTR_NEED_CNP_PATCH"},
    {0x21, "EIATTR_EXPLICIT_CACHING"}, {0x23, "EIATTR_MAX_STACK_SIZE"},
    {0x25, "EIATTR_LD_CACHEMOD_INSTR_OFFSETS"}, {0x27, "EIATTR_ATOM_SYS_INSTR_OFFSETS"},
    {0x28, "EIATTR_COOP_GROUP_INSTR_OFFSETS"}, {0x2a, "EIATTR_SW1850030_WAR"}, {0x2b, "EIATTR_WMMA_USED"},
    {0x2e, "EIATTR_ATOM16_EMUL_INSTR_REG_MAP"}, {0x2f, "EIATTR_REGCOUNT"}, {0x30, "EIATTR_SW2393858_WAR"},
    {0x31, "EIATTR_INT_WARP_WIDE_INSTR_OFFSETS"}, {0x34, "EIATTR_INDIRECT_BRANCH_TARGETS"},
    {0x35, "EIATTR_SW2861232_WAR"}, {0x36, "EIATTR_SW_WAR"}, {0x37, "EIATTR_CUDA_API_VERSION"},
};

const char *cubin_eiattr_name(unsigned id)
{
    for (size_t i = 0; i < sizeof eiattrs / sizeof eiattrs[0]; i++)
        if (eiattrs[i].id == id) return eiattrs[i].name;
    return NULL;
}

int cubin_eiattr_id(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof eiattrs / sizeof eiattrs[0]; i++)
        if (strlen(eiattrs[i].name) == len && !memcmp(eiattrs[i].name, name, len)) return eiattrs[i].id;
    return -1;
}

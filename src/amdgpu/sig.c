/* Operand-signature strings of the instruction table and type facts. */
#include "amdgpu/insts.h"
#include "core/util.h"
#include <string.h>

/* Indexed by amd_type: type facts are one load on the encoder's hot path
 * (insts.h inlines the look-ups); AT_NONE reads as 32 bits. */
const amd_type_desc amd_types[AMD_NTYPES] = {
    [AT_NONE] = {NULL, 32, 0, 0},
    [AT_B16] = {"b16", 16, 0, 0},
    [AT_I16] = {"i16", 16, 0, 1},
    [AT_U16] = {"u16", 16, 0, 0},
    [AT_F16] = {"f16", 16, 1, 1},
    [AT_B32] = {"b32", 32, 0, 0},
    [AT_I32] = {"i32", 32, 0, 1},
    [AT_U32] = {"u32", 32, 0, 0},
    [AT_F32] = {"f32", 32, 1, 1},
    [AT_B64] = {"b64", 64, 0, 0},
    [AT_I64] = {"i64", 64, 0, 1},
    [AT_U64] = {"u64", 64, 0, 0},
    [AT_F64] = {"f64", 64, 1, 1},
    [AT_B96] = {"b96", 96, 0, 0},
    [AT_B128] = {"b128", 128, 0, 0},
    [AT_B160] = {"b160", 160, 0, 0},
    [AT_B192] = {"b192", 192, 0, 0},
    [AT_B256] = {"b256", 256, 0, 0},
    [AT_B512] = {"b512", 512, 0, 0},
    [AT_B1024] = {"b1024", 1024, 0, 0},
    [AT_V2F16] = {"v2f16", 32, 1, 1},
    [AT_V2I16] = {"v2i16", 32, 0, 1},
    [AT_V2F32] = {"v2f32", 64, 1, 1},
    [AT_V2B32] = {"v2b32", 64, 0, 0},
};

static const struct { const char *name; amd_opk k; } kinds[] = {
    {"vdst", AK_VDST}, {"sdst", AK_SDST}, {"cdst", AK_CDST}, {"adst", AK_ADST},
    {"src", AK_SRC}, {"vsrc", AK_VSRC}, {"vgpr", AK_VGPR}, {"sreg", AK_SREG}, {"ssrc", AK_SSRC}, {"csrc", AK_CSRC},
    {"kimm", AK_KIMM}, {"asrc", AK_ASRC}, {"mdst", AK_MDST}, {"msrc", AK_MSRC}, {"macc", AK_MACC}, {"attr", AK_ATTR}, {"islot", AK_ISLOT},
    {"simm16", AK_SIMM16}, {"uimm16", AK_UIMM16},
    {"label", AK_LABEL}, {"waitcnt", AK_WAITCNT}, {"hwreg", AK_HWREG}, {"sendmsg", AK_SENDMSG}, {"gpridx", AK_GPRIDX},
    {"sbase", AK_SBASE}, {"sbuf", AK_SBUF}, {"soff", AK_SOFF}, {"vaddr", AK_VADDR},
    {"faddr", AK_FADDR}, {"saddr", AK_SADDR}, {"baddr", AK_BADDR}, {"srsrc", AK_SRSRC},
    {"soffset", AK_SOFFSET}, {"idata", AK_IDATA}, {"iaddr", AK_IADDR}, {"irsrc", AK_IRSRC},
    {"ssamp", AK_SSAMP}, {"etgt", AK_ETGT}, {"esrc", AK_ESRC},
};

int amd_type_is_packed(amd_type t)
{
    return t == AT_V2F16 || t == AT_V2I16;
}

int amd_sig_parse(const char *s, amd_sig *out)
{
    memset(out, 0, sizeof *out);
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        const char *e = s;
        while (*e && *e != ' ' && *e != ':') e++;
        size_t n = (size_t)(e - s);
        int k = -1;
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            if (gi_eq(s, n, kinds[i].name)) k = (int)kinds[i].k;
        if (gi_eq(s, n, "vreg") && out->n < AMD_MAX_OPS) k = AK_VGPR, out->vreg |= (uint8_t)(1u << out->n);
        if (k < 0 || out->n >= AMD_MAX_OPS) return -1;
        amd_type t = AT_NONE;
        if (*e == ':') {
            const char *ts = e + 1;
            e = ts;
            while (*e && *e != ' ') e++;
            size_t tn = (size_t)(e - ts);
            int found = 0;
            for (size_t i = 0; i < AMD_NTYPES; i++)
                if (amd_types[i].name && gi_eq(ts, tn, amd_types[i].name)) { t = (amd_type)i; found = 1; }
            if (!found) return -1;
        }
        out->kind[out->n] = (uint8_t)k;
        out->type[out->n] = (uint8_t)t;
        out->n++;
        s = e;
    }
    return 0;
}

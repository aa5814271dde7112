/* The AMDGPU disassembler behind the module seam: decode (decode.c), then
 * print (print.c); what either refuses is data for the caller. */
#include "amdgpu/dis/print.h"

size_t amd_disassemble(const amd_ctx *c, const uint8_t *b, size_t avail, gi_str *o)
{
    amd_dinst d;
    char why[128];
    if (!c->dec || amd_decode(c->dec, b, avail, &d, why, sizeof why) != 0) return 0;
    size_t mark = o->len;
    if (!amd_print_inst(c, &d, o)) {
        o->len = mark;
        if (o->s) o->s[mark] = 0;
        return 0;
    }
    return d.size;
}

size_t gi_amdgpu_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out)
{
    if (off >= size) return 0;
    return amd_disassemble(ictx, code + off, size - off, out);
}

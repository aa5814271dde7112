/* SASS disassembly behind the module seam: Maxwell code comes in 32-byte
 * groups, a control word (three 21-bit scheduling fields) and three
 * instructions. Lines in the nvdisasm/cuobjdump form. */
#include "sass/sass.h"
#include "core/util.h"
#include "exec/mem.h"

size_t gi_sass_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out);

size_t gi_sass_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out)
{
    (void)ictx;
    if (off + 8 > size) return 0;
    uint64_t word = gi_le_load(code + off, 8);
    size_t slot = off % 32 / 8;
    if (slot == 0) {
        gi_str_addf(out, "                                                      /* 0x%016llx */", (unsigned long long)word);
        return 8;
    }
    uint32_t sched[3];
    sass_ctrl_unpack(gi_le_load(code + (off - slot * 8), 8), sched);
    sass_inst in;
    if (!sass_decode(word, sched[slot - 1], &in)) return 0;
    char buf[256];
    sass_print(&in, off, buf, sizeof buf);
    gi_str_addf(out, "        /*%04llx*/                   %s ;", (unsigned long long)off, buf);
    size_t pad = out->len;
    (void)pad;
    gi_str_addf(out, " /* 0x%016llx */", (unsigned long long)word);
    return 8;
}

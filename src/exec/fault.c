/* Fault list (see fault.h). */
#include "exec/fault.h"
#include <stdlib.h>

int gi_faults_add(gi_faults *fl, gi_mem *mem, uint64_t pc, int lane, const char *kind, uint64_t address)
{
    if (fl->n == fl->cap) {
        size_t c = fl->cap ? fl->cap * 2 : 16;
        uint64_t more = (uint64_t)(c - fl->cap) * sizeof *fl->f;
        if (more > mem->limit || mem->used > mem->limit - more) return GI_MEM_NOMEM;
        gi_fault *f = realloc(fl->f, c * sizeof *f);
        if (!f) return GI_MEM_NOMEM;
        mem->used += more;
        fl->f = f;
        fl->cap = c;
    }
    fl->f[fl->n++] = (gi_fault){pc, lane, kind, address};
    return GI_MEM_OK;
}

void gi_faults_clear(gi_faults *fl, gi_mem *mem)
{
    (void)mem;
    fl->n = 0;
}

void gi_faults_free(gi_faults *fl, gi_mem *mem)
{
    mem->used -= (uint64_t)fl->cap * sizeof *fl->f;
    free(fl->f);
    fl->f = NULL;
    fl->n = fl->cap = 0;
}

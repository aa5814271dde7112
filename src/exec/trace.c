/* The --trace line of one guest memory access (format in docs/execution.md):
 *   mem PC LANE r|w SPACE 0xADDRESS SIZE VALUE
 * VALUE is "0x" + the accessed bytes as a little-endian number (2*SIZE hex
 * digits, most significant first), or "unmapped" / "nomem" / "badarg" when
 * the access failed. SPACE is global, shared, local or const. */
#include "gpuisa/run.h"
#include <stdio.h>

void gi_trace_hook(void *user, const gi_mem_access *a)
{
    static const char *const spaces[] = {"global", "shared", "local", "const"};
    static const char *const status[] = {"ok", "unmapped", "nomem", "badarg"};
    FILE *f = user;
    fprintf(f, "mem %llu %d %c %s 0x%016llx %zu ", (unsigned long long)a->pc, a->lane, a->write ? 'w' : 'r',
            (unsigned)a->space < 4 ? spaces[a->space] : "?", (unsigned long long)a->address, a->size);
    if (a->status == GI_MEM_OK && a->value) {
        fputs("0x", f);
        for (size_t i = a->size; i-- > 0;) fprintf(f, "%02x", a->value[i]);
        fputc('\n', f);
    } else {
        fprintf(f, "%s\n", (unsigned)a->status < 4 ? status[a->status] : "?");
    }
}

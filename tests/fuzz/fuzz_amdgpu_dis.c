/* libFuzzer target: arbitrary bytes through the AMDGPU disassembler on every
 * target (the first byte picks it, and wave64 on gfx1010). Every offset is
 * disassembled as gpuisa dis walks a file: an instruction's size, or a data
 * word. Any crash or sanitizer report is a bug; the printed text must be
 * NUL-terminated and a decoded size must stay inside the input. */
#include <gpuisa/gpuisa.h>
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static const char *const cpus[] = {"gfx700", "gfx701", "gfx801", "gfx803", "gfx900",
                                   "gfx906", "gfx908", "gfx90a", "gfx1010", "gfx1010"};
enum { NCPU = sizeof cpus / sizeof cpus[0] };
static gi_ctx *contexts[NCPU];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    unsigned cpu = data[0] % NCPU;
    if (!contexts[cpu]) {
        gi_options opt = {cpus[cpu], cpu == NCPU - 1 ? "+wavefrontsize64" : NULL, GI_OPT_LLVM_COMPAT};
        contexts[cpu] = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
        if (!contexts[cpu]) return 0;
    }
    const uint8_t *code = data + 1;
    size_t n = size - 1;
    char text[512];
    for (size_t off = 0; off < n;) {
        size_t k = gi_disassemble(contexts[cpu], code, n, off, text, sizeof text);
        if (k > n - off || strlen(text) >= sizeof text) abort();
        off += k ? k : gi_dis_unit(contexts[cpu]);
    }
    return 0;
}

/* libFuzzer target: arbitrary text through the AMDGPU assembler, on a target
 * and mode (llvm-compat, wave64, object file) picked by the first input byte. Any crash, leak or sanitizer report
 * is a bug; diagnostics are expected. The contexts are immutable, so the
 * harness builds each once and reuses it across runs (this cache lives in the
 * harness, not in the library). */
#include <gpuisa/gpuisa.h>
#include <stdint.h>
#include <stddef.h>

static const char *const cpus[] = {"gfx700", "gfx803", "gfx900", "gfx90a", "gfx1010"};
static gi_ctx *contexts[5][8];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    unsigned sel = data[0], cpu = sel % 5, mode = (sel >> 4) & 7;
    gi_ctx **slot = &contexts[cpu][mode];
    if (!*slot) {
        gi_options opt = {cpus[cpu], (mode & 2) ? "+wavefrontsize64" : NULL,
                          ((mode & 1) ? GI_OPT_LLVM_COMPAT : 0) | ((mode & 4) ? GI_OPT_OBJECT : 0)};
        *slot = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
        if (!*slot) return 0;
    }
    gi_result *r = gi_assemble(*slot, "fuzz.s", (const char *)data + 1, size - 1);
    gi_result_free(r);
    return 0;
}

/* libFuzzer target: arbitrary text through the AMDGPU assembler, on a target
 * and mode picked by the first input byte. Any crash, leak or sanitizer report
 * is a bug; diagnostics are expected. */
#include <gpuisa/gpuisa.h>
#include <stdint.h>
#include <stddef.h>

static const char *const cpus[] = {"gfx700", "gfx803", "gfx900", "gfx90a", "gfx1010"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    unsigned sel = data[0];
    gi_options opt = {cpus[sel % 5], (sel & 0x20) ? "+wavefrontsize64" : NULL,
                      (sel & 0x10) ? GI_OPT_LLVM_COMPAT : 0};
    gi_ctx *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
    if (!ctx) return 0;
    gi_result *r = gi_assemble(ctx, "fuzz.s", (const char *)data + 1, size - 1);
    gi_result_free(r);
    gi_ctx_free(ctx);
    return 0;
}

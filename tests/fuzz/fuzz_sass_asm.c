/* libFuzzer target: arbitrary text through the SASS assembler on sm_50,
 * sm_52 or sm_53 (first input byte), then every assembled word through the
 * decoder and printer. Any crash, leak or sanitizer report is a bug;
 * diagnostics are expected. The contexts are immutable, so the harness
 * builds each once and reuses it (this cache lives in the harness). */
#include <gpuisa/gpuisa.h>
#include "../../src/sass/sass.h"
#include <stdint.h>
#include <stddef.h>

static const char *const cpus[] = {"sm_50", "sm_52", "sm_53"};
static gi_ctx *contexts[3];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    unsigned cpu = data[0] % 3;
    if (!contexts[cpu]) {
        gi_options opt = {cpus[cpu], NULL, 0};
        contexts[cpu] = gi_ctx_new(GI_ISA_SASS, &opt, NULL, 0);
        if (!contexts[cpu]) return 0;
    }
    gi_result *r = gi_assemble(contexts[cpu], "fuzz.s", (const char *)data + 1, size - 1);
    size_t n;
    const uint8_t *code = gi_result_code(r, &n);
    for (size_t g = 0; g + 32 <= n; g += 32) {
        uint64_t w[4] = {0, 0, 0, 0};
        for (unsigned k = 0; k < 4; k++)
            for (unsigned b = 0; b < 8; b++) w[k] |= (uint64_t)code[g + 8 * k + b] << (8 * b);
        uint32_t sched[3];
        sass_ctrl_unpack(w[0], sched);
        for (unsigned k = 0; k < 3; k++) {
            sass_inst in;
            char text[160];
            if (sass_decode(w[k + 1], sched[k], &in)) sass_print(&in, g + 8 + 8 * k, text, sizeof text);
        }
    }
    gi_result_free(r);
    return 0;
}

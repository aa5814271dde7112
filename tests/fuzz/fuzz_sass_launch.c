/* libFuzzer target: `gpuisa run --launch --isa=sass` on arbitrary launch files
 * and arbitrary machine code. The input is a launch JSON, a NUL byte, then the
 * kernel's code (whole 32-byte groups: a control word and three instructions)
 * or a cubin (bytes starting with the ELF magic: the kernel loader reads its
 * symbols, .nv.info records and constant banks), which gi_launch runs over the file's grid on one thread, bounded to 4096 warp
 * instructions and 32 MiB per memory. Any crash, hang, leak or sanitizer report
 * is a bug; errors of the launch file or the code are expected outcomes. */
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static gi_ctx *ctx;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    if (!nul || size > 16 * 1024) return 0;
    size_t jlen = (size_t)(nul - data);
    const uint8_t *code = nul + 1;
    size_t clen = size - jlen - 1;
    if (clen < 4 || memcmp(code, "\177ELF", 4)) clen = clen / 32 * 32;
    if (!clen) return 0;
    if (!ctx) {
        gi_options opt = {"sm_50", NULL, 0};
        ctx = gi_ctx_new(GI_ISA_SASS, &opt, NULL, 0);
        if (!ctx) return 0;
    }
    gi_launch_options lo = {.threads = 1, .max_insts = 4096, .max_memory = 32u << 20};
    char *result = NULL, err[600];
    gi_launch(ctx, code, clen, (const char *)data, jlen, &lo, &result, err, sizeof err);
    free(result);
    return 0;
}

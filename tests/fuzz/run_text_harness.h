/* Shared body of the `gpuisa run` fuzz targets on program text: the input is
 * the program text, a NUL byte, then the JSON state; a program that does not
 * assemble or a state that is rejected ends the case. The run is bounded
 * (10,000 instructions, 48 MiB of guest memory) and its result written. Any
 * crash, hang, leak or sanitizer report is a bug. The context is immutable
 * and built once per target (a static of the harness, not of the library);
 * the emulator holds one run's memory and registers, so each input gets a new
 * one. */
#ifndef GI_FUZZ_RUN_TEXT_HARNESS_H
#define GI_FUZZ_RUN_TEXT_HARNESS_H
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* one ISA and target per fuzz target: the context cache below is per translation unit */
static int fuzz_run_text(gi_isa isa, const char *cpu, const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t plen = nul ? (size_t)(nul - data) : size;
    const char *state = nul ? (const char *)nul + 1 : "";
    size_t slen = nul ? size - plen - 1 : 0;
    static gi_ctx *ctx;
    if (!ctx) {
        gi_options opt = {cpu, NULL, 0};
        if (!(ctx = gi_ctx_new(isa, &opt, NULL, 0))) return 0;
    }
    gi_result *r = gi_assemble(ctx, "fuzz.s", (const char *)data, plen);
    if (r && gi_result_errors(r) == 0) {
        gi_emu *e = gi_emu_new(ctx, NULL, 0);
        if (e) {
            gi_emu_set_limits(e, 10000, 48u << 20);
            if (gi_emu_load_result(e, r) == 0 && (slen == 0 || gi_emu_load_state_json(e, state, slen) == 0) &&
                gi_emu_run(e, 0) >= 0)
                free(gi_emu_result_json(e));
            gi_emu_free(e);
        }
    }
    gi_result_free(r);
    return 0;
}

#endif

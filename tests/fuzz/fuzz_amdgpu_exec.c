/* libFuzzer target: arbitrary bytes as AMDGPU machine code (the first byte
 * picks gfx900 or gfx1010), decoded without instruction boundaries and run
 * with a little global, LDS and scratch memory: the decoder on any dword, the
 * executor on any decodable instruction. Bytes that do not decode are
 * rejected by the loader; a run is bounded to 512 instructions -- as many as
 * the longest input (2,048 bytes, scripts/fuzz.sh) can hold, so that straight-
 * line code runs whole, while a loop, which random code mostly is, stops after
 * repeating a few of its instructions -- and 48 MiB
 * of guest memory. Any crash, hang, leak or sanitizer report is a bug.
 * Speed: the two contexts are immutable and built once (their creation
 * compiles the whole instruction table); the emulator holds the memory and
 * registers of one run, so each input gets a new one. The result JSON is
 * written for the inputs whose first byte has bit 1 set: writing the faults of
 * random code was half the time of an execution. */
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include <stdint.h>
#include <stdlib.h>

static const char state[] =
    "{\"regs\": {\"s0\": 4096, \"s1\": 0, \"v0\": 4, \"v1\": 4096, \"v2\": 0, \"m0\": -1},"
    " \"lds_size\": 4096, \"scratch_size\": 256,"
    " \"memory\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\", \"values\": [1, 2, 3, 4, 5, 6, 7, 8]}]}";

static gi_ctx *contexts[2];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 5 || size > 16 * 1024) return 0;
    gi_ctx **ctx = &contexts[data[0] & 1];
    if (!*ctx) {
        gi_options opt = {data[0] & 1 ? "gfx1010" : "gfx900", NULL, 0};
        *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
        if (!*ctx) return 0;
    }
    gi_emu *e = gi_emu_new(*ctx, NULL, 0);
    if (e) {
        gi_emu_set_limits(e, 512, 48u << 20);
        if (gi_emu_load(e, data + 1, (size - 1) / 4 * 4, NULL, 0) == 0 &&
            gi_emu_load_state_json(e, state, sizeof state - 1) == 0 && gi_emu_run(e, 0) >= 0 &&
            (data[0] & 2))
            free(gi_emu_result_json(e));   /* half the inputs */
        gi_emu_free(e);
    }
    return 0;
}

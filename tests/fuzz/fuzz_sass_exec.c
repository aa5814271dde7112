/* libFuzzer target: arbitrary bytes as SASS machine code in the hardware
 * layout (control word + three instructions per 32 bytes), decoded and run
 * on 32 lanes with a little global, shared and constant memory: the decoder
 * on any word, branch targets anywhere, registers and sizes at their limits.
 * Bytes that do not decode are rejected by the loader; a run is bounded to
 * 2,000 instructions (random code mostly loops: more steps repeat the same
 * instructions and cost executions) and 48 MiB of guest memory. Any crash, hang, leak or
 * sanitizer report is a bug. The context is immutable and built once; the
 * emulator holds one run's memory and registers, so each input gets a new one.
 * The result JSON is written for the inputs whose first byte is odd: a run of
 * random code records thousands of faults, and writing them was half the
 * time of an execution; the writer's code is reached as often as before. */
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include <stdint.h>
#include <stdlib.h>

static const char state[] =
    "{\"regs\": {\"R0\": 4096, \"R1\": 0, \"R2\": \"0xfe000010\", \"R3\": 4100},"
    " \"preds\": {\"P0\": true},"
    " \"local_window\": {\"base\": \"0xff000000\", \"size\": 4096},"
    " \"memory\": [{\"space\": \"global\", \"address\": 4096, \"type\": \"u32\", \"values\": [1, 2, 3, 4, 5, 6, 7, 8]}],"
    " \"constants\": [{\"bank\": 0, \"offset\": 0, \"type\": \"u32\", \"values\": [4096, 0, 16]}]}";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = size / 32 * 32;
    if (n == 0 || n > 32 * 1024) return 0;
    static gi_ctx *ctx;
    if (!ctx) {
        gi_options opt = {"sm_50", NULL, 0};
        if (!(ctx = gi_ctx_new(GI_ISA_SASS, &opt, NULL, 0))) return 0;
    }
    gi_emu *e = gi_emu_new(ctx, NULL, 0);
    if (e) {
        gi_emu_set_limits(e, 2000, 48u << 20);
        if (gi_emu_load(e, data, n, NULL, 0) == 0 && gi_emu_load_state_json(e, state, sizeof state - 1) == 0 &&
            gi_emu_run(e, 0) >= 0 && (data[0] & 1))
            free(gi_emu_result_json(e));   /* half the inputs: see below */
        gi_emu_free(e);
    }
    return 0;
}

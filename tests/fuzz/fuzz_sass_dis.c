/* libFuzzer target: arbitrary bytes through the SASS decoder and printer, as
 * `gpuisa dis --isa=sass` walks raw code: every 8-byte word at its offset (a
 * control word, an instruction or data). Any crash or sanitizer report is a bug;
 * the text must be NUL-terminated and a decoded size must stay inside the input
 * (tests/unit/test_sass_codec.c checks the round trip of every row). */
#include <gpuisa/gpuisa.h>
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static gi_ctx *ctx;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!ctx) {
        gi_options opt = {"sm_50", NULL, 0};
        ctx = gi_ctx_new(GI_ISA_SASS, &opt, NULL, 0);
        if (!ctx) return 0;
    }
    char text[512];
    for (size_t off = 0; off < size;) {
        size_t k = gi_disassemble(ctx, data, size, off, text, sizeof text);
        if (k > size - off || strlen(text) >= sizeof text) abort();
        off += k ? k : gi_dis_unit(ctx);
    }
    return 0;
}

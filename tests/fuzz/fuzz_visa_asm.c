/* libFuzzer target: arbitrary text through the vISA assembler on dg2, mtl
 * or pvc (first input byte), then the .isa file it writes through the
 * reader, and every body instruction through the decoder and printer. Any
 * crash, leak or sanitizer report is a bug; diagnostics are expected. The
 * contexts are immutable, so the harness builds each once and reuses it. */
#include <gpuisa/gpuisa.h>
#include "../../src/visa/visa.h"
#include "../../src/visa/isafile.h"
#include "../../src/core/util.h"
#include <stdint.h>
#include <stddef.h>

static const char *const cpus[] = {"dg2", "mtl", "pvc"};
static gi_ctx *contexts[3];

static void walk(const uint8_t *code, size_t n)
{
    visa_isa_info info;
    if (visa_isa_read(code, n, &info)) return;
    size_t at = info.body_off, end = info.body_off + info.body_len;
    gi_str text;
    gi_str_init(&text);
    while (at < end) {
        visa_inst in;
        const char *err;
        size_t len = visa_decode(code + at, end - at, &in, &err);
        if (!len) break;
        gi_str_clear(&text);
        visa_print(&in, NULL, &text);
        at += len;
    }
    gi_str_free(&text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) return 0;
    unsigned cpu = data[0] % 3;
    if (!contexts[cpu]) {
        gi_options opt = {cpus[cpu], NULL, 0};
        contexts[cpu] = gi_ctx_new(GI_ISA_VISA, &opt, NULL, 0);
        if (!contexts[cpu]) return 0;
    }
    gi_result *r = gi_assemble(contexts[cpu], "fuzz.visaasm", (const char *)data + 1, size - 1);
    size_t n;
    const uint8_t *code = gi_result_code(r, &n);
    walk(code, n);
    gi_result_free(r);
    return 0;
}

/* libFuzzer target: arbitrary bytes as a vISA .isa file through the reader
 * (framing) and the whole-file disassembler (gi_visa_isa_text, complete and
 * IGC-truncated), and as an instruction stream through the decoders,
 * re-encoders and printers. LSC: decode(b) = n implies encode(decode(b))
 * reproduces the n bytes. General table: once decoded and re-encoded, an
 * instruction is in canonical form -- decoding and encoding it again gives
 * the same bytes. */
#include <gpuisa/gpuisa.h>
#include "../../src/visa/visa.h"
#include "../../src/visa/gcodec.h"
#include "../../src/visa/isafile.h"
#include "../../src/core/util.h"
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned any_type(const void *u, uint32_t id)
{
    (void)u;
    return id % 8; /* a few element sizes for address-of offsets */
}

/* a general-table instruction at b: decode, encode, decode, encode */
static void general(const uint8_t *b, size_t n)
{
    visa_names nm = {NULL, NULL, NULL, NULL, any_type};
    visa_gctx cx = {64, &nm};
    for (int trunc = 0; trunc < 2; trunc++) {
        visa_gparsed g, h;
        const char *err;
        if (!visa_gen_decode(b, n, trunc, &cx, &g, &err)) continue;
        uint8_t once[VISA_MAX_INST_BYTES], twice[VISA_MAX_INST_BYTES];
        size_t m = visa_gen_encode(&g, &cx, once, sizeof once, &err);
        if (!m) continue;
        if (visa_gen_decode(once, m, false, &cx, &h, &err) != m) abort();
        size_t k = visa_gen_encode(&h, &cx, twice, sizeof twice, &err);
        if (k != m || memcmp(once, twice, m) != 0) abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull) devnull = fopen("/dev/null", "w");
    if (devnull) {
        gi_visa_isa_text(data, size, "pvc", GI_VISA_TEXT_ENCODING, devnull, devnull);
        gi_visa_isa_text(data, size, "dg2", GI_VISA_TEXT_IGC_TRUNCATED, devnull, devnull);
    }
    visa_isa_info info;
    const uint8_t *body = data;
    size_t len = size;
    if (!visa_isa_read(data, size, &info)) {
        body = data + info.body_off;
        len = info.body_len;
    }
    gi_str text;
    gi_str_init(&text);
    size_t at = 0;
    while (at < len) {
        visa_inst in;
        const char *err;
        size_t n = visa_decode(body + at, len - at, &in, &err);
        if (!n) {
            general(body + at, len - at);
            at++;
            continue;
        }
        uint8_t again[VISA_MAX_INST_BYTES];
        size_t m = visa_encode(&in, again);
        if (m != n || memcmp(again, body + at, n) != 0) abort();
        gi_str_clear(&text);
        visa_print(&in, NULL, &text);
        at += n;
    }
    gi_str_free(&text);
    return 0;
}

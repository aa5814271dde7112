/* libFuzzer target: arbitrary bytes as a vISA .isa file through the reader
 * (framing), and arbitrary bytes as an instruction stream through the
 * decoder, re-encoder and printer: decode(b) = n implies encode(decode(b))
 * reproduces the n bytes. */
#include "../../src/visa/visa.h"
#include "../../src/visa/isafile.h"
#include "../../src/core/util.h"
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
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

/* libFuzzer target: arbitrary bytes as a CUDA cubin through the reader that
 * `gpuisa dis --isa=sass` and `--cuasm` use (gi_sass_cubin_text): ELF header,
 * section and symbol tables, .nv.info attributes, code sections. Any crash or
 * sanitizer report is a bug; an unreadable file is the expected outcome. */
#include <gpuisa/gpuisa.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static FILE *sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) return 0;
    gi_sass_cubin_text(data, size, "fuzz.cubin", sink, sink);
    return 0;
}

/* libFuzzer target: arbitrary bytes as an Intel zebin through the reader of
 * src/visa/obj (visa_zebin_read: the ELF with libelf, .ze_info with libyaml, each
 * kernel's .text section), then every kernel looked up by name and its code touched.
 * Any crash, leak or sanitizer report is a bug; an unreadable file is the expected outcome. */
#include "visa/obj/zebin.h"
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    visa_zebin z;
    char err[256];
    if (visa_zebin_read(data, size, &z, err, sizeof err) != 0) {
        if (!memchr(err, 0, sizeof err) || !err[0]) __builtin_trap();   /* every failure has a message */
        return 0;
    }
    volatile unsigned sum = 0;
    for (size_t i = 0; i < z.nkernels; i++) {
        const visa_zebin_kernel *k = visa_zebin_find(&z, z.kernels[i].name);
        if (k != &z.kernels[i]) __builtin_trap();   /* names are unique */
        for (size_t j = 0; j < k->text_size; j++) sum += k->text[j];
        for (size_t j = 0; j < k->npayload_arguments; j++)
            sum += (unsigned)strlen(k->payload_arguments[j].arg_type_name) + (unsigned)k->payload_arguments[j].offset;
    }
    visa_zebin_free(&z);
    return 0;
}

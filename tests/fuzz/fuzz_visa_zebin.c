/* libFuzzer target: arbitrary bytes as an Intel zebin through the reader of
 * src/visa/obj (visa_zebin_read: the ELF with libelf, .ze_info with libyaml, each
 * kernel's .text section), then every kernel looked up by name, its code checked to lie
 * inside the input and its arguments read. Input that does not start with the ELF magic is
 * read as a .ze_info section alone (visa_zeinfo_parse), to reach the YAML schema faster.
 * Any crash, leak or sanitizer report is a bug; an unreadable file is the expected outcome. */
#include "visa/obj/zebin.h"
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    visa_zebin z;
    char err[256];
    if (size < 4 || memcmp(data, "\x7f" "ELF", 4) != 0) {
        /* not ELF: the bytes as the .ze_info YAML alone (the seeds hold the corpus's sections) */
        memset(&z, 0, sizeof z);
        if (visa_zeinfo_parse((const char *)data, size, &z, err, sizeof err) != 0 && !err[0]) __builtin_trap();
        visa_zebin_free(&z);
        return 0;
    }
    if (visa_zebin_read(data, size, &z, err, sizeof err) != 0) {
        if (!memchr(err, 0, sizeof err) || !err[0]) __builtin_trap();   /* every failure has a message */
        return 0;
    }
    size_t sum = 0;
    for (size_t i = 0; i < z.nkernels; i++) {
        const visa_zebin_kernel *k = visa_zebin_find(&z, z.kernels[i].name);
        if (k != &z.kernels[i]) __builtin_trap();   /* names are unique */
        if (k->text < data || k->text_size > size || (size_t)(k->text - data) > size - k->text_size) __builtin_trap();
        for (size_t j = 0; j < k->text_size; j++) sum += k->text[j];
        for (size_t j = 0; j < k->npayload_arguments; j++)
            sum += (unsigned)strlen(k->payload_arguments[j].arg_type_name) + (unsigned)k->payload_arguments[j].offset;
    }
    visa_zebin_free(&z);
    return sum == (size_t)-1 ? -1 : 0;   /* keeps the reads (never -1 for inputs of this size) */
}

/* vISA disassembly behind the module seam: the body of a .isa file (found
 * by visa_isa_read), one instruction at a time through visa_decode and
 * visa_print. Variables print by id (V<n>, P<n>): the declarations are not
 * printed yet. */
#include "visa/visa.h"
#include "visa/isafile.h"
#include "core/util.h"

size_t gi_visa_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out);
bool gi_visa_dis_container(const uint8_t *file, size_t n, size_t *off, size_t *len);

size_t gi_visa_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out)
{
    (void)ictx;
    visa_inst in;
    const char *why = NULL;
    if (off >= size) return 0;
    size_t k = visa_decode(code + off, size - off, &in, &why);
    if (!k) return 0;
    visa_print(&in, NULL, out);
    return k;
}

bool gi_visa_dis_container(const uint8_t *file, size_t n, size_t *off, size_t *len)
{
    visa_isa_info info;
    if (visa_isa_read(file, n, &info)) return false;
    *off = info.body_off, *len = info.body_len;
    return true;
}

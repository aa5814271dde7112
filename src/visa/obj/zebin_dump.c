/* The normalized dump of a zebin (`gpuisa dis --isa=visa --zebin-info`): one line per item,
 * fields separated by single spaces, "-" for an absent string, so that
 * tests/corpus/visa/check_zebin.py can compare it with the YAML as Python reads it. */
#include "visa/obj/zebin.h"
#include "gpuisa/gpuisa.h"
#include <stdlib.h>

static const char *s_or_dash(const char *s)
{
    return s && s[0] ? s : "-";
}

void visa_zebin_dump(const visa_zebin *z, FILE *out)
{
    fprintf(out, "zebin version %s kernels %zu\n", s_or_dash(z->version), z->nkernels);
    for (size_t i = 0; i < z->nkernels; i++) {
        const visa_zebin_kernel *k = &z->kernels[i];
        fprintf(out, "kernel %s simd %u grf %u slm %u barriers %u reqd_wg %u,%u,%u text %zu\n", k->name, k->simd_size,
                k->grf_count, k->slm_size, k->barrier_count, k->required_work_group_size[0],
                k->required_work_group_size[1], k->required_work_group_size[2], k->text_size);
        for (size_t j = 0; j < k->npayload_arguments; j++) {
            const visa_zebin_arg *a = &k->payload_arguments[j];
            fprintf(out, "  arg %s %d %d %d %s %s %s\n", a->arg_type_name, a->offset, a->size, a->arg_index,
                    s_or_dash(a->addrmode_name), s_or_dash(a->addrspace_name), s_or_dash(a->access_type_name));
        }
        for (size_t j = 0; j < k->nper_thread_payload_arguments; j++) {
            const visa_zebin_thread_arg *a = &k->per_thread_payload_arguments[j];
            fprintf(out, "  thread_arg %s %d %d\n", a->arg_type_name, a->offset, a->size);
        }
        for (size_t j = 0; j < k->nbinding_table_indices; j++)
            fprintf(out, "  bti %d %d\n", k->binding_table_indices[j].bti_value, k->binding_table_indices[j].arg_index);
        for (size_t j = 0; j < k->nper_thread_memory_buffers; j++) {
            const visa_zebin_membuf *b = &k->per_thread_memory_buffers[j];
            fprintf(out, "  membuf %s %s %d\n", b->type, b->usage, b->size);
        }
    }
}

int gi_visa_zebin_info(const uint8_t *file, size_t n, const char *name, FILE *out, FILE *diag)
{
    visa_zebin z;
    char err[512];
    if (visa_zebin_read(file, n, &z, err, sizeof err)) {
        fprintf(diag, "gpuisa: %s: %s\n", name ? name : "zebin", err);
        return 1;
    }
    visa_zebin_dump(&z, out);
    visa_zebin_free(&z);
    return 0;
}

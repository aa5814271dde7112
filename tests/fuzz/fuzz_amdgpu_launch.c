/* libFuzzer target: `gpuisa run --launch` on arbitrary launch files and
 * arbitrary machine code. The input is a launch JSON, a NUL byte, then the
 * kernel's code as raw bytes (the first byte picks gfx900 or gfx1010): the
 * code is wrapped into a kernel (`.long` words, an .amdhsa_kernel block
 * enabling every user and system SGPR, 1 KiB of LDS and 256 private bytes)
 * and assembled to an object, which gi_launch loads and runs over the
 * file's grid on one thread, bounded to 4096 wave instructions and 32 MiB per
 * memory. Any crash, hang, leak or sanitizer report is a bug; errors of the
 * launch file are the reader's expected outcome. */
#include "gpuisa/gpuisa.h"
#include "gpuisa/run.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char kernel_tail[] =
    "\ts_endpgm\n"
    "\t.rodata\n\t.p2align 6\n"
    "\t.amdhsa_kernel k\n"
    "\t\t.amdhsa_next_free_vgpr 256\n\t\t.amdhsa_next_free_sgpr 96\n"
    "\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n\t\t.amdhsa_user_sgpr_dispatch_ptr 1\n"
    "\t\t.amdhsa_user_sgpr_queue_ptr 1\n\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "\t\t.amdhsa_user_sgpr_dispatch_id 1\n\t\t.amdhsa_user_sgpr_flat_scratch_init 1\n"
    "\t\t.amdhsa_user_sgpr_private_segment_size 1\n"
    "\t\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1\n"
    "\t\t.amdhsa_system_sgpr_workgroup_id_y 1\n\t\t.amdhsa_system_sgpr_workgroup_id_z 1\n"
    "\t\t.amdhsa_system_vgpr_workitem_id 2\n"
    "\t\t.amdhsa_group_segment_fixed_size 1024\n\t\t.amdhsa_private_segment_fixed_size 256\n"
    "\t\t.amdhsa_kernarg_size 64\n"
    "\t.end_amdhsa_kernel\n";

static gi_ctx *contexts[2];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    if (!nul || size > 16 * 1024) return 0;
    size_t jlen = (size_t)(nul - data);
    const uint8_t *code = nul + 1;
    size_t clen = size - jlen - 1;
    int sel = clen ? code[0] & 1 : 0;
    if (clen) code++, clen--;
    gi_ctx **ctx = &contexts[sel];
    if (!*ctx) {
        gi_options opt = {sel ? "gfx1010" : "gfx900", NULL, GI_OPT_OBJECT};
        *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
        if (!*ctx) return 0;
    }
    size_t cap = 64 + clen / 4 * 24 + sizeof kernel_tail, n = 0;
    char *text = malloc(cap);
    if (!text) return 0;
    n += (size_t)snprintf(text + n, cap - n, "\t.text\n\t.globl k\n\t.p2align 8\nk:\n");
    for (size_t i = 0; i + 4 <= clen; i += 4)
        n += (size_t)snprintf(text + n, cap - n, "\t.long 0x%02x%02x%02x%02x\n", code[i + 3], code[i + 2],
                              code[i + 1], code[i]);
    memcpy(text + n, kernel_tail, sizeof kernel_tail);
    n += sizeof kernel_tail - 1;
    gi_result *r = gi_assemble(*ctx, "fuzz.s", text, n);
    size_t olen = 0;
    const uint8_t *obj = r && !gi_result_errors(r) ? gi_result_object(r, &olen) : NULL;
    if (obj) {
        gi_launch_options lo = {.threads = 1, .max_insts = 4096, .max_memory = 32u << 20};
        char *result = NULL, err[600];
        gi_launch(*ctx, obj, olen, (const char *)data, jlen, &lo, &result, err, sizeof err);
        free(result);
    }
    gi_result_free(r);
    free(text);
    return 0;
}

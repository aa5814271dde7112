/* libFuzzer target: arbitrary bytes as the YAML of an .amdgpu_metadata block,
 * through the metadata converter (libyaml in, msgpack-c out) and, when it is
 * accepted, through a whole object-file assembly with that block (the note,
 * the symbol table and the ELF writer). Any crash, leak or sanitizer report
 * is a bug; rejected metadata is expected. */
#include "gpuisa/gpuisa.h"
#include "amdgpu/obj/obj.h"
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static const char head[] = "\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n\ts_endpgm\n"
                           "\t.section .rodata,#alloc\n\t.p2align 6\n\t.amdhsa_kernel k\n"
                           "\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n"
                           "\t.text\n\t.amdgpu_metadata\n";
static const char tail[] = "\n\t.end_amdgpu_metadata\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    size_t n = 0;
    unsigned line = 0;
    uint8_t *blob = amd_meta_to_msgpack((const char *)data, size, &n, err, sizeof err, &line);
    if (!blob) return 0;
    free(blob);
    /* the block as a line of the assembler would cut it: no NUL, no end directive inside */
    if (memchr(data, 0, size) || memchr(data, '\r', size)) return 0;
    size_t total = sizeof head - 1 + size + sizeof tail - 1;
    char *text = malloc(total);
    if (!text) return 0;
    memcpy(text, head, sizeof head - 1);
    memcpy(text + sizeof head - 1, data, size);
    memcpy(text + sizeof head - 1 + size, tail, sizeof tail - 1);
    gi_options opt = {"gfx900", NULL, GI_OPT_OBJECT};
    gi_ctx *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, NULL, 0);
    if (ctx) {
        gi_result *r = gi_assemble(ctx, "fuzz.s", text, total);
        gi_result_free(r);
        gi_ctx_free(ctx);
    }
    free(text);
    return 0;
}

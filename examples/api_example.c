/* The smallest use of the gpuisa library: assemble one AMDGPU line for
 * gfx900 and print its bytes and any diagnostics. Built and run by the tests. */
#include <gpuisa/gpuisa.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    gi_options opt = {"gfx900", NULL, 0};
    char err[128];
    gi_ctx *ctx = gi_ctx_new(GI_ISA_AMDGPU, &opt, err, sizeof err);
    if (!ctx) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    const char *src = "v_add_f32 v0, 1.0, v1\n";
    gi_result *r = gi_assemble(ctx, "example.s", src, strlen(src));
    for (size_t i = 0; i < gi_result_diag_count(r); i++) gi_diag_print(stderr, gi_result_diag(r, i));
    for (size_t i = 0; i < gi_result_inst_count(r); i++) {
        const gi_inst_listing *l = gi_result_inst(r, i);
        printf("%s =>", l->text);
        for (size_t k = 0; k < l->size; k++) printf(" %02x", l->bytes[k]);
        printf("\n");
    }
    int status = gi_result_errors(r) ? 1 : 0;
    gi_result_free(r);
    gi_ctx_free(ctx);
    return status;
}

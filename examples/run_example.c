/* The execution API in a few lines: assemble a SASS program, give it memory
 * and registers, watch every memory access through a hook, run it and read
 * the registers back. Built and run by the tests. */
#include <gpuisa/gpuisa.h>
#include <gpuisa/run.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

/* Print each guest access: pc, lane, read/write, address, size. */
static void on_access(void *user, const gi_mem_access *a)
{
    (void)user;
    printf("access pc=%" PRIu64 " lane=%d %s 0x%" PRIx64 " %zu bytes\n", a->pc, a->lane, a->write ? "w" : "r",
           a->address, a->size);
}

int main(void)
{
    gi_options opt = {"sm_50", NULL, 0};
    char err[160];
    gi_ctx *ctx = gi_ctx_new(GI_ISA_SASS, &opt, err, sizeof err);
    if (!ctx) return fprintf(stderr, "%s\n", err), 1;
    /* R0 = (R2 << 2) + R4 (a 32-bit address), then load the word there */
    const char *src = "LEA.LO R0, R2, R4, 2 ;\nLD.32 R1, [R0] ;\n";
    gi_result *r = gi_assemble(ctx, "example.s", src, strlen(src));
    gi_emu *emu = r && !gi_result_errors(r) ? gi_emu_new(ctx, err, sizeof err) : NULL;
    int status = 1;
    if (emu && gi_emu_load_result(emu, r) == 0 && gi_emu_set_lanes(emu, 2) == 0) {
        const uint32_t words[4] = {10, 11, 12, 13};
        gi_emu_mem_map(emu, GI_SPACE_GLOBAL, 0x1000, sizeof words);
        gi_emu_mem_write(emu, GI_SPACE_GLOBAL, -1, 0x1000, words, sizeof words); /* little-endian host */
        gi_emu_reg_write(emu, "R4", -1, 0x1000);
        gi_emu_reg_write(emu, "R2", 0, 1);
        gi_emu_reg_write(emu, "R2", 1, 3);
        gi_emu_set_hook(emu, on_access, NULL);
        if (gi_emu_run(emu, 0) == GI_RUN_END) {
            for (int lane = 0; lane < 2; lane++) {
                uint64_t addr, value;
                gi_emu_reg_read(emu, "R0", lane, &addr);
                gi_emu_reg_read(emu, "R1", lane, &value);
                printf("lane %d: R0=0x%" PRIx64 " R1=%" PRIu64 "\n", lane, addr, value);
            }
            printf("instructions: %" PRIu64 ", faults: %zu\n", gi_emu_instructions(emu), gi_emu_fault_count(emu));
            status = 0;
        }
    }
    if (status) fprintf(stderr, "run_example: %s\n", emu ? gi_emu_error(emu) : err);
    gi_emu_free(emu);
    gi_result_free(r);
    gi_ctx_free(ctx);
    return status;
}

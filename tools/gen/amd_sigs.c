/* Build-time generator: the parsed operand signature of every AMDGPU table
 * row (amdgpu/insts.h), as C data parallel to the row arrays, so that a
 * context copies them instead of parsing ~1800 strings per process. A
 * malformed signature fails the build here.
 *   gen_amd_sigs OUT.c */
#include "amdgpu/insts.h"
#include <stdio.h>

static int group(FILE *f, const char *name, const amd_inst *rows, unsigned n)
{
    fprintf(f, "const amd_sig %s_sig[] = {\n", name);
    for (unsigned i = 0; i < n; i++) {
        amd_sig s;
        if (amd_sig_parse(rows[i].sig, &s) != 0) {
            fprintf(stderr, "gen_amd_sigs: malformed signature '%s' of '%s'\n", rows[i].sig, rows[i].name);
            return -1;
        }
        fprintf(f, "    {%u, {", s.n);
        for (int j = 0; j < AMD_MAX_OPS; j++) fprintf(f, "%s%u", j ? ", " : "", s.kind[j]);
        fprintf(f, "}, {");
        for (int j = 0; j < AMD_MAX_OPS; j++) fprintf(f, "%s%u", j ? ", " : "", s.type[j]);
        fprintf(f, "}, %u}, /* %s */\n", s.vreg, rows[i].name);
    }
    fprintf(f, "};\n");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_amd_sigs OUT.c\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "w");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    fprintf(f, "/* GENERATED at build time by tools/gen/amd_sigs.c from the amd_insts_* rows: do not edit. */\n"
               "#include \"amdgpu/insts.h\"\n\n");
    int rc = group(f, "amd_insts_salu", amd_insts_salu, amd_insts_salu_count) ||
             group(f, "amd_insts_valu", amd_insts_valu, amd_insts_valu_count) ||
             group(f, "amd_insts_mem", amd_insts_mem, amd_insts_mem_count);
    if (fclose(f) != 0) rc = 1;
    if (rc) remove(argv[1]);
    return rc ? 1 : 0;
}

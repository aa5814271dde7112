/* gpuisa dis internals shared by tools/cmd_dis.c and tools/dis_elf.c. */
#ifndef GI_TOOLS_DIS_H
#define GI_TOOLS_DIS_H
#include "gpuisa/gpuisa.h"
#include <stdio.h>

typedef struct gi_dis_job {
    gi_ctx *ctx;
    FILE *out;
    const char *name;         /* input name for warnings */
    int show_encoding;
    int raw_lines;            /* the module prints whole lines (sass) */
    /* called before the instruction at address addr (ELF symbols as labels) */
    void (*labels)(void *user, FILE *out, unsigned long long addr);
    void *user;
} gi_dis_job;

/* Disassemble code[0..size) whose first byte is at address base. */
void gi_dis_range(const gi_dis_job *j, const uint8_t *code, size_t size, unsigned long long base);
/* The executable sections of an ELF image; 0, or 1 after an error message. */
int gi_dis_elf(gi_dis_job *j, const uint8_t *data, size_t n);
/* gpuisa dis ... (argv[1] == "dis"); returns the exit status. */
int gi_cmd_dis(int argc, char **argv);
/* The usage of `gpuisa dis`. */
void gi_dis_help(FILE *f);

#endif

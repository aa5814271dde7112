/* AMDGPU printer: a decoded instruction (decode.h) in the text of llvm-mc
 * 14's disassembler (llvm-mc -disassemble, llvm-objdump -d). */
#ifndef GI_AMDGPU_DIS_PRINT_H
#define GI_AMDGPU_DIS_PRINT_H
#include "amdgpu/dis/decode.h"
#include "core/util.h"

/* Print d (decoded from the bytes b) to o. Returns false, o unchanged in
 * meaning, when llvm-mc 14 rejects the encoding although the decoder found a
 * row (a register or constant code that the operand cannot take, a
 * reserved field value): the caller then prints the word as data. */
bool amd_print_inst(const amd_ctx *c, const amd_dinst *d, gi_str *o);

/* Operand spellings (print_operand.c). */
void amd_pr_tuple(gi_str *o, const char *file, unsigned first, unsigned n);
unsigned amd_pr_regs(amd_type t);
/* A register operand by its 9-bit code (VGPRs 256+) covering n registers, as
 * llvm-mc 14's decoder names it; false where it has no such register (o NULL:
 * only that answer). */
bool amd_pr_reg(gi_str *o, const amd_target *t, unsigned code, unsigned n);
/* A source operand: register, inline constant or (code 255) the literal. */
bool amd_pr_src(gi_str *o, const amd_target *t, unsigned code, amd_type ty, uint32_t lit);
void amd_pr_literal(gi_str *o, const amd_target *t, amd_type ty, uint32_t lit);

/* Decode and print the instruction at b[0..avail): its size, or 0 when
 * llvm-mc 14 would report an invalid instruction encoding (dis/dis.c). */
size_t amd_disassemble(const amd_ctx *c, const uint8_t *b, size_t avail, gi_str *o);
/* The module seam (core/module.h dis_inst); ictx is the amd_ctx. */
size_t gi_amdgpu_dis_inst(void *ictx, const uint8_t *code, size_t size, size_t off, gi_str *out);

#endif

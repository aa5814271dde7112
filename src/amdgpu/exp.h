/* The EXP (export) family: the export targets and the instruction's fields,
 * shared by the assembler (asm/encode_exp.c), the decoder and the printer. */
#ifndef GI_AMDGPU_EXP_H
#define GI_AMDGPU_EXP_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "amdgpu/target.h"
#include "core/util.h"

/* Field layout (both dwords, every generation; only the encoding bits 31:26
 * differ: 0x31 on GFX8/GFX9, 0x3e on GFX7 and GFX10): en 3:0, target 9:4,
 * compr 10, done 11, vm 12; the second dword holds vsrc0..vsrc3, a byte
 * each. llvm-mc 14 ignores bits 25:13 when it decodes. */
enum {
    AMD_EXP_EN_SHIFT = 0, AMD_EXP_TGT_SHIFT = 4, AMD_EXP_COMPR_BIT = 10, AMD_EXP_DONE_BIT = 11,
    AMD_EXP_VM_BIT = 12
};

/* The bits 31:26 of the generation's EXP encoding. */
unsigned amd_exp_encoding(amd_gen g);

/* Target name -> 6-bit id. 0 on success; AMD_EXP_TGT_INVALID for a name no
 * target has, AMD_EXP_TGT_UNSUPPORTED for a target of another generation. */
enum { AMD_EXP_TGT_INVALID = -1, AMD_EXP_TGT_UNSUPPORTED = -2 };
int amd_exp_target_id(const char *name, size_t len, amd_gen g, unsigned *id);

/* Append ` NAME` of target id (llvm-mc 14 prints `invalid_target_N` for an id
 * no target of the generation has). */
void amd_exp_target_print(gi_str *o, unsigned id, amd_gen g);

/* The whole instruction text of an EXP encoding (llvm-mc 14's printer). */
void amd_exp_print(gi_str *o, amd_gen g, uint32_t w0, uint32_t w1);

#endif

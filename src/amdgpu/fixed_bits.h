/* The bits llvm-mc 14's disassembler requires to have one value, per target column
 * and decoder key (family, opcode of the encoding): generated table fixed_bits.c,
 * recorded by scripts/amdgpu_tablegen/fixed_bits.py. The VOP1/VOP2/VOPC masks are
 * those of the plain 32-bit encoding (not SDWA/DPP); VOP3 keys cover the VOP3-only
 * rows and the VOP3 forms of VOP1/VOP2/VOPC rows, as the decoder's maps. */
#ifndef GI_AMDGPU_FIXED_BITS_H
#define GI_AMDGPU_FIXED_BITS_H
#include <stdint.h>
#include "amdgpu/insts.h"

typedef struct amd_fixed {
    uint8_t col;          /* amd_col */
    uint8_t fam;          /* amd_fam of the encoding */
    uint16_t op;          /* opcode as decode.c reads it */
    uint32_t mask[2];     /* first and second dword */
    uint32_t value[2];
} amd_fixed;

extern const amd_fixed amd_fixed_bits[];
extern const unsigned amd_fixed_bits_count;
#endif

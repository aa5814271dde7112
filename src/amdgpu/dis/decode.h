/* AMDGPU decoder: machine code back to table rows (amdgpu/dis/decode.c),
 * shared by the disassembler and the executor. */
#ifndef GI_AMDGPU_DIS_DECODE_H
#define GI_AMDGPU_DIS_DECODE_H
#include "amdgpu/amdgpu.h"

/* Reverse opcode maps of one target: family -> opcode -> row, built from the
 * same compiled rows the assembler uses (amd_ctx.rows). VOP3 holds the
 * VOP3-only rows and the VOP3 forms of the VOP1/VOP2/VOPC rows. */
enum { AMD_DEC_OPS = 1024 };
typedef struct amd_dectab {
    const amd_row *map[AMD_NFAM][AMD_DEC_OPS];
    /* 1 + index into amd_fixed_bits (amdgpu/fixed_bits.h) of the key's fixed bits, 0 none */
    uint16_t fixed[AMD_NFAM][AMD_DEC_OPS];
    const amd_ctx *ctx;
} amd_dectab;

void amd_dectab_init(amd_dectab *t, const amd_ctx *c);
/* Builds c->dec once per context (amd_ctx_new), so that loading a program
 * into an emulator does not rebuild the maps; false when out of memory. */
bool amd_dectab_attach(amd_ctx *c);

/* One decoded instruction: the row and its operand fields, by signature
 * kind. Source codes are the 9-bit operand codes (256 + n = vN). */
enum { AMD_EXT_NONE = 0, AMD_EXT_SDWA, AMD_EXT_DPP, AMD_EXT_DPP8 };

typedef struct amd_dinst {
    const amd_row *row;      /* NULL: the bytes match no row (why: text) */
    uint8_t fam;             /* family of the encoding (AMD_VOP3 for a VOP3 form of a VOP1/2/C row) */
    uint8_t size;            /* bytes, literal included */
    uint8_t nsrc;            /* sources read (AK_SRC/VSRC/VGPR/SREG/SSRC, in signature order) */
    uint8_t ndst;            /* 1 when the signature has a vdst/sdst/adst */
    uint16_t src[3];
    uint8_t stype[3];        /* amd_type of each source */
    uint16_t dst;            /* vdst (VGPR number) or sdst (SGPR code) */
    uint8_t dtype;           /* amd_type of the destination */
    uint8_t dkind;           /* amd_opk of the destination (AK_VDST, AK_SDST, AK_ADST) */
    int16_t cdst;            /* carry/compare mask destination code, -1 none */
    int16_t csrc;            /* carry-in mask code, -1 none */
    uint8_t neg, abs, clamp, omod, opsel;
    uint8_t opsel_hi, neg_hi;  /* VOP3P: op_sel_hi[2:0], neg_hi[2:0] (neg = neg_lo, opsel = op_sel) */
    bool has_lit;
    uint32_t lit;
    int32_t imm;             /* SOPK/SOPP immediate, sign-extended per signature */
    /* SDWA and DPP forms of VOP1/VOP2/VOPC (the word after the instruction) */
    uint8_t ext;             /* AMD_EXT_* */
    uint8_t sel[2], sext;    /* SDWA source selects (0-3 bytes, 4-5 words, 6 dword), sext per source */
    uint8_t dst_sel, dst_unused;
    uint16_t dpp_ctrl;       /* DPP: quad_perm or a control of amdgpu/dpp.c */
    uint8_t row_mask, bank_mask;
    bool bound_ctrl, fi;
    uint32_t dpp8;           /* DPP8: eight 3-bit lane selects */
    /* memory fields */
    int16_t maddr, mdata0, mdata1, mvdst; /* VGPRs (-1 absent) */
    int16_t sbase, saddr, soff;           /* SGPR codes (-1 absent / off) */
    int32_t moff, moff1;                  /* immediate offsets (signed as the generation defines) */
    uint8_t mtype;                        /* data type (size) of the memory operand */
    bool glc, acc;
    bool offen, idxen, addr64, lds;       /* MUBUF */
    /* fields the printer needs beyond execution */
    uint32_t word[2];                     /* the first two dwords as read */
    bool slc, dlc, tfe, lwe, gds, nv, swz, d16, da, unorm, r128;
    bool scc;                             /* gfx90a cache policy bit of MUBUF/MTBUF/FLAT (printed, not assembled) */
    bool imm_off;                         /* SMEM: the offset is an immediate */
    uint8_t dmask, dim;                   /* MIMG */
    bool a16;                             /* MIMG: GFX9 (the r128 bit) and GFX10 (bit 62) */
    uint8_t nnsa;                         /* GFX10 MIMG NSA: addresses of the decoded variant (0: a tuple) */
    uint8_t nsa[13];                      /* their VGPRs (the first is the vaddr field) */
    int16_t fmt;                          /* MTBUF: dfmt | nfmt << 4 (GFX8/9) or the unified format (GFX10) */
} amd_dinst;

/* Decode the instruction at b (avail bytes). 0 on success; -1 with a
 * message (the encoding family is unknown, or no row has the opcode). */
int amd_decode(const amd_dectab *t, const uint8_t *b, size_t avail, amd_dinst *d, char *err, size_t errlen);

#endif

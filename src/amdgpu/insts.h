/* The AMDGPU instruction table: one row per mnemonic, read by parsing,
 * validation and encoding alike. A row gives the encoding family, the
 * operand signature and the opcode per generation column (-1 = absent).
 *
 * Signature language (space separated, `kind:type`):
 *   vdst  VGPR destination           sdst  SGPR destination (SALU)
 *   cdst  carry/compare destination  (vcc in the 32-bit form, an SGPR pair in VOP3)
 *   src   any source: VGPR (VALU only), SGPR, inline constant, literal
 *   vsrc  VOP2/VOPC src1: a VGPR in the 32-bit form, any source in VOP3
 *   vgpr  a VGPR in every form
 *   vreg  a vgpr that llvm-mc's decoder reads from the low 8 bits of its 9-bit
 *         field whatever the top bit says (its VGPR_32 operand: v_swap_b32's src0)
 *   sreg  an SGPR or an inline constant, never a literal (lane selects); in
 *         SOPK the register in the sdst field that the instruction reads
 *   ssrc  an SGPR only (s_setpc_b64, s_movrels_b32 ...)
 *   csrc  carry-in (vcc / SGPR pair) kimm  32-bit constant of madmk/madak
 *   simm16 / uimm16 / label / waitcnt / hwreg / sendmsg / gpridx  (SOPK, SOPP, SOPC)
 *   adst / asrc  AGPR destination / source
 *   mdst / msrc / macc  matrix (MFMA) accumulator destination (an AGPR tuple; on
 *         gfx90a also a VGPR tuple), A/B source (a VGPR or AGPR of the type's
 *         size) and C source (a tuple of the destination's file and size, a
 *         readable special, or on gfx90a an inline constant of the type)
 *   attr  an interpolation attribute attrN.x/y/z/w (type f16: takes `high`)
 *   islot an interpolation slot p10, p20 or p0 (v_interp_mov_f32)
 *   etgt  an export target (mrt0-7, mrtz, null, pos0-3, pos4, prim, param0-31: amdgpu/exp.c)
 *   esrc  an export source: a VGPR or `off`
 * Memory operands: sbase sbuf soff (SMEM), vaddr (DS), faddr saddr (FLAT,
 * GLOBAL, SCRATCH), baddr srsrc soffset (MUBUF, MTBUF), idata iaddr irsrc
 * ssamp (MIMG); memory data registers are vdst:T (loaded) and vgpr:T (stored).
 * Types: b16 i16 u16 f16 b32 i32 u32 f32 b64 i64 u64 f64, packed v2f16 v2i16
 * v2f32 v2b32 (VOP3P), and b96..b512 for
 * register tuples of memory data. Memory families take a layout name instead
 * of a signature: see amdgpu/mem.c. */
#ifndef GI_AMDGPU_INSTS_H
#define GI_AMDGPU_INSTS_H
#include <stdint.h>
#include "amdgpu/target.h"

typedef enum amd_fam {
    AMD_SOP1, AMD_SOP2, AMD_SOPK, AMD_SOPC, AMD_SOPP, AMD_SMEM,
    AMD_VOP1, AMD_VOP2, AMD_VOPC, AMD_VOP3, AMD_VOP3P,
    AMD_DS, AMD_FLAT, AMD_GLOBAL, AMD_SCRATCH, AMD_MUBUF, AMD_MTBUF, AMD_MIMG,
    AMD_VINTRP,                  /* parameter interpolation (32-bit form; VOP3 form from GFX8) */
    AMD_EXP,                     /* export (no opcode field: amdgpu/exp.c) */
    AMD_NFAM
} amd_fam;

typedef enum amd_type {
    AT_NONE = 0,
    AT_B16, AT_I16, AT_U16, AT_F16,
    AT_B32, AT_I32, AT_U32, AT_F32,
    AT_B64, AT_I64, AT_U64, AT_F64,
    AT_B96, AT_B128, AT_B160, AT_B192, AT_B256, AT_B512, AT_B1024,
    AT_V2F16, AT_V2I16, AT_V2F32, AT_V2B32   /* packed (VOP3P) */
} amd_type;

typedef enum amd_opk {
    AK_NONE = 0,
    AK_VDST, AK_SDST, AK_CDST, AK_ADST,
    AK_SRC, AK_VSRC, AK_VGPR, AK_SREG, AK_SSRC, AK_CSRC, AK_KIMM, AK_ASRC,
    AK_MDST, AK_MSRC, AK_MACC,
    AK_ATTR, AK_ISLOT,           /* interpolation attribute attrN.c, slot p10/p20/p0 */
    AK_SIMM16, AK_UIMM16, AK_LABEL, AK_WAITCNT, AK_HWREG, AK_SENDMSG, AK_GPRIDX,
    /* memory operands */
    AK_SBASE, AK_SBUF, AK_SOFF,          /* SMEM: s[N:N+1] base, s[N:N+3] buffer, offset */
    AK_VADDR,                            /* DS address VGPR */
    AK_FADDR, AK_SADDR,                  /* FLAT/GLOBAL/SCRATCH vaddr, saddr (or off) */
    AK_BADDR, AK_SRSRC, AK_SOFFSET,      /* MUBUF/MTBUF vaddr (or off), resource, soffset */
    AK_IDATA, AK_IADDR, AK_IRSRC, AK_SSAMP, /* MIMG data, address, resource, sampler */
    AK_ETGT, AK_ESRC                     /* EXP target (mrt0, pos1, param5 ...), source (a VGPR or off) */
} amd_opk;

#define AMD_MAX_OPS 6

typedef struct amd_sig {
    uint8_t n;
    uint8_t kind[AMD_MAX_OPS];   /* amd_opk */
    uint8_t type[AMD_MAX_OPS];   /* amd_type */
    uint8_t vreg;                /* bit i: operand i was written vreg (kind AK_VGPR) */
} amd_sig;

/* Row flags. */
enum {
    AMD_I_TIED = 1u << 0,        /* vdst is also the last source (v_mac, v_fmac, v_pk_fmac_f16, v_dot*c) */
    AMD_I_NO_E64 = 1u << 1,      /* 32-bit form only (madmk/madak); on a VOP3 row: no _e64 spelling */
    AMD_I_CMPX = 1u << 2,        /* VOPC writing exec */
    AMD_I_SOPK_SRC = 1u << 3,    /* SOPK whose sdst is read (s_cmpk_*) */
    AMD_I_OPTIONAL_OP = 1u << 4, /* SOPP operand may be omitted (s_endpgm) */
    AMD_I_PSEUDO = 1u << 5,      /* llvm-mc alias, not a hardware mnemonic */
    AMD_I_VOP3B = 1u << 6,       /* VOP3 with an SGPR destination (sdst field) */
    AMD_I_NOMODS = 1u << 7,      /* VOP3 form takes no abs/neg/omod (integer ops) */
    AMD_I_ATOMIC = 1u << 8,      /* memory atomic: with glc a leading vdst returns the old value */
    AMD_I_STORE = 1u << 9,       /* memory store (SMEM/MUBUF/FLAT data is read) */
    AMD_I_NO_CLAMP = 1u << 10,   /* VOP3 form takes no clamp */
    AMD_I_READS_M0 = 1u << 11,   /* reads M0 implicitly (constant bus) */
    AMD_I_READS_VCC = 1u << 12,  /* reads VCC implicitly (constant bus) */
    AMD_I_GDS = 1u << 13,        /* DS instruction that always sets gds */
    AMD_I_LDS = 1u << 14,        /* MUBUF instruction that always sets lds */
    AMD_I_NO_GDS = 1u << 15,     /* DS instruction that takes no gds modifier */
    AMD_I_NO_GLC = 1u << 16,     /* memory instruction that takes no glc (no returning form) */
    AMD_I_OPSEL = 1u << 17,      /* VOP3 form takes op_sel (GFX9+ 16-bit operations) */
    AMD_I_DS2 = 1u << 18,        /* DS with two 8-bit offsets (offset0/offset1) */
    AMD_I_REV = 1u << 19,        /* VALU with swapped sources (*rev*): no lds_direct */
    AMD_I_IMM16 = 1u << 20,      /* SOPP operand range-checked to 16 bits, no float; printed in hex */
    AMD_I_BUS1 = 1u << 21,       /* one constant-bus read even on GFX10 (64-bit shifts) */
    AMD_I_SDWA = 1u << 22,       /* VOP1/VOP2/VOPC row with an SDWA form */
    AMD_I_DPP = 1u << 23,        /* VOP1/VOP2 row with a DPP form */
    AMD_I_SDWA_OMOD = 1u << 24,  /* its SDWA form takes an output modifier (GFX9+, float results) */
    AMD_I_SDWA_INT = 1u << 25,   /* float sources in VOP3, integers in SDWA and DPP (v_cndmask_b32) */
    AMD_I_SWIZZLE = 1u << 26,    /* offset: takes the swizzle(MODE, ...) macros (ds_swizzle_b32) */
    AMD_I_EARLYCLOBBER = 1u << 27, /* the VGPR destination may overlap no source (v_mqsad_*) */
    AMD_I_FMA_MIX = 1u << 28,    /* only on targets with the fma-mix feature (v_fma_mix*: gfx904 in column C9) */
    AMD_I_MAD_MIX = 1u << 29,    /* only on targets without it (v_mad_mix*) */
    AMD_I_DOT10 = 1u << 30       /* GFX10 dot instruction: only on targets with AMD_F_DOT10 (gfx1011, gfx1012) */
};

typedef struct amd_inst {
    const char *name;
    uint8_t fam;                 /* amd_fam */
    const char *sig;             /* signature or memory layout */
    int16_t op[AMD_NCOL];        /* opcode per column: GFX7, GFX8, GFX9, gfx906, gfx908, GFX90A, GFX10 */
    uint32_t flags;
} amd_inst;

/* The rows, grouped by family (each file one family group). */
extern const amd_inst amd_insts_salu[];
extern const unsigned amd_insts_salu_count;
extern const amd_inst amd_insts_valu[];
extern const unsigned amd_insts_valu_count;
extern const amd_inst amd_insts_mem[];
extern const unsigned amd_insts_mem_count;
/* Their parsed signatures, index for index (generated at build time by
 * tools/gen/amd_sigs.c with amd_sig_parse). */
extern const amd_sig amd_insts_salu_sig[];
extern const amd_sig amd_insts_valu_sig[];
extern const amd_sig amd_insts_mem_sig[];

/* Parse a signature string; returns 0 or -1 on a malformed table entry. */
int amd_sig_parse(const char *s, amd_sig *out);

/* Type facts by amd_type (sig.c); the look-ups are inline (the encoders ask per operand). */
#define AMD_NTYPES (AT_V2B32 + 1)
typedef struct amd_type_desc {
    const char *name;            /* signature spelling (NULL for AT_NONE) */
    uint16_t bits;
    uint8_t fp, sgn;
} amd_type_desc;
extern const amd_type_desc amd_types[AMD_NTYPES];
/* 16, 32, 64, 96, ... (32 for AT_NONE) */
static inline unsigned amd_type_bits(amd_type t) { return (unsigned)t < AMD_NTYPES ? amd_types[t].bits : 32; }
static inline int amd_type_is_float(amd_type t) { return (unsigned)t < AMD_NTYPES && amd_types[t].fp; }
static inline int amd_type_is_signed(amd_type t) { return (unsigned)t < AMD_NTYPES && amd_types[t].sgn; }
int amd_type_is_packed(amd_type t);   /* v2f16 v2i16 (16-bit halves of one dword) */

#endif

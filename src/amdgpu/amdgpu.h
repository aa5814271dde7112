/* AMDGPU assembler internals shared by the family encoders. */
#ifndef GI_AMDGPU_AMDGPU_H
#define GI_AMDGPU_AMDGPU_H
#include "core/asmcore.h"
#include "amdgpu/target.h"
#include "amdgpu/insts.h"
#include "amdgpu/regs.h"
#include "amdgpu/operand.h"

/* A table row compiled for one target: the row, its parsed signature and
 * the opcode of this target's column. */
typedef struct amd_row {
    const amd_inst *inst;
    amd_sig sig;
    int op;
    bool matrix;            /* a VOP3P-MAI row (its destination is an mdst): encode_mai.c */
    bool interp;            /* VINTRP, or a VOP3 row with an attr operand: encode_interp.c */
    struct amd_row *next;   /* same name, other family */
} amd_row;

/* A slot of the mnemonic hash table (open addressing): the name's hash and
 * length, and its first row (the others follow through amd_row.next). */
typedef struct amd_name_slot {
    uint32_t hash, len;
    amd_row *row;
} amd_name_slot;

/* Immutable per-target context. */
typedef struct amd_ctx {
    const amd_target *t;
    bool compat;
    bool wave32;            /* the wave size is 32 (wavefrontsize32 without wavefrontsize64) */
    bool object;            /* an object file is written (GI_OPT_OBJECT) */
    amd_features feat;      /* -mattr: the wave-size bits decide which vcc spellings are valid */
    char warn[512];         /* -mattr warnings, reported when a run begins */
    amd_row *rows;
    size_t nrows;
    amd_name_slot *hash;    /* open addressing by name */
    size_t hcap;
    struct amd_dectab *dec; /* the decoder's opcode maps for this target (amdgpu/dis/decode.h) */
} amd_ctx;

/* Requested encoding by mnemonic suffix. */
typedef enum amd_form { AMD_FORM_ANY = 0, AMD_FORM_E32, AMD_FORM_E64, AMD_FORM_SDWA, AMD_FORM_DPP } amd_form;

/* One instruction being encoded. */
typedef struct amd_enc {
    const amd_ctx *ctx;
    gi_asmcore *core;
    const amd_row *row;
    amd_form form;
    const char *mnem_at;     /* mnemonic position (errors) */
    amd_parsed *p;
    uint8_t mask_n;          /* register count of the lane masks written so far (0: none yet) */
    uint8_t bytes[24];       /* the longest: GFX10 MIMG with 13 NSA addresses (20) */
    size_t size;
    /* the one literal of the instruction */
    bool has_lit;
    uint32_t lit;
    const amd_operand *lit_op;   /* operand that defined it (expression fixups) */
    bool lit_deferred;
    gi_fixup fix[2];
    size_t nfix;
    bool lds_direct_ok;      /* the operand being encoded is a VOP1/2/C 32-bit src0 */
    bool pad_nop;            /* gfx10.1: s_nop 0 after this branch (encode_salu.c, module.c's relaxation) */
} amd_enc;

const amd_row *amd_lookup(const amd_ctx *c, const char *name, size_t len);

/* Family encoders: return true on success (bytes/size filled) or report an
 * error through the core and return false. */
bool amd_enc_salu(amd_enc *e);
bool amd_enc_vop(amd_enc *e);
bool amd_enc_mem(amd_enc *e);
bool amd_enc_mimg(amd_enc *e);
bool amd_enc_mai(amd_enc *e);      /* matrix rows of VOP3P (encode_mai.c) */
bool amd_enc_interp(amd_enc *e);   /* VINTRP and the VOP3 interpolation rows (encode_interp.c) */
bool amd_enc_sdwa(amd_enc *e);     /* SDWA forms of VOP1/VOP2/VOPC rows (encode_sdwa_dpp.c) */
bool amd_enc_dpp(amd_enc *e);      /* DPP forms of VOP1/VOP2 rows (encode_sdwa_dpp.c) */
bool amd_enc_exp(amd_enc *e);      /* EXP (encode_exp.c) */
/* The VOP3 opcode of a VINTRP row's opcode (its 64-bit form, GFX8 on). */
int amd_vintrp_vop3_op(amd_gen g, int op);

/* VALU operand checks shared by the VOP encoders (amdgpu/asm/encode_vop.c). */
bool amd_vop_is_vcc(const amd_enc *e, const amd_operand *o);
/* The register count of a lane mask operand (vcc, a carry, a compare
 * result): 1 with wavefrontsize32, 2 with wavefrontsize64; with both
 * features on either, as the instruction's first mask is written. */
unsigned amd_vop_mask_regs(amd_enc *e, const amd_operand *o);
bool amd_vop_check_vdst(amd_enc *e, const amd_operand *o, amd_type t, uint16_t *field);
bool amd_vop_check_sdst(amd_enc *e, const amd_operand *o, unsigned regs, uint16_t *field);
uint16_t amd_vop_bus_key(uint16_t code, amd_type t);
bool amd_vop_constant_bus(amd_enc *e, const uint16_t *keys, int n, bool implicit_vcc);

/* Shared helpers for the encoders (amdgpu/asm/encode_util.c). */
unsigned amd_type_regs(amd_type t);
bool amd_err(amd_enc *e, const char *at, const char *msg);
/* Encode a source operand into a 9-bit code; literal and fixups recorded in e. */
bool amd_src_code(amd_enc *e, const amd_operand *o, amd_type t, bool allow_vgpr, bool allow_literal,
                  uint16_t *code);
void amd_put32(amd_enc *e, uint32_t w);
/* The 32-bit constant K of madmk/madak: always a literal dword. */
bool amd_kimm(amd_enc *e, const amd_operand *o, amd_type t);
/* Record the literal dword (after the instruction words). */
void amd_put_literal(amd_enc *e);

/* Fixup kinds. */
enum { AMD_FIX_LIT32 = 1, AMD_FIX_BRANCH16 = 2 };

#endif

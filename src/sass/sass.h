/* NVIDIA SASS for SPA 5.0 (Maxwell sm_50/52/53): the instruction table, the
 * decoded-instruction record and the codec over them.
 *
 * One table (insts.c) drives every direction: the parser matches source
 * operands against a row's operand descriptors, the encoder writes the
 * row's fixed bits plus each descriptor's and modifier's field, the decoder
 * finds the row by (word & mask) == bits and reads the same fields back, the
 * printer walks the same descriptors. An executor dispatches on
 * sass_inst.op and reads the named fields; it never sees raw bits. */
#ifndef GI_SASS_H
#define GI_SASS_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Semantic ids: what an executor implements (one per instruction meaning,
 * shared by the register / constant / immediate forms of a row family). */
typedef enum sass_op {
    SASS_OP_LEA_LO, SASS_OP_LEA_HI, SASS_OP_LD, SASS_OP_ST, SASS_OP_LDC, SASS_OP_BFE,
    SASS_OP_MOV, SASS_OP_MOV32I, SASS_OP_IADD, SASS_OP_ISCADD, SASS_OP_SHL, SASS_OP_SHR,
    SASS_OP_ISETP, SASS_OP_BRA, SASS_OP_SSY, SASS_OP_SYNC, SASS_OP_NOP, SASS_OP_EXIT,
    /* kernel essentials: special registers, global and shared memory, the CTA barrier */
    SASS_OP_S2R, SASS_OP_LDG, SASS_OP_STG, SASS_OP_LDS, SASS_OP_STS, SASS_OP_BAR,
    /* integer ALU (executed by exec_int.c) */
    SASS_OP_XMAD, SASS_OP_LOP, SASS_OP_LOP3, SASS_OP_LOP32I, SASS_OP_IADD3,
    SASS_OP_IADD32I, SASS_OP_ISCADD32I, SASS_OP_ISET, SASS_OP_ICMP, SASS_OP_IMNMX, SASS_OP_SEL, SASS_OP_SHF,
    SASS_OP_BFI, SASS_OP_FLO, SASS_OP_POPC, SASS_OP_PRMT,
    /* ---- float and conversions (executed: exec_float.c) ---- */
    SASS_OP_FADD, SASS_OP_FADD32I, SASS_OP_FMUL, SASS_OP_FMUL32I, SASS_OP_FFMA, SASS_OP_FFMA32I,
    SASS_OP_FMNMX, SASS_OP_FSET, SASS_OP_FSETP, SASS_OP_FCMP, SASS_OP_FCHK, SASS_OP_MUFU, SASS_OP_RRO,
    SASS_OP_DADD, SASS_OP_DMUL, SASS_OP_DFMA, SASS_OP_DMNMX, SASS_OP_DSET, SASS_OP_DSETP,
    SASS_OP_I2F, SASS_OP_F2I, SASS_OP_F2F, SASS_OP_I2I,
    /* ---- memory, control, predicates (executed: exec.c, exec_warp.c) ---- */
    SASS_OP_LDL, SASS_OP_STL, SASS_OP_MEMBAR, SASS_OP_PBK, SASS_OP_PCNT, SASS_OP_CAL, SASS_OP_JCAL,
    SASS_OP_RET, SASS_OP_BRK, SASS_OP_CONT, SASS_OP_KIL, SASS_OP_PSETP, SASS_OP_PSET,
    SASS_OP_ATOM, SASS_OP_ATOM_CAS, SASS_OP_ATOMS, SASS_OP_ATOMS_CAS, SASS_OP_RED, SASS_OP_SHFL, SASS_OP_VOTE,
    SASS_OP_P2R, SASS_OP_R2P,
    /* ---- rows of issue 20, part 2 (executed but TLDS: rows flagged SR_NOEXEC) ---- */
    SASS_OP_DEPBAR, SASS_OP_BRX, SASS_OP_JMP, SASS_OP_JMX, SASS_OP_CCTL, SASS_OP_CCTLL, SASS_OP_CS2R,
    SASS_OP_CSET, SASS_OP_CSETP, SASS_OP_VADD, SASS_OP_VMNMX, SASS_OP_VABSDIFF4, SASS_OP_TLDS,
    /* ---- half precision (sm_53; executed by exec_float.c, docs/sass.md "Half-precision rows") ---- */
    SASS_OP_HADD2, SASS_OP_HMUL2, SASS_OP_HFMA2, SASS_OP_HSET2, SASS_OP_HSETP2,
    /* ---- maxas' listings (encoded, decoded, printed; rows flagged SR_NOEXEC) ---- */
    SASS_OP_B2R, SASS_OP_BPT,
    SASS_OP_COUNT
} sass_op;

/* Where the Sb source of a row comes from. */
typedef enum sass_form {
    SASS_SB_NONE = 0, SASS_SB_REG, SASS_SB_CONST, SASS_SB_IMM,
    SASS_SC_CONST /* FFMA/DFMA "Rd, Ra, Rb, c[][]": the register multiplicand is rc (field 39..46,
                   * negation neg_c), the constant addend is cbank/imm (negation neg_b) */
} sass_form;

/* Modifier slots: sass_inst.m[slot] holds the modifier's field value. */
typedef enum sass_mslot {
    SASS_M_HI,      /* LEA: 0 = .LO, 1 = .HI (implied by the row) */
    SASS_M_X,       /* .X: add the carry in */
    SASS_M_CC,      /* .CC: write the condition code */
    SASS_M_E,       /* LD/ST .E: 64-bit address {Ra+1, Ra} */
    SASS_M_SIGNED,  /* 1 = .S32, 0 = .U32 */
    SASS_M_BREV,    /* BFE/SHR .BREV */
    SASS_M_W,       /* SHL/SHR .W (wrap the shift amount) */
    SASS_M_SAT,     /* IADD .SAT */
    SASS_M_SIZE,    /* LD/ST/LDC: 0 U8, 1 S8, 2 U16, 3 S16, 4 32, 5 64, 6 128, 7 U.128 */
    SASS_M_COP,     /* LD: 0 CA/CS, 1 CG/LU, 2 CI, 3 CV; ST: 0 WB, 1 CG, 2 CS, 3 WT */
    SASS_M_CMP,     /* ISETP: 0 F, 1 LT, 2 EQ, 3 LE, 4 GT, 5 NE, 6 GE, 7 T */
    SASS_M_BOP,     /* ISETP: 0 AND, 1 OR, 2 XOR */
    SASS_M_MODE,    /* LDC: 0 IA, 1 IL, 2 IS, 3 ISL */
    SASS_M_U,       /* BRA .U (uniform-branch bit 7) */
    SASS_M_CCT,     /* BRA/EXIT condition-code test (sass_cc_tests[]), 15 = T (none written) */
    SASS_M_FORM,    /* a spelling implied by the row (SHF .L / .R, LOP3 .LUT) */
    SASS_M_LOP,     /* LOP/LOP32I: 0 AND, 1 OR, 2 XOR, 3 PASS_B */
    SASS_M_POP,     /* LOP/LOP3 predicate test of the result: 0 none, 2 .Z, 3 .NZ */
    SASS_M_XTYPE,   /* XMAD source types: bit 0 = A .S16, bit 1 = B .S16 */
    SASS_M_PSL,     /* XMAD .PSL (product shifted left 16) */
    SASS_M_MRG,     /* XMAD .MRG */
    SASS_M_XMODE,   /* XMAD: 0 none, 1 .CLO, 2 .CHI, 3 .CSFU, 4 .CBCC */
    SASS_M_SHIFT,   /* IADD3: 0 none, 1 .RS, 2 .LS */
    SASS_M_TYPE,    /* SHF: 0 (U32), 1 .S32, 2 .U64, 3 .S64 */
    /* ---- float and conversions ---- */
    SASS_M_FTZ,     /* .FTZ (FFMA/FMUL32I/FFMA32I: 1 FTZ, 2 FMZ) */
    SASS_M_RND,     /* rounding: 0 RN, 1 RM, 2 RP, 3 RZ; F2I 0 ROUND.. 3 TRUNC; F2F +4 = integer rounding */
    SASS_M_FSCALE,  /* FMUL: 0 none, 1 D2, 2 D4, 3 D8, 4 M8, 5 M4, 6 M2 */
    SASS_M_FCMP,    /* FSET/FSETP/FCMP/DSET/DSETP compare: the 16 codes of sass_cc_tests[0..15] */
    SASS_M_BF,      /* FSET/DSET .BF (1.0 instead of all ones) */
    SASS_M_FUNC,    /* MUFU function, RRO operation, FCHK check */
    SASS_M_DTYPE,   /* conversions: destination type */
    SASS_M_STYPE,   /* conversions: source type */
    /* ---- memory, control, predicates ---- */
    SASS_M_PBOP,    /* PSETP/PSET: 0 AND, 1 OR, 2 XOR combining Pa and Pb (SASS_M_BOP then combines Pc) */
    SASS_M_MBLVL,   /* MEMBAR level: 0 CTA, 1 GL, 2 SYS, 3 VC */
    SASS_M_IVALL,   /* MEMBAR: 0 none, 1 .IVALLD, 2 .IVALLT, 3 .IVALLTD */
    SASS_M_AOP,     /* ATOM/ATOMS/RED operation: 0 ADD 1 MIN 2 MAX 3 INC 4 DEC 5 AND 6 OR 7 XOR 8 EXCH;
                     * ATOMS.CAS: 0 CAST, 1 CAST.SPIN, 2 CAS */
    SASS_M_ATYPE,   /* ATOM/RED: 0 U32 1 S32 2 U64 3 F32.FTZ.RN 4 U128 5 S64; ATOMS: 0 U32 1 S32 2 U64 3 S64 */
    SASS_M_A64,     /* ATOM.CAS / ATOMS.CAS .64 */
    SASS_M_PRCC,    /* P2R/R2P: 0 PR (the predicates), 1 CC (the condition code) */
    SASS_M_BYTE,    /* P2R: the byte of Rd written (.B0 .. .B3) */
    /* ---- issue 20, part 2 ---- */
    SASS_M_LE,      /* DEPBAR .LE */
    SASS_M_VMODE,   /* video ops: the secondary operation (MRG_16H .. MAX, 7 = none) */
    SASS_M_UD,      /* video ops: 0 = .UD (unsigned destination), 1 = signed (default) */
    SASS_M_MX,      /* VMNMX .MX (max as the first operation) */
    SASS_M_NODEP,   /* TLDS .NODEP */
    SASS_M_TEXR,    /* texture rows: .T (1) / .P (2), the operand-reuse flags a / b of the control field */
    SASS_M_CACHE,   /* CCTL/CCTLL operation (QRY1 .. RSLB) */
    /* ---- half precision ---- */
    SASS_M_HF32,    /* HADD2/HMUL2/HFMA2 .F32: the result is the low half's value as an f32 */
    SASS_M_HAND,    /* HSETP2 .H_AND: both halves' results ANDed */
    SASS_M_COUNT
} sass_mslot;

#define SASS_RZ 255   /* register number of RZ */
#define SASS_PT 7     /* predicate number of PT */

/* Control-field layout (one 21-bit field per instruction). */
#define SASS_SCHED_STALL(s) ((s) & 0xfu)
#define SASS_SCHED_YIELD(s) (((s) >> 4) & 1u)
#define SASS_SCHED_WRBAR(s) (((s) >> 5) & 7u)
#define SASS_SCHED_RDBAR(s) (((s) >> 8) & 7u)
#define SASS_SCHED_WAIT(s) (((s) >> 11) & 0x3fu)
#define SASS_SCHED_REUSE(s) (((s) >> 17) & 0xfu)
/* No scheduling token written: stall 0, yield bit clear, no barriers (7),
 * no wait, no reuse -- maxas's control for padding NOPs. */
#define SASS_SCHED_DEFAULT 0x0007e0u
/* Reuse flags (bits 17..20): operand slots a, b, c. */
enum { SASS_REUSE_A = 1, SASS_REUSE_B = 2, SASS_REUSE_C = 4 };

/* One decoded instruction: fixed size, no pointers, filled by the parser or
 * by sass_decode, consumed by sass_encode, sass_print and executors.
 * Fields a row does not use keep their neutral values (RZ, PT, 0). */
typedef struct sass_inst {
    uint16_t row;            /* index in sass_rows[] */
    uint8_t op;              /* sass_op of the row */
    uint8_t form;            /* sass_form of the row */
    uint8_t guard;           /* guard predicate, 7 = PT */
    bool guard_neg;          /* @!P */
    uint8_t rd, ra, rb, rc;  /* registers, 255 = RZ (rd: also the ST value register) */
    uint8_t pd, pd2;         /* ISETP destinations */
    uint8_t psrc;            /* ISETP combining predicate */
    bool psrc_neg;
    uint8_t plg;             /* LEA Plg destination / LD-ST Plg source, 7 = PT */
    bool neg_a, neg_b;       /* -Ra, -Sb */
    bool abs_a, abs_b;       /* |Ra|, |Sb| (float rows) */
    uint8_t cbank;           /* c[bank] of a constant operand */
    uint8_t scale;           /* LEA scale, ISCADD shift */
    uint8_t lut;             /* LOP3 look-up table */
    bool neg_c;              /* -Rc (IADD3, FFMA) */
    uint8_t sel_a, sel_b, sel_c; /* half selectors: 0 none, 1 .H0, 2 .H1; byte selectors 0..3;
                                  * half2 swizzles (SO_HSWZ): 0 H1_H0, 1 F32, 2 H0_H0, 3 H1_H1 */
    int64_t imm;             /* Sb immediate (sign-extended), constant or memory byte
                              * offset, branch offset in bytes (target - (pc + 8)) */
    uint8_t m[SASS_M_COUNT]; /* modifiers by slot */
    uint32_t sched;          /* 21-bit control field */
} sass_inst;

/* ---- the table ---- */

/* Operand kinds of a row's signature (syntax + field). */
typedef enum sass_kind {
    SK_END = 0,
    SK_PLG,      /* optional leading Plg destination at pos (3 bits) */
    SK_RD,       /* destination register at 0..7 (.CC allowed when the row has SASS_M_CC) */
    SK_RA,       /* register at 8..15; aux = bit of its negation (0 = not negatable) */
    SK_RB,       /* register Sb at 20..27; aux = negation bit */
    SK_RC,       /* optional register at 39..46, default RZ */
    SK_CB,       /* c[bank][offset]: bank 34..38, word offset 20..33; aux = negation bit */
    SK_I20,      /* signed 20-bit immediate: 19 bits at 20, sign at 56 */
    SK_I32,      /* 32-bit immediate at 20..51 */
    SK_U5,       /* unsigned 5-bit number at pos (scale / shift); optional when flag SO_OPT */
    SK_MEM,      /* [Ra + ImmS32] / [ImmU32]: Ra 8..15, offset 20..51; aux = 24: a 24-bit offset at
                  * 20..43 (LDG/STG/LDS/STS: [Ra + ImmS24] / [ImmU24], [RZ] printed for offset 0) */
    SK_CMEM,     /* c[bank][Ra + ImmS16] / c[bank][ImmU16]: bank 36..40, Ra 8..15, offset 20..35 */
    SK_PLGSRC,   /* optional trailing Plg source at pos, default PT */
    SK_PD,       /* predicate destination at pos */
    SK_PD2,      /* optional second predicate destination at pos, default PT */
    SK_PSRC,     /* optional predicate source at pos, negation at aux, default PT */
    SK_TARGET,   /* branch target: signed 24-bit byte offset at 20..43 */
    SK_CCT,      /* optional condition-code test CC.xx, 5 bits at pos, default T (15), kept in m[SASS_M_CCT] */
    SK_SR,       /* special register SR_* (S2R), 8 bits at pos, kept in imm */
    SK_BARID,    /* barrier number 0..15 (BAR), 8-bit field at pos, kept in scale */
    SK_BARCNT,   /* optional thread count 0..4095 (BAR), 12 bits at pos, kept in imm; default 0 (not printed) */
    SK_RCB,      /* register in the Rc field (39..46) written as the Sb operand (XMAD's RC form) */
    SK_U16,      /* unsigned 16-bit immediate at 20..35 (XMAD) */
    SK_LUT,      /* 8-bit look-up table immediate at pos (LOP3), kept in lut */
    /* ---- float immediates; imm holds the value's IEEE bit pattern (f32, or f64 for SK_D20) ---- */
    SK_F20,      /* f32 immediate, its top 20 bits: 19 at 20, sign at 56; aux = .NEG bit */
    SK_D20,      /* f64 immediate, its top 20 bits: 19 at 20, sign at 56; aux = .NEG bit */
    SK_F32,      /* f32 immediate at 20..51 */
    /* ---- memory, control, predicates ---- */
    SK_PSA,      /* predicate source at pos, negation at aux, kept in ra / neg_a (PSETP/PSET Pa) */
    SK_PSB,      /* predicate source at pos, negation at aux, kept in rb / neg_b (PSETP/PSET Pb) */
    SK_AMEM,     /* atomic address [Ra + ImmS] / [ImmU]: Ra 8..15, offset aux bits at pos (SO_X4: in words) */
    SK_UN,       /* unsigned immediate of aux bits at pos, kept in imm (SHFL's mask); with SO_OPT it may be
                  * omitted: 0xffff, not printed (R2P: nvdisasm writes `R2P PR, RZ` for mask 0xffff) */
    SK_PRCC,     /* PR or CC (P2R/R2P), 1 bit at pos, kept in m[SASS_M_PRCC] */
    SK_RBNEXT,   /* the register after Rb (Rb+1, Rb+2 with .64): printed, not encoded (CAS's second value) */
    /* ---- issue 20, part 2 ---- */
    SK_SB,       /* scoreboard SB0..SB5 (DEPBAR), 3 bits at pos, kept in scale */
    SK_SBSET,    /* a set of scoreboards {5,4,..} (DEPBAR), 6-bit mask at pos, kept in lut; optional with SO_OPT */
    SK_RADDR,    /* `Ra {+|-}imm` without a comma (BRX, JMX): Ra 8..15, signed 24-bit offset at 20..43 in imm */
    SK_REGAT,    /* a register at pos (8 bits), kept in rc (TLDS's second destination at 28) */
    SK_TEXDIM,   /* texture dimension 1D/2D/3D implied by the row (aux = 1, 2, 3): written, not encoded */
    SK_TEXCHAN,  /* TLDS component mask R, G, .. RGBA: 3 bits at pos, meaning chosen by rc (RZ or not) */
    /* ---- half precision ---- */
    SK_H16H,     /* the high half of a half2 immediate (printed first): sign and top 9 bits of a binary16,
                  * 9 bits at pos, sign at aux; kept in imm bits 16..31 */
    SK_H16L      /* its low half (printed second), kept in imm bits 0..15 */
} sass_kind;

enum {
    SO_OPT = 1,
    SO_INV = 2,     /* aux is an inversion written '~' (LOP), not a negation '-' */
    SO_SIGNED = 4,  /* SK_I32: a signed value, printed -0x.. */
    SO_CSPACE = 8,  /* SK_CB printed as nvdisasm spells XMAD's, I2F's: c[0x0] [0x8] */
    SO_SEL2 = 16,   /* sel: a 2-bit .H0 (1) / .H1 (2) field; otherwise a 1-bit .H1 field */
    SO_U20 = 32,    /* SK_I20: printed as the unsigned 20-bit field (IADD3: 0xfffff, not -0x1) */
    SO_X4 = 64,     /* SK_AMEM: the field holds the byte offset / 4 (ATOMS) */
    SO_BSEL = 128,  /* sel: a 2-bit byte selector .B0 .. .B3 (B0 the default, not printed) */
    SO_HSWZ = 256   /* sel: a 2-bit half2 swizzle: 0 none (H1_H0), 1 .F32, 2 .H0_H0, 3 .H1_H1 */
};

typedef struct sass_opd {
    uint8_t kind, pos, aux;
    uint16_t flags; /* SO_* */
    uint8_t sel;    /* position of the operand's half selector (0 = none) */
    uint8_t abs;    /* bit of |operand| (SK_RA/RB/CB), 0 = none */
} sass_opd;

typedef struct sass_modval {
    const char *name;
    uint8_t val;
} sass_modval;

/* A modifier group: its values are written as .NAME suffixes of the
 * mnemonic. width 0 = implied by the row (no field bits). */
typedef struct sass_mod {
    uint8_t slot, pos, width, def;
    uint8_t flags;           /* SM_* */
    const sass_modval *vals; /* terminated by a NULL name */
    uint8_t pos2;            /* where value bit `width` goes (a split field), 0 = none */
} sass_mod;

enum {
    SM_REQUIRED = 1, /* must be written (LEA .HI) */
    SM_PRINT = 2     /* printed even when it has the default value (ISETP .cmp, .bop) */
};

enum {
    SR_VARLAT = 1,   /* variable latency: &wrN / &rdN allowed */
    SR_NOGUARD = 2,  /* no guard predicate field (SSY) */
    SR_CC_XOR_PLG = 4, /* at most one of .CC and Plg (LEA) */
    SR_NOEXEC = 8,   /* encode/decode/print only: the executor refuses it ("not modelled") */
    SR_FRAME_SHIFT = 4, /* bits 4..6: the reconvergence-stack frame kind (sass_frame_kind) the row
                        * pushes (SSY PBK PCNT CAL JCAL) or returns to (SYNC BRK CONT RET) */
    SR_TEX = 128     /* texture rows: the reuse flags a / b print as the modifiers .T / .P, never as .reuse */
};
#define SR_FRAME(k) ((k) << SR_FRAME_SHIFT)
#define SASS_ROW_FRAME(r) (((r)->flags >> SR_FRAME_SHIFT) & 7u)

/* Kinds of reconvergence-stack frames (exec.c): 0 is the other side of a divergent branch. */
typedef enum sass_frame_kind {
    SASS_FR_BRANCH = 0, SASS_FR_SYNC, SASS_FR_BREAK, SASS_FR_CONT, SASS_FR_CALL
} sass_frame_kind;

#define SASS_MAX_OPDS 7
#define SASS_MAX_MODS 7

typedef struct sass_row {
    const char *name;         /* mnemonic */
    uint8_t op, form;         /* sass_op, sass_form */
    uint8_t flags;            /* SR_* */
    uint64_t bits, mask;      /* fixed bits; mask selects the bits that identify the row */
    sass_opd opd[SASS_MAX_OPDS];
    sass_mod mods[SASS_MAX_MODS];
    const char *extra_hint;   /* message when too many operands are written */
} sass_row;

extern const sass_row sass_rows[];
extern const unsigned sass_nrows;
/* Names of the 32 condition-code tests (CC.NAME), indexed by their code. */
extern const char *const sass_cc_tests[32];
/* nvdisasm's names of the special registers S2R reads (NULL: printed SR<n>) */
extern const char *const sass_sr_names[256];
#define SASS_CC_T 15  /* the always-true test: not printed, the default */
/* TLDS component masks: the name of code (0..7) with one destination (pair = false: R G B A RG RA
 * GA BA) or two (RGB RGA RBA GBA RGBA, codes 0..4); "INVALID" for an unused code. */
const char *sass_tex_channels(bool pair, unsigned code);

/* ---- codec ---- */

/* Reset an instruction to the neutral values of a row (guard PT, RZ, PT,
 * modifier defaults, default control). */
void sass_inst_init(sass_inst *in, unsigned row);
/* Encode to the 64-bit word (fields wrap to their widths: validation is the
 * parser's job). */
uint64_t sass_encode(const sass_inst *in);
/* Decode a word and its 21-bit control field. Returns false when no row
 * matches (the struct is then zeroed). */
bool sass_decode(uint64_t word, uint32_t sched, sass_inst *out);
/* Canonical (nvdisasm-like) text without the ';'. pc is the instruction's
 * address in the hardware layout (branch targets are printed absolute).
 * Returns the length written (truncated to cap - 1). */
size_t sass_print(const sass_inst *in, uint64_t pc, char *buf, size_t cap);

/* Control words: three 21-bit fields, slot k at bits 21k..21k+20. */
uint64_t sass_ctrl_pack(const uint32_t sched[3]);
void sass_ctrl_unpack(uint64_t ctrl, uint32_t sched[3]);

/* Hardware layout: instruction index -> byte address (a control word
 * precedes every three instructions). */
static inline uint64_t sass_inst_addr(uint64_t index) { return (index / 3) * 32 + 8 + (index % 3) * 8; }

/* NOP with guard PT, used to pad the last group. */
#define SASS_NOP_WORD 0x50b0000000070f00ull

/* Number of consecutive registers a size code moves (1, 2 or 4). */
unsigned sass_size_regs(unsigned size);

#endif

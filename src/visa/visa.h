/* Intel vISA (virtual ISA 4.1, as GenX_IR reads it): the instruction table,
 * the decoded-instruction record and the codec over them.
 *
 * One table drives every direction. LSC_UNTYPED sub-ops are rows of
 * visa_lsc_rows[] (lsc_table.c): name, sub-op code, operand layout, the
 * caching class, the data sizes / vectors / address models / SFIDs the
 * sub-op takes and the atomic arity. The other instructions are rows of
 * visa_alu_rows[] (opcode, number of sources, allowed types). The parser
 * (parse.c) fills a visa_inst from text reading the row, the validator
 * (validate.c) checks it against the row and the platform, the codec
 * (codec.c) writes and reads the vISA bytes walking the row's layout, the
 * printer (print.c) prints the canonical text; an executor dispatches on
 * visa_inst.op (+ the LSC row) and reads named fields, never bytes. */
#ifndef GI_VISA_H
#define GI_VISA_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- platforms ---- */

typedef struct visa_target {
    const char *name;     /* dg2, mtl, pvc */
    const char *genx;     /* GenX_IR's -platform name */
    uint8_t plat_code;    /* gen-binary platform byte of GenX_IR's header (informational) */
    unsigned grf;         /* GRF bytes: 32 (dg2, mtl) or 64 (pvc) */
    unsigned simd;        /* native payload SIMD width: 16 or 32 */
    bool has_ugml;        /* .ugml exists (PVC only) */
} visa_target;

const visa_target *visa_target_find(const char *name);

/* ---- enumerations (values are the binary codes) ---- */

enum { VISA_OP_ADD = 0x01, VISA_OP_MUL = 0x10, VISA_OP_SHL = 0x24, VISA_OP_MOV = 0x29, VISA_OP_SUBROUTINE = 0x30, VISA_OP_LABEL = 0x31, VISA_OP_GOTO = 0x6c, VISA_OP_BARRIER = 0x59,
       VISA_OP_FENCE = 0x5c, VISA_OP_LSC_FENCE = 0x8b,
       VISA_OP_RET = 0x34, VISA_OP_JMP = 0x32, VISA_OP_CALL = 0x33, VISA_OP_FADDR = 0x50, VISA_OP_LSC_UNTYPED = 0x89 };

/* variable element types (bit_properties bits 0..3) */
enum { VISA_T_UD, VISA_T_D, VISA_T_UW, VISA_T_W, VISA_T_UB, VISA_T_B, VISA_T_DF, VISA_T_F, VISA_T_V, VISA_T_VF,
       VISA_T_BOOL, VISA_T_UQ, VISA_T_UV, VISA_T_Q, VISA_T_HF, VISA_T_BF, VISA_T_COUNT };
extern const char *const visa_type_names[VISA_T_COUNT];
unsigned visa_type_size(unsigned t);
/* alignment names of .decl align= (bit_properties bits 4..7) */
#define VISA_NUM_ALIGNS 10
extern const char *const visa_align_names[VISA_NUM_ALIGNS];   /* bytes of one element (0 for packed vectors v/uv/vf: 4) */

enum { VISA_SFID_UGM = 0, VISA_SFID_UGML = 1, VISA_SFID_SLM = 3 };
enum { VISA_CACHE_DF, VISA_CACHE_UC, VISA_CACHE_CA, VISA_CACHE_WB, VISA_CACHE_WT, VISA_CACHE_ST, VISA_CACHE_RI,
       VISA_CACHE_COUNT };
enum { VISA_AM_FLAT = 1, VISA_AM_BSS, VISA_AM_SS, VISA_AM_BTI, VISA_AM_ARG };
enum { VISA_A16 = 1, VISA_A32, VISA_A64 };
enum { VISA_D8 = 1, VISA_D16, VISA_D32, VISA_D64, VISA_D8U32, VISA_D16U32, VISA_D16U32H };
enum { VISA_ORDER_NONTRANSPOSE = 1, VISA_ORDER_TRANSPOSE = 2 };
/* vector (DataElemsPerAddr) codes 1..8 = 1,2,3,4,8,16,32,64 elements */
unsigned visa_vec_len(unsigned code);
int visa_vec_code(unsigned len);   /* -1 if not a legal length */

/* data size register / memory bytes (spec D3) */
unsigned visa_dsize_reg(unsigned ds);
unsigned visa_dsize_mem(unsigned ds);

/* ---- the LSC table ---- */

/* Operand layouts of LSC_UNTYPED (the seed's four "CONDITION" formats). */
typedef enum visa_lsc_layout {
    VISA_LAY_VEC,       /* loads, stores, quad, atomics, load_status */
    VISA_LAY_STRIDED,   /* Src0AddrBase + Src0AddrPitch */
    VISA_LAY_BLOCK2D,   /* six vector address operands */
    VISA_LAY_APNDCTR    /* no address: surface + Src0Data */
} visa_lsc_layout;

/* What the text looks like and which data operand is the payload. */
typedef enum visa_lsc_kind { VISA_LK_LOAD, VISA_LK_STORE, VISA_LK_ATOMIC } visa_lsc_kind;

/* caching classes (which L1/L3 pairs are valid) */
typedef enum visa_cache_class { VISA_CC_LOAD, VISA_CC_STORE, VISA_CC_ATOMIC } visa_cache_class;

enum {
    VISA_LF_QUAD = 1,      /* channel mask .xyzw instead of a vector */
    VISA_LF_FLOAT = 2,     /* floating-point atomic */
    VISA_LF_STATUS = 4,    /* load_status */
    VISA_LF_NOTRANS = 8,   /* no transposed form */
    VISA_LF_SRCSHAPE = 16, /* the data source may repeat the shape (append counters: SRC0:d32) */
    VISA_LF_EXECOPT = 32   /* the seed's text shows ( ExecSize ) optional (lsc_load_strided, lsc_store) */
};

#define VISA_DS_BIT(d) (1u << (d))
#define VISA_VEC_BIT(c) (1u << (c))

typedef struct visa_lsc_row {
    const char *name;       /* lsc_load ... */
    uint8_t subop;          /* LscSubOp */
    uint8_t layout;         /* visa_lsc_layout */
    uint8_t kind;           /* visa_lsc_kind */
    uint8_t cache;          /* visa_cache_class */
    uint8_t arity;          /* atomics: number of data sources (0, 1, 2) */
    uint8_t flags;          /* VISA_LF_* */
    uint16_t sizes;         /* VISA_DS_BIT of the data sizes it takes */
    uint16_t vecs;          /* VISA_VEC_BIT of the vector codes it takes */
    uint8_t models;         /* bit per address model (1 << VISA_AM_x) */
} visa_lsc_row;

extern const visa_lsc_row visa_lsc_rows[];
extern const size_t visa_lsc_nrows;
const visa_lsc_row *visa_lsc_find(const char *name, size_t len);
const visa_lsc_row *visa_lsc_by_subop(unsigned subop);

/* ---- the other instructions ---- */

typedef struct visa_alu_row {
    const char *name;
    uint8_t opcode;
    uint8_t nsrc;           /* vector sources after the destination (0 for ret) */
    uint8_t flags;          /* VISA_AF_* */
} visa_alu_row;
enum { VISA_AF_SAT = 1, VISA_AF_NODST = 2 };
extern const visa_alu_row visa_alu_rows[];
extern const size_t visa_alu_nrows;
const visa_alu_row *visa_alu_find(const char *name, size_t len);
const visa_alu_row *visa_alu_by_opcode(unsigned opcode);

/* ---- the instruction table of the text parser (every mnemonic IGC writes
 * for compute kernels, op_table.c) ----
 *
 * One row per mnemonic: the vISA opcode (ISA_Opcode), the execution-size
 * form, the kind of its mnemonic options, the operand kinds in text order
 * (one letter each), the element types its vector operands take and flags.
 * The parser (parse.c visa_parse_gen), its checks and the printer
 * (gprint.c) read only the row; VISA_OF_ENC marks the rows the codec
 * (codec.c) encodes today -- the others are read and checked, and the module
 * reports that the .isa writer does not encode them yet. LSC_UNTYPED's
 * sub-ops are rows of visa_lsc_rows[] (lsc_fence, a separate opcode, is a row here).
 *
 * Operand kinds:
 *   D  destination        V(r,c)<h>  |  r[A(i),off]<h>:T
 *   S  source             [(-)|(abs)|(-abs)] V(r,c)<v;w,h>  |  VALUE:T  |  r[A(i),off]<v;w,h>:T
 *   C  cmp target         a predicate variable, or a destination
 *   P  predicate variable
 *   A  address destination A(i)<h>
 *   a  address source      &V[+off]  |  A(i)<w>
 *   L  label
 *   Y  symbol name         (faddr: a global or function of the program, string-table index)
 *   T  surface             T6, %slm, T0..T5 (optionally (i))
 *   X  state or source     T6(0) / S0(0) (a surface or sampler element), or a source
 *   R  raw operand         V.off  (%null.0)
 */
/* (Mk[_NM], N) | nothing | (N) | (Mk[_NM], N) in the text, stored as (M1, 1): jmp, whose builder
 * (AppendVISACFJmpInst) takes no execution size or mask */
enum { VISA_EX_MASK, VISA_EX_NONE, VISA_EX_SIZE, VISA_EX_SCALAR };
enum { VISA_OPT_NONE, VISA_OPT_SAT, VISA_OPT_COND, VISA_OPT_BFN, VISA_OPT_CHAN, VISA_OPT_NUM1, VISA_OPT_NUM2,
       VISA_OPT_ATOMIC, VISA_OPT_FENCE, VISA_OPT_LSCFENCE, VISA_OPT_LSC };
enum { VISA_OF_ENC = 1, VISA_OF_MOD = 2, VISA_OF_POPS = 4 /* predicate variables as D/S operands */ };
#define VISA_TB(t) (1u << (t))
#define VISA_TY_INT (VISA_TB(VISA_T_UD) | VISA_TB(VISA_T_D) | VISA_TB(VISA_T_UW) | VISA_TB(VISA_T_W) | VISA_TB(VISA_T_UB) | \
                     VISA_TB(VISA_T_B) | VISA_TB(VISA_T_UQ) | VISA_TB(VISA_T_Q) | VISA_TB(VISA_T_V) | VISA_TB(VISA_T_UV))
#define VISA_TY_FLT (VISA_TB(VISA_T_F) | VISA_TB(VISA_T_DF) | VISA_TB(VISA_T_HF) | VISA_TB(VISA_T_BF) | VISA_TB(VISA_T_VF))
#define VISA_TY_ANY (VISA_TY_INT | VISA_TY_FLT)

typedef struct visa_op_row {
    const char *name;
    uint8_t opcode;       /* ISA_Opcode */
    uint8_t exec;         /* VISA_EX_* */
    uint8_t opts;         /* VISA_OPT_*: what may follow the mnemonic */
    const char *opnds;    /* operand kinds, one letter each (above) */
    uint32_t types;       /* VISA_TB bits: the element types of D/S/C operands */
    uint8_t flags;        /* VISA_OF_* */
    const char *bin;      /* the binary layout after the opcode byte, one letter per field (below) */
    uint8_t sub;          /* the fixed byte of field F (SVM sub-opcode, min 0 / max 1); fence kind bits */
} visa_op_row;

/* The binary layout of a row (vISA 4.1: IGC's visa/IsaDescription.cpp lists
 * the fields, ByteCodeReaderNG.cpp reads them), one letter per field:
 *   E  execution byte: size code | (mask + 8 if _NM) << 4
 *   Z  the (N) count as a code: log2 N (oword_ld, svm_block_ld)
 *   P  predicate u16: id | control << 13 | negate << 15 (0 = none)
 *   F  the row's sub byte
 *   c  condition (eq ne gt ge lt le = 0..5)   b  bfn function byte
 *   k  channel mask R=1 G=2 B=4 A=8           a  atomic operation byte (| 0x20 .16, | 0x40 .64)
 *   n  block count / block size code           m  number of blocks code (svm_gather.B.N)
 *   w  u16 zero (scale)                        y  u8 zero (block size, modifier)
 *   f  fence mask (E I S C R L1 = bits 0..4, 6; | row sub: 0x20 local, 0x80 sw)
 *   u o q  lsc_fence sfid, operation, scope bytes
 *   0..5  text operand i, encoded by its letter in opnds: D S C P A a X as a
 *         vector operand, T a surface byte, R a raw operand, L a label u16,
 *         Y a symbol name's string-table index u16 (faddr).
 * IGC 1.0.12504's writer drops the last (number of E and P fields) fields of
 * every instruction; visa_gen_igc_dropped tells how many. */

extern const visa_op_row visa_op_rows[];
extern const size_t visa_op_nrows;
const visa_op_row *visa_op_find(const char *name, size_t len);
#define VISA_MAX_GOPNDS 6

/* option values */
extern const char *const visa_cond_names[6];        /* eq ne gt ge lt le */
extern const char *const visa_atomic_names[];       /* svm_atomic / dword_atomic operations */
extern const size_t visa_atomic_nnames;
extern const char *const visa_fence_sfids[5], *const visa_fence_ops[7], *const visa_fence_scopes[7];

/* ---- the decoded instruction ---- */

/* A vector operand (5_operands.md): a general variable with row/column
 * offset and region, or an immediate. */
enum { VISA_VK_GENERAL = 0, VISA_VK_IMM = 5 };
enum { VISA_MOD_NONE = 0, VISA_MOD_ABS = 1, VISA_MOD_NEG = 2, VISA_MOD_NEGABS = 3, VISA_MOD_SAT = 4 };
typedef struct visa_vopnd {
    uint8_t kind;        /* VISA_VK_* */
    uint8_t mod;         /* VISA_MOD_* (tag bits 3..5) */
    uint8_t type;        /* immediates: the VISA_T_* of the value */
    uint8_t row, col;    /* general: offset in GRF rows and elements */
    uint16_t region;     /* general: vstride | width << 4 | hstride << 8 (codes) */
    uint32_t id;         /* general: variable id (0 = %null, 1..20 predefined, 32.. user) */
    uint64_t imm;        /* immediate bits (zero-extended) */
} visa_vopnd;

/* A raw operand: variable id and byte offset. */
typedef struct visa_raw {
    uint32_t id;         /* 0 = %null */
    uint16_t off;
} visa_raw;

#define VISA_PRED_ID(p) ((p) & 0xfffu)
#define VISA_PRED_CTRL(p) (((p) >> 13) & 3u)   /* 1 .any, 2 .all */
#define VISA_PRED_NEG(p) (((p) >> 15) & 1u)

typedef struct visa_inst {
    uint8_t opcode;          /* VISA_OP_* */
    uint8_t exec_size;       /* 1, 2, 4, 8, 16, 32 */
    uint8_t emask;           /* M1..M8 = 0..7 */
    bool nomask;             /* _NM */
    uint16_t pred;           /* raw Pred field: id | ctrl << 13 | neg << 15; 0 = none */
    uint16_t label;          /* LABEL: label id */
    /* ALU (mov, add, shl, mul): dst and sources; ret has none */
    visa_vopnd dst, src[2];
    /* LSC_UNTYPED */
    uint8_t subop;
    uint8_t sfid, l1, l3;
    uint8_t model;           /* VISA_AM_* */
    uint8_t addr_size;       /* VISA_A* */
    uint16_t scale;
    int32_t offset;
    uint8_t data_size;       /* VISA_D* */
    uint8_t order;           /* VISA_ORDER_* */
    uint8_t vec;             /* vector code 1..8 */
    uint8_t chmask;          /* quad: x=1 y=2 z=4 w=8; else equal to vec (the producer shares the byte) */
    uint8_t blocks, vnni;    /* block2d */
    uint16_t width, height;  /* block2d, as written */
    visa_vopnd surface;      /* immediate 0 for flat/arg */
    visa_vopnd pitch;        /* strided */
    visa_vopnd b2d[6];       /* block2d: base, width, height, pitch, x, y */
    visa_raw rdst, rsrc0, rsrc1, rsrc2;
} visa_inst;

/* Longest encoding (block2d with six register operands). */
#define VISA_MAX_INST_BYTES 128

/* Encode: returns the byte count. */
size_t visa_encode(const visa_inst *in, uint8_t *out);
/* Decode one instruction at b[0..n): returns its length, 0 if invalid or
 * truncated (err says why). */
size_t visa_decode(const uint8_t *b, size_t n, visa_inst *in, const char **err);

/* Names of variable ids for printing (NULL entries print as V<id>/P<id>). */
typedef struct visa_names {
    const void *user;
    const char *(*var)(const void *user, uint32_t id);
    const char *(*pred)(const void *user, uint32_t id);
    const char *(*label)(const void *user, uint32_t id);
    unsigned (*var_type)(const void *user, uint32_t id);   /* VISA_T_* of a variable */
} visa_names;

struct gi_str;
/* Canonical text of an instruction (no newline). */
void visa_print(const visa_inst *in, const visa_names *names, struct gi_str *out);

/* Default strided pitch (spec D17): memory bytes x vector, or bytes when transposed. */
uint32_t visa_default_pitch(const visa_inst *in);

/* Predefined variables V0..V20 (%null, %thread_x, ...). */
#define VISA_NUM_PREDEF_VARS 21
#define VISA_FIRST_USER_VAR 32
extern const char *const visa_predef_names[VISA_NUM_PREDEF_VARS];
/* surfaces and samplers GenX_IR names in every string table */
#define VISA_NUM_PREDEF_SURF 6
extern const char *const visa_predef_surfaces[VISA_NUM_PREDEF_SURF];

/* code <-> name tables (names.c) */
extern const char *const visa_cache_names[VISA_CACHE_COUNT];
const char *visa_sfid_name(unsigned sfid);
const char *visa_model_name(unsigned m);
const char *visa_dsize_name(unsigned ds);
int visa_dsize_parse(const char *p, size_t n);   /* d8..d16u32h, u8.., c32 spellings; -1 */

#endif

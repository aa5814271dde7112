/* Pure parts of the SASS memory, control and predicate rows (exec_warp.c): the value an
 * atomic operation stores, which forms are modelled, the lane SHFL reads, the CC.xx tests
 * and VABSDIFF4's value. exec.c does the memory accesses and the register writes; docs/sass.md
 * "Execution of the memory, control and predicate rows" (D-M*) and "Execution of the more
 * rows" (D-C*, D-V1) record the decisions. Reentrant, no state. */
#ifndef GI_SASS_EXEC_WARP_H
#define GI_SASS_EXEC_WARP_H
#include "sass/sass.h"
#include "sass/exec_int.h"
#include <stdbool.h>
#include <stdint.h>

/* Operand types of ATOM/RED (their m[SASS_M_ATYPE] codes); ATOMS's code 3 (S64) is mapped to
 * SASS_AT_S64 by sass_atom_type. */
enum { SASS_AT_U32, SASS_AT_S32, SASS_AT_U64, SASS_AT_F32, SASS_AT_U128, SASS_AT_S64 };
/* m[SASS_M_AOP] of ATOM/ATOMS/RED, and the compare-and-swap of the CAS rows. */
enum { SASS_AOP_ADD, SASS_AOP_MIN, SASS_AOP_MAX, SASS_AOP_INC, SASS_AOP_DEC, SASS_AOP_AND, SASS_AOP_OR,
       SASS_AOP_XOR, SASS_AOP_EXCH, SASS_AOP_CAS = 15 };

/* What one lane's atomic does: the operation, the type, the data (b) and, for CAS, the
 * value stored when the old value equals b (c). */
typedef struct sass_rmw {
    unsigned aop, type;
    uint64_t b, c;
} sass_rmw;

/* True for ATOM, ATOM.CAS, ATOMS, ATOMS.CAS and RED. */
bool sass_is_atomic(unsigned op);
/* The normalized type (SASS_AT_*) and the operation (SASS_AOP_*) of an atomic row. */
unsigned sass_atom_type(const sass_inst *in);
unsigned sass_atom_op(const sass_inst *in);
/* Bytes the atomic accesses: 4 or 8. */
unsigned sass_atom_bytes(const sass_inst *in);
/* NULL when the atomic's form is modelled, else what is not ("ATOM.SAFEADD"). */
const char *sass_atom_unmodelled(const sass_inst *in);
/* The value stored over `old` (the memory's value, zero-extended to 64 bits). */
uint64_t sass_atom_apply(const sass_rmw *r, uint64_t old);

/* SHFL (PTX shfl with c = clamp | segmask << 8): the lane that `lane` reads for mode
 * (0 IDX, 1 UP, 2 DOWN, 3 BFLY), lane operand b and c; *in_range = PTX's pval (when false the
 * lane reads itself). */
unsigned sass_shfl_lane(unsigned mode, unsigned lane, uint32_t b, uint32_t c, bool *in_range);

/* The condition-code tests CC.xx (sass_cc_tests[code]) over a lane's CC word (SASS_CCF_* bits,
 * exec_int.h): docs/sass.md D-C1, D-C7. Codes 24..29 (CSM_TA .. FCSM_MX) are not modelled. */
bool sass_cc_test_modelled(unsigned code);
bool sass_cc_test(unsigned code, uint32_t cc);

/* VABSDIFF4 (docs/sass.md D-V1): c plus the four byte-wise |a_i - b_i| (bytes signed or
 * unsigned), with .SAT clamped to 0xffffffff. */
uint32_t sass_vabsdiff4(uint32_t a, uint32_t b, uint32_t c, bool a_signed, bool b_signed, bool sat);

/* VADD / VMNMX (docs/sass.md D-V2, D-V3): one lane of PTX's scalar video instructions. width is
 * the row's source size (8, 16 or 32), sel_a / sel_b the byte (0..3) or half (0..1) it selects;
 * vmnmx chooses min/max (max when mx) instead of the add; mode is the secondary operation or
 * merge of the row's field (0 MRG_16H, 1 MRG_16L, 2 MRG_8B0, 3 MRG_8B2, 4 ACC, 5 MIN, 6 MAX,
 * 7 none); d_signed is the destination's signedness (bit 54: .UD clears it). */
typedef struct sass_video_ctl {
    bool vmnmx, mx, a_signed, b_signed, d_signed, sat;
    unsigned width, sel_a, sel_b, mode;
} sass_video_ctl;
uint32_t sass_video(const sass_video_ctl *v, uint32_t a, uint32_t b, uint32_t c);

#endif

/* THE TABLE of LSC_UNTYPED sub-ops (seed "LSC Operation Encoding") and of the
 * other vISA instructions gpuisa knows. Parser, validator, codec, printer
 * and (later) executor all read these rows; adding a sub-op is adding a row. */
#include "visa/visa.h"
#include <string.h>

#define ALL_DS (VISA_DS_BIT(VISA_D8) | VISA_DS_BIT(VISA_D16) | VISA_DS_BIT(VISA_D32) | VISA_DS_BIT(VISA_D64) | \
                VISA_DS_BIT(VISA_D8U32) | VISA_DS_BIT(VISA_D16U32) | VISA_DS_BIT(VISA_D16U32H))
#define ATOM_DS (VISA_DS_BIT(VISA_D16U32) | VISA_DS_BIT(VISA_D32) | VISA_DS_BIT(VISA_D64))
#define B2D_DS (VISA_DS_BIT(VISA_D8) | VISA_DS_BIT(VISA_D16) | VISA_DS_BIT(VISA_D32) | VISA_DS_BIT(VISA_D64))
#define D32_DS VISA_DS_BIT(VISA_D32)
#define ALL_VEC 0x1feu          /* codes 1..8 */
#define VEC1 VISA_VEC_BIT(1)
#define M(x) (1u << VISA_AM_##x)
#define ALL_AM (M(FLAT) | M(BSS) | M(SS) | M(BTI) | M(ARG))
#define STATEFUL (M(BSS) | M(SS) | M(BTI))

#define LOADROW(n, op, lay, fl, ds, vec) {n, op, lay, VISA_LK_LOAD, VISA_CC_LOAD, 0, fl, ds, vec, ALL_AM}
#define STROW(n, op, lay, fl, ds, vec) {n, op, lay, VISA_LK_STORE, VISA_CC_STORE, 0, fl, ds, vec, ALL_AM}
#define ATOM(n, op, ar, fl) {n, op, VISA_LAY_VEC, VISA_LK_ATOMIC, VISA_CC_ATOMIC, ar, (fl) | VISA_LF_NOTRANS, ATOM_DS, VEC1, ALL_AM}

const visa_lsc_row visa_lsc_rows[] = {
    LOADROW("lsc_load", 0x00, VISA_LAY_VEC, 0, ALL_DS, ALL_VEC),
    LOADROW("lsc_load_strided", 0x01, VISA_LAY_STRIDED, VISA_LF_EXECOPT, ALL_DS, ALL_VEC),
    LOADROW("lsc_load_quad", 0x02, VISA_LAY_VEC, VISA_LF_QUAD | VISA_LF_NOTRANS, ALL_DS, 0),
    LOADROW("lsc_load_block2d", 0x03, VISA_LAY_BLOCK2D, 0, B2D_DS, 0),
    STROW("lsc_store", 0x04, VISA_LAY_VEC, VISA_LF_EXECOPT, ALL_DS, ALL_VEC),
    STROW("lsc_store_strided", 0x05, VISA_LAY_STRIDED, 0, ALL_DS, ALL_VEC),
    STROW("lsc_store_quad", 0x06, VISA_LAY_VEC, VISA_LF_QUAD | VISA_LF_NOTRANS, ALL_DS, 0),
    STROW("lsc_store_block2d", 0x07, VISA_LAY_BLOCK2D, 0, B2D_DS, 0),
    ATOM("lsc_atomic_iinc", 0x08, 0, 0),
    ATOM("lsc_atomic_idec", 0x09, 0, 0),
    ATOM("lsc_atomic_load", 0x0A, 0, 0),
    ATOM("lsc_atomic_store", 0x0B, 1, 0),
    ATOM("lsc_atomic_iadd", 0x0C, 1, 0),
    ATOM("lsc_atomic_isub", 0x0D, 1, 0),
    ATOM("lsc_atomic_smin", 0x0E, 1, 0),
    ATOM("lsc_atomic_smax", 0x0F, 1, 0),
    ATOM("lsc_atomic_umin", 0x10, 1, 0),
    ATOM("lsc_atomic_umax", 0x11, 1, 0),
    ATOM("lsc_atomic_icas", 0x12, 2, 0),
    ATOM("lsc_atomic_fadd", 0x13, 1, VISA_LF_FLOAT),
    ATOM("lsc_atomic_fsub", 0x14, 1, VISA_LF_FLOAT),
    ATOM("lsc_atomic_fmin", 0x15, 1, VISA_LF_FLOAT),
    ATOM("lsc_atomic_fmax", 0x16, 1, VISA_LF_FLOAT),
    ATOM("lsc_atomic_fcas", 0x17, 2, VISA_LF_FLOAT),
    ATOM("lsc_atomic_and", 0x18, 1, 0),
    ATOM("lsc_atomic_or", 0x19, 1, 0),
    ATOM("lsc_atomic_xor", 0x1A, 1, 0),
    LOADROW("lsc_load_status", 0x1B, VISA_LAY_VEC, VISA_LF_STATUS, ALL_DS, ALL_VEC),
    STROW("lsc_store_uncompressed", 0x1C, VISA_LAY_VEC, 0, ALL_DS, ALL_VEC),
    {"lsc_apndctr_atomic_add", 0x28, VISA_LAY_APNDCTR, VISA_LK_ATOMIC, VISA_CC_ATOMIC, 1, VISA_LF_NOTRANS | VISA_LF_SRCSHAPE, D32_DS, VEC1, STATEFUL},
    {"lsc_apndctr_atomic_sub", 0x29, VISA_LAY_APNDCTR, VISA_LK_ATOMIC, VISA_CC_ATOMIC, 1, VISA_LF_NOTRANS | VISA_LF_SRCSHAPE, D32_DS, VEC1, STATEFUL},
};
const size_t visa_lsc_nrows = sizeof visa_lsc_rows / sizeof visa_lsc_rows[0];

const visa_lsc_row *visa_lsc_find(const char *name, size_t len)
{
    for (size_t i = 0; i < visa_lsc_nrows; i++)
        if (strlen(visa_lsc_rows[i].name) == len && !memcmp(visa_lsc_rows[i].name, name, len)) return &visa_lsc_rows[i];
    return NULL;
}

const visa_lsc_row *visa_lsc_by_subop(unsigned subop)
{
    for (size_t i = 0; i < visa_lsc_nrows; i++)
        if (visa_lsc_rows[i].subop == subop) return &visa_lsc_rows[i];
    return NULL;
}

/* The other instructions: opcode and number of vector sources after the
 * destination; the binary is opcode, exec, pred, dst, sources. */
const visa_alu_row visa_alu_rows[] = {
    {"add", VISA_OP_ADD, 2, VISA_AF_SAT},
    {"mul", VISA_OP_MUL, 2, VISA_AF_SAT},
    {"shl", VISA_OP_SHL, 2, VISA_AF_SAT},
    {"mov", VISA_OP_MOV, 1, VISA_AF_SAT},
    {"ret", VISA_OP_RET, 0, VISA_AF_NODST},
};
const size_t visa_alu_nrows = sizeof visa_alu_rows / sizeof visa_alu_rows[0];

const visa_alu_row *visa_alu_find(const char *name, size_t len)
{
    for (size_t i = 0; i < visa_alu_nrows; i++)
        if (strlen(visa_alu_rows[i].name) == len && !memcmp(visa_alu_rows[i].name, name, len)) return &visa_alu_rows[i];
    return NULL;
}

const visa_alu_row *visa_alu_by_opcode(unsigned opcode)
{
    for (size_t i = 0; i < visa_alu_nrows; i++)
        if (visa_alu_rows[i].opcode == opcode) return &visa_alu_rows[i];
    return NULL;
}

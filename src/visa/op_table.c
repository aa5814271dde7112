/* The instruction table of the text parser (visa.h "the instruction table of
 * the text parser"): one row per mnemonic of the vISA that IGC writes for
 * compute kernels. Opcodes are vISA 4.1's ISA_Opcode values. */
#include "visa/visa.h"
#include "core/util.h"
#include <string.h>

#define INT VISA_TY_INT
#define FLT VISA_TY_FLT
#define ANY VISA_TY_ANY
#define DW (VISA_TB(VISA_T_UD) | VISA_TB(VISA_T_D) | VISA_TB(VISA_T_UV) | VISA_TB(VISA_T_V)) /* packed-vector immediates too */
#define ENC VISA_OF_ENC
#define MOD VISA_OF_MOD
#define POPS VISA_OF_POPS
#define M VISA_EX_MASK
#define NOEX VISA_EX_NONE
#define SZ VISA_EX_SIZE

const visa_op_row visa_op_rows[] = {
    /* arithmetic */
    {"add", 0x01, M, VISA_OPT_SAT, "DSS", ANY, MOD | ENC},
    {"avg", 0x02, M, VISA_OPT_SAT, "DSS", INT, MOD},
    {"div", 0x03, M, VISA_OPT_SAT, "DSS", ANY, MOD},
    {"exp", 0x08, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"frc", 0x09, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"log", 0x0b, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"mad", 0x0c, M, VISA_OPT_SAT, "DSSS", ANY, MOD},
    {"mulh", 0x0d, M, VISA_OPT_NONE, "DSS", DW, MOD},
    {"mod", 0x0f, M, VISA_OPT_NONE, "DSS", INT, MOD},
    {"mul", 0x10, M, VISA_OPT_SAT, "DSS", ANY, MOD | ENC},
    {"pow", 0x11, M, VISA_OPT_SAT, "DSS", FLT, MOD},
    {"rndd", 0x12, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"rndu", 0x13, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"rnde", 0x14, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"rndz", 0x15, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"sin", 0x17, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"cos", 0x18, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"sqrt", 0x19, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"rsqrt", 0x1a, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"inv", 0x1b, M, VISA_OPT_SAT, "DS", FLT, MOD},
    {"min", 0x45, M, VISA_OPT_SAT, "DSS", ANY, MOD},
    {"max", 0x45, M, VISA_OPT_SAT, "DSS", ANY, MOD},
    {"addc", 0x49, M, VISA_OPT_NONE, "DDSS", DW, 0},
    {"subb", 0x4a, M, VISA_OPT_NONE, "DDSS", DW, 0},
    {"sqrtm", 0x7e, M, VISA_OPT_NONE, "DS", FLT, MOD},
    {"divm", 0x7f, M, VISA_OPT_NONE, "DSS", FLT, MOD},
    {"add3", 0x84, M, VISA_OPT_SAT, "DSSS", INT, MOD},
    {"madw", 0x91, M, VISA_OPT_NONE, "DSSS", DW, MOD},
    /* logic and bits */
    {"lzd", 0x1f, M, VISA_OPT_NONE, "DS", INT, 0},
    {"and", 0x20, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS},
    {"or", 0x21, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS},
    {"xor", 0x22, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS},
    {"not", 0x23, M, VISA_OPT_NONE, "DS", INT, MOD | POPS},
    {"shl", 0x24, M, VISA_OPT_SAT, "DSS", INT, MOD | ENC},
    {"shr", 0x25, M, VISA_OPT_SAT, "DSS", INT, MOD},
    {"asr", 0x26, M, VISA_OPT_SAT, "DSS", INT, MOD},
    {"cbit", 0x27, M, VISA_OPT_NONE, "DS", INT, 0},
    {"fbl", 0x2e, M, VISA_OPT_NONE, "DS", INT, 0},
    {"fbh", 0x2f, M, VISA_OPT_NONE, "DS", INT, 0},
    {"bfe", 0x46, M, VISA_OPT_NONE, "DSSS", DW, 0},
    {"bfi", 0x47, M, VISA_OPT_NONE, "DSSSS", DW, 0},
    {"bfrev", 0x48, M, VISA_OPT_NONE, "DS", DW, 0},
    {"rol", 0x80, M, VISA_OPT_NONE, "DSS", INT, 0},
    {"ror", 0x81, M, VISA_OPT_NONE, "DSS", INT, 0},
    {"bfn", 0x85, M, VISA_OPT_BFN, "DSSS", INT, 0},
    /* moves, compares, addresses */
    {"addr_add", 0x28, M, VISA_OPT_NONE, "AaS", INT, 0},
    {"mov", 0x29, M, VISA_OPT_SAT, "DS", ANY, MOD | ENC | POPS},
    {"sel", 0x2a, M, VISA_OPT_SAT, "DSS", ANY, MOD},
    {"setp", 0x2b, M, VISA_OPT_NONE, "PS", INT, 0},
    {"cmp", 0x2c, M, VISA_OPT_COND, "CSS", ANY, MOD},
    {"movs", 0x2d, M, VISA_OPT_NONE, "XX", INT, 0},
    /* control flow */
    {"jmp", 0x32, M, VISA_OPT_NONE, "L", 0, 0},
    {"call", 0x33, M, VISA_OPT_NONE, "L", 0, 0},
    {"ret", 0x34, M, VISA_OPT_NONE, "", 0, ENC},
    {"goto", 0x6c, M, VISA_OPT_NONE, "L", 0, 0},
    {"barrier", 0x59, NOEX, VISA_OPT_NONE, "", 0, 0},
    {"fence_global", 0x5c, NOEX, VISA_OPT_FENCE, "", 0, 0},
    {"fence_local", 0x5c, NOEX, VISA_OPT_FENCE, "", 0, 0},
    {"fence_sw", 0x5c, NOEX, VISA_OPT_NONE, "", 0, 0},
    {"lsc_fence", 0x8b, NOEX, VISA_OPT_LSCFENCE, "", 0, 0},
    /* memory (pre-LSC messages) */
    {"oword_ld", 0x35, SZ, VISA_OPT_NONE, "TSR", 0, 0},
    {"oword_st", 0x36, SZ, VISA_OPT_NONE, "TSR", 0, 0},
    {"oword_ld_unaligned", 0x3c, SZ, VISA_OPT_NONE, "TSR", 0, 0},
    {"svm_block_ld", 0x4e, SZ, VISA_OPT_NONE, "SR", 0, 0},
    {"svm_block_st", 0x4e, SZ, VISA_OPT_NONE, "SR", 0, 0},
    {"svm_gather", 0x4e, M, VISA_OPT_NUM2, "RR", 0, 0},
    {"svm_scatter", 0x4e, M, VISA_OPT_NUM2, "RR", 0, 0},
    {"svm_atomic", 0x4e, M, VISA_OPT_ATOMIC, "RRRR", 0, 0},
    {"gather4_scaled", 0x74, M, VISA_OPT_CHAN, "TSRR", 0, 0},
    {"scatter4_scaled", 0x75, M, VISA_OPT_CHAN, "TSRR", 0, 0},
    {"gather_scaled", 0x78, M, VISA_OPT_NUM1, "TSRR", 0, 0},
    {"scatter_scaled", 0x79, M, VISA_OPT_NUM1, "TSRR", 0, 0},
    {"dword_atomic", 0x7d, M, VISA_OPT_ATOMIC, "TRRRR", 0, 0},
};
const size_t visa_op_nrows = sizeof visa_op_rows / sizeof visa_op_rows[0];

const visa_op_row *visa_op_find(const char *name, size_t len)
{
    for (size_t i = 0; i < visa_op_nrows; i++)
        if (gi_eq(name, len, visa_op_rows[i].name)) return &visa_op_rows[i];
    return NULL;
}

const char *const visa_cond_names[6] = {"eq", "ne", "gt", "ge", "lt", "le"};
const char *const visa_atomic_names[] = {"add", "sub", "inc", "dec", "min", "max", "xchg", "cmpxchg", "and", "or",
                                         "xor", "imin", "imax", "fmax", "fmin", "fcmpwr", "fadd", "fsub", "predec"};
const size_t visa_atomic_nnames = sizeof visa_atomic_names / sizeof visa_atomic_names[0];
const char *const visa_fence_sfids[5] = {"ugm", "ugml", "tgm", "slm", "urb"};
const char *const visa_fence_ops[7] = {"none", "evict", "invalidate", "discard", "clean", "flushl3", "flushtype6"};
const char *const visa_fence_scopes[7] = {"group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"};

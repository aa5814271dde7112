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
    {"add", 0x01, M, VISA_OPT_SAT, "DSS", ANY, MOD | ENC, "EP012", 0x00},
    {"avg", 0x02, M, VISA_OPT_SAT, "DSS", INT, MOD, "EP012", 0x00},
    {"div", 0x03, M, VISA_OPT_SAT, "DSS", ANY, MOD, "EP012", 0x00},
    {"exp", 0x08, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"frc", 0x09, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"log", 0x0b, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"mad", 0x0c, M, VISA_OPT_SAT, "DSSS", ANY, MOD, "EP0123", 0x00},
    {"mulh", 0x0d, M, VISA_OPT_NONE, "DSS", DW, MOD, "EP012", 0x00},
    {"mod", 0x0f, M, VISA_OPT_NONE, "DSS", INT, MOD, "EP012", 0x00},
    {"mul", 0x10, M, VISA_OPT_SAT, "DSS", ANY, MOD | ENC, "EP012", 0x00},
    {"pow", 0x11, M, VISA_OPT_SAT, "DSS", FLT, MOD, "EP012", 0x00},
    {"rndd", 0x12, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"rndu", 0x13, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"rnde", 0x14, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"rndz", 0x15, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"sin", 0x17, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"cos", 0x18, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"sqrt", 0x19, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"rsqrt", 0x1a, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"inv", 0x1b, M, VISA_OPT_SAT, "DS", FLT, MOD, "EP01", 0x00},
    {"min", 0x45, M, VISA_OPT_SAT, "DSS", ANY, MOD, "EF012", 0x00},
    {"max", 0x45, M, VISA_OPT_SAT, "DSS", ANY, MOD, "EF012", 0x01},
    {"addc", 0x49, M, VISA_OPT_NONE, "DDSS", DW, 0, "EP0123", 0x00},
    {"subb", 0x4a, M, VISA_OPT_NONE, "DDSS", DW, 0, "EP0123", 0x00},
    {"sqrtm", 0x7e, M, VISA_OPT_NONE, "DS", FLT, MOD, "EP01", 0x00},
    {"divm", 0x7f, M, VISA_OPT_NONE, "DSS", FLT, MOD, "EP012", 0x00},
    {"add3", 0x84, M, VISA_OPT_SAT, "DSSS", INT, MOD, "EP0123", 0x00},
    {"madw", 0x91, M, VISA_OPT_NONE, "DSSS", DW, MOD, "EP0123", 0x00},
    /* logic and bits */
    {"lzd", 0x1f, M, VISA_OPT_NONE, "DS", INT, 0, "EP01", 0x00},
    {"and", 0x20, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS, "EP012", 0x00},
    {"or", 0x21, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS, "EP012", 0x00},
    {"xor", 0x22, M, VISA_OPT_NONE, "DSS", INT, MOD | POPS, "EP012", 0x00},
    {"not", 0x23, M, VISA_OPT_NONE, "DS", INT, MOD | POPS, "EP01", 0x00},
    {"shl", 0x24, M, VISA_OPT_SAT, "DSS", INT, MOD | ENC, "EP012", 0x00},
    {"shr", 0x25, M, VISA_OPT_SAT, "DSS", INT, MOD, "EP012", 0x00},
    {"asr", 0x26, M, VISA_OPT_SAT, "DSS", INT, MOD, "EP012", 0x00},
    {"cbit", 0x27, M, VISA_OPT_NONE, "DS", INT, 0, "EP01", 0x00},
    {"fbl", 0x2e, M, VISA_OPT_NONE, "DS", INT, 0, "EP01", 0x00},
    {"fbh", 0x2f, M, VISA_OPT_NONE, "DS", INT, 0, "EP01", 0x00},
    {"bfe", 0x46, M, VISA_OPT_NONE, "DSSS", DW, 0, "EP0123", 0x00},
    {"bfi", 0x47, M, VISA_OPT_NONE, "DSSSS", DW, 0, "EP01234", 0x00},
    {"bfrev", 0x48, M, VISA_OPT_NONE, "DS", DW, 0, "EP01", 0x00},
    {"rol", 0x80, M, VISA_OPT_NONE, "DSS", INT, 0, "EP012", 0x00},
    {"ror", 0x81, M, VISA_OPT_NONE, "DSS", INT, 0, "EP012", 0x00},
    {"bfn", 0x85, M, VISA_OPT_BFN, "DSSS", INT, 0, "EP0123b", 0x00},
    /* moves, compares, addresses */
    {"addr_add", 0x28, M, VISA_OPT_NONE, "AaS", INT, 0, "E012", 0x00},
    {"mov", 0x29, M, VISA_OPT_SAT, "DS", ANY, MOD | ENC | POPS, "EP01", 0x00},
    {"sel", 0x2a, M, VISA_OPT_SAT, "DSS", ANY, MOD, "EP012", 0x00},
    {"setp", 0x2b, M, VISA_OPT_NONE, "PS", INT, 0, "E01", 0x00},
    {"cmp", 0x2c, M, VISA_OPT_COND, "CSS", ANY, MOD, "Ec012", 0x00},
    {"movs", 0x2d, M, VISA_OPT_NONE, "XX", INT, 0, "E01", 0x00},
    /* control flow */
    {"faddr", 0x50, NOEX, VISA_OPT_NONE, "YD", INT, 0, "01", 0x00},
    {"jmp", 0x32, VISA_EX_SCALAR, VISA_OPT_NONE, "L", 0, 0, "EP0", 0x00},
    {"call", 0x33, M, VISA_OPT_NONE, "L", 0, 0, "EP0", 0x00},
    {"ret", 0x34, M, VISA_OPT_NONE, "", 0, ENC, "EP", 0x00},
    {"goto", 0x6c, M, VISA_OPT_NONE, "L", 0, 0, "EP0", 0x00},
    {"barrier", 0x59, NOEX, VISA_OPT_NONE, "", 0, 0, "", 0x00},
    {"fence_global", 0x5c, NOEX, VISA_OPT_FENCE, "", 0, 0, "f", 0x00},
    {"fence_local", 0x5c, NOEX, VISA_OPT_FENCE, "", 0, 0, "f", 0x20},
    {"fence_sw", 0x5c, NOEX, VISA_OPT_NONE, "", 0, 0, "f", 0x80},
    {"lsc_fence", 0x8b, NOEX, VISA_OPT_LSCFENCE, "", 0, 0, "EPuoq", 0x00},
    /* memory (pre-LSC messages) */
    {"oword_ld", 0x35, SZ, VISA_OPT_NONE, "TSR", 0, 0, "Zy012", 0x00},
    {"oword_st", 0x36, SZ, VISA_OPT_NONE, "TSR", 0, 0, "Z012", 0x00},
    {"oword_ld_unaligned", 0x3c, SZ, VISA_OPT_NONE, "TSR", 0, 0, "Zy012", 0x00},
    {"svm_block_ld", 0x4e, SZ, VISA_OPT_NONE, "SR", 0, 0, "FZ01", 0x01},
    {"svm_block_st", 0x4e, SZ, VISA_OPT_NONE, "SR", 0, 0, "FZ01", 0x02},
    {"svm_gather", 0x4e, M, VISA_OPT_NUM2, "RR", 0, 0, "FEPnm01", 0x03},
    {"svm_scatter", 0x4e, M, VISA_OPT_NUM2, "RR", 0, 0, "FEPnm01", 0x04},
    {"svm_atomic", 0x4e, M, VISA_OPT_ATOMIC, "RRRR", 0, 0, "FEPa0231", 0x05},
    {"svm_gather4scaled", 0x4e, M, VISA_OPT_CHAN, "SRR", 0, 0, "FEPkw012", 0x06},
    {"svm_scatter4scaled", 0x4e, M, VISA_OPT_CHAN, "SRR", 0, 0, "FEPkw012", 0x07},
    {"gather4_scaled", 0x74, M, VISA_OPT_CHAN, "TSRR", 0, 0, "EPkw0123", 0x00},
    {"scatter4_scaled", 0x75, M, VISA_OPT_CHAN, "TSRR", 0, 0, "EPkw0123", 0x00},
    {"gather_scaled", 0x78, M, VISA_OPT_NUM1, "TSRR", 0, 0, "EPynw0123", 0x00},
    {"scatter_scaled", 0x79, M, VISA_OPT_NUM1, "TSRR", 0, 0, "EPynw0123", 0x00},
    {"dword_atomic", 0x7d, M, VISA_OPT_ATOMIC, "TRRRR", 0, 0, "aEP01234", 0x00},
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
                                         "xor", "minsint", "maxsint", "fmax", "fmin", "fcmpwr", "fadd", "fsub", "predec"};
const size_t visa_atomic_nnames = sizeof visa_atomic_names / sizeof visa_atomic_names[0];
const char *const visa_fence_sfids[5] = {"ugm", "ugml", "tgm", "slm", "urb"};
const char *const visa_fence_ops[7] = {"none", "evict", "invalidate", "discard", "clean", "flushl3", "type6"};
const char *const visa_fence_scopes[7] = {"group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"};

/* The symbolic operands of SOPP/SOPK instructions: s_waitcnt counters,
 * hwreg() register names, sendmsg() message and operation names. One table
 * each, read by the parser and the disassembler's printer. */
#ifndef GI_AMDGPU_SYMBOLIC_H
#define GI_AMDGPU_SYMBOLIC_H
#include <stdint.h>
#include "amdgpu/target.h"

/* s_waitcnt counters: vmcnt, expcnt, lgkmcnt (in llvm-mc's print order). */
typedef struct amd_waitcnt_field {
    const char *name;
    int shift[AMD_NGEN], width[AMD_NGEN];
} amd_waitcnt_field;
extern const amd_waitcnt_field amd_waitcnt_fields[3];
/* vmcnt on GFX9+ is split: bits 3:0 and 15:14. */
uint32_t amd_waitcnt_place(int field, amd_gen g, uint32_t v);
uint32_t amd_waitcnt_get(int field, amd_gen g, uint32_t imm);
uint32_t amd_waitcnt_max(int field, amd_gen g);

/* hwreg(name): the id and the generations that take the name. */
typedef struct amd_hwreg_name { const char *name; int id; amd_gen min, max; } amd_hwreg_name;
extern const amd_hwreg_name amd_hwregs[];
extern const unsigned amd_nhwregs;
const char *amd_hwreg_name_of(int id, amd_gen g);

/* sendmsg(MSG_x, OP_y, stream): message names with the generations llvm-mc 14
 * takes each on (isValidMsgId with a symbolic message), and operation names
 * with the operation family of the message they belong to. */
enum { AMD_MSGOPS_NONE = 0, AMD_MSGOPS_GS = 1, AMD_MSGOPS_SYS = 2 };
typedef struct amd_msg_name { const char *name; int id; amd_gen min, max; } amd_msg_name;
typedef struct amd_msgop_name { const char *name; int id, ops; } amd_msgop_name;
extern const amd_msg_name amd_sendmsgs[];
extern const unsigned amd_nsendmsgs;
extern const amd_msgop_name amd_msgops[];
extern const unsigned amd_nmsgops;
/* The operation family of a message id (AMD_MSGOPS_NONE: it takes no operation). */
int amd_msg_ops(int64_t id);

#endif

/* The emulator behind include/gpuisa/run.h: the machine, the ISA executor
 * and its run state, and the dump ranges of the last state file. Shared by
 * emu.c (the API), state_json.c (reader) and result_json.c (writer). */
#ifndef GI_EXEC_EMU_H
#define GI_EXEC_EMU_H
#include "exec/isa_exec.h"
#include "core/util.h"

/* A "dump" range of the state file, reported in the result's "memory". */
typedef struct gi_dump {
    gi_space space;
    const char *space_name;   /* the ISA's spelling (static) */
    uint64_t address, count;
    gi_type type;
    int lane;                 /* -1 when not given */
} gi_dump;

struct gi_emu {
    const gi_isa_exec *x;
    const void *ictx;
    const char *isa_name;
    gi_machine m;
    void *st;                 /* the ISA's run state; NULL until a program is loaded */
    gi_vec dumps;             /* gi_dump */
    char err[512];
};

/* An emulator over an executor table directly (the public gi_emu_new goes
 * through the context's module; unit tests use a mock executor). */
gi_emu *gi_emu_new_exec(const gi_isa_exec *x, const void *ictx, const char *isa_name, char *err, size_t errlen);

/* Set emu->err; returns -1. */
int gi_emu_fail(gi_emu *emu, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The state-file spaces of the ISA (never NULL) and the lookup by name. */
const gi_space_name *gi_emu_spaces(const gi_emu *emu);
const gi_space_name *gi_emu_space_by_name(const gi_emu *emu, const char *name);
/* The first name of a space, for the trace and the summary. */
const char *gi_emu_space_name(const gi_emu *emu, gi_space sp);

/* The result object (what gi_emu_result_json prints). New reference or NULL. */
json_t *gi_emu_result_object(gi_emu *emu);

#endif

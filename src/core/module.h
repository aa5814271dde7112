/* The interface every ISA implements (Capstone-style module table). The
 * core calls an ISA only through these function pointers. */
#ifndef GI_CORE_MODULE_H
#define GI_CORE_MODULE_H
#include "gpuisa/gpuisa.h"
#include "core/asmcore.h"
#include "gpuisa/run.h"

struct gi_isa_exec;
struct gi_str;
struct gi_launch_spec;

typedef struct gi_isa_module {
    const char *name;
    /* Target context: immutable after creation, shared by runs. */
    void *(*ctx_new)(const gi_options *opt, char *err, size_t errlen);
    void (*ctx_free)(void *ictx);
    /* One assembly run. asm_begin configures the core (number dialect,
     * precedence, fixup handler) and returns the ISA's run state. */
    void *(*asm_begin)(void *ictx, gi_asmcore *core);
    void (*asm_line)(void *state, gi_asmcore *core, const char *line, size_t len);
    void (*asm_end)(void *state);
    /* Execution (src/exec/isa_exec.h); NULL = the ISA cannot run yet, and
     * `gpuisa run` says "execution is not supported for ISA X yet". */
    const struct gi_isa_exec *exec;
    /* Disassembly of one instruction at code[off] (size bytes in all, so that
     * an instruction may look at its neighbours, e.g. a SASS control word):
     * appends its text to out and returns its size in bytes, or returns 0
     * when the bytes are no instruction (the caller prints dis_unit bytes
     * as data). NULL = the ISA has no disassembler of raw code. */
    size_t (*dis_inst)(void *ictx, const uint8_t *code, size_t size, size_t off, struct gi_str *out);
    unsigned dis_unit;          /* bytes of one data word (.long 4, .quad 8) */
    /* Where the code is in a container file of the ISA (the body of a vISA
     * .isa file): true and the range, false when the bytes are no such
     * file. NULL = the ISA has none. */
    bool (*dis_container)(const uint8_t *file, size_t n, size_t *off, size_t *len);
    /* A kernel launch (exec/launch.h) of an ELF file; gi_launch's statuses.
     * NULL = the ISA cannot launch kernels yet. */
    int (*launch)(void *ictx, const uint8_t *obj, size_t n, struct gi_launch_spec *spec,
                  const gi_launch_options *opt, char **result, char *err, size_t errlen);
} gi_isa_module;

/* The module and ISA context behind a public context (src/gpuisa.c). */
const gi_isa_module *gi_ctx_module(const gi_ctx *ctx, void **ictx);

extern const gi_isa_module gi_amdgpu_module;
extern const gi_isa_module gi_sass_module;
extern const gi_isa_module gi_visa_module;

#endif

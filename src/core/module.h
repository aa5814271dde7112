/* The interface every ISA implements (Capstone-style module table). The
 * core calls an ISA only through these function pointers. */
#ifndef GI_CORE_MODULE_H
#define GI_CORE_MODULE_H
#include "gpuisa/gpuisa.h"
#include "core/asmcore.h"

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
} gi_isa_module;

extern const gi_isa_module gi_amdgpu_module;

#endif

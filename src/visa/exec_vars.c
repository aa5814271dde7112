/* The register layout of a vISA run (docs/visa-exec.md "Register
 * payloads"): every variable with storage is packed after the previous one,
 * aligned to its size rounded up to a power of two (at most 64, the GRF
 * alignment); an alias (alias=<BASE, OFF>) has no storage and views BASE's
 * bytes from OFF (its off = BASE's off + OFF, chains resolved). */
#include "visa/exec.h"
#include "core/util.h"
#include <stdio.h>

int vx_vars_layout(visa_exec *x, char *err, size_t errlen)
{
    size_t total = 0;
    for (size_t k = 0; k < x->nvars; k++) {
        vx_var *v = &x->vars[k];
        v->esize = visa_type_size(v->type);
        v->size = v->nelts * v->esize;
        if (v->alias_of && v->alias_of < VISA_FIRST_USER_VAR) {
            /* an alias of a predefined variable (%r0, %arg, ...): those are
             * not modelled, so it gets storage of its own and every
             * instruction access is a run error (exec_gen_opnd.c) */
        } else if (v->alias_of) {
            /* the base is declared before the alias (the text parser
             * resolves the name when it reads the alias) */
            uint32_t b = v->alias_of;
            if (b < VISA_FIRST_USER_VAR || b - VISA_FIRST_USER_VAR >= k) {
                snprintf(err, errlen, "variable %s is an alias of variable %u, which is not declared before it", v->name, b);
                return -1;
            }
            const vx_var *base = &x->vars[b - VISA_FIRST_USER_VAR];
            if ((size_t)v->alias_off + v->size > base->size) {
                snprintf(err, errlen, "alias %s (%u bytes at byte %u) passes the end of %s (%u bytes)", v->name, v->size,
                         v->alias_off, base->name, base->size);
                return -1;
            }
            v->off = base->off + v->alias_off;
            continue;
        }
        /* storage of its own */
        /* payload copies are then aligned host accesses; the gaps are never
         * read -- every access is bounded by its own variable */
        size_t align = 1;
        while (align < v->size && align < 64) align <<= 1;
        total = (total + align - 1) & ~(align - 1);
        v->off = (uint32_t)total;
        total += v->size;
    }
    /* one buffer for every variable, plus 8 bytes so that element reads of
     * the last one may load a whole word */
    x->regs_size = total;
    x->regs_mem = gi_xcalloc(total + 8 + 63, 1);
    x->regs = x->regs_mem + (-(uintptr_t)x->regs_mem & 63);   /* 64-byte aligned */
    return 0;
}

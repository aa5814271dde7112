/* The register layout of a vISA run (docs/visa-exec.md "Register
 * payloads"): the modelled predefined variables first (%r0, %cr0, %sr0 and
 * the group-id views of %r0), then every variable with storage packed after
 * the previous one, aligned to its size rounded up to a power of two (at
 * most 64, the GRF alignment); an alias (alias=<BASE, OFF>) has no storage
 * and views BASE's bytes from OFF (its off = BASE's off + OFF, chains
 * resolved). */
#include "visa/exec.h"
#include "core/util.h"
#include <stdio.h>

/* id, element type, elements (0: one GRF of dwords), byte offset (-1: after the previous storage) */
static const struct predef_row {
    uint8_t id, type, nelts;
    int16_t off;
} predef_rows[] = {
    {VX_PREDEF_R0, VISA_T_UD, 0, 0},
    {3, VISA_T_UD, 1, 4},      /* %group_id_x = r0.1 */
    {4, VISA_T_UD, 1, 24},     /* %group_id_y = r0.6 */
    {5, VISA_T_UD, 1, 28},     /* %group_id_z = r0.7 */
    {VX_PREDEF_CR0, VISA_T_UD, 1, -1},
    {VX_PREDEF_SR0, VISA_T_UD, 4, -1},
};

/* Storage of the predefined variables; returns the bytes they take. */
static size_t predef_layout(visa_exec *x)
{
    size_t end = x->t->grf;
    for (size_t i = 0; i < sizeof predef_rows / sizeof predef_rows[0]; i++) {
        const struct predef_row *r = &predef_rows[i];
        vx_var *v = &x->predef[r->id];
        v->name = (char *)visa_predef_names[r->id];
        v->type = r->type;
        v->esize = visa_type_size(r->type);
        v->nelts = r->nelts ? r->nelts : x->t->grf / v->esize;
        v->size = v->nelts * v->esize;
        if (r->off >= 0) {
            v->off = (uint32_t)r->off;
        } else {
            v->off = (uint32_t)end;
            end += v->size;
        }
    }
    return (end + 63) & ~(size_t)63;
}

int vx_vars_layout(visa_exec *x, char *err, size_t errlen)
{
    size_t total = predef_layout(x);
    for (size_t k = 0; k < x->nvars; k++) {
        vx_var *v = &x->vars[k];
        v->esize = visa_type_size(v->type);
        v->size = v->nelts * v->esize;
        if (v->alias_of) {
            /* the base is declared before the alias (the text parser
             * resolves the name when it reads the alias), or predefined */
            uint32_t b = v->alias_of;
            const vx_var *base = b < VISA_NUM_PREDEF_VARS && x->predef[b].size ? &x->predef[b]
                                 : b >= VISA_FIRST_USER_VAR && b - VISA_FIRST_USER_VAR < k ? &x->vars[b - VISA_FIRST_USER_VAR]
                                                                                           : NULL;
            if (!base && b < VISA_FIRST_USER_VAR) {
                /* a predefined variable that is not modelled (%arg, %sp, ...):
                 * storage of its own, and every instruction access is a run
                 * error (exec_gen_opnd.c) */
                v->unmodelled = true;
            } else if (!base) {
                snprintf(err, errlen, "variable %s is an alias of variable %u, which is not declared before it", v->name, b);
                return -1;
            } else if ((size_t)v->alias_off + v->size > base->size) {
                snprintf(err, errlen, "alias %s (%u bytes at byte %u) passes the end of %s (%u bytes)", v->name, v->size,
                         v->alias_off, base->name, base->size);
                return -1;
            } else {
                v->off = base->off + v->alias_off;
                continue;
            }
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

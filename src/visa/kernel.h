/* The kernel being assembled: `.version`, `.kernel`, declarations of
 * general variables and predicates, `.input`, labels -- what the .isa file's
 * header tables hold and what operand names resolve to. */
#ifndef GI_VISA_KERNEL_H
#define GI_VISA_KERNEL_H
#include "core/asmcore.h"
#include "core/util.h"
#include "visa/visa.h"

typedef struct visa_var {
    char *name;
    uint8_t type;        /* VISA_T_* */
    uint8_t align;       /* alignment code (bit_properties bits 4..7) */
    uint16_t num_elts;
    uint32_t str;        /* string-table index */
} visa_var;

typedef struct visa_pred {
    char *name;
    uint16_t num_elts;
    uint32_t str;
} visa_pred;

typedef struct visa_label {
    char *name;
    uint32_t str;
    bool defined;
} visa_label;

typedef struct visa_input {
    uint32_t id;         /* variable id */
    int16_t offset;
    uint16_t size;
} visa_input;

typedef struct visa_kernel {
    char *name;
    bool have_version, have_kernel;
    unsigned major, minor;
    gi_vec strings;      /* char* in string-table order, after the fixed prefix */
    gi_vec vars, preds, labels, inputs;
} visa_kernel;

void visa_kernel_init(visa_kernel *k);
void visa_kernel_free(visa_kernel *k);

/* Look-ups: variable id (0..20 predefined, 32.. user; -1 unknown), predicate
 * id (1.. user; 0 = P0 predefined; -1 unknown). */
long visa_kernel_var(const visa_kernel *k, const char *name, size_t len);
long visa_kernel_pred(const visa_kernel *k, const char *name, size_t len);
const visa_var *visa_kernel_var_info(const visa_kernel *k, uint32_t id);
/* label id, creating an undefined label on first use */
uint16_t visa_kernel_label(visa_kernel *k, const char *name, size_t len);

/* Handle one directive line (the lexer is on the `.xxx` token). */
void visa_directive(visa_kernel *k, gi_asmcore *core, const char *p, const char *end);

/* Printing names for visa_print. */
visa_names visa_kernel_names(const visa_kernel *k);

#endif

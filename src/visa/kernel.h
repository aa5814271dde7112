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
    bool has_alias;      /* alias=<BASE, OFF> */
    uint32_t alias;      /* variable id of BASE */
    uint16_t alias_off;  /* byte offset into BASE */
} visa_var;

/* Address (v_type=A), sampler (v_type=S) and surface (v_type=T) variables:
 * a name, an optional v_name (the name in the string table) and a count. */
typedef struct visa_named {
    char *name;
    char *vname;
    uint16_t num_elts;
    uint32_t str;        /* string-table index (v_name, else the name) */
} visa_named;

typedef struct visa_pred {
    char *name;
    uint16_t num_elts;
    uint32_t str;
} visa_pred;

typedef struct visa_label {
    char *name;
    uint32_t str;
    bool defined;
    uint8_t kind;        /* 0 block, 1 subroutine (named by .function) */
} visa_label;

/* A kernel attribute: an integer of `size` bytes, or a string (size = its length). */
typedef struct visa_attr {
    char *name;
    uint32_t str;        /* string-table index of the name */
    bool is_int;
    uint32_t ival;
    char *sval;
    uint8_t size;
} visa_attr;

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
    gi_vec addrs, samplers, surfaces;   /* visa_named */
    gi_vec attrs;                       /* visa_attr, in order */
    gi_vec funcs;                       /* char*: names given by .function */
    /* name -> general variable index (open addressing; slot = index + 1, 0 empty):
     * kept by the declarations of kernel.c; a kernel built otherwise (dis) has
     * none and is searched in order */
    uint32_t *var_slots;
    size_t var_cap, var_indexed;
} visa_kernel;

void visa_kernel_init(visa_kernel *k);
void visa_kernel_free(visa_kernel *k);

/* Look-ups: variable id (0..20 predefined, 32.. user; -1 unknown), predicate
 * id (1.. user; 0 = P0 predefined; -1 unknown). */
long visa_kernel_var(const visa_kernel *k, const char *name, size_t len);
long visa_kernel_pred(const visa_kernel *k, const char *name, size_t len);
const visa_var *visa_kernel_var_info(const visa_kernel *k, uint32_t id);
/* address variable index (A0.. as declared), -1 unknown */
long visa_kernel_addr(const visa_kernel *k, const char *name, size_t len);
/* surface id: 0..5 the predefined (T0..T5, %slm T1 T2 TSS %bss %scratch),
 * 6.. declared in order; -1 unknown */
long visa_kernel_surface(const visa_kernel *k, const char *name, size_t len);
/* sampler index (declared in order), -1 unknown */
long visa_kernel_sampler(const visa_kernel *k, const char *name, size_t len);
/* label id if the label exists (defined or referenced), -1 if not */
long visa_kernel_label_find(const visa_kernel *k, const char *name, size_t len);
/* label id, creating an undefined label on first use */
uint16_t visa_kernel_label(visa_kernel *k, const char *name, size_t len);

/* The kind of a kernel attribute GenX_IR knows: 'i' integer, 's' string (in
 * the text; Target is stored as an integer), 0 unknown. */
char visa_attr_kind(const char *name, size_t len);

/* A string of the kernel's string table: a new one (its index), or the one at
 * idx (NULL past the table; the first ones are the kernel name, the predefined
 * variables and surfaces, S31). */
uint32_t visa_kernel_add_string(visa_kernel *k, const char *s, size_t len);
const char *visa_kernel_string_at(const visa_kernel *k, uint32_t idx);
/* the fixed strings before the kernel's own (kernel.c) */
#define VISA_KERNEL_STR_PREFIX (1 + VISA_NUM_PREDEF_VARS + VISA_NUM_PREDEF_SURF + 1)

/* Handle one directive line (the lexer is on the `.xxx` token). */
void visa_directive(visa_kernel *k, gi_asmcore *core, const char *p, const char *end);

/* Printing names for visa_print. */
visa_names visa_kernel_names(const visa_kernel *k);

#endif

/* Symbol table: labels, assigned symbols (`.set`, `=`), and names referenced
 * before they are defined. Owned by one assembly run. */
#ifndef GI_CORE_SYMTAB_H
#define GI_CORE_SYMTAB_H
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

typedef enum gi_sym_kind {
    GI_SYM_UNDEF = 0,  /* referenced, not (yet) defined */
    GI_SYM_LABEL,      /* value = address, relocatable */
    GI_SYM_ABS,        /* absolute value */
    GI_SYM_EXPR        /* defined by an expression that is not absolute yet */
} gi_sym_kind;

typedef struct gi_sym {
    char *name;
    size_t len;
    gi_sym_kind kind;
    int64_t value;
    char *expr;        /* GI_SYM_EXPR: expression text, evaluated at the end */
    uint64_t expr_dot; /* value of `.` where the expression was written */
    bool global;       /* .globl */
    bool resolving;    /* cycle guard during evaluation */
    /* object-file attributes (asmcore.h) */
    int section;       /* GI_SYM_LABEL: index of its section */
    unsigned order;    /* registration order (1-based; 0 = not registered) */
    uint8_t bind;      /* ELF STB_* as set by .globl/.weak (0 = local) */
    uint8_t vis;       /* ELF STV_* */
    uint8_t type;      /* ELF STT_* */
    bool bind_set;     /* a binding directive was seen */
    bool section_start; /* the name of a section: its start (the ELF section symbol) */
    char *size_expr;   /* .size expression text, evaluated at the end */
    uint64_t size_dot;
} gi_sym;

typedef struct gi_symtab {
    gi_sym **slots;
    size_t cap, count;
} gi_symtab;

void gi_symtab_init(gi_symtab *t);
void gi_symtab_free(gi_symtab *t);
gi_sym *gi_symtab_find(const gi_symtab *t, const char *name, size_t len);
/* Find or create (as GI_SYM_UNDEF). */
gi_sym *gi_symtab_get(gi_symtab *t, const char *name, size_t len);
/* GNU numeric local labels (`1:` ... `1b`, `1f`): the symbol name of
 * instance `which` of label n (written into buf, returns its length), and
 * the number of instances defined so far. Names start with '\001' so they
 * never collide with identifiers. */
size_t gi_local_label_name(char *buf, size_t cap, uint64_t n, uint64_t which);
uint64_t gi_local_label_count(gi_symtab *t, uint64_t n);
/* Define the next instance; returns its symbol. */
gi_sym *gi_local_label_define(gi_symtab *t, uint64_t n);

/* Iterate: returns the i-th occupied slot or NULL; i from 0 to cap-1. */
gi_sym *gi_symtab_slot(const gi_symtab *t, size_t i);

#endif

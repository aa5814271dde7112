#include "core/symtab.h"
#include "core/util.h"
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

void gi_symtab_init(gi_symtab *t)
{
    t->cap = 64;
    t->count = 0;
    t->slots = gi_xcalloc(t->cap, sizeof *t->slots);
}

void gi_symtab_free(gi_symtab *t)
{
    for (size_t i = 0; i < t->cap; i++) {
        if (t->slots[i]) {
            free(t->slots[i]->name);
            free(t->slots[i]->expr);
            free(t->slots[i]->size_expr);
            free(t->slots[i]);
        }
    }
    free(t->slots);
    t->slots = NULL;
    t->cap = t->count = 0;
}

static size_t probe(const gi_symtab *t, const char *name, size_t len)
{
    size_t i = gi_hash(name, len) & (t->cap - 1);
    while (t->slots[i] && !(t->slots[i]->len == len && memcmp(t->slots[i]->name, name, len) == 0))
        i = (i + 1) & (t->cap - 1);
    return i;
}

gi_sym *gi_symtab_find(const gi_symtab *t, const char *name, size_t len)
{
    return t->slots[probe(t, name, len)];
}

static void grow(gi_symtab *t)
{
    gi_symtab n = {gi_xcalloc(t->cap * 2, sizeof(gi_sym *)), t->cap * 2, t->count};
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i]) n.slots[probe(&n, t->slots[i]->name, t->slots[i]->len)] = t->slots[i];
    free(t->slots);
    *t = n;
}

gi_sym *gi_symtab_get(gi_symtab *t, const char *name, size_t len)
{
    size_t i = probe(t, name, len);
    if (t->slots[i]) return t->slots[i];
    if ((t->count + 1) * 2 > t->cap) {
        grow(t);
        i = probe(t, name, len);
    }
    gi_sym *s = gi_xcalloc(1, sizeof *s);
    s->name = gi_xstrndup(name, len);
    s->len = len;
    t->slots[i] = s;
    t->count++;
    return s;
}

gi_sym *gi_symtab_slot(const gi_symtab *t, size_t i)
{
    return i < t->cap ? t->slots[i] : NULL;
}

size_t gi_local_label_name(char *buf, size_t cap, uint64_t n, uint64_t which)
{
    int len = snprintf(buf, cap, "\001%llu\001%llu", (unsigned long long)n, (unsigned long long)which);
    return len < 0 ? 0 : (size_t)len < cap ? (size_t)len : cap - 1;
}

uint64_t gi_local_label_count(gi_symtab *t, uint64_t n)
{
    char name[48];
    int len = snprintf(name, sizeof name, "\001%llu", (unsigned long long)n);
    gi_sym *s = gi_symtab_find(t, name, (size_t)len);
    return s ? (uint64_t)s->value : 0;
}

gi_sym *gi_local_label_define(gi_symtab *t, uint64_t n)
{
    char name[48];
    int len = snprintf(name, sizeof name, "\001%llu", (unsigned long long)n);
    gi_sym *counter = gi_symtab_get(t, name, (size_t)len);
    counter->kind = GI_SYM_ABS;
    counter->value++;
    size_t l = gi_local_label_name(name, sizeof name, n, (uint64_t)counter->value);
    return gi_symtab_get(t, name, l);
}

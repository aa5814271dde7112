/* A cursor over one vISA source line: whitespace, names, words, and
 * integer expressions through the shared lexer/expression evaluator (so
 * diagnostics point at the right column). `//` ends the line. */
#ifndef GI_VISA_SCAN_H
#define GI_VISA_SCAN_H
#include "core/asmcore.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct visa_scan {
    gi_asmcore *core;
    const char *p, *end;
} visa_scan;

void visa_scan_init(visa_scan *s, gi_asmcore *core, const char *p, const char *end);
void visa_scan_ws(visa_scan *s);
bool visa_scan_end(visa_scan *s);                 /* only whitespace left */
bool visa_scan_eat(visa_scan *s, char c);         /* skip ws, then c */
bool visa_scan_peek(visa_scan *s, char c);        /* skip ws, next is c */
/* [A-Za-z_%][A-Za-z0-9_]* */
bool visa_scan_name(visa_scan *s, const char **n, size_t *len);
/* [A-Za-z0-9_.%$]+ (mnemonics, key values, shapes) */
bool visa_scan_word(visa_scan *s, const char **n, size_t *len);
/* A constant integer expression (reports errors). */
bool visa_scan_const(visa_scan *s, int64_t *v);
/* A primary: a number or a parenthesised expression, optionally negated
 * with a leading '-' (reports errors). */
bool visa_scan_primary(visa_scan *s, int64_t *v);

#endif

/* Parsing one SASS instruction statement into a sass_inst: guard,
 * mnemonic and modifiers, operands, scheduling tokens, validation of every
 * constraint of the seed pages and the spec (errors at their column). */
#ifndef GI_SASS_PARSE_H
#define GI_SASS_PARSE_H
#include "core/asmcore.h"
#include "core/lexer.h"
#include "sass/sass.h"

typedef struct sass_parsed {
    sass_inst in;
    const char *start, *end;     /* the statement text (without ';' and comment) */
    const char *target;          /* BRA/SSY target expression text, or NULL */
    size_t target_len;
} sass_parsed;

/* The lexer is on the first token of the statement; sched0 is the control
 * field the scheduling tokens start from (SASS_SCHED_DEFAULT, or the field a
 * listing's control-word line gave). Returns false after reporting an error. */
bool sass_parse_inst(gi_asmcore *core, gi_lexer *lx, uint32_t sched0, sass_parsed *out);

#endif

/* Debug information an assembler writes on its own, as LLVM's MC layer does
 * for `clang -g -S` output: the line table (.debug_line, .debug_line_str)
 * from `.file`/`.loc`, and the call frame table (.debug_frame) from
 * `.cfi_startproc`/`.cfi_endproc`. ISA-independent: the target gives its
 * instruction granule, pointer size, registers and relocation types. */
#ifndef GI_CORE_DWARF_H
#define GI_CORE_DWARF_H
#include "core/asmcore.h"

typedef struct gi_dwarf_target {
    unsigned min_inst_align;  /* code alignment factor and line-table address unit */
    unsigned pointer_size;    /* 8 */
    int data_align;           /* CIE data alignment factor */
    unsigned ra_register;     /* DWARF number of the return address column */
    unsigned reloc_abs32, reloc_abs64;
} gi_dwarf_target;

/* The directives; the lexer is past the directive name. */
void gi_dwarf_file_directive(gi_asmcore *c, gi_lexer *lx, const char *directive_at);
void gi_dwarf_loc_directive(gi_asmcore *c, gi_lexer *lx);
/* `.cfi_*`: returns false if the name is no CFI directive handled here. */
bool gi_dwarf_cfi_directive(gi_asmcore *c, gi_lexer *lx, const gi_tok *name, bool object);

/* An instruction or data is about to be emitted at the location counter:
 * the pending `.loc` gets its row there. */
void gi_dwarf_mark(gi_asmcore *c);

/* End of input (both output modes): file numbers left unassigned. */
void gi_dwarf_check_end(gi_asmcore *c);

/* End of assembly of an object file: append the tables (frames first, then
 * lines, as llvm-mc does). */
void gi_dwarf_emit(gi_asmcore *c, const gi_dwarf_target *t);

void gi_dwarf_free(gi_asmcore *c);
#endif

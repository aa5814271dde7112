/* Lines of cuobjdump -sass / nvdisasm listings as assembler input
 * (docs/sass.md "Listings as input"). */
#ifndef GI_SASS_LISTING_H
#define GI_SASS_LISTING_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum sass_listing_line {
    SASS_LL_OTHER,      /* an ordinary source line */
    SASS_LL_HEADER,     /* listing furniture: ignored */
    SASS_LL_ELF_START,  /* "Fatbin elf code:": ignored, ends a ptx part */
    SASS_LL_PTX_START,  /* "Fatbin ptx code:": this line and the ptx text after it are ignored */
    SASS_LL_FUNCTION,   /* "Function : name": ignored; a new code section starts (word stream unsynced) */
    SASS_LL_WORD        /* a stand-alone "/ * 0x<16 hex> * /" line: *word is set */
} sass_listing_line;

/* Classify one raw source line. */
sass_listing_line sass_listing_classify(const char *line, size_t len, uint64_t *word);

/* The first "/ * 0x<16 hex> * /" column of a line. */
bool sass_listing_word_column(const char *line, size_t len, uint64_t *word);

enum { SASS_BRACE_OPEN = 1, SASS_BRACE_CLOSE = 2 };
/* Blank a dual-issue '{' at the start and an unmatched '}' at the end of a
 * line (comments already blanked); returns the SASS_BRACE_* found. */
unsigned sass_listing_braces(char *text, size_t len);

#endif

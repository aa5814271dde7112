/* Small helpers for writing SVG and HTML text (src/exec/mempic*.c). */
#ifndef GI_EXEC_SVGW_H
#define GI_EXEC_SVGW_H
#include <stdio.h>

/* s as XML character data or attribute value: & < > " ' escaped, other control characters and
 * bytes outside ASCII written as '?' (the files are ASCII, so well-formed in any encoding). */
void gi_svg_esc(FILE *f, const char *s);
/* The XML declaration and the <svg> root (width x height pixels, id), its <title> (escaped)
 * and the shared style sheet. */
void gi_svg_begin(FILE *f, unsigned width, unsigned height, const char *id, const char *title);
void gi_svg_end(FILE *f);
/* A text element at (x, y) with a class; anchor "start", "middle" or "end"; s escaped. */
void gi_svg_text(FILE *f, int x, int y, const char *cls, const char *anchor, const char *s);

#endif

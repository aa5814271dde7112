/* SVG text helpers: escaping, the root element and its style sheet. */
#include "exec/svgw.h"
#include <string.h>

void gi_svg_esc(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default: fputc(c < 0x20 || c > 0x7e ? '?' : c, f);
        }
    }
}

void gi_svg_begin(FILE *f, unsigned width, unsigned height, const char *id, const char *title)
{
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%u\" height=\"%u\" "
               "viewBox=\"0 0 %u %u\" id=\"",
            width, height, width, height);
    gi_svg_esc(f, id);
    fputs("\">\n<title>", f);
    gi_svg_esc(f, title);
    fputs("</title>\n<style>\n"
          "text { font-family: monospace; font-size: 11px; fill: #222; }\n"
          "text.title { font-size: 13px; font-weight: bold; }\n"
          "text.axis { font-size: 12px; fill: #444; }\n"
          "text.note { fill: #a33; }\n"
          "rect.frame { fill: #fafafa; stroke: #bbb; }\n"
          ".load { fill: #2b6cb0; } .store { fill: #dd6b20; } .atomic { fill: #805ad5; } .mixed { fill: #805ad5; }\n"
          "rect.sector { fill: #c6f6d5; } rect.line { fill: none; stroke: #555; }\n"
          "rect.ok { fill: #38a169; } rect.conflict { fill: #e53e3e; }\n"
          "rect.bank { fill: #edf2f7; } rect.bank.conflict { fill: #fed7d7; }\n"
          "line.grid { stroke: #ccc; stroke-width: 1; }\n"
          "</style>\n",
          f);
}

void gi_svg_end(FILE *f)
{
    fputs("</svg>\n", f);
}

void gi_svg_text(FILE *f, int x, int y, const char *cls, const char *anchor, const char *s)
{
    fprintf(f, "<text x=\"%d\" y=\"%d\"", x, y);
    if (cls) fprintf(f, " class=\"%s\"", cls);
    if (anchor && strcmp(anchor, "start")) fprintf(f, " text-anchor=\"%s\"", anchor);
    fputc('>', f);
    gi_svg_esc(f, s);
    fputs("</text>\n", f);
}

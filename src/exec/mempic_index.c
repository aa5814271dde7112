/* index.html of the memory pictures: a plain HTML page (no script, no style
 * sheet from elsewhere) with the geometry, the heat map and every
 * instruction's picture in pc order, each under its report figures; the
 * instructions beyond GI_MEMPIC_MAX_INSTS are listed without a picture. */
#include "exec/mempic_int.h"
#include "exec/svgw.h"
#include <inttypes.h>

int gi_mp_index_write(const gi_mempic *p, gi_mp_inst *const *v, size_t n, FILE *f)
{
    const gi_mem_geometry *g = &p->geo;
    fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>memory pictures: ", f);
    gi_svg_esc(f, p->isa);
    fputc(' ', f);
    gi_svg_esc(f, p->target);
    fputs("</title></head>\n<body style=\"font-family: sans-serif\">\n<h1>Memory pictures: ", f);
    gi_svg_esc(f, p->isa);
    fputc(' ', f);
    gi_svg_esc(f, p->target);
    fprintf(f, "</h1>\n<p>%u-byte sectors, %u-byte lines, shared memory %u banks x %u bytes per %u lanes "
               "(docs/memory-trace.md).</p>\n", g->sector, g->line, g->banks, g->bank_bytes, g->bank_lanes);
    fputs("<h2>Heat map</h2>\n<p><img src=\"heatmap.svg\" alt=\"heat map\"></p>\n<h2>Instructions</h2>\n", f);
    size_t undrawn = 0;
    for (size_t i = 0; i < n; i++) {
        const gi_mp_inst *in = v[i];
        if (!in->drawn || !in->rep_exec) {
            undrawn++;
            continue;
        }
        char name[64];
        gi_mp_file_name(in, name, sizeof name);
        fprintf(f, "<h3 id=\"pc%" PRIu64 "-%s\">pc %" PRIu64 " %s: <code>", in->pc, gi_mem_space_names[in->space], in->pc,
                gi_mem_space_names[in->space]);
        gi_svg_esc(f, in->inst && in->inst[0] ? in->inst : "(no text)");
        fprintf(f, "</code></h3>\n<p><a href=\"%s\"><img src=\"%s\" alt=\"pc %" PRIu64 "\"></a></p>\n", name, name, in->pc);
    }
    if (undrawn) {
        fprintf(f, "<h2>Not drawn</h2>\n<p>%zu instructions beyond the first %d met in the trace "
                   "(or with only failed accesses):</p>\n<ul>\n", undrawn, GI_MEMPIC_MAX_INSTS);
        for (size_t i = 0; i < n; i++) {
            if (v[i]->drawn && v[i]->rep_exec) continue;
            fprintf(f, "<li>pc %" PRIu64 " %s: <code>", v[i]->pc, gi_mem_space_names[v[i]->space]);
            gi_svg_esc(f, v[i]->inst ? v[i]->inst : "");
            fputs("</code></li>\n", f);
        }
        fputs("</ul>\n", f);
    }
    fputs("</body></html>\n", f);
    return 0;
}

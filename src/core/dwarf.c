/* The line table and call frame table of an object file, written the way
 * LLVM 14's MC layer writes them from `.file`, `.loc` and `.cfi_*`
 * (MCDwarf.cpp): DWARF 4 by default, 5 once `.file 0` is seen; the address
 * advance of the line program in units of the target's instruction granule,
 * special opcodes with line_base -5, line_range 14, opcode_base 13. */
#include "core/dwarf.h"
#include <stdlib.h>
#include <string.h>

enum { FLAG_IS_STMT = 1, FLAG_BASIC_BLOCK = 2, FLAG_PROLOGUE_END = 4, FLAG_EPILOGUE_BEGIN = 8 };
enum { LINE_BASE = -5, LINE_RANGE = 14, OPCODE_BASE = 13 };
enum { LNS_copy = 1, LNS_advance_pc, LNS_advance_line, LNS_set_file, LNS_set_column, LNS_negate_stmt,
       LNS_set_basic_block, LNS_const_add_pc, LNS_fixed_advance_pc, LNS_set_prologue_end,
       LNS_set_epilogue_begin, LNS_set_isa };
enum { LNE_end_sequence = 1, LNE_set_address = 2, LNE_set_discriminator = 4 };
enum { LNCT_path = 1, LNCT_directory_index = 2, LNCT_MD5 = 5 };
enum { FORM_string = 0x08, FORM_udata = 0x0f, FORM_data16 = 0x1e, FORM_line_strp = 0x1f };
enum { SHT_PROGBITS = 1, SHF_MERGE = 0x10, SHF_STRINGS = 0x20 };

typedef struct dfile {
    char *name;
    unsigned dir;           /* index into the directory table (0: the compilation directory) */
    bool has_md5;
    uint8_t md5[16];
} dfile;

/* A row of the line table: where an instruction after a `.loc` starts. */
typedef struct drow {
    int section;
    uint64_t offset;
    unsigned file, line, col, flags, isa, discr;
} drow;

typedef struct dframe {
    int section;
    uint64_t begin, end;
} dframe;

struct gi_dwarf {
    unsigned version;
    bool tables;            /* a numbered .file was seen: the line table is written */
    char *comp_dir;         /* the directory of .file 0 */
    dfile root;             /* .file 0 */
    gi_vec dirs;            /* char *, directory table entries 1.. */
    gi_vec files;           /* dfile by file number; [0] unused */
    bool all_md5, md5_warned;
    bool loc_seen;          /* a .loc waits for its instruction */
    drow loc;
    gi_vec rows;            /* drow */
    bool eh_frame, debug_frame;
    gi_vec frames;          /* dframe */
    bool in_frame;
};

static struct gi_dwarf *dw(gi_asmcore *c)
{
    if (!c->dwarf) {
        struct gi_dwarf *d = gi_xcalloc(1, sizeof *d);
        d->version = 4;
        d->all_md5 = true;
        d->loc.flags = FLAG_IS_STMT;
        d->eh_frame = true;
        gi_vec_init(&d->dirs, sizeof(char *));
        gi_vec_init(&d->files, sizeof(dfile));
        gi_vec_init(&d->rows, sizeof(drow));
        gi_vec_init(&d->frames, sizeof(dframe));
        c->dwarf = d;
    }
    return c->dwarf;
}

void gi_dwarf_free(gi_asmcore *c)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d) return;
    free(d->comp_dir);
    free(d->root.name);
    for (size_t i = 0; i < d->dirs.len; i++) free(*(char **)gi_vec_at(&d->dirs, i));
    for (size_t i = 0; i < d->files.len; i++) free(((dfile *)gi_vec_at(&d->files, i))->name);
    gi_vec_free(&d->dirs);
    gi_vec_free(&d->files);
    gi_vec_free(&d->rows);
    gi_vec_free(&d->frames);
    free(d);
    c->dwarf = NULL;
}

/* ---- directives ---- */

/* A quoted string token's bytes; false after an error. */
static bool take_string(gi_asmcore *c, gi_lexer *lx, gi_str *out)
{
    const char *err = gi_unescape(lx->tok.p + 1, lx->tok.len - 2, out);
    if (err) {
        gi_error(c, lx->tok.p, "%s", err); /* llvm-mc: at the string */
        return false;
    }
    gi_lex_next(lx);
    return true;
}

/* The md5 operand: an integer of up to 128 bits, stored big-endian. */
static bool take_md5(gi_asmcore *c, gi_lexer *lx, uint8_t md5[16])
{
    const char *p = lx->tok.p, *end = p + lx->tok.len;
    if (lx->tok.kind != GI_T_INT && !(lx->tok.kind == GI_T_BAD && p < end && *p >= '0' && *p <= '9')) {
        gi_error(c, p, "unknown token in expression");
        return false;
    }
    unsigned base = 10;
    if (end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) base = 16, p += 2;
    memset(md5, 0, 16);
    for (; p < end; p++) {
        int v = *p >= '0' && *p <= '9' ? *p - '0' : *p >= 'a' && *p <= 'f' ? *p - 'a' + 10
              : *p >= 'A' && *p <= 'F' ? *p - 'A' + 10 : 99;
        if (v >= (int)base) {
            gi_error(c, lx->tok.p, "invalid hexadecimal number");
            return false;
        }
        unsigned carry = (unsigned)v;
        for (int i = 15; i >= 0; i--) {
            unsigned x = md5[i] * base + carry;
            md5[i] = (uint8_t)x;
            carry = x >> 8;
        }
        if (carry) {
            gi_error(c, lx->tok.p, "out of range literal value");
            return false;
        }
    }
    gi_lex_next(lx);
    return true;
}

/* MCDwarfLineTableHeader::tryGetFile: a numbered file other than 0. */
static const char *add_file(struct gi_dwarf *d, uint64_t num, const char *dir, const char *name, const dfile *f)
{
    if (d->comp_dir && !strcmp(dir, d->comp_dir)) dir = "";
    if (!*name) name = "<stdin>", dir = "";
    if (d->files.len == 0 && !f->has_md5) d->all_md5 = false;
    if (d->version >= 5 && d->root.name && !strcmp(name, d->root.name) && !*dir &&
        f->has_md5 == d->root.has_md5 && (!f->has_md5 || !memcmp(f->md5, d->root.md5, 16)))
        return NULL; /* the root file again */
    if (num > 100000) return "file number too large";
    while (d->files.len <= num) gi_vec_push(&d->files);
    dfile *slot = gi_vec_at(&d->files, (size_t)num);
    if (slot->name) return "file number already allocated";
    /* a path without a directory: split off its directory part */
    char *owned_dir = NULL;
    if (!*dir) {
        const char *slash = strrchr(name, '/');
        if (slash && slash[1] && slash != name) {
            owned_dir = gi_xstrndup(name, (size_t)(slash - name));
            dir = owned_dir;
            name = slash + 1;
        }
    }
    unsigned di = 0;
    if (*dir) {
        for (di = 0; di < d->dirs.len; di++)
            if (!strcmp(*(char **)gi_vec_at(&d->dirs, di), dir)) break;
        if (di == d->dirs.len) *(char **)gi_vec_push(&d->dirs) = gi_xstrndup(dir, strlen(dir));
        di++;
    }
    free(owned_dir);
    *slot = *f;
    slot->name = gi_xstrndup(name, strlen(name));
    slot->dir = di;
    if (!f->has_md5) d->all_md5 = false;
    return NULL;
}

void gi_dwarf_file_directive(gi_asmcore *c, gi_lexer *lx, const char *directive_at)
{
    struct gi_dwarf *d = dw(c);
    int64_t num = -1;
    if (lx->tok.kind == GI_T_INT) {
        num = (int64_t)lx->tok.ival;
        gi_lex_next(lx);
    }
    if (lx->tok.kind != GI_T_STRING) {
        gi_error(c, lx->tok.p, "unexpected token in '.file' directive");
        return;
    }
    gi_str path, name;
    gi_str_init(&path);
    gi_str_init(&name);
    dfile f = {0};
    bool ok = take_string(c, lx, &path);
    bool two = ok && lx->tok.kind == GI_T_STRING;
    if (two && num < 0) {
        gi_error(c, lx->tok.p, "explicit path specified, but no file number");
        ok = false;
    }
    if (two && ok) ok = take_string(c, lx, &name);
    while (ok && lx->tok.kind != GI_T_EOL) {
        if (lx->tok.kind != GI_T_IDENT) {
            gi_error(c, lx->tok.p, "unexpected token in '.file' directive");
            ok = false;
        } else if (gi_tok_ident(&lx->tok, "md5")) {
            if (num < 0) {
                gi_error(c, lx->tok.p, "MD5 checksum specified, but no file number");
                ok = false;
                break;
            }
            gi_lex_next(lx);
            ok = take_md5(c, lx, f.md5);
            f.has_md5 = true;
        } else {
            /* llvm-mc takes the keyword, then complains at what follows it */
            gi_lex_next(lx);
            gi_error(c, lx->tok.p, "unexpected token in '.file' directive");
            ok = false;
        }
    }
    const char *dir = two ? (path.s ? path.s : "") : "";
    const char *file = two ? (name.s ? name.s : "") : (path.s ? path.s : "");
    if (ok && num < 0) {
        /* `.file "name"`: AMDGPU's assembler takes no single-parameter .file (no STT_FILE symbol) */
    } else if (ok && num == 0) {
        if (d->version < 5) d->version = 5;
        d->tables = true;
        free(d->comp_dir);
        free(d->root.name);
        d->comp_dir = gi_xstrndup(dir, strlen(dir));
        d->root = f;
        d->root.name = gi_xstrndup(file, strlen(file));
        if (!f.has_md5) d->all_md5 = false;
    } else if (ok) {
        d->tables = true;
        const char *err = add_file(d, (uint64_t)num, dir, file, &f);
        if (err) gi_error(c, directive_at, "%s", err);
    }
    if (ok && num >= 0 && !d->md5_warned) {
        /* llvm-mc warns once when some files have a checksum and others not */
        bool any = d->root.name && d->root.has_md5, all = !d->root.name || d->root.has_md5;
        for (size_t i = 1; i < d->files.len; i++) {
            dfile *x = gi_vec_at(&d->files, i);
            if (!x->name) continue;
            any |= x->has_md5;
            all &= x->has_md5;
        }
        if (any && !all) {
            d->md5_warned = true;
            gi_warning(c, directive_at, "inconsistent use of MD5 checksums");
        }
    }
    gi_str_free(&path);
    gi_str_free(&name);
}

static bool valid_file(const struct gi_dwarf *d, uint64_t n)
{
    if (n == 0) return d->version >= 5;
    if (n >= d->files.len) return false;
    return ((dfile *)gi_vec_at(&d->files, (size_t)n))->name != NULL;
}

/* A constant operand of a .loc option. */
static bool loc_value(gi_asmcore *c, gi_lexer *lx, int64_t *v, const char **at)
{
    gi_expr_env env = gi_asmcore_env(c);
    gi_eval ev;
    *at = lx->tok.p;
    if (!gi_parse_expr(c, lx, &env, &ev)) return false;
    if (ev.deferred || ev.label_coef) {
        *v = INT64_MIN;
        return true;
    }
    *v = ev.value;
    return true;
}

void gi_dwarf_loc_directive(gi_asmcore *c, gi_lexer *lx)
{
    struct gi_dwarf *d = dw(c);
    const char *at = lx->tok.p;
    if (lx->tok.kind != GI_T_INT) {
        gi_error(c, at, "unexpected token in '.loc' directive");
        return;
    }
    uint64_t file = lx->tok.ival;
    if (file < 1 && d->version < 5) {
        gi_error(c, at, "file number less than one in '.loc' directive");
        return;
    }
    if (!valid_file(d, file)) {
        gi_error(c, at, "unassigned file number in '.loc' directive");
        return;
    }
    gi_lex_next(lx);
    uint64_t line = 0, col = 0;
    if (lx->tok.kind == GI_T_INT) line = lx->tok.ival, gi_lex_next(lx);
    if (lx->tok.kind == GI_T_INT) col = lx->tok.ival, gi_lex_next(lx);
    unsigned flags = d->loc.flags & FLAG_IS_STMT, isa = 0, discr = 0;
    while (lx->tok.kind != GI_T_EOL) {
        if (lx->tok.kind != GI_T_IDENT) {
            gi_error(c, lx->tok.p, "unexpected token in '.loc' directive");
            return;
        }
        gi_tok op = lx->tok;
        gi_lex_next(lx);
        int64_t v;
        const char *vat;
        if (gi_tok_ident(&op, "basic_block")) flags |= FLAG_BASIC_BLOCK;
        else if (gi_tok_ident(&op, "prologue_end")) flags |= FLAG_PROLOGUE_END;
        else if (gi_tok_ident(&op, "epilogue_begin")) flags |= FLAG_EPILOGUE_BEGIN;
        else if (gi_tok_ident(&op, "is_stmt")) {
            if (!loc_value(c, lx, &v, &vat)) return;
            if (v == INT64_MIN) {
                gi_error(c, vat, "is_stmt value not the constant value of 0 or 1");
                return;
            }
            if (v != 0 && v != 1) {
                gi_error(c, vat, "is_stmt value not 0 or 1");
                return;
            }
            flags = v ? flags | FLAG_IS_STMT : flags & ~(unsigned)FLAG_IS_STMT;
        } else if (gi_tok_ident(&op, "isa")) {
            if (!loc_value(c, lx, &v, &vat)) return;
            if (v == INT64_MIN) {
                gi_error(c, vat, "isa number not a constant value");
                return;
            }
            if ((int)v < 0) {
                gi_error(c, vat, "isa number less than zero");
                return;
            }
            isa = (unsigned)v;
        } else if (gi_tok_ident(&op, "discriminator")) {
            if (!loc_value(c, lx, &v, &vat)) return;
            if (v == INT64_MIN) {
                gi_error(c, vat, "expected absolute expression");
                return;
            }
            discr = (unsigned)v;
        } else {
            gi_error(c, op.p, "unknown sub-directive in '.loc' directive");
            return;
        }
    }
    /* two .loc in a row: the first one gets its row here (MCObjectStreamer) */
    gi_dwarf_mark(c);
    d->loc = (drow){0, 0, (unsigned)file, (unsigned)line, (unsigned)col, flags, isa, discr};
    d->loc_seen = true;
}

void gi_dwarf_mark(gi_asmcore *c)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d || !d->loc_seen) return;
    drow *r = gi_vec_push(&d->rows);
    *r = d->loc;
    r->section = c->cur;
    r->offset = c->pc;
    d->loc_seen = false;
}

bool gi_dwarf_cfi_directive(gi_asmcore *c, gi_lexer *lx, const gi_tok *name, bool object)
{
    struct gi_dwarf *d = dw(c);
    if (gi_tok_ident(name, ".cfi_sections")) {
        bool eh = false, debug = false;
        while (lx->tok.kind != GI_T_EOL) {
            if (lx->tok.kind != GI_T_IDENT) {
                gi_error(c, lx->tok.p, "expected .eh_frame or .debug_frame");
                return true;
            }
            eh |= gi_tok_ident(&lx->tok, ".eh_frame");
            debug |= gi_tok_ident(&lx->tok, ".debug_frame");
            gi_lex_next(lx);
            if (lx->tok.kind == GI_T_EOL) break;
            if (!gi_tok_is(&lx->tok, ',')) {
                gi_error(c, lx->tok.p, "expected comma");
                return true;
            }
            gi_lex_next(lx);
        }
        d->eh_frame = eh;
        d->debug_frame = debug;
        return true;
    }
    if (gi_tok_ident(name, ".cfi_startproc")) {
        if (gi_tok_ident(&lx->tok, "simple")) gi_lex_next(lx);
        if (lx->tok.kind != GI_T_EOL) {
            gi_error(c, lx->tok.p, "unexpected token in '.cfi_startproc' directive");
            return true;
        }
        if (d->in_frame) {
            gi_error(c, name->p, "starting new .cfi frame before finishing the previous one");
            return true;
        }
        if (object && d->eh_frame)
            gi_error(c, name->p, "unsupported: .eh_frame call frame information (gpuisa writes .debug_frame; "
                                 "give .cfi_sections .debug_frame)");
        dframe *f = gi_vec_push(&d->frames);
        f->section = c->cur;
        f->begin = f->end = c->pc;
        d->in_frame = true;
        return true;
    }
    if (gi_tok_ident(name, ".cfi_endproc")) {
        if (lx->tok.kind != GI_T_EOL) {
            gi_error(c, lx->tok.p, "unexpected token in '.cfi_endproc' directive");
            return true;
        }
        if (!d->in_frame) {
            gi_error(c, name->p, "this directive must appear between .cfi_startproc and .cfi_endproc directives");
            return true;
        }
        dframe *f = gi_vec_at(&d->frames, d->frames.len - 1);
        f->end = c->pc;
        d->in_frame = false;
        return true;
    }
    if (name->len > 5 && !memcmp(name->p, ".cfi_", 5)) {
        if (!d->in_frame) {
            gi_error(c, name->p, "this directive must appear between .cfi_startproc and .cfi_endproc directives");
            return true;
        }
        gi_error(c, name->p, "unsupported CFI directive '%.*s' (gpuisa writes frames of .cfi_startproc and "
                             ".cfi_endproc only)", (int)name->len, name->p);
        return true;
    }
    return false;
}

/* ---- writing ---- */

static void put_u8(gi_str *b, unsigned v)
{
    char x = (char)v;
    gi_str_addn(b, &x, 1);
}

static void put_le(gi_str *b, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) put_u8(b, (unsigned)(v >> (8 * i)) & 0xff);
}

static void put_leb(gi_str *b, int64_t v, bool is_signed)
{
    uint8_t x[10];
    gi_str_addn(b, (const char *)x, gi_leb128(x, v, is_signed));
}

static void put_uleb(gi_str *b, uint64_t v) { put_leb(b, (int64_t)v, false); }
static void put_sleb(gi_str *b, int64_t v) { put_leb(b, v, true); }

/* A section being built: its bytes and the relocations against section starts. */
typedef struct out_sec {
    gi_str b;
    gi_vec rel;             /* out_rel */
} out_sec;

typedef struct out_rel {
    uint64_t offset;
    unsigned type;
    int target;             /* section index */
    int64_t addend;
} out_rel;

static void put_ref(out_sec *o, int target, uint64_t value, unsigned size, unsigned type)
{
    out_rel *r = gi_vec_push(&o->rel);
    *r = (out_rel){o->b.len, type, target, (int64_t)value};
    put_le(&o->b, 0, size);
}

/* Append the built bytes to a section (created if needed) with their relocations. */
static void flush_sec(gi_asmcore *c, int idx, out_sec *o)
{
    int cur = c->cur;
    gi_section_switch(c, idx);
    uint64_t base = c->pc;
    if (o->b.len) gi_emit_data(c, (const uint8_t *)o->b.s, o->b.len, NULL, 0);
    for (size_t i = 0; i < o->rel.len; i++) {
        out_rel *r = gi_vec_at(&o->rel, i);
        const char *name = gi_section_at(c, r->target)->name;
        gi_add_reloc(c, idx, base + r->offset, r->type, name, strlen(name), r->addend);
    }
    gi_section_switch(c, cur);
    gi_str_free(&o->b);
    gi_vec_free(&o->rel);
}

static int debug_section(gi_asmcore *c, const char *name, bool strings)
{
    return gi_section_get(c, name, strlen(name), SHT_PROGBITS, strings ? SHF_MERGE | SHF_STRINGS : 0,
                          strings ? 1 : 0, NULL);
}

/* .debug_frame: one CIE, an FDE per frame (FrameEmitterImpl). */
static void emit_frames(gi_asmcore *c, const gi_dwarf_target *t)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d->frames.len || !d->debug_frame) return;
    int idx = debug_section(c, ".debug_frame", false);
    gi_section *sec = gi_section_at(c, idx);
    uint64_t start = c->cur == idx ? c->pc : sec->size;
    unsigned ps = t->pointer_size;
    out_sec o;
    gi_str_init(&o.b);
    gi_vec_init(&o.rel, sizeof(out_rel));
    /* padding counts from the section start: start it where the section ends now */
    size_t cie = o.b.len;
    put_le(&o.b, 0, 4);          /* length, below */
    put_le(&o.b, 0xffffffffu, 4); /* CIE id */
    put_u8(&o.b, 4);             /* version (DWARF 4 and 5) */
    put_u8(&o.b, 0);             /* augmentation "" */
    put_u8(&o.b, ps);            /* address size */
    put_u8(&o.b, 0);             /* segment selector size */
    put_uleb(&o.b, t->min_inst_align);
    put_sleb(&o.b, t->data_align);
    put_uleb(&o.b, t->ra_register);
    while ((start + o.b.len) % ps) put_u8(&o.b, 0); /* DW_CFA_nop */
    uint64_t cie_len = o.b.len - cie - 4;
    for (unsigned i = 0; i < 4; i++) o.b.s[cie + i] = (char)(cie_len >> (8 * i));
    for (size_t i = 0; i < d->frames.len; i++) {
        dframe *f = gi_vec_at(&d->frames, i);
        size_t at = o.b.len;
        put_le(&o.b, 0, 4);
        put_ref(&o, idx, start + cie, 4, t->reloc_abs32);
        put_ref(&o, f->section, f->begin, ps, t->reloc_abs64);
        put_le(&o.b, f->end - f->begin, ps);
        while ((start + o.b.len) % ps) put_u8(&o.b, 0);
        uint64_t len = o.b.len - at - 4;
        for (unsigned k = 0; k < 4; k++) o.b.s[at + k] = (char)(len >> (8 * k));
    }
    if (sec->align < ps) sec->align = ps;
    flush_sec(c, idx, &o);
}

/* MCDwarfLineAddr::Encode: a line and address advance (INT64_MAX: end of sequence). */
static void line_addr(gi_str *b, int64_t line_delta, uint64_t addr_delta, unsigned granule)
{
    const uint64_t max_special = (255 - OPCODE_BASE) / LINE_RANGE;
    if (granule > 1) addr_delta /= granule;
    if (line_delta == INT64_MAX) {
        if (addr_delta == max_special) put_u8(b, LNS_const_add_pc);
        else if (addr_delta) {
            put_u8(b, LNS_advance_pc);
            put_uleb(b, addr_delta);
        }
        put_u8(b, 0);
        put_u8(b, 1);
        put_u8(b, LNE_end_sequence);
        return;
    }
    uint64_t temp = (uint64_t)(line_delta - LINE_BASE);
    bool need_copy = false;
    if (temp >= LINE_RANGE || temp + OPCODE_BASE > 255) {
        put_u8(b, LNS_advance_line);
        put_sleb(b, line_delta);
        line_delta = 0;
        temp = (uint64_t)(0 - LINE_BASE);
        need_copy = true;
    }
    if (line_delta == 0 && addr_delta == 0) {
        put_u8(b, LNS_copy);
        return;
    }
    temp += OPCODE_BASE;
    if (addr_delta < 256 + max_special) {
        uint64_t op = temp + addr_delta * LINE_RANGE;
        if (op <= 255) {
            put_u8(b, (unsigned)op);
            return;
        }
        op = temp + (addr_delta - max_special) * LINE_RANGE;
        if (op <= 255) {
            put_u8(b, LNS_const_add_pc);
            put_u8(b, (unsigned)op);
            return;
        }
    }
    put_u8(b, LNS_advance_pc);
    put_uleb(b, addr_delta);
    if (need_copy) put_u8(b, LNS_copy);
    else put_u8(b, (unsigned)temp);
}

/* The strings of .debug_line_str: each once, in first-use order. */
typedef struct strpool {
    gi_str b;
} strpool;

static uint64_t pool_add(strpool *p, const char *s)
{
    size_t n = strlen(s);
    for (size_t off = 0; off < p->b.len;) {
        size_t len = strlen(p->b.s + off);
        if (len == n && !memcmp(p->b.s + off, s, n)) return off;
        off += len + 1;
    }
    uint64_t off = p->b.len;
    gi_str_addn(&p->b, s, n + 1);
    return off;
}

/* A DW_FORM_line_strp reference; its target section is bound once it exists. */
static void put_path(out_sec *o, strpool *pool, const char *s, unsigned abs32)
{
    put_ref(o, -1, pool_add(pool, s), 4, abs32);
}

static void put_v5_file(out_sec *o, strpool *pool, const dfile *f, bool md5, unsigned abs32)
{
    put_path(o, pool, f->name, abs32);
    put_uleb(&o->b, f->dir);
    if (md5) gi_str_addn(&o->b, (const char *)f->md5, 16);
}

/* The line program of one section's rows (emitDwarfLineTable). */
static void line_program(gi_asmcore *c, out_sec *o, int section, const gi_dwarf_target *t)
{
    struct gi_dwarf *d = c->dwarf;
    unsigned file = 1, col = 0, flags = FLAG_IS_STMT, isa = 0, discr = 0;
    uint64_t last_line = 1, last_addr = 0;
    bool have_last = false;
    for (size_t i = 0; i < d->rows.len; i++) {
        drow *r = gi_vec_at(&d->rows, i);
        if (r->section != section) continue;
        int64_t line_delta = (int64_t)r->line - (int64_t)last_line;
        if (file != r->file) {
            file = r->file;
            put_u8(&o->b, LNS_set_file);
            put_uleb(&o->b, file);
        }
        if (col != r->col) {
            col = r->col;
            put_u8(&o->b, LNS_set_column);
            put_uleb(&o->b, col);
        }
        if (discr != r->discr && d->version >= 4) {
            discr = r->discr;
            gi_str tmp;
            gi_str_init(&tmp);
            put_uleb(&tmp, discr);
            put_u8(&o->b, 0);
            put_uleb(&o->b, tmp.len + 1);
            put_u8(&o->b, LNE_set_discriminator);
            gi_str_addn(&o->b, tmp.s, tmp.len);
            gi_str_free(&tmp);
        }
        if (isa != r->isa) {
            isa = r->isa;
            put_u8(&o->b, LNS_set_isa);
            put_uleb(&o->b, isa);
        }
        if ((r->flags ^ flags) & FLAG_IS_STMT) {
            flags = r->flags;
            put_u8(&o->b, LNS_negate_stmt);
        }
        if (r->flags & FLAG_BASIC_BLOCK) put_u8(&o->b, LNS_set_basic_block);
        if (r->flags & FLAG_PROLOGUE_END) put_u8(&o->b, LNS_set_prologue_end);
        if (r->flags & FLAG_EPILOGUE_BEGIN) put_u8(&o->b, LNS_set_epilogue_begin);
        if (!have_last) {
            put_u8(&o->b, 0);
            put_uleb(&o->b, t->pointer_size + 1);
            put_u8(&o->b, LNE_set_address);
            put_ref(o, section, r->offset, t->pointer_size, t->reloc_abs64);
            line_addr(&o->b, line_delta, 0, t->min_inst_align);
        } else {
            line_addr(&o->b, line_delta, r->offset - last_addr, t->min_inst_align);
        }
        discr = 0;
        last_line = r->line;
        last_addr = r->offset;
        have_last = true;
    }
    gi_section *sec = gi_section_at(c, section);
    uint64_t end = section == c->cur ? c->pc : sec->size;
    line_addr(&o->b, INT64_MAX, end - last_addr, t->min_inst_align);
}

static void emit_lines(gi_asmcore *c, const gi_dwarf_target *t)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d->tables) return;
    int idx = debug_section(c, ".debug_line", false);
    bool v5 = d->version >= 5;
    strpool pool;
    gi_str_init(&pool.b);
    out_sec o;
    gi_str_init(&o.b);
    gi_vec_init(&o.rel, sizeof(out_rel));
    put_le(&o.b, 0, 4); /* unit length */
    put_le(&o.b, d->version, 2);
    if (v5) {
        put_u8(&o.b, t->pointer_size);
        put_u8(&o.b, 0);
    }
    size_t hdr_len_at = o.b.len;
    put_le(&o.b, 0, 4);
    put_u8(&o.b, t->min_inst_align);
    put_u8(&o.b, 1); /* maximum operations per instruction */
    put_u8(&o.b, 1); /* default is_stmt */
    put_u8(&o.b, (unsigned)(int8_t)LINE_BASE & 0xff);
    put_u8(&o.b, LINE_RANGE);
    put_u8(&o.b, OPCODE_BASE);
    static const uint8_t std_lengths[OPCODE_BASE - 1] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};
    gi_str_addn(&o.b, (const char *)std_lengths, sizeof std_lengths);
    if (v5) {
        /* the paths are references into .debug_line_str (created after the table, as llvm-mc does) */
        put_u8(&o.b, 1);
        put_uleb(&o.b, LNCT_path);
        put_uleb(&o.b, FORM_line_strp);
        put_uleb(&o.b, d->dirs.len + 1);
        const char *comp = d->comp_dir ? d->comp_dir : "";
        put_path(&o, &pool, comp, t->reloc_abs32);
        for (size_t i = 0; i < d->dirs.len; i++) put_path(&o, &pool, *(char **)gi_vec_at(&d->dirs, i), t->reloc_abs32);
        bool md5 = d->all_md5;
        put_u8(&o.b, md5 ? 3 : 2);
        put_uleb(&o.b, LNCT_path);
        put_uleb(&o.b, FORM_line_strp);
        put_uleb(&o.b, LNCT_directory_index);
        put_uleb(&o.b, FORM_udata);
        if (md5) {
            put_uleb(&o.b, LNCT_MD5);
            put_uleb(&o.b, FORM_data16);
        }
        put_uleb(&o.b, d->files.len ? d->files.len : 1);
        const dfile *root = &d->root;
        if (!root->name && d->files.len > 1) root = gi_vec_at(&d->files, 1);
        dfile none = {(char *)"", 0, false, {0}};
        put_v5_file(&o, &pool, root->name ? root : &none, md5, t->reloc_abs32);
        for (size_t i = 1; i < d->files.len; i++) {
            const dfile *f = gi_vec_at(&d->files, i);
            put_v5_file(&o, &pool, f->name ? f : &none, md5, t->reloc_abs32);
        }
    } else {
        for (size_t i = 0; i < d->dirs.len; i++) {
            const char *s = *(char **)gi_vec_at(&d->dirs, i);
            gi_str_addn(&o.b, s, strlen(s) + 1);
        }
        put_u8(&o.b, 0);
        for (size_t i = 1; i < d->files.len; i++) {
            const dfile *f = gi_vec_at(&d->files, i);
            const char *s = f->name ? f->name : "";
            gi_str_addn(&o.b, s, strlen(s) + 1);
            put_uleb(&o.b, f->dir);
            put_u8(&o.b, 0);
            put_u8(&o.b, 0);
        }
        put_u8(&o.b, 0);
    }
    uint64_t hdr_len = o.b.len - hdr_len_at - 4;
    for (unsigned i = 0; i < 4; i++) o.b.s[hdr_len_at + i] = (char)(hdr_len >> (8 * i));
    /* a sequence per section, in the order of their first row */
    size_t nsec = c->sections.len;
    bool *done = gi_xcalloc(nsec ? nsec : 1, sizeof *done);
    for (size_t i = 0; i < d->rows.len; i++) {
        int s = ((drow *)gi_vec_at(&d->rows, i))->section;
        if (done[s]) continue;
        done[s] = true;
        line_program(c, &o, s, t);
    }
    free(done);
    uint64_t unit = o.b.len - 4;
    for (unsigned i = 0; i < 4; i++) o.b.s[i] = (char)(unit >> (8 * i));
    if (v5) {
        int sidx = debug_section(c, ".debug_line_str", true);
        for (size_t i = 0; i < o.rel.len; i++) {
            out_rel *r = gi_vec_at(&o.rel, i);
            if (r->target < 0) r->target = sidx;
        }
        flush_sec(c, idx, &o);
        out_sec so;
        gi_str_init(&so.b);
        gi_vec_init(&so.rel, sizeof(out_rel));
        gi_str_addn(&so.b, pool.b.s ? pool.b.s : "", pool.b.len);
        flush_sec(c, sidx, &so);
    } else {
        flush_sec(c, idx, &o);
    }
    gi_str_free(&pool.b);
}

void gi_dwarf_check_end(gi_asmcore *c)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d) return;
    /* llvm-mc, at the end of input: every file number below the largest is given */
    for (size_t i = 1; i < d->files.len; i++)
        if (!((dfile *)gi_vec_at(&d->files, i))->name)
            gi_error(c, NULL, "unassigned file number: %zu for .file directives", i);
}

void gi_dwarf_emit(gi_asmcore *c, const gi_dwarf_target *t)
{
    struct gi_dwarf *d = c->dwarf;
    if (!d) return;
    if (d->in_frame) {
        gi_error(c, NULL, "Unfinished frame!");
        return;
    }
    emit_frames(c, t);
    emit_lines(c, t);
}

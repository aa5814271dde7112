/* vISA statements: predicate, mnemonic with options, execution size and
 * mask, then the operands the row's layout and kind ask for (parse.h). */
#include "visa/parse.h"
#include "core/fpconv.h"
#include "core/number.h"
#include <ctype.h>
#include <string.h>

typedef struct pctx {
    visa_scan *s;
    const visa_kernel *k;
    const visa_target *t;
    visa_parsed *ps;
    bool pops;           /* general parser: predicate variables are operands (logic rows) */
} pctx;

#define ERR(at, ...) (gi_error(c->s->core, (at), __VA_ARGS__), false)

/* ---- predicate and execution size ---- */

static bool pred(pctx *c)
{
    visa_scan *s = c->s;
    const char *at = s->p;
    s->p++; /* ( */
    bool neg = visa_scan_eat(s, '!');
    const char *n;
    size_t len;
    visa_scan_ws(s);
    const char *nat = s->p;
    if (!visa_scan_name(s, &n, &len)) return ERR(nat, "expected a predicate variable");
    long id = visa_kernel_pred(c->k, n, len);
    if (id < 0) return ERR(nat, "'%.*s' is not a declared predicate variable", (int)len, n);
    if (id == 0) return ERR(nat, "P0 cannot predicate an instruction (predicate id 0 means none)");
    unsigned ctrl = 0;
    if (s->p < s->end && *s->p == '.') {
        s->p++;
        const char *o;
        size_t on;
        const char *oat = s->p;
        if (!visa_scan_name(s, &o, &on) || !(gi_eq(o, on, "any") || gi_eq(o, on, "all")))
            return ERR(oat, "expected .any or .all");
        ctrl = gi_eq(o, on, "any") ? 1 : 2;
    }
    if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')' after the predicate");
    c->ps->in.pred = (uint16_t)((unsigned)id | ctrl << 13 | (neg ? 1u : 0u) << 15);
    c->ps->at.pred = at;
    return true;
}

static bool exec_size(pctx *c)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    c->ps->at.exec = s->p;
    s->p++; /* ( */
    visa_scan_ws(s);
    const char *at = s->p;
    if (s->p < s->end && (*s->p == 'M' || *s->p == 'm') && s->p + 1 < s->end && isdigit((unsigned char)s->p[1])) {
        const char *w;
        size_t n;
        visa_scan_name(s, &w, &n);
        unsigned m = (unsigned)(w[1] - '0');
        bool nm = n == 5 && gi_eq(w + 2, 3, "_NM");
        if (!(n == 2 || nm) || w[0] != 'M' || m < 1 || m > 8) return ERR(at, "expected an execution mask M1..M8 or M1_NM..M8_NM");
        in->emask = (uint8_t)(m - 1);
        in->nomask = nm;
        if (!visa_scan_eat(s, ',')) return ERR(s->p, "expected ',' after the execution mask");
        visa_scan_ws(s);
        at = s->p;
    }
    int64_t v;
    if (!visa_scan_const(s, &v)) return false;
    if (v != 1 && v != 2 && v != 4 && v != 8 && v != 16 && v != 32)
        return ERR(at, "execution size must be 1, 2, 4, 8, 16 or 32");
    in->exec_size = (uint8_t)v;
    if (4u * in->emask + in->exec_size > 32)
        return ERR(c->ps->at.exec + 1, "mask M%u with execution size %u goes past channel 32", in->emask + 1u, in->exec_size);
    if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')' after the execution size");
    c->ps->exec_given = true;
    return true;
}

/* ---- operands ---- */

static bool var_name(pctx *c, uint32_t *id, const char **at)
{
    visa_scan *s = c->s;
    const char *n;
    size_t len;
    visa_scan_ws(s);
    *at = s->p;
    if (!visa_scan_name(s, &n, &len)) return ERR(*at, "expected a variable");
    long v = visa_kernel_var(c->k, n, len);
    if (v < 0) return ERR(*at, "'%.*s' is not a declared variable", (int)len, n);
    *id = (uint32_t)v;
    return true;
}

/* NAME | NAME.N | NAME.(expr) | %null */
static bool raw_opnd(pctx *c, visa_raw *r, const char **at)
{
    visa_scan *s = c->s;
    if (!var_name(c, &r->id, at)) return false;
    r->off = 0;
    if (s->p < s->end && *s->p == '.' && s->p + 1 < s->end && (isdigit((unsigned char)s->p[1]) || s->p[1] == '(')) {
        s->p++;
        const char *oat = s->p;
        int64_t v;
        if (!visa_scan_primary(s, &v)) return false;
        if (v < 0 || v > 0xffff) return ERR(oat, "raw operand offset must be 0..65535 bytes");
        if (r->id == 0 && v != 0) return ERR(oat, "%%null takes no offset (only %%null.0)");
        if (v % c->t->grf) return ERR(oat, "raw operand offset must be a multiple of the GRF size (%u bytes on %s)", c->t->grf, c->t->name);
        r->off = (uint16_t)v;
    }
    return true;
}

static unsigned stride_code(int64_t v)
{
    switch (v) {
    case 0: return 1;
    case 1: return 2;
    case 2: return 3;
    case 4: return 4;
    case 8: return 5;
    case 16: return 6;
    case 32: return 7;
    default: return 0;
    }
}

/* NAME(r,c) after the name */
static bool rowcol(pctx *c, visa_vopnd *v)
{
    visa_scan *s = c->s;
    int64_t r, col;
    const char *at = s->p;
    if (!visa_scan_eat(s, '(')) return ERR(at, "expected '(row,col)'");
    at = s->p;
    if (!visa_scan_const(s, &r)) return false;
    if (r < 0 || r > 255) return ERR(at, "row offset must be 0..255");
    if (!visa_scan_eat(s, ',')) return ERR(s->p, "expected ','");
    at = s->p;
    if (!visa_scan_const(s, &col)) return false;
    if (col < 0 || col > 255) return ERR(at, "column offset must be 0..255");
    if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')'");
    v->row = (uint8_t)r;
    v->col = (uint8_t)col;
    return true;
}

static bool stride(pctx *c, unsigned *code, const char *what)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    const char *at = s->p;
    int64_t v;
    if (!visa_scan_primary(s, &v)) return false;
    *code = stride_code(v);
    if (!*code || (what[0] == 'w' && v == 0) || (what[0] == 'h' && v > 4 && v != 0))
        return ERR(at, "invalid %s %lld", what, (long long)v);
    return true;
}

/* [-]FLOAT for f/df/hf immediates: the value's bit pattern (round to
 * nearest even); false if the text is not a float literal */
static bool float_literal(visa_scan *vs, unsigned type, int64_t *bits)
{
    visa_scan_ws(vs);
    const char *p = vs->p;
    bool neg = p < vs->end && *p == '-';
    if (neg) p++;
    gi_num num;
    size_t n = p < vs->end ? gi_num_scan(p, vs->end, 0, &num) : 0;
    if (!n || num.kind != GI_NUM_FLOAT || num.error) return false;
    vs->p = p + n;
    if (!visa_scan_end(vs)) return false;
    uint64_t d = gi_f64_bits(neg ? -num.fval : num.fval);
    unsigned st = 0;
    *bits = type == VISA_T_DF ? (int64_t)d : type == VISA_T_F ? (int64_t)gi_f64_to_f32(d, &st) : (int64_t)gi_f64_to_f16(d, &st);
    return true;
}

/* VALUE:TYPE */
static bool immediate(pctx *c, visa_vopnd *v)
{
    visa_scan *s = c->s;
    const char *at = s->p;
    const char *colon = memchr(s->p, ':', (size_t)(s->end - s->p));
    const char *tn;
    size_t tl;
    if (!colon) return ERR(at, "expected an immediate VALUE:TYPE");
    visa_scan ts = *s;
    ts.p = colon + 1;
    if (!visa_scan_name(&ts, &tn, &tl)) return ERR(colon + 1, "expected an immediate type");
    unsigned type;
    for (type = 0; type < VISA_T_COUNT; type++)
        if (gi_eq(tn, tl, visa_type_names[type])) break;
    if (type >= VISA_T_COUNT || type == VISA_T_BOOL || type == VISA_T_V || type == VISA_T_UV || type == VISA_T_VF ||
        type == VISA_T_BF)
        return ERR(colon + 1, "unsupported immediate type '%.*s'", (int)tl, tn);
    visa_scan vs = *s;
    vs.end = colon;
    int64_t val;
    if ((type == VISA_T_F || type == VISA_T_DF || type == VISA_T_HF) && float_literal(&vs, type, &val)) {
        v->kind = VISA_VK_IMM;
        v->type = (uint8_t)type;
        v->imm = (uint64_t)val;
        s->p = ts.p;
        return true;
    }
    if (!visa_scan_const(&vs, &val)) return false;
    if (!visa_scan_end(&vs)) return ERR(vs.p, "unexpected text in the immediate");
    unsigned bytes = visa_type_size(type);
    /* the printer's form of a negative w/b value: its 32-bit sign extension */
    if (bytes < 4 && val > 0xffffffffll - ((int64_t)1 << (8 * bytes - 1)) && val <= 0xffffffffll) val -= (int64_t)1 << 32;
    if (bytes < 8) {
        int64_t lo = -((int64_t)1 << (8 * bytes - 1)), hi = ((int64_t)1 << (8 * bytes)) - 1;
        if (val < lo || val > hi) return ERR(at, "immediate does not fit type %s", visa_type_names[type]);
        /* stored in 32 bits as written: a negative value sign-extended (-1:w and
         * 0xffffffff:w are ff ff ff ff, 0xffff:w is ff ff 00 00), as GenX_IR stores it */
        if (bytes < 4) val = (int64_t)(uint32_t)val;
        else val &= (int64_t)(((uint64_t)1 << (8 * bytes)) - 1);
    }
    v->kind = VISA_VK_IMM;
    v->type = (uint8_t)type;
    v->imm = (uint64_t)val;
    s->p = ts.p;
    return true;
}

/* ALU source: [(-)|(abs)|(-abs)] NAME(r,c)<v;w,h> | VALUE:TYPE */
static bool alu_src(pctx *c, visa_vopnd *v)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    memset(v, 0, sizeof *v);
    static const char *const mods[] = {"(-)", "(abs)", "(-abs)"};
    static const uint8_t modv[] = {VISA_MOD_NEG, VISA_MOD_ABS, VISA_MOD_NEGABS};
    for (unsigned i = 0; i < 3; i++) {
        size_t n = strlen(mods[i]);
        if ((size_t)(s->end - s->p) >= n && !memcmp(s->p, mods[i], n)) {
            v->mod = modv[i];
            s->p += n;
            break;
        }
    }
    visa_scan_ws(s);
    if (s->p < s->end && (isdigit((unsigned char)*s->p) || *s->p == '-' || *s->p == '(')) {
        if (v->mod) return ERR(s->p, "an immediate takes no source modifier");
        return immediate(c, v);
    }
    const char *at;
    if (!var_name(c, &v->id, &at) || !rowcol(c, v)) return false;
    unsigned vs, w, h;
    if (!visa_scan_eat(s, '<')) return ERR(s->p, "expected a region <vstride;width,hstride>");
    if (!stride(c, &vs, "vertical stride") || !visa_scan_eat(s, ';')) return c->s->core->line_failed ? false : ERR(s->p, "expected ';'");
    if (!stride(c, &w, "width") || !visa_scan_eat(s, ',')) return c->s->core->line_failed ? false : ERR(s->p, "expected ','");
    if (!stride(c, &h, "horizontal stride") || !visa_scan_eat(s, '>')) return c->s->core->line_failed ? false : ERR(s->p, "expected '>'");
    v->region = (uint16_t)(vs | w << 4 | h << 8);
    return true;
}

static bool alu(pctx *c)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    const visa_alu_row *row = c->ps->arow;
    if (row->flags & VISA_AF_NODST) return true;
    visa_vopnd *d = &in->dst;
    const char *at;
    if (!var_name(c, &d->id, &at) || !rowcol(c, d)) return false;
    unsigned h;
    if (!visa_scan_eat(s, '<')) return ERR(s->p, "expected a destination region <hstride>");
    if (!stride(c, &h, "horizontal stride")) return false;
    if (h == 1) return ERR(at, "destination horizontal stride must not be 0");
    if (!visa_scan_eat(s, '>')) return ERR(s->p, "expected '>'");
    d->region = (uint16_t)(h << 8);
    for (unsigned i = 0; i < row->nsrc; i++) {
        visa_scan_ws(s);
        if (visa_scan_end(s)) return ERR(s->p, "expected %u source operands", row->nsrc);
        if (!alu_src(c, &in->src[i])) return false;
    }
    return true;
}

/* ---- LSC shapes ---- */

static int dsize_prefix(const char *p, size_t n, size_t *used)
{
    static const char *const names[] = {"16u32h", "16c32h", "16u32", "16c32", "8u32", "8c32", "64", "32", "16", "8"};
    if (n < 2 || (p[0] != 'd' && p[0] != 'u')) return -1;
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t l = strlen(names[i]);
        if (n - 1 >= l && !memcmp(p + 1, names[i], l)) {
            *used = l + 1;
            return visa_dsize_parse(p, l + 1);
        }
    }
    return -1;
}

static bool shape_vec(pctx *c, const char *p, size_t n)
{
    visa_inst *in = &c->ps->in;
    size_t i = 0;
    in->vec = 1;
    in->order = VISA_ORDER_NONTRANSPOSE;
    if ((c->ps->lrow->flags & VISA_LF_QUAD) && (i >= n || p[i] != '.')) {
        /* no channels: GenX_IR reads the vector code as the channel mask, so
         * d32 and d32x1 are .x; any other vector would silently become an
         * unrelated mask (x4 -> .z) and is refused */
        if (i < n && p[i] == 'x') c->ps->at.vec = p + i;
        if (i + 1 < n && p[i] == 'x' && p[i + 1] == '1' && (i + 2 == n || p[i + 2] == 't')) i += 2;
        else if (i < n && p[i] == 'x') return ERR(p + i, "a quad operation takes channels .x .y .z .w, not a vector size (e.g. :d32.xyzw)");
        if (i < n && p[i] == 't') {
            c->ps->at.order = p + i;
            in->order = VISA_ORDER_TRANSPOSE;
            i++;
        }
        if (i < n) return ERR(p + i, "unexpected '%.*s' in the data shape", (int)(n - i), p + i);
        in->chmask = in->vec = 1;
        return true;
    }
    if (c->ps->lrow->flags & VISA_LF_QUAD) {
        i++;
        const char *ch = "xyzw";
        unsigned mask = 0, last = 0;
        c->ps->at.vec = p + i;
        for (; i < n; i++) {
            const char *f = strchr(ch, p[i]);
            if (!f || !p[i]) return ERR(p + i, "channels are a subsequence of .xyzw");
            unsigned b = 1u << (f - ch);
            if (b <= last) return ERR(p + i, "channels are a subsequence of .xyzw (in order, each once)");
            mask |= b;
            last = b;
        }
        if (!mask) return ERR(p + i, "expected channels .x .y .z .w");
        in->chmask = (uint8_t)mask;
        in->vec = (uint8_t)mask;
        return true;
    }
    if (i < n && p[i] == 'x') {
        c->ps->at.vec = p + i;
        i++;
        unsigned v = 0;
        size_t b = i;
        while (i < n && isdigit((unsigned char)p[i]) && v < 1000) v = v * 10 + (unsigned)(p[i++] - '0');
        int code = i > b ? visa_vec_code(v) : -1;
        if (code < 0) return ERR(p + b - 1, "vector size must be x1, x2, x3, x4, x8, x16, x32 or x64");
        in->vec = (uint8_t)code;
    }
    if (i < n && p[i] == 't') {
        c->ps->at.order = p + i;
        in->order = VISA_ORDER_TRANSPOSE;
        i++;
    }
    if (i < n) return ERR(p + i, "unexpected '%.*s' in the data shape", (int)(n - i), p + i);
    in->chmask = in->vec;
    return true;
}

/* .[B x]W x H [n|t][n|t] */
static bool shape_2d(pctx *c, const char *p, size_t n)
{
    visa_inst *in = &c->ps->in;
    size_t i = 0;
    unsigned v[3];
    const char *vat[3];
    unsigned nv = 0;
    if (i >= n || p[i] != '.') return ERR(p + i, "a block2d operand needs .[BLOCKSx]WIDTHxHEIGHT (e.g. :d8.2x16x32nn)");
    i++;
    for (;;) {
        if (i >= n || !isdigit((unsigned char)p[i]) || nv == 3) return ERR(p + i, "expected a block dimension");
        vat[nv] = p + i;
        unsigned x = 0;
        while (i < n && isdigit((unsigned char)p[i]) && x < 100000) x = x * 10 + (unsigned)(p[i++] - '0');
        v[nv++] = x;
        if (i < n && p[i] == 'x') {
            i++;
            continue;
        }
        break;
    }
    if (nv < 2) return ERR(vat[0], "expected WIDTHxHEIGHT or BLOCKSxWIDTHxHEIGHT");
    unsigned b = nv == 3 ? v[0] : 1;
    const char **a = nv == 3 ? vat + 1 : vat;
    unsigned w = v[nv - 2], h = v[nv - 1];
    c->ps->at.blocks = vat[0];
    c->ps->at.width = a[0];
    c->ps->at.height = a[1];
    if (b > 255) return ERR(vat[0], "block count must be 1..255");
    if (w > 0xffff || h > 0xffff) return ERR(w > 0xffff ? a[0] : a[1], "block dimension out of range");
    in->blocks = (uint8_t)b;
    in->width = (uint16_t)w;
    in->height = (uint16_t)h;
    in->order = VISA_ORDER_NONTRANSPOSE;
    in->vnni = 0;
    c->ps->at.flags = p + i;
    for (unsigned k = 0; i < n; k++, i++) {
        if (k >= 2 || (p[i] != 'n' && p[i] != 't')) return ERR(p + i, "expected the flags [n|t][n|t] (transpose, VNNI)");
        if (k == 0) in->order = p[i] == 't' ? VISA_ORDER_TRANSPOSE : VISA_ORDER_NONTRANSPOSE;
        else in->vnni = p[i] == 't';
    }
    return true;
}

/* RAW ':' SHAPE */
static bool data_opnd(pctx *c, visa_raw *r)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    if (!raw_opnd(c, r, &c->ps->at.data)) return false;
    if (!visa_scan_eat(s, ':')) return ERR(s->p, "expected ':' and the data shape (e.g. :d32)");
    const char *w;
    size_t n;
    visa_scan_ws(s);
    c->ps->at.shape = s->p;
    if (!visa_scan_word(s, &w, &n)) return ERR(s->p, "expected a data size (d8 d16 d32 d64 d8u32 d16u32 d16u32h)");
    size_t used = 0;
    int ds = dsize_prefix(w, n, &used);
    if (ds < 0) return ERR(w, "unknown data size '%.*s'", (int)n, w);
    in->data_size = (uint8_t)ds;
    c->ps->at.vec = c->ps->at.order = NULL;
    if (c->ps->lrow->layout == VISA_LAY_BLOCK2D) return shape_2d(c, w + used, n - used);
    return shape_vec(c, w + used, n - used);
}

static void imm_opnd(visa_vopnd *v, uint32_t val)
{
    memset(v, 0, sizeof *v);
    v->kind = VISA_VK_IMM;
    v->type = VISA_T_UD;
    v->imm = val;
}

/* vector operand of an LSC: NAME, NAME(r,c) or an integer expression */
static bool lsc_vec(pctx *c, visa_vopnd *v, const char **at)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    *at = s->p;
    memset(v, 0, sizeof *v);
    if (s->p < s->end && (isalpha((unsigned char)*s->p) || *s->p == '_' || *s->p == '%')) {
        if (!var_name(c, &v->id, at)) return false;
        if (v->id == 0) return ERR(*at, "%%null is not a vector operand");
        if (s->p < s->end && *s->p == '.') {
            /* NAME.N: element N of row 0, i.e. NAME(0,N) (GenX_IR's LscVectorOpReg; N decimal) */
            const char *nat = ++s->p;
            unsigned col = 0;
            while (s->p < s->end && isdigit((unsigned char)*s->p) && col <= 255) col = col * 10 + (unsigned)(*s->p++ - '0');
            if (s->p == nat || (s->p < s->end && (isalnum((unsigned char)*s->p) || *s->p == '_' || *s->p == '(')))
                return ERR(nat, "expected a decimal element number after '.' (NAME.N is NAME(0,N))");
            if (col > 255) return ERR(nat, "column offset must be 0..255");
            v->col = (uint8_t)col;
        } else if (visa_scan_peek(s, '(') && !rowcol(c, v)) {
            return false;
        }
        v->region = 0x0121; /* <0;1,0> */
        return true;
    }
    int64_t val;
    if (!visa_scan_const(s, &val)) return false;
    if (val < -(int64_t)0x80000000 || val > 0xffffffffll) return ERR(*at, "immediate must fit 32 bits");
    imm_opnd(v, (uint32_t)val);
    return true;
}

static const char *const model_names[] = {NULL, "flat", "bss", "ss", "bti", "arg"};

/* MODEL[(S)] */
static bool model(pctx *c, bool need_bracket)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    visa_scan_ws(s);
    c->ps->at.addr = c->ps->at.model = s->p;
    in->model = VISA_AM_FLAT;
    const char *save = s->p;
    const char *w;
    size_t n;
    if (visa_scan_name(s, &w, &n)) {
        unsigned m;
        for (m = 1; m < 6; m++)
            if (gi_eq(w, n, model_names[m])) break;
        if (m == 6) {
            s->p = save;
            return ERR(w, "expected an address model (flat, bss, ss, bti, arg) or '['");
        }
        in->model = (uint8_t)m;
    } else if (!need_bracket || !visa_scan_peek(s, '[')) {
        return ERR(s->p, "expected an address");
    }
    c->ps->at.surface = NULL;
    imm_opnd(&in->surface, 0);
    if (s->p < s->end && *s->p == '(') {
        s->p++;
        if (!lsc_vec(c, &in->surface, &c->ps->at.surface)) return false;
        if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')' after the surface");
    }
    return true;
}

/* [ [SCALE *] SRC0 [+ EXPR | - PRIMARY] [, PITCH] ] : aNN */
static bool address(pctx *c)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    if (!model(c, true)) return false;
    if (!visa_scan_eat(s, '[')) return ERR(s->p, "expected '[' and the address operand");
    visa_scan_ws(s);
    in->scale = 1;
    in->offset = 0;
    if (s->p < s->end && (isdigit((unsigned char)*s->p) || *s->p == '(')) {
        c->ps->at.scale = s->p;
        int64_t v;
        if (!visa_scan_primary(s, &v)) return false;
        if (!visa_scan_eat(s, '*')) return ERR(s->p, "expected '*' after the address scale");
        if (v < 0 || v > 0xffff) return ERR(c->ps->at.scale, "address scale must be 0..65535");
        in->scale = (uint16_t)v;
    }
    if (!raw_opnd(c, &in->rsrc0, &c->ps->at.src0)) return false;
    visa_scan_ws(s);
    if (s->p < s->end && (*s->p == '+' || *s->p == '-')) {
        bool minus = *s->p == '-';
        s->p++;
        visa_scan_ws(s);
        c->ps->at.offset = s->p;
        int64_t v;
        if (minus ? !visa_scan_primary(s, &v) : !visa_scan_const(s, &v)) return false;
        if (minus) v = -v;
        if (v < INT32_MIN || v > (int64_t)UINT32_MAX) return ERR(c->ps->at.offset, "address offset must fit 32 bits");
        in->offset = (int32_t)(uint32_t)v;
    }
    if (visa_scan_eat(s, ',')) {
        if (c->ps->lrow->layout != VISA_LAY_STRIDED) return ERR(s->p - 1, "only strided operations take a pitch");
        if (!lsc_vec(c, &in->pitch, &c->ps->at.pitch)) return false;
        c->ps->pitch_given = true;
    }
    if (!visa_scan_eat(s, ']')) return ERR(s->p, "expected ']'");
    if (!visa_scan_eat(s, ':')) return ERR(s->p, "expected ':' and the address size (a16, a32, a64)");
    const char *w;
    size_t n;
    visa_scan_ws(s);
    c->ps->at.asize = s->p;
    if (!visa_scan_word(s, &w, &n) || !(gi_eq(w, n, "a16") || gi_eq(w, n, "a32") || gi_eq(w, n, "a64")))
        return ERR(c->ps->at.asize, "expected an address size a16, a32 or a64");
    in->addr_size = w[1] == '1' ? VISA_A16 : w[1] == '3' ? VISA_A32 : VISA_A64;
    return true;
}

/* flat[BASE, WIDTH, HEIGHT, PITCH, X, Y] */
static bool address_2d(pctx *c)
{
    visa_scan *s = c->s;
    visa_inst *in = &c->ps->in;
    if (!model(c, false)) return false;
    if (in->model != VISA_AM_FLAT || c->ps->at.surface) return ERR(c->ps->at.model, "block2d addresses are flat[BASE,WIDTH,HEIGHT,PITCH,X,Y]");
    if (!visa_scan_eat(s, '[')) return ERR(s->p, "expected '['");
    for (unsigned i = 0; i < 6; i++) {
        const char *at;
        if (i && !visa_scan_eat(s, ',')) return ERR(s->p, "a block2d address has six operands: BASE, WIDTH, HEIGHT, PITCH, X, Y");
        if (!lsc_vec(c, &in->b2d[i], &at)) return false;
        if (i == 0) c->ps->at.base = at;
    }
    if (!visa_scan_eat(s, ']')) return ERR(s->p, "expected ']' after the six block2d address operands");
    return true;
}

static bool atomic_src(pctx *c, visa_raw *r, const char **at)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    if (visa_scan_end(s)) return ERR(s->p, "expected the atomic source operand (%%null when unused)");
    if (!raw_opnd(c, r, at)) return false;
    if (s->p < s->end && *s->p == ':' && !(c->ps->lrow->flags & VISA_LF_SRCSHAPE))
        return ERR(s->p, "an atomic data source takes no data shape (the shape is on the destination)");
    if (visa_scan_eat(s, ':')) {
        const char *w;
        size_t n, used = 0;
        visa_scan_ws(s);
        const char *sat = s->p;
        if (!visa_scan_word(s, &w, &n) || dsize_prefix(w, n, &used) != c->ps->in.data_size || used != n)
            return ERR(sat, "a source shape must be the data size of the operation");
    }
    return true;
}

static bool lsc(pctx *c)
{
    visa_inst *in = &c->ps->in;
    const visa_lsc_row *row = c->ps->lrow;
    in->opcode = VISA_OP_LSC_UNTYPED;
    in->subop = row->subop;
    switch ((visa_lsc_layout)row->layout) {
    case VISA_LAY_BLOCK2D:
        if (row->kind == VISA_LK_LOAD) {
            if (!data_opnd(c, &in->rdst) || !address_2d(c)) return false;
        } else {
            if (!address_2d(c) || !data_opnd(c, &in->rsrc1)) return false;
        }
        break;
    case VISA_LAY_APNDCTR:
        if (!data_opnd(c, &in->rdst) || !model(c, false)) return false;
        if (!atomic_src(c, &in->rsrc0, &c->ps->at.src1)) return false;
        break;
    case VISA_LAY_VEC:
    case VISA_LAY_STRIDED:
        if (row->kind == VISA_LK_STORE) {
            if (!address(c) || !data_opnd(c, &in->rsrc1)) return false;
        } else {
            if (!data_opnd(c, &in->rdst) || !address(c)) return false;
        }
        if (row->kind == VISA_LK_ATOMIC) {
            if (!atomic_src(c, &in->rsrc1, &c->ps->at.src1) || !atomic_src(c, &in->rsrc2, &c->ps->at.src2)) return false;
        }
        if (row->layout == VISA_LAY_STRIDED) {
            in->chmask = 0;
            if (!c->ps->pitch_given) imm_opnd(&in->pitch, visa_default_pitch(in));
        }
        break;
    }
    return true;
}

/* mnemonic options: .SFID[.L1[.L3]] */
static bool lsc_options(pctx *c, const char *opt, const char *end)
{
    visa_inst *in = &c->ps->in;
    unsigned k = 0;
    const char *p = opt;
    in->sfid = 0xff;
    while (p < end) {
        p++; /* . */
        const char *b = p;
        while (p < end && *p != '.') p++;
        size_t n = (size_t)(p - b);
        if (k == 0) {
            c->ps->at.sfid = b;
            if (gi_eq(b, n, "ugm")) in->sfid = VISA_SFID_UGM;
            else if (gi_eq(b, n, "ugml")) in->sfid = VISA_SFID_UGML;
            else if (gi_eq(b, n, "slm")) in->sfid = VISA_SFID_SLM;
            else return ERR(b, "expected the LSC unit .ugm, .ugml or .slm");
        } else if (k <= 2) {
            unsigned v;
            for (v = 0; v < VISA_CACHE_COUNT; v++)
                if (gi_eq(b, n, visa_cache_names[v])) break;
            if (v == VISA_CACHE_COUNT) return ERR(b, "unknown caching option '.%.*s' (df uc ca wb wt st ri)", (int)n, b);
            if (k == 1) {
                in->l1 = (uint8_t)v;
                c->ps->at.l1 = b;
            } else {
                in->l3 = (uint8_t)v;
                c->ps->at.l3 = b;
            }
        } else {
            return ERR(b - 1, "too many options (.SFID.L1.L3)");
        }
        k++;
    }
    if (k == 0) return ERR(end, "expected the LSC unit (.ugm, .ugml or .slm)");
    return true;
}

bool visa_parse_inst(visa_scan *s, const visa_kernel *k, const visa_target *t, visa_parsed *out)
{
    pctx cc = {s, k, t, out, false}, *c = &cc;
    memset(out, 0, sizeof *out);
    visa_inst *in = &out->in;
    imm_opnd(&in->surface, 0);
    visa_scan_ws(s);
    if (s->p < s->end && *s->p == '(' && !pred(c)) return false;
    const char *m;
    size_t mn;
    visa_scan_ws(s);
    out->at.mnem = s->p;
    if (!visa_scan_word(s, &m, &mn)) return ERR(s->p, "expected an instruction");
    const char *dot = memchr(m, '.', mn);
    size_t base = dot ? (size_t)(dot - m) : mn;
    out->lrow = visa_lsc_find(m, base);
    out->arow = out->lrow ? NULL : visa_alu_find(m, base);
    if (!out->lrow && !out->arow) return ERR(m, "unknown instruction '%.*s'", (int)base, m);
    if (out->lrow) {
        if (!lsc_options(c, m + base, m + mn)) return false;
    } else if (dot) {
        if (!(out->arow->flags & VISA_AF_SAT) || !gi_eq(dot, mn - base, ".sat"))
            return ERR(dot, "unknown option '%.*s'", (int)(mn - base), dot);
        in->dst.mod = VISA_MOD_SAT;
    }
    in->exec_size = (uint8_t)t->simd;
    if (visa_scan_peek(s, '(')) {
        if (!exec_size(c)) return false;
    } else if (out->arow) {
        return ERR(s->p, "expected the execution size ([MASK,] SIZE)");
    } else if (!(out->lrow->flags & VISA_LF_EXECOPT)) {
        /* the seed shows ( ExecSize ) optional only on lsc_load_strided and lsc_store */
        return ERR(s->p, "%s needs an execution size ([MASK,] SIZE)", out->lrow->name);
    }
    if (out->arow) {
        in->opcode = out->arow->opcode;
        uint8_t sat = in->dst.mod;
        if (!alu(c)) return false;
        in->dst.mod = sat;
    } else if (!lsc(c)) {
        return false;
    }
    if (!visa_scan_end(s)) return ERR(s->p, "unexpected text after the operands");
    return true;
}

/* ==== the general parser (every row of visa_op_rows) ==== */

typedef struct gctx {
    pctx c;              /* the helpers above: pred(), exec_size(), immediate(), ... */
    visa_gparsed *g;
} gctx;

/* <v;w,h> after a general or indirect source */
static bool src_region(pctx *c, visa_gopnd *o)
{
    visa_scan *s = c->s;
    unsigned vs, w, h;
    if (!visa_scan_eat(s, '<')) return ERR(s->p, "expected a region <vstride;width,hstride>");
    if (!stride(c, &vs, "vertical stride") || !visa_scan_eat(s, ';')) return c->s->core->line_failed ? false : ERR(s->p, "expected ';'");
    if (!stride(c, &w, "width") || !visa_scan_eat(s, ',')) return c->s->core->line_failed ? false : ERR(s->p, "expected ','");
    if (!stride(c, &h, "horizontal stride") || !visa_scan_eat(s, '>')) return c->s->core->line_failed ? false : ERR(s->p, "expected '>'");
    o->region = (uint16_t)(vs | w << 4 | h << 8);
    return true;
}

/* <h> after a destination */
static bool dst_region(pctx *c, visa_gopnd *o)
{
    visa_scan *s = c->s;
    unsigned h;
    if (!visa_scan_eat(s, '<')) return ERR(s->p, "expected a destination region <hstride>");
    const char *at = s->p;
    if (!stride(c, &h, "horizontal stride")) return false;
    if (h == 1) return ERR(at, "destination horizontal stride must not be 0");
    if (!visa_scan_eat(s, '>')) return ERR(s->p, "expected '>'");
    o->region = (uint16_t)(h << 8);
    return true;
}

static bool type_name(pctx *c, uint8_t *type)
{
    visa_scan *s = c->s;
    const char *tn;
    size_t tl;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &tn, &tl)) return ERR(at, "expected a type");
    for (unsigned t = 0; t < VISA_T_COUNT; t++)
        if (t != VISA_T_BOOL && gi_eq(tn, tl, visa_type_names[t])) {
            *type = (uint8_t)t;
            return true;
        }
    return ERR(at, "unknown type '%.*s'", (int)tl, tn);
}

/* A(i) -- an address variable element */
static bool addr_elem(pctx *c, visa_gopnd *o)
{
    visa_scan *s = c->s;
    const char *n;
    size_t len;
    visa_scan_ws(s);
    const char *at = s->p;
    if (!visa_scan_name(s, &n, &len)) return ERR(at, "expected an address variable");
    long id = visa_kernel_addr(c->k, n, len);
    if (id < 0) return ERR(at, "'%.*s' is not a declared address variable", (int)len, n);
    o->id = (uint32_t)id;
    if (!visa_scan_eat(s, '(')) return ERR(s->p, "expected '(' and the address element");
    const char *eat = s->p;
    int64_t e;
    if (!visa_scan_const(s, &e)) return false;
    const visa_named *a = gi_vec_at(&c->k->addrs, (size_t)id);
    if (e < 0 || e >= a->num_elts) return ERR(eat, "address element %lld is outside '%s' (%u elements)", (long long)e, a->name, a->num_elts);
    o->col = (uint8_t)e;
    if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')'");
    return true;
}

/* a region <w,h> (no ';' before the '>') */
static bool is_wh_region(visa_scan *s)
{
    visa_scan_ws(s);
    if (s->p >= s->end || *s->p != '<') return false;
    for (const char *q = s->p; q < s->end && *q != '>'; q++)
        if (*q == ';') return false;
    return true;
}

/* r[A(i), off]<region>:T */
static bool indirect(pctx *c, visa_gopnd *o, bool dst)
{
    visa_scan *s = c->s;
    s->p++; /* r */
    if (!visa_scan_eat(s, '[')) return ERR(s->p, "expected '[' after 'r' (indirect operand r[A(i),offset])");
    if (!addr_elem(c, o)) return false;
    if (!visa_scan_eat(s, ',')) return ERR(s->p, "expected ',' and the immediate offset");
    visa_scan_ws(s);
    const char *at = s->p;
    int64_t v;
    if (!visa_scan_const(s, &v)) return false;
    if (v < -512 || v > 511) return ERR(at, "indirect offset must be -512..511");
    o->off = v;
    if (!visa_scan_eat(s, ']')) return ERR(s->p, "expected ']'");
    if (!dst && is_wh_region(s)) {
        /* <width,hstride>: a region per address element (VxH) */
        unsigned w, h;
        visa_scan_eat(s, '<');
        if (!stride(c, &w, "width") || !visa_scan_eat(s, ',')) return c->s->core->line_failed ? false : ERR(s->p, "expected ','");
        if (!stride(c, &h, "horizontal stride") || !visa_scan_eat(s, '>')) return c->s->core->line_failed ? false : ERR(s->p, "expected '>'");
        o->region = (uint16_t)(w << 4 | h << 8);
    } else if (!(dst ? dst_region(c, o) : src_region(c, o))) {
        return false;
    }
    if (!visa_scan_eat(s, ':')) return ERR(s->p, "an indirect operand needs its type (:T)");
    o->kind = 'x';
    return type_name(c, &o->type);
}

static bool at_indirect(const visa_scan *s) { return s->end - s->p >= 2 && s->p[0] == 'r' && s->p[1] == '['; }

/* a predicate variable where a logic operation takes one (VISA_OF_POPS) */
static bool pred_opnd(pctx *c, visa_gopnd *o)
{
    visa_scan t = *c->s;
    const char *n;
    size_t len;
    if (!visa_scan_name(&t, &n, &len) || (t.p < t.end && (*t.p == '(' || *t.p == '.'))) return false;
    long id = visa_kernel_pred(c->k, n, len);
    if (id < 0 || visa_kernel_var(c->k, n, len) >= 0) return false;
    o->kind = 'p';
    o->id = (uint32_t)id;
    c->s->p = t.p;
    return true;
}

static bool gen_dst(pctx *c, visa_gopnd *o)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    o->at = s->p;
    if (c->pops && pred_opnd(c, o)) return true;
    if (at_indirect(s)) return indirect(c, o, true);
    const char *at;
    visa_vopnd v;
    memset(&v, 0, sizeof v);
    if (!var_name(c, &v.id, &at) || !rowcol(c, &v)) return false;
    o->kind = 'v';
    o->id = v.id;
    o->row = v.row;
    o->col = v.col;
    return dst_region(c, o);
}

static bool gen_src(pctx *c, visa_gopnd *o, bool mods)
{
    visa_scan *s = c->s;
    visa_scan_ws(s);
    o->at = s->p;
    static const char *const mn[] = {"(-abs)", "(-)", "(abs)"};
    static const uint8_t mv[] = {VISA_MOD_NEGABS, VISA_MOD_NEG, VISA_MOD_ABS};
    for (unsigned i = 0; i < 3; i++) {
        size_t n = strlen(mn[i]);
        if ((size_t)(s->end - s->p) >= n && !memcmp(s->p, mn[i], n)) {
            if (!mods) return ERR(s->p, "this instruction takes no source modifier");
            o->mod = mv[i];
            s->p += n;
            break;
        }
    }
    visa_scan_ws(s);
    if (s->p < s->end && (isdigit((unsigned char)*s->p) || *s->p == '-' || *s->p == '(')) {
        if (o->mod) return ERR(s->p, "an immediate takes no source modifier");
        visa_vopnd v;
        memset(&v, 0, sizeof v);
        /* the immediate ends at the next blank */
        visa_scan sub = *s;
        const char *e = s->p;
        while (e < s->end && *e != ' ' && *e != '\t') e++;
        sub.end = e;
        pctx sc = {&sub, c->k, c->t, c->ps, false};
        const char *colon = memchr(sub.p, ':', (size_t)(sub.end - sub.p));
        size_t tl = colon ? (size_t)(sub.end - colon - 1) : 0;
        if (colon && (gi_eq(colon + 1, tl, "v") || gi_eq(colon + 1, tl, "uv") || gi_eq(colon + 1, tl, "vf"))) {
            /* packed vectors: eight 4-bit integers or four 8-bit floats in 32 bits */
            visa_scan vs = sub;
            vs.end = colon;
            int64_t val;
            if (!visa_scan_const(&vs, &val)) return false;
            if (val < 0 || val > 0xffffffffll) return ERR(o->at, "a packed-vector immediate has 32 bits");
            v.type = (uint8_t)(colon[1] == 'v' && tl == 1 ? VISA_T_V : colon[1] == 'u' ? VISA_T_UV : VISA_T_VF);
            v.imm = (uint64_t)val;
            sub.p = sub.end;
        } else if (!immediate(&sc, &v)) {
            return false;
        }
        s->p = sub.p;
        o->kind = 'i';
        o->type = v.type;
        o->imm = v.imm;
        return true;
    }
    if (at_indirect(s)) return indirect(c, o, false);
    if (c->pops && !o->mod && pred_opnd(c, o)) return true;
    const char *at;
    visa_vopnd v;
    memset(&v, 0, sizeof v);
    if (!var_name(c, &v.id, &at) || !rowcol(c, &v)) return false;
    o->kind = 'v';
    o->id = v.id;
    o->row = v.row;
    o->col = v.col;
    return src_region(c, o);
}

/* a surface (T6, %slm, T0..T5) or, for 'X', a sampler (S0), with (i) */
static bool gen_state(pctx *c, visa_gopnd *o, bool samplers, bool index)
{
    visa_scan *s = c->s;
    const char *n;
    size_t len;
    visa_scan_ws(s);
    o->at = s->p;
    if (!visa_scan_name(s, &n, &len)) return ERR(o->at, "expected a surface");
    long id = visa_kernel_surface(c->k, n, len);
    o->kind = 't';
    if (id < 0 && samplers) {
        id = visa_kernel_sampler(c->k, n, len);
        o->kind = 's';
    }
    if (id < 0) return ERR(o->at, "'%.*s' is not a surface%s", (int)len, n, samplers ? " or sampler" : "");
    o->id = (uint32_t)id;
    if (index && s->p < s->end && *s->p == '(') {
        s->p++;
        const char *at = s->p;
        int64_t e;
        if (!visa_scan_const(s, &e)) return false;
        if (e < 0 || e > 255) return ERR(at, "element must be 0..255");
        o->col = (uint8_t)e;
        o->has_index = true;
        if (!visa_scan_eat(s, ')')) return ERR(s->p, "expected ')'");
    }
    return true;
}

static bool gen_operand(gctx *gc, char kind, visa_gopnd *o)
{
    pctx *c = &gc->c;
    visa_scan *s = c->s;
    visa_scan_ws(s);
    memset(o, 0, sizeof *o);
    o->at = s->p;
    if (visa_scan_end(s)) return ERR(s->p, "'%s' has %u operands", gc->g->row->name, (unsigned)strlen(gc->g->row->opnds));
    const char *n;
    size_t len;
    switch (kind) {
    case 'D': return gen_dst(c, o);
    case 'S': return gen_src(c, o, (gc->g->row->flags & VISA_OF_MOD) != 0);
    case 'C': {
        const char *save = s->p;
        if (visa_scan_name(s, &n, &len) && !(s->p < s->end && *s->p == '(')) {
            long id = visa_kernel_pred(c->k, n, len);
            if (id < 0) return ERR(save, "'%.*s' is not a declared predicate variable", (int)len, n);
            o->kind = 'p';
            o->id = (uint32_t)id;
            return true;
        }
        s->p = save;
        return gen_dst(c, o);
    }
    case 'P': {
        if (!visa_scan_name(s, &n, &len)) return ERR(o->at, "expected a predicate variable");
        long id = visa_kernel_pred(c->k, n, len);
        if (id < 0) return ERR(o->at, "'%.*s' is not a declared predicate variable", (int)len, n);
        o->kind = 'p';
        o->id = (uint32_t)id;
        return true;
    }
    case 'A':
        if (!addr_elem(c, o)) return false;
        o->kind = 'A';
        return dst_region(c, o);
    case 'a':
        if (*s->p == '&') {
            s->p++;
            visa_vopnd v;
            const char *at;
            if (!var_name(c, &v.id, &at)) return false;
            o->kind = '&';
            o->id = v.id;
            if (visa_scan_eat(s, '[')) {
                const char *oat = s->p;
                int64_t off;
                if (!visa_scan_const(s, &off)) return false;
                if (off < 0 || off > 0xffff) return ERR(oat, "address-of offset must be 0..65535");
                o->off = off;
                if (!visa_scan_eat(s, ']')) return ERR(s->p, "expected ']'");
            }
            return true;
        }
        if (!addr_elem(c, o)) return false;
        o->kind = 'A';
        return src_region(c, o);
    case 'L':
        if (!visa_scan_name(s, &n, &len) || *n == '%') return ERR(o->at, "expected a label");
        o->kind = 'l';
        o->off = (int64_t)len;
        return true;
    case 'Y':
        /* faddr's symbol: a name kept in the string table (module.c adds it) */
        if (!visa_scan_name(s, &n, &len) || *n == '%') return ERR(o->at, "expected a symbol name");
        o->kind = 'y';
        o->off = (int64_t)len;
        return true;
    case 'T': return gen_state(c, o, false, false);
    case 'X': {
        const char *save = s->p;
        if (visa_scan_name(s, &n, &len) && (visa_kernel_surface(c->k, n, len) >= 0 || visa_kernel_sampler(c->k, n, len) >= 0)) {
            s->p = save;
            return gen_state(c, o, true, true);
        }
        s->p = save;
        return gen_src(c, o, false);
    }
    case 'R': {
        visa_raw r;
        const char *at;
        if (!raw_opnd(c, &r, &at)) return false;
        o->kind = 'r';
        o->id = r.id;
        o->off = r.off;
        return true;
    }
    default: return ERR(o->at, "internal: unknown operand kind '%c'", kind);
    }
}

static bool opt_word(const char *p, size_t n, const char *const *names, size_t count, uint8_t *out)
{
    for (size_t i = 0; i < count; i++)
        if (gi_eq(p, n, names[i])) {
            *out = (uint8_t)i;
            return true;
        }
    return false;
}

/* the options after the mnemonic, as the row's option kind says */
static bool gen_options(gctx *gc, const char *opt, const char *end)
{
    pctx *c = &gc->c;
    visa_gparsed *g = gc->g;
    const char *part[4];
    size_t plen[4];
    unsigned np = 0;
    for (const char *p = opt; p < end;) {
        const char *b = ++p;
        while (p < end && *p != '.') p++;
        if (np == 4) return ERR(b - 1, "too many options");
        part[np] = b;
        plen[np++] = (size_t)(p - b);
        if (p == b) return ERR(b, "empty option");
    }
    const char *name = g->row->name;
    switch (g->row->opts) {
    case VISA_OPT_NONE:
        if (np) return ERR(opt, "'%s' takes no option '%.*s'", name, (int)(end - opt), opt);
        return true;
    case VISA_OPT_SAT:
        if (np > 1 || (np == 1 && !gi_eq(part[0], plen[0], "sat"))) return ERR(opt, "unknown option '%.*s' ('%s' takes .sat)", (int)(end - opt), opt, name);
        g->sat = np == 1;
        return true;
    case VISA_OPT_COND:
        if (np != 1 || !opt_word(part[0], plen[0], visa_cond_names, 6, &g->cond))
            return ERR(np ? opt : end, "'%s' needs a condition .eq .ne .gt .ge .lt or .le", name);
        return true;
    case VISA_OPT_BFN: {
        unsigned v = 0;
        if (np != 1 || plen[0] < 2 || plen[0] > 3 || part[0][0] != 'x') return ERR(np ? opt : end, "'bfn' needs its function as .xHH (e.g. .xca)");
        for (size_t i = 1; i < plen[0]; i++) {
            if (!isxdigit((unsigned char)part[0][i])) return ERR(part[0] + i, "expected a hexadecimal digit");
            v = v * 16 + (unsigned)(isdigit((unsigned char)part[0][i]) ? part[0][i] - '0' : (tolower((unsigned char)part[0][i]) - 'a' + 10));
        }
        g->bfn = (uint8_t)v;
        return true;
    }
    case VISA_OPT_CHAN: {
        const char *ch = "RGBA";
        unsigned last = 0;
        if (np != 1) return ERR(np ? opt : end, "'%s' needs its channels (e.g. .RGBA)", name);
        for (size_t i = 0; i < plen[0]; i++) {
            const char *f = strchr(ch, part[0][i]);
            unsigned b = f && *f ? 1u << (f - ch) : 0;
            if (!b || b <= last) return ERR(part[0] + i, "channels are a subsequence of RGBA");
            g->chan = (uint8_t)(g->chan | b);
            last = b;
        }
        return true;
    }
    case VISA_OPT_NUM1:
    case VISA_OPT_NUM2: {
        unsigned want = g->row->opts == VISA_OPT_NUM1 ? 1 : 2;
        /* gather_scaled.N: blocks 1, 2, 4; svm_gather.B.N: block size 1, 4, 8 and blocks 1, 2, 4, 8 */
        static const char *const blk[] = {"1", "2", "4"}, *const bsz[] = {"1", "4", "8"}, *const nbl[] = {"1", "2", "4", "8"};
        if (np != want) return ERR(np ? opt : end, want == 1 ? "'%s' needs its block count (.1, .2 or .4)" : "'%s' needs .BLOCKSIZE.BLOCKS (e.g. .4.1)", name);
        if (want == 1) {
            if (!opt_word(part[0], plen[0], blk, 3, &g->nums[0])) return ERR(part[0], "block count must be 1, 2 or 4");
        } else {
            if (!opt_word(part[0], plen[0], bsz, 3, &g->nums[0])) return ERR(part[0], "block size must be 1, 4 or 8");
            if (!opt_word(part[1], plen[1], nbl, 4, &g->nums[1])) return ERR(part[1], "number of blocks must be 1, 2, 4 or 8");
        }
        return true;
    }
    case VISA_OPT_ATOMIC:
        if (np < 1 || np > 2 || !opt_word(part[0], plen[0], visa_atomic_names, visa_atomic_nnames, &g->atomic))
            return ERR(np ? opt : end, "'%s' needs an atomic operation (.add .inc .cmpxchg ...)", name);
        if (np == 2) {
            if (!gi_eq(part[1], plen[1], "16") && !gi_eq(part[1], plen[1], "64")) return ERR(part[1], "expected .16 or .64 (the data width)");
            g->nums[0] = (uint8_t)(part[1][0] == '1' ? 16 : 64);
        }
        return true;
    case VISA_OPT_FENCE: {
        /* GenX_IR's flags: E I S C R L1 in this order (bits 0..4 and 6) */
        static const char *const flags[] = {"E", "I", "S", "C", "R", "L1"};
        static const uint8_t bits[] = {1, 2, 4, 8, 16, 64};
        if (np > 1) return ERR(part[1] - 1, "'%s' takes one option of flag letters", name);
        size_t i = 0;
        for (unsigned f = 0; np && f < 6 && i < plen[0]; f++) {
            size_t fl = strlen(flags[f]);
            if (plen[0] - i >= fl && !memcmp(part[0] + i, flags[f], fl)) {
                g->fence = (uint8_t)(g->fence | bits[f]);
                i += fl;
            }
        }
        if (np && i < plen[0]) return ERR(part[0] + i, "fence flags are E I S C R L1, in this order, each once");
        return true;
    }
    case VISA_OPT_LSCFENCE:
        if (np != 3) return ERR(np ? opt : end, "'lsc_fence' needs .SFID.OP.SCOPE (e.g. .ugm.none.group)");
        if (!opt_word(part[0], plen[0], visa_fence_sfids, 5, &g->lf_sfid)) return ERR(part[0], "unknown fence unit (ugm ugml tgm slm urb)");
        if (!opt_word(part[1], plen[1], visa_fence_ops, 7, &g->lf_op)) return ERR(part[1], "unknown fence operation (none evict invalidate discard clean flushl3 flushtype6)");
        if (!opt_word(part[2], plen[2], visa_fence_scopes, 7, &g->lf_scope)) return ERR(part[2], "unknown fence scope (group local tile gpu gpus sysrel sysacq)");
        return true;
    default: return ERR(opt, "internal: unknown option kind");
    }
}

/* the element type of a vector operand (general: its variable's type) */
static int gen_type(const pctx *c, const visa_gopnd *o)
{
    if (o->kind == 'i' || o->kind == 'x') return o->type;
    if (o->kind != 'v') return -1;
    if (o->id >= VISA_FIRST_USER_VAR) {
        const visa_var *v = visa_kernel_var_info(c->k, o->id);
        return v ? v->type : -1;
    }
    return -1; /* predefined: any type */
}

bool visa_parse_gen(visa_scan *s, const visa_kernel *k, const visa_target *t, visa_gparsed *out)
{
    visa_parsed scratch;
    memset(&scratch, 0, sizeof scratch);
    memset(out, 0, sizeof *out);
    gctx gcx = {{s, k, t, &scratch, false}, out}, *gc = &gcx;
    pctx *c = &gc->c;
    visa_scan_ws(s);
    if (s->p < s->end && *s->p == '(' && !pred(c)) return false;
    const char *m;
    size_t mn;
    visa_scan_ws(s);
    if (!visa_scan_word(s, &m, &mn)) return ERR(s->p, "expected an instruction");
    const char *dot = memchr(m, '.', mn);
    size_t base = dot ? (size_t)(dot - m) : mn;
    out->row = visa_op_find(m, base);
    if (!out->row) return ERR(m, "unknown instruction '%.*s'", (int)base, m);
    out->pred = scratch.in.pred;
    if (!gen_options(gc, m + base, m + mn)) return false;
    switch (out->row->exec) {
    case VISA_EX_MASK:
    case VISA_EX_SCALAR:
        if (!visa_scan_peek(s, '(')) return ERR(s->p, "expected the execution size ([MASK,] SIZE)");
        if (!exec_size(c)) return false;
        break;
    case VISA_EX_SIZE:
        if (!visa_scan_peek(s, '(')) return ERR(s->p, "expected '(SIZE)'");
        if (!exec_size(c)) return false;
        break;
    default:
        if (out->pred) return ERR(scratch.at.pred, "'%s' cannot be predicated", out->row->name);
        break;
    }
    out->exec_size = scratch.in.exec_size;
    out->emask = scratch.in.emask;
    out->nomask = scratch.in.nomask;
    if (out->row->exec == VISA_EX_SCALAR) {   /* GenX_IR keeps none of it: (M1, 1) */
        out->exec_size = 1;
        out->emask = 0;
        out->nomask = false;
    }
    out->exec_given = scratch.exec_given;
    const char *kinds = out->row->opnds;
    c->pops = (out->row->flags & VISA_OF_POPS) != 0;
    for (unsigned i = 0; kinds[i]; i++) {
        if (!gen_operand(gc, kinds[i], &out->op[i])) return false;
        out->n = i + 1;
        visa_gopnd *o = &out->op[i];
        int ty = gen_type(c, o);
        if (strchr("DSC", kinds[i]) && ty >= 0 && out->row->types && !(out->row->types >> ty & 1))
            return ERR(o->at, "'%s' does not take type %s", out->row->name, visa_type_names[ty]);
        if (o->kind == 'x' || o->kind == 'A' || o->kind == '&' || o->kind == 'p' ||
            (o->kind == 'i' && (o->type == VISA_T_V || o->type == VISA_T_UV || o->type == VISA_T_VF)))
            out->beyond_codec = true;
    }
    if (!visa_scan_end(s)) return ERR(s->p, "unexpected text after the operands ('%s' has %u)", out->row->name, (unsigned)strlen(kinds));
    return true;
}

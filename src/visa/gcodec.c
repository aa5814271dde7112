/* The binary form of the instructions of the general table (op_table.c):
 * every row's `bin` layout drives both directions, so encoder and decoder
 * cannot disagree (visa.h lists the field letters). */
#include "visa/gcodec.h"
#include "visa/bytes.h"
#include "core/util.h"
#include <string.h>

/* vISA operand classes (tag bits 0..2) */
enum { CL_GENERAL = 0, CL_ADDRESS = 1, CL_PREDICATE = 2, CL_INDIRECT = 3, CL_IMMEDIATE = 5, CL_STATE = 6 };

/* atomic operation codes (VISAAtomicOps) of visa_atomic_names[] in order */
static const uint8_t atomic_codes[] = {0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7, 0x8, 0x9,
                                       0xa, 0xb, 0xc, 0x10, 0x11, 0x12, 0x13, 0x14, 0xd};

static unsigned log2u(unsigned v)
{
    unsigned l = 0;
    while (v > 1) {
        v >>= 1;
        l++;
    }
    return l;
}

unsigned visa_gen_igc_dropped(const visa_op_row *row)
{
    unsigned n = 0;
    for (const char *p = row->bin; *p; p++) n += *p == 'E' || *p == 'P';
    return n;
}

/* ---- encoder ---- */

typedef struct wr {
    uint8_t *b;
    size_t n, cap;
} wr;

static void put(wr *w, uint64_t v, unsigned bytes)
{
    for (unsigned i = 0; i < bytes; i++) {
        if (w->n < w->cap) w->b[w->n] = (uint8_t)(v >> (8 * i));
        w->n++;
    }
}

static unsigned imm_bytes(unsigned type) { return type == VISA_T_DF || type == VISA_T_UQ || type == VISA_T_Q ? 8 : 4; }

static const char *put_vector(wr *w, const visa_gopnd *o, char letter, unsigned mod, const visa_gctx *cx)
{
    switch (o->kind) {
    case 'v':
        put(w, (unsigned)(CL_GENERAL | mod << 3), 1);
        put(w, o->id, 4);
        put(w, o->row, 1);
        put(w, o->col, 1);
        put(w, o->region, 2);
        return NULL;
    case '&': {
        /* address-of: a general operand whose row/column give the byte offset */
        unsigned ts = visa_type_size(cx->names->var_type(cx->names->user, o->id));
        if (ts == 0) ts = 1;
        uint64_t off = (uint64_t)o->off;
        if (off % ts) return "address-of offset is not a multiple of the variable's element size";
        if (off / cx->grf > 255 || (off % cx->grf) / ts > 255) return "address-of offset too large";
        put(w, CL_GENERAL, 1);
        put(w, o->id, 4);
        put(w, off / cx->grf, 1);
        put(w, (off % cx->grf) / ts, 1);
        put(w, 0x0121, 2);         /* <0;1,0>, as IGC writes it */
        return NULL;
    }
    case 'i':
        put(w, CL_IMMEDIATE, 1);
        put(w, o->type, 1);
        put(w, o->imm, imm_bytes(o->type));
        return NULL;
    case 'x':
        put(w, (unsigned)(CL_INDIRECT | mod << 3), 1);
        put(w, o->id, 2);
        put(w, o->col, 1);
        put(w, (uint64_t)(uint16_t)(int16_t)o->off, 2);
        put(w, o->type, 1);
        put(w, o->region, 2);
        return NULL;
    case 'p':
        put(w, CL_PREDICATE, 1);
        put(w, o->id, 2);
        return NULL;
    case 'A': {
        /* A(i)<N>: the width byte is N as an execution-size code */
        unsigned code = letter == 'A' ? (o->region >> 8) & 15 : (o->region >> 4) & 15;
        put(w, CL_ADDRESS, 1);
        put(w, o->id, 2);
        put(w, o->col, 1);
        put(w, code >= 2 ? code - 2 : 0, 1);
        return NULL;
    }
    case 't':
    case 's':
        put(w, CL_STATE, 1);
        put(w, o->kind == 's' ? 1 : 0, 1);
        put(w, o->id, 2);
        put(w, o->col, 1);
        return NULL;
    default: return "operand form has no binary encoding";
    }
}

size_t visa_gen_encode(const visa_gparsed *g, const visa_gctx *cx, uint8_t *out, size_t cap, const char **err)
{
    const visa_op_row *row = g->row;
    wr w = {out, 0, cap};
    const char *e = NULL;
    bool has_pred = strchr(row->bin, 'P') != NULL;
    if (g->pred && !has_pred) {
        *err = "this instruction cannot be predicated in the vISA binary";
        return 0;
    }
    put(&w, row->opcode, 1);
    for (const char *p = row->bin; *p && !e; p++) {
        switch (*p) {
        case 'E':
            /* rows without an execution size in the text (lsc_fence) store (M1_NM, 1), as IGC does */
            if (row->exec == VISA_EX_NONE) put(&w, 0x80, 1);
            else put(&w, log2u(g->exec_size ? g->exec_size : 1) | (unsigned)(g->emask | (g->nomask ? 8 : 0)) << 4, 1);
            break;
        case 'Z': put(&w, log2u(g->exec_size ? g->exec_size : 1), 1); break;
        case 'P': put(&w, g->pred, 2); break;
        case 'F': put(&w, row->sub, 1); break;
        case 'c': put(&w, g->cond, 1); break;
        case 'b': put(&w, g->bfn, 1); break;
        case 'k': put(&w, g->chan, 1); break;
        case 'n': put(&w, g->nums[0], 1); break;
        case 'm': put(&w, g->nums[1], 1); break;
        case 'w': put(&w, 0, 2); break;
        case 'y': put(&w, 0, 1); break;
        case 'a': {
            unsigned v = g->atomic < sizeof atomic_codes ? atomic_codes[g->atomic] : 0x1f;
            if (g->nums[0] == 16) v |= 0x20;
            if (g->nums[0] == 64) v |= 0x40;
            put(&w, v, 1);
            break;
        }
        case 'f': put(&w, (unsigned)(g->fence | row->sub), 1); break;
        case 'u': put(&w, g->lf_sfid, 1); break;
        case 'o': put(&w, g->lf_op, 1); break;
        case 'q': put(&w, g->lf_scope, 1); break;
        default: {
            unsigned i = (unsigned)(*p - '0');
            if (i >= g->n) {
                e = "internal: layout names a missing operand";
                break;
            }
            const visa_gopnd *o = &g->op[i];
            char letter = row->opnds[i];
            if (letter == 'T') {
                put(&w, o->id, 1);
            } else if (letter == 'R') {
                put(&w, o->id, 4);
                put(&w, (uint64_t)o->off, 2);
            } else if (letter == 'L' || letter == 'Y') {
                put(&w, o->id, 2);
            } else {
                unsigned mod = o->mod;
                if (i == 0 && g->sat) mod = VISA_MOD_SAT;
                e = put_vector(&w, o, letter, mod, cx);
            }
        }
        }
    }
    if (e) {
        *err = e;
        return 0;
    }
    if (w.n > cap) {
        *err = "instruction too long";
        return 0;
    }
    return w.n;
}

/* ---- decoder ---- */

static const char *get_vector(visa_rd *r, visa_gopnd *o, char letter, uint8_t *mod, const visa_gctx *cx)
{
    unsigned tag = (unsigned)visa_rd_get(r, 1);
    *mod = (uint8_t)(tag >> 3 & 7);
    switch (tag & 7) {
    case CL_GENERAL:
        o->id = (uint32_t)visa_rd_get(r, 4);
        o->row = (uint8_t)visa_rd_get(r, 1);
        o->col = (uint8_t)visa_rd_get(r, 1);
        o->region = (uint16_t)visa_rd_get(r, 2);
        o->kind = 'v';
        if (letter == 'a') {
            unsigned ts = visa_type_size(cx->names->var_type(cx->names->user, o->id));
            o->kind = '&';
            o->off = (int64_t)o->row * cx->grf + (int64_t)o->col * (ts ? ts : 1);
            o->row = o->col = 0;
            o->region = 0;
        }
        return NULL;
    case CL_ADDRESS: {
        o->kind = 'A';
        o->id = (uint32_t)visa_rd_get(r, 2);
        o->col = (uint8_t)visa_rd_get(r, 1);
        unsigned code = (unsigned)visa_rd_get(r, 1) + 2;
        o->region = (uint16_t)(letter == 'A' ? code << 8 : code << 4);
        return NULL;
    }
    case CL_PREDICATE:
        o->kind = 'p';
        o->id = (uint32_t)visa_rd_get(r, 2) & 0xfff;
        return NULL;
    case CL_INDIRECT:
        o->kind = 'x';
        o->id = (uint32_t)visa_rd_get(r, 2);
        o->col = (uint8_t)visa_rd_get(r, 1);
        o->off = (int16_t)visa_rd_get(r, 2);
        o->type = (uint8_t)(visa_rd_get(r, 1) & 15);
        o->region = (uint16_t)visa_rd_get(r, 2);
        return NULL;
    case CL_IMMEDIATE:
        o->kind = 'i';
        o->type = (uint8_t)(visa_rd_get(r, 1) & 15);
        o->imm = visa_rd_get(r, imm_bytes(o->type));
        return NULL;
    case CL_STATE: {
        unsigned cls = (unsigned)visa_rd_get(r, 1);
        if (cls > 1) return "state operand of an unknown class";
        o->kind = cls ? 's' : 't';
        o->id = (uint32_t)visa_rd_get(r, 2);
        o->col = (uint8_t)visa_rd_get(r, 1);
        o->has_index = true;
        return NULL;
    }
    default: return "vector operand of an unknown class";
    }
}

/* Decode with one row; false if the bytes do not fit it. */
static bool decode_row(const visa_op_row *row, visa_rd *r, unsigned nfields, visa_gparsed *g, const visa_gctx *cx, const char **err)
{
    memset(g, 0, sizeof *g);
    g->row = row;
    g->n = (unsigned)strlen(row->opnds);
    g->exec_size = 1;
    g->exec_given = row->exec != VISA_EX_NONE;
    for (unsigned i = 0; i < g->n; i++) g->op[i].kind = row->opnds[i] == 'L' ? 'l' : row->opnds[i] == 'Y' ? 'y' : 'v';
    unsigned f = 0;
    for (const char *p = row->bin; *p && f < nfields; p++, f++) {
        switch (*p) {
        case 'E': {
            unsigned v = (unsigned)visa_rd_get(r, 1);
            if ((v & 15) > 5) {
                *err = "execution size code above 5";
                return false;
            }
            g->exec_size = (uint8_t)(1u << (v & 15));
            g->emask = (uint8_t)(v >> 4 & 7);
            g->nomask = (v >> 7) != 0;
            break;
        }
        case 'Z': {
            /* svm_block: bit 3 is "unaligned" to GenX_IR's reader and printer,
             * bit 7 to IGC's builder (which writes it); neither is text */
            unsigned v = (unsigned)visa_rd_get(r, 1) & (row->sub ? 0x77u : 0xffu);
            if (v > 4) {
                *err = "block count code above 4";
                return false;
            }
            g->exec_size = (uint8_t)(1u << v);
            break;
        }
        case 'P': g->pred = (uint16_t)visa_rd_get(r, 2); break;
        case 'F':
            if (visa_rd_get(r, 1) != row->sub) return false;
            break;
        case 'c':
            g->cond = (uint8_t)visa_rd_get(r, 1);
            if (g->cond > 5) {
                *err = "unknown condition code";
                return false;
            }
            break;
        case 'b': g->bfn = (uint8_t)visa_rd_get(r, 1); break;
        case 'k':
            g->chan = (uint8_t)visa_rd_get(r, 1);
            if (!g->chan || g->chan > 15) {
                *err = "channel mask outside 1..15";
                return false;
            }
            break;
        case 'n':
            g->nums[0] = (uint8_t)visa_rd_get(r, 1);
            if (g->nums[0] > 2) {
                *err = "block code above 2";
                return false;
            }
            break;
        case 'm':
            g->nums[1] = (uint8_t)visa_rd_get(r, 1);
            if (g->nums[1] > 3) {
                *err = "number-of-blocks code above 3";
                return false;
            }
            break;
        case 'w':
        case 'y':
            if (visa_rd_get(r, *p == 'w' ? 2 : 1) != 0) {
                *err = "a must-be-zero field is not zero";
                return false;
            }
            break;
        case 'a': {
            unsigned v = (unsigned)visa_rd_get(r, 1), op = v & 0x1f;
            size_t k = 0;
            while (k < sizeof atomic_codes && atomic_codes[k] != op) k++;
            if (k == sizeof atomic_codes || (v & 0x60) == 0x60 || (v & 0x80)) {
                *err = "unknown atomic operation";
                return false;
            }
            g->atomic = (uint8_t)k;
            g->nums[0] = (uint8_t)(v & 0x20 ? 16 : v & 0x40 ? 64 : 0);
            break;
        }
        case 'f': {
            unsigned v = (unsigned)visa_rd_get(r, 1);
            unsigned kind = v & 0x80 ? 0x80 : v & 0x20;
            if (kind != row->sub) return false;
            g->fence = (uint8_t)(v & ~0xa0u);
            if (kind == 0x80 && g->fence) {
                *err = "fence_sw takes no flags";
                return false;
            }
            break;
        }
        case 'u': g->lf_sfid = (uint8_t)visa_rd_get(r, 1); if (g->lf_sfid > 4) { *err = "unknown fence unit"; return false; } break;
        case 'o': g->lf_op = (uint8_t)visa_rd_get(r, 1); if (g->lf_op > 6) { *err = "unknown fence operation"; return false; } break;
        case 'q': g->lf_scope = (uint8_t)visa_rd_get(r, 1); if (g->lf_scope > 6) { *err = "unknown fence scope"; return false; } break;
        default: {
            unsigned i = (unsigned)(*p - '0');
            visa_gopnd *o = &g->op[i];
            char letter = row->opnds[i];
            if (letter == 'T') {
                o->kind = 't';
                o->id = (uint32_t)visa_rd_get(r, 1);
            } else if (letter == 'R') {
                o->kind = 'r';
                o->id = (uint32_t)visa_rd_get(r, 4);
                o->off = (int64_t)visa_rd_get(r, 2);
            } else if (letter == 'L' || letter == 'Y') {
                o->kind = letter == 'L' ? 'l' : 'y';
                o->id = (uint32_t)visa_rd_get(r, 2);
            } else {
                uint8_t mod;
                const char *e = get_vector(r, o, letter, &mod, cx);
                if (e) {
                    *err = e;
                    return false;
                }
                if (i == 0 && mod == VISA_MOD_SAT && strchr("DC", letter)) g->sat = true;
                else o->mod = mod;
            }
        }
        }
        if (r->bad) {
            *err = "truncated instruction";
            return false;
        }
    }
    return true;
}

size_t visa_gen_decode(const uint8_t *b, size_t n, bool igc_truncated, const visa_gctx *cx, visa_gparsed *g, const char **err)
{
    *err = NULL;
    if (n == 0) {
        *err = "truncated instruction";
        return 0;
    }
    for (size_t k = 0; k < visa_op_nrows; k++) {
        const visa_op_row *row = &visa_op_rows[k];
        if (row->opcode != b[0] || (row->opts == VISA_OPT_LSC)) continue;
        unsigned nf = (unsigned)strlen(row->bin);
        if (igc_truncated) nf -= visa_gen_igc_dropped(row);
        visa_rd r = {b, n, 1, false};
        const char *e = NULL;
        if (decode_row(row, &r, nf, g, cx, &e)) return r.i;
        if (e) {
            *err = e;
            return 0;
        }
    }
    *err = "opcode not in the instruction table";
    return 0;
}

const visa_op_row *visa_gen_row_of(uint8_t opcode)
{
    for (size_t k = 0; k < visa_op_nrows; k++)
        if (visa_op_rows[k].opcode == opcode) return &visa_op_rows[k];
    return NULL;
}

/* visa_encode / visa_decode: the vISA 4.1 binary of one instruction
 * (little-endian, no padding), walking the LSC row's layout. */
#include "visa/visa.h"
#include <string.h>

typedef struct wbuf {
    uint8_t *p;
    size_t n;
} wbuf;

static void put8(wbuf *w, unsigned v) { w->p[w->n++] = (uint8_t)v; }
static void put16(wbuf *w, unsigned v)
{
    put8(w, v & 0xff);
    put8(w, (v >> 8) & 0xff);
}
static void put32(wbuf *w, uint32_t v)
{
    put16(w, v & 0xffff);
    put16(w, v >> 16);
}

static bool imm_is64(unsigned type) { return type == VISA_T_DF || type == VISA_T_UQ || type == VISA_T_Q; }

static void put_vec(wbuf *w, const visa_vopnd *v)
{
    put8(w, (unsigned)(v->kind | v->mod << 3));
    if (v->kind == VISA_VK_IMM) {
        put8(w, v->type);
        put32(w, (uint32_t)v->imm);
        if (imm_is64(v->type)) put32(w, (uint32_t)(v->imm >> 32));
        return;
    }
    put32(w, v->id);
    put8(w, v->row);
    put8(w, v->col);
    put16(w, v->region);
}

static void put_raw(wbuf *w, const visa_raw *r)
{
    put32(w, r->id);
    put16(w, r->off);
}

static unsigned exec_byte(const visa_inst *in)
{
    unsigned code = 0;
    while ((1u << code) < in->exec_size && code < 5) code++;
    return code | (unsigned)(in->emask | (in->nomask ? 8 : 0)) << 4;
}

static void put_lsc(wbuf *w, const visa_inst *in, const visa_lsc_row *row)
{
    put8(w, in->subop);
    put8(w, exec_byte(in));
    put16(w, in->pred);
    put8(w, in->sfid);
    put8(w, in->l1);
    put8(w, in->l3);
    switch ((visa_lsc_layout)row->layout) {
    case VISA_LAY_BLOCK2D:
        put8(w, in->data_size);
        put8(w, in->order);
        put8(w, in->blocks);
        put16(w, in->width);
        put16(w, in->height);
        put8(w, in->vnni);
        put_raw(w, &in->rdst);
        for (unsigned i = 0; i < 6; i++) put_vec(w, &in->b2d[i]);
        put_raw(w, &in->rsrc1);
        return;
    case VISA_LAY_APNDCTR:
        put8(w, in->model);
        put8(w, in->data_size);
        put8(w, in->order);
        put8(w, in->vec);
        put8(w, in->chmask);
        put_vec(w, &in->surface);
        put_raw(w, &in->rdst);
        put_raw(w, &in->rsrc0);
        return;
    case VISA_LAY_VEC:
    case VISA_LAY_STRIDED:
        break;
    }
    put8(w, in->model);
    put16(w, in->scale);
    put32(w, (uint32_t)in->offset);
    put8(w, in->addr_size);
    put8(w, in->data_size);
    put8(w, in->order);
    put8(w, in->vec);
    put8(w, in->chmask);
    put_vec(w, &in->surface);
    put_raw(w, &in->rdst);
    put_raw(w, &in->rsrc0);
    if (row->layout == VISA_LAY_STRIDED) {
        put_vec(w, &in->pitch);
        put_raw(w, &in->rsrc1);
        return;
    }
    put_raw(w, &in->rsrc1);
    put_raw(w, &in->rsrc2);
}

size_t visa_encode(const visa_inst *in, uint8_t *out)
{
    wbuf w = {out, 0};
    put8(&w, in->opcode);
    if (in->opcode == VISA_OP_LABEL) {
        put16(&w, in->label);
        return w.n;
    }
    if (in->opcode == VISA_OP_LSC_UNTYPED) {
        const visa_lsc_row *row = visa_lsc_by_subop(in->subop);
        if (row) put_lsc(&w, in, row);
        return w.n;
    }
    const visa_alu_row *row = visa_alu_by_opcode(in->opcode);
    put8(&w, exec_byte(in));
    put16(&w, in->pred);
    if (!row || (row->flags & VISA_AF_NODST)) return w.n;
    put_vec(&w, &in->dst);
    for (unsigned i = 0; i < row->nsrc; i++) put_vec(&w, &in->src[i]);
    return w.n;
}

/* ---- decoding ---- */

typedef struct rbuf {
    const uint8_t *p;
    size_t n, i;
    bool bad;
} rbuf;

static unsigned get8(rbuf *r)
{
    if (r->i >= r->n) {
        r->bad = true;
        return 0;
    }
    return r->p[r->i++];
}
static unsigned get16(rbuf *r)
{
    unsigned lo = get8(r);
    return lo | get8(r) << 8;
}
static uint32_t get32(rbuf *r)
{
    uint32_t lo = get16(r);
    return lo | (uint32_t)get16(r) << 16;
}

static bool get_vec(rbuf *r, visa_vopnd *v)
{
    unsigned tag = get8(r);
    memset(v, 0, sizeof *v);
    v->kind = (uint8_t)(tag & 7);
    v->mod = (uint8_t)((tag >> 3) & 7);
    if (tag >> 6) return false;
    if (v->kind == VISA_VK_IMM) {
        v->type = (uint8_t)get8(r);
        if (v->type >= VISA_T_COUNT || v->mod) return false;
        v->imm = get32(r);
        if (imm_is64(v->type)) v->imm |= (uint64_t)get32(r) << 32;
        return true;
    }
    if (v->kind != VISA_VK_GENERAL) return false;
    v->id = get32(r);
    v->row = (uint8_t)get8(r);
    v->col = (uint8_t)get8(r);
    v->region = (uint16_t)get16(r);
    return true;
}

static void get_raw(rbuf *r, visa_raw *x)
{
    x->id = get32(r);
    x->off = (uint16_t)get16(r);
}

static bool get_exec(rbuf *r, visa_inst *in)
{
    unsigned e = get8(r);
    if ((e & 0xf) > 5 || (e & 8)) return false;
    in->exec_size = (uint8_t)(1u << (e & 7));
    in->emask = (uint8_t)((e >> 4) & 7);
    in->nomask = (e >> 7) & 1;
    in->pred = (uint16_t)get16(r);
    return true;
}

static const char *get_lsc(rbuf *r, visa_inst *in)
{
    in->subop = (uint8_t)get8(r);
    const visa_lsc_row *row = visa_lsc_by_subop(in->subop);
    if (!row) return "unknown LSC_UNTYPED sub-op";
    if (!get_exec(r, in)) return "invalid execution size";
    in->sfid = (uint8_t)get8(r);
    in->l1 = (uint8_t)get8(r);
    in->l3 = (uint8_t)get8(r);
    bool ok = true;
    if (row->layout == VISA_LAY_BLOCK2D) {
        in->data_size = (uint8_t)get8(r);
        in->order = (uint8_t)get8(r);
        in->blocks = (uint8_t)get8(r);
        in->width = (uint16_t)get16(r);
        in->height = (uint16_t)get16(r);
        in->vnni = (uint8_t)get8(r);
        get_raw(r, &in->rdst);
        for (unsigned i = 0; i < 6; i++) ok &= get_vec(r, &in->b2d[i]);
        get_raw(r, &in->rsrc1);
    } else if (row->layout == VISA_LAY_APNDCTR) {
        in->model = (uint8_t)get8(r);
        in->data_size = (uint8_t)get8(r);
        in->order = (uint8_t)get8(r);
        in->vec = (uint8_t)get8(r);
        in->chmask = (uint8_t)get8(r);
        ok &= get_vec(r, &in->surface);
        get_raw(r, &in->rdst);
        get_raw(r, &in->rsrc0);
    } else {
        in->model = (uint8_t)get8(r);
        in->scale = (uint16_t)get16(r);
        in->offset = (int32_t)get32(r);
        in->addr_size = (uint8_t)get8(r);
        in->data_size = (uint8_t)get8(r);
        in->order = (uint8_t)get8(r);
        in->vec = (uint8_t)get8(r);
        in->chmask = (uint8_t)get8(r);
        ok &= get_vec(r, &in->surface);
        get_raw(r, &in->rdst);
        get_raw(r, &in->rsrc0);
        if (row->layout == VISA_LAY_STRIDED) {
            ok &= get_vec(r, &in->pitch);
            get_raw(r, &in->rsrc1);
        } else {
            get_raw(r, &in->rsrc1);
            get_raw(r, &in->rsrc2);
        }
    }
    if (!ok) return "invalid vector operand";
    if (in->sfid != VISA_SFID_UGM && in->sfid != VISA_SFID_UGML && in->sfid != VISA_SFID_SLM) return "invalid LSC SFID";
    if (in->l1 >= VISA_CACHE_COUNT || in->l3 >= VISA_CACHE_COUNT) return "invalid caching option";
    if (in->data_size < VISA_D8 || in->data_size > VISA_D16U32H) return "invalid data size";
    if (in->order != VISA_ORDER_NONTRANSPOSE && in->order != VISA_ORDER_TRANSPOSE) return "invalid data order";
    if (row->layout == VISA_LAY_BLOCK2D) return in->vnni > 1 ? "invalid VNNI flag" : NULL;
    if (in->model < VISA_AM_FLAT || in->model > VISA_AM_ARG) return "invalid address model";
    if (row->layout != VISA_LAY_APNDCTR && (in->addr_size < VISA_A16 || in->addr_size > VISA_A64))
        return "invalid address size";
    if (!(row->flags & VISA_LF_QUAD) && (in->vec < 1 || in->vec > 8)) return "invalid vector size";
    if ((row->flags & VISA_LF_QUAD) && (in->chmask == 0 || in->chmask > 15)) return "invalid channel mask";
    return NULL;
}

size_t visa_decode(const uint8_t *b, size_t n, visa_inst *in, const char **err)
{
    rbuf r = {b, n, 0, false};
    const char *e = NULL;
    memset(in, 0, sizeof *in);
    in->opcode = (uint8_t)get8(&r);
    if (in->opcode == VISA_OP_LABEL) {
        in->label = (uint16_t)get16(&r);
    } else if (in->opcode == VISA_OP_LSC_UNTYPED) {
        e = get_lsc(&r, in);
    } else {
        const visa_alu_row *row = visa_alu_by_opcode(in->opcode);
        if (!row) {
            e = "unknown opcode";
        } else if (!get_exec(&r, in)) {
            e = "invalid execution size";
        } else if (!(row->flags & VISA_AF_NODST)) {
            bool ok = get_vec(&r, &in->dst);
            for (unsigned i = 0; i < row->nsrc; i++) ok &= get_vec(&r, &in->src[i]);
            if (!ok || in->dst.kind != VISA_VK_GENERAL) e = "invalid vector operand";
        }
    }
    if (!e && r.bad) e = "truncated instruction";
    if (err) *err = e;
    return e ? 0 : r.i;
}

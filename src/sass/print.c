/* Canonical text of a decoded instruction (nvdisasm's spelling: hex
 * numbers, defaults omitted, .CC on the destination), walking the row. */
#include "sass/sass.h"
#include "core/fpconv.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct out {
    char *buf;
    size_t cap, len;
} out;

static void add(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->cap ? o->cap - o->len : 0;
    int n = vsnprintf(room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
}

/* .H0 / .H1 of a source with a half-selector field */
static void half(out *o, const sass_opd *d, unsigned sel)
{
    if (!d || !d->sel || !sel) return;
    if (d->flags & SO_HSWZ) add(o, sel == 1 ? ".F32" : sel == 2 ? ".H0_H0" : ".H1_H1");
    else if (d->flags & SO_BSEL) add(o, ".B%u", sel & 3);
    else if (d->flags & SO_SEL2) add(o, sel == 1 ? ".H0" : sel == 2 ? ".H1" : ".INVALID");
    else add(o, ".H1");
}

/* A source register as nvdisasm writes it: -R1, ~R1, -|R1|, R1.H1, then .reuse; a half2 swizzle
 * goes inside the bars (|R3.H0_H0|) */
static void src_reg(out *o, unsigned r, bool neg, bool abs, bool reuse, const sass_opd *d, unsigned sel)
{
    const char *pre = !neg ? "" : d && (d->flags & SO_INV) ? "~" : "-";
    bool inside = d && (d->flags & SO_HSWZ);
    add(o, "%s%s", pre, abs ? "|" : "");
    if (r == SASS_RZ) add(o, "RZ");
    else add(o, "R%u", r);
    if (inside) half(o, d, sel);
    if (abs) add(o, "|");
    if (!inside) half(o, d, sel);
    if (reuse) add(o, ".reuse");
}

static void reg(out *o, unsigned r, bool neg, bool reuse)
{
    src_reg(o, r, neg, false, reuse, NULL, 0);
}

/* A float immediate as nvdisasm writes it: +INF / -INF / +QNAN / -QNAN followed by a blank,
 * -0, integers and short fractions as %.20g (trailing zeros dropped), magnitudes of 2^32 and
 * more as %.20e. */
static void fimm(out *o, uint64_t bits, bool dbl)
{
    double v;
    bool nan, inf;
    if (dbl) {
        memcpy(&v, &bits, sizeof v);
    } else {
        uint32_t b = (uint32_t)bits;
        float f;
        memcpy(&f, &b, sizeof f);
        v = f;
    }
    nan = isnan(v);
    inf = isinf(v);
    bool neg = dbl ? bits >> 63 : (bits >> 31) & 1;
    if (inf) add(o, "%sINF ", neg ? "-" : "+");
    else if (nan) add(o, "%sQNAN ", neg ? "-" : "+");
    else if (fabs(v) >= 4294967296.0) add(o, "%.20e", v);
    else add(o, "%.20g", v);
}

static void pred(out *o, unsigned p, bool neg)
{
    if (p == SASS_PT) add(o, "%sPT", neg ? "!" : "");
    else add(o, "%sP%u", neg ? "!" : "", p);
}

static void hex(out *o, int64_t v)
{
    if (v < 0) add(o, "-0x%llx", (unsigned long long)-(uint64_t)v);
    else add(o, "0x%llx", (unsigned long long)v);
}

/* [Ra+off] / [off]: the immediate alone when Ra is RZ */
static void address(out *o, unsigned ra, int64_t off)
{
    if (ra == SASS_RZ) {
        add(o, "0x%llx", (unsigned long long)off);
        return;
    }
    reg(o, ra, false, false);
    if (off) {
        add(o, "+");
        hex(o, off);
    }
}

static const char *modname(const sass_mod *m, unsigned v)
{
    for (const sass_modval *p = m->vals; p->name; p++)
        if (p->val == v) return p->name;
    return NULL;
}

static void mnemonic(out *o, const sass_row *r, const sass_inst *in)
{
    add(o, "%s", r->name);
    for (unsigned i = 0; i < SASS_MAX_MODS && r->mods[i].vals; i++) {
        const sass_mod *m = &r->mods[i];
        unsigned v = in->m[m->slot];
        if (m->slot == SASS_M_CC) continue; /* written on the destination */
        if (v == m->def && !(m->flags & (SM_PRINT | SM_REQUIRED))) continue;
        const char *name = modname(m, v);
        if (name) add(o, ".%s", name);
        else add(o, ".INVALID%u", v);
    }
}

size_t sass_print(const sass_inst *in, uint64_t pc, char *buf, size_t cap)
{
    out o = {buf, cap, 0};
    if (cap) buf[0] = 0;
    const sass_row *r = &sass_rows[in->row];
    /* texture rows print their reuse flags as .T / .P (a modifier), never as .reuse */
    unsigned reuse = (r->flags & SR_TEX) ? 0 : SASS_SCHED_REUSE(in->sched);
    if (!(r->flags & SR_NOGUARD) && (in->guard != SASS_PT || in->guard_neg)) {
        add(&o, "@");
        pred(&o, in->guard, in->guard_neg);
        add(&o, " ");
    }
    mnemonic(&o, r, in);
    const char *sep = " ";
    for (unsigned i = 0; i < SASS_MAX_OPDS && r->opd[i].kind; i++) {
        const sass_opd *d = &r->opd[i];
        if ((d->kind == SK_PLG || d->kind == SK_PLGSRC) && in->plg == SASS_PT) continue;
        if (d->kind == SK_RD && (d->flags & SO_OPT) && in->rd == SASS_RZ) continue; /* VOTE P2, P0 */
        if (d->kind == SK_U5 && (d->flags & SO_OPT) && in->scale == 0) continue;
        if (d->kind == SK_CCT && in->m[SASS_M_CCT] == SASS_CC_T) continue;
        if (d->kind == SK_BARCNT && in->imm == 0) continue;
        if (d->kind == SK_UN && (d->flags & SO_OPT) && in->imm == 0xffff) continue;
        if (d->kind == SK_SBSET && (d->flags & SO_OPT) && in->lut == 0) continue;
        add(&o, "%s", sep);
        sep = ", ";
        switch (d->kind) {
        case SK_PLG: case SK_PLGSRC: pred(&o, in->plg, false); break;
        case SK_RD:
            reg(&o, in->rd, false, false);
            if (in->m[SASS_M_CC]) add(&o, ".CC");
            break;
        case SK_RA: src_reg(&o, in->ra, in->neg_a, in->abs_a, reuse & SASS_REUSE_A, d, in->sel_a); break;
        case SK_RB: src_reg(&o, in->rb, in->neg_b, in->abs_b, reuse & SASS_REUSE_B, d, in->sel_b); break;
        case SK_RC: src_reg(&o, in->rc, in->neg_c, false, reuse & SASS_REUSE_C, d, in->sel_c); break;
        case SK_RCB: reg(&o, in->rc, false, reuse & SASS_REUSE_B); break; /* second source: reuse b */
        case SK_CB:
            add(&o, "%s%sc[0x%x]%s[0x%llx]%s", !in->neg_b ? "" : (d->flags & SO_INV) ? "~" : "-", in->abs_b ? "|" : "",
                in->cbank, (d->flags & SO_CSPACE) ? " " : "", (unsigned long long)in->imm, in->abs_b ? "|" : "");
            half(&o, d, in->sel_b);
            break;
        case SK_U16: case SK_LUT: add(&o, "0x%x", d->kind == SK_LUT ? in->lut : (unsigned)in->imm); break;
        case SK_F20: case SK_D20:
            fimm(&o, (uint64_t)in->imm, d->kind == SK_D20);
            if (d->aux && in->neg_b) add(&o, ".NEG");
            break;
        case SK_F32: fimm(&o, (uint64_t)in->imm, false); break;
        case SK_H16H: case SK_H16L:
            fimm(&o, gi_f16_to_f32((uint16_t)((uint64_t)in->imm >> (d->kind == SK_H16H ? 16 : 0))), false);
            break;
        case SK_I20:
            if (d->flags & SO_U20) add(&o, "0x%llx", (unsigned long long)((uint64_t)in->imm & 0xfffff));
            else hex(&o, in->imm);
            break;
        case SK_I32:
            if (d->flags & SO_SIGNED) hex(&o, in->imm);
            else add(&o, "0x%llx", (unsigned long long)(uint32_t)in->imm);
            break;
        case SK_U5: add(&o, "0x%x", in->scale); break;
        case SK_MEM:
            if (d->aux && in->ra == SASS_RZ && !in->imm) { /* nvdisasm: [RZ] for the 24-bit forms */
                add(&o, "[RZ]");
                break;
            }
            add(&o, "[");
            address(&o, in->ra, in->imm);
            add(&o, "]");
            break;
        case SK_SR: {
            const char *n = sass_sr_names[in->imm & 0xff];
            if (n) add(&o, "%s", n);
            else add(&o, "SR%u", (unsigned)(in->imm & 0xff));
            break;
        }
        case SK_BARID: add(&o, "0x%x", in->scale); break;
        case SK_BARCNT: add(&o, "0x%x", (unsigned)in->imm); break;
        case SK_CMEM:
            add(&o, "c[0x%x][", in->cbank);
            address(&o, in->ra, in->imm);
            add(&o, "]");
            break;
        case SK_PD: pred(&o, in->pd, false); break;
        case SK_PD2: pred(&o, in->pd2, false); break;
        case SK_PSRC: pred(&o, in->psrc, in->psrc_neg); break;
        case SK_PSA: pred(&o, in->ra, in->neg_a); break;
        case SK_PSB: pred(&o, in->rb, in->neg_b); break;
        case SK_UN: add(&o, "0x%llx", (unsigned long long)in->imm); break;
        case SK_PRCC: add(&o, "%s", in->m[SASS_M_PRCC] ? "CC" : "PR"); break;
        case SK_AMEM:
            add(&o, "[");
            address(&o, in->ra, in->imm);
            add(&o, "]");
            break;
        case SK_RBNEXT:
            if (d->aux) src_reg(&o, in->rd, in->neg_c, false, reuse & SASS_REUSE_C, NULL, 0); /* FFMA32I: Rd again */
            else reg(&o, in->rb == SASS_RZ ? SASS_RZ : in->rb + (in->m[SASS_M_A64] ? 2u : 1u), false, false);
            break;
        case SK_TARGET: add(&o, "0x%llx", (unsigned long long)(pc + 8 + (uint64_t)in->imm)); break;
        case SK_CCT: add(&o, "CC.%s", sass_cc_tests[in->m[SASS_M_CCT] & 31]); break;
        case SK_SB: add(&o, "SB%u", in->scale); break;
        case SK_SBSET: { /* nvdisasm lists the scoreboards from the highest down: {4,3,2} */
            const char *c = "";
            add(&o, "{");
            for (int b = 5; b >= 0; b--)
                if (in->lut >> b & 1) {
                    add(&o, "%s%d", c, b);
                    c = ",";
                }
            add(&o, "}");
            break;
        }
        case SK_RADDR: /* nvdisasm: `BRX R4 -0x1a80` (no comma; the raw signed offset) */
            reg(&o, in->ra, false, false);
            if (in->imm) {
                add(&o, " ");
                hex(&o, in->imm);
            }
            break;
        case SK_REGAT: reg(&o, in->rc, false, false); break;
        case SK_TEXDIM: add(&o, "%uD", d->aux); break;
        case SK_TEXCHAN: add(&o, "%s", sass_tex_channels(in->rc != SASS_RZ, in->scale)); break;
        default: break;
        }
    }
    unsigned wait = SASS_SCHED_WAIT(in->sched);
    if (wait) {
        add(&o, " &req={");
        const char *c = "";
        for (unsigned b = 0; b < 6; b++)
            if (wait >> b & 1) {
                add(&o, "%s%u", c, b);
                c = ",";
            }
        add(&o, "}");
    }
    if (SASS_SCHED_RDBAR(in->sched) != 7) add(&o, " &rd%u", SASS_SCHED_RDBAR(in->sched));
    if (SASS_SCHED_WRBAR(in->sched) != 7) add(&o, " &wr%u", SASS_SCHED_WRBAR(in->sched));
    if (SASS_SCHED_STALL(in->sched)) add(&o, " ?WAIT%u", SASS_SCHED_STALL(in->sched));
    if (cap && o.len >= cap) buf[cap - 1] = 0;
    return o.len < cap ? o.len : (cap ? cap - 1 : 0);
}

/* MIMG image_load/store(_mip), image_atomic_* and image_get_resinfo on
 * linear images (docs/amdgpu-exec.md "Typed buffers and images"): the
 * T# (image descriptor) by generation, unnormalised integer coordinates,
 * no sampling. */
#include "amdgpu/exec/exec_mimg.h"
#include "amdgpu/exec/exec_tbuf.h"
#include "amdgpu/exec/exec_iops.h"

/* row parameter: kind, mip (an lod address after the coordinates), and
 * for atomics the index of the operation in img_atomics */
enum { IK_LOAD, IK_STORE, IK_ATOMIC, IK_RESINFO };
#define IM_KIND(p) ((p) & 3)
#define IM_MIP (1u << 2)
#define IM_OP(p) ((p) >> 8)
#define IM_PCK (1u << 3)   /* _pck: no format conversion, the raw components zero-extended (D-IM1) */
#define IM_SGN (1u << 4)   /* _pck_sgn: ... sign-extended */

/* T# TYPE codes (dword3 bits 31:28) and the GFX10 dim field (+ 8) */
enum { TY_1D = 8, TY_2D, TY_3D, TY_CUBE, TY_1D_ARRAY, TY_2D_ARRAY, TY_2D_MSAA, TY_2D_MSAA_ARRAY };

/* A T# field: dword, low bit, width (0: absent) */
typedef struct tfield {
    uint8_t w, lo, n;
} tfield;

/* The T# fields one generation defines (ISA manuals' image resource tables).
 * width2: GFX10 splits WIDTH-1 (its low 2 bits in dword1 31:30, the rest in
 * dword2). depth_last: DEPTH holds the last array slice for arrays (GFX9+),
 * GFX7/8 have LAST_ARRAY. No pitch field (GFX10): the pitch is the width. */
typedef struct tlayout {
    tfield width, width2, height, depth, pitch, base_array, last_array, dfmt, nfmt, ufmt, tiling, base_level,
        last_level, type;
} tlayout;

static const tlayout layouts[] = {
    /* GFX7, GFX8: TILING_INDEX 24:20 */
    {{2, 0, 14}, {0, 0, 0}, {2, 14, 14}, {4, 0, 13}, {4, 13, 14}, {5, 0, 13}, {5, 13, 13}, {1, 20, 6}, {1, 26, 4},
     {0, 0, 0}, {3, 20, 5}, {3, 12, 4}, {3, 16, 4}, {3, 28, 4}},
    /* GFX9: 16-bit PITCH, SW_MODE 24:20 */
    {{2, 0, 14}, {0, 0, 0}, {2, 14, 14}, {4, 0, 13}, {4, 13, 16}, {5, 0, 13}, {0, 0, 0}, {1, 20, 6}, {1, 26, 4},
     {0, 0, 0}, {3, 20, 5}, {3, 12, 4}, {3, 16, 4}, {3, 28, 4}},
    /* GFX10: unified FORMAT 28:20, BASE_ARRAY in dword4 */
    {{1, 30, 2}, {2, 0, 12}, {2, 14, 14}, {4, 0, 13}, {0, 0, 0}, {4, 16, 13}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0},
     {1, 20, 9}, {3, 20, 5}, {3, 12, 4}, {3, 16, 4}, {3, 28, 4}},
};

static uint32_t tget(const uint32_t *t, tfield f)
{
    return f.n ? t[f.w] >> f.lo & ((1u << f.n) - 1) : 0;
}

/* What an instruction needs of its T#. */
typedef struct timg {
    uint64_t base;
    uint32_t width, height, depth, pitch, base_array, last_array, base_level, last_level, type, sel;
    amd_fmt f;
    bool valid;   /* a known image type and format: else loads read 0, stores do nothing */
} timg;

static bool read_tdesc(amd_x *x, gi_machine *m, const amd_uop *u, timg *g)
{
    const amd_dinst *d = &u->d;
    if (d->r128 && x->gen <= AMD_GFX8) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with r128 is not modelled", (unsigned long long)m->pc,
                      u->what);
        return false;
    }
    uint32_t t[8];
    for (unsigned k = 0; k < 8; k++) t[k] = sreg32(x, (unsigned)d->sbase + k);
    const tlayout *l = &layouts[x->gen >= AMD_GFX10 ? 2 : x->gen == AMD_GFX9 ? 1 : 0];
    g->base = ((uint64_t)t[0] | (uint64_t)(t[1] & 0xff) << 32) << 8;
    g->width = (tget(t, l->width) | tget(t, l->width2) << l->width.n) + 1;
    g->height = tget(t, l->height) + 1;
    g->pitch = l->pitch.n ? tget(t, l->pitch) + 1 : g->width;
    g->type = tget(t, l->type), g->sel = t[3] & 0xfff;
    g->base_level = tget(t, l->base_level), g->last_level = tget(t, l->last_level);
    g->base_array = tget(t, l->base_array);
    uint32_t depth = tget(t, l->depth);
    bool arr = g->type == TY_1D_ARRAY || g->type == TY_2D_ARRAY || g->type == TY_CUBE;
    g->depth = g->type == TY_3D ? depth + 1 : 1;
    g->last_array = !arr ? g->base_array : l->last_array.n ? tget(t, l->last_array) : depth;
    if (x->gen >= AMD_GFX10) g->valid = amd_fmt_unified(tget(t, l->ufmt), &g->f);
    else g->valid = amd_fmt_legacy(tget(t, l->dfmt), tget(t, l->nfmt), &g->f);
    g->valid = g->valid && g->type >= TY_1D;
    if (g->valid && (tget(t, l->tiling) || g->type >= TY_2D_MSAA)) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s: %s images are not modelled",
                      (unsigned long long)m->pc, u->what, g->type >= TY_2D_MSAA ? "MSAA" : "tiled (non-linear)");
        return false;
    }
    return true;
}

/* The image type the coordinates follow: GFX10's dim field, else the T#. */
static unsigned coord_type(const amd_x *x, const amd_dinst *d, const timg *g)
{
    return x->gen >= AMD_GFX10 ? (unsigned)(TY_1D + d->dim) : g->type;
}

static unsigned coord_count(unsigned type)
{
    switch (type) {
    case TY_1D: return 1;
    case TY_2D: case TY_1D_ARRAY: return 2;
    default: return 3;
    }
}

/* Address component i of a lane: a VGPR of the tuple or the NSA list, a
 * 16-bit half with a16. */
static uint32_t addr_comp(const amd_x *x, const amd_dinst *d, unsigned lane, unsigned i)
{
    unsigned k = d->a16 ? i / 2 : i;
    unsigned r = d->nnsa ? d->nsa[k < d->nnsa ? k : 0] : (unsigned)d->maddr + k;
    uint32_t v = x->v[r & 255][lane];
    return d->a16 ? (i % 2 ? v >> 16 : v & 0xffff) : v;
}

/* A lane's element address; false when a coordinate, the layer or the
 * level is out of range (or the level is not the base level of a linear
 * image: *unmodelled). */
static bool texel_addr(const amd_x *x, const amd_uop *u, const timg *g, unsigned lane, uint64_t *addr,
                       uint32_t *level_out)
{
    const amd_dinst *d = &u->d;
    unsigned type = coord_type(x, d, g), n = coord_count(type);
    uint32_t c[3] = {0, 0, 0};
    for (unsigned i = 0; i < n; i++) c[i] = addr_comp(x, d, lane, i);
    uint32_t lod = (u->p & IM_MIP) ? addr_comp(x, d, lane, n) : 0, level = g->base_level + lod;
    *level_out = level;
    if (lod > 15 || level > g->last_level) return false;
    uint32_t xx = c[0], y = 0, slice = 0;
    switch (type) {
    case TY_1D_ARRAY: slice = c[1]; break;
    case TY_2D: y = c[1]; break;
    default: y = c[1], slice = c[2]; break;   /* 3D, cube, 2D array */
    }
    if (type == TY_1D || type == TY_1D_ARRAY) y = 0;
    if (xx >= g->width || y >= g->height) return false;
    uint64_t layer;
    if (type == TY_3D) {
        if (slice >= g->depth) return false;
        layer = slice;
    } else {
        layer = (uint64_t)g->base_array + slice;   /* cube: a 2D array of faces */
        if (layer > g->last_array) return false;
    }
    uint64_t h = type == TY_1D_ARRAY ? 1 : g->height;
    *addr = g->base + ((layer * h + y) * g->pitch + xx) * amd_fmt_bytes(g->f);
    return true;
}

static bool level_error(gi_machine *m, const amd_uop *u, uint32_t level)
{
    if (!level) return false;
    gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s: mip level %u of a linear image is not modelled",
                  (unsigned long long)m->pc, u->what, (unsigned)level);
    return true;
}

static bool form_ok(gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    const char *what = d->tfe ? "tfe" : d->lwe ? "lwe" : d->dim >= TY_2D_MSAA - TY_1D ? "an MSAA dim" : NULL;
    if (!what) return true;
    gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with %s is not modelled", (unsigned long long)m->pc, u->what,
                  what);
    return false;
}

static int h_image(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    timg g;
    if (!form_ok(m, u) || !read_tdesc(x, m, u, &g)) return GI_STEP_ERROR;
    /* D-IM1: the _pck forms read/write the T#'s components as raw integers: its data format with
     * the UINT (pck) or SINT (pck_sgn) numeric format */
    if ((u->p & IM_PCK) && g.valid) g.valid = amd_fmt_legacy(g.f.dfmt, (u->p & IM_SGN) ? AMD_NF_SINT : AMD_NF_UINT, &g.f);
    bool st = IM_KIND(u->p) == IK_STORE;
    unsigned dm = d->dmask, n = (unsigned)__builtin_popcount(dm), fb = g.valid ? amd_fmt_bytes(g.f) : 4;
    FOR_LANES(active(m), lane) {
        uint64_t addr = 0;
        uint32_t level = 0;
        bool in = g.valid && texel_addr(x, u, &g, lane, &addr, &level);
        if (in && level_error(m, u, level)) return GI_STEP_ERROR;
        uint8_t buf[16] = {0};
        uint32_t v[4] = {0, 0, 0, 0}, c[4] = {0, 0, 0, 0};
        if (st) {
            amd_typed_read(x, d, (unsigned)d->mdata0, lane, c, n, g.f, d->d16, false);
            for (unsigned k = 0, j = 0; k < 4; k++)
                if (dm >> k & 1) v[k] = c[j++];
            unsigned mask = dm & ((1u << amd_fmt_ncomp(g.f)) - 1);
            bool whole = mask == (1u << amd_fmt_ncomp(g.f)) - 1;
            if (in && mask && (whole || amd_mubuf_access(x, m, lane, addr, buf, fb, amd_fmt_align(g.f), false, false))) {
                amd_fmt_store(g.f, v, mask, buf);
                amd_mubuf_access(x, m, lane, addr, buf, fb, amd_fmt_align(g.f), true, false);
            }
        } else {
            if (in && amd_mubuf_access(x, m, lane, addr, buf, fb, amd_fmt_align(g.f), false, false))
                amd_fmt_load(g.f, buf, c);
            amd_dst_sel(g.sel, c, g.valid ? amd_fmt_one(g.f) : 0, v);
            uint32_t out[4];
            for (unsigned k = 0, j = 0; k < 4; k++)
                if (dm >> k & 1) out[j++] = v[k];
            amd_typed_write(x, d, (unsigned)d->mdata0, lane, out, n, g.f, d->d16, false);
        }
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* image_get_resinfo: for the lod in the first address VGPR, x width, y
 * height (1D array: the layers), z depth (3D) or layers (2D array, cube),
 * w the number of levels; sizes are >> lod, at least 1; an lod past the
 * last level gives 0 sizes. dmask selects, integers. */
static int h_resinfo(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    timg g;
    if (!form_ok(m, u) || !read_tdesc(x, m, u, &g)) return GI_STEP_ERROR;
    unsigned type = coord_type(x, d, &g), dm = d->dmask, n = (unsigned)__builtin_popcount(dm);
    uint32_t levels = g.last_level >= g.base_level ? g.last_level - g.base_level + 1 : 0;
    uint32_t layers = g.last_array >= g.base_array ? g.last_array - g.base_array + 1 : 0;
    FOR_LANES(active(m), lane) {
        uint32_t lod = x->v[d->maddr & 255][lane], r[4] = {0, 0, 0, levels}, out[4];
        if (g.valid && lod < levels) {
            uint32_t w = g.width >> lod, h = g.height >> lod, dd = g.depth >> lod;
            r[0] = w ? w : 1;
            r[1] = type == TY_1D_ARRAY ? layers : type == TY_1D ? 1 : h ? h : 1;
            r[2] = type == TY_3D ? (dd ? dd : 1) : (type == TY_2D_ARRAY || type == TY_CUBE) ? layers : 1;
        }
        if (!g.valid) r[3] = 0;
        for (unsigned k = 0, j = 0; k < 4; k++)
            if (dm >> k & 1) out[j++] = r[k];
        for (unsigned k = 0; k < n; k++) dwrite32(x, d, (unsigned)d->mdata0 + k, lane, out[k]);
    }
    m->pc++;
    return GI_STEP_NEXT;
}

/* image atomics: 32-bit (dmask 1; cmpswap dmask 3) on a 32-bit format, or
 * 64-bit (dmask 3; cmpswap 0xf) on a 32_32 format; cmpswap data = {src, cmp} */
static const struct {
    amd_opfn fn32, fn64;
    bool cmp;
} img_atomics[] = {
    {amd_op_movb, amd_op_movb, true},           /* 0 cmpswap */
    {amd_op_movb, amd_op_movb, false},          /* 1 swap */
    {amd_op_add_u32, amd_op_add_u64, false},    /* 2 add */
    {amd_op_sub_u32, amd_op_sub_u64, false},    /* 3 sub */
    {amd_op_rsub, amd_op_rsub, false},          /* 4 rsub */
    {amd_op_min_i, amd_op_min_i, false},        /* 5 smin */
    {amd_op_min_u, amd_op_min_u, false},        /* 6 umin */
    {amd_op_max_i, amd_op_max_i, false},        /* 7 smax */
    {amd_op_max_u, amd_op_max_u, false},        /* 8 umax */
    {amd_op_and, amd_op_and, false},            /* 9 and */
    {amd_op_or, amd_op_or, false},              /* 10 or */
    {amd_op_xor, amd_op_xor, false},            /* 11 xor */
    {amd_op_inc_u, amd_op_inc_u, false},        /* 12 inc */
    {amd_op_dec_u, amd_op_dec_u, false},        /* 13 dec */
    {amd_op_fcmpswap_f32, amd_op_fcmpswap_f64, true}, /* 14 fcmpswap */
    {amd_op_min_f32, amd_op_min_f64, false},    /* 15 fmin */
    {amd_op_max_f32, amd_op_max_f64, false},    /* 16 fmax */
};

static int image_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    const amd_dinst *d = &u->d;
    timg g;
    if (!form_ok(m, u) || !read_tdesc(x, m, u, &g)) return GI_STEP_ERROR;
    unsigned op = IM_OP(u->p);
    bool cmp = img_atomics[op].cmp;
    unsigned dm = d->dmask, nw = cmp ? (dm == 3 ? 1 : dm == 15 ? 2 : 0) : (dm == 1 ? 1 : dm == 3 ? 2 : 0);
    if (!nw) { /* the manuals' DMASK rule for atomics: half the enabled dwords are cmpswap's compare data */
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with dmask:0x%x is no valid form (%s)",
                      (unsigned long long)m->pc, u->what, dm,
                      cmp ? "a compare-swap takes dmask 0x3 (32-bit) or 0xf (64-bit)"
                          : "an atomic takes dmask 0x1 (32-bit) or 0x3 (64-bit)");
        return GI_STEP_ERROR;
    }
    if (g.valid && amd_fmt_bytes(g.f) != 4 * nw) {
        gi_mach_error(m, GI_RUN_ERROR, "instruction %llu: %s with dmask:0x%x on a %u-byte format is not modelled",
                      (unsigned long long)m->pc, u->what, dm, g.valid ? amd_fmt_bytes(g.f) : 0);
        return GI_STEP_ERROR;
    }
    unsigned nb = 4 * nw, bits = 8 * nb;
    amd_opfn fn = nw == 2 ? img_atomics[op].fn64 : img_atomics[op].fn32;
    FOR_LANES(active(m), lane) {
        uint64_t addr = 0;
        uint32_t level = 0;
        bool in = g.valid && texel_addr(x, u, &g, lane, &addr, &level);
        if (in && level_error(m, u, level)) return GI_STEP_ERROR;
        uint8_t buf[8];
        bool ok = in && amd_mubuf_access(x, m, lane, addr, buf, nb, 4, false, false);
        uint64_t old = ok ? gi_le_load(buf, nb) : 0;
        if (ok) {
            amd_io io = {.keep32 = keep32(x)};
            io.bits = bits, io.a = old, io.b = dread(x, d, (unsigned)d->mdata0, lane, bits);
            if (cmp) io.c = dread(x, d, (unsigned)d->mdata0 + nw, lane, bits);
            gi_le_store(buf, fn(&io), nb);
            amd_mubuf_access(x, m, lane, addr, buf, nb, 4, true, false);
        }
        if (d->glc) dwrite(x, d, (unsigned)d->mdata0, lane, old, bits);
        if (m->stop) return GI_STEP_ERROR;
    }
    m->pc++;
    return GI_STEP_NEXT;
}

static int h_image_atomic(amd_x *x, gi_machine *m, const amd_uop *u)
{
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, true);
    int r = image_atomic(x, m, u);
    if (x->env.amo_lock) x->env.amo_lock(x->env.amo_user, false);
    return r;
}

#define IMA(name, op) {"image_atomic_" name, h_image_atomic, NULL, IK_ATOMIC | (op) << 8}
const amd_sem amd_mimg_sems[] = {
    {"image_load", h_image, NULL, IK_LOAD},
    {"image_load_mip", h_image, NULL, IK_LOAD | IM_MIP},
    {"image_store", h_image, NULL, IK_STORE},
    {"image_store_mip", h_image, NULL, IK_STORE | IM_MIP},
    {"image_load_pck", h_image, NULL, IK_LOAD | IM_PCK},
    {"image_load_pck_sgn", h_image, NULL, IK_LOAD | IM_PCK | IM_SGN},
    {"image_load_mip_pck", h_image, NULL, IK_LOAD | IM_MIP | IM_PCK},
    {"image_load_mip_pck_sgn", h_image, NULL, IK_LOAD | IM_MIP | IM_PCK | IM_SGN},
    {"image_store_pck", h_image, NULL, IK_STORE | IM_PCK},
    {"image_store_mip_pck", h_image, NULL, IK_STORE | IM_MIP | IM_PCK},
    {"image_get_resinfo", h_resinfo, NULL, IK_RESINFO},
    IMA("cmpswap", 0), IMA("swap", 1), IMA("add", 2), IMA("sub", 3), IMA("rsub", 4),
    IMA("smin", 5), IMA("umin", 6), IMA("smax", 7), IMA("umax", 8), IMA("and", 9), IMA("or", 10),
    IMA("xor", 11), IMA("inc", 12), IMA("dec", 13), IMA("fcmpswap", 14), IMA("fmin", 15), IMA("fmax", 16),
    {NULL, NULL, NULL, 0},
};

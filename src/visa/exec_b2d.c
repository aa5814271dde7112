/* 2D block load and store (spec D18, D19): the seed's LOAD_BLOCK2D
 * pseudocode, its four transpose/VNNI modes and its zero padding, written
 * as the same loops. Each mode walks (register index, block, row, column)
 * cells; a first pass only measures the payload so that an operand too
 * small stops the run before anything is written. */
#include "visa/exec.h"
#include <string.h>

typedef struct b2d {
    visa_exec *x;
    gi_space sp;
    uint64_t base, sw, sh, pitch;   /* SurfaceWidth (bytes - 1), SurfaceHeight (rows - 1), pitch in bytes */
    int64_t X, Y;                   /* signed element coordinates */
    unsigned T, W, H;
    uint8_t *dst;                   /* NULL: measuring pass */
    size_t max;                     /* measuring: one past the highest register element */
    int faulted;
} b2d;

/* Surface element (row Y+y, column X+b*W+x): 0 outside the surface; 0 and
 * one out_of_bounds fault per instruction when inside but not allocated. */
static uint64_t surface_elem(b2d *c, unsigned b, unsigned y, unsigned x)
{
    int64_t r = c->Y + (int64_t)y, col = c->X + (int64_t)b * c->W + (int64_t)x;
    if (r < 0 || (uint64_t)r > c->sh || col < 0 || (uint64_t)(col + 1) * c->T > c->sw + 1) return 0;
    uint64_t addr = c->base + (uint64_t)r * c->pitch + (uint64_t)col * c->T;
    uint8_t buf[8] = {0};
    if (gi_mach_load(c->x->m, c->sp, 0, addr, buf, c->T) != GI_MEM_OK) {
        if (!c->faulted) gi_mach_fault(c->x->m, 0, "out_of_bounds", addr);
        c->faulted = 1;
        return 0;
    }
    return gi_le_load(buf, c->T);
}

static void put(b2d *c, size_t idx, uint64_t v)
{
    if (!c->dst) {
        if (idx + 1 > c->max) c->max = idx + 1;
        return;
    }
    gi_le_store(c->dst + idx * c->T, v, c->T);
}

static void load_elem(b2d *c, size_t off, unsigned b, unsigned y, unsigned x)
{
    put(c, off, c->dst ? surface_elem(c, b, y, x) : 0);
}
static void row_span(b2d *c, size_t off, unsigned b, unsigned y, unsigned x, unsigned n)
{
    for (unsigned i = 0; i < n; i++) load_elem(c, off + i, b, y, x + i);
}
static void col_span(b2d *c, size_t off, unsigned b, unsigned y, unsigned x, unsigned n)
{
    for (unsigned i = 0; i < n; i++) load_elem(c, off + i, b, y + i, x);
}
static void zeros(b2d *c, size_t off, size_t n)
{
    for (size_t i = 0; i < n; i++) put(c, off + i, 0);
}

static unsigned pow2_up(unsigned v)
{
    unsigned p = 1;
    while (p < v) p <<= 1;
    return p;
}

/* The seed's loop nest for B blocks. */
static void load_blocks(b2d *c, unsigned B, int transpose, int vnni, unsigned grf)
{
    unsigned W = c->W, H = c->H;
    unsigned epd = c->T >= 4 ? 1 : 4 / c->T, epr = grf / c->T;
    size_t rp = pow2_up(transpose ? H : W);
    size_t bs = rp * (transpose ? W : H);
    size_t bp = (bs + epr - 1) / epr * epr;
    for (unsigned b = 0; b < B; b++) {
        size_t o = b * bp;
        if (!transpose && !vnni) {
            for (unsigned y = 0; y < H; y++) {
                row_span(c, o + y * rp, b, y, 0, W);
                zeros(c, o + y * rp + W, rp - W);
            }
        } else if (!transpose) {
            for (unsigned y = 0; y < H; y += epd) {
                for (unsigned x = 0; x < W; x++) col_span(c, o + y * rp + x * epd, b, y, x, epd);
                zeros(c, o + y * rp + (size_t)W * epd, epd * (rp - W));
            }
        } else if (!vnni) {
            for (unsigned x = 0; x < W; x++) {
                col_span(c, o + x * rp, b, 0, x, H);
                zeros(c, o + x * rp + H, rp - H);
            }
        } else {
            for (unsigned x = 0; x < W; x += epd) {
                for (unsigned y = 0; y < H; y++) row_span(c, o + x * rp + y * epd, b, y, x, epd);
                zeros(c, o + x * rp + (size_t)H * epd, epd * (rp - H));
            }
        }
        zeros(c, o + bs, bp - bs);
    }
}

/* Fast path of the nn mode (bench/visa_bench.c): every row of every block
 * inside the surface and inside one mapped region -- then no element is
 * zero-filled or faults, and each row is one copy (a memory hook then sees
 * the seed's loops' records: block by block, row by row, element by
 * element). Returns 1 when done (0: take the seed's loops). */
static int load_nn_fast(b2d *c, const visa_inst *in, unsigned grf)
{
    unsigned B = in->blocks, W = c->W, H = c->H, T = c->T, epr = grf / T;
    if (c->X < 0 || c->Y < 0) return 0;
    uint64_t cols = (uint64_t)c->X + (uint64_t)B * W, rows = (uint64_t)c->Y + H;
    if (cols * T > c->sw + 1 || rows - 1 > c->sh) return 0;
    uint64_t first = c->base + (uint64_t)c->Y * c->pitch + (uint64_t)c->X * T, rb, rl;
    uint64_t span = (uint64_t)(H - 1) * c->pitch + (uint64_t)B * W * T;
    if (first > UINT64_MAX - span) return 0;
    const uint8_t *r = gi_mem_region(&c->x->m->mem, c->sp, first, &rb, &rl);
    if (!r || rl < span || first - rb > rl - span) return 0;
    size_t rp = pow2_up(W), bs = rp * H, bp = (bs + epr - 1) / epr * epr;
    c->dst = vx_raw(c->x, &in->rdst, B * bp * T, "destination");
    if (!c->dst) return -1;
    const uint8_t *row0 = r + (first - rb);
    size_t wb = (size_t)W * T;
    for (unsigned b = 0; b < B; b++) {
        uint8_t *blk = c->dst + b * bp * T;
        const uint8_t *src = row0 + b * wb;
        if (wb == 64 && rp == W) {
            /* the widest row (64 bytes): a fixed-size copy the compiler inlines */
            for (unsigned y = 0; y < H; y++) memcpy(blk + (size_t)y * 64, src + (size_t)y * c->pitch, 64);
        } else {
            for (unsigned y = 0; y < H; y++) {
                memcpy(blk + y * rp * T, src + (size_t)y * c->pitch, wb);
                if (rp > W) memset(blk + (y * rp + W) * T, 0, (rp - W) * T);
            }
        }
        if (bp > bs) memset(blk + bs * T, 0, (bp - bs) * T);
    }
    if (__builtin_expect(c->x->m->hook != NULL, 0))
        for (unsigned b = 0; b < B; b++)
            for (unsigned y = 0; y < H; y++)
                gi_mach_notify_run(c->x->m, c->sp, 0, 0, first + b * wb + (uint64_t)y * c->pitch,
                                   c->dst + (b * bp + y * rp) * T, T, W, 0);
    return 1;
}

int vx_exec_block2d(visa_exec *x, const vx_inst *u, uint32_t en)
{
    const visa_inst *in = &u->in;
    int load = u->row->kind == VISA_LK_LOAD;
    if (!en || (load && !in->rdst.id)) return GI_STEP_NEXT;   /* D9; D13 prefetch */
    uint64_t p[6];
    for (unsigned i = 0; i < 6; i++)
        if (vx_vec(x, &in->b2d[i], &p[i])) return GI_STEP_ERROR;
    b2d c = {x, in->sfid == VISA_SFID_SLM ? GI_SPACE_SHARED : GI_SPACE_GLOBAL, p[0], (uint32_t)p[1], (uint32_t)p[2],
             (uint32_t)p[3], (int32_t)(uint32_t)p[4], (int32_t)(uint32_t)p[5], visa_dsize_mem(in->data_size), in->width,
             in->height, NULL, 0, 0};
    if (load) {
        int tr = in->order == VISA_ORDER_TRANSPOSE;
        if (!tr && !in->vnni) {
            int f = load_nn_fast(&c, in, x->t->grf);
            if (f) return f < 0 ? GI_STEP_ERROR : GI_STEP_NEXT;
        }
        load_blocks(&c, in->blocks, tr, in->vnni, x->t->grf);
        c.dst = vx_raw(x, &in->rdst, c.max * c.T, "destination");
        if (!c.dst) return GI_STEP_ERROR;
        load_blocks(&c, in->blocks, tr, in->vnni, x->t->grf);
        return GI_STEP_NEXT;
    }
    /* D19: Src1 element (y, x) at y*pow2(W) + x, row-major; outside elements dropped */
    size_t rp = pow2_up(c.W);
    const uint8_t *src = vx_raw(x, &in->rsrc1, ((c.H - 1) * rp + c.W) * c.T, "data");
    if (!src) return GI_STEP_ERROR;
    for (unsigned y = 0; y < c.H; y++) {
        for (unsigned xx = 0; xx < c.W; xx++) {
            int64_t r = c.Y + (int64_t)y, col = c.X + (int64_t)xx;
            if (r < 0 || (uint64_t)r > c.sh || col < 0 || (uint64_t)(col + 1) * c.T > c.sw + 1) continue;
            uint64_t addr = c.base + (uint64_t)r * c.pitch + (uint64_t)col * c.T;
            if (gi_mem_check(&x->m->mem, c.sp, 0, addr, c.T) != GI_MEM_OK) {
                if (!c.faulted) gi_mach_fault(x->m, 0, "out_of_bounds", addr);
                c.faulted = 1;
                continue;
            }
            gi_mach_store(x->m, c.sp, 0, addr, src + (y * rp + xx) * c.T, c.T);
        }
    }
    return GI_STEP_NEXT;
}

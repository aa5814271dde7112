/* The .amdhsa_kernel block: one table of the .amdhsa_* fields (where each
 * lives in the 64-byte kernel descriptor, its width, the targets that have
 * it) read by the parser, and the descriptor computed as llvm-mc 14 does
 * (AMDHSAKernelDescriptor.h, AMDGPUUsage "Kernel Descriptor"). */
#include "amdgpu/obj/obj.h"
#include "amdgpu/asm/parse.h"
#include <stdlib.h>
#include <string.h>

/* Where a field goes. */
typedef enum kd_where {
    W_SEG_GROUP,  /* group_segment_fixed_size, bytes 0..3 */
    W_SEG_PRIV,   /* private_segment_fixed_size, 4..7 */
    W_KERNARG,    /* kernarg_size, 8..11 */
    W_RSRC1, W_RSRC2, W_RSRC3, W_PROPS,
    W_NONE        /* read by the computation below */
} kd_where;

enum { T_GFX90A = 1, T_NOT_ARCH_FS = 2, T_XNACK_MATCH = 4, T_BOOL = 8 };

typedef struct kd_row {
    const char *name;
    kd_where where;
    unsigned shift, width;
    unsigned min_gen;   /* amd_gen */
    unsigned flags;     /* T_* */
    unsigned user_sgprs;/* user SGPRs the field implies when set */
    int dflt;           /* default, -1 = none (or computed) */
} kd_row;

enum {
    R_USER_SGPR_COUNT = 3, R_WAVE32 = 11, R_NEXT_VGPR = 18, R_NEXT_SGPR = 19, R_ACCUM = 20, R_VCC = 21,
    R_FLAT_SCR = 22, R_XNACK = 23
};

static const kd_row rows[] = {
    {".amdhsa_group_segment_fixed_size", W_SEG_GROUP, 0, 32, AMD_GFX7, 0, 0, 0},
    {".amdhsa_private_segment_fixed_size", W_SEG_PRIV, 0, 32, AMD_GFX7, 0, 0, 0},
    {".amdhsa_kernarg_size", W_KERNARG, 0, 32, AMD_GFX7, 0, 0, 0},
    {".amdhsa_user_sgpr_count", W_NONE, 0, 32, AMD_GFX7, 0, 0, -1},
    {".amdhsa_user_sgpr_private_segment_buffer", W_PROPS, 0, 1, AMD_GFX7, 0, 4, 0},
    {".amdhsa_user_sgpr_dispatch_ptr", W_PROPS, 1, 1, AMD_GFX7, 0, 2, 0},
    {".amdhsa_user_sgpr_queue_ptr", W_PROPS, 2, 1, AMD_GFX7, 0, 2, 0},
    {".amdhsa_user_sgpr_kernarg_segment_ptr", W_PROPS, 3, 1, AMD_GFX7, 0, 2, 0},
    {".amdhsa_user_sgpr_dispatch_id", W_PROPS, 4, 1, AMD_GFX7, 0, 2, 0},
    {".amdhsa_user_sgpr_flat_scratch_init", W_PROPS, 5, 1, AMD_GFX7, 0, 2, 0},
    {".amdhsa_user_sgpr_private_segment_size", W_PROPS, 6, 1, AMD_GFX7, 0, 1, 0},
    {".amdhsa_wavefront_size32", W_PROPS, 10, 1, AMD_GFX10, 0, 0, -1},
    {".amdhsa_system_sgpr_private_segment_wavefront_offset", W_RSRC2, 0, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_system_sgpr_workgroup_id_x", W_RSRC2, 7, 1, AMD_GFX7, 0, 0, 1},
    {".amdhsa_system_sgpr_workgroup_id_y", W_RSRC2, 8, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_system_sgpr_workgroup_id_z", W_RSRC2, 9, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_system_sgpr_workgroup_info", W_RSRC2, 10, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_system_vgpr_workitem_id", W_RSRC2, 11, 2, AMD_GFX7, 0, 0, 0},
    {".amdhsa_next_free_vgpr", W_NONE, 0, 32, AMD_GFX7, 0, 0, -1},
    {".amdhsa_next_free_sgpr", W_NONE, 0, 32, AMD_GFX7, 0, 0, -1},
    {".amdhsa_accum_offset", W_NONE, 0, 32, AMD_GFX9, T_GFX90A, 0, -1},
    {".amdhsa_reserve_vcc", W_NONE, 0, 1, AMD_GFX7, T_BOOL, 0, 1},
    {".amdhsa_reserve_flat_scratch", W_NONE, 0, 1, AMD_GFX7, T_BOOL, 0, 1},
    {".amdhsa_reserve_xnack_mask", W_NONE, 0, 1, AMD_GFX8, T_BOOL | T_XNACK_MATCH, 0, -1},
    {".amdhsa_float_round_mode_32", W_RSRC1, 12, 2, AMD_GFX7, 0, 0, 0},
    {".amdhsa_float_round_mode_16_64", W_RSRC1, 14, 2, AMD_GFX7, 0, 0, 0},
    {".amdhsa_float_denorm_mode_32", W_RSRC1, 16, 2, AMD_GFX7, 0, 0, 0},
    {".amdhsa_float_denorm_mode_16_64", W_RSRC1, 18, 2, AMD_GFX7, 0, 0, 3},
    {".amdhsa_dx10_clamp", W_RSRC1, 21, 1, AMD_GFX7, 0, 0, 1},
    {".amdhsa_ieee_mode", W_RSRC1, 23, 1, AMD_GFX7, 0, 0, 1},
    {".amdhsa_fp16_overflow", W_RSRC1, 26, 1, AMD_GFX9, 0, 0, 0},
    {".amdhsa_tg_split", W_RSRC3, 16, 1, AMD_GFX9, T_GFX90A, 0, -1},
    {".amdhsa_workgroup_processor_mode", W_RSRC1, 29, 1, AMD_GFX10, 0, 0, -1},
    {".amdhsa_memory_ordered", W_RSRC1, 30, 1, AMD_GFX10, 0, 0, -1},
    {".amdhsa_forward_progress", W_RSRC1, 31, 1, AMD_GFX10, 0, 0, 0},
    {".amdhsa_exception_fp_ieee_invalid_op", W_RSRC2, 24, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_fp_denorm_src", W_RSRC2, 25, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_fp_ieee_div_zero", W_RSRC2, 26, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_fp_ieee_overflow", W_RSRC2, 27, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_fp_ieee_underflow", W_RSRC2, 28, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_fp_ieee_inexact", W_RSRC2, 29, 1, AMD_GFX7, 0, 0, 0},
    {".amdhsa_exception_int_div_zero", W_RSRC2, 30, 1, AMD_GFX7, 0, 0, 0},
};
#define NROWS (sizeof rows / sizeof rows[0])

static const char *const gen_name[] = {"gfx7+", "gfx8+", "gfx9+", "gfx10+"};

static bool is_gfx90a(const amd_state *s)
{
    return (s->ctx->t->features & AMD_F_ALIGN_VGPR) != 0;
}

bool amd_kd_field(amd_state *s, amd_kd_block *b, gi_lexer *lx)
{
    gi_tok id = lx->tok;
    size_t r = 0;
    while (r < NROWS && !gi_tok_ident(&id, rows[r].name)) r++;
    gi_lex_next(lx);
    const char *id_end = id.p + id.len;
    if (r < NROWS && (b->seen >> r) & 1) {
        gi_error(s->core, lx->tok.p, ".amdhsa_ directives cannot be repeated");
        return false;
    }
    const char *vstart = lx->tok.p;
    /* llvm-mc reads the value before it looks at the name */
    amd_pctx pc = {{s->ctx->t, s->core, s->ctx->compat, s->ctx->wave32}, false, false, false, false};
    gi_eval ev;
    if (lx->tok.kind == GI_T_EOL) {
        /* llvm-mc's generic expression parser */
        gi_error(s->core, lx->tok.p, "unknown token in expression");
        return false;
    }
    if (!amd_parse_expr(&pc, lx, &ev)) return false;
    if (ev.deferred || ev.label_coef || ev.nonlinear) {
        gi_error(s->core, vstart, "expected absolute expression");
        return false;
    }
    /* llvm-mc underlines the value up to the next token, or the directive's name */
    const char *vend = lx->tok.p;
    if (r < NROWS) b->seen |= (uint64_t)1 << r;
    if (ev.value < 0) {
        gi_error_range(s->core, vstart, vend, "value out of range");
        return false;
    }
    if (r == NROWS) {
        gi_error_range(s->core, id.p, id_end, "unknown .amdhsa_kernel directive");
        return false;
    }
    const kd_row *row = &rows[r];
    if ((row->flags & T_GFX90A) && !is_gfx90a(s)) {
        gi_error_range(s->core, id.p, id_end, "directive requires gfx90a+");
        return false;
    }
    if ((unsigned)s->ctx->t->gen < row->min_gen) {
        gi_error_range(s->core, id.p, id_end, "directive requires %s", gen_name[row->min_gen]);
        return false;
    }
    uint64_t v = (uint64_t)ev.value;
    if (row->width < 64 && v >> row->width) {
        gi_error_range(s->core, vstart, vend, "value out of range");
        return false;
    }
    if ((row->flags & T_XNACK_MATCH) && v != (uint64_t)(s->xnack == 0 || s->xnack == 1)) {
        gi_error_range(s->core, id.p, id_end, ".amdhsa_reserve_xnack_mask does not match target id");
        return false;
    }
    if (r == R_NEXT_VGPR) gi_srcloc_save(s->core, &b->next_vgpr_at, vstart, vend);
    if (r == R_NEXT_SGPR) gi_srcloc_save(s->core, &b->next_sgpr_at, vstart, vend);
    b->val[r] = v;
    return true;
}

void amd_kd_free(amd_kd_block *b)
{
    if (!b) return;
    gi_srcloc_free(&b->next_vgpr_at);
    gi_srcloc_free(&b->next_sgpr_at);
    free(b->name);
    free(b);
}

static uint64_t field(const amd_kd_block *b, size_t r, uint64_t dflt)
{
    return (b->seen >> r) & 1 ? b->val[r] : dflt;
}

static void put32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

void amd_kd_emit(amd_state *s, amd_kd_block *b, const char *end_at)
{
    gi_asmcore *core = s->core;
    const amd_target *t = s->ctx->t;
    if (!((b->seen >> R_NEXT_VGPR) & 1)) {
        gi_error(core, end_at, ".amdhsa_next_free_vgpr directive is required");
        return;
    }
    if (!((b->seen >> R_NEXT_SGPR) & 1)) {
        gi_error(core, end_at, ".amdhsa_next_free_sgpr directive is required");
        return;
    }
    uint32_t w[4] = {0, 0, 0, 0}; /* rsrc1, rsrc2, rsrc3, properties */
    uint32_t seg[3] = {0, 0, 0};
    unsigned implied_user = 0;
    bool wave32 = s->ctx->wave32;
    /* defaults of the target, then the fields */
    if (t->gen >= AMD_GFX10) {
        w[3] |= (uint32_t)wave32 << 10;
        w[0] |= 1u << 29 | 1u << 30; /* WGP mode (no cumode), memory ordered */
    }
    for (size_t r = 0; r < NROWS; r++) {
        const kd_row *row = &rows[r];
        bool set = (b->seen >> r) & 1;
        if (!set && row->dflt < 0) continue;
        uint64_t v = set ? b->val[r] : (uint64_t)row->dflt;
        if (row->user_sgprs && v) implied_user += row->user_sgprs;
        uint32_t mask = row->width >= 32 ? 0xffffffffu : ((1u << row->width) - 1) << row->shift;
        switch (row->where) {
        case W_SEG_GROUP: seg[0] = (uint32_t)v; break;
        case W_SEG_PRIV: seg[1] = (uint32_t)v; break;
        case W_KERNARG: seg[2] = (uint32_t)v; break;
        case W_RSRC1: w[0] = (w[0] & ~mask) | ((uint32_t)v << row->shift & mask); break;
        case W_RSRC2: w[1] = (w[1] & ~mask) | ((uint32_t)v << row->shift & mask); break;
        case W_RSRC3: w[2] = (w[2] & ~mask) | ((uint32_t)v << row->shift & mask); break;
        case W_PROPS: w[3] = (w[3] & ~mask) | ((uint32_t)v << row->shift & mask); break;
        case W_NONE: break;
        }
    }
    if ((b->seen >> R_WAVE32) & 1) wave32 = b->val[R_WAVE32] != 0;
    /* granulated register counts (AMDGPUAsmParser::calculateGPRBlocks) */
    uint64_t nvgpr = b->val[R_NEXT_VGPR], nsgpr = b->val[R_NEXT_SGPR];
    bool vcc = field(b, R_VCC, 1) != 0, flat = field(b, R_FLAT_SCR, 1) != 0;
    bool xnack = s->xnack == 0 || s->xnack == 1;
    /* FeatureSGPRInitBug (gfx802, gfx805): a fixed 96 SGPRs */
    bool init_bug = !strcmp(t->name, "gfx802") || !strcmp(t->name, "gfx805");
    unsigned addressable = t->gen >= AMD_GFX8 ? 102 : 104;
    if (t->gen >= AMD_GFX10) {
        nsgpr = 0;
    } else {
        if (t->gen >= AMD_GFX8 && !init_bug && nsgpr > addressable) {
            gi_error_saved(core, &b->next_sgpr_at, "value out of range");
            return;
        }
        unsigned extra = vcc ? 2 : 0;
        if (t->gen < AMD_GFX8) {
            if (flat) extra = 4;
        } else {
            if (xnack) extra = 4;
            if (flat) extra = 6;
        }
        nsgpr += extra;
        if ((t->gen < AMD_GFX8 || init_bug) && nsgpr > addressable) {
            gi_error_saved(core, &b->next_sgpr_at, "value out of range");
            return;
        }
        if (init_bug) nsgpr = 96;
    }
    unsigned vgran = is_gfx90a(s) ? 8 : (t->gen >= AMD_GFX10 && wave32) ? 8 : 4;
    uint64_t vblocks = ((nvgpr ? nvgpr : 1) + vgran - 1) / vgran - 1;
    uint64_t sblocks = ((nsgpr ? nsgpr : 1) + 7) / 8 - 1;
    if (vblocks > 63 || sblocks > 15) {
        gi_error_saved(core, vblocks > 63 ? &b->next_vgpr_at : &b->next_sgpr_at, "value out of range");
        return;
    }
    w[0] |= (uint32_t)vblocks | (uint32_t)sblocks << 6;
    unsigned user = (b->seen >> R_USER_SGPR_COUNT) & 1 ? (unsigned)b->val[R_USER_SGPR_COUNT] : implied_user;
    if ((b->seen >> R_USER_SGPR_COUNT) & 1 && implied_user > user) {
        gi_error(core, end_at, "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs");
        return;
    }
    if (user > 31) {
        gi_error(core, end_at, "too many user SGPRs enabled");
        return;
    }
    w[1] |= user << 1;
    if (is_gfx90a(s)) {
        if (!((b->seen >> R_ACCUM) & 1)) {
            gi_error(core, end_at, ".amdhsa_accum_offset directive is required");
            return;
        }
        uint64_t acc = b->val[R_ACCUM];
        if (acc < 4 || acc > 256 || (acc & 3)) {
            gi_error(core, end_at, "accum_offset should be in range [4..256] in increments of 4");
            return;
        }
        uint64_t total = ((nvgpr ? nvgpr : 1) + 3) / 4 * 4;
        if (acc > total) {
            gi_error(core, end_at, "accum_offset exceeds total VGPR allocation");
            return;
        }
        w[2] |= (uint32_t)(acc / 4 - 1);
    }
    /* the descriptor: `name.kd` here, kernel_code_entry_byte_offset = name - name.kd (R_AMDGPU_REL64) */
    uint8_t kd[64];
    memset(kd, 0, sizeof kd);
    put32(kd + 0, seg[0]);
    put32(kd + 4, seg[1]);
    put32(kd + 8, seg[2]);
    put32(kd + 44, w[2]);
    put32(kd + 48, w[0]);
    put32(kd + 52, w[1]);
    kd[56] = (uint8_t)w[3];
    kd[57] = (uint8_t)(w[3] >> 8);
    size_t nlen = strlen(b->name);
    gi_sym *ksym = gi_symtab_get(&core->syms, b->name, nlen);
    gi_str kdname;
    gi_str_init(&kdname);
    gi_str_addf(&kdname, "%s.kd", b->name);
    gi_sym *kdsym = gi_symtab_get(&core->syms, kdname.s, kdname.len);
    /* MCSymbolELF::getBinding: an unset binding is global for an undefined symbol */
    kdsym->bind = ksym->bind_set ? ksym->bind : ksym->kind == GI_SYM_UNDEF ? AMD_STB_GLOBAL : AMD_STB_LOCAL;
    kdsym->bind_set = true;
    kdsym->global = kdsym->bind != AMD_STB_LOCAL;
    kdsym->vis = ksym->vis;
    kdsym->type = AMD_STT_OBJECT;
    free(kdsym->size_expr);
    kdsym->size_expr = gi_xstrndup("64", 2);
    if (ksym->vis == AMD_STV_DEFAULT) ksym->vis = AMD_STV_PROTECTED;
    if (kdsym->kind != GI_SYM_UNDEF) {
        gi_error(core, end_at, "invalid symbol redefinition");
        gi_str_free(&kdname);
        return;
    }
    gi_define_label(core, kdname.s, kdname.len, end_at);
    gi_add_reloc(core, core->cur, core->pc + 16, AMD_R_REL64, b->name, nlen, 16);
    gi_sym_register(core, ksym);
    gi_emit_data(core, kd, sizeof kd, NULL, 0);
    gi_str_free(&kdname);
}

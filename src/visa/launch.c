/* A vISA kernel launch with the OpenCL ABI IGC compiled for (CONTRACT.md "gpuisa run
 * --launch", docs/visa-exec.md "Launching a kernel"). The zebin's .ze_info says where each
 * argument goes: every hardware thread of a work-group starts with its payload -- r0
 * (group ids in dwords 1, 6, 7), the per-thread local ids (one GRF-aligned block of
 * SIMD-wide words per dimension), then the cross-thread data (argument values, sizes,
 * ids) at the offsets of payload_arguments -- and the kernel's `.input` variables are
 * loaded from it at their offsets. r0 also holds the thread's index in its work-group (byte 8)
 * and %sr0 a hardware thread id per thread slot (private memory in global memory). Stateful (bti) arguments are surfaces bound by the
 * binding table; `__local` arguments are offsets into the work-group's SLM after the
 * kernel's own. Each work-group runs on a host worker, its threads round-robin, each
 * until it ends or waits at `barrier`; global atomics hold a launch-wide lock. */
#include "visa/launch.h"
#include "exec/launch_group.h"
#include "exec/memtrace.h"
#include "visa/exec.h"
#include "visa/isafile.h"
#include "visa/obj/zebin.h"
#include "core/util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUFFER_BASE 0x100000000ull   /* buffers above 4 GiB: a 32-bit address of one faults */
enum {
    MAX_WG = 1024,                   /* work-items per work-group (dg2, pvc) */
    SCRATCH_KEY = 0x40               /* the ss offset of the scratch surface: r0.5 >> 4 (IGC reads it so) */
};

typedef struct vinput {
    uint32_t id, off, size;          /* variable id, payload offset, bytes */
} vinput;

typedef struct worker {
    gi_mem view;                     /* view.global: this thread's view of the launch's global memory */
    gi_mem smem;                     /* smem.shared: the current work-group's SLM */
    gi_machine *m;
    visa_exec **x;
    unsigned n;                      /* threads created */
    uint8_t *payload;                /* a thread's payload, built in thread_start */
    bool ready;
    gi_mt_group *mt;                 /* --trace-memory: the threads' record buffers (NULL: no trace) */
} worker;

typedef struct launch {
    const gi_launch_spec *spec;
    const gi_launch_options *opt;
    const visa_target *t;
    const uint8_t *code;
    size_t size;
    visa_kernel kern;                /* the .isa file's tables (isa_read.c) */
    visa_zebin z;
    const visa_zebin_kernel *k;
    char name[256];
    unsigned simd, grf, ptis;        /* SIMD width, GRF bytes, per-thread input bytes */
    unsigned lid_off, lid_stride, lid_dims;
    uint8_t *cross;                  /* the cross-thread data */
    size_t cross_size, payload_size;
    vinput *inputs;
    size_t ninputs;
    vx_surface *surf;                /* the binding table's surfaces, then the scratch surface */
    size_t nsurf;
    uint64_t scratch_size, scratch_base;
    uint64_t private_size, private_base;   /* private memory in global memory: bytes per thread slot */
    uint8_t *private_at;             /* the payload slot of private_base_stateless (set once mapped), NULL none */
    vx_symbol *syms;                 /* the zebin's data symbols at their mapped addresses */
    size_t nsyms;
    uint64_t slm;                    /* SLM bytes per work-group */
    uint64_t items, ngroups;
    unsigned nthreads;               /* hardware threads per work-group */
    gi_mem gmem;
    pthread_mutex_t amo;             /* global atomics of every thread (vx_amo_lock) */
    gi_launch_ledger ledger;
    worker *workers;
    unsigned nworkers;
} launch;


/* ---- the kernel: .isa file and zebin ---- */

static int read_kernel(launch *l, char *err, size_t errlen)
{
    visa_isa_layout lay;
    const char *why = visa_isa_read_kernel(l->code, l->size, &l->kern, &lay);
    if (why) return gi_launch_fail(err, errlen, "launch: the kernel file: %s", why);
    snprintf(l->name, sizeof l->name, "%s", l->kern.name);
    const char *want = l->opt->kernel ? l->opt->kernel : l->spec->kernel;
    if (want && strcmp(want, l->name))
        return gi_launch_fail(err, errlen, "launch: the file holds kernel '%s', not '%s'", l->name, want);
    if (!l->opt->zebin)
        return gi_launch_fail(err, errlen, "launch: a vISA kernel needs --zebin K.bin, the zebin `ocloc --format zebin` wrote "
                    "for it (its .ze_info lays out the payload)");
    char e[300];
    if (visa_zebin_read(l->opt->zebin, l->opt->zebin_size, &l->z, e, sizeof e))
        return gi_launch_fail(err, errlen, "launch: the zebin: %s", e);
    if (!(l->k = visa_zebin_find(&l->z, l->name)))
        return gi_launch_fail(err, errlen, "launch: the zebin has no kernel '%s'", l->name);
    uint32_t simd = 0, ptis = 0;
    if (visa_kernel_int_attr(&l->kern, "SimdSize", &simd))
        simd = l->k->simd_size;   /* the attribute is optional in vISA; the zebin's is the dispatch width */
    if (simd != l->k->simd_size)
        return gi_launch_fail(err, errlen, "launch: kernel '%s' is SIMD%u, its zebin says SIMD%u", l->name, simd, l->k->simd_size);
    if (simd != 8 && simd != 16 && simd != 32)
        return gi_launch_fail(err, errlen, "launch: SIMD%u is not a dispatch width (8, 16 or 32)", simd);
    if (visa_kernel_int_attr(&l->kern, "PerThreadInputSize", &ptis)) ptis = 0;
    l->simd = simd, l->ptis = ptis, l->grf = l->t->grf;
    return 0;
}

/* Per-thread payload: the local ids (zeinfo local_id: one block of SIMD words per
 * dimension, each block GRF-aligned, as the runtime writes them). */
static int thread_layout(launch *l, char *err, size_t errlen)
{
    const visa_zebin_kernel *k = l->k;
    for (size_t i = 0; i < k->nper_thread_payload_arguments; i++) {
        const visa_zebin_thread_arg *a = &k->per_thread_payload_arguments[i];
        if (a->arg_type != VISA_ZEBIN_ARG_LOCAL_ID)
            return gi_launch_fail(err, errlen, "launch: per-thread payload argument '%s' is not supported (local_id is)",
                        a->arg_type_name);
        unsigned stride = (l->simd * 2 + l->grf - 1) / l->grf * l->grf;
        if (a->offset < 0 || a->size <= 0 || a->size % stride || a->size / stride > 3 ||
            (unsigned)(a->offset + a->size) > l->ptis)
            return gi_launch_fail(err, errlen, "launch: local_id at %d (%d bytes) does not fit SIMD%u blocks of %u bytes in the "
                        "%u bytes of per-thread input", a->offset, a->size, l->simd, stride, l->ptis);
        l->lid_off = (unsigned)a->offset, l->lid_stride = stride, l->lid_dims = (unsigned)a->size / stride;
    }
    const unsigned *wo = k->work_group_walk_order_dimensions;
    if (wo[0] != 0 || wo[1] != 1 || wo[2] != 2)
        return gi_launch_fail(err, errlen, "launch: work-group walk order %u %u %u is not supported (0 1 2 is)", wo[0], wo[1],
                    wo[2]);
    return 0;
}

static uint64_t arg_buffer_bytes(const launch *l, const gi_launch_arg *a)
{
    const gi_launch_buffer *b = &l->spec->bufs[a->buffer];
    return b->count * gi_type_size(b->type);
}

/* One explicit argument's payload entry (arg_bypointer / arg_byvalue). */
static int explicit_arg(launch *l, const visa_zebin_arg *p, uint64_t *slm_at, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (p->arg_index < 0 || (size_t)p->arg_index >= s->nargs)
        return gi_launch_fail(err, errlen, "launch: kernel '%s' takes argument %d, the launch gives %zu argument(s)", l->name,
                    p->arg_index, s->nargs);
    const gi_launch_arg *a = &s->args[p->arg_index];
    uint8_t *at = l->cross + p->offset;
    if (p->arg_type == VISA_ZEBIN_ARG_BYVALUE) {
        if (a->kind != GI_ARG_SCALAR && a->kind != GI_ARG_STRUCT)
            return gi_launch_fail(err, errlen, "launch: args[%d] is passed by value: give a scalar or a struct", p->arg_index);
        /* a whole argument (source_offset absent) may sit in a wider slot: IGC gives a
         * char or short 4 bytes; the runtime copies the value's bytes and the rest stays 0 */
        uint64_t from = p->source_offset < 0 ? 0 : (uint64_t)p->source_offset;
        uint64_t n = p->source_offset < 0 && a->bytes < (uint64_t)p->size ? a->bytes : (uint64_t)p->size;
        if ((p->source_offset < 0 && (uint64_t)p->size != a->bytes && (a->bytes > 2 || p->size != 4)) ||
            from + n > a->bytes)
            return gi_launch_fail(err, errlen, "launch: args[%d] is %llu bytes, kernel '%s' takes %d bytes there", p->arg_index,
                        (unsigned long long)a->bytes, l->name, p->size);
        if (a->kind == GI_ARG_SCALAR) gi_le_store(at, a->bits >> (8 * from), (unsigned)n);
        else memcpy(at, a->data + from, (size_t)n);
        return 0;
    }
    switch (p->addrmode) {
    case VISA_ZEBIN_STATEFUL:
        /* no payload: the binding table binds the buffer (below) */
        if (a->kind != GI_ARG_BUFFER)
            return gi_launch_fail(err, errlen, "launch: args[%d] is a %s buffer: give {\"buffer\": NAME}", p->arg_index,
                        p->addrspace_name);
        return 0;
    case VISA_ZEBIN_STATELESS:
    case VISA_ZEBIN_ADDRMODE_NONE:   /* buffer_address */
        if (a->kind != GI_ARG_BUFFER)
            return gi_launch_fail(err, errlen, "launch: args[%d] is a %s pointer: give {\"buffer\": NAME}", p->arg_index,
                        p->addrspace_name);
        if (p->size != 8 && p->size != 4)
            return gi_launch_fail(err, errlen, "launch: args[%d]: a pointer of %d bytes", p->arg_index, p->size);
        gi_le_store(at, s->bufs[a->buffer].addr, (unsigned)p->size);
        return 0;
    case VISA_ZEBIN_SLM: {
        if (a->kind != GI_ARG_LOCAL)
            return gi_launch_fail(err, errlen, "launch: args[%d] is a __local pointer: give {\"local\": BYTES}", p->arg_index);
        uint64_t align = p->slm_alignment > 0 ? (uint64_t)p->slm_alignment : 1;
        *slm_at = (*slm_at + align - 1) / align * align;
        gi_le_store(at, *slm_at, (unsigned)(p->size < 8 ? p->size : 8));
        *slm_at += a->bytes;
        return 0;
    }
    default:
        return gi_launch_fail(err, errlen, "launch: args[%d]: addressing mode '%s' is not supported", p->arg_index,
                    p->addrmode_name);
    }
}

/* The cross-thread data from payload_arguments, and the SLM it implies. */
static int cross_thread(launch *l, char *err, size_t errlen)
{
    const visa_zebin_kernel *k = l->k;
    const gi_launch_spec *s = l->spec;
    size_t end = 0;
    for (size_t i = 0; i < k->npayload_arguments; i++) {
        const visa_zebin_arg *p = &k->payload_arguments[i];
        if (p->offset < 0 || p->size < 0 || p->size > 4096 || p->offset > 1 << 20)
            return gi_launch_fail(err, errlen, "launch: payload argument %zu has offset %d, size %d", i, p->offset, p->size);
        if ((size_t)(p->offset + p->size) > end) end = (size_t)(p->offset + p->size);
    }
    l->cross_size = (end + 31) & ~(size_t)31;
    l->cross = gi_xcalloc(l->cross_size + 1, 1);
    uint64_t slm_at = k->slm_size;
    for (size_t i = 0; i < k->npayload_arguments; i++) {
        const visa_zebin_arg *p = &k->payload_arguments[i];
        uint8_t *at = l->cross + p->offset;
        unsigned dims = (unsigned)p->size / 4;
        switch (p->arg_type) {
        case VISA_ZEBIN_ARG_BYVALUE:
        case VISA_ZEBIN_ARG_BYPOINTER:
        case VISA_ZEBIN_ARG_BUFFER_ADDRESS:   /* a stateful buffer's address, for its stateless uses */
            if (explicit_arg(l, p, &slm_at, err, errlen)) return -1;
            break;
        case VISA_ZEBIN_ARG_LOCAL_SIZE:
        case VISA_ZEBIN_ARG_ENQUEUED_LOCAL_SIZE:
        case VISA_ZEBIN_ARG_GROUP_COUNT:
        case VISA_ZEBIN_ARG_GLOBAL_SIZE:
            for (unsigned d = 0; d < dims && d < 3; d++) {
                uint64_t v = p->arg_type == VISA_ZEBIN_ARG_GROUP_COUNT ? s->grid[d]
                             : p->arg_type == VISA_ZEBIN_ARG_GLOBAL_SIZE ? (uint64_t)s->grid[d] * s->block[d]
                                                                         : s->block[d];
                gi_le_store(at + 4 * d, v, 4);
            }
            break;
        case VISA_ZEBIN_ARG_WORK_DIMENSIONS: gi_le_store(at, s->dims, (unsigned)(p->size < 4 ? p->size : 4)); break;
        case VISA_ZEBIN_ARG_GLOBAL_ID_OFFSET:   /* no global offset */
        case VISA_ZEBIN_ARG_BUFFER_OFFSET:      /* buffers are bound at offset 0 */
            break;
        case VISA_ZEBIN_ARG_PRIVATE_BASE_STATELESS:
            /* the private memory's base once mapped (setup); 0 when the kernel has none */
            if (p->size == 8) l->private_at = at;
            break;
        default:
            return gi_launch_fail(err, errlen, "launch: payload argument '%s' of kernel '%s' is not supported", p->arg_type_name,
                        l->name);
        }
    }
    uint64_t slm_max = !strcmp(l->t->name, "pvc") ? 128 * 1024 : 64 * 1024;
    l->slm = slm_at + s->shared;
    if (l->slm > slm_max)
        return gi_launch_fail(err, errlen, "launch: kernel '%s' needs %llu bytes of SLM per work-group; %s has %llu", l->name,
                    (unsigned long long)l->slm, l->t->name, (unsigned long long)slm_max);
    return 0;
}

/* The surfaces of the binding table (bti -> argument buffer) and the scratch space. */
static int surfaces(launch *l, char *err, size_t errlen)
{
    const visa_zebin_kernel *k = l->k;
    l->surf = gi_xcalloc(k->nbinding_table_indices + 2, sizeof *l->surf);
    for (size_t i = 0; i < k->nbinding_table_indices; i++) {
        const visa_zebin_bti *b = &k->binding_table_indices[i];
        if (b->bti_value < 0 || b->bti_value > 255 || b->arg_index < 0 || (size_t)b->arg_index >= l->spec->nargs)
            return gi_launch_fail(err, errlen, "launch: binding table entry %d -> argument %d is out of range", b->bti_value,
                        b->arg_index);
        const gi_launch_arg *a = &l->spec->args[b->arg_index];
        if (a->kind != GI_ARG_BUFFER)
            return gi_launch_fail(err, errlen, "launch: args[%d] is bound to a surface: give {\"buffer\": NAME}", b->arg_index);
        l->surf[l->nsurf++] = (vx_surface){VISA_AM_BTI, (uint32_t)b->bti_value, l->spec->bufs[a->buffer].addr,
                                           arg_buffer_bytes(l, a), 1};
    }
    for (size_t i = 0; i < k->nper_thread_memory_buffers; i++) {
        const visa_zebin_membuf *mb = &k->per_thread_memory_buffers[i];
        if (!strcmp(mb->type, "scratch") && mb->slot == 0 && mb->size > 0 && !l->scratch_size) {
            l->scratch_size = ((uint64_t)mb->size + 255) & ~255ull;
            l->surf[l->nsurf++] = (vx_surface){VISA_AM_SS, SCRATCH_KEY, 0, l->scratch_size, 1};
        } else if (!strcmp(mb->type, "global") && !strcmp(mb->usage, "private_space") && mb->size > 0 &&
                   !l->private_size) {
            /* per work-item (is_simt_thread) or per thread; a thread's block is found through its id in %sr0 */
            l->private_size = (uint64_t)mb->size * (mb->is_simt_thread ? l->simd : 1);
        } else {
            return gi_launch_fail(err, errlen, "launch: per-thread memory buffer '%s' (%s, slot %d) is not supported", mb->type,
                        mb->usage, mb->slot);
        }
    }
    return 0;
}

/* The kernel's .input variables: where each is loaded from. */
static int inputs(launch *l, char *err, size_t errlen)
{
    l->payload_size = l->grf + l->ptis + l->cross_size;
    l->inputs = gi_xcalloc(l->kern.inputs.len + 1, sizeof *l->inputs);
    for (size_t i = 0; i < l->kern.inputs.len; i++) {
        const visa_input *vi = gi_vec_at(&l->kern.inputs, i);
        if (vi->offset < 0) return gi_launch_fail(err, errlen, "launch: input %zu has a negative offset (%d)", i, vi->offset);
        vinput in = {vi->id, (uint32_t)vi->offset, vi->size};
        if (in.off + in.size > l->payload_size) l->payload_size = in.off + in.size;   /* zeros past the data */
        l->inputs[l->ninputs++] = in;
    }
    return 0;
}

/* The program's data sections (constant tables of the math built-ins, globals)
 * above the buffers, each 256-byte aligned, and its symbols at their addresses
 * (what `faddr` gives). */
static int map_data(launch *l, uint64_t *end, char *err, size_t errlen)
{
    uint64_t at = (*end + 0xffff) & ~0xffffull;
    uint64_t *base = gi_xcalloc(l->z.ndata + 1, sizeof *base);
    for (size_t i = 0; i < l->z.ndata; i++) {
        const visa_zebin_data *d = &l->z.data[i];
        base[i] = at;
        if (d->size && (gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, at, d->size) != GI_MEM_OK ||
                        (d->bytes && gi_mem_write(&l->gmem, GI_SPACE_GLOBAL, 0, at, d->bytes, d->size) != GI_MEM_OK))) {
            free(base);
            return gi_launch_fail(err, errlen, "launch: the zebin's %s (%llu bytes) exceeds the guest memory limit", d->name,
                        (unsigned long long)d->size);
        }
        at = (at + d->size + 255) & ~255ull;
    }
    l->syms = gi_xcalloc(l->z.nsyms + 1, sizeof *l->syms);
    for (size_t i = 0; i < l->z.nsyms; i++)
        l->syms[l->nsyms++] = (vx_symbol){l->z.syms[i].name, base[l->z.syms[i].section] + l->z.syms[i].value};
    free(base);
    *end = at;
    return 0;
}

static int setup(launch *l, char *err, size_t errlen)
{
    const gi_launch_spec *s = l->spec;
    if (read_kernel(l, err, errlen) || thread_layout(l, err, errlen)) return -1;
    l->items = (uint64_t)s->block[0] * s->block[1] * s->block[2];
    l->ngroups = (uint64_t)s->grid[0] * s->grid[1] * s->grid[2];
    if (l->items > MAX_WG)
        return gi_launch_fail(err, errlen, "launch: a work-group of %llu work-items is larger than %u",
                    (unsigned long long)l->items, MAX_WG);
    const unsigned *rq = l->k->required_work_group_size;
    if (rq[0] && (s->block[0] != rq[0] || s->block[1] != rq[1] || s->block[2] != rq[2]))
        return gi_launch_fail(err, errlen, "launch: kernel '%s' was compiled for work-groups of (%u,%u,%u)", l->name, rq[0], rq[1],
                    rq[2]);
    l->nthreads = (unsigned)((l->items + l->simd - 1) / l->simd);
    gi_mem_init(&l->gmem, l->opt->max_memory);
    uint64_t end;
    if (gi_launch_place((gi_launch_spec *)s, &l->gmem, BUFFER_BASE, &end, err, errlen)) return -1;
    if (cross_thread(l, err, errlen) || surfaces(l, err, errlen) || inputs(l, err, errlen)) return -1;
    l->nworkers = gi_launch_threads(l->opt->threads);
    if (l->nworkers > l->ngroups) l->nworkers = (unsigned)(l->ngroups ? l->ngroups : 1);
    if (map_data(l, &end, err, errlen)) return -1;
    if (l->private_size) {   /* one private block per thread slot of every worker, at its %sr0 id */
        l->private_base = (end + 0xffff) & ~0xffffull;
        uint64_t bytes = l->private_size * l->nthreads * l->nworkers;
        if (gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, l->private_base, bytes) != GI_MEM_OK)
            return gi_launch_fail(err, errlen, "launch: the private memory (%llu bytes) exceeds the guest memory limit",
                        (unsigned long long)bytes);
        if (!l->private_at)
            return gi_launch_fail(err, errlen, "launch: kernel '%s' has private memory but no private_base_stateless argument",
                        l->name);
        gi_le_store(l->private_at, l->private_base, 8);
        end = l->private_base + bytes;
    }
    if (l->scratch_size) {   /* one scratch space per thread slot of every worker */
        l->scratch_base = (end + 0xffff) & ~0xffffull;
        uint64_t bytes = l->scratch_size * l->nthreads * l->nworkers;
        if (gi_mem_map(&l->gmem, GI_SPACE_GLOBAL, l->scratch_base, bytes) != GI_MEM_OK)
            return gi_launch_fail(err, errlen, "launch: the scratch space (%llu bytes) exceeds the guest memory limit",
                        (unsigned long long)bytes);
    }
    return 0;
}

/* ---- work-groups ---- */

/* The inputs against the program's variables (once: every thread has the same). */
static int inputs_check(const launch *l, const visa_exec *x, char *err, size_t errlen)
{
    for (size_t i = 0; i < l->ninputs; i++) {
        const vinput *in = &l->inputs[i];
        const vx_var *v = vx_var_of(x, in->id);
        if (!v || v->unmodelled || in->size > v->size)
            return gi_launch_fail(err, errlen, "launch: input %zu (variable %u, %u bytes at %u) is not a variable of that size", i,
                        in->id, in->size, in->off);
    }
    return 0;
}

static int worker_ready(launch *l, worker *w, unsigned wid, char *err, size_t errlen)
{
    if (w->ready) return 0;
    gi_mem_init(&w->view, l->opt->max_memory);
    gi_mem_init(&w->smem, l->opt->max_memory);
    if (gi_regions_borrow(&w->view.global, &l->gmem.global) != GI_MEM_OK) return gi_launch_fail(err, errlen, "out of memory");
    w->m = gi_xcalloc(l->nthreads, sizeof *w->m);
    w->x = gi_xcalloc(l->nthreads, sizeof *w->x);
    if (l->opt->trace_memory && !(w->mt = gi_mt_group_new(l->opt->trace_memory, l->nthreads)))
        return gi_launch_fail(err, errlen, "out of memory");
    for (unsigned i = 0; i < l->nthreads; i++) {
        gi_machine *m = &w->m[i];
        gi_machine_init(m, 32, l->opt->max_memory);
        w->n = i + 1;
        m->mem.global_view = &w->view.global;
        m->mem.shared_view = &w->smem.shared;
        visa_exec *x = w->x[i] = vx_thread_new(l->t, m, l->code, l->size, err, errlen);
        if (!x) return -1;
        gi_mt_group_attach(w->mt, i, m);
        /* the vx_inputs were checked against this program in inputs_check */
        x->surf = gi_xcalloc(l->nsurf + 1, sizeof *x->surf);
        memcpy(x->surf, l->surf, l->nsurf * sizeof *x->surf);
        x->nsurf = l->nsurf;
        x->amo = &l->amo;
        x->syms = l->syms, x->nsyms = l->nsyms;
        if (l->scratch_size) x->surf[l->nsurf - 1].base = l->scratch_base + ((uint64_t)wid * l->nthreads + i) * l->scratch_size;
    }
    w->payload = gi_xcalloc(l->payload_size + 8, 1);
    w->ready = true;
    return inputs_check(l, w->x[0], err, errlen);
}

static void worker_free(worker *w)
{
    gi_mt_group_free(w->mt);
    free(w->payload);
    for (unsigned i = 0; i < w->n; i++) {
        vx_state_free(w->x[i]);
        gi_machine_free(&w->m[i]);
    }
    free(w->m);
    free(w->x);
    if (w->view.global.borrowed) gi_regions_release(&w->view.global);
    gi_mem_free(&w->view);
    gi_mem_free(&w->smem);
}

/* %sr0 dword 0 of thread slot s: a hardware thread id that IGC's private-memory addressing
 * reads back as s (dg2: the id is sr0 bits 13:0 without bits 3 and 6, so s's bits 2:0, 4:3
 * and 11:5 go to sr0 bits 2:0, 5:4 and 13:7). Distinct per thread slot of the launch. */
static uint32_t sr0_of_slot(uint32_t s)
{
    return (s & 7) | (s >> 3 & 3) << 4 | (s >> 5) << 7;
}

/* Thread ti of work-group g: its payload into its .input variables and %r0; its channels. */
static uint32_t thread_start(const launch *l, visa_exec *x, unsigned ti, unsigned slot, const uint32_t g[3],
                             uint8_t *pl)
{
    const gi_launch_spec *s = l->spec;
    memset(pl, 0, l->payload_size);
    gi_le_store(pl + 4, g[0], 4);
    pl[8] = (uint8_t)ti;   /* r0.2 bits 7:0: the thread's index in its work-group (IGC's get_sub_group_id) */
    gi_le_store(pl + 24, g[1], 4);
    gi_le_store(pl + 28, g[2], 4);
    if (l->scratch_size) gi_le_store(pl + 20, SCRATCH_KEY << 4, 4);
    uint32_t exec = 0;
    for (unsigned lane = 0; lane < l->simd; lane++) {
        uint64_t flat = (uint64_t)ti * l->simd + lane;
        if (flat >= l->items) break;
        exec |= 1u << lane;
        const uint64_t id[3] = {flat % s->block[0], flat / s->block[0] % s->block[1], flat / s->block[0] / s->block[1]};
        for (unsigned d = 0; d < l->lid_dims; d++)
            gi_le_store(pl + l->grf + l->lid_off + d * l->lid_stride + 2 * lane, id[d], 2);
    }
    memcpy(pl + l->grf + l->ptis, l->cross, l->cross_size);
    vx_thread_reset(x, exec);
    memcpy(x->regs + x->predef[VX_PREDEF_R0].off, pl, l->grf);
    gi_le_store(x->regs + x->predef[VX_PREDEF_SR0].off, sr0_of_slot(slot), 4);
    for (size_t i = 0; i < l->ninputs; i++) {
        const vinput *in = &l->inputs[i];
        const vx_var *v = vx_var_of(x, in->id);
        memcpy(x->regs + v->off, pl + in->off, in->size);
    }
    return exec;
}

_Static_assert((int)VX_THREAD_BARRIER == (int)GI_WAVE_BARRIER && (int)VX_THREAD_END == (int)GI_WAVE_END && (int)VX_THREAD_ERROR == (int)GI_WAVE_ERROR, "VX_THREAD_* are GI_WAVE_*");
/* the threads of a worker's work-group for gi_group_run (VX_THREAD_* are GI_WAVE_*) */
static int thread_run(void *user, unsigned t, uint64_t budget) { return vx_thread_run(((worker *)user)->x[t], budget); }
static gi_machine *thread_machine(void *user, unsigned t) { return &((worker *)user)->m[t]; }
static uint64_t thread_lane_insts(void *user, unsigned t) { return ((worker *)user)->x[t]->lane_insts; }

static int run_group(void *user, unsigned wid, uint64_t gi)
{
    launch *l = user;
    worker *wk = &l->workers[wid];
    gi_launch_ledger *g = &l->ledger;
    const gi_launch_spec *s = l->spec;
    const uint32_t c[3] = {(uint32_t)(gi % s->grid[0]), (uint32_t)(gi / s->grid[0] % s->grid[1]),
                           (uint32_t)(gi / s->grid[0] / s->grid[1])};
    char err[400];
    if (worker_ready(l, wk, wid, err, sizeof err))
        return gi_ledger_fail(g, gi, "%s", err);
    if (gi_mem_set_shared_size(&wk->smem, 0) != GI_MEM_OK || gi_mem_set_shared_size(&wk->smem, l->slm) != GI_MEM_OK)
        return gi_ledger_fail(g, gi, "the work-group's SLM (%llu bytes) exceeds the guest memory limit",
                              (unsigned long long)l->slm);
    for (unsigned i = 0; i < l->nthreads; i++) thread_start(l, wk->x[i], i, wid * l->nthreads + i, c, wk->payload);
    gi_mt_group_begin(wk->mt, c);
    static const gi_group_waves ops = {thread_run, thread_machine, thread_lane_insts, "work-group", "thread"};
    if (gi_group_run(g, l->opt->max_insts, gi, c, l->nthreads, &ops, wk)) return -1;
    if (gi_mt_group_end(wk->mt, gi)) return gi_ledger_fail(g, gi, "out of memory writing the memory trace");
    return 0;
}

int visa_launch(const visa_target *t, const uint8_t *code, size_t n, gi_launch_spec *spec,
                const gi_launch_options *opt, char **result, char *err, size_t errlen)
{
    launch *l = gi_xcalloc(1, sizeof *l);
    l->spec = spec, l->opt = opt, l->t = t, l->code = code, l->size = n;
    visa_kernel_init(&l->kern);
    pthread_mutex_init(&l->amo, NULL);
    gi_ledger_init(&l->ledger, opt->max_insts);
    int status = 1;
    *result = NULL;
    double t0 = gi_wall_seconds(), t1 = t0, t2 = t0;
    if (!setup(l, err, errlen)) {
        l->workers = gi_xcalloc(l->nworkers, sizeof *l->workers);
        t1 = t2 = gi_wall_seconds();
        if (gi_launch_parallel(l->nworkers, l->ngroups, run_group, l) != 0) {
            snprintf(err, errlen, "%s", l->ledger.err);
        } else if (t2 = gi_wall_seconds(), !(*result = gi_launch_result_json(spec, &l->gmem, &l->ledger.st))) {
            snprintf(err, errlen, "out of memory");
        } else {
            status = l->ledger.st.nfaults ? 2 : 0;
        }
        for (unsigned i = 0; l->workers && i < l->nworkers; i++) worker_free(&l->workers[i]);
        free(l->workers);
        if (opt->times)
            opt->times->setup = t1 - t0, opt->times->run = t2 - t1, opt->times->result = gi_wall_seconds() - t2;
    }
    visa_zebin_free(&l->z);
    visa_kernel_free(&l->kern);
    pthread_mutex_destroy(&l->amo);
    free(l->cross);
    free(l->inputs);
    free(l->surf);
    free(l->syms);
    gi_mem_free(&l->gmem);
    gi_ledger_free(&l->ledger);
    free(l);
    return status;
}

/* AMDGPU execution: the executor on the shared core (amdgpu/exec/exec.c,
 * amdgpu/exec/exec_ops.c) over the decoder (amdgpu/dis/decode.h). See
 * docs/amdgpu-exec.md. The wave API below is what a kernel launch
 * (amdgpu/exec/launch.c) drives: one decoded program shared by many waves,
 * each on its own machine. */
#ifndef GI_AMDGPU_EXEC_H
#define GI_AMDGPU_EXEC_H
#include "amdgpu/dis/decode.h"
#include "exec/isa_exec.h"

extern const gi_isa_exec gi_amdgpu_exec;

typedef struct amd_prog amd_prog;
typedef struct amd_x amd_wave;

/* The global wave sync (GWS) resources a launch's waves share (exec_gws.c,
 * docs/amdgpu-exec.md "Global wave sync"): 64 resources, each a counter
 * (ds_gws_init's value: the semaphore count, or the barrier's waves - 1),
 * the waves arrived at its barrier, and generation counts that release the
 * waves waiting at the barrier (bar_gen) or at ds_gws_sema_p (rel_gen). */
enum { AMD_GWS_RES = 64 };
typedef struct amd_gws {
    uint32_t value[AMD_GWS_RES], arrived[AMD_GWS_RES], bar_gen[AMD_GWS_RES], rel_gen[AMD_GWS_RES];
} amd_gws;

/* What a launch gives a wave (all zero for `gpuisa run --state`). */
typedef struct amd_wave_env {
    bool launch;                               /* s_barrier suspends the wave */
    void (*amo_lock)(void *user, bool on);     /* around each global atomic instruction */
    void *amo_user;
    unsigned wave_id;                          /* the wave's index in its workgroup (s_get_waveid_in_workgroup) */
    bool unaligned;                            /* SH_MEM_CONFIG.alignment_mode UNALIGNED (D-M3 off) */
    amd_gws *gws;                              /* co-resident launch: the shared GWS resources (else the wave's own) */
} amd_wave_env;

/* Decode code[0, size) linearly; base is the guest address of byte 0. Words
 * that do not decode become instructions that stop the wave with an error
 * when executed. NULL and a message when out of memory. */
amd_prog *amd_prog_new(const amd_ctx *c, const uint8_t *code, size_t size, uint64_t base, char *err, size_t errlen);
void amd_prog_free(amd_prog *p);
/* The instruction index at byte offset off: 0 and the index, -1 if no
 * instruction starts there. */
int amd_prog_index(const amd_prog *p, uint64_t off, uint64_t *idx);
/* The byte offset of every instruction (index order) and their count (--trace-memory texts). */
const uint64_t *amd_prog_offsets(const amd_prog *p, size_t *n);

/* A wave on machine m (lanes set by the caller), registers zero. */
amd_wave *amd_wave_new(const amd_ctx *c, amd_prog *p, gi_machine *m, const amd_wave_env *env);
void amd_wave_free(amd_wave *w);
/* Registers back to zero, counters cleared, pc = start. */
void amd_wave_reset(amd_wave *w, uint64_t start);
void amd_wave_set_sgpr(amd_wave *w, unsigned i, uint32_t v);
void amd_wave_set_vgpr(amd_wave *w, unsigned r, unsigned lane, uint32_t v);
/* LDS bytes of the work-group and private bytes per lane (the machine's
 * shared and local memory must already be set up by the caller). */
void amd_wave_set_sizes(amd_wave *w, uint64_t lds_size, uint64_t scratch_size);
uint64_t amd_wave_lane_insts(const amd_wave *w);
/* The MODE register (float round and denormal modes, DX10_CLAMP, IEEE);
 * -1 for a mode the operations do not implement (docs/amdgpu-exec.md). */
int amd_wave_set_mode(amd_wave *w, uint32_t mode);
bool amd_mode_modelled(uint32_t mode);

enum { AMD_WAVE_END, AMD_WAVE_BARRIER, AMD_WAVE_BUDGET, AMD_WAVE_ERROR, AMD_WAVE_GWS };
/* Run from m->pc until s_endpgm (or the end of the code), s_barrier, an error
 * (m->error), `budget` instructions (m->icount counts them), or (launch
 * only) a GWS instruction that must wait (AMD_WAVE_GWS: m->pc stays on it,
 * not counted; the next run retries it). */
int amd_wave_run(amd_wave *w, uint64_t budget);

/* Does the program hold a GWS instruction (the launch then runs co-resident)? */
bool amd_prog_uses_gws(const amd_prog *p);
/* The GWS resource a wave waits for (and the instruction's mnemonic), -1 if none. */
int amd_wave_gws_wait(const amd_wave *w, const char **what);

#endif

/* The waves (warps, threads) of one workgroup on one host thread, round-robin: each
 * runs until it ends, fails or waits at the workgroup barrier; when every wave still
 * running waits there, all go on (a wave that has ended no longer holds the barrier
 * back). The instruction budget comes from the launch's ledger in chunks. Shared by
 * the SASS and vISA launchers (docs/execution.md). */
#ifndef GI_EXEC_LAUNCH_GROUP_H
#define GI_EXEC_LAUNCH_GROUP_H
#include "exec/launch_ledger.h"

/* a wave's state after a run; SASS_WARP_* and VX_THREAD_* use the same values */
enum { GI_WAVE_RUN, GI_WAVE_BARRIER, GI_WAVE_END, GI_WAVE_ERROR };

typedef struct gi_group_waves {
    /* run wave w for up to budget instructions: GI_WAVE_*; its machine (counts, error) */
    int (*run)(void *user, unsigned w, uint64_t budget);
    gi_machine *(*machine)(void *user, unsigned w);
    uint64_t (*lane_insts)(void *user, unsigned w);
    const char *group_noun, *wave_noun;   /* "CTA"/"warp", "work-group"/"thread": the messages' words */
} gi_group_waves;

/* Run group gi (ids c) of n waves to its end: 0, or -1 after gi_ledger_fail (an error of a
 * wave, the instruction limit). Finished waves are added to the ledger. */
int gi_group_run(gi_launch_ledger *g, uint64_t max_insts, uint64_t gi, const uint32_t c[3], unsigned n,
                 const gi_group_waves *ops, void *user);

#endif

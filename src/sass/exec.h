/* The SASS executor (src/sass/exec.c), plugged into gi_sass_module.exec. */
#ifndef GI_SASS_EXEC_H
#define GI_SASS_EXEC_H

#include "exec/machine.h"
#include <stddef.h>
#include <stdint.h>

struct gi_isa_exec;
extern const struct gi_isa_exec gi_sass_exec;

/* A step value of the executor: BAR.SYNC in a warp of a launch (pc is past it). */
enum { SASS_STEP_BARRIER = 2 };

/* Warps of a kernel launch (launch.c): one per gi_machine, the program decoded from the hardware
 * layout (code, size); BAR.SYNC stops a run. NULL and a message when the code cannot run. */
void *sass_warp_new(gi_machine *m, const uint8_t *code, size_t size, char *err, size_t errlen);
void sass_warp_free(void *w);
/* A fresh start for a CTA: registers, predicates and CC zero, the ids S2R reads (tid[d][lane]),
 * the active lanes, counters and faults cleared. */
void sass_warp_reset(void *w, const uint32_t ctaid[3], const uint32_t *const tid[3], uint64_t exec);
enum { SASS_WARP_RUN, SASS_WARP_BARRIER, SASS_WARP_END, SASS_WARP_ERROR };
/* Run at most budget instructions: SASS_WARP_RUN when the budget ran out, _BARRIER at a BAR.SYNC,
 * _END when every lane has exited (or the program ended), _ERROR with the message in m->error. */
int sass_warp_run(void *w, uint64_t budget);
/* Instructions times the lanes active at their start, since the reset. */
uint64_t sass_warp_lane_insts(const void *w);

#endif

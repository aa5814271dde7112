/* The run loop of the core over an ISA executor. */
#ifndef GI_EXEC_RUN_H
#define GI_EXEC_RUN_H
#include "exec/isa_exec.h"

/* Run from pc 0 (see gi_emu_run). On a negative status m->error says why. */
gi_run_status gi_machine_run(gi_machine *m, const gi_isa_exec *x, void *st, unsigned flags);

#endif

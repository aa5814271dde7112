/* The bookkeeping a launch's host threads share (docs/execution.md): the
 * instruction budget handed out in chunks, the counts and faults of finished
 * waves, and the error of the lowest-numbered workgroup that failed (so the
 * message does not depend on thread timing). Every ISA's launch uses it. */
#ifndef GI_EXEC_LAUNCH_LEDGER_H
#define GI_EXEC_LAUNCH_LEDGER_H
#include "exec/launch.h"
#include "exec/machine.h"
#include <pthread.h>
#include <stdarg.h>

typedef struct gi_launch_ledger {
    pthread_mutex_t mu;
    uint64_t budget;         /* instructions left (under mu) */
    gi_launch_stats st;      /* under mu */
    char err[512];           /* under mu */
    uint64_t err_group;
} gi_launch_ledger;

void gi_ledger_init(gi_launch_ledger *g, uint64_t budget);
void gi_ledger_free(gi_launch_ledger *g);
/* Keep the message when it is the first or its group is lower; returns -1. */
int gi_ledger_fail(gi_launch_ledger *g, uint64_t group, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int gi_ledger_vfail(gi_launch_ledger *g, uint64_t group, const char *fmt, va_list ap)
    __attribute__((format(printf, 3, 0)));
/* Up to `chunk` instructions of the budget (0: it is spent); give back what a run did not use. */
uint64_t gi_ledger_take(gi_launch_ledger *g, uint64_t chunk);
void gi_ledger_give_back(gi_launch_ledger *g, uint64_t n);
/* Add a finished wave's counts and faults (tagged with its group and wave); -1 when out of memory. */
int gi_ledger_wave_done(gi_launch_ledger *g, const uint32_t group[3], unsigned wave, const gi_machine *m,
                        uint64_t lane_insts);

#endif

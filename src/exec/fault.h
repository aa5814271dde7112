/* The fault list of one run: {pc, lane, kind, address} in the order the
 * executor recorded them. Its storage is charged to the guest memory limit,
 * so that a program faulting in a loop cannot exhaust the host. */
#ifndef GI_EXEC_FAULT_H
#define GI_EXEC_FAULT_H
#include "gpuisa/run.h"
#include "exec/mem.h"

typedef struct gi_faults {
    gi_fault *f;
    size_t n, cap;
} gi_faults;

/* Append; GI_MEM_NOMEM when the memory limit is reached. `kind` must be a
 * string with static storage. */
int gi_faults_add(gi_faults *fl, gi_mem *mem, uint64_t pc, int lane, const char *kind, uint64_t address);
void gi_faults_clear(gi_faults *fl, gi_mem *mem);
void gi_faults_free(gi_faults *fl, gi_mem *mem);

#endif

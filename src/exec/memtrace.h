/* The memory-access trace of `gpuisa run --trace-memory FILE` (schema in
 * docs/memory-trace.md): one record per lane access, as CSV (gzip when FILE
 * ends in .gz).
 *
 * A trace (gi_memtrace, public in gpuisa/run.h) is the sink: the file, the
 * instruction texts by pc and the order of the workgroups. The hook stores the
 * records of a wave, packed (memtrace_int.h), in that wave's buffer
 * (gi_mt_wave, the hook's context; no lock); writer threads format, compress
 * and write them (mtsink.c, mtcsv.c), so the run does not format. A single run
 * streams its one wave's buffer to the sink every 64 KiB. A launch keeps a
 * workgroup's wave buffers until the workgroup ends, then hands them to the
 * sink (gi_mt_group_end), which writes workgroups in index order, each as wave
 * 0's records, then wave 1's, ...: the file is the same for every --threads. A
 * workgroup that ends before a lower-numbered one waits in memory (at most
 * about one workgroup per host thread when workgroups are handed out in order,
 * as gi_launch_parallel does). */
#ifndef GI_EXEC_MEMTRACE_H
#define GI_EXEC_MEMTRACE_H
#include "exec/machine.h"
#include "gpuisa/gpuisa.h"
#include <stddef.h>
#include <stdint.h>

/* A workgroup's waves (one per machine of a launcher's worker). All calls accept NULL (no trace). */
typedef struct gi_mt_group gi_mt_group;

/* The instruction texts of a launch: instruction i at code[offs[i]], disassembled with the
 * context gi_launch gave the trace. Only the first call of a trace counts. */
void gi_mt_code(gi_memtrace *t, const uint8_t *code, size_t size, const uint64_t *offs, size_t n);
/* The context of the launch (gi_launch calls it). */
void gi_mt_bind_ctx(gi_memtrace *t, const gi_ctx *ctx);

gi_mt_group *gi_mt_group_new(gi_memtrace *t, unsigned nwaves);
/* Machine m runs wave `wave` of the group: its hook writes into that wave's buffer. */
void gi_mt_group_attach(gi_mt_group *g, unsigned wave, gi_machine *m);
/* A new workgroup starts on these waves (empties their buffers). */
void gi_mt_group_begin(gi_mt_group *g, const uint32_t group[3]);
/* The workgroup of linear index `index` ended: its records go to the file in order. -1: out of memory
 * or a write failed (the trace's close reports it). */
int gi_mt_group_end(gi_mt_group *g, uint64_t index);
void gi_mt_group_free(gi_mt_group *g);

#endif

/* The memory geometry the report and the pictures of a memory trace assume
 * per ISA and target (docs/memory-trace.md "Geometry"), and the spaces and
 * kinds of the trace's records as `gpuisa report` numbers them. One table for
 * tools/cmd_report.c and src/exec/mempic*.c. */
#ifndef GI_EXEC_MEMGEOM_H
#define GI_EXEC_MEMGEOM_H

typedef struct gi_mem_geometry {
    unsigned sector, line, banks, bank_bytes;
    unsigned bank_lanes;      /* lanes the shared memory serves together (a wave64 LDS access: two halves) */
} gi_mem_geometry;

/* The geometry of a trace's `isa` and `target` columns (Maxwell's for an unknown ISA). */
gi_mem_geometry gi_mem_geometry_of(const char *isa, const char *target);

/* The `space` column: global, shared (SASS shared, AMDGPU LDS, vISA SLM), local, const. */
enum { GI_MSP_GLOBAL, GI_MSP_SHARED, GI_MSP_LOCAL, GI_MSP_CONST, GI_MSP_N };
extern const char *const gi_mem_space_names[GI_MSP_N];
/* The `kind` column, as bits (an instruction's kinds are their union). */
enum { GI_MK_LOAD = 1, GI_MK_STORE = 2, GI_MK_ATOMIC = 4 };

#endif

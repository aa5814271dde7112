/* The per-target memory geometry of docs/memory-trace.md "Geometry". */
#include "exec/memgeom.h"
#include <string.h>

const char *const gi_mem_space_names[GI_MSP_N] = {"global", "shared", "local", "const"};

gi_mem_geometry gi_mem_geometry_of(const char *isa, const char *target)
{
    gi_mem_geometry g = {32, 128, 32, 4, 32};   /* sass (Maxwell): 32-byte sectors, 128-byte L1 lines, 32 banks x 4 bytes */
    if (!strcmp(isa, "amdgpu")) g.line = !strncmp(target, "gfx9", 4) ? 64 : 128;   /* gfx9: 64, gfx10+: 128 */
    if (!strcmp(isa, "visa")) g.line = 64, g.banks = 16, g.bank_lanes = 16;   /* Xe: 64-byte lines; SLM 16 x 4 */
    return g;
}

/* The AMDGPU kernel launch (launch.c, docs/amdgpu-launch.md). */
#ifndef GI_AMDGPU_EXEC_LAUNCH_H
#define GI_AMDGPU_EXEC_LAUNCH_H
#include "amdgpu/amdgpu.h"
#include "exec/launch.h"

/* Launch a kernel of the ELF object or code object obj[0, n) over the spec's
 * grid. Returns 0, 2 (faults recorded) with the result JSON in *result
 * (malloc'd), or 1 and a message in err. */
int amd_launch(const amd_ctx *c, const uint8_t *obj, size_t n, gi_launch_spec *spec, const gi_launch_options *opt,
               char **result, char *err, size_t errlen);

#endif

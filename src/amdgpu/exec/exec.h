/* AMDGPU execution: the executor on the shared core (amdgpu/exec/exec.c,
 * amdgpu/exec/exec_ops.c) over the decoder (amdgpu/dis/decode.h). See
 * docs/amdgpu-exec.md. */
#ifndef GI_AMDGPU_EXEC_H
#define GI_AMDGPU_EXEC_H
#include "amdgpu/dis/decode.h"
#include "exec/isa_exec.h"

extern const gi_isa_exec gi_amdgpu_exec;

#endif

// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s 2>&1 | FileCheck --check-prefix=UNMOD %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 %s > /dev/null 2>&1; test $? -eq 1
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-lanes32.json %s 2>&1 | FileCheck --check-prefix=LANES %s
// An instruction that is not modelled stops the run with an error naming it (exit 1), never a
// silent no-op; the lane count must be the wave size of the target (D-W1).
s_mov_b32 s0, 1
ds_ordered_count v2, v1 offset:4 gds
s_endpgm
// UNMOD: instruction 1: ds_ordered_count is not modelled
// LANES: lanes must be 64 for gfx900

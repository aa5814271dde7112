// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s 2>&1 | FileCheck %s
// A VOP3P source that is an inline constant or a literal is not modelled (how the 16-bit
// constant fills the high half is not fixed by the spec): exit 1 naming the instruction.
v_pk_add_u16 v0, v1, v2
v_pk_add_f16 v0, v1, 1.0
s_endpgm
// CHECK: instruction 1: v_pk_add_f16 with a constant, literal or special source is not modelled

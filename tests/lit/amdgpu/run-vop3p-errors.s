// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %s 2>&1 | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --json %S/Inputs/run-vop3p-neg.s 2>&1 | FileCheck --check-prefix=NEG %s
// A packed 16-bit source that is SCC, VCCZ, EXECZ or an aperture register is not modelled
// (constants and literals are: run-vop3p-const.s), nor neg on integer halves: exit 1
// naming the instruction.
v_pk_add_u16 v0, v1, v2
v_pk_add_u16 v0, v1, src_scc
s_endpgm
// CHECK: instruction 1: v_pk_add_u16 with this special source is not modelled
// NEG: instruction 0: v_pk_add_u16 with clamp or neg is not modelled

// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-pk-mad.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// v_pk_mad_u16/i16: per half a * b + c modulo 2^16, halves chosen by op_sel (low result) and
// op_sel_hi (high result). Lane 0: v1 = {lo 0xffff, hi 3}, v2 = {2, 4}, v3 = {1, 5}.
v_pk_mad_u16 v0, v1, v2, v3       // lo: 0xffff * 2 + 1 = 0x1ffff -> 0xffff; hi: 3 * 4 + 5 = 0x11
v_pk_mad_i16 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1]
                                  // lo: 3 * 2 + 1 = 7; hi: -1 * 4 + 5 = 1
s_endpgm

// CHECK: regs.v0: 0x11ffff{{( 0x0){63}$}}
// CHECK: regs.v4: 0x10007{{( 0x0){63}$}}
// CHECK-NOT: fault
// CHECK: instructions: 3

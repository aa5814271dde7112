// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-inc-dec.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// The wrapping counters of the inc/dec atomics (DS, GLOBAL, FLAT; 32 and 64 bits), lanes 0..3
// active on one address, applied in lane order (D-M4). By hand, with old = memory, limit = data:
// inc: old >= limit ? 0 : old + 1; dec: old == 0 || old > limit ? limit : old - 1.
// LDS 0x0 = 1, 0x4 = 1, 0x8 = 5, 0x10 (u64) = 0xffffffff; global 0x1000 = 0, 0x1008 (u64) = 2^33.
ds_inc_rtn_u32 v1, v0, v2                  // limit 2: 1->2, 2->0, 0->1, 1->2; lanes see 1 2 0 1
ds_dec_rtn_u32 v3, v0, v2 offset:4         // limit 2: 1->0, 0->2, 2->1, 1->0; lanes see 1 0 2 1
ds_dec_u32 v0, v2 offset:8                 // limit 2: 5->2 (above the limit), 2->1, 1->0, 0->2
ds_inc_rtn_u64 v[4:5], v0, v[6:7] offset:16 // limit 2^32: 0xffffffff->2^32, 2^32->0, 0->1, 1->2
global_atomic_dec v8, v[10:11], v2, off glc // limit 2: 0->2, 2->1, 1->0, 0->2; lanes see 0 2 1 0
global_atomic_inc_x2 v[12:13], v[10:11], v[6:7], off offset:8 glc // limit 2^32: 2^33->0, 0->1, 1->2, 2->3
flat_atomic_inc v14, v[10:11], v15 glc     // 0x1000 (2 after the dec), limit 0xffffffff: 2..5 seen, 6 left
s_endpgm

// CHECK: regs.v1: 0x1 0x2 0x0 0x1{{( 0x0){60}$}}
// CHECK: regs.v12: 0x0 0x0 0x1 0x2{{( 0x0){60}$}}
// CHECK-NEXT: regs.v13: 0x2 0x0 0x0 0x0{{( 0x0){60}$}}
// CHECK-NEXT: regs.v14: 0x2 0x3 0x4 0x5{{( 0x0){60}$}}
// CHECK: regs.v3: 0x1 0x0 0x2 0x1{{( 0x0){60}$}}
// CHECK-NEXT: regs.v4: 0xffffffff 0x0 0x0 0x1{{( 0x0){60}$}}
// CHECK-NEXT: regs.v5: 0x0 0x1 0x0 0x0{{( 0x0){60}$}}
// CHECK: regs.v8: 0x0 0x2 0x1 0x0{{( 0x0){60}$}}
// CHECK: memory lds 0x0 u32: 0x2 0x0 0x2
// CHECK-NEXT: memory lds 0x10 u64: 0x2
// CHECK-NEXT: memory global 0x1000 u32: 0x6
// CHECK-NEXT: memory global 0x1008 u64: 0x3
// CHECK-NOT: fault
// CHECK: instructions: 8

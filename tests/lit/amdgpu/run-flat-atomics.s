// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-flat-atomics.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// GLOBAL atomics (D-F5, D-M4: lanes in ascending order, each returning lane sees the value the
// lanes below it left; D-M2: a faulting lane returns 0 and changes nothing). EXEC = lanes 0, 1.
// State: global 0x1000: 10 100 7; v1 = 5 6; v[2:3] = 0x1000 (both lanes); v[4:5] = 0x1004;
// v[6:7] = {src 0x55, cmp 100} and {src 0x66, cmp 100}; v11 = 0xffffffff 3; v[13:14] = 0x1002, 0x1ffc.
global_atomic_add v0, v[2:3], v1, off glc       // lane 0: 10 -> 15, returns 10; lane 1: 15 -> 21, returns 15
global_atomic_cmpswap v8, v[4:5], v[6:7], off glc // lane 0: 100 == 100 -> 0x55, returns 100;
                                                  // lane 1: 0x55 != 100, unchanged, returns 0x55
global_atomic_smin v[2:3], v11, off offset:8    // no glc: smin(7, -1) = -1, then smin(-1, 3) = -1
global_atomic_add v12, v[13:14], v1, off glc    // lane 0 0x1002: misaligned; lane 1 0x1ffc: out_of_bounds; both 0
s_endpgm

// CHECK: regs.v0: 0xa 0xf{{( 0x0){62}$}}
// CHECK: regs.v12: 0x0 0x0{{( 0x0){62}$}}
// CHECK: regs.v8: 0x64 0x55{{( 0x0){62}$}}
// CHECK-NEXT: memory global 0x1000 u32: 0x15 0x55 0xffffffff
// CHECK-NEXT: fault pc=3 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=3 lane=1 kind=out_of_bounds address=0x1ffc
// CHECK-NEXT: instructions: 5

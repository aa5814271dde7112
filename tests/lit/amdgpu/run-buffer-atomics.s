// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-buffer-atomics.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// MUBUF atomics on GFX9 (D-F5, D-B3, D-B4, D-M2..D-M4): lanes in ascending order, glc returns
// the old value into the data register, cmpswap data = {src, cmp}; an element out of range does
// nothing and returns 0; a misaligned one faults and returns 0. EXEC = lanes 0, 1.
// State: V# s[4:7] = base 0x1000, stride 0, num_records 16; global 0x1000: 5 7 0x10 0xffffffff;
// v0 = 0 4; v1 = 3 10; v10 = 0x20 8; v2 = 1 2; v3 = 0xffffffff 0xffffffff; v4 = v5 = 9 9.
buffer_atomic_add v1, v0, s[4:7], 0 offen glc      // 5+3 = 8 at 0x1000, 7+10 = 17 at 0x1004; v1 = 5 7
buffer_atomic_umax v10, off, s[4:7], 0 offset:8    // both lanes at 0x1008: max(0x10, 0x20), then max(0x20, 8)
buffer_atomic_cmpswap v[2:3], off, s[4:7], 0 offset:12 glc // lane 0: 0xffffffff == cmp -> 1, returns 0xffffffff;
                                                   // lane 1: 1 != cmp, unchanged, returns 1
buffer_atomic_add v4, off, s[4:7], 0 offset:16 glc // 16 + 4 > 16: out of range, returns 0
buffer_atomic_add v5, off, s[4:7], 0 offset:2 glc  // 0x1002 is misaligned: a fault per lane, returns 0
s_endpgm

// CHECK: regs.v1: 0x5 0x7{{( 0x0){62}$}}
// CHECK-NEXT: regs.v10: 0x20 0x8{{( 0x0){62}$}}
// CHECK-NEXT: regs.v2: 0xffffffff 0x1{{( 0x0){62}$}}
// CHECK-NEXT: regs.v3: 0xffffffff 0xffffffff{{( 0x0){62}$}}
// CHECK-NEXT: regs.v4: 0x0 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v5: 0x0 0x0{{( 0x0){62}$}}
// CHECK: memory global 0x1000 u32: 0x8 0x11 0x20 0x1
// CHECK-NEXT: fault pc=4 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=4 lane=1 kind=misaligned address=0x1002
// CHECK-NEXT: instructions: 6

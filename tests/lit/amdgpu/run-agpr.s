// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx90a --state %S/Inputs/run-agpr.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx90a --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx90a -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// The AGPR file (gfx90a): v_accvgpr_write (a VGPR or an inline constant into an AGPR),
// v_accvgpr_read (AGPR to VGPR) and v_accvgpr_mov (AGPR to AGPR) in the active lanes only.
// EXEC = lanes 0, 1. State: v2 = 1 2, a5 = 0x55 0x66 (other lanes 0), a3 = 0xdeadbeef.
// Expected values by hand.
v_accvgpr_write_b32 a1, v2      // a1 = 1 2
v_accvgpr_read_b32 v3, a5       // v3 = 0x55 0x66
v_accvgpr_write_b32 a2, -4      // a2 = 0xfffffffc in lanes 0, 1
v_accvgpr_mov_b32 a3, a5        // a3 = 0x55 0x66, lanes 2-63 keep 0xdeadbeef
s_endpgm

// CHECK: regs.a1: 0x1 0x2{{( 0x0){62}$}}
// CHECK-NEXT: regs.a2: 0xfffffffc 0xfffffffc{{( 0x0){62}$}}
// CHECK-NEXT: regs.a3: 0x55 0x66{{( 0xdeadbeef){62}$}}
// CHECK-NEXT: regs.a5: 0x55 0x66{{( 0x0){62}$}}
// CHECK: regs.v3: 0x55 0x66{{( 0x0){62}$}}
// CHECK: instructions: 5

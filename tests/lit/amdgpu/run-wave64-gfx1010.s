// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 -mattr=+wavefrontsize64 --state %S/Inputs/run-lane-ids64.json --json %s | %jsonq | FileCheck %s
// gfx1010 with +wavefrontsize64 runs wave64 (D-W1): the compare writes all 64 bits of VCC
// (lanes 4..63 false, so the given high half 0xffffffff is cleared), v_cmpx writes EXEC only
// (D-W4). State: v1 = lane number, vcc = 0xffffffff00000000. Derived by hand.
v_cmp_gt_u32 vcc, 4, v1          // lanes 0..3: vcc = 0x000000000000000f
v_cmpx_gt_u32 2, v1              // lanes 0, 1: exec = 0x3; vcc unchanged
s_endpgm
// CHECK: regs.exec: 0x0000000000000003
// CHECK-NEXT: regs.v1:
// CHECK-NEXT: regs.vcc: 0x000000000000000f
// CHECK-NEXT: instructions: 3

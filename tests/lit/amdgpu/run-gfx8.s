// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-gfx7.json --json %s | %jsonq | FileCheck %s
// GFX8 (wave64, EXEC = lane 0): SMEM byte offsets with bits 1:0 dropped (D-SM1), v_add_u32 /
// v_sub_u32 with a carry-out (D-I1), 16-bit results zero bits 31:16 (D-FP8). Derived by hand.
// State: s[0:1] = 0x1000, s2 = 0xffffffff, v0 = 4, v5 = 0xffff0000, v6 = 0xabcd3c00 (f16 1.0).
s_load_dword s4, s[0:1], 0x1     // 0x1001 & ~3 = 0x1000: 1
s_load_dword s5, s[0:1], 0x4     // 0x1004: 2
v_add_u32 v1, vcc, s2, v0        // 3, carry: vcc = 1
v_sub_u32_e64 v2, s[6:7], v0, s2 // 4 - 0xffffffff = 5, borrow: s[6:7] = 1
v_add_f16 v5, v6, v6             // 2.0 = 0x4000, bits 31:16 zeroed (v5 was 0xffff0000)
s_endpgm

// CHECK: regs.s4: 0x1
// CHECK-NEXT: regs.s5: 0x2
// CHECK-NEXT: regs.s6: 0x1
// CHECK-NEXT: regs.s7: 0x0
// CHECK: regs.v1: 0x3{{( 0x0){63}$}}
// CHECK-NEXT: regs.v2: 0x5{{( 0x0){63}$}}
// CHECK-NEXT: regs.v5: 0x4000{{( 0xffff0000){63}$}}
// CHECK: regs.vcc: 0x0000000000000001
// CHECK-NEXT: instructions: 6

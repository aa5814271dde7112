// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mem-smem.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// SMEM buffer loads (range per dword, out of range 0 without a fault), scalar stores and atomics.
// State: V# s[4:7] = base 0x1000, stride 0, num_records 16 bytes; s[8:9] = 0x1000; s30 = 0x77,
// s31 = 5, s32 = 9, s33 = 1; global 0x1000: 1 2 3 4 5 6.
s_buffer_load_dwordx4 s[20:23], s[4:7], 0x4    // offsets 4 8 12 in range: 2 3 4; 16 + 4 > 16: 0
s_buffer_load_dword s24, s[4:7], 0x10           // 16 + 4 > 16: 0
s_store_dword s30, s[8:9], 0x8                  // 0x1008 <- 0x77
s_atomic_add s31, s[8:9], 0x0 glc               // 0x1000: 1 + 5 = 6, s31 <- old 1
s_buffer_atomic_cmpswap s[32:33], s[4:7], 0x0 glc // memory 6 != cmp s33 = 1: kept; s32 <- old 6
s_endpgm

// CHECK-DAG: regs.s20: 0x2
// CHECK-DAG: regs.s21: 0x3
// CHECK-DAG: regs.s22: 0x4
// CHECK-DAG: regs.s23: 0x0
// CHECK-DAG: regs.s24: 0x0
// CHECK-DAG: regs.s30: 0x77
// CHECK-DAG: regs.s31: 0x1
// CHECK-DAG: regs.s32: 0x6
// CHECK-DAG: regs.s33: 0x1
// CHECK: memory global 0x1000 u32: 0x6 0x2 0x77 0x4 0x5 0x6
// CHECK-NOT: fault
// CHECK: instructions: 6

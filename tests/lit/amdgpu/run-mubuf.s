// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mubuf.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// MUBUF on GFX9 (D-B1..D-B4): raw buffers are range-checked per dword against num_records
// (bytes), indexed buffers by index < num_records; soffset and the base are outside the check;
// out of range is not a fault (loads 0, stores dropped); in range obeys D-M1..D-M4. EXEC = lanes 0, 1.
// State: V# s[4:7] = base 0x1000, stride 0, num_records 12; V# s[8:11] = base 0x2000, stride 8,
// num_records 2; s12 = 8, s13 = 0x1000; v0 = 4 8; v5 = 1 2; v7 = 0xaa 0xbb;
// global 0x1000: 1 2 3 4; global 0x2000: 10 11 20 21 30 31.
buffer_load_dword v1, v0, s[4:7], 0 offen            // offsets 4, 8: 2 3
buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 offen offset:4 // lane 0: 8 -> 3, 12+4 > 12 -> 0;
                                                          // lane 1: 12, 16 both out -> 0 0 (no fault)
buffer_load_dword v4, v5, s[8:11], 0 idxen           // lane 0: index 1, 0x2008 -> 20; lane 1: index 2 >= 2 -> 0
buffer_load_dword v6, v5, s[8:11], s12 idxen offset:4 // lane 0: 0x2000 + 8 + (4 + 8*1) = 0x2014 -> 31; lane 1 out
buffer_store_dword v7, v0, s[4:7], 0 offen offset:2  // lane 0: 6 in range, 0x1006 misaligned (fault);
                                                      // lane 1: 10 + 4 > 12 out of range: dropped
buffer_store_dword v7, off, s[4:7], s13              // both lanes 0x1000 + 0x1000 = 0x2000: lane 1 last, 0xbb
s_endpgm

// CHECK: regs.v1: 0x2 0x3{{( 0x0){62}$}}
// CHECK: regs.v2: 0x3 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v3: 0x0 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v4: 0x14 0x0{{( 0x0){62}$}}
// CHECK: regs.v6: 0x1f 0x0{{( 0x0){62}$}}
// CHECK: memory global 0x1000 u32: 0x1 0x2 0x3 0x4
// CHECK-NEXT: memory global 0x2000 u32: 0xbb 0xb 0x14 0x15 0x1e 0x1f
// CHECK-NEXT: fault pc=4 lane=0 kind=misaligned address=0x1006
// CHECK-NEXT: instructions: 7

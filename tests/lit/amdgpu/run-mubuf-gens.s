// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx700 --state %S/Inputs/run-mubuf-gens.json --json %s | %jsonq | FileCheck %s --check-prefix=G7
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-mubuf-gens.json --json %s | %jsonq | FileCheck %s --check-prefix=G8
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mubuf-gens.json --json %s | %jsonq | FileCheck %s --check-prefix=G9
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --mattr=+wavefrontsize64 --state %S/Inputs/run-mubuf-gens.json --json %s | %jsonq | FileCheck %s --check-prefix=G10
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx803 --show-encoding %s | grep -o 'encoding: .*' > %t.gi8
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx803 -show-encoding %s | grep -o 'encoding: .*' > %t.mc8
// RUN: diff %t.gi8 %t.mc8
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx1010 --show-encoding %s | grep -o 'encoding: .*' > %t.gi10
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1010 -show-encoding %s | grep -o 'encoding: .*' > %t.mc10
// RUN: diff %t.gi10 %t.mc10
// The MUBUF range check on each generation (docs/amdgpu-exec.md "MUBUF"), lanes 0 and 1. Every
// V# has base 0x2000 and stride 8; num_records / dword3 (OOB_SELECT in bits 29:28 on GFX10):
// s[4:7] 12 / 0 (structured with offset), s[8:11] 12 / 3 (raw), s[12:15] 2 / 1 (structured),
// s[16:19] 0 / 2 (none). v0 = 0 4, v5 = 1 2 (indices), v7 = 0xaa 0xbb, v8 = 0x55.
// Global 0x2000: 10 11 20 21 30 31 40 41. GFX7: stride != 0 -> index >= num_records; GFX8:
// stride * index + offset + 4 > num_records (bytes); GFX9: D-B3 (IDXEN and stride -> index,
// else bytes); GFX10 by OOB_SELECT. Expected values by hand:
buffer_load_dword v1, v5, s[4:7], 0 idxen          // addresses 0x2008, 0x2010 (20, 30)
// gfx7 20 30 | gfx8 8+4 <= 12 -> 20, 16+4 > 12 -> 0 | gfx9 20 30 | gfx10 (sel 0, offset 0 + 4 <= 8): 20 30
buffer_load_dword v2, v5, s[4:7], 0 idxen offset:8 // 0x2010, 0x2018 (30, 40)
// gfx7 30 40 | gfx8 20, 28 > 12 -> 0 0 | gfx9 30 40 | gfx10 offset 8 + 4 > stride 8 -> 0 0
buffer_load_dword v3, v0, s[8:11], 0 offen         // offsets 0, 4 (10, 11): in range everywhere
buffer_load_dword v4, v5, s[8:11], 0 idxen         // 0x2008, 0x2010
// gfx7 20 30 | gfx8 20 0 | gfx9 20 30 | gfx10 (raw, 8 * index + 4 > 12): 20 0
buffer_load_dword v6, v5, s[12:15], 0 idxen offset:12 // lane 0 0x2014 (31); lane 1 index 2 >= 2
// gfx7 31 0 | gfx8 8 + 12 + 4 > 2 -> 0 0 | gfx9 31 0 | gfx10 (structured): 31 0
buffer_load_dword v8, v0, s[16:19], 0 offen        // num_records 0: out everywhere -> 0 0
buffer_store_dword v7, v0, s[12:15], 0 offen       // no idxen (index 0), offsets 0, 4
// gfx7 index 0 < 2 -> stored | gfx8 0 + 4 > 2 -> dropped | gfx9 raw, dropped | gfx10 index 0 < 2 -> stored
s_endpgm

// G7: regs.v1: 0x14 0x1e 0x0
// G7-NEXT: regs.v2: 0x1e 0x28 0x0
// G7-NEXT: regs.v3: 0xa 0xb 0x0
// G7-NEXT: regs.v4: 0x14 0x1e 0x0
// G7: regs.v6: 0x1f 0x0 0x0
// G7: regs.v8: 0x0 0x0 0x55
// G7: memory global 0x2000 u32: 0xaa 0xbb 0x14 0x15 0x1e 0x1f 0x28 0x29
// G7-NOT: fault
// G8: regs.v1: 0x14 0x0 0x0
// G8-NEXT: regs.v2: 0x0 0x0 0x0
// G8-NEXT: regs.v3: 0xa 0xb 0x0
// G8-NEXT: regs.v4: 0x14 0x0 0x0
// G8: regs.v6: 0x0 0x0 0x0
// G8: regs.v8: 0x0 0x0 0x55
// G8: memory global 0x2000 u32: 0xa 0xb 0x14 0x15 0x1e 0x1f 0x28 0x29
// G8-NOT: fault
// G9: regs.v1: 0x14 0x1e 0x0
// G9-NEXT: regs.v2: 0x1e 0x28 0x0
// G9-NEXT: regs.v3: 0xa 0xb 0x0
// G9-NEXT: regs.v4: 0x14 0x1e 0x0
// G9: regs.v6: 0x1f 0x0 0x0
// G9: regs.v8: 0x0 0x0 0x55
// G9: memory global 0x2000 u32: 0xa 0xb 0x14 0x15 0x1e 0x1f 0x28 0x29
// G9-NOT: fault
// G10: regs.v1: 0x14 0x1e 0x0
// G10-NEXT: regs.v2: 0x0 0x0 0x0
// G10-NEXT: regs.v3: 0xa 0xb 0x0
// G10-NEXT: regs.v4: 0x14 0x0 0x0
// G10: regs.v6: 0x1f 0x0 0x0
// G10: regs.v8: 0x0 0x0 0x55
// G10: memory global 0x2000 u32: 0xaa 0xbb 0x14 0x15 0x1e 0x1f 0x28 0x29
// G10-NOT: fault

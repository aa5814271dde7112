// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mem.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mem.json --json %s > /dev/null; test $? -eq 2
// SMEM, GLOBAL, FLAT (through both apertures), SCRATCH and DS on gfx900 with EXEC = lanes 0, 1.
// Expected values derived by hand from ../shared/spec/amdgpu-run.md (D-SM1, D-AP1, D-F1..D-F4,
// D-M1..D-M5, D-DS1..D-DS4); "a b" below = lane 0, lane 1.
// State: global 0x1000: 0x11223344 0x55667788 0xdeadbeef 0x80; global 0x2000: bytes ff 7f 80 01;
// lds_size 256, lds 0: 10 20 30 40; scratch_size 64, scratch 0 = 0xaa (every lane), lane 1 at 4 = 0xbb;
// apertures at their defaults: shared 0x0001000000000000, private 0x0002000000000000.
s_load_dwordx2 s[4:5], s[0:1], 0x4   // 0x1004: s4 = 0x55667788, s5 = 0xdeadbeef
s_load_dword s6, s[0:1], 0x3         // 0x1003 & ~3 = 0x1000: 0x11223344
s_load_dword s7, s[2:3], 0x0         // 0x3000 not allocated: fault lane -1, s7 = 0
global_load_dword v1, v[2:3], off    // 0x1000, 0x1008: 0x11223344 0xdeadbeef
global_load_dword v4, v5, s[0:1] offset:-4 // 0x1000 + zext(v5) - 4 = 0x1004, 0x100c: 0x55667788 0x80
global_load_sbyte v6, v[7:8], off    // 0xff -> 0xffffffff; 0x80 -> 0xffffff80
global_load_ushort v9, v[7:8], off offset:2 // 0x2002: 0x0180; 0x2004 not allocated: 0, out_of_bounds
global_load_dword v10, v[2:3], off offset:2 // 0x1002, 0x100a: misaligned (strict: 4), both 0
global_store_dword v[2:3], v11, off offset:4 // 0x1004 = 10, 0x100c = 11
global_load_dword v12, v[13:14], off // 0x0001000000000004 is in the shared window: aperture_violation;
                                     // lane 1: 0x1000 = 0x11223344
flat_load_dword v15, v[13:14]        // lane 0: LDS offset 4 = 20; lane 1: global 0x1000 = 0x11223344
flat_store_dword v[16:17], v11       // lane 0: private window, scratch offset 8 = 10;
                                     // lane 1: LDS offset 0x100 + 4 > 256: out_of_bounds at the flat address
scratch_load_dword v18, off, s8 offset:4 // offset 8: lane 0 10 (just stored), lane 1 0
scratch_load_dword v19, v20, off     // lane 0 offset 0 = 0xaa; lane 1 0xfffffffc: out_of_bounds, 0
scratch_load_dword v21, v22, off offset:-4 // offset 4: lane 0 0, lane 1 0xbb
ds_write_b32 v23, v24 offset:8       // lds 8 = 0x77, lds 12 = 0x88
ds_read2_b32 v[25:26], v27 offset1:3 // lane 0: lds 0, 12 = 10 0x88; lane 1: lds 4, 16 = 20 0
ds_add_rtn_u32 v28, v29, v30         // both lanes lds 0, lane order: 10+5 = 15 (returns 10), 15+6 = 21 (returns 15)
ds_read_b32 v31, v32                 // lane 0 offset 2: misaligned; lane 1 offset 256: out_of_bounds; both 0
s_endpgm

// CHECK: regs.s4: 0x55667788
// CHECK-NEXT: regs.s5: 0xdeadbeef
// CHECK-NEXT: regs.s6: 0x11223344
// CHECK-NEXT: regs.s7: 0x0
// CHECK: regs.v1: 0x11223344 0xdeadbeef{{( 0x0){62}$}}
// CHECK: regs.v10: 0x0 0x0{{( 0x0){62}$}}
// CHECK: regs.v12: 0x0 0x11223344{{( 0x0){62}$}}
// CHECK: regs.v15: 0x14 0x11223344{{( 0x0){62}$}}
// CHECK: regs.v18: 0xa 0x0{{( 0x0){62}$}}
// CHECK-NEXT: regs.v19: 0xaa 0x0{{( 0x0){62}$}}
// CHECK: regs.v21: 0x0 0xbb{{( 0x0){62}$}}
// CHECK: regs.v25: 0xa 0x14{{( 0x0){62}$}}
// CHECK-NEXT: regs.v26: 0x88 0x0{{( 0x0){62}$}}
// CHECK: regs.v28: 0xa 0xf{{( 0x0){62}$}}
// CHECK: regs.v31: 0x0 0x0{{( 0x0){62}$}}
// CHECK: regs.v4: 0x55667788 0x80{{( 0x0){62}$}}
// CHECK: regs.v6: 0xffffffff 0xffffff80{{( 0x0){62}$}}
// CHECK: regs.v9: 0x180 0x0{{( 0x0){62}$}}
// CHECK-NEXT: memory global 0x1000 u32: 0x11223344 0xa 0xdeadbeef 0xb
// CHECK-NEXT: memory lds 0x0 u32: 0x15 0x14 0x77 0x88
// CHECK-NEXT: memory scratch 0x8 u32: 0xa
// CHECK-NEXT: fault pc=2 lane=-1 kind=out_of_bounds address=0x3000
// CHECK-NEXT: fault pc=6 lane=1 kind=out_of_bounds address=0x2004
// CHECK-NEXT: fault pc=7 lane=0 kind=misaligned address=0x1002
// CHECK-NEXT: fault pc=7 lane=1 kind=misaligned address=0x100a
// CHECK-NEXT: fault pc=9 lane=0 kind=aperture_violation address=0x1000000000004
// CHECK-NEXT: fault pc=11 lane=1 kind=out_of_bounds address=0x1000000000100
// CHECK-NEXT: fault pc=13 lane=1 kind=out_of_bounds address=0xfffffffc
// CHECK-NEXT: fault pc=18 lane=0 kind=misaligned address=0x2
// CHECK-NEXT: fault pc=18 lane=1 kind=out_of_bounds address=0x100
// CHECK-NEXT: instructions: 20

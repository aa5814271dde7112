// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-apertures.json --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-bad-global.json %s 2>&1 | FileCheck --check-prefix=BADG %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-bad-lds.json %s 2>&1 | FileCheck --check-prefix=BADL %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-bad-aperture.json %s 2>&1 | FileCheck --check-prefix=BADA %s
// Apertures moved by the state (D-AP1), the aperture operands (D-O5), FLAT routing at the window
// edge (D-F1), a GLOBAL access whose last byte enters a window (D-M1), and "unaligned" mode
// (D-M3: exact bytes). Expected values derived by hand. State: shared_base 0x0000100000000000,
// private_base 0x0000200000000000, lds_size 1024, lds 0 = 0x1234, global 0x100: bytes 1 2 3 4 5.
s_mov_b64 s[0:1], src_shared_base   // 64-bit read: s0 = 0, s1 = 0x1000
s_mov_b64 s[2:3], src_private_limit // private_base + 0xffffffff: s2 = 0xffffffff, s3 = 0x2000
s_mov_b32 s4, src_shared_limit      // 32-bit read: the low dword, 0xffffffff
v_mov_b32 v1, s1                    // v[0:1] = shared_base
flat_load_dword v4, v[0:1]          // LDS offset 0: 0x1234
flat_load_dword v5, v[6:7]          // LDS offset 0xfffffffc >= 1024: out_of_bounds at 0x00001000fffffffc
global_load_dword v8, v[9:10], off  // 0x00000ffffffffffe..0x0000100000000001 ends in the shared window
global_load_dword v11, v[12:13], off // unaligned mode: bytes 2 3 4 5 at 0x101 = 0x05040302
s_endpgm

// CHECK: regs.s0: 0x0
// CHECK-NEXT: regs.s1: 0x1000
// CHECK-NEXT: regs.s2: 0xffffffff
// CHECK-NEXT: regs.s3: 0x2000
// CHECK-NEXT: regs.s4: 0xffffffff
// CHECK: regs.v11: 0x5040302{{( 0x0){63}$}}
// CHECK: regs.v4: 0x1234{{( 0x0){63}$}}
// CHECK-NEXT: regs.v5: 0x0{{( 0x0){63}$}}
// CHECK: regs.v8: 0x0{{( 0x0){63}$}}
// CHECK: fault pc=5 lane=0 kind=out_of_bounds address=0x1000fffffffc
// CHECK-NEXT: fault pc=6 lane=0 kind=aperture_violation address=0xffffffffffe
// CHECK-NEXT: instructions: 9
// BADG: overlap the shared aperture
// BADL: past lds_size (16)
// BADA: apertures.shared_base must be a 64-bit address with zero low 32 bits

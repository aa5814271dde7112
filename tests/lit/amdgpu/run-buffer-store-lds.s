// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-buffer-store-lds.json --json %s | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx803 --state %S/Inputs/run-buffer-store-lds.json --json %s | %jsonq | FileCheck %s
// buffer_store_lds_dword (docs/amdgpu-exec.md D-B5): lane l reads LDS at M0[15:0] + offset + 4l
// and stores it at base + soffset + offset (no VGPR address), lanes in order (D-M4: the last
// active lane's dword stays). V# s[4:7]: base 0x2000, stride 0, num_records 16; soffset s8 = 4.
// LDS dword 4 + l = 0x100 + l (written first); global 0x2000 = 1 2 3 4 5.
s_mov_b32 m0, -1                       // GFX8: M0 is the DS limit (D-DS3)
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0          // v0 = l
v_lshlrev_b32 v1, 2, v0
v_or_b32 v2, 0x100, v0
ds_write_b32 v1, v2 offset:16          // LDS byte 16 + 4l = 0x100 + l
s_mov_b32 m0, 0x10008                  // M0[15:0] = 8 (bits above ignored)
s_mov_b64 exec, 0xf
buffer_store_lds_dword s[4:7], s8 offset:8 lds  // LDS 16 + 4l = 0x100 + l -> 0x2000 + 4 + 8:
                                       // lanes 0..3 in order, 0x103 stays at 0x200c (dword 3)
buffer_store_lds_dword s[4:7], s8 offset:16 lds // offset 16 + 4 > num_records 16: nothing stored
s_mov_b32 m0, 0xfff8
buffer_store_lds_dword s[4:7], s8 lds  // LDS 0xfff8 + 4l: lanes 0, 1 in range (0xfff8, 0xfffc; 4
                                       // < 16: stored, lane 1 last: LDS 0xfffc = 0 -> 0x2004),
                                       // lanes 2, 3 past the 64 KiB: out_of_bounds at 0x10000, 0x10004
s_endpgm

// CHECK: memory global 0x2000 u32: 0x1 0x0 0x3 0x103 0x5
// CHECK: fault pc=11 lane=2 kind=out_of_bounds address=0x10000
// CHECK-NEXT: fault pc=11 lane=3 kind=out_of_bounds address=0x10004

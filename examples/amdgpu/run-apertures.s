// mcpu: gfx900
// FLAT addresses through the apertures (spec/amdgpu-run.md D-O5, D-AP1, D-F1..D-F3): the program
// reads the LDS and private aperture bases from src_shared_base / src_private_base, builds one
// FLAT address per lane in each window, and checks with DS and SCRATCH instructions that the
// bytes landed in LDS and in each lane's private memory. The state moves the shared aperture to
// 0x0003000000000000 (the private one keeps its default). Run it with its state:
//   build/gpuisa run --isa=amdgpu --mcpu=gfx900 --state examples/amdgpu/run-apertures.json examples/amdgpu/run-apertures.s
s_mov_b64 s[0:1], src_shared_base     // 0x00030000_00000000 (from the state)
s_mov_b64 s[2:3], src_private_base    // 0x00020000_00000000 (default)
s_mov_b64 s[4:5], src_shared_limit    // base + 0xffffffff
v_lshlrev_b32 v1, 2, v0               // 4 * lane
v_add_u32 v2, 0x100, v1               // LDS offset 0x100 + 4 * lane
v_mov_b32 v3, s1                      // high dword of the shared window
flat_store_dword v[2:3], v0           // LDS[0x100 + 4 * lane] = lane
v_mov_b32 v10, 0x40                   // private offset 0x40 ...
v_mov_b32 v11, s3                     // ... in the private window
v_mul_u32_u24 v12, 3, v0              // 3 * lane
flat_store_dword v[10:11], v12        // each lane's scratch[0x40] = 3 * lane
ds_read_b32 v6, v1 offset:0x100       // LDS read-back: lane
v_mov_b32 v13, 0
scratch_load_dword v7, v13, off offset:0x40 // scratch read-back: 3 * lane
v_mov_b32 v2, 0x200                   // LDS offset 0x200 ...
v_mov_b32 v3, s1
flat_load_dword v8, v[2:3]            // ... read through the aperture: the state's LDS word
s_endpgm

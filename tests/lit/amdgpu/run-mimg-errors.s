// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mimg-errors.json --json %s | %jsonq | FileCheck %s
// RUN: not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mimg-errors-lod1.json %s 2>&1 | FileCheck %s --check-prefix=LOD1
// RUN: not %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-mimg-errors-tiled.json %s 2>&1 | FileCheck %s --check-prefix=TILED
// MIMG mip levels and tiling (docs/amdgpu-exec.md "Typed buffers and images"), lane 0 only. T#
// s[8:15]: base 0x2000, 32 UINT, 3 x 2, 2D, BASE_LEVEL 0, LAST_LEVEL 1 (dword3 0x90010fac), pitch 4;
// memory 0 1 2 ... 7; v3 = 2, v7 = 0x55. run-mimg-errors-lod1.json: v6 = 1 (lane 0);
// run-mimg-errors-tiled.json: the T# with SW_MODE 9 (dword3 0x90910fac).
v_mov_b32 v1, 1
image_load_mip v8, v[1:3], s[8:15] dmask:0x1 unorm   // (1, 0), lod 2 > LAST_LEVEL 1: out of range, 0
v_mov_b32 v5, 1
image_load_mip v9, v[4:6], s[8:15] dmask:0x1 unorm   // (0, 1), lod v6 = 0: element 4
image_store_mip v7, v[4:6], s[8:15] dmask:0x1 unorm  // lod 0: element 4 = 0x55; lod 1 (in range, not
                                                     // level 0): a run error
s_endpgm
// CHECK: regs.v8: 0x0 0x0
// CHECK: regs.v9: 0x4 0x0
// CHECK: memory global 0x2000 u32: 0x0 0x1 0x2 0x3 0x55 0x5 0x6 0x7
// LOD1: image_load_mip: mip level 1 of a linear image is not modelled
// TILED: image_load_mip: tiled (non-linear) images are not modelled

// examples/amdgpu/launch: clang-14's reduction kernel (LDS, barriers, one global atomic per
// workgroup) over 4 workgroups of 256 on gfx900 (16 waves) and gfx1010 (32 waves), 1 and 2
// threads: the sum of (i * 7) mod 101 over i < 1000 is 49875 (i = 101 q + r: 9 full periods of
// 7 r mod 101 summing to 5050 each = 45450, plus i = 909..999, r = 0..90: sum of 7 r mod 101 = 4425).
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/../../../examples/amdgpu/launch/reduce.launch.json --json %S/../../../examples/amdgpu/launch/reduce-gfx900.s | %jsonq | FileCheck --check-prefixes=SUM,W64 %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/../../../examples/amdgpu/launch/reduce.launch.json --threads 2 --json %S/../../../examples/amdgpu/launch/reduce-gfx900.s | %jsonq | FileCheck --check-prefixes=SUM,W64 %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx1010 --launch %S/../../../examples/amdgpu/launch/reduce.launch.json --threads 2 --json %S/../../../examples/amdgpu/launch/reduce-gfx1010.s | %jsonq | FileCheck --check-prefixes=SUM,W32 %s
// SUM: buffer sum[0]: 0xc2d3
// W64: waves: 16
// W32: waves: 32

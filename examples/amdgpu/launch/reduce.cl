/* A workgroup sum in LDS with barriers, then one atomic add per workgroup:
 *   clang-14 -x cl -cl-std=CL1.2 -cl-no-stdinc -include ../../../tests/corpus/amdgpu/prelude.h \
 *     -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 -S reduce.cl -o reduce-gfx900.s */
kernel void reduce(global const uint *in, global uint *sum, local uint *part, uint n)
{
  uint lid = get_local_id(0), i = get_global_id(0);
  part[lid] = i < n ? in[i] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (lid < s) part[lid] += part[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) atomic_add(sum, part[0]);
}

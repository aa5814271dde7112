"""A large real compiler output for the benchmarks: an OpenCL C kernel with
fully unrolled loops, compiled by clang-14 for an AMDGPU target (the device
library is not needed: work-item ids come from clang builtins)."""
import os, shutil, subprocess, sys

KERNEL = """
__kernel void big%(k)d(__global float *a, __global const float *b, __local float *t, int n) {
  int l = __builtin_amdgcn_workitem_id_x();
  int i = l + __builtin_amdgcn_workgroup_id_x() * 256;
  float acc = a[i];
  t[l] = acc;
  __builtin_amdgcn_s_barrier();
  #pragma unroll
  for (int k = 0; k < %(unroll)d; k++) {
    acc = acc * b[(i + k * %(stride)d) & 1023] + t[(l + k) & 255] + (float)k;
    if (acc > 1e6f) acc = acc * 0.5f;
  }
  a[i] = acc;
}
"""

def compile_big(workdir, mcpu="gfx900", kernels=4, unroll=3000):
    """Write big.cl into workdir, compile it with clang-14 -S; return the .s path."""
    clang = shutil.which("clang-14") or shutil.which("clang")
    if not clang:
        sys.exit("clang-14 is needed to make the benchmark input")
    cl = os.path.join(workdir, "big.cl")
    with open(cl, "w") as f:
        for k in range(kernels):
            f.write(KERNEL % {"k": k, "unroll": unroll, "stride": 7 + 2 * k})
    out = os.path.join(workdir, "big.s")
    subprocess.run([clang, "-target", "amdgcn-amd-amdhsa", "-mcpu=" + mcpu, "-nogpulib", "-O2", "-S",
                    cl, "-o", out], check=True)
    return out

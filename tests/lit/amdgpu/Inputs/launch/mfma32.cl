typedef float v32f __attribute__((ext_vector_type(32)));
__kernel void mfma32(__global const float *a, __global const float *b, __global float *d)
{
    int l = __builtin_amdgcn_workitem_id_x();   /* one wave: the lane */
    v32f c;
#pragma unroll
    for (int r = 0; r < 32; r++) c[r] = d[l * 32 + r];
    v32f o = __builtin_amdgcn_mfma_f32_32x32x1f32(a[l], b[l], c, 0, 0, 0);
#pragma unroll
    for (int r = 0; r < 32; r++) d[l * 32 + r] = o[r];
}

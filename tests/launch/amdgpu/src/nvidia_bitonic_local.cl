/* Bitonic sort of a block in local memory, written for the gpuisa launch corpus after the
 * `bitonicSortLocal` kernel of the NVIDIA OpenCL SDK sample oclSortingNetworks (NVIDIA GPU
 * Computing SDK licence); no code copied, the sorting network follows Batcher's published
 * algorithm.  Each work-group sorts 2 * get_local_size(0) keys (with their values) in local
 * memory: log2(n) stages of compare-and-swap passes separated by barriers; the direction of
 * the final merge alternates between work-groups, as in the SDK, so that consecutive blocks
 * form bitonic sequences for a global merge. */
#define LOCAL_SIZE_LIMIT 512

static inline void comparator(uint *keyA, uint *valA, uint *keyB, uint *valB, uint dir) {
  if ((*keyA > *keyB) == dir) {
    uint t = *keyA; *keyA = *keyB; *keyB = t;
    t = *valA; *valA = *valB; *valB = t;
  }
}

__kernel void bitonicSortLocal(__global uint *d_DstKey, __global uint *d_DstVal,
                               __global const uint *d_SrcKey, __global const uint *d_SrcVal,
                               uint arrayLength, uint sortDir) {
  __local uint l_key[LOCAL_SIZE_LIMIT];
  __local uint l_val[LOCAL_SIZE_LIMIT];
  const uint n = 2 * get_local_size(0);
  const uint base = get_group_id(0) * n + get_local_id(0);
  l_key[get_local_id(0)] = d_SrcKey[base];
  l_val[get_local_id(0)] = d_SrcVal[base];
  l_key[get_local_id(0) + n / 2] = d_SrcKey[base + n / 2];
  l_val[get_local_id(0) + n / 2] = d_SrcVal[base + n / 2];
  uint dirFinal = (get_group_id(0) & 1) ^ sortDir;
  for (uint size = 2; size <= n; size <<= 1) {
    uint ddd = size == n ? dirFinal : (dirFinal ^ ((get_local_id(0) & (size / 2)) != 0));
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      barrier(CLK_LOCAL_MEM_FENCE);
      uint pos = 2 * get_local_id(0) - (get_local_id(0) & (stride - 1));
      uint ka = l_key[pos], va = l_val[pos], kb = l_key[pos + stride], vb = l_val[pos + stride];
      comparator(&ka, &va, &kb, &vb, ddd);
      l_key[pos] = ka; l_val[pos] = va;
      l_key[pos + stride] = kb; l_val[pos + stride] = vb;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  d_DstKey[base] = l_key[get_local_id(0)];
  d_DstVal[base] = l_val[get_local_id(0)];
  d_DstKey[base + n / 2] = l_key[get_local_id(0) + n / 2];
  d_DstVal[base + n / 2] = l_val[get_local_id(0) + n / 2];
}

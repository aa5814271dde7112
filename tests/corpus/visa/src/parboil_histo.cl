/* Corpus kernel parboil_histo for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "histo / imghisto" (abduld/Parboil benchmarks/imghisto/src/opencl_base/kernel.cl, benchmarks/histo/src/opencl_base/histo_final.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define UINT8_MAX 255

/* one global atomic per pixel, saturating at 255 */
__kernel void histo_kernel(__global const unsigned int *img, __global unsigned int *histo,
                           unsigned int img_width, unsigned int img_height) {
  unsigned int i = get_global_id(0);
  if (i < img_width * img_height) {
    unsigned int value = img[i];
    if (histo[value] < UINT8_MAX)
      atomic_inc(&histo[value]);
  }
}

/* privatised in local memory, then merged */
__kernel void histo_local_kernel(__global const unsigned int *img, __global unsigned int *histo,
                                 unsigned int size, unsigned int nbins, __local unsigned int *lh) {
  for (unsigned int b = get_local_id(0); b < nbins; b += get_local_size(0))
    lh[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int i = get_global_id(0); i < size; i += get_global_size(0))
    atomic_add(&lh[img[i] % nbins], 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int b = get_local_id(0); b < nbins; b += get_local_size(0))
    if (lh[b])
      atomic_add(&histo[b], lh[b]);
}

/* pack the 32-bit bins into saturated 8-bit output */
__kernel void histo_final_kernel(unsigned int size_low_histo, unsigned int size_histo,
                                 __global const unsigned int *global_histo, __global unsigned char *final_histo) {
  unsigned int start_offset = get_local_id(0) + get_group_id(0) * get_local_size(0);
  for (unsigned int i = start_offset; i < size_histo; i += get_global_size(0)) {
    unsigned int v = global_histo[i];
    final_histo[i] = (unsigned char)min(v, (unsigned int)UINT8_MAX);
  }
}

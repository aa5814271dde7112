/* Corpus kernel parboil_sad for gpuisa's -filetype=obj tests.
 * Modelled on: Parboil "sad (sum of absolute differences)" (abduld/Parboil benchmarks/sad/src/opencl_nvidia/kernel.cl; suite licence: University of Illinois/NCSA open source licence (Parboil)).
 * Written for this corpus after the benchmark's algorithm, kernel names,
 * arguments and launch shape; no code was copied from the suite.
 */
#define SEARCH_RANGE 16
#define SEARCH_DIMENSION (2 * SEARCH_RANGE + 1)
#define MAX_POS (SEARCH_DIMENSION * SEARCH_DIMENSION)

/* 4x4 SADs of one macroblock against every search position; 16-bit results */
__kernel void mb_sad_calc(__global unsigned short *blk_sad, __global const unsigned short *frame,
                          int mb_width, int mb_height, __global const unsigned short *ref, int ref_width) {
  int txy = get_local_id(0);
  int mb = get_group_id(0);
  int mbx = mb % mb_width, mby = mb / mb_width;
  int blk = get_group_id(1);       /* 4x4 sub-block of the 16x16 macroblock */
  int bx = mbx * 16 + (blk & 3) * 4, by = mby * 16 + (blk >> 2) * 4;
  __local unsigned short cur[16];
  if (txy < 16)
    cur[txy] = frame[(by + (txy >> 2)) * mb_width * 16 + bx + (txy & 3)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int pos = txy; pos < MAX_POS; pos += get_local_size(0)) {
    int dx = pos % SEARCH_DIMENSION - SEARCH_RANGE, dy = pos / SEARCH_DIMENSION - SEARCH_RANGE;
    unsigned int sad = 0;
    for (int y = 0; y < 4; y++)
      for (int x = 0; x < 4; x++) {
        int rx = clamp(bx + dx + x, 0, ref_width - 1);
        int ry = clamp(by + dy + y, 0, mb_height * 16 - 1);
        sad += abs((int)cur[y * 4 + x] - (int)ref[ry * ref_width + rx]);
      }
    blk_sad[(mb * 16 + blk) * MAX_POS + pos] = (unsigned short)sad;
  }
}

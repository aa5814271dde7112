/* Corpus kernel polybench_covariance_f64 compiled without optimisation: clang -O0 output
 * (stack traffic through scratch, `s_mov_b64 s[4:5], 1.0`, and on gfx1010 a branch whose
 * offset is 0x3f, relaxed by llvm-mc's object writer). The kernels are those of
 * polybench_covariance_f64.cl (see there and SOURCES.md).
 * CORPUS-FLAGS: -O0
 */
#include "polybench_covariance_f64.cl"

/* Corpus kernel polybench_atax compiled without optimisation and with DWARF 5 debug information (clang -O0 -g).
 * The kernels are those of polybench_atax.cl (see there and SOURCES.md).
 * CORPUS-FLAGS: -O0 -g -fdebug-compilation-dir=.
 */
#include "polybench_atax.cl"

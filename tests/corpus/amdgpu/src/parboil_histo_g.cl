/* Corpus kernel parboil_histo compiled with DWARF 5 debug information (clang -g): .file 0 with MD5 checksums, .loc rows, .cfi_startproc/.cfi_endproc, and the .debug_* sections clang writes as data; llvm-mc adds .debug_line, .debug_line_str and .debug_frame.
 * The kernels are those of parboil_histo.cl (see there and SOURCES.md).
 * CORPUS-FLAGS: -g -fdebug-compilation-dir=.
 */
#include "parboil_histo.cl"

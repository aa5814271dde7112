/* Corpus kernel rodinia_nw compiled with DWARF 4 debug information (clang -gdwarf-4): numbered .file without checksums, the version 4 line table.
 * The kernels are those of rodinia_nw.cl (see there and SOURCES.md).
 * CORPUS-FLAGS: -gdwarf-4 -fdebug-compilation-dir=.
 */
#include "rodinia_nw.cl"

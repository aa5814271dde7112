/* The `value` text of a trace record (docs/memory-trace.md), one definition for the CSV (mtcsv.c)
 * and Parquet (trace_parquet.c) encoders. */
#include "exec/mtrec.h"
#include <string.h>

/* byte b as two lowercase hex digits at 2 * b */
static const char hex2[513] =
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f"
    "303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f"
    "909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"
    "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef"
    "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

/* "0x" has been written; the size bytes v (a little-endian number) as 2 * size hex digits, most
 * significant first, at o: whole 32-bit words at a time (gi_mt_hex32). */
uint8_t *gi_mt_hex_value(uint8_t *o, const uint8_t *v, uint32_t size)
{
    if (size % 4) {
        for (uint32_t b = size; b-- > 0; o += 2) memcpy(o, hex2 + 2 * v[b], 2);
        return o;
    }
    for (uint32_t w = size; w > 0; w -= 4, o += 8) gi_mt_hex32(o, gi_mt_le32(v + w - 4));
    return o;
}

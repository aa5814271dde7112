/* The compression codecs of Parquet pages that `gpuisa report` reads (tools/parquet_read.c):
 * UNCOMPRESSED, SNAPPY (raw snappy, libsnappy), GZIP (zlib) and ZSTD (libzstd). */
#ifndef GI_TOOLS_PQ_CODEC_H
#define GI_TOOLS_PQ_CODEC_H
#include <stddef.h>
#include <stdint.h>

/* Parquet's CompressionCodec values */
enum { PQ_UNCOMPRESSED = 0, PQ_SNAPPY = 1, PQ_GZIP = 2, PQ_LZO = 3, PQ_BROTLI = 4, PQ_LZ4 = 5, PQ_ZSTD = 6,
       PQ_LZ4_RAW = 7 };

/* The codec's name ("codec 9" style text in buf for unknown values). */
const char *gi_pq_codec_name(int codec, char *buf, size_t n);
/* Whether this reader decompresses the codec. */
int gi_pq_codec_supported(int codec);
/* Decompress src (n bytes) into dst, which must come out exactly want bytes long: 0, or -1 with
 * the reason in err. */
int gi_pq_decompress(int codec, const uint8_t *src, size_t n, uint8_t *dst, size_t want, char *err, size_t errlen);

#endif

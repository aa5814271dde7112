/* Page decompression for the Parquet reader (tools/pq_codec.h). */
#include "pq_codec.h"
#include <limits.h>
#include <snappy-c.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

const char *gi_pq_codec_name(int codec, char *buf, size_t n)
{
    static const char *const names[] = {"UNCOMPRESSED", "SNAPPY", "GZIP", "LZO", "BROTLI", "LZ4", "ZSTD", "LZ4_RAW"};
    if (codec >= 0 && codec < (int)(sizeof names / sizeof names[0])) return names[codec];
    snprintf(buf, n, "codec %d", codec);
    return buf;
}

int gi_pq_codec_supported(int codec)
{
    return codec == PQ_UNCOMPRESSED || codec == PQ_SNAPPY || codec == PQ_GZIP || codec == PQ_ZSTD;
}

static int gunzip(const uint8_t *src, size_t n, uint8_t *dst, size_t want, char *err, size_t errlen)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 15 + 32) != Z_OK) {   /* gzip or zlib header */
        snprintf(err, errlen, "GZIP: cannot start zlib");
        return -1;
    }
    z.next_in = (Bytef *)(uintptr_t)src;
    z.next_out = dst;
    size_t in_left = n, out_left = want;
    int rc = Z_OK;
    for (;;) {   /* uInt-sized steps; concatenated gzip members are read one after the other */
        uInt ci = in_left > UINT_MAX ? UINT_MAX : (uInt)in_left, co = out_left > UINT_MAX ? UINT_MAX : (uInt)out_left;
        z.avail_in = ci, z.avail_out = co;
        rc = inflate(&z, Z_NO_FLUSH);
        in_left -= ci - z.avail_in, out_left -= co - z.avail_out;
        if (rc == Z_STREAM_END && in_left && out_left) {
            if (inflateReset(&z) != Z_OK) break;
            continue;
        }
        if (rc == Z_STREAM_END) break;
        if (rc != Z_OK || (ci == z.avail_in && co == z.avail_out)) break;   /* an error, or no progress */
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END || out_left) {
        snprintf(err, errlen, "GZIP: corrupt data or a page size that does not match it");
        return -1;
    }
    return 0;
}

int gi_pq_decompress(int codec, const uint8_t *src, size_t n, uint8_t *dst, size_t want, char *err, size_t errlen)
{
    if (!n && !want && gi_pq_codec_supported(codec)) return 0;   /* an empty section (a v2 page of nulls only) */
    switch (codec) {
    case PQ_UNCOMPRESSED:
        if (n != want) {
            snprintf(err, errlen, "an uncompressed page of %zu bytes says it holds %zu", n, want);
            return -1;
        }
        if (n) memcpy(dst, src, n);
        return 0;
    case PQ_SNAPPY: {
        size_t len = 0;
        if (snappy_uncompressed_length((const char *)src, n, &len) != SNAPPY_OK || len != want) {
            snprintf(err, errlen, "SNAPPY: corrupt data or a page size that does not match it");
            return -1;
        }
        size_t out = want;
        if (snappy_uncompress((const char *)src, n, (char *)dst, &out) != SNAPPY_OK || out != want) {
            snprintf(err, errlen, "SNAPPY: corrupt data");
            return -1;
        }
        return 0;
    }
    case PQ_GZIP:
        return gunzip(src, n, dst, want, err, errlen);
    case PQ_ZSTD: {
        size_t r = ZSTD_decompress(dst, want, src, n);
        if (ZSTD_isError(r) || r != want) {
            snprintf(err, errlen, "ZSTD: %s", ZSTD_isError(r) ? ZSTD_getErrorName(r) : "a page size that does not match the data");
            return -1;
        }
        return 0;
    }
    default: {
        char b[32];
        snprintf(err, errlen, "compression %s is not supported (UNCOMPRESSED, SNAPPY, GZIP and ZSTD are)",
                 gi_pq_codec_name(codec, b, sizeof b));
        return -1;
    }
    }
}

/* A bounds-checked little-endian cursor over a byte range, shared by the
 * .isa file readers and the instruction decoders: a read past the end sets
 * `bad` and gives 0, so a reader checks once after a group of fields. */
#ifndef GI_VISA_BYTES_H
#define GI_VISA_BYTES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct visa_rd {
    const uint8_t *b;
    size_t n, i;
    bool bad;
} visa_rd;

static inline uint64_t visa_rd_get(visa_rd *r, unsigned bytes)
{
    if (r->bad || r->i > r->n || bytes > r->n - r->i) {
        r->bad = true;
        return 0;
    }
    uint64_t v = 0;
    for (unsigned k = 0; k < bytes; k++) v |= (uint64_t)r->b[r->i + k] << (8 * k);
    r->i += bytes;
    return v;
}

/* fields of at most four bytes */
static inline uint32_t visa_rd_u32(visa_rd *r, unsigned bytes) { return (uint32_t)visa_rd_get(r, bytes); }

static inline void visa_rd_skip(visa_rd *r, size_t bytes)
{
    if (r->i > r->n || bytes > r->n - r->i) r->bad = true;
    else r->i += bytes;
}

/* COUNT attributes (u32 name, u8 size, size bytes), skipped */
static inline void visa_rd_skip_attrs(visa_rd *r, unsigned count)
{
    for (unsigned a = 0; a < count && !r->bad; a++) {
        visa_rd_get(r, 4);
        visa_rd_skip(r, visa_rd_get(r, 1));
    }
}

#endif

/* Guest memory of one machine: a sparse global space, the shared allocation,
 * per-lane local memory in lazily allocated pages, and 32 constant banks.
 * Every allocation is charged against a byte limit. Accesses copy bytes (the
 * caller decides the endianness: gpuisa's ISAs are little-endian, see
 * gi_le_load/gi_le_store) and never touch host memory outside an allocation:
 * all bounds checks are written so that addresses near 2^64 cannot wrap. */
#ifndef GI_EXEC_MEM_H
#define GI_EXEC_MEM_H
#include "gpuisa/run.h"
#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>

/* A contiguous mapped range. Invariant of a gi_regions: sorted by base, never
 * overlapping and never adjacent (mapping merges), len >= 1. */
typedef struct gi_region {
    uint64_t base, len;   /* bytes [base, base + len - 1]; base + len may be 2^64 */
    size_t cap;           /* bytes charged against the limit (>= len) */
    size_t have;          /* bytes of data allocated (<= cap); bytes [have, len) are 0 */
    uint8_t *data;        /* NULL while have == 0 */
} gi_region;

typedef struct gi_regions {
    gi_region *r;
    size_t n, cap;
    size_t last;          /* index of the last region hit (lookup cache) */
    bool borrowed;        /* the data belong to another gi_regions (gi_regions_borrow) */
} gi_regions;

enum { GI_LOCAL_PAGE_BITS = 12, GI_LOCAL_PAGE = 1u << GI_LOCAL_PAGE_BITS };

typedef struct gi_lpage {
    uint64_t index;       /* offset >> GI_LOCAL_PAGE_BITS */
    uint8_t *data;        /* GI_LOCAL_PAGE bytes */
} gi_lpage;

/* One lane's local memory: pages sorted by index. */
typedef struct gi_lane_mem {
    gi_lpage *p;
    size_t n, cap;
    size_t last;
} gi_lane_mem;

typedef struct gi_mem {
    gi_regions global, shared;
    gi_lane_mem local[GI_MAX_LANES];
    uint64_t local_size;  /* bytes per lane: offsets [0, local_size) exist */
    uint8_t *cbank[GI_CONST_BANKS];
    uint64_t used, limit; /* allocated guest bytes and their limit */
    /* A kernel launch points these at memory the waves share (NULL: the
     * machine's own global / shared regions). Accesses go there; mapping and
     * gi_mem_set_shared_size still work on the own regions. */
    gi_regions *global_view, *shared_view;
} gi_mem;

void gi_mem_init(gi_mem *m, uint64_t limit);

/* A view of src's regions for another thread (its own lookup cache): the
 * same bytes, not freed by the view. Every region of src must be fully
 * allocated (no lazy part), and src must not be remapped while views exist.
 * Release with gi_regions_release. */
int gi_regions_borrow(gi_regions *dst, const gi_regions *src);
void gi_regions_release(gi_regions *rs);
void gi_mem_free(gi_mem *m);

/* Map [addr, addr + len) in GI_SPACE_GLOBAL or GI_SPACE_SHARED (zero where new).
 * GI_MEM_BADARG for other spaces, len 0 or a range past 2^64. */
int gi_mem_map(gi_mem *m, gi_space sp, uint64_t addr, uint64_t len);
/* Shared memory becomes exactly [0, size), all zero. The size is charged at
 * once but allocated on first touch, and only up to the bytes touched (reads
 * of untouched bytes give 0 without allocating): a 16 MiB window costs nothing
 * until used. */
int gi_mem_set_shared_size(gi_mem *m, uint64_t size);
/* Local memory size per lane; existing pages past it are released. */
void gi_mem_set_local_size(gi_mem *m, uint64_t size);

/* Copy size bytes (size >= 1). lane matters for GI_SPACE_LOCAL only and must
 * be < GI_MAX_LANES. Returns GI_MEM_*; on failure nothing is copied. */
int gi_mem_read(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, void *buf, size_t size);
int gi_mem_write(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, const void *buf, size_t size);
/* GI_MEM_OK when every byte of the range exists (no allocation, no copy). */
int gi_mem_check(gi_mem *m, gi_space sp, unsigned lane, uint64_t addr, size_t size);
/* The mapped region of GI_SPACE_GLOBAL or GI_SPACE_SHARED that holds addr:
 * its bytes (*base is the address of data[0], *len >= 1 bytes), or NULL
 * (also when a lazily allocated region cannot be allocated).
 * Valid until the next map or set_shared_size of that space. For executors' fast paths: one
 * lookup, then a bounds check per lane (offset <= *len - size). */
uint8_t *gi_mem_region(gi_mem *m, gi_space sp, uint64_t addr, uint64_t *base, uint64_t *len);

/* Little-endian value of n <= 8 bytes, and back. On a little-endian host
 * the usual sizes are one host load or store (the compilers do not merge
 * the byte loop into one); the loop is the definition. Stores stay
 * byte loops: GCC merges those itself. */
static inline uint64_t gi_le_load(const uint8_t *b, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    switch (n) {
    case 8: { uint64_t v; memcpy(&v, b, 8); return v; }
    case 4: { uint32_t v; memcpy(&v, b, 4); return v; }
    case 2: { uint16_t v; memcpy(&v, b, 2); return v; }
    case 1: return b[0];
    default: break;
    }
#endif
    uint64_t v = 0;
    for (size_t i = n; i-- > 0;) v = v << 8 | b[i];
    return v;
}
static inline void gi_le_store(uint8_t *b, uint64_t v, size_t n)
{
    for (size_t i = 0; i < n; i++, v >>= 8) b[i] = (uint8_t)v;
}

#endif

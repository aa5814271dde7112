/* One record of a memory trace as the trace's encoders receive it
 * (docs/memory-trace.md): the run's hook stores lane accesses compactly, and
 * the writer threads decode them into arrays of gi_mt_rec and encode those as
 * CSV (memtrace.c) or Parquet (trace_parquet.c). What a trace's rows share
 * (ISA, target, the instruction texts by pc, whether values are kept) is a
 * gi_mt_ctx, read-only while encoding. */
#ifndef GI_EXEC_MTREC_H
#define GI_EXEC_MTREC_H
#include <stddef.h>
#include <stdint.h>

enum { GI_MT_LOAD = 0, GI_MT_STORE = 1, GI_MT_ATOMIC = 2 };

typedef struct gi_mt_rec {
    uint64_t pc;            /* 0-based instruction index */
    uint64_t address;       /* byte address (global) or offset in the space */
    uint32_t group[3];      /* the workgroup; 0, 0, 0 for a single run */
    uint32_t wave;          /* within the workgroup; 0 for a single run */
    int32_t lane;           /* -1: a wave-wide access */
    uint32_t size;          /* bytes accessed */
    uint8_t space;          /* gi_space: global, shared, local, const */
    uint8_t kind;           /* GI_MT_LOAD, GI_MT_STORE, GI_MT_ATOMIC */
    uint8_t status;         /* GI_MEM_*: ok, unmapped, nomem, badarg */
    uint8_t has_value;      /* value holds the bytes (status ok and values kept) */
    const uint8_t *value;   /* size bytes in memory order (little-endian number), or NULL */
} gi_mt_rec;

typedef struct gi_mt_ctx {
    const char *isa, *target;
    const char *const *texts;   /* the raw instruction text of pc i (NULL: empty), i < ntexts */
    const size_t *textlen;
    size_t ntexts;
    int values;                 /* 0: --no-trace-values (the value column stays, empty/null) */
} gi_mt_ctx;

/* After "0x": the size bytes v (memory order, a little-endian number) as 2 * size lowercase hex digits,
 * most significant first, at o; returns the end. */
uint8_t *gi_mt_hex_value(uint8_t *o, const uint8_t *v, uint32_t size);

/* The little-endian 32-bit number at v. */
static inline uint32_t gi_mt_le32(const uint8_t *v)
{
    return (uint32_t)v[0] | (uint32_t)v[1] << 8 | (uint32_t)v[2] << 16 | (uint32_t)v[3] << 24;
}

/* The 32-bit number w as 8 lowercase hex digits at o, most significant first: its nibbles spread to
 * bytes, in text order (bswap), made digits by adding '0' and, above 9, 'a' - '0' - 10. */
static inline void gi_mt_hex32(uint8_t *o, uint32_t w)
{
    uint64_t x = w;
    x = (x | x << 16) & UINT64_C(0x0000ffff0000ffff);
    x = (x | x << 8) & UINT64_C(0x00ff00ff00ff00ff);
    x = (x | x << 4) & UINT64_C(0x0f0f0f0f0f0f0f0f);   /* nibble i in byte i */
    x = __builtin_bswap64(x);
    uint64_t above9 = ((x + UINT64_C(0x0606060606060606)) >> 4) & UINT64_C(0x0101010101010101);
    x += UINT64_C(0x3030303030303030) + above9 * 39;
    for (int i = 0; i < 8; i++) o[i] = (uint8_t)(x >> 8 * i);
}

#endif

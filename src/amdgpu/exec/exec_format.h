/* Buffer and image data formats: memory element <-> register values
 * (docs/amdgpu-exec.md "Typed buffers and images"). A format is a legacy
 * [DATA_FORMAT, NUM_FORMAT] pair (the codes of amd_dfmt_names and
 * amd_nfmt_names); GFX10's unified formats map onto the pairs through
 * amd_legacy_to_ufmt. Pure functions, no state. */
#ifndef GI_AMDGPU_EXEC_FORMAT_H
#define GI_AMDGPU_EXEC_FORMAT_H
#include <stdbool.h>
#include <stdint.h>

enum { AMD_NF_UNORM = 0, AMD_NF_SNORM, AMD_NF_USCALED, AMD_NF_SSCALED, AMD_NF_UINT, AMD_NF_SINT,
       AMD_NF_FLOAT = 7 };

typedef struct amd_fmt {
    uint8_t dfmt, nfmt;
} amd_fmt;

/* A valid format from a legacy pair or a GFX10 unified format; false for
 * INVALID, reserved codes and pairs no format table defines (float with
 * 8-bit components, 32-bit norm/scaled, ...). */
bool amd_fmt_legacy(unsigned dfmt, unsigned nfmt, amd_fmt *f);
bool amd_fmt_unified(unsigned ufmt, amd_fmt *f);

unsigned amd_fmt_ncomp(amd_fmt f);   /* components in memory, 1..4 */
unsigned amd_fmt_bytes(amd_fmt f);   /* bytes of one element */
/* Bytes of the first n components (n < ncomp) when they are whole bytes,
 * 0 when the element packs components below byte granularity. */
unsigned amd_fmt_prefix_bytes(amd_fmt f, unsigned n);
/* Alignment of an access (D-M3's min(size, 4) on the component size). */
unsigned amd_fmt_align(amd_fmt f);

/* Element -> 4 register values (f32 bits, or integers for uint/sint);
 * components the format lacks read 0, 0, 0 and one (1.0 or 1). */
void amd_fmt_load(amd_fmt f, const uint8_t *mem, uint32_t out[4]);
/* Register values -> the components of an element that mask selects (bit
 * k = component k; the bits of the others are kept). */
void amd_fmt_store(amd_fmt f, const uint32_t in[4], unsigned mask, uint8_t *mem);
/* The value one (1.0f or 1) of the format's numeric kind. */
uint32_t amd_fmt_one(amd_fmt f);
/* d16: a register value <-> its 16-bit form (f16 for the float kinds,
 * the low 16 bits / a 16-bit integer for uint and sint). */
uint32_t amd_fmt_to_d16(amd_fmt f, uint32_t v);
uint32_t amd_fmt_from_d16(amd_fmt f, uint32_t h);

#endif

/* The ds_swizzle_b32 offset: its modes, read by the parser (swizzle(MODE,
 * ...)) and the disassembler, which prints an offset back as llvm-mc 14 does. */
#ifndef GI_AMDGPU_SWIZZLE_H
#define GI_AMDGPU_SWIZZLE_H
#include <stdint.h>
#include "core/util.h"

/* The offset is either QUAD_PERM (bits 15..8 = 0x80, four 2-bit lane ids in
 * bits 7..0) or, with bit 15 clear, a bitmask mode: a lane reads lane
 * ((id & and) | or) ^ xor of its group of 32, the masks in bits 4..0, 9..5
 * and 14..10. */
#define AMD_SWZ_QUAD_ENC 0x8000u
#define AMD_SWZ_QUAD_MASK 0xff00u
#define AMD_SWZ_BITMASK_FLAG 0x8000u
#define AMD_SWZ_LANES 0x1fu
#define AMD_SWZ_OR_SHIFT 5
#define AMD_SWZ_XOR_SHIFT 10

typedef enum { AMD_SWZ_QUAD, AMD_SWZ_BITMASK, AMD_SWZ_BROADCAST, AMD_SWZ_SWAP, AMD_SWZ_REVERSE } amd_swz_mode;

typedef struct amd_swz_mode_row {
    const char *name;
    amd_swz_mode mode;
    int64_t gmin, gmax; /* group size bounds (BROADCAST, SWAP, REVERSE) */
} amd_swz_mode_row;

extern const amd_swz_mode_row amd_swz_modes[];
extern const unsigned amd_swz_nmodes;

/* " offset:..." for a nonzero offset: swizzle(MODE,...) when the offset is
 * one of the macro forms (the most specific that says it), else decimal. */
void amd_swizzle_print(gi_str *o, uint16_t offset);

#endif

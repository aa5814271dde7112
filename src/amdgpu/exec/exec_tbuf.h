/* Typed buffer loads and stores: MUBUF buffer_load/store_format_* and MTBUF
 * tbuffer_load/store_format_* (exec_tbuf.c), and the data-register layout
 * of typed values that the image instructions share. */
#ifndef GI_AMDGPU_EXEC_TBUF_H
#define GI_AMDGPU_EXEC_TBUF_H
#include "amdgpu/exec/exec_format.h"
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_tbuf_sems[];

/* n typed values to / from the data registers from reg: one per register,
 * or with d16 16-bit forms, unpacked one per register on GFX8 and packed
 * two per register on GFX9+ (x in bits 15:0; hi: the single value in bits
 * 31:16); a half that receives nothing is kept. */
void amd_typed_write(amd_x *x, const amd_dinst *d, unsigned reg, unsigned lane, const uint32_t *v, unsigned n,
                     amd_fmt f, bool d16, bool hi);
void amd_typed_read(const amd_x *x, const amd_dinst *d, unsigned reg, unsigned lane, uint32_t *v, unsigned n,
                    amd_fmt f, bool d16, bool hi);
/* The four values after the descriptor's DST_SEL_X..W (12 bits, 3 per
 * component: 0 zero, 1 one, 4..7 x..w; reserved codes read 0). */
void amd_dst_sel(uint32_t sel, const uint32_t c[4], uint32_t one, uint32_t out[4]);

#endif

/* MIMG address sizes of llvm-mc 14's variants (generated table, amdgpu/mimg_addr.c). */
#ifndef GI_AMDGPU_MIMG_ADDR_H
#define GI_AMDGPU_MIMG_ADDR_H
#include <stdint.h>

/* Bit n set = an address of n VGPRs is accepted for the mnemonic on column
 * col (0 gfx700, 1 gfx801, 2 gfx900, 3 gfx906, 4 gfx908, 5 gfx90a, 6 gfx1010
 * tuples, AMD_MIMG_NSA_COL gfx1010 NSA lists); 0 = unknown mnemonic. */
enum { AMD_MIMG_NSA_COL = 7 };
uint32_t amd_mimg_addr_sizes(const char *name, int col);

#endif

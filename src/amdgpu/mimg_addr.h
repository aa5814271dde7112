/* MIMG address-tuple sizes before GFX10 (generated table, amdgpu/mimg_addr.c). */
#ifndef GI_AMDGPU_MIMG_ADDR_H
#define GI_AMDGPU_MIMG_ADDR_H
#include <stdint.h>

/* Bit n set = an address of n VGPRs is accepted for the mnemonic on the
 * pre-GFX10 column col (0 gfx700, 1 gfx801, 2 gfx900, 3 gfx906, 4 gfx908,
 * 5 gfx90a); 0 = unknown mnemonic. */
uint32_t amd_mimg_addr_sizes(const char *name, int col);

#endif

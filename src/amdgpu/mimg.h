/* MIMG knowledge shared by the assembler and the disassembler: the GFX10 dims,
 * the address components a variant reads, and the data-tuple sizes llvm-mc 14
 * defines per kind of image instruction (amdgpu/mimg.c). */
#ifndef GI_AMDGPU_MIMG_H
#define GI_AMDGPU_MIMG_H
#include <stdbool.h>
#include <stdint.h>

enum { AMD_MIMG_NDIMS = 8 };
/* dim names without the SQ_RSRC_IMG_ prefix, by encoding (1D ... 2D_MSAA_ARRAY) */
extern const char *const amd_mimg_dim_names[AMD_MIMG_NDIMS];

/* Address dwords the GFX10 variant `name` reads for dim (llvm-mc 14's rule): the
 * extra arguments (offset, bias, z-compare), the gradients (packed two per dword
 * for _g16) and the coordinates with lod/clamp/mip (two per dword with a16). */
unsigned amd_mimg_addr_components(const char *name, int dim, bool a16);

/* Data tuples of an image instruction's kind: sizes (bit n = n registers) that
 * llvm-mc 14 defines a variant for, and the size of the variant its decoder
 * table holds (what it prints when the size dmask/tfe/d16 ask for has none). */
typedef struct amd_mimg_data {
    const char *prefix;  /* mnemonic prefix; the first matching entry applies */
    uint8_t sizes;
    uint8_t dflt;
} amd_mimg_data;
const amd_mimg_data *amd_mimg_data_of(const char *name);

/* Is the mnemonic a gather4 (four components whatever dmask says)? */
bool amd_mimg_is_gather4(const char *name);

#endif

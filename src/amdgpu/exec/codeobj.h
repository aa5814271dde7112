/* Loading an AMDGPU relocatable object or code object into guest memory as
 * the ROCm loader does: the allocated sections laid out in one image,
 * relocations applied, and per kernel its descriptor (NAME.kd), entry and
 * the metadata note's argument layout (AMDGPUUsage, "Code Object V3+
 * Metadata"). Read with libelf and msgpack-c. */
#ifndef GI_AMDGPU_CODEOBJ_H
#define GI_AMDGPU_CODEOBJ_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One kernel argument of the metadata (.args). */
typedef struct amd_karg {
    uint32_t offset, size;
    char kind[40];           /* .value_kind */
    char name[64];           /* .name, or "" */
} amd_karg;

typedef struct amd_kernel_info {
    char name[128];          /* .name (the symbol without .kd without metadata) */
    uint64_t kd_addr;        /* guest address of the 64-byte descriptor */
    uint64_t entry;          /* guest address of the first instruction */
    uint8_t kd[64];          /* the descriptor after relocation */
    bool has_meta;
    amd_karg *args;
    size_t nargs;
    uint32_t kernarg_size, group_fixed, private_fixed, wavefront_size;
} amd_kernel_info;

typedef struct amd_codeobj {
    uint8_t *image;          /* the loaded bytes, guest addresses [base, base + size) */
    uint64_t base, size;
    uint64_t code_off, code_size;   /* the executable sections' span inside the image */
    amd_kernel_info *k;
    size_t nk;
} amd_codeobj;

/* Load an ELF file of `n` bytes at guest address `base` (aligned to 4 KiB),
 * for the processor `mach` (e_flags EF_AMDGPU_MACH; 0: any). 0, or -1 and a
 * message (not AMDGPU, another processor, an unsupported relocation, a
 * malformed note...). */
int amd_codeobj_load(const uint8_t *elf, size_t n, uint64_t base, unsigned mach, amd_codeobj *co, char *err,
                     size_t errlen);
void amd_codeobj_free(amd_codeobj *co);

/* Descriptor fields (AMDGPUUsage, "Kernel Descriptor"). */
enum {
    AMD_KD_GROUP_SIZE = 0, AMD_KD_PRIVATE_SIZE = 4, AMD_KD_KERNARG_SIZE = 8, AMD_KD_ENTRY = 16,
    AMD_KD_RSRC3 = 44, AMD_KD_RSRC1 = 48, AMD_KD_RSRC2 = 52, AMD_KD_PROPS = 56
};

#endif

/* Target rows. SGPR and ttmp counts are the seed page's per-GPU tables;
 * the feature columns were checked against llvm-mc 14 (e.g. xnack_mask is
 * accepted on gfx801/gfx810 and GFX9, rejected on gfx802/gfx803). */
#include "amdgpu/target.h"
#include <string.h>

#define X AMD_F_XNACK
#define I AMD_F_INV2PI

static const amd_target targets[] = {
    {"gfx700", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx701", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx702", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx703", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx704", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx705", AMD_GFX7, AMD_C7, 0, 104, 12},
    {"gfx801", AMD_GFX8, AMD_C8, I | X, 102, 12},
    {"gfx802", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx803", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx805", AMD_GFX8, AMD_C8, I, 102, 12},
    {"gfx810", AMD_GFX8, AMD_C8, I | X, 102, 12},
    {"gfx900", AMD_GFX9, AMD_C9, I | X, 102, 16},
    {"gfx902", AMD_GFX9, AMD_C9, I | X, 102, 16},
    {"gfx904", AMD_GFX9, AMD_C9, I | X, 102, 16},
    {"gfx906", AMD_GFX9, AMD_C906, I | X | AMD_F_DL, 102, 16},
    {"gfx908", AMD_GFX9, AMD_C908, I | X | AMD_F_DL | AMD_F_AGPR | AMD_F_MAI, 102, 16},
    {"gfx909", AMD_GFX9, AMD_C9, I | X, 102, 16},
    {"gfx90a", AMD_GFX9, AMD_C90A, I | X | AMD_F_DL | AMD_F_AGPR | AMD_F_MAI | AMD_F_ALIGN_VGPR, 102, 16},
    {"gfx90c", AMD_GFX9, AMD_C9, I | X, 102, 16},
    {"gfx1010", AMD_GFX10, AMD_C10, I | AMD_F_WAVE32 | AMD_F_DL, 106, 16},
    {"gfx1011", AMD_GFX10, AMD_C10, I | AMD_F_WAVE32 | AMD_F_DL, 106, 16},
    {"gfx1012", AMD_GFX10, AMD_C10, I | AMD_F_WAVE32 | AMD_F_DL, 106, 16},
    {"gfx1013", AMD_GFX10, AMD_C10, I | AMD_F_WAVE32 | AMD_F_DL, 106, 16},
};

const amd_target *amd_target_find(const char *name)
{
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (!strcmp(targets[i].name, name)) return &targets[i];
    return NULL;
}

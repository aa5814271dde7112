/* MIMG image loads, stores, atomics and image_get_resinfo on linear images
 * (exec_mimg.c; docs/amdgpu-exec.md "Typed buffers and images"). */
#ifndef GI_AMDGPU_EXEC_MIMG_H
#define GI_AMDGPU_EXEC_MIMG_H
#include "amdgpu/exec/exec_int.h"

extern const amd_sem amd_mimg_sems[];

#endif

/* A vISA kernel launch (CONTRACT.md "gpuisa run --launch", launch.c). */
#ifndef GI_VISA_LAUNCH_H
#define GI_VISA_LAUNCH_H
#include "exec/launch.h"
#include "visa/visa.h"

/* Run the kernel of the .isa file code[0..n) over the spec's grid, its payload
 * laid out from opt->zebin. gi_launch's statuses and result. */
int visa_launch(const visa_target *t, const uint8_t *code, size_t n, gi_launch_spec *spec,
                const gi_launch_options *opt, char **result, char *err, size_t errlen);
#endif

/* The SASS kernel launch (launch.c, docs/sass.md "Launching a kernel"). */
#ifndef GI_SASS_LAUNCH_H
#define GI_SASS_LAUNCH_H
#include "exec/launch.h"

/* Launch the kernel of the assembled code obj[0, n) over the spec's grid. Returns 0, 2
 * (faults recorded) with the result JSON in *result (malloc'd), or 1 and a message. */
int sass_launch(const uint8_t *obj, size_t n, gi_launch_spec *spec, const gi_launch_options *opt, char **result,
                char *err, size_t errlen);

#endif

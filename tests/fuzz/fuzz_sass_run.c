/* libFuzzer target: `gpuisa run` on arbitrary SASS (sm_50) programs and
 * states (tests/fuzz/run_text_harness.h). */
#include "run_text_harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_run_text(GI_ISA_SASS, "sm_50", data, size);
}

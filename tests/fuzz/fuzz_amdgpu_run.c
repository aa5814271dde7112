/* libFuzzer target: `gpuisa run` on arbitrary AMDGPU (gfx900) programs and
 * states (tests/fuzz/run_text_harness.h). */
#include "run_text_harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_run_text(GI_ISA_AMDGPU, "gfx900", data, size);
}

/* libFuzzer target: arbitrary bytes as a `gpuisa run --state` file, through
 * the JSON state loader of the execution core (over the unit tests' mock
 * executor, so that every core path runs without an ISA), then a short run
 * and the result writer. Any crash, leak or sanitizer report is a bug;
 * rejected states are expected. Memory is limited to 4 MiB per input. */
#include "exec_mock.h"
#include <stdint.h>
#include <stddef.h>

static const uint8_t prog[][4] = {
    {1, 1, 2, 0},  /* r1 = global[r2] */
    {2, 1, 3, 4},  /* global[r3 + 4] = r1 */
    {5, 4, 2, 0},  /* r4 = local[r2] */
    {7, 5, 2, 0},  /* r5 = shared[r2] */
    {8, 6, 2, 0},  /* r6 = const[r2] */
    {9, 0, 1, 0},  /* p0 = r1 != 0 */
    {11, 0, 0, 8}, /* s0 = global64[8] */
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    gi_emu *e = mock_emu(prog, sizeof prog / sizeof prog[0]);
    if (!e) return 0;
    gi_emu_set_limits(e, 1000, 4u << 20);
    if (gi_emu_load_state_json(e, (const char *)data, size) == 0) {
        if (gi_emu_run(e, 0) >= 0) {
            char *json = gi_emu_result_json(e);
            free(json);
        }
    }
    gi_emu_free(e);
    return 0;
}

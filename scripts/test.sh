#!/usr/bin/env bash
# The whole test suite: every libFuzzer target for a short bounded time, then a
# normal build and an ASan+UBSan build, each running every ctest test (unit,
# lit/FileCheck, examples, differential vs llvm-mc and GenX_IR). ctest's
# summary of the normal build is the last thing printed.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$jobs" >/dev/null
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DGI_SANITIZE=ON -DCMAKE_C_COMPILER=clang-14 >/dev/null
cmake --build build-asan -j "$jobs" >/dev/null
status=0
# fuzzing smoke test: each target ${GI_FUZZ_SECONDS:-20} s (scripts/fuzz.sh; longer campaigns by hand)
./scripts/fuzz.sh "${GI_FUZZ_SECONDS:-20}" || status=1
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j "$jobs") || status=1
(cd build && ctest --output-on-failure -j "$jobs") || status=1
exit $status

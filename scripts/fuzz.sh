#!/usr/bin/env bash
# Build the libFuzzer targets (clang-14, ASan+UBSan) and run each, or the one
# named, for SECONDS seconds with a corpus seeded from the test suite.
#   scripts/fuzz.sh [SECONDS] [TARGET]
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}
only=${2:-}
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang-14 -DGI_FUZZ=ON \
      -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-fuzz -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
status=0
for bin in build-fuzz/fuzz/fuzz_*; do
  name=$(basename "$bin")
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  corpus=build-fuzz/corpus/$name
  mkdir -p "$corpus"
  # seeds: every assembly line of the lit tests, one file per test (byte 0 picks target/mode)
  if [ "$name" = fuzz_state_json ]; then
    # seeds: the JSON state files in tests/fuzz/state_seeds
    [ -n "$(ls -A "$corpus")" ] || cp tests/fuzz/state_seeds/*.json "$corpus"/
  elif [ "$name" = fuzz_visa_asm ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: the vISA lit kernels, for each platform selector (dg2, mtl, pvc)
    for f in tests/lit/visa/*.s examples/visa/*.s; do
      [ -f "$f" ] || continue
      for sel in 0 1 2; do { printf "\\x0$sel"; grep -v '^//' "$f"; } > "$corpus/$(basename "$f").$sel.seed"; done
    done
  elif [ "$name" = fuzz_visa_isa ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: the .isa files of the vISA lit kernels
    [ -x build/gpuisa ] || { cmake -S . -B build >/dev/null && cmake --build build -j 2 >/dev/null; }
    for f in tests/lit/visa/*.s examples/visa/*.s; do
      [ -f "$f" ] || continue
      build/gpuisa as --isa=visa --mcpu=pvc -o "$corpus/$(basename "$f").isa" "$f" 2>/dev/null || rm -f "$corpus/$(basename "$f").isa"
    done
  elif [ "$name" = fuzz_amdgpu_run ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: the AMDGPU run tests' programs, a NUL byte, their states
    for f in tests/lit/amdgpu/run-*.s examples/amdgpu/run-*.s; do
      st=$(grep -o 'Inputs/[a-z0-9-]*\.json' "$f" | head -n1 || true)
      [ -n "$st" ] && [ -f "tests/lit/amdgpu/$st" ] || continue
      { grep -v '^//' "$f"; printf '\0'; cat "tests/lit/amdgpu/$st"; } > "$corpus/$(basename "$f").seed"
    done
  elif [ "$name" = fuzz_amdgpu_exec ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: the machine code of the AMDGPU run tests (selector byte 0 = gfx900)
    [ -x build/gpuisa ] || { cmake -S . -B build >/dev/null && cmake --build build -j 2 >/dev/null; }
    for f in tests/lit/amdgpu/run-*.s examples/amdgpu/*.s; do
      if build/gpuisa as --isa=amdgpu --mcpu=gfx900 -o "$corpus/tmp.bin" "$f" 2>/dev/null; then
        { printf '\x00'; cat "$corpus/tmp.bin"; } > "$corpus/$(basename "$f").seed"
      fi
      rm -f "$corpus/tmp.bin"
    done
  elif [ "$name" = fuzz_sass_run ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: each SASS example, a NUL byte, its state
    for f in examples/sass/*.s; do
      { cat "$f"; printf '\0'; cat "${f%.s}.json"; } > "$corpus/$(basename "$f").seed"
    done
  elif [ "$name" = fuzz_sass_exec ] && [ -z "$(ls -A "$corpus")" ]; then
    # seeds: the machine code of each SASS example and test
    [ -x build/gpuisa ] || { cmake -S . -B build >/dev/null && cmake --build build -j 2 >/dev/null; }
    for f in examples/sass/*.s tests/lit/sass/run-*.s tests/lit/sass/forms.s; do
      build/gpuisa as --isa=sass --mcpu=sm_50 -o "$corpus/$(basename "$f").bin" "$f" 2>/dev/null || rm -f "$corpus/$(basename "$f").bin"
    done
  elif [ -z "$(ls -A "$corpus")" ]; then
    i=0
    for f in tests/lit/amdgpu/*.s tests/diff/cases/*.s; do
      [ -f "$f" ] || continue
      # small seeds: 40-line slices of each file, for three target/mode selectors
      for sel in 2 18 4; do
        grep -v '^//' "$f" | split -l 40 - "$corpus/part$i-" 2>/dev/null || true
        for part in "$corpus"/part$i-*; do
          [ -f "$part" ] || continue
          { printf "\\x$(printf %02x $sel)"; cat "$part"; } > "$part.seed"; rm -f "$part"
        done
        i=$((i+1))
      done
    done
  fi
  echo "== $name for ${secs}s"
  if ! "$bin" -max_total_time="$secs" -max_len=4096 -timeout=10 -rss_limit_mb=2048 "$corpus" 2>&1 | tail -n 3; then
    status=1
  fi
done
exit $status

#!/usr/bin/env bash
# The main job: build gpuisa, then assemble every example (showing the encodings) and run the
# examples that have a state file beside them (FILE.json), showing the result.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
for f in examples/amdgpu/*.s; do
  mcpu=$(sed -n 's/^\/\/ mcpu: *//p' "$f" | head -n1)
  echo "== $f (${mcpu:-gfx900})"
  build/gpuisa as --isa=amdgpu --mcpu="${mcpu:-gfx900}" --show-encoding "$f"
  if [ -f "${f%.s}.json" ]; then
    echo "-- run with ${f%.s}.json"
    build/gpuisa run --isa=amdgpu --mcpu="${mcpu:-gfx900}" --state "${f%.s}.json" "$f"
  fi
done
# kernels compiled by clang-14 (examples/amdgpu/launch/*.cl), launched over a grid as the ROCm
# runtime would: the launch file beside them names the grid, buffers and arguments
for j in examples/amdgpu/launch/*.launch.json; do
  for f in "${j%.launch.json}"-*.s; do
    mcpu=${f##*-}; mcpu=${mcpu%.s}
    echo "== $f: run --launch $j ($mcpu)"
    build/gpuisa run --isa=amdgpu --mcpu="$mcpu" --launch "$j" "$f"
  done
done
for f in examples/sass/*.s; do
  echo "== $f (sm_50)"
  build/gpuisa as --isa=sass --mcpu=sm_50 --show-encoding "$f"
  if [ -f "${f%.s}.json" ]; then
    echo "-- run with ${f%.s}.json"
    build/gpuisa run --isa=sass --mcpu=sm_50 --state "${f%.s}.json" "$f"
  fi
done
for f in examples/visa/*.s; do
  echo "== $f (pvc)"
  build/gpuisa as --isa=visa --mcpu=pvc --show-encoding "$f"
  if [ -f "${f%.s}.json" ]; then
    echo "-- run with ${f%.s}.json"
    # --json shows the append counters too; status 2 = the run recorded faults
    build/gpuisa run --isa=visa --mcpu=pvc --state "${f%.s}.json" --json "$f" || [ $? -eq 2 ]
  fi
done

#!/usr/bin/env bash
# The main job: build gpuisa, then assemble every example and show the encodings.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
for f in examples/amdgpu/*.s; do
  mcpu=$(sed -n 's/^\/\/ mcpu: *//p' "$f" | head -n1)
  echo "== $f (${mcpu:-gfx900})"
  build/gpuisa as --isa=amdgpu --mcpu="${mcpu:-gfx900}" --show-encoding "$f"
done

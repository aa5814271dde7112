#!/usr/bin/env bash
# Build the playground (web/): the library compiled to WebAssembly with Debian's emscripten
# (web/CMakeLists.txt) into web/dist/gpuisa.js + web/dist/gpuisa.wasm. Then
#   cd web && python3 -m http.server 8000      # http://localhost:8000/
# Usage: scripts/build_web.sh [BUILD_DIR]      (default build-web)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-web}
command -v emcmake >/dev/null || { echo "build_web.sh: emcmake not found (apt-get install emscripten)" >&2; exit 1; }
# emscripten's own JavaScript tools need Debian's node modules (acorn), which a node that is not
# Debian's (e.g. NodeSource's) does not search by itself
export NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
# Debian's emscripten ships its system libraries prebuilt (/usr/share/emscripten/cache, a frozen
# cache), so none is built here. (Another EM_CACHE needs a config with FROZEN_CACHE = False, EM_CONFIG,
# and then builds libc and the rest on first use: minutes, see the README.)
emcmake cmake -S web -B "$out" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$out" -j "${GI_JOBS:-2}"
ls -l web/dist/gpuisa.js web/dist/gpuisa.wasm

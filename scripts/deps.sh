#!/usr/bin/env bash
# Install the Debian packages gpuisa needs (only what is missing).
#   cmake gcc make      build
#   clang-14            sanitizer and fuzzing builds
#   llvm-14 llvm-14-tools  llvm-mc (the AMDGPU peer), FileCheck, lit, not
#   python3             lit and the differential-test scripts
#   libjansson-dev      JSON state/result files of `gpuisa run`
#   zlib1g-dev          gzip memory traces (`run --trace-memory F.gz`, `gpuisa report`)
#   libsnappy-dev libzstd-dev
#                       Parquet memory traces read by `gpuisa report` (snappy and zstd pages)
#   pkg-config          finds libjansson, libelf, libyaml and msgpack-c for CMake
#   libigc-tools        GenX_IR, the Intel vISA peer of the differential tests
#   libelf-dev          reads ELF input of `gpuisa dis`, writes AMDGPU objects (as -filetype=obj)
#   libyaml-dev         reads the .amdgpu_metadata YAML
#   libmsgpack-dev      writes the NT_AMDGPU_METADATA note (msgpack)
#   lld-14              ld.lld, links the objects in the object and dis ELF tests
#   pocl-opencl-icd ocl-icd-opencl-dev opencl-headers
#                       pocl runs the launch corpus's OpenCL C on the CPU (tests/launch/amdgpu)
#   python3-numpy python3-pytest python3-venv python3-setuptools
#                       the Python bindings (python/): numpy buffers of launch(), the pytest suite,
#                       an offline `pip install ./python` into a virtual environment
#   emscripten          the playground (web/): the library compiled to WebAssembly (scripts/build_web.sh;
#                       Debian's package ships emscripten's system libraries prebuilt)
#   chromium            the playground's browser test (tests/web: puppeteer-core from npm drives
#                       headless chromium)
#   nodejs npm          ctest trace/duckdb: memory traces read back by DuckDB (@duckdb/node-api from
#                       npm, tests/duckdb; `npm ci` needs the npm registry once); the playground's test
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
need=()
command -v cmake >/dev/null || need+=(cmake)
command -v gcc >/dev/null || need+=(gcc)
command -v make >/dev/null || need+=(make)
command -v python3 >/dev/null || need+=(python3)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v clang-14 >/dev/null || need+=(clang-14)
[ -x /usr/lib/llvm-14/bin/llvm-mc ] || need+=(llvm-14)
[ -x /usr/lib/llvm-14/bin/FileCheck ] || need+=(llvm-14-tools)
dpkg -s libjansson-dev >/dev/null 2>&1 || need+=(libjansson-dev)
dpkg -s zlib1g-dev >/dev/null 2>&1 || need+=(zlib1g-dev)
dpkg -s libsnappy-dev >/dev/null 2>&1 || need+=(libsnappy-dev)
dpkg -s libzstd-dev >/dev/null 2>&1 || need+=(libzstd-dev)
dpkg -s libelf-dev >/dev/null 2>&1 || need+=(libelf-dev)
dpkg -s libyaml-dev >/dev/null 2>&1 || need+=(libyaml-dev)
dpkg -s libmsgpack-dev >/dev/null 2>&1 || need+=(libmsgpack-dev)
command -v ld.lld-14 >/dev/null || need+=(lld-14)
command -v GenX_IR >/dev/null || need+=(libigc-tools)
dpkg -s pocl-opencl-icd >/dev/null 2>&1 || need+=(pocl-opencl-icd)
dpkg -s ocl-icd-opencl-dev >/dev/null 2>&1 || need+=(ocl-icd-opencl-dev)
dpkg -s opencl-headers >/dev/null 2>&1 || need+=(opencl-headers)
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
for p in python3-numpy python3-pytest python3-venv python3-setuptools; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
command -v emcc >/dev/null || need+=(emscripten)
command -v chromium >/dev/null || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then echo "missing packages: ${need[*]} (run as root)" >&2; exit 1; fi
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi

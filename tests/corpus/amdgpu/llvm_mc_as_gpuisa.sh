#!/usr/bin/env bash
# Stand-in for gpuisa made of llvm-mc 14, for the self-test of compare.py:
#     python3 tests/corpus/amdgpu/compare.py --gpuisa tests/corpus/amdgpu/llvm_mc_as_gpuisa.sh
#     python3 tests/corpus/amdgpu/compare.py --gpuisa tests/corpus/amdgpu/llvm_mc_as_gpuisa.sh --text-only
# must both report 0 failed.
#   as --isa=amdgpu --mcpu=CPU [--llvm-compat] -filetype=obj -o OUT FILE
#       -> llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=obj -o OUT FILE
#   as --isa=amdgpu --mcpu=CPU [--llvm-compat] --show-encoding FILE
#       -> llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=CPU -show-encoding FILE, with the fixup
#          placeholder bytes (A, B, ...) taken from llvm-mc's object, as gpuisa prints them
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" != as ]; then
  echo "usage: $0 as --isa=amdgpu --mcpu=CPU [--llvm-compat] (-filetype=obj -o OUT | --show-encoding) FILE" >&2
  exit 2
fi
shift
cpu= obj=0 show=0 out= file=
while [ $# -gt 0 ]; do
  case "$1" in
    --isa=amdgpu) ;;
    --isa=*) echo "llvm_mc_as_gpuisa.sh: only --isa=amdgpu is supported" >&2; exit 2 ;;
    --mcpu=*|-mcpu=*) cpu=${1#*=} ;;
    --llvm-compat) ;;
    -filetype=obj|--filetype=obj) obj=1 ;;
    --show-encoding|-show-encoding) show=1 ;;
    -triple=*|--triple=*) ;;
    -o) out=$2; shift ;;
    -*) echo "llvm_mc_as_gpuisa.sh: unsupported option $1" >&2; exit 2 ;;
    *) file=$1 ;;
  esac
  shift
done
mc=$(command -v llvm-mc || command -v llvm-mc-14)
if [ "$obj" = 1 ]; then
  exec "$mc" -triple=amdgcn-amd-amdhsa -mcpu="$cpu" -filetype=obj -o "$out" "$file"
elif [ "$show" = 1 ]; then
  exec python3 "$here/corpus_common.py" show-encoding "$cpu" "$file"
else
  echo "llvm_mc_as_gpuisa.sh: need -filetype=obj or --show-encoding" >&2
  exit 2
fi

#!/usr/bin/env bash
# Test helper: plays `gpuisa as --isa=amdgpu --mcpu=CPU --llvm-compat --show-encoding
# [-mattr=+wavefrontsize64] FILE` with llvm-mc 14, resolving fixup bytes through an object file
# (llvm-mc -filetype=obj + llvm-objcopy). Self-test of the differential suite:
#     tests/diff/compare.py --gpuisa tests/diff/llvm_mc_as_gpuisa.sh    # must agree 100%
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" != as ]; then
  echo "usage: $0 as --isa=amdgpu --mcpu=CPU [--llvm-compat] [--show-encoding] [-mattr=ATTR] FILE" >&2
  exit 2
fi
case " $* " in
  *" --isa=amdgpu "*) ;;
  *) echo "llvm_mc_as_gpuisa.sh: only --isa=amdgpu is supported" >&2; exit 2 ;;
esac
exec python3 "$here/diffcommon.py" emulate-gpuisa "$@"

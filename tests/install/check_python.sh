#!/usr/bin/env bash
# The Python bindings as a user installs them (issue 22): a virtual environment of Debian's python3
# with its site packages (numpy, pytest), `pip install ./python` offline, then the pytest suite and
# the examples against the shared library of the build.
#   tests/install/check_python.sh BUILD_DIR
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3   # Debian's interpreter: python3-numpy and python3-pytest belong to it
"$py" -m venv --system-site-packages "$tmp/venv"
cp -r "$src/python" "$tmp/python"   # pip builds in the tree; keep the checkout clean
"$tmp/venv/bin/pip" install -q --no-index --no-build-isolation "$tmp/python"
export GPUISA_LIBRARY=$build/libgpuisa.so.0
cd "$tmp"                            # import the installed package, not the source tree
"$tmp/venv/bin/python" -c 'import gpuisa, sys; print("gpuisa", gpuisa.version(), "from", gpuisa.__file__)'
"$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider "$src/python/tests"
for ex in "$src"/python/examples/*.py; do "$tmp/venv/bin/python" "$ex" >/dev/null; done
echo "python check passed"

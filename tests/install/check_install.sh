#!/usr/bin/env bash
# Install gpuisa into a temporary prefix and use it the ways the README shows (issue 22):
#   - the installed files (CLI, static and shared library with its SONAME, headers, pkg-config
#     file, CMake package, manual page, bash completion);
#   - examples/api_example.c and run_example.c built with pkg-config (shared and static) and with
#     CMake's find_package (gpuisa::gpuisa, gpuisa::gpuisa_static), each run and its output checked;
#   - the shared library exports only the public gi_* API (nm -D).
#   tests/install/check_install.sh BUILD_DIR
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "FAIL: $*"; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
libdir=$(cd "$prefix" && ls -d lib*/pkgconfig | head -n1 | xargs dirname)
for f in bin/gpuisa "$libdir/libgpuisa.a" "$libdir/libgpuisa.so" "$libdir/libgpuisa.so.0" include/gpuisa/gpuisa.h \
         include/gpuisa/run.h "$libdir/pkgconfig/gpuisa.pc" "$libdir/cmake/gpuisa/gpuisaConfig.cmake" \
         "$libdir/cmake/gpuisa/gpuisaConfigVersion.cmake" share/man/man1/gpuisa.1 \
         share/bash-completion/completions/gpuisa; do
  [ -e "$prefix/$f" ] || fail "not installed: $f"
done
soname=$(objdump -p "$prefix/$libdir/libgpuisa.so" | awk '/SONAME/ {print $2}')
[ "$soname" = libgpuisa.so.0 ] || fail "SONAME is '$soname'"
"$prefix/bin/gpuisa" --version | grep -qx 'gpuisa [0-9]*\.[0-9]*\.[0-9]*' || fail "gpuisa --version"
echo "installed: $(ls "$prefix"/bin "$prefix/$libdir" | tr '\n' ' ')"

# only public symbols: every defined dynamic symbol is a gi_* declared with GI_API in the headers
public=$(grep -ho 'GI_API [^(]*\bgi_[a-z_0-9]*(' "$prefix"/include/gpuisa/*.h | grep -o 'gi_[a-z_0-9]*(' | tr -d '(' | sort -u)
exported=$(nm -D --defined-only "$prefix/$libdir/libgpuisa.so" | awk '{print $3}' | sort -u)
extra=$(comm -13 <(echo "$public") <(echo "$exported"))
missing=$(comm -23 <(echo "$public") <(echo "$exported"))
[ -z "$extra" ] || fail "exported but not public: $extra"
[ -z "$missing" ] || fail "public but not exported: $missing"
echo "nm -D: $(echo "$exported" | wc -l) symbols, all public gi_*"

check_outputs() {   # the two examples' expected lines (README / tests/tests.cmake)
  "$1" | grep -q 'v_add_f32 v0, 1.0, v1 => f2 02 00 02' || fail "$1: unexpected output"
  "$2" | grep -q 'lane 1: R0=0x100c R1=13' || fail "$2: unexpected output"
}

# pkg-config: shared, then static
export PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig
for ex in api_example run_example; do
  cc -std=c11 -Wall -Werror -o "$tmp/${ex}_pc" "$src/examples/$ex.c" $(pkg-config --cflags --libs gpuisa)
  cc -std=c11 -Wall -Werror -o "$tmp/${ex}_pcs" "$src/examples/$ex.c" $(pkg-config --cflags gpuisa) \
     "$prefix/$libdir/libgpuisa.a" $(pkg-config --static --libs gpuisa | sed 's/-lgpuisa//')
  ldd "$tmp/${ex}_pcs" | grep -q libgpuisa && fail "$ex static build links libgpuisa.so"
done
LD_LIBRARY_PATH=$prefix/$libdir check_outputs "$tmp/api_example_pc" "$tmp/run_example_pc"
check_outputs "$tmp/api_example_pcs" "$tmp/run_example_pcs"
echo "pkg-config: shared and static builds of both examples run"

# CMake package
cmake -S "$src/tests/install/consumer" -B "$tmp/consumer" -DCMAKE_PREFIX_PATH="$prefix" -DEXAMPLES="$src/examples" >/dev/null
cmake --build "$tmp/consumer" >/dev/null
LD_LIBRARY_PATH=$prefix/$libdir check_outputs "$tmp/consumer/api_example_shared" "$tmp/consumer/run_example_shared"
check_outputs "$tmp/consumer/api_example_static" "$tmp/consumer/run_example_static"
echo "cmake find_package: gpuisa::gpuisa and gpuisa::gpuisa_static builds of both examples run"

# bash completion and manual page
bash -c "source '$prefix/share/bash-completion/completions/gpuisa' && complete -p gpuisa" >/dev/null \
  || fail "the completion file does not register"
grep -q '^\.SH "RUN' "$prefix/share/man/man1/gpuisa.1" || fail "manual page without its run section"
echo "install check passed"

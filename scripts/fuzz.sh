#!/usr/bin/env bash
# Build the libFuzzer targets (clang-14, ASan+UBSan), replay the saved
# regression inputs (tests/fuzz/regressions/TARGET/), then run each target, or
# the one named, for SECONDS seconds with a corpus seeded from the test suite.
#   scripts/fuzz.sh [SECONDS] [TARGET]
# Optional environment (docs/fuzzing.md):
#   GI_FUZZ_BUILD=DIR  build directory (default build-fuzz); corpora in DIR/corpus/TARGET
#   GI_FUZZ_CLI=PATH   the gpuisa CLI that assembles the machine-code seeds
#                      (default build/gpuisa, built when missing)
#   GI_FUZZ_RUNS=N     a campaign: stop after N executions (SECONDS=0: no time limit)
#   GI_FUZZ_LOG=1      append libFuzzer's final lines to DIR/campaign-TARGET.log
#   GI_FUZZ_FLAGS="..." more libFuzzer flags (e.g. -entropic=0 for long campaigns)
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}
only=${2:-}
build=${GI_FUZZ_BUILD:-build-fuzz}
cli=${GI_FUZZ_CLI:-build/gpuisa}
# -O1: several times the executions per second of -O0, same sanitizers
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang-14 -DGI_FUZZ=ON \
      -DCMAKE_C_FLAGS="-O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
      -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" >/dev/null

need_cli() {
  [ -x "$cli" ] && return
  cli=build/gpuisa
  [ -x "$cli" ] || { cmake -S . -B build >/dev/null && cmake --build build -j 2 >/dev/null; }
}

# Inputs longer than this are cut by libFuzzer: an input's cost grows with its
# length (the harnesses also bound instructions and guest memory).
max_len() {
  case "$1" in
    fuzz_amdgpu_asm|fuzz_sass_asm) echo 1024 ;;     # a few dozen lines
    fuzz_amdgpu_exec|fuzz_sass_exec) echo 2048 ;;   # 512 dwords / 64 SASS groups
    fuzz_amdgpu_dis) echo 1024 ;;                   # 256 dwords
    fuzz_state_json|fuzz_amdgpu_metadata|fuzz_amdgpu_launch|fuzz_sass_launch) echo 8192 ;;
    fuzz_sass_dis) echo 1024 ;;                     # 128 words
    fuzz_sass_cubin) echo 16384 ;;                  # the committed cubins are a few KiB
    fuzz_visa_zebin) echo 65536 ;;                  # the corpus zebins are 5 to 60 KiB
    fuzz_trace_read) echo 32768 ;;                  # the lit Parquet traces are 4 to 20 KiB
    *) echo 4096 ;;
  esac
}

# Fill an empty corpus directory with the target's seeds.
seed() {
  local name=$1 corpus=$2 f sel st i part
  [ -z "$(ls -A "$corpus")" ] || return 0
  case "$name" in
    fuzz_state_json)
      # the JSON state files in tests/fuzz/state_seeds and of the SASS examples
      cp tests/fuzz/state_seeds/*.json examples/sass/*.json "$corpus"/ ;;
    fuzz_visa_asm)
      # the vISA lit kernels, for each platform selector (dg2, mtl, pvc)
      for f in tests/lit/visa/*.s examples/visa/*.s; do
        [ -f "$f" ] || continue
        for sel in 0 1 2; do { printf "\\x0$sel"; grep -v '^//' "$f" || true; } > "$corpus/$(basename "$f").$sel.seed"; done
      done ;;
    fuzz_visa_isa)
      # the .isa files of the vISA lit kernels
      need_cli
      for f in tests/lit/visa/*.s examples/visa/*.s; do
        [ -f "$f" ] || continue
        "$cli" as --isa=visa --mcpu=pvc -o "$corpus/$(basename "$f").isa" "$f" 2>/dev/null || rm -f "$corpus/$(basename "$f").isa"
      done
      # and a few of IGC's own (truncated) dumps from the corpus
      for f in tests/corpus/visa/pvc/parboil_*/*.isa; do cp "$f" "$corpus/igc-$(basename "$f")"; done ;;
    fuzz_amdgpu_run)
      # the AMDGPU run tests' programs, a NUL byte, their states
      for f in tests/lit/amdgpu/run-*.s examples/amdgpu/run-*.s; do
        st=$(grep -o 'Inputs/[a-z0-9-]*\.json' "$f" | head -n1 || true)
        [ -n "$st" ] && [ -f "tests/lit/amdgpu/$st" ] || continue
        { grep -v '^//' "$f" || true; printf '\0'; cat "tests/lit/amdgpu/$st"; } > "$corpus/$(basename "$f").seed"
      done ;;
    fuzz_amdgpu_exec)
      # the machine code of the AMDGPU run tests (selector byte 0 = gfx900)
      need_cli
      for f in tests/lit/amdgpu/run-*.s examples/amdgpu/*.s; do
        if "$cli" as --isa=amdgpu --mcpu=gfx900 -o "$corpus/tmp.bin" "$f" 2>/dev/null; then
          { printf '\x00'; cat "$corpus/tmp.bin"; } > "$corpus/$(basename "$f").seed"
        fi
        rm -f "$corpus/tmp.bin"
      done
      # and a cubin around vadd's code (nvcc's layout: .nv.info parameters, shared, bank 2)
      if "$cli" as --isa=sass --mcpu=sm_50 -o "$corpus/tmp.bin" tests/launch/sass/kernels/vadd.s 2>/dev/null &&
         python3 tests/lit/sass/Inputs/launch/make_cubin.py "$corpus/tmp.bin" "$corpus/tmp.cubin" --kernel vadd \
           --params 8,8,8,4 --shared 64 --const2 0000000001000000; then
        { cat tests/launch/sass/kernels/vadd.json; printf '\0'; cat "$corpus/tmp.cubin"; } > "$corpus/vadd.cubin.seed"
      fi
      rm -f "$corpus/tmp.bin" "$corpus/tmp.cubin" ;;
    fuzz_amdgpu_dis)
      # the machine code of the AMDGPU lit tests and examples, for each target selector
      need_cli
      for f in tests/lit/amdgpu/*.s examples/amdgpu/*.s; do
        for sel in 0 2 4 7 8; do
          cpu=$(echo gfx700 gfx701 gfx801 gfx803 gfx900 gfx906 gfx908 gfx90a gfx1010 | cut -d' ' -f$((sel + 1)))
          if "$cli" as --isa=amdgpu --mcpu=$cpu -o "$corpus/tmp.bin" "$f" 2>/dev/null && [ -s "$corpus/tmp.bin" ]; then
            { printf "\\x0$sel"; head -c 1000 "$corpus/tmp.bin"; } > "$corpus/$(basename "$f").$sel.seed"
          fi
          rm -f "$corpus/tmp.bin"
        done
      done ;;
    fuzz_sass_run)
      # each SASS example, a NUL byte, its state
      for f in examples/sass/*.s; do
        { cat "$f"; printf '\0'; cat "${f%.s}.json"; } > "$corpus/$(basename "$f").seed"
      done ;;
    fuzz_sass_dis)
      # the machine code of the SASS lit tests (the corpus records among them)
      need_cli
      for f in tests/lit/sass/*.s; do
        "$cli" as --isa=sass --mcpu=sm_50 -o "$corpus/tmp.bin" "$f" 2>/dev/null && head -c 1000 "$corpus/tmp.bin" > "$corpus/$(basename "$f").bin"
        rm -f "$corpus/tmp.bin"
      done ;;
    fuzz_trace_read)
      # the lit tests' CSV traces (plain and gzip) and the Parquet traces DuckDB wrote
      # (tests/lit/run/Inputs/parquet)
      for f in tests/lit/*/Inputs/*.csv; do
        cp "$f" "$corpus/"
        gzip -c "$f" > "$corpus/$(basename "$f").gz"
      done
      cp tests/lit/run/Inputs/parquet/*.parquet "$corpus"/ ;;
    fuzz_sass_cubin)
      # the committed sm_5x cubins (tests/corpus/sass/cubin)
      cp tests/corpus/sass/cubin/*.cubin "$corpus"/ ;;
    fuzz_visa_zebin)
      # the zebins of the vISA corpus (tests/corpus/visa/DEV/NAME.zebin), and their .ze_info
      # sections alone (YAML; the harness reads non-ELF input as one)
      for f in tests/corpus/visa/*/*.zebin; do
        cp "$f" "$corpus/$(basename "$(dirname "$f")")-$(basename "$f")"
      done
      python3 - "$corpus" tests/corpus/visa/*/*.zebin <<'PY'
import os, struct, sys
for f in sys.argv[2:]:
    d = open(f, "rb").read()
    shoff, = struct.unpack_from("<Q", d, 0x28)
    ent, num, stri = struct.unpack_from("<HHH", d, 0x3a)
    hs = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * ent) for i in range(num)]
    for h in hs:
        o = hs[stri][4] + h[0]
        if d[o:d.index(b"\0", o)] == b".ze_info":
            name = os.path.basename(os.path.dirname(f)) + "-" + os.path.basename(f) + ".yaml"
            open(os.path.join(sys.argv[1], name), "wb").write(d[h[4]:h[4] + h[5]])
PY
      ;;
    fuzz_sass_launch)
      # the SASS launch kernels with their launch files: JSON, a NUL byte, the code
      need_cli
      for f in tests/launch/sass/kernels/*.s; do
        if "$cli" as --isa=sass --mcpu=sm_50 -o "$corpus/tmp.bin" "$f" 2>/dev/null; then
          { cat "${f%.s}.json"; printf '\0'; cat "$corpus/tmp.bin"; } > "$corpus/$(basename "$f").seed"
        fi
        rm -f "$corpus/tmp.bin"
      done ;;
    fuzz_sass_exec)
      # the machine code of each SASS example and test
      need_cli
      for f in examples/sass/*.s tests/lit/sass/run-*.s tests/lit/sass/forms.s; do
        "$cli" as --isa=sass --mcpu=sm_50 -o "$corpus/$(basename "$f").bin" "$f" 2>/dev/null || rm -f "$corpus/$(basename "$f").bin"
      done ;;
    fuzz_amdgpu_metadata)
      # the .amdgpu_metadata YAML of the clang outputs of the object tests, and the regressions
      i=0
      for f in tests/diff/obj/cases/*/*.s; do
        sed -n '/^\t.amdgpu_metadata/,/^\t.end_amdgpu_metadata/p' "$f" | sed '1d;$d' > "$corpus/meta$i.yaml"
        i=$((i+1))
      done
      cp tests/fuzz/regressions/fuzz_amdgpu_metadata/* "$corpus"/ ;;
    fuzz_amdgpu_launch)
      # the launch files of the lit tests and of the corpus (small ones), a NUL byte, the
      # machine code of the AMDGPU run tests (selector byte 0 = gfx900; fuzz_amdgpu_launch.c)
      need_cli
      i=0
      for j in tests/lit/amdgpu/Inputs/launch/*.json $(ls -S -r tests/launch/amdgpu/launch/*.json | head -n 8); do
        for f in tests/lit/amdgpu/run-salu.s tests/lit/amdgpu/run-mem.s tests/lit/amdgpu/run-valu-int.s; do
          if "$cli" as --isa=amdgpu --mcpu=gfx900 -o "$corpus/tmp.bin" "$f" 2>/dev/null; then
            { cat "$j"; printf '\0\0'; cat "$corpus/tmp.bin"; } > "$corpus/launch$i.seed"
            i=$((i+1))
          fi
          rm -f "$corpus/tmp.bin"
        done
      done ;;
    fuzz_sass_asm)
      # the SASS examples and lit tests, for each target selector (sm_50, sm_52, sm_53)
      for f in examples/sass/*.s tests/lit/sass/*.s; do
        for sel in 0 1 2; do { printf "\\x0$sel"; grep -v '^//' "$f" || true; } > "$corpus/$(basename "$f").$sel.seed"; done
      done ;;
    *)
      # short seeds: 10-line slices of the AMDGPU lit tests and differential
      # cases, the selector byte cycling through gfx900, gfx90a --llvm-compat
      # and gfx1010 wave64 (fuzz_amdgpu_asm.c)
      i=0
      for f in tests/lit/amdgpu/*.s tests/diff/cases/*.s; do
        [ -f "$f" ] || continue
        grep -v '^//' "$f" | split -l 10 - "$corpus/part$i-" 2>/dev/null || true
        for part in "$corpus"/part$i-*; do
          [ -f "$part" ] || continue
          case $((i % 3)) in 0) sel=02 ;; 1) sel=12 ;; *) sel=22 ;; esac
          { printf "\\x$sel"; cat "$part"; } > "$part.seed"; rm -f "$part"
        done
        i=$((i+1))
      done ;;
  esac
}

status=0
for bin in "$build"/fuzz/fuzz_*; do
  name=$(basename "$bin")
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  # the regression inputs first: each must run clean
  reg=tests/fuzz/regressions/$name
  if [ -d "$reg" ] && [ -n "$(ls -A "$reg")" ]; then
    if ! "$bin" -rss_limit_mb=2048 -timeout=10 "$reg"/* >/dev/null 2>"$build/replay-$name.log"; then
      echo "== $name: a regression input fails (see $build/replay-$name.log)"; status=1; continue
    fi
  fi
  corpus=$build/corpus/$name
  mkdir -p "$corpus" "$build/artifacts"
  seed "$name" "$corpus"
  limits=(-max_len="$(max_len "$name")" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix="$build/artifacts/$name-")
  [ "$secs" != 0 ] && limits+=(-max_total_time="$secs")
  [ -n "${GI_FUZZ_RUNS:-}" ] && limits+=(-runs="$GI_FUZZ_RUNS")
  # shellcheck disable=SC2206  # the flags are words
  [ -n "${GI_FUZZ_FLAGS:-}" ] && limits+=(${GI_FUZZ_FLAGS})
  echo "== $name ${limits[*]}"
  out=$build/last-$name.out
  rc=0 start=$(date -u +%FT%TZ)
  "$bin" "${limits[@]}" "$corpus" >"$out" 2>&1 || rc=$?
  if [ -n "${GI_FUZZ_LOG:-}" ]; then
    { echo "== $start..$(date -u +%FT%TZ) $bin ${limits[*]} $corpus (exit $rc)"; tail -n 12 "$out"; } >> "$build/campaign-$name.log"
  fi
  if [ "$rc" = 0 ]; then
    # libFuzzer's last lines: "Done N runs in S second(s)" and the final stats
    grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' "$out" || true
  else
    tail -n 40 "$out"; status=1
  fi
done
exit $status

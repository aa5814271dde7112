# Unit tests: every tests/unit/test_*.c is one executable and one ctest case.
file(GLOB GI_UNIT_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/unit/test_*.c)
foreach(src ${GI_UNIT_TESTS})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_include_directories(${name} PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests/unit)
  target_link_libraries(${name} gpuisa)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
  add_test(NAME unit/${name} COMMAND ${name})
endforeach()
# the Parquet reader's decoders live in the CLI (tools/), not the library
target_sources(test_pq_decode PRIVATE ${CMAKE_SOURCE_DIR}/tools/pq_decode.c ${CMAKE_SOURCE_DIR}/tools/thrift_cp.c)
target_include_directories(test_pq_decode PRIVATE ${CMAKE_SOURCE_DIR}/tools)

# lit/FileCheck tests (tests/lit/**/*.s), run through LLVM's lit.
find_program(GI_LIT lit.py PATHS /usr/lib/llvm-14/build/utils/lit NO_DEFAULT_PATH)
find_package(Python3 COMPONENTS Interpreter)
if(GI_LIT AND Python3_FOUND)
  add_test(NAME lit COMMAND ${Python3_EXECUTABLE} ${GI_LIT} -sv --param build_dir=${CMAKE_BINARY_DIR}
           ${CMAKE_SOURCE_DIR}/tests/lit)
endif()

# The API example of the README, built and run.
add_executable(api_example ${CMAKE_SOURCE_DIR}/examples/api_example.c)
target_link_libraries(api_example gpuisa)
set_target_properties(api_example PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
add_test(NAME api_example COMMAND api_example)
set_tests_properties(api_example PROPERTIES PASS_REGULAR_EXPRESSION "v_add_f32 v0, 1.0, v1 => f2 02 00 02")

# Differential suite against llvm-mc 14: every section of the operand-syntax page and every
# mnemonic of the tables, on the issue's targets (committed goldens; also live when llvm-mc is
# installed). Documented differences are listed in tests/diff/known_differences.txt.
if(Python3_FOUND)
  add_test(NAME diff/amdgpu COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa -j 2
           --known ${CMAKE_SOURCE_DIR}/tests/diff/known_differences.txt)
  set_tests_properties(diff/amdgpu PROPERTIES TIMEOUT 1800)
  # the disassembler against llvm-mc 14 -disassemble: the assembler goldens' encodings and
  # seeded random words per target, and the round trip through `as --llvm-compat`
  # (committed goldens tests/diff/dis_golden; docs/amdgpu-dis.md)
  add_test(NAME diff/amdgpu-dis COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/dis_compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa
           --known ${CMAKE_SOURCE_DIR}/tests/diff/dis_known_differences.txt)
  set_tests_properties(diff/amdgpu-dis PROPERTIES TIMEOUT 600)
  # default mode reports every line where it differs from --llvm-compat
  add_test(NAME diff/amdgpu-modes COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/check_modes.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(diff/amdgpu-modes PROPERTIES TIMEOUT 1800)
  # every mnemonic llvm-mc 14 accepts on every target (its opcode inventory and alias list),
  # in several operand forms, with llvm-mc's bytes (issue 5's inventory)
  add_test(NAME diff/amdgpu-inventory COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/inventory.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(diff/amdgpu-inventory PROPERTIES TIMEOUT 1800)
  # the generated instruction tables are what the generator makes of the committed data
  add_test(NAME tables/amdgpu COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/amdgpu_tablegen/gen.py --check)
  add_test(NAME tables/amdgpu-mtbuf-formats
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/amdgpu_tablegen/mtbuf_formats.py --check)
  add_test(NAME tables/amdgpu-fixed-bits
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/amdgpu_tablegen/fixed_bits.py --check)
  add_test(NAME tables/amdgpu-mimg-addr
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/amdgpu_tablegen/mimg_addr.py --check)
endif()
if(Python3_FOUND)
  # AMDGPU objects (-filetype=obj) of clang-14 output, byte for byte against llvm-mc 14's
  # (goldens committed in tests/diff/obj/golden; live when llvm-mc is installed)
  add_test(NAME diff/amdgpu-obj COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/obj_compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa -j 2)
  set_tests_properties(diff/amdgpu-obj PROPERTIES TIMEOUT 600 PASS_REGULAR_EXPRESSION " 0 failed")
endif()
if(Python3_FOUND)
  # the examples assemble to exactly the bytes of llvm-mc's object files
  add_test(NAME examples/amdgpu COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff/check_examples.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
endif()

# The execution API example (examples/run_example.c), built and run: lane 0 loads word 1,
# lane 1 word 3 of the mapped array, and the hook sees both loads.
add_executable(run_example ${CMAKE_SOURCE_DIR}/examples/run_example.c)
target_link_libraries(run_example gpuisa)
set_target_properties(run_example PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
add_test(NAME run_example COMMAND run_example)
set_tests_properties(run_example PROPERTIES PASS_REGULAR_EXPRESSION
  "access pc=1 lane=0 r 0x1004 4 bytes.access pc=1 lane=1 r 0x100c 4 bytes.lane 0: R0=0x1004 R1=11.lane 1: R0=0x100c R1=13.instructions: 2, faults: 0")

# vISA differential suite against GenX_IR (Intel's vISA assembler, libigc-tools): acceptance and bytes of
# every LSC_UNTYPED sub-op and option on dg2 and pvc (committed goldens; GenX_IR also run live and reading
# gpuisa's .isa files back when installed). Differences where the seed wins: tests/diff_visa/known_differences.txt.
if(Python3_FOUND)
  find_program(GI_GENX_IR GenX_IR)
  if(GI_GENX_IR)
    set(GI_VISA_LIVE --live --readback)
  endif()
  add_test(NAME diff/visa COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/diff_visa/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa ${GI_VISA_LIVE})
  set_tests_properties(diff/visa PROPERTIES TIMEOUT 3600 PASS_REGULAR_EXPRESSION " 0 failed")
endif()

# Fuzz regressions (docs/fuzzing.md): the libFuzzer harnesses tests/fuzz/fuzz_*.c are also linked,
# together, into one plain program (tests/fuzz/replay_main.c; each harness's entry point renamed
# by a generated wrapper) that feeds them the saved inputs of tests/fuzz/regressions/<target>/,
# so that the normal and the ASan+UBSan builds replay every crash, hang or leak fuzzing found.
# --min: a lost input fails the test instead of passing.
file(GLOB GI_FUZZ_HARNESSES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/fuzz_*.c)
set(GI_REPLAY_SRC ${CMAKE_SOURCE_DIR}/tests/fuzz/replay_main.c)
set(GI_REPLAY_LIST "")
foreach(src ${GI_FUZZ_HARNESSES})
  get_filename_component(name ${src} NAME_WE)
  file(WRITE ${CMAKE_BINARY_DIR}/replay/${name}.c.new
       "#define LLVMFuzzerTestOneInput gi_replay_${name}\n#include \"${src}\"\n")
  configure_file(${CMAKE_BINARY_DIR}/replay/${name}.c.new ${CMAKE_BINARY_DIR}/replay/${name}.c COPYONLY)
  list(APPEND GI_REPLAY_SRC ${CMAKE_BINARY_DIR}/replay/${name}.c)
  string(APPEND GI_REPLAY_LIST "X(${name}) ")
endforeach()
add_executable(fuzz_replay ${GI_REPLAY_SRC})
target_include_directories(fuzz_replay PRIVATE ${CMAKE_SOURCE_DIR}/src ${CMAKE_SOURCE_DIR}/tests/unit
                           ${CMAKE_SOURCE_DIR}/tests/fuzz)
target_compile_definitions(fuzz_replay PRIVATE "GI_FUZZ_TARGETS=${GI_REPLAY_LIST}")
target_link_libraries(fuzz_replay gpuisa)
# fuzz_trace_read: the CLI's trace reader (tools/trace_read.h), compiled in
target_sources(fuzz_replay PRIVATE ${GI_TRACE_READ_SRC})
target_include_directories(fuzz_replay PRIVATE ${CMAKE_SOURCE_DIR}/tools)
target_link_libraries(fuzz_replay PkgConfig::ZLIB PkgConfig::SNAPPY PkgConfig::ZSTD)
set_target_properties(fuzz_replay PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
foreach(src ${GI_FUZZ_HARNESSES})
  get_filename_component(name ${src} NAME_WE)
  file(GLOB GI_FUZZ_INPUTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/regressions/${name}/*)
  list(LENGTH GI_FUZZ_INPUTS GI_FUZZ_NINPUTS)
  if(GI_FUZZ_NINPUTS GREATER 0)
    add_test(NAME fuzz/replay/${name} COMMAND fuzz_replay ${name} --min ${GI_FUZZ_NINPUTS}
             ${CMAKE_SOURCE_DIR}/tests/fuzz/regressions/${name})
    set_tests_properties(fuzz/replay/${name} PROPERTIES TIMEOUT 300)
  endif()
endforeach()

# The corpus of real clang-14 output (tests/corpus/amdgpu: 44 OpenCL files after public benchmark
# suites, gfx900/gfx90a/gfx1010), both modes, goldens committed and live llvm-mc when installed:
# -filetype=obj gives llvm-mc 14's object (sections, symbols, relocations, metadata note) and
# ld.lld links it; --show-encoding gives every instruction the bytes of llvm-mc's .text.
if(Python3_FOUND)
  add_test(NAME diff/amdgpu-corpus COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus/amdgpu/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa -j 2)
  add_test(NAME diff/amdgpu-corpus-text COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus/amdgpu/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa --text-only -j 2)
  set_tests_properties(diff/amdgpu-corpus diff/amdgpu-corpus-text PROPERTIES TIMEOUT 600)
endif()

# The SASS real-listing corpus (tests/corpus/sass, README.md there; docs/sass.md): every
# cuobjdump/nvdisasm line through `gpuisa as` and every word through `gpuisa dis`; prints the
# figures and fails when a check listed in expected_pass.txt (scripts/sass_corpus.py --record)
# no longer passes.
if(Python3_FOUND)
  add_test(NAME corpus/sass COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/sass_corpus.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(corpus/sass PROPERTIES TIMEOUT 120)
endif()

# The vISA corpus (tests/corpus/visa, README.md there): IGC's .visaasm of 171 benchmark kernels
# through `gpuisa as --show-encoding`; fails when a kernel of expected_parse.txt
# (scripts/visa_corpus.py --record) no longer parses, a statement does not print back as written,
# or gpuisa crashes.
if(Python3_FOUND)
  add_test(NAME corpus/visa COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/visa_corpus.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(corpus/visa PROPERTIES TIMEOUT 300)
  # the complete .isa of every corpus kernel against IGC's own dump (every field IGC wrote),
  # round trip through `dis`, and, when GenX_IR is installed, GenX_IR reading it back
  add_test(NAME corpus/visa-isa COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus/visa/check_isa.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(corpus/visa-isa PROPERTIES TIMEOUT 600)
endif()
# every general statement of the vISA corpus executed once by vx_exec_gen (docs/visa-exec.md
# "Tests"): steps or stops with a run error, never crashes
file(GLOB GI_VISA_CORPUS_FILES ${CMAKE_SOURCE_DIR}/tests/corpus/visa/*/*/*.visaasm)
if(GI_VISA_CORPUS_FILES)
  add_test(NAME corpus/visa-exec COMMAND test_visa_gen ${GI_VISA_CORPUS_FILES})
  set_tests_properties(corpus/visa-exec PROPERTIES PASS_REGULAR_EXPRESSION "with the general path, 0 differ")
endif()
# The zebins of the vISA corpus (90 files, 170 kernels) through `gpuisa dis --isa=visa --zebin-info`
# (src/visa/obj/zebin*.c), each line compared with the same fields read by python3-yaml from the
# .ze_info section that the script finds with struct in the ELF section headers.
if(Python3_FOUND)
  add_test(NAME corpus/visa-zebin COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus/visa/check_zebin.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(corpus/visa-zebin PROPERTIES TIMEOUT 120 PASS_REGULAR_EXPRESSION " 0 failed")
endif()

# tests/launch/amdgpu/pocl_run: runs a launch JSON's OpenCL C kernel on pocl (the CPU), the
# independent side of the launch corpus (tests/launch/amdgpu/README.md). Built only when OpenCL
# (Debian ocl-icd-opencl-dev + opencl-headers) is found; the corpus uses its committed goldens otherwise.
find_package(OpenCL QUIET)
if(OpenCL_FOUND)
  add_executable(pocl_run tests/launch/amdgpu/pocl_run.c)
  target_link_libraries(pocl_run OpenCL::OpenCL PkgConfig::JANSSON m)
  set_target_properties(pocl_run PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
endif()

# The launch corpus (tests/launch/amdgpu, README.md there): every case launched with
# `gpuisa run --launch` on gfx900, gfx90a and gfx1010, on 1 and 2 host threads, against pocl's
# results (the committed goldens; re-run live when pocl_run is built). known_failures.txt lists
# the cases that stop at an instruction the executor does not model yet; it may only shrink.
if(Python3_FOUND)
  set(GI_LAUNCH_LIVE "")
  # live pocl runs check the goldens, not gpuisa: only in the plain build
  if(OpenCL_FOUND AND NOT GI_SANITIZE)
    set(GI_LAUNCH_LIVE --live --pocl-run ${CMAKE_BINARY_DIR}/tests/pocl_run)
  endif()
  add_test(NAME diff/amdgpu-launch COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/launch/amdgpu/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa --known ${CMAKE_SOURCE_DIR}/tests/launch/amdgpu/known_failures.txt
           -j 2 ${GI_LAUNCH_LIVE})
  add_test(NAME diff/amdgpu-launch-files COMMAND ${Python3_EXECUTABLE}
           ${CMAKE_SOURCE_DIR}/tests/launch/amdgpu/gen_launch.py --check)
  add_test(NAME diff/amdgpu-launch-goldens COMMAND ${Python3_EXECUTABLE}
           ${CMAKE_SOURCE_DIR}/tests/launch/amdgpu/check_goldens.py)
  set_tests_properties(diff/amdgpu-launch PROPERTIES TIMEOUT 900)
endif()

# vISA launches (tests/launch/visa, README.md there): the AMDGPU launch corpus's cases whose kernel
# the vISA corpus holds, run from IGC's .visaasm with its zebin on pvc and dg2, 1 and 2 host threads,
# against the same pocl goldens (re-run live when pocl_run is built).
if(Python3_FOUND)
  add_test(NAME diff/visa-launch COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/launch/visa/compare.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa --devices pvc dg2 -j 2 ${GI_LAUNCH_LIVE})
  set_tests_properties(diff/visa-launch PROPERTIES TIMEOUT 900 PASS_REGULAR_EXPRESSION " 0 failed")
  add_test(NAME diff/visa-launch-files COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/launch/visa/gen_probes.py --check)
  # the probes' IGC code through the corpus's .isa checks (tables, bytes, round trip, GenX_IR read-back)
  add_test(NAME corpus/visa-probes-isa COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/corpus/visa/check_isa.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa --root ${CMAKE_SOURCE_DIR}/tests/launch/visa/kernels)
  set_tests_properties(corpus/visa-probes-isa PROPERTIES TIMEOUT 300 PASS_REGULAR_EXPRESSION "failed: 0")
endif()

# The installed tree (issue 22): files, SONAME, only public symbols exported, the API examples
# built with pkg-config (shared, static) and CMake find_package (tests/install/check_install.sh).
# (not in the sanitizer build: programs and Python would have to load the ASan runtime first)
if(NOT GI_SANITIZE)
  add_test(NAME install/package COMMAND bash ${CMAKE_SOURCE_DIR}/tests/install/check_install.sh ${CMAKE_BINARY_DIR})
  set_tests_properties(install/package PROPERTIES TIMEOUT 900)
endif()

# The Python bindings installed into a virtual environment, their pytest suite and examples
# (tests/install/check_python.sh; Debian's python3-numpy, python3-pytest, python3-venv)
if(NOT GI_SANITIZE)
  add_test(NAME install/python COMMAND bash ${CMAKE_SOURCE_DIR}/tests/install/check_python.sh ${CMAKE_BINARY_DIR})
  set_tests_properties(install/python PROPERTIES TIMEOUT 300)
endif()

# SASS kernel launches against their CUDA-source references, 1 and 2 threads (tests/launch/sass)
if(Python3_FOUND)
  add_test(NAME launch/sass COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/launch/sass/run_kernels.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
endif()

# Memory traces read back by DuckDB (@duckdb/node-api from npm, tests/duckdb): row counts and the
# per-instruction figures computed in SQL equal `gpuisa report --json` (docs/memory-trace.md).
# `npm ci` on the first run; skipped only when node or npm is missing.
add_test(NAME trace/duckdb COMMAND sh ${CMAKE_SOURCE_DIR}/tests/duckdb/run.sh trace/duckdb readback.mjs
         --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
set_tests_properties(trace/duckdb PROPERTIES TIMEOUT 600 SKIP_RETURN_CODE 77 RESOURCE_LOCK duckdb_node_modules)
# The Parquet trace encoder (src/exec/trace_parquet.c): files of synthetic records read back by DuckDB,
# row for row the same as its read of the same records' CSV; types, encodings and statistics; and
# real traces that gpuisa run writes as Parquet, against the same runs' CSV (tests/duckdb/parquet.mjs).
add_test(NAME trace/parquet-duckdb COMMAND sh ${CMAKE_SOURCE_DIR}/tests/duckdb/run.sh trace/parquet-duckdb parquet.mjs
         --test $<TARGET_FILE:test_trace_parquet> --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
set_tests_properties(trace/parquet-duckdb PROPERTIES TIMEOUT 300 SKIP_RETURN_CODE 77 RESOURCE_LOCK duckdb_node_modules)

# Parquet data pages v2 (which DuckDB does not write): the lit Parquet traces rewritten page by
# page into v2 pages by tests/trace/parquet_v2.py; `gpuisa report --json` must not change.
if(Python3_FOUND)
  add_test(NAME trace/parquet-v2 COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/trace/parquet_v2.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(trace/parquet-v2 PROPERTIES TIMEOUT 120)
endif()

# A tiled and an untiled matrix multiply on every ISA (SASS, AMDGPU gfx900/gfx1010, vISA pvc/dg2)
# through `run --launch --report --json`: sectors per request, bytes per multiply-add, patterns and
# bank conflicts against the textbook figures (docs/memory-trace.md "Tiled vs untiled matrix multiply").
if(Python3_FOUND)
  add_test(NAME trace/matmul COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/tests/trace/matmul_report.py
           --gpuisa ${CMAKE_BINARY_DIR}/gpuisa)
  set_tests_properties(trace/matmul PROPERTIES TIMEOUT 300)
endif()

# The playground (web/, issue 23): the library compiled to WebAssembly with Debian's emscripten
# (scripts/build_web.sh, into build-web/ and web/dist/), then driven in headless Chromium by
# puppeteer-core (tests/web: `npm ci` when node_modules is absent); it types a program for each ISA,
# checks the encodings, a diagnostic and a run's results, and saves build-web/playground.png.
# (not in the sanitizer build: the same WebAssembly build would only run twice)
if(NOT GI_SANITIZE)
  add_test(NAME web/playground COMMAND bash ${CMAKE_SOURCE_DIR}/tests/web/run.sh ${CMAKE_SOURCE_DIR}/build-web)
  set_tests_properties(web/playground PROPERTIES TIMEOUT 900)
endif()

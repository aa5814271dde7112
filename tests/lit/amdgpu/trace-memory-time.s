// The trace's writer threads (docs/memory-trace.md "Writing") on a launch: --time ends its line
// with the seconds of closing the trace; the .gz is one gzip stream (gzip -t) that decompresses
// to the plain trace, the same for 1 and 3 host threads; a failed write (/dev/full) is an
// error of the run (exit 1) that names the reason. The launch is launch-barrier.s's `swap`
// (trace-memory-launch.s checks its records).
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 1 --trace-memory %t.csv %S/launch-barrier.s > /dev/null
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 3 --time --trace-memory %t.3.csv.gz %S/launch-barrier.s 2> %t.time > /dev/null
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --threads 1 --trace-memory %t.1.csv.gz %S/launch-barrier.s > /dev/null
// RUN: FileCheck --check-prefix=TIME %s < %t.time
// RUN: gzip -t %t.3.csv.gz
// RUN: zcat %t.3.csv.gz | cmp - %t.csv
// RUN: cmp %t.1.csv.gz %t.3.csv.gz
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/swap.json --trace-memory /dev/full %S/launch-barrier.s 2>&1 > /dev/null | FileCheck --check-prefix=FULL %s
// TIME: gpuisa: time: parse {{[0-9]+\.[0-9]+}} setup {{[0-9]+\.[0-9]+}} run {{[0-9]+\.[0-9]+}} result {{[0-9]+\.[0-9]+}} trace-close {{[0-9]+\.[0-9]+$}}
// FULL: gpuisa: error writing the memory trace: No space left on device

// `gpuisa run` option errors: exit status 1, a message, nothing on stdout.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 2> %t.err > %t.out
// RUN: FileCheck --check-prefix=NOFILE %s < %t.err
// RUN: test ! -s %t.out
// NOFILE: gpuisa: run needs a FILE
// NOFILE: usage: gpuisa run
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --max-instructions 0 %s 2>&1 | FileCheck --check-prefix=MAXI %s
// MAXI: gpuisa: --max-instructions needs a positive integer, not '0'
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --max-memory=-5 %s 2>&1 | FileCheck --check-prefix=MAXM %s
// MAXM: gpuisa: --max-memory needs a positive integer, not '-5'
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --bogus %s 2>&1 | FileCheck --check-prefix=BOGUS %s
// BOGUS: gpuisa: unknown option '--bogus'
// RUN: %not %gpuisa run --isa=nvptx --mcpu=sm_50 %s 2>&1 | FileCheck --check-prefix=ISA %s
// ISA: gpuisa: unknown ISA 'nvptx'
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %s %s 2>&1 | FileCheck --check-prefix=TWO %s
// TWO: usage: gpuisa run

// Launching a kernel of a cubin (docs/sass.md "Launching a cubin"): the code of .text.rev, the
// 128 bytes of static shared memory of .nv.shared.rev (the launch asks for no dynamic shared
// memory: without the static size the STS would fault), constant bank 2 from .nv.constant2.rev,
// and the parameters where the cubin's EIATTR_KPARAM_INFO records put them -- here deliberately
// not the natural order: parameter 0 (int *out) at offset 8, parameter 1 (int k) at offset 0.
// The cubin is written around this file's code by Inputs/launch/make_cubin.py in nvcc's layout.
// Expected (by hand): s[t] = t; out[t] = s[31 - t] + k + c[0x2][0x4] = 31 - t + 1000 + 0x10000.
// RUN: %gpuisa as --isa=sass --mcpu=sm_52 %s -o %t.bin
// RUN: python3 %S/Inputs/launch/make_cubin.py %t.bin %t.cubin --kernel rev --params 8,4 --offsets 8,0 --shared 128 --const2 0000000000000100
// RUN: echo '{"grid":[1],"block":[32],"buffers":{"out":{"type":"u32","count":32}},"args":[{"buffer":"out"},{"i32":1000}]}' > %t.json
// RUN: %gpuisa run --isa=sass --mcpu=sm_52 --launch %t.json --json %t.cubin > %t.out
// RUN: %jsonq < %t.out | FileCheck %s
// RUN: %gpuisa run --isa=sass --mcpu=sm_52 --launch %t.json --json --threads 2 --kernel rev %t.cubin | cmp - %t.out
// CHECK: buffer out[0]: 0x10407 0x10406 0x10405 0x10404 0x10403 0x10402 0x10401 0x10400
// CHECK: buffer out[24]: 0x103ef 0x103ee 0x103ed 0x103ec 0x103eb 0x103ea 0x103e9 0x103e8
// CHECK-NOT: fault
//
// Without the static shared memory the first STS is outside the CTA's (empty) shared memory.
// RUN: python3 %S/Inputs/launch/make_cubin.py %t.bin %t.noshared.cubin --kernel rev --params 8,4 --offsets 8,0 --const2 0000000000000100
// RUN: %gpuisa run --isa=sass --mcpu=sm_52 --launch %t.json --json %t.noshared.cubin > %t.ns; test $? = 2
// RUN: %jsonq < %t.ns | FileCheck --check-prefix=NOSHARED %s
// NOSHARED: fault group=0,0,0 wave=0 pc=2 lane=0 kind=out_of_window address=0x0
//
// The launch must match what the kernel was compiled for.
// RUN: echo '{"grid":[1],"block":[32],"buffers":{"out":{"type":"u32","count":32}},"args":[{"buffer":"out"}]}' > %t.few.json
// RUN: not %gpuisa run --isa=sass --launch %t.few.json %t.cubin 2>&1 | FileCheck --check-prefix=COUNT %s
// COUNT: gpuisa: launch: kernel 'rev' takes 2 parameters, the launch gives 1
// RUN: echo '{"grid":[1],"block":[32],"buffers":{"out":{"type":"u32","count":32}},"args":[{"buffer":"out"},{"i64":1000}]}' > %t.wide.json
// RUN: not %gpuisa run --isa=sass --launch %t.wide.json %t.cubin 2>&1 | FileCheck --check-prefix=SIZE %s
// SIZE: gpuisa: launch: args[1] is 8 bytes, kernel 'rev' takes 4 bytes there
// RUN: not %gpuisa run --isa=sass --launch %t.json --kernel other %t.cubin 2>&1 | FileCheck --check-prefix=NAME %s
// NAME: gpuisa: no kernel 'other' in the cubin (it has rev)
// RUN: python3 %S/Inputs/launch/make_cubin.py %t.bin %t.req.cubin --kernel rev --params 8,4 --shared 128 --reqntid 64,1,1
// RUN: not %gpuisa run --isa=sass --launch %t.json %t.req.cubin 2>&1 | FileCheck --check-prefix=REQ %s
// REQ: gpuisa: kernel 'rev' was compiled for blocks of (64,1,1) threads (EIATTR_REQNTID)
// RUN: echo '{"grid":[1],"block":[32],"shared":49100,"buffers":{"out":{"type":"u32","count":32}},"args":[{"buffer":"out"},{"i32":1}]}' > %t.big.json
// RUN: not %gpuisa run --isa=sass --launch %t.big.json %t.cubin 2>&1 | FileCheck --check-prefix=BIG %s
// BIG: gpuisa: kernel 'rev' has 128 bytes of static shared memory; with 49100 dynamic that is more than the 48 KiB sm_5x allows
//
// What the loader cannot do is refused by name.
// RUN: python3 %S/Inputs/launch/make_cubin.py %t.bin %t.32.cubin --kernel rev --params 8,4 --elf32
// RUN: not %gpuisa run --isa=sass --launch %t.json %t.32.cubin 2>&1 | FileCheck --check-prefix=ELF32 %s
// ELF32: gpuisa: kernel 'rev': a 32-bit cubin (no EF_CUDA_64BIT_ADDRESS; 4-byte pointers) is not supported
// RUN: python3 %S/Inputs/launch/make_cubin.py %t.bin %t.rel.cubin --kernel rev --params 8,4 --reloc
// RUN: not %gpuisa run --isa=sass --launch %t.json %t.rel.cubin 2>&1 | FileCheck --check-prefix=REL %s
// REL: gpuisa: kernel 'rev': relocations (.rel.text.rev) are not supported
// RUN: not %gpuisa run --isa=sass --launch %t.json %S/../../corpus/sass/cubin/microbench.cubin 2>&1 | FileCheck --check-prefix=MICRO %s
// MICRO: gpuisa: kernel 'microbench': a 32-bit cubin
// RUN: printf '\177ELF\002\001\001' > %t.trunc.cubin
// RUN: not %gpuisa run --isa=sass --launch %t.json %t.trunc.cubin 2>&1 | FileCheck --check-prefix=TRUNC %s
// TRUNC: gpuisa: not a readable ELF file: no complete ELF header
S2R R0, SR_TID.X ;
SHL R3, R0, 0x2 ;
STS [R3], R0 ;                               // s[t] = t
BAR.SYNC 0x0 ;
IADD R7, -R0, 0x1f ;
SHL R7, R7, 0x2 ;
LDS.U.32 R8, [R7] ;                          // s[31 - t]
IADD R8, R8, c[0x0][0x140] ;                 // + k (parameter 1, offset 0)
IADD R8, R8, c[0x2][0x4] ;                   // + constant bank 2, word 1
LEA R4.CC, R0, c[0x0][0x148], 0x2 ;          // out (parameter 0, offset 8)
LEA.HI.X R5, R0, c[0x0][0x14c], RZ, 0x2 ;
STG.E [R4], R8 ;
EXIT ;

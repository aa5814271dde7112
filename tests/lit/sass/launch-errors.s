// Launch errors and faults of the SASS launch (docs/sass.md "Launching a kernel").
// RUN: echo '{"grid":[1],"block":[32],"args":[{"local":64}]}' > %t.local.json
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.local.json %s 2>&1 | FileCheck --check-prefix=LOCAL %s
// LOCAL: gpuisa: launch: args[0]: a "local" argument has no CUDA form (CUDA kernels take dynamic shared memory through "shared")
// RUN: echo '{"grid":[1],"block":[32],"shared":49153}' > %t.shared.json
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.shared.json %s 2>&1 | FileCheck --check-prefix=SHARED %s
// SHARED: gpuisa: 49153 bytes of shared memory: sm_5x allows at most 48 KiB per CTA
// RUN: echo '{"grid":[1],"block":[1025]}' > %t.big.json
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.big.json %s 2>&1 | FileCheck --check-prefix=BIG %s
// BIG: gpuisa: a CTA of 1025 threads is larger than 1024
// RUN: echo '{"grid":[1],"block":[32],"kernel":"k"}' > %t.named.json
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.named.json %s 2>&1 | FileCheck --check-prefix=NAMED %s
// NAMED: gpuisa: assembly holds one kernel: "kernel" / --kernel name none
// RUN: printf '\177ELF\002\001\001' > %t.cubin
// RUN: echo '{"grid":[1],"block":[32]}' > %t.one.json
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.one.json %t.cubin 2>&1 | FileCheck --check-prefix=ELF %s
// ELF: gpuisa: not a readable ELF file: no complete ELF header
// RUN: echo 'S2R R0, SR_VIRTID ;' > %t.sr.s
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.one.json %t.sr.s 2>&1 | FileCheck --check-prefix=SR %s
// SR: instruction 0: S2R of this special register is not modelled
// RUN: echo 'BAR.SYNC 0x1 ;' > %t.bar.s
// RUN: not %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.one.json %t.bar.s 2>&1 | FileCheck --check-prefix=BAR %s
// BAR: instruction 0: BAR.SYNC with a barrier number or thread count other than 0 (named barriers) is not modelled
//
// Faults carry the CTA and warp, exit status 2: thread i = 64 ctaid + tid - 96 reads word i of a
// 16-word buffer when i >= 0, so lanes 0..15 of warp 1 of CTA 1 (i = 0..15) read it and lanes
// 16..31 (i = 16..31: bytes 64..124 past its start at 0x100000000) fault.
// RUN: echo '{"grid":[2],"block":[64],"shared":64,"buffers":{"a":{"type":"u32","count":16,"fill":7}},"args":[{"buffer":"a"}]}' > %t.f.json
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --launch %t.f.json --json %s > %t.out; test $? = 2
// RUN: %jsonq < %t.out | FileCheck --check-prefix=FAULT %s
// FAULT-NOT: fault
// FAULT: fault group=1,0,0 wave=1 pc=8 lane=16 kind=out_of_bounds address=0x100000040
// FAULT: fault group=1,0,0 wave=1 pc=8 lane=31 kind=out_of_bounds address=0x10000007c
// FAULT-NOT: fault
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
ISCADD R0, R0, R2, 0x6 ;
IADD R0, R0, -0x60 ;
ISETP.LT.AND P0, PT, R0, RZ, PT ;
LEA R4.CC, R0, c[0x0][0x140], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x144], RZ, 0x2 ;
@P0 EXIT ;
LDG.E R6, [R4] ;
EXIT ;

// Global atomics across work-groups and host threads (docs/visa-exec.md "Launching a kernel"): the
// OpenCL C of Inputs/launch-cas.cl compiled by ocloc (IGC 1.0.12504) for pvc, its .visaasm and zebin
// as IGC wrote them. 4 work-groups of 64 (2 SIMD32 threads each) on 1 and 2 host threads:
//  - counter[0] gets every global id added by an atomic_cmpxchg loop (IGC: a uniform load and
//    lsc_atomic_icas over 32 lanes, the failing lanes going round again): 0 + 1 + ... + 255 = 32640;
//  - counter[1] is atomic_inc'ed once per work-item (IGC: one svm_atomic.add per thread of the
//    popcount of its channels): 256;
//  - counter[2] = atomic_max(-5, every id) = 255.
// Lost updates between host threads (a read-modify-write that is not atomic across them) would
// leave counter[0] short.
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/launch-cas.json --threads 1 --zebin %S/Inputs/launch-cas.zebin %S/Inputs/launch-cas.simd32.visaasm | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/launch-cas.json --threads 2 --zebin %S/Inputs/launch-cas.zebin %S/Inputs/launch-cas.simd32.visaasm | %jsonq | FileCheck %s
// (jsonq prints integers in hex: 0x7f80 = 32640, 0x100 = 256, 0xff = 255)
// CHECK: buffer counter[0]: 0x7f80 0x100 0xff
// CHECK: waves: 8

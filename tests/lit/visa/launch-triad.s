// run --launch of IGC's own vISA for SHOC Triad (C[i] = A[i] + s * B[i], i = get_global_id(0)) on
// pvc, with the zebin ocloc wrote for it: the payload comes from its .ze_info (docs/visa-exec.md
// "Launching a kernel"). Two work-groups of 20 work-items: each is one SIMD32 thread with channels
// 0-19 enabled, so C[40..47] keep their fill. A[i] = i, B[i] = 100 + i, s = 2: C[i] = 200 + 3i.
// Instructions per thread: 14 (or, mul (M1_NM, 1); 11 SIMD32 ones; ret (M1, 1)), 28 in all;
// lane instructions per thread 1 + 1 + 11 * 20 + 1 = 223, 446 in all; 2 threads ("waves").
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm | %jsonq | FileCheck %s
// The same kernel assembled to a complete .isa runs the same, on 2 host threads too:
// RUN: %gpuisa as --isa=visa --mcpu=pvc -o %t.isa %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm
// RUN: %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --threads 2 --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %t.isa | %jsonq | FileCheck %s
// CHECK:      buffer C[0]: 200.0 203.0 206.0 209.0 212.0 215.0 218.0 221.0
// CHECK-NEXT: buffer C[8]: 224.0 227.0 230.0 233.0 236.0 239.0 242.0 245.0
// CHECK-NEXT: buffer C[16]: 248.0 251.0 254.0 257.0 260.0 263.0 266.0 269.0
// CHECK-NEXT: buffer C[24]: 272.0 275.0 278.0 281.0 284.0 287.0 290.0 293.0
// CHECK-NEXT: buffer C[32]: 296.0 299.0 302.0 305.0 308.0 311.0 314.0 317.0
// CHECK-NEXT: buffer C[40]: -1.0 -1.0 -1.0 -1.0 -1.0 -1.0 -1.0 -1.0
// CHECK-NEXT: instructions: 28
// CHECK-NEXT: lane_instructions: 446
// CHECK-NEXT: waves: 2
//
// Errors: no zebin; a kernel name the file does not hold; a zebin without the kernel; an argument
// the launch does not give.
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json %t.isa 2>&1 | FileCheck %s --check-prefix=NOZEBIN
// NOZEBIN: gpuisa: launch: a vISA kernel needs --zebin K.bin
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --kernel Triad4 --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %t.isa 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: gpuisa: launch: the file holds kernel 'Triad', not 'Triad4'
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_md5hash.zebin %t.isa 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: gpuisa: launch: the zebin has no kernel 'Triad'
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch-3args.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %t.isa 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: gpuisa: launch: kernel 'Triad' takes argument 3, the launch gives 3 argument(s)
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %t.isa 2>&1 | FileCheck %s --check-prefix=NOLAUNCH
// NOLAUNCH: gpuisa: --kernel, --threads and --zebin go with --launch
// IGC's own .isa dump (its writer leaves each instruction without its last fields) does not decode;
// the message says why:
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --launch %S/Inputs/triad-launch.json --zebin %S/../../corpus/visa/pvc/shoc_triad.zebin %S/../../corpus/visa/pvc/shoc_triad/Triad.simd32.isa 2>&1 | FileCheck %s --check-prefix=IGCISA
// IGCISA: gpuisa: instruction 1 does not decode (opcode not in the instruction table); the file carries a gen binary: an IGC .isa dump?

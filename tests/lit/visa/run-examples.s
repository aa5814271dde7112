// The runnable seed examples of examples/visa/ (each K.s with its state K.json) on pvc; the expected
// values follow from the comments in each kernel (derived there from the seed's pseudocode).
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %S/../../../examples/visa/seed-flat.json --json %S/../../../examples/visa/seed-flat.s | %jsonq | FileCheck --check-prefix=FLAT %s
// FLAT: regs.VOLD: 0x41 0x42 0x43 {{.*}} 0x5f 0x60{{$}}
// FLAT: regs.VVAL: 0x40 0x41 0x42 {{.*}} 0x5e 0x5f{{$}}
// FLAT: memory global 0x10000 u32: 0x3e8 0x42 0x3ea 0x44 {{.*}} 0x406 0x60{{$}}
// FLAT-NEXT: instructions: 6
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %S/../../../examples/visa/seed-slm.json --json %S/../../../examples/visa/seed-slm.s | %jsonq | FileCheck --check-prefix=SLM %s
// SLM: regs.VOLD: 0x0 0x40800000 0x41000000 {{.*}} 0x42f80000{{$}}
// SLM: memory slm 0x0 f32: 0.0 0.5 4.5 8.5 {{.*}} 124.5 125.0 126.0 127.0 36.0 37.0 38.0 39.0{{$}}
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %S/../../../examples/visa/seed-stateful.json --json %S/../../../examples/visa/seed-stateful.s | %jsonq | FileCheck --check-prefix=STATEFUL %s
// STATEFUL: regs.VARG: 0x500 0x0
// STATEFUL: regs.VBSS: 0x200 0x201 {{.*}} 0x21f{{$}}
// STATEFUL: regs.VBTI: 0x400 0x401 {{.*}} 0x40e 0x40f{{$}}
// STATEFUL: regs.VSS: 0x300 0x301 {{.*}} 0x31f{{$}}
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %S/../../../examples/visa/seed-block2d.json --json %S/../../../examples/visa/seed-block2d.s | %jsonq | FileCheck --check-prefix=B2D %s
// Row 8 of the surface: bytes 0..7 = 8..15 unchanged, 8..39 stored as 0, 40..63 = 48..71.
// B2D: memory global 0x100200 u8: 0x8 0x9 0xa 0xb 0xc 0xd 0xe 0xf 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x30 0x31 {{.*}} 0x46 0x47{{$}}
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %S/../../../examples/visa/seed-apndctr.json --json %S/../../../examples/visa/seed-apndctr.s | %jsonq | FileCheck --check-prefix=APND %s
// APND: regs.VDATA: 0x0 0x1 0x2 {{.*}} 0x1f{{$}}
// APND: counters: [{"index": 160, "model": "bti", "value": 132}, {"model": "bss", "offset": 64, "value": 32}]

// faddr SYMBOL DST (opcode 0x50: the symbol's string-table index u16, then DST): the symbol's string
// enters the table when its instruction is read, after the declarations' names, as GenX_IR's text
// reader does (strings 29 A, 30 B, 31 mytab, 32 other_sym). The bytes are GenX_IR 1.0.12504's for
// this file (its .isa writer keeps every field of faddr).
// RUN: %gpuisa as --isa=visa --mcpu=pvc --show-encoding %s | FileCheck %s
// CHECK: faddr mytab A(0,0)<1> ; encoding: [0x50,0x1f,0x00,0x00,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x02]
// CHECK: faddr other_sym B(0,1)<1> ; encoding: [0x50,0x20,0x00,0x00,0x21,0x00,0x00,0x00,0x00,0x01,0x00,0x02]
// The .isa file reads back to the same text:
// RUN: %gpuisa as --isa=visa --mcpu=pvc -o %t.isa %s
// RUN: %gpuisa dis --isa=visa --mcpu=pvc %t.isa | FileCheck %s --check-prefix=DIS
// DIS: faddr mytab A(0,0)<1>
// DIS: faddr other_sym B(0,1)<1>
// A state file may give symbols their addresses ("symbols", docs/visa-exec.md): A = 0x1000, B(0,1) = 77.
// RUN: echo '{"symbols": {"mytab": "0x1000", "other_sym": 77}}' > %t.json
// RUN: %gpuisa run --isa=visa --mcpu=pvc --state %t.json --json %s | %jsonq | FileCheck %s --check-prefix=SYM
// SYM: regs.A: 0x1000
// SYM-NEXT: regs.B: 0x0 0x4d
// Without them the symbol is a run error (a launch maps the zebin's data).
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: gpuisa: pc 0: faddr: symbol mytab is not defined
.version 4.1
.kernel "fa"
.decl A v_type=G type=uq num_elts=1 align=qword
.decl B v_type=G type=ud num_elts=2 align=dword
    faddr mytab A(0,0)<1>
    faddr other_sym B(0,1)<1>
    ret (M1, 1)

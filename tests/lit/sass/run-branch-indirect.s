// BRX, JMP and JMX (docs/sass.md D-C3). 4 lanes. Instruction i sits at (i / 3) * 32 + 8 + (i % 3) * 8:
// 0x08 0x10 0x18 | 0x28 0x30 0x38 | 0x48 0x50 0x58 | 0x68 0x70 0x78 | 0x88 0x90 0x98 | 0xa8.
// BRX R1 0x0 (at 0x10): target 0x18 + R1 + 0; R1 = 0 0x18 0x18 0 -> lanes 0, 3 at 0x18 (R2 = 1), lanes
// 1, 2 at 0x30 (R2 = 2), both SYNC to `join`. JMP 0x58 skips the MOV32I R3 (R3 is never written: not listed).
// JMX R4 0x8 (at 0x68): target R4 + 8; R4 = 0x68 0x80 0x68 0x80 -> 0x70 (R5 = 1) or 0x88 (R5 = 2).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/rows2.json --json %s | %jsonq | FileCheck %s
// CHECK: regs.R2: 0x1 0x2 0x2 0x1
// CHECK-NEXT: regs.R4:
// CHECK-NEXT: regs.R5: 0x1 0x2 0x1 0x2
// CHECK-NEXT: regs.R6: 0x9 0x9 0x9 0x9
// A lane's target that is no instruction's address is a run error; JMP's absolute address is
// checked when the program is loaded.
// RUN: printf 'BRX R0 0x4 ;\nEXIT ;\n' > %t.brx.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.brx.s 2>&1 | FileCheck --check-prefix=BRX %s
// BRX: BRX at instruction 0: lane 0's target 0x14 is outside the program or not an instruction
// RUN: printf 'JMX R0 0x100 ;\nEXIT ;\n' > %t.jmx.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.jmx.s 2>&1 | FileCheck --check-prefix=JMX %s
// JMX: JMX at instruction 0: lane 0's target 0x100 is outside the program or not an instruction
// RUN: printf 'JMP 0x20 ;\nEXIT ;\n' > %t.jmp.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.jmp.s 2>&1 | FileCheck --check-prefix=JMP %s
// JMP: instruction 0 branches outside the program
SSY join ;
BRX R1 0x0 ;
MOV32I R2, 0x1 ;
SYNC ;
MOV32I R2, 0x2 ;
SYNC ;
join:
JMP 0x58 ;
MOV32I R3, 0x7 ;
SSY join2 ;
JMX R4 0x8 ;
MOV32I R5, 0x1 ;
SYNC ;
MOV32I R5, 0x2 ;
SYNC ;
join2:
MOV32I R6, 0x9 ;
EXIT ;

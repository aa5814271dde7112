// Operand syntax the integer ALU rows bring: '~' inversions (LOP, LOP32I), .H0/.H1 half
// selectors (XMAD, IADD3), each only where a row has the field; and the executor refuses
// the forms of the integer ALU rows it does not model (XMAD.CSFU, .X of LOP/LOP3/LOP32I, ISET.X)
// with a "not modelled" error.
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 %s 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: printf 'XMAD.CSFU R0, R1, R2, RZ ;\nEXIT ;\n' > %t.run.s
// RUN: printf 'MOV R0, R1 ;\nLOP.AND.X R0, R1, R2 ;\nEXIT ;\n' > %t.run2.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run2.s 2>&1 | FileCheck --check-prefix=EXE2 %s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run.s 2>&1 | FileCheck --check-prefix=EXE %s
// RUN: printf 'LOP.XOR R0, R1, ~R2 ;\nXMAD.PSL.CBCC R0, R1.H1, R2.H1, R0 ;\nIADD3 R0, R1.H1, -R2.H0, -R3 ;\n' > %t.ok.s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %t.ok.s | FileCheck --check-prefix=OK %s
// OK: LOP.XOR R0, R1, ~R2 ; encoding: [0x00,0x01,0x27,0x00,0x00,0x05,0x47,0x5c]
// OK: XMAD.PSL.CBCC R0, R1.H1, R2.H1, R0 ; encoding: [0x00,0x01,0x27,0x00,0x18,0x00,0x30,0x5b]
// OK: IADD3 R0, R1.H1, -R2.H0, -R3 ; encoding: [0x00,0x01,0x27,0x00,0x92,0x01,0xc6,0x5c]
IADD R0, ~R1, R2 ;
// ERR: [[@LINE-1]]:10: error: this operand cannot be inverted
LOP.AND R0, R1, -R2 ;
// ERR: [[@LINE-1]]:17: error: this operand cannot be negated
MOV R0, R1.H1 ;
// ERR: [[@LINE-1]]:11: error: a half selector (.H0/.H1) is not allowed on this operand
XMAD R0.H1, R1, R2, RZ ;
// ERR: [[@LINE-1]]:8: error: a half selector is only allowed on a source operand
LOP3.LUT R0, R1, R2, R3, 0x100 ;
// ERR: [[@LINE-1]]:26: error: look-up table must be 0..0xff
XMAD R0, R1, 0x10000, RZ ;
// ERR: [[@LINE-1]]:14: error: immediate must be an unsigned 16-bit value (0..0xffff)
// EXE: instruction 0: XMAD.CSFU is not modelled
// EXE2: instruction 1: the .X of a logic operation is not modelled

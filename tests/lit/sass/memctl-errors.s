// Errors of the memory, control and predicate rows (LDL/STL, MEMBAR, PSETP/PSET, CAL), each at its
// column; and the executor refuses the forms it does not model (ATOMS.CAST, P2R of CC).
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 %s 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: printf 'ATOMS.CAST R3, [R13+0x4], R2, R3 ;\nEXIT ;\n' > %t.run.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run.s 2>&1 | FileCheck --check-prefix=EXE %s
// EXE: instruction 0: ATOMS.CAST (CAST.SPIN) is not modelled
// RUN: printf 'P2R R56, CC, RZ, 0xf ;\nEXIT ;\n' > %t.run2.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run2.s 2>&1 | FileCheck --check-prefix=EXE2 %s
// EXE2: instruction 0: P2R/R2P of the condition code (CC) is not modelled
PSETP.AND.AND P0, PT, R1, P1, PT ;
// ERR: [[@LINE-1]]:23: error: invalid operand; expected a predicate
MEMBAR ;
// ERR: [[@LINE-1]]:1: error: missing required modifier (one of .CTA .GL .SYS .VC)
MEMBAR.XX.GL ;
// ERR: [[@LINE-1]]:7: error: unknown modifier '.XX' for MEMBAR
LDL.LU R1, [R2+0x1000000] ;
// ERR: [[@LINE-1]]:16: error: offset must be a signed 24-bit value (-0x800000..0x7fffff)
STL.64 [R1], R3 ;
// ERR: [[@LINE-1]]:14: error: 64-bit data needs a register number that is a multiple of 2
LDL.CG R1, [R2] ;
// ERR: [[@LINE-1]]:4: error: unknown modifier '.CG' for LDL
PSET.AND.AND R2, P0, PT, !P7 ;
// ERR: [[@LINE-1]]:27: error: invalid predicate 'P7' (predicates are P0..P6 and PT)
CAL R1 ;
// ERR: [[@LINE-1]]:5: error: invalid operand; expected a label
ATOM.E.CAS R3, [R4], R2, R4 ;
// ERR: [[@LINE-1]]:26: error: must be R3 (the register after the compare value: Rb+1, Rb+2 with .64)
ATOMS.CAS R3, [R4+0x2], R2, R3 ;
// ERR: [[@LINE-1]]:19: error: offset must be a multiple of 4
RED.E.ADD [R2+0x80000], R3 ;
// ERR: [[@LINE-1]]:15: error: offset must be -0x80000..0x7ffff
ATOM.E.ADD.U16 R3, [R2], R4 ;
// ERR: [[@LINE-1]]:11: error: unknown modifier '.U16' for ATOM
SHFL.BFLY PT, R14, R9, 0x1, 0x2000 ;
// ERR: [[@LINE-1]]:29: error: immediate must be 0..0x1fff
SHFL.IDX PT, R0, R3, 0x20, 0x1f ;
// ERR: [[@LINE-1]]:22: error: lane must be 0..31
VOTE.ALL R9, PT ;
// ERR: [[@LINE-1]]:1: error: too few operands for instruction
P2R R56, PQ, RZ, 0xf ;
// ERR: [[@LINE-1]]:10: error: unknown operand 'PQ'; expected PR or CC
R2P PR, R16, 0x100000 ;
// ERR: [[@LINE-1]]:14: error: immediate must be 0..0xfffff

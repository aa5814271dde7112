// Every constraint of the seed pages and the spec is an error at its column;
// assembly goes on after an error (the last line assembles) and the exit
// status is 1.
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s 2>%t.err | FileCheck --check-prefix=OK %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 %s 2>&1 | FileCheck --check-prefix=CARET --strict-whitespace %s
LEA.LO R1, R2, R5, R3
// ERR: [[@LINE-1]]:20: error: Rc cannot be specified with LEA.LO
LEA.LO P0, R0.CC, R2, R4
// ERR: [[@LINE-1]]:8: error: LEA can write at most one of CC and Plg
LEA.CC P0, R0, R2, R4
// ERR: [[@LINE-1]]:8: error: LEA can write at most one of CC and Plg
LEA.HI R1, R2, 0x10, R3
// ERR: [[@LINE-1]]:16: error: an immediate is not allowed here; expected a register or c[bank][offset]
LEA.HI.X P0, R1, R2, -5, R3, 3
// ERR: [[@LINE-1]]:22: error: an immediate is not allowed here; expected a register or c[bank][offset]
LEA R0, R2, R4, 32
// ERR: [[@LINE-1]]:17: error: scale must be 0..31
LEA R0, R2, R4, -1
// ERR: [[@LINE-1]]:17: error: scale must be 0..31
LEA R0, R2, 524288
// ERR: [[@LINE-1]]:13: error: immediate must be a signed 20-bit value (-524288..524287)
LEA R0, R2, -524289
// ERR: [[@LINE-1]]:13: error: immediate must be a signed 20-bit value (-524288..524287)
LEA R0, R2, c[18][0]
// ERR: [[@LINE-1]]:15: error: constant bank must be 0..17
LEA R0, R2, c[0][2]
// ERR: [[@LINE-1]]:18: error: constant offset must be a multiple of 4
LEA R0, R2, c[0][0x10000]
// ERR: [[@LINE-1]]:18: error: constant offset must be 0..0xfffc
LEA R0, R2, c[0][-4]
// ERR: [[@LINE-1]]:18: error: constant offset must be 0..0xfffc
LEA.HI R0, R2, c[0][R3+4], R4
// ERR: [[@LINE-1]]:16: error: invalid operand; expected a register or c[bank][offset]
BFE R0, R1, c[0x12][0x0]
// ERR: [[@LINE-1]]:15: error: constant bank must be 0..17
LDC R0, c[32][0]
// ERR: [[@LINE-1]]:11: error: constant bank must be 0..31
LDC R0, c[0][R1+0x8000]
// ERR: [[@LINE-1]]:17: error: offset must be a signed 16-bit value (-32768..32767)
LDC R0, c[0][R1-0x8001]
// ERR: [[@LINE-1]]:16: error: offset must be a signed 16-bit value (-32768..32767)
LDC R0, c[0][0x10000]
// ERR: [[@LINE-1]]:14: error: offset must be 0..0xffff
LDC.IL R0, c[0][4]
// ERR: [[@LINE-1]]:1: error: an LDC address mode (.IL/.IS/.ISL/.IA) needs an index register c[bank][Ra+offset]
LDC.128 R0, c[0][0]
// ERR: [[@LINE-1]]:4: error: unknown modifier '.128' for LDC
LDC.64 R3, c[0][0]
// ERR: [[@LINE-1]]:8: error: 64-bit destination needs a register number that is a multiple of 2
LD.E R0, [R3]
// ERR: [[@LINE-1]]:11: error: .E needs an even address register ({Ra+1,Ra} holds the 64-bit address)
LD.64 R1, [R2]
// ERR: [[@LINE-1]]:7: error: 64-bit destination needs a register number that is a multiple of 2
LD.128 R2, [R2]
// ERR: [[@LINE-1]]:8: error: 128-bit destination needs a register number that is a multiple of 4
LD.U.128 R254, [R2]
// ERR: [[@LINE-1]]:10: error: 128-bit destination needs a register number that is a multiple of 4
LD R0, [R1+0x80000000]
// ERR: [[@LINE-1]]:12: error: offset must be a signed 32-bit value
LD R0, [0x100000000]
// ERR: [[@LINE-1]]:9: error: address must be 0..0xffffffff
LD R0, [-4]
// ERR: [[@LINE-1]]:9: error: address must be 0..0xffffffff
LD.CA.CG R0, [R1]
// ERR: [[@LINE-1]]:6: error: duplicate or conflicting modifier '.CG' for LD
LD.E.E R0, [R2]
// ERR: [[@LINE-1]]:5: error: duplicate or conflicting modifier '.E' for LD
ST.64 [R2], R3
// ERR: [[@LINE-1]]:13: error: 64-bit data needs a register number that is a multiple of 2
ST.E [R3], R0
// ERR: [[@LINE-1]]:7: error: .E needs an even address register ({Ra+1,Ra} holds the 64-bit address)
ST.CV [R2], R0
// ERR: [[@LINE-1]]:3: error: unknown modifier '.CV' for ST
MOV R255, R1
// ERR: [[@LINE-1]]:5: error: invalid register 'R255' (registers are R0..R254 and RZ)
MOV R0, R1.CC
// ERR: [[@LINE-1]]:11: error: .CC is only allowed on the destination of an instruction that writes CC
MOV R0, R1.foo
// ERR: [[@LINE-1]]:11: error: unknown register suffix '.foo'
IADD R0.reuse, R1, R2
// ERR: [[@LINE-1]]:8: error: .reuse is only allowed on a source register
ISETP.LT.AND P7, PT, R1, R2, PT
// ERR: [[@LINE-1]]:14: error: invalid predicate 'P7' (predicates are P0..P6 and PT)
ISETP.AND P0, PT, R1, R2, PT
// ERR: [[@LINE-1]]:1: error: missing required modifier (one of .F .LT .EQ .LE .GT .NE .GE .T)
ISETP.LT.AND !P0, PT, R1, R2, PT
// ERR: [[@LINE-1]]:14: error: a destination predicate cannot be negated
LD R0, [R1], !P0
// ERR: [[@LINE-1]]:14: error: Plg cannot be negated
LEA.FOO R0, R1, R2
// ERR: [[@LINE-1]]:4: error: unknown modifier '.FOO' for LEA
LEA.X.X R0, R1, R2
// ERR: [[@LINE-1]]:6: error: duplicate or conflicting modifier '.X' for LEA
MOV R0, R1 &wr0
// ERR: [[@LINE-1]]:12: error: &wrN/&rdN are only allowed on variable-latency instructions (LD, LDC, ST)
LEA R0, R1, R2 ?WAIT16
// ERR: [[@LINE-1]]:16: error: stall count must be 0..15
LEA R0, R1, R2 ?STALL
// ERR: [[@LINE-1]]:16: error: unknown scheduling token '?STALL'
LD R0, [R1] &wr6
// ERR: [[@LINE-1]]:13: error: scoreboard must be 0..5
LD R0, [R1] &rd9
// ERR: [[@LINE-1]]:13: error: scoreboard must be 0..5
NOP &req={6}
// ERR: [[@LINE-1]]:11: error: scoreboard must be 0..5
NOP &req_6
// ERR: [[@LINE-1]]:5: error: scoreboard must be 0..5
NOP &foo
// ERR: [[@LINE-1]]:5: error: unknown scheduling token '&foo'
FROB R0
// ERR: [[@LINE-1]]:1: error: unsupported instruction 'FROB'
LEA R0, R1
// ERR: [[@LINE-1]]:1: error: too few operands for instruction
LD R0, [R1], P0, P1
// ERR: [[@LINE-1]]:18: error: too many operands for instruction
@P0 SSY lbl
// ERR: [[@LINE-1]]:1: error: SSY takes no guard predicate
@P7 EXIT
// ERR: [[@LINE-1]]:2: error: invalid predicate (P0..P6, PT)
@ EXIT
// ERR: [[@LINE-1]]:3: error: expected a guard predicate after '@'
LD R0, [R1] ; LD R1, [R2]
// ERR: [[@LINE-1]]:15: error: expected the end of the line
MOV R1, -R2
// ERR: [[@LINE-1]]:9: error: this operand cannot be negated
LEA.HI R1, R2, R3, -R4
// ERR: [[@LINE-1]]:20: error: Rc cannot be negated on its own: '-Ra' negates {Rc,Ra}
MOV R0, -c[0x0][0x0]
// ERR: [[@LINE-1]]:9: error: this operand cannot be negated
MOV R0, R1, R2
// ERR: [[@LINE-1]]:13: error: too many operands for instruction
MOV R0, 0x80000
// ERR: [[@LINE-1]]:9: error: immediate must be a signed 20-bit value (-524288..524287)
MOV32I R0, 0x100000000
// ERR: [[@LINE-1]]:12: error: immediate must fit 32 bits
ISCADD R0, R1, R2, 32
// ERR: [[@LINE-1]]:20: error: shift must be 0..31
ISCADD R0, R1, R2
// ERR: [[@LINE-1]]:1: error: too few operands for instruction
LD.64 Rd, [R0 + 80], P0     &wr0  ?WAIT1  ;
// ERR: [[@LINE-1]]:7: error: unknown operand 'Rd'; expected a register
MOV R0, undefined_sym
// ERR: [[@LINE-1]]:9: error: expected an absolute expression
LEA.LO P0, R0, R1, R2 ?WAIT1 ; junk
// ERR: [[@LINE-1]]:32: error: expected the end of the line
.section .text
// ERR: [[@LINE-1]]:1: error: unknown directive
EXIT ; // valid: assembly goes on after errors
// OK: EXIT ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x00,0xe3] sched: 0x0007e0

// The diagnostic shows the source line and a caret under the column.
LEA R0, R2, c[0][2]
// CARET: errors.s:[[@LINE-1]]:18: error: constant offset must be a multiple of 4
// CARET-NEXT: {{^}}LEA R0, R2, c[0][2]{{$}}
// CARET-NEXT: {{^}}                 ^{{$}}

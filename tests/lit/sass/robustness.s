// Hostile input: every line is an error (or nothing), none crashes, and the
// valid last line still assembles.
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
@
// ERR: robustness.s:[[@LINE-1]]:1: error: expected a guard predicate after '@'
@P0
// ERR: robustness.s:[[@LINE-1]]:4: error: expected an instruction mnemonic
@!
// ERR: robustness.s:[[@LINE-1]]:1: error: expected a guard predicate after '@'
LEA.
// ERR: robustness.s:[[@LINE-1]]:4: error: unknown modifier '.' for LEA
LD R0, [
// ERR: robustness.s:[[@LINE-1]]:9: error: expected an expression
LD R0, [R1
// ERR: robustness.s:[[@LINE-1]]:11: error: expected ']'
LDC R0, c[
// ERR: robustness.s:[[@LINE-1]]:11: error: expected an expression
LDC R0, c[0][
// ERR: robustness.s:[[@LINE-1]]:14: error: expected an expression
LDC R0, c[0]
// ERR: robustness.s:[[@LINE-1]]:13: error: expected '['
LDC R0, c[0][R1+]
// ERR: robustness.s:[[@LINE-1]]:17: error: expected an expression
?
// ERR: robustness.s:[[@LINE-1]]:1: error: expected an instruction mnemonic
NOP ?
// ERR: robustness.s:[[@LINE-1]]:5: error: expected a scheduling token
NOP &
// ERR: robustness.s:[[@LINE-1]]:5: error: expected a scheduling token
NOP &req={
// ERR: robustness.s:[[@LINE-1]]:11: error: scoreboard must be 0..5
NOP &req={1
// ERR: robustness.s:[[@LINE-1]]:12: error: expected ',' or '}'
NOP &req=1
// ERR: robustness.s:[[@LINE-1]]:10: error: expected '{'
LEA R0, R1, 0x1ffffffffffffffffffff
// ERR: robustness.s:[[@LINE-1]]:13: error: integer literal out of range
LEA R0, R1, 1/0
// ERR: robustness.s:[[@LINE-1]]:14: error: division by zero
BRA (
// ERR: robustness.s:[[@LINE-1]]:6: error: expected an expression
MOV R0, R1 ;;
// ERR: robustness.s:[[@LINE-1]]:13: error: expected the end of the line
MOV R0, R1 /* unterminated
// ERR: robustness.s:[[@LINE-1]]:12: error: unterminated /* comment
dup: NOP
dup: NOP
// ERR: robustness.s:[[@LINE-1]]:1: error: invalid symbol redefinition
LEA R0, R1, R2 `x`
// ERR: robustness.s:[[@LINE-1]]:16: error: invalid character in input
;
// ERR: robustness.s:[[@LINE-1]]:1: error: expected an instruction mnemonic
LEA R0, R1, R2, 3, 4, 5, 6, 7, 8, 9, 10
// ERR: robustness.s:[[@LINE-1]]:32: error: too many operands for instruction
BRA dup + dup
// ERR: robustness.s:[[@LINE-1]]:5: error: expected a label or an address
R0
// ERR: robustness.s:[[@LINE-1]]:1: error: unsupported instruction 'R0'
EXIT
// the first `dup:` line assembles; the redefinition is reported and its NOP kept (as for AMDGPU)
// CHECK: NOP ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50]
// CHECK-NEXT: NOP ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50]
// CHECK-NEXT: EXIT ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x00,0xe3] sched: 0x0007e0

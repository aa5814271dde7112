// Errors of the BRA/EXIT condition-test forms (RUN line in ../bra-exit-forms.s).
BRA CC.FOO, 0x100
// CHECK: [[@LINE-1]]:5: error: unknown condition-code test 'CC.FOO'
EXIT CC.EQ, 0x100
// CHECK: [[@LINE-1]]:13: error: too many operands for instruction
SSY CC.EQ, 0x100
// CHECK: [[@LINE-1]]:5: error: invalid operand; expected a label
BRA.U.U 0x100
// CHECK: [[@LINE-1]]:6: error: duplicate or conflicting modifier '.U' for BRA

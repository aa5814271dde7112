// Execution of the forms maxas' listings brought (docs/sass.md "Rows from maxas' listings"), every
// value by hand: R2 = 0x80ff7f01 (bytes B0 0x01, B1 0x7f, B2 0xff, B3 0x80; halves H0 0x7f01,
// H1 0x80ff). I2I of a byte / the high half: the source shifted right by 8 x byte (16 for .H1),
// then the type: B1 as U8 = 0x7f, B2 as U8 = 0xff, B3 as S8 = -128 (0xffffff80), H1 as U16 =
// 0x80ff, as S16 = -32513 (0xffff80ff). VOTE without Rd writes only its predicate (one lane:
// VOTE.ANY P1, PT = true). The PRMT modes and BAR.ARV are refused when the program is loaded.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/maxas-run.json --json %s | %jsonq | FileCheck %s
// RUN: printf 'PRMT.F4E R0, R0, 0x7, R5 ;\nEXIT ;\n' > %t.prmt.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.prmt.s 2>&1 | FileCheck --check-prefix=PRMT %s
// RUN: printf 'BAR.ARV 0x1, 0x20 ;\nEXIT ;\n' > %t.bar.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.bar.s 2>&1 | FileCheck --check-prefix=BAR %s
I2I.U32.U8 R10, R2.B1 ;
I2I.U32.U8 R11, R2.B2 ;
I2I.S32.S8 R12, R2.B3 ;
I2I.U32.U16 R13, R2.H1 ;
I2I.S32.S16 R14, R2.H1 ;
VOTE.ANY P1, PT ;
EXIT ;
// CHECK: regs.R10: 0x7f
// CHECK-NEXT: regs.R11: 0xff
// CHECK-NEXT: regs.R12: 0xffffff80
// CHECK-NEXT: regs.R13: 0x80ff
// CHECK-NEXT: regs.R14: 0xffff80ff
// CHECK: preds.P1: 1
// PRMT: instruction 0: PRMT.F4E/B4E/RC8/ECL/ECR/RC16 (the selector modes) is not modelled
// BAR: instruction 0: BAR is not modelled (no execution semantics yet)

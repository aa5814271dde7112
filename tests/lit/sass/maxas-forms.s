// Forms first met in maxas' cuobjdump listings (tests/corpus/sass/maxas_all_sm50.sass, from
// NervanaSystems/maxas all.sass at 9d10249d33b73005700f72c2800886bd626bf07e, MIT): I2I of a byte /
// the high half, the PRMT modes and its RC form, BAR.ARV / BAR.RED, B2R, BPT, VOTE without Rd,
// XMAD's RC form with the reuse flag of its second source (b). Every line and word is the listing's.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s
// RUN: not %gpuisa as --isa=sass --mcpu=sm_50 %S/Inputs/maxas-forms-errors.s 2>&1 | FileCheck --check-prefix=ERR %s

I2I.U32.U8 R11, R2.B3;
// CHECK: I2I.U32.U8 R11, R2.B3 ; encoding: [0x0b,0x02,0x27,0x00,0x00,0x06,0xe0,0x5c]
I2I.U32.U8 R12, R2.B2;
// CHECK: I2I.U32.U8 R12, R2.B2 ; encoding: [0x0c,0x02,0x27,0x00,0x00,0x04,0xe0,0x5c]
I2I.S32.S8 R15, R0.B1;
// CHECK: I2I.S32.S8 R15, R0.B1 ; encoding: [0x0f,0x32,0x07,0x00,0x00,0x02,0xe0,0x5c]
I2I.U32.U16 R9, R4.H1;
// CHECK: I2I.U32.U16 R9, R4.H1 ; encoding: [0x09,0x06,0x47,0x00,0x00,0x04,0xe0,0x5c]
I2I.S32.S16 R10, R3.H1;
// CHECK: I2I.S32.S16 R10, R3.H1 ; encoding: [0x0a,0x36,0x37,0x00,0x00,0x04,0xe0,0x5c]
PRMT R0, R0, R0, c[0x0][0x154];
// CHECK: PRMT R0, R0, R0, c[0x0][0x154] ; encoding: [0x00,0x00,0x57,0x05,0x00,0x00,0xc0,0x53]
PRMT.F4E R0, R0, 0x7, R5;
// CHECK: PRMT.F4E R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc1,0x36]
PRMT.B4E R0, R0, 0x7, R5;
// CHECK: PRMT.B4E R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc2,0x36]
PRMT.RC8 R0, R0, 0x7, R5;
// CHECK: PRMT.RC8 R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc3,0x36]
PRMT.ECL R0, R0, 0x7, R5;
// CHECK: PRMT.ECL R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc4,0x36]
PRMT.ECR R0, R0, 0x7, R5;
// CHECK: PRMT.ECR R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc5,0x36]
PRMT.RC16 R0, R0, 0x7, R5;
// CHECK: PRMT.RC16 R0, R0, 0x7, R5 ; encoding: [0x00,0x00,0x77,0x00,0x80,0x02,0xc6,0x36]
BAR.ARV 0x1, 0x20;
// CHECK: BAR.ARV 0x1, 0x20 ; encoding: [0x00,0x01,0x07,0x02,0x81,0x1b,0xa8,0xf0]
BAR.RED.POPC 0x1, P0;
// CHECK: BAR.RED.POPC 0x1, P0 ; encoding: [0x00,0x01,0x07,0x00,0x02,0x18,0xa8,0xf0]
BAR.RED.OR 0x7, 0x20, P1;
// CHECK: BAR.RED.OR 0x7, 0x20, P1 ; encoding: [0x00,0x07,0x07,0x02,0x92,0x18,0xa8,0xf0]
B2R.RESULT R4;
// CHECK: B2R.RESULT R4 ; encoding: [0x04,0xff,0x07,0x00,0x01,0xe0,0xb8,0xf0]
B2R.RESULT RZ, P1;
// CHECK: B2R.RESULT RZ, P1 ; encoding: [0xff,0xff,0x07,0x00,0x01,0x20,0xb8,0xf0]
VOTE.ALL P2, P0;
// CHECK: VOTE.ALL P2, P0 ; encoding: [0xff,0x00,0x07,0x00,0x00,0x40,0xd8,0x50]
VOTE.EQ P4, !P3;
// CHECK: VOTE.EQ P4, !P3 ; encoding: [0xff,0x00,0x07,0x00,0x80,0x85,0xda,0x50]
VOTE.ANY R5, PT, P4;
// CHECK: VOTE.ANY R5, PT, P4 ; encoding: [0x05,0x00,0x07,0x00,0x00,0xe2,0xd9,0x50]
BPT.TRAP 0x1;
// CHECK: BPT.TRAP 0x1 ; encoding: [0xc0,0x00,0x10,0x00,0x00,0x00,0xa0,0xe3]
XMAD R3, R14.reuse, R13.reuse, c[0x0][0x14c];
// CHECK: XMAD R3, R14.reuse, R13.reuse, c[0x0][0x14c] ; encoding: [0x03,0x0e,0x37,0x05,0x80,0x06,0x00,0x51] sched: 0x0607e0

// DIS: /*0008*/ {{ *}}I2I.U32.U8 R11, R2.B3 ; /* 0x5ce006000027020b */
// DIS: /*0010*/ {{ *}}I2I.U32.U8 R12, R2.B2 ; /* 0x5ce004000027020c */
// DIS: /*0018*/ {{ *}}I2I.S32.S8 R15, R0.B1 ; /* 0x5ce002000007320f */
// DIS: /*0028*/ {{ *}}I2I.U32.U16 R9, R4.H1 ; /* 0x5ce0040000470609 */
// DIS: /*0030*/ {{ *}}I2I.S32.S16 R10, R3.H1 ; /* 0x5ce004000037360a */
// DIS: /*0038*/ {{ *}}PRMT R0, R0, R0, c[0x0][0x154] ; /* 0x53c0000005570000 */
// DIS: /*0048*/ {{ *}}PRMT.F4E R0, R0, 0x7, R5 ; /* 0x36c1028000770000 */
// DIS: /*0050*/ {{ *}}PRMT.B4E R0, R0, 0x7, R5 ; /* 0x36c2028000770000 */
// DIS: /*0058*/ {{ *}}PRMT.RC8 R0, R0, 0x7, R5 ; /* 0x36c3028000770000 */
// DIS: /*0068*/ {{ *}}PRMT.ECL R0, R0, 0x7, R5 ; /* 0x36c4028000770000 */
// DIS: /*0070*/ {{ *}}PRMT.ECR R0, R0, 0x7, R5 ; /* 0x36c5028000770000 */
// DIS: /*0078*/ {{ *}}PRMT.RC16 R0, R0, 0x7, R5 ; /* 0x36c6028000770000 */
// DIS: /*0088*/ {{ *}}BAR.ARV 0x1, 0x20 ; /* 0xf0a81b8102070100 */
// DIS: /*0090*/ {{ *}}BAR.RED.POPC 0x1, P0 ; /* 0xf0a8180200070100 */
// DIS: /*0098*/ {{ *}}BAR.RED.OR 0x7, 0x20, P1 ; /* 0xf0a8189202070700 */
// DIS: /*00a8*/ {{ *}}B2R.RESULT R4 ; /* 0xf0b8e0010007ff04 */
// DIS: /*00b0*/ {{ *}}B2R.RESULT RZ, P1 ; /* 0xf0b820010007ffff */
// DIS: /*00b8*/ {{ *}}VOTE.ALL P2, P0 ; /* 0x50d84000000700ff */
// DIS: /*00c8*/ {{ *}}VOTE.EQ P4, !P3 ; /* 0x50da8580000700ff */
// DIS: /*00d0*/ {{ *}}VOTE.ANY R5, PT, P4 ; /* 0x50d9e20000070005 */
// DIS: /*00d8*/ {{ *}}BPT.TRAP 0x1 ; /* 0xe3a00000001000c0 */
// DIS: /*00e8*/ {{ *}}XMAD R3, R14.reuse, R13.reuse, c[0x0][0x14c] ; /* 0x5100068005370e03 */

// ERR: maxas-forms-errors.s:1:18: error: a half selector (.H0/.H1) is not allowed on this operand
// ERR: maxas-forms-errors.s:2:19: error: a byte selector (.B0..B3) is not allowed on this operand
// ERR: maxas-forms-errors.s:3:19: error: a byte selector (.B0..B3) is not allowed on this operand
// ERR: maxas-forms-errors.s:4:8: error: unknown modifier '.XOR' for BAR

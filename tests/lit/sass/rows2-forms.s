// Rows of issue 20, part 2 that the real-listing corpus does not have: CS2R, CSETP, CSET, JMP, JMX, CCTL,
// CCTLL, FFMA32I, DEPBAR {set}, TLDS 2D/3D, VADD/VMNMX 8- and 16-bit forms, a positive BRX offset. The
// expected words were computed by hand from the bit positions of envytools envydis/gm107.c and maxas
// MaxAsGrammar.pm (noted per line), not from gpuisa's output; the printed spelling follows the corpus rows.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

// maxas CS2R: SR_CLOCKLO = 0x50 at 20
CS2R R0, SR_CLOCKLO ;
// CHECK: CS2R R0, SR_CLOCKLO ; encoding: [0x00,0x00,0x07,0x05,0x00,0x00,0xc8,0x50]
CS2R R4, SR_CLOCKHI ;
// CHECK: CS2R R4, SR_CLOCKHI ; encoding: [0x04,0x00,0x17,0x05,0x00,0x00,0xc8,0x50]
// envytools 50a0: test 8..12, Pd 3, Pd2 0, Pp 39, bop 45
CSETP.EQ.AND P0, PT, CC, PT ;
// CHECK: CSETP.EQ.AND P0, PT, CC, PT ; encoding: [0x07,0x02,0x07,0x00,0x80,0x03,0xa0,0x50]
// envytools 5098: BF 44
CSET.BF.NE.OR R3, CC, !P1 ;
// CHECK: CSET.BF.NE.OR R3, CC, !P1 ; encoding: [0x03,0x05,0x07,0x00,0x80,0x34,0x98,0x50]
// envytools e210: absolute 32-bit address at 20, CC test 0..4
JMP 0x1000 ;
// CHECK: JMP 0x1000 ; encoding: [0x0f,0x00,0x07,0x00,0x01,0x00,0x10,0xe2]
// .U 7
@P1 JMP.U CC.EQ, 0x20 ;
// CHECK: @P1 JMP.U CC.EQ, 0x20 ; encoding: [0x82,0x00,0x01,0x02,0x00,0x00,0x10,0xe2]
// envytools e200: Ra 8, signed 32-bit offset at 20
JMX R2 -0x10 ;
// CHECK: JMX R2 -0x10 ; encoding: [0x0f,0x02,0x07,0xff,0xff,0xff,0x0f,0xe2]
// a positive BRX offset (printed without a sign: uncertain)
BRX R4 0x10 ;
// CHECK: BRX R4 0x10 ; encoding: [0x0f,0x04,0x07,0x01,0x00,0x00,0x50,0xe2]
// envytools ef60: .E 52, op 0..3, type 4..6, offset/4 at 22..51
CCTL.E.IV [R2+0x10] ;
// CHECK: CCTL.E.IV [R2+0x10] ; encoding: [0x05,0x02,0x07,0x01,0x00,0x00,0x70,0xef]
CCTL.C.PF2 [R4] ;
// CHECK: CCTL.C.PF2 [R4] ; encoding: [0x23,0x04,0x07,0x00,0x00,0x00,0x60,0xef]
// envytools ef80: offset/4 at 22..43
CCTLL.IV [R1+-0x8] ;
// CHECK: CCTLL.IV [R1+-0x8] ; encoding: [0x05,0x01,0x87,0xff,0xff,0x0f,0x80,0xef]
// envytools 0c00: imm32 at 20, -Ra 56, -Rc 57, FTZ/FMZ 53..54, SAT 55
FFMA32I R0, R1, 0.5, R0 ;
// CHECK: FFMA32I R0, R1, 0.5, R0 ; encoding: [0x00,0x01,0x07,0x00,0x00,0xf0,0x03,0x0c]
FFMA32I.FTZ.SAT R3, -R4, -2, -R3 ;
// CHECK: FFMA32I.FTZ.SAT R3, -R4, -2, -R3 ; encoding: [0x03,0x04,0x07,0x00,0x00,0x00,0xac,0x0f]
// maxas DEPBAR db0..db5 at 0..5
DEPBAR {5,0} ;
// CHECK: DEPBAR {{[{]}}5,0{{[}]}} ; encoding: [0x21,0x00,0x07,0x00,0x00,0x00,0xf0,0xf0]
// envytools d200: LL 2D = 5 at 53..56, rgba = 4 at 50 with Rd2 != RZ
TLDS.LL.NODEP.P R2, R4, R5, R6, 0x1, 2D, RGBA ;
// CHECK: TLDS.LL.NODEP.P R2, R4, R5, R6, 0x1, 2D, RGBA ; encoding: [0x04,0x05,0x67,0x20,0x10,0x00,0xb2,0xda]
// LZ 3D = 7, g = 1 with Rd2 = RZ
TLDS.LZ.T RZ, R8, R9, R10, 0x3, 3D, G ;
// CHECK: TLDS.LZ.T RZ, R8, R9, R10, 0x3, 3D, G ; encoding: [0x08,0x09,0xa7,0xf0,0x3f,0x00,0xe4,0xda]
// maxas/yuzu video fields: A byte 36, B byte 28, UD = 54 clear, SAT 55, ACC 4 at 51
VADD.UD.U8.U8.SAT.ACC R1, R2.B1, R3.B3, R4 ;
// CHECK: VADD.UD.U8.U8.SAT.ACC R1, R2.B1, R3.B3, R4 ; encoding: [0x01,0x02,0x37,0x30,0x10,0x02,0xa4,0x20]
// 16-bit: 38 / 30 set, .H1 36 / 28, sign of A 48
VMNMX.S16.U16.MX R1, R2.H1, R3, R4 ;
// CHECK: VMNMX.S16.U16.MX R1, R2.H1, R3, R4 ; encoding: [0x01,0x02,0x37,0x40,0x50,0x02,0x7d,0x3b]

// DIS: /*0008*/ {{ *}}CS2R R0, SR_CLOCKLO ; /* 0x50c8000005070000 */
// DIS-NEXT: /*0010*/ {{ *}}CS2R R4, SR_CLOCKHI ; /* 0x50c8000005170004 */
// DIS-NEXT: /*0018*/ {{ *}}CSETP.EQ.AND P0, PT, CC, PT ; /* 0x50a0038000070207 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}CSET.BF.NE.OR R3, CC, !P1 ; /* 0x5098348000070503 */
// DIS-NEXT: /*0030*/ {{ *}}JMP 0x1000 ; /* 0xe21000010007000f */
// DIS-NEXT: /*0038*/ {{ *}}@P1 JMP.U CC.EQ, 0x20 ; /* 0xe210000002010082 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}JMX R2 -0x10 ; /* 0xe20fffffff07020f */
// DIS-NEXT: /*0050*/ {{ *}}BRX R4 0x10 ; /* 0xe25000000107040f */
// DIS-NEXT: /*0058*/ {{ *}}CCTL.E.IV [R2+0x10] ; /* 0xef70000001070205 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}CCTL.C.PF2 [R4] ; /* 0xef60000000070423 */
// DIS-NEXT: /*0070*/ {{ *}}CCTLL.IV [R1+-0x8] ; /* 0xef800fffff870105 */
// DIS-NEXT: /*0078*/ {{ *}}FFMA32I R0, R1, 0.5, R0 ; /* 0x0c03f00000070100 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}FFMA32I.FTZ.SAT R3, -R4, -2, -R3 ; /* 0x0fac000000070403 */
// DIS-NEXT: /*0090*/ {{ *}}DEPBAR {{[{]}}5,0{{[}]}} ; /* 0xf0f0000000070021 */
// DIS-NEXT: /*0098*/ {{ *}}TLDS.LL.NODEP.P R2, R4, R5, R6, 0x1, 2D, RGBA ; /* 0xdab2001020670504 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}TLDS.LZ.T RZ, R8, R9, R10, 0x3, 3D, G ; /* 0xdae4003ff0a70908 */
// DIS-NEXT: /*00b0*/ {{ *}}VADD.UD.U8.U8.SAT.ACC R1, R2.B1, R3.B3, R4 ; /* 0x20a4021030370201 */
// DIS-NEXT: /*00b8*/ {{ *}}VMNMX.S16.U16.MX R1, R2.H1, R3, R4 ; /* 0x3b7d025040370201 */

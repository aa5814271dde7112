// Rows of issue 20, part 2, on real words: DEPBAR (.LE SBn, count, {set}), BRX (Ra and its raw offset, no
// comma), the byte selectors R2P PR, R16.B1 / I2F R19.B1 and F2F R23.H1, VADD / VMNMX (type pairs, .MX,
// secondary operation), VABSDIFF4, TLDS (.T / .P are the control word's reuse flags a / b).
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

DEPBAR.LE SB5, 0x1 ;
// CHECK: DEPBAR.LE SB5, 0x1 ; encoding: [0x00,0x00,0x17,0x34,0x00,0x00,0xf0,0xf0]
DEPBAR.LE SB5, 0x7 ;
// CHECK: DEPBAR.LE SB5, 0x7 ; encoding: [0x00,0x00,0x77,0x34,0x00,0x00,0xf0,0xf0]
DEPBAR.LE SB0, 0x0 ;
// CHECK: DEPBAR.LE SB0, 0x0 ; encoding: [0x00,0x00,0x07,0x20,0x00,0x00,0xf0,0xf0]
I2F.F32.S8 R19, R19.B1 ;
// CHECK: I2F.F32.S8 R19, R19.B1 ; encoding: [0x13,0x22,0x37,0x01,0x00,0x02,0xb8,0x5c]
F2F.F32.F16 R37, R23.H1 ;
// CHECK: F2F.F32.F16 R37, R23.H1 ; encoding: [0x25,0x06,0x77,0x01,0x00,0x02,0xa8,0x5c]
DEPBAR {2} ;
// CHECK: DEPBAR {{[{]}}2{{[}]}} ; encoding: [0x04,0x00,0x07,0x00,0x00,0x00,0xf0,0xf0]
DEPBAR {0} ;
// CHECK: DEPBAR {{[{]}}0{{[}]}} ; encoding: [0x01,0x00,0x07,0x00,0x00,0x00,0xf0,0xf0]
R2P PR, R16.B1, 0x7f ;
// CHECK: R2P PR, R16.B1, 0x7f ; encoding: [0x00,0x10,0xf7,0x07,0x00,0x02,0xf0,0x38]
@P1 R2P PR, R106.B2, 0x3c ;
// CHECK: @P1 R2P PR, R106.B2, 0x3c ; encoding: [0x00,0x6a,0xc1,0x03,0x00,0x04,0xf0,0x38]
@P1 R2P PR, R106.B3, 0x3c ;
// CHECK: @P1 R2P PR, R106.B3, 0x3c ; encoding: [0x00,0x6a,0xc1,0x03,0x00,0x06,0xf0,0x38]
VADD.U16.U16.MRG_16H R84, R82, R83, R84 ;
// CHECK: VADD.U16.U16.MRG_16H R84, R82, R83, R84 ; encoding: [0x54,0x52,0x37,0x45,0x40,0x2a,0x44,0x20]
VADD.U16.U16.MRG_16H R84, R80, R81, R84 ;
// CHECK: VADD.U16.U16.MRG_16H R84, R80, R81, R84 ; encoding: [0x54,0x50,0x17,0x45,0x40,0x2a,0x44,0x20]
VADD.U16.U16.MRG_16H R84, R79, R82, R84 ;
// CHECK: VADD.U16.U16.MRG_16H R84, R79, R82, R84 ; encoding: [0x54,0x4f,0x27,0x45,0x40,0x2a,0x44,0x20]
VADD.U16.U16.MRG_16H R86, R82, R83, R86 ;
// CHECK: VADD.U16.U16.MRG_16H R86, R82, R83, R86 ; encoding: [0x56,0x52,0x37,0x45,0x40,0x2b,0x44,0x20]
VADD.U16.U16.MRG_16H R106, R104, R105, R101 ;
// CHECK: VADD.U16.U16.MRG_16H R106, R104, R105, R101 ; encoding: [0x6a,0x68,0x97,0x46,0xc0,0x32,0x44,0x20]
BRX R4 -0x1a80 ;
// CHECK: BRX R4 -0x1a80 ; encoding: [0x0f,0x04,0x07,0x58,0xfe,0x0f,0x50,0xe2]
BRX R6 -0x23c0 ;
// CHECK: BRX R6 -0x23c0 ; encoding: [0x0f,0x06,0x07,0xc4,0xfd,0x0f,0x50,0xe2]
BRX R6 -0x2cb8 ;
// CHECK: BRX R6 -0x2cb8 ; encoding: [0x0f,0x06,0x87,0x34,0xfd,0x0f,0x50,0xe2]
@!P0 TLDS.LZ.NODEP.T RZ, R16, R19, 0x8c, 1D, R ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R16, R19, 0x8c, 1D, R ; encoding: [0x10,0x13,0xf8,0xff,0xcf,0x08,0x02,0xda]
@!P0 TLDS.LZ.NODEP.T RZ, R13, R20, 0x8c, 1D, R ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R13, R20, 0x8c, 1D, R ; encoding: [0x0d,0x14,0xf8,0xff,0xcf,0x08,0x02,0xda]
@!P0 TLDS.LZ.NODEP.T RZ, R17, R9, 0x8c, 1D, R ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R17, R9, 0x8c, 1D, R ; encoding: [0x11,0x09,0xf8,0xff,0xcf,0x08,0x02,0xda]
@!P0 TLDS.LZ.NODEP.P RZ, R10, R21, 0x8c, 1D, R ;
// CHECK: @!P0 TLDS.LZ.NODEP.P RZ, R10, R21, 0x8c, 1D, R ; encoding: [0x0a,0x15,0xf8,0xff,0xcf,0x08,0x02,0xda]
TLDS.LZ.NODEP.T RZ, R6, R6, 0x8c, 1D, R ;
// CHECK: TLDS.LZ.NODEP.T RZ, R6, R6, 0x8c, 1D, R ; encoding: [0x06,0x06,0xf7,0xff,0xcf,0x08,0x02,0xda]
TLDS.LZ.NODEP.P RZ, R77, R4, 0x7e, 1D, R ;
// CHECK: TLDS.LZ.NODEP.P RZ, R77, R4, 0x7e, 1D, R ; encoding: [0x4d,0x04,0xf7,0xff,0xef,0x07,0x02,0xda]
@!P0 TLDS.LZ.NODEP.T RZ, R22, R15, 0x8e, 1D, RG ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R22, R15, 0x8e, 1D, RG ; encoding: [0x16,0x0f,0xf8,0xff,0xef,0x08,0x12,0xda]
@!P0 TLDS.LZ.NODEP.T RZ, R26, R14, 0x8e, 1D, RG ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R26, R14, 0x8e, 1D, RG ; encoding: [0x1a,0x0e,0xf8,0xff,0xef,0x08,0x12,0xda]
@!P0 TLDS.LZ.NODEP.T RZ, R30, R18, 0x8e, 1D, RG ;
// CHECK: @!P0 TLDS.LZ.NODEP.T RZ, R30, R18, 0x8e, 1D, RG ; encoding: [0x1e,0x12,0xf8,0xff,0xef,0x08,0x12,0xda]
@!P0 TLDS.LZ.NODEP.P RZ, R34, R19, 0x8e, 1D, RG ;
// CHECK: @!P0 TLDS.LZ.NODEP.P RZ, R34, R19, 0x8e, 1D, RG ; encoding: [0x22,0x13,0xf8,0xff,0xef,0x08,0x12,0xda]
TLDS.LZ.NODEP.T RZ, R6, R6, 0x8e, 1D, RG ;
// CHECK: TLDS.LZ.NODEP.T RZ, R6, R6, 0x8e, 1D, RG ; encoding: [0x06,0x06,0xf7,0xff,0xef,0x08,0x12,0xda]
TLDS.LZ.NODEP.P RZ, R110, R4, 0x7e, 1D, RG ;
// CHECK: TLDS.LZ.NODEP.P RZ, R110, R4, 0x7e, 1D, RG ; encoding: [0x6e,0x04,0xf7,0xff,0xef,0x07,0x12,0xda]
DEPBAR.LE SB1, 0x0, {4,3,2} ;
// CHECK: DEPBAR.LE SB1, 0x0, {{[{]}}4,3,2{{[}]}} ; encoding: [0x1c,0x00,0x07,0x24,0x00,0x00,0xf0,0xf0]
DEPBAR.LE SB2, 0x0, {4,3} ;
// CHECK: DEPBAR.LE SB2, 0x0, {{[{]}}4,3{{[}]}} ; encoding: [0x18,0x00,0x07,0x28,0x00,0x00,0xf0,0xf0]
DEPBAR.LE SB2, 0x0, {4} ;
// CHECK: DEPBAR.LE SB2, 0x0, {{[{]}}4{{[}]}} ; encoding: [0x10,0x00,0x07,0x28,0x00,0x00,0xf0,0xf0]
VMNMX.MX.MAX R2, R2, R3, R5 ;
// CHECK: VMNMX.MX.MAX R2, R2, R3, R5 ; encoding: [0x02,0x02,0x37,0x60,0xe0,0x02,0x77,0x3b]
VMNMX.MX.MAX R5, R5, R7, R8 ;
// CHECK: VMNMX.MX.MAX R5, R5, R7, R8 ; encoding: [0x05,0x05,0x77,0x60,0x60,0x04,0x77,0x3b]
VMNMX.MX.MAX R3, R5, R3, R6 ;
// CHECK: VMNMX.MX.MAX R3, R5, R3, R6 ; encoding: [0x03,0x05,0x37,0x60,0x60,0x03,0x77,0x3b]
VMNMX.MX.MAX R0, R0, R2, R3 ;
// CHECK: VMNMX.MX.MAX R0, R0, R2, R3 ; encoding: [0x00,0x00,0x27,0x60,0xe0,0x01,0x77,0x3b]
VMNMX.MX.MAX R2, R3, R2, R4 ;
// CHECK: VMNMX.MX.MAX R2, R3, R2, R4 ; encoding: [0x02,0x03,0x27,0x60,0x60,0x02,0x77,0x3b]
VMNMX.MIN R0, R5, R6, R44 ;
// CHECK: VMNMX.MIN R0, R5, R6, R44 ; encoding: [0x00,0x05,0x67,0x60,0x60,0x16,0x6f,0x3a]
VABSDIFF4 RZ, R96, R96, R96 ;
// CHECK: VABSDIFF4 RZ, R96, R96, R96 ; encoding: [0xff,0x60,0x07,0x46,0x34,0x30,0x1b,0x50]
VABSDIFF4 RZ, R98, R98, R98 ;
// CHECK: VABSDIFF4 RZ, R98, R98, R98 ; encoding: [0xff,0x62,0x27,0x46,0x34,0x31,0x1b,0x50]

// DIS: /*0008*/ {{ *}}DEPBAR.LE SB5, 0x1 ; /* 0xf0f0000034170000 */
// DIS-NEXT: /*0010*/ {{ *}}DEPBAR.LE SB5, 0x7 ; /* 0xf0f0000034770000 */
// DIS-NEXT: /*0018*/ {{ *}}DEPBAR.LE SB0, 0x0 ; /* 0xf0f0000020070000 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}I2F.F32.S8 R19, R19.B1 ; /* 0x5cb8020001372213 */
// DIS-NEXT: /*0030*/ {{ *}}F2F.F32.F16 R37, R23.H1 ; /* 0x5ca8020001770625 */
// DIS-NEXT: /*0038*/ {{ *}}DEPBAR {{[{]}}2{{[}]}} ; /* 0xf0f0000000070004 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}DEPBAR {{[{]}}0{{[}]}} ; /* 0xf0f0000000070001 */
// DIS-NEXT: /*0050*/ {{ *}}R2P PR, R16.B1, 0x7f ; /* 0x38f0020007f71000 */
// DIS-NEXT: /*0058*/ {{ *}}@P1 R2P PR, R106.B2, 0x3c ; /* 0x38f0040003c16a00 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}@P1 R2P PR, R106.B3, 0x3c ; /* 0x38f0060003c16a00 */
// DIS-NEXT: /*0070*/ {{ *}}VADD.U16.U16.MRG_16H R84, R82, R83, R84 ; /* 0x20442a4045375254 */
// DIS-NEXT: /*0078*/ {{ *}}VADD.U16.U16.MRG_16H R84, R80, R81, R84 ; /* 0x20442a4045175054 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}VADD.U16.U16.MRG_16H R84, R79, R82, R84 ; /* 0x20442a4045274f54 */
// DIS-NEXT: /*0090*/ {{ *}}VADD.U16.U16.MRG_16H R86, R82, R83, R86 ; /* 0x20442b4045375256 */
// DIS-NEXT: /*0098*/ {{ *}}VADD.U16.U16.MRG_16H R106, R104, R105, R101 ; /* 0x204432c04697686a */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}BRX R4 -0x1a80 ; /* 0xe2500ffe5807040f */
// DIS-NEXT: /*00b0*/ {{ *}}BRX R6 -0x23c0 ; /* 0xe2500ffdc407060f */
// DIS-NEXT: /*00b8*/ {{ *}}BRX R6 -0x2cb8 ; /* 0xe2500ffd3487060f */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R16, R19, 0x8c, 1D, R ; /* 0xda0208cffff81310 */
// DIS-NEXT: /*00d0*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R13, R20, 0x8c, 1D, R ; /* 0xda0208cffff8140d */
// DIS-NEXT: /*00d8*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R17, R9, 0x8c, 1D, R ; /* 0xda0208cffff80911 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}@!P0 TLDS.LZ.NODEP.P RZ, R10, R21, 0x8c, 1D, R ; /* 0xda0208cffff8150a */
// DIS-NEXT: /*00f0*/ {{ *}}TLDS.LZ.NODEP.T RZ, R6, R6, 0x8c, 1D, R ; /* 0xda0208cffff70606 */
// DIS-NEXT: /*00f8*/ {{ *}}TLDS.LZ.NODEP.P RZ, R77, R4, 0x7e, 1D, R ; /* 0xda0207effff7044d */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0108*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R22, R15, 0x8e, 1D, RG ; /* 0xda1208effff80f16 */
// DIS-NEXT: /*0110*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R26, R14, 0x8e, 1D, RG ; /* 0xda1208effff80e1a */
// DIS-NEXT: /*0118*/ {{ *}}@!P0 TLDS.LZ.NODEP.T RZ, R30, R18, 0x8e, 1D, RG ; /* 0xda1208effff8121e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0128*/ {{ *}}@!P0 TLDS.LZ.NODEP.P RZ, R34, R19, 0x8e, 1D, RG ; /* 0xda1208effff81322 */
// DIS-NEXT: /*0130*/ {{ *}}TLDS.LZ.NODEP.T RZ, R6, R6, 0x8e, 1D, RG ; /* 0xda1208effff70606 */
// DIS-NEXT: /*0138*/ {{ *}}TLDS.LZ.NODEP.P RZ, R110, R4, 0x7e, 1D, RG ; /* 0xda1207effff7046e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0148*/ {{ *}}DEPBAR.LE SB1, 0x0, {{[{]}}4,3,2{{[}]}} ; /* 0xf0f000002407001c */
// DIS-NEXT: /*0150*/ {{ *}}DEPBAR.LE SB2, 0x0, {{[{]}}4,3{{[}]}} ; /* 0xf0f0000028070018 */
// DIS-NEXT: /*0158*/ {{ *}}DEPBAR.LE SB2, 0x0, {{[{]}}4{{[}]}} ; /* 0xf0f0000028070010 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0168*/ {{ *}}VMNMX.MX.MAX R2, R2, R3, R5 ; /* 0x3b7702e060370202 */
// DIS-NEXT: /*0170*/ {{ *}}VMNMX.MX.MAX R5, R5, R7, R8 ; /* 0x3b77046060770505 */
// DIS-NEXT: /*0178*/ {{ *}}VMNMX.MX.MAX R3, R5, R3, R6 ; /* 0x3b77036060370503 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0188*/ {{ *}}VMNMX.MX.MAX R0, R0, R2, R3 ; /* 0x3b7701e060270000 */
// DIS-NEXT: /*0190*/ {{ *}}VMNMX.MX.MAX R2, R3, R2, R4 ; /* 0x3b77026060270302 */
// DIS-NEXT: /*0198*/ {{ *}}VMNMX.MIN R0, R5, R6, R44 ; /* 0x3a6f166060670500 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*01a8*/ {{ *}}VABSDIFF4 RZ, R96, R96, R96 ; /* 0x501b3034460760ff */
// DIS-NEXT: /*01b0*/ {{ *}}VABSDIFF4 RZ, R98, R98, R98 ; /* 0x501b3134462762ff */

// Integer ALU encodings, ISET, ICMP, IMNMX, SEL.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

SEL R2, R3, 0x1, P0 ;
// CHECK: SEL R2, R3, 0x1, P0 ; encoding: [0x02,0x03,0x17,0x00,0x00,0x00,0xa0,0x38]
SEL R7, RZ, 0x1, !P0 ;
// CHECK: SEL R7, RZ, 0x1, !P0 ; encoding: [0x07,0xff,0x17,0x00,0x00,0x04,0xa0,0x38]
SEL R9, R9, R8, !P0 ;
// CHECK: SEL R9, R9, R8, !P0 ; encoding: [0x09,0x09,0x87,0x00,0x00,0x04,0xa0,0x5c]
@!P3 SEL R41, R41, R40, P1 ;
// CHECK: @!P3 SEL R41, R41, R40, P1 ; encoding: [0x29,0x29,0x8b,0x02,0x80,0x00,0xa0,0x5c]
ICMP.EQ R9, R11, R9, R6 ;
// CHECK: ICMP.EQ R9, R11, R9, R6 ; encoding: [0x09,0x0b,0x97,0x00,0x00,0x03,0x45,0x5b]
ICMP.LE R0, R0, RZ, R8 ;
// CHECK: ICMP.LE R0, R0, RZ, R8 ; encoding: [0x00,0x00,0xf7,0x0f,0x00,0x04,0x47,0x5b]
ICMP.NE R6, R6, RZ, R13 ;
// CHECK: ICMP.NE R6, R6, RZ, R13 ; encoding: [0x06,0x06,0xf7,0x0f,0x80,0x06,0x4b,0x5b]
ICMP.GT R2, R5, RZ, R16 ;
// CHECK: ICMP.GT R2, R5, RZ, R16 ; encoding: [0x02,0x05,0xf7,0x0f,0x00,0x08,0x49,0x5b]
ICMP.EQ.U32 R0, R5, R0, R6 ;
// CHECK: ICMP.EQ.U32 R0, R5, R0, R6 ; encoding: [0x00,0x05,0x07,0x00,0x00,0x03,0x44,0x5b]
ICMP.LT R2, R3, R14, R0.reuse ;
// CHECK: ICMP.LT R2, R3, R14, R0.reuse ; encoding: [0x02,0x03,0xe7,0x00,0x00,0x00,0x43,0x5b]
SEL R6, R7, c[0x0][0x180], !P1 ;
// CHECK: SEL R6, R7, c[0x0][0x180], !P1 ; encoding: [0x06,0x07,0x07,0x06,0x80,0x04,0xa0,0x4c]
SEL R19, R5, c[0x2][0x28], P0 ;
// CHECK: SEL R19, R5, c[0x2][0x28], P0 ; encoding: [0x13,0x05,0xa7,0x00,0x08,0x00,0xa0,0x4c]
ICMP.EQ R9, R9, 0x1, R14 ;
// CHECK: ICMP.EQ R9, R9, 0x1, R14 ; encoding: [0x09,0x09,0x17,0x00,0x00,0x07,0x45,0x36]
ICMP.GT R5, R5, 0x1, R16 ;
// CHECK: ICMP.GT R5, R5, 0x1, R16 ; encoding: [0x05,0x05,0x17,0x00,0x00,0x08,0x49,0x36]
ICMP.NE R7, R7, 0x8, R7 ;
// CHECK: ICMP.NE R7, R7, 0x8, R7 ; encoding: [0x07,0x07,0x87,0x00,0x80,0x03,0x4b,0x36]
ISET.LE.AND R13, R20.reuse, 0x1, PT ;
// CHECK: ISET.LE.AND R13, R20.reuse, 0x1, PT ; encoding: [0x0d,0x14,0x17,0x00,0x80,0x03,0x57,0x36]
ISET.LT.AND RZ.CC, R13, 0x1, PT ;
// CHECK: ISET.LT.AND RZ.CC, R13, 0x1, PT ; encoding: [0xff,0x0d,0x17,0x00,0x80,0x83,0x53,0x36]
ISET.NE.AND R12, R12, 0x1, PT ;
// CHECK: ISET.NE.AND R12, R12, 0x1, PT ; encoding: [0x0c,0x0c,0x17,0x00,0x80,0x03,0x5b,0x36]
ISET.GT.AND RZ.CC, R29, -0x1, PT ;
// CHECK: ISET.GT.AND RZ.CC, R29, -0x1, PT ; encoding: [0xff,0x1d,0xf7,0xff,0xff,0x83,0x59,0x37]
ISET.GT.AND RZ.CC, R6, -0x1, !P1 ;
// CHECK: ISET.GT.AND RZ.CC, R6, -0x1, !P1 ; encoding: [0xff,0x06,0xf7,0xff,0xff,0x84,0x59,0x37]
ISET.EQ.AND R46, R46, 0x1, PT ;
// CHECK: ISET.EQ.AND R46, R46, 0x1, PT ; encoding: [0x2e,0x2e,0x17,0x00,0x80,0x03,0x55,0x36]
ISET.GT.AND R2, R8, 0x1, PT ;
// CHECK: ISET.GT.AND R2, R8, 0x1, PT ; encoding: [0x02,0x08,0x17,0x00,0x80,0x03,0x59,0x36]
ISET.GE.OR R65, R57, 0x8, !P1 ;
// CHECK: ISET.GE.OR R65, R57, 0x8, !P1 ; encoding: [0x41,0x39,0x87,0x00,0x80,0x24,0x5d,0x36]
ISET.GE.AND R5, R4, 0x1, PT ;
// CHECK: ISET.GE.AND R5, R4, 0x1, PT ; encoding: [0x05,0x04,0x17,0x00,0x80,0x03,0x5d,0x36]
ISET.LT.AND RZ.CC, R27, c[0x0][0x174], PT ;
// CHECK: ISET.LT.AND RZ.CC, R27, c[0x0][0x174], PT ; encoding: [0xff,0x1b,0xd7,0x05,0x80,0x83,0x53,0x4b]
ISET.NE.AND R14, R18, c[0x0][0x1e0], PT ;
// CHECK: ISET.NE.AND R14, R18, c[0x0][0x1e0], PT ; encoding: [0x0e,0x12,0x87,0x07,0x80,0x03,0x5b,0x4b]
ISET.LE.AND RZ.CC, R4, c[0x0][0x174], PT ;
// CHECK: ISET.LE.AND RZ.CC, R4, c[0x0][0x174], PT ; encoding: [0xff,0x04,0xd7,0x05,0x80,0x83,0x57,0x4b]
ISET.GE.U32.AND R19, R8, c[0x0][0x178], PT ;
// CHECK: ISET.GE.U32.AND R19, R8, c[0x0][0x178], PT ; encoding: [0x13,0x08,0xe7,0x05,0x80,0x03,0x5c,0x4b]
ISET.GT.AND R8, R8, c[0x0][0x16c], PT ;
// CHECK: ISET.GT.AND R8, R8, c[0x0][0x16c], PT ; encoding: [0x08,0x08,0xb7,0x05,0x80,0x03,0x59,0x4b]
ISET.GE.AND RZ.CC, R0, c[0x0][0x164], PT ;
// CHECK: ISET.GE.AND RZ.CC, R0, c[0x0][0x164], PT ; encoding: [0xff,0x00,0x97,0x05,0x80,0x83,0x5d,0x4b]
ISET.GE.AND R7, R4, c[0x0][0x17c], PT ;
// CHECK: ISET.GE.AND R7, R4, c[0x0][0x17c], PT ; encoding: [0x07,0x04,0xf7,0x05,0x80,0x03,0x5d,0x4b]
ISET.EQ.AND RZ.CC, R20, c[0x0][0x210], PT ;
// CHECK: ISET.EQ.AND RZ.CC, R20, c[0x0][0x210], PT ; encoding: [0xff,0x14,0x47,0x08,0x80,0x83,0x55,0x4b]
ISET.EQ.X.AND R27, R27, c[0x2][0x10], PT ;
// CHECK: ISET.EQ.X.AND R27, R27, c[0x2][0x10], PT ; encoding: [0x1b,0x1b,0x47,0x00,0x88,0x0b,0x55,0x4b]
IMNMX R0, R0, c[0x0][0x29c], PT ;
// CHECK: IMNMX R0, R0, c[0x0][0x29c], PT ; encoding: [0x00,0x00,0x77,0x0a,0x80,0x03,0x21,0x4c]
IMNMX R75, R64, c[0x0][0x1a0], !PT ;
// CHECK: IMNMX R75, R64, c[0x0][0x1a0], !PT ; encoding: [0x4b,0x40,0x87,0x06,0x80,0x07,0x21,0x4c]
IMNMX R17, R9, R10, !PT ;
// CHECK: IMNMX R17, R9, R10, !PT ; encoding: [0x11,0x09,0xa7,0x00,0x80,0x07,0x21,0x5c]
IMNMX R54, R32.reuse, R33.reuse, PT ;
// CHECK: IMNMX R54, R32.reuse, R33.reuse, PT ; encoding: [0x36,0x20,0x17,0x02,0x80,0x03,0x21,0x5c]
IMNMX.U32 R23, R6, R23, PT ;
// CHECK: IMNMX.U32 R23, R6, R23, PT ; encoding: [0x17,0x06,0x77,0x01,0x80,0x03,0x20,0x5c]
ISET.EQ.AND RZ.CC, R0, RZ, PT ;
// CHECK: ISET.EQ.AND RZ.CC, R0, RZ, PT ; encoding: [0xff,0x00,0xf7,0x0f,0x80,0x83,0x55,0x5b]
ISET.GE.AND R6, R13.reuse, R14.reuse, PT ;
// CHECK: ISET.GE.AND R6, R13.reuse, R14.reuse, PT ; encoding: [0x06,0x0d,0xe7,0x00,0x80,0x03,0x5d,0x5b]
ISET.EQ.AND R13, R13, R14, PT ;
// CHECK: ISET.EQ.AND R13, R13, R14, PT ; encoding: [0x0d,0x0d,0xe7,0x00,0x80,0x03,0x55,0x5b]
ISET.GT.AND R10, R4.reuse, R9, PT ;
// CHECK: ISET.GT.AND R10, R4.reuse, R9, PT ; encoding: [0x0a,0x04,0x97,0x00,0x80,0x03,0x59,0x5b]
ISET.GT.AND RZ.CC, R12, R9, PT ;
// CHECK: ISET.GT.AND RZ.CC, R12, R9, PT ; encoding: [0xff,0x0c,0x97,0x00,0x80,0x83,0x59,0x5b]
ISET.LT.OR RZ.CC, R5, RZ, P1 ;
// CHECK: ISET.LT.OR RZ.CC, R5, RZ, P1 ; encoding: [0xff,0x05,0xf7,0x0f,0x80,0xa0,0x53,0x5b]
ISET.NE.AND R33, R33, RZ, PT ;
// CHECK: ISET.NE.AND R33, R33, RZ, PT ; encoding: [0x21,0x21,0xf7,0x0f,0x80,0x03,0x5b,0x5b]
ISET.LT.AND R12, R105, R95, PT ;
// CHECK: ISET.LT.AND R12, R105, R95, PT ; encoding: [0x0c,0x69,0xf7,0x05,0x80,0x03,0x53,0x5b]
ISET.GT.AND RZ.CC, R19.reuse, RZ, !P2 ;
// CHECK: ISET.GT.AND RZ.CC, R19.reuse, RZ, !P2 ; encoding: [0xff,0x13,0xf7,0x0f,0x00,0x85,0x59,0x5b]
IMNMX.U32 R4, R4, 0x2, PT ;
// CHECK: IMNMX.U32 R4, R4, 0x2, PT ; encoding: [0x04,0x04,0x27,0x00,0x80,0x03,0x20,0x38]
IMNMX R7, R7, 0x1, !PT ;
// CHECK: IMNMX R7, R7, 0x1, !PT ; encoding: [0x07,0x07,0x17,0x00,0x80,0x07,0x21,0x38]
IMNMX.U32 R19, R19, 0x1, !PT ;
// CHECK: IMNMX.U32 R19, R19, 0x1, !PT ; encoding: [0x13,0x13,0x17,0x00,0x80,0x07,0x20,0x38]
ICMP.NE R9, RZ, c[0x0][0x16c], R14 ;
// CHECK: ICMP.NE R9, RZ, c[0x0][0x16c], R14 ; encoding: [0x09,0xff,0xb7,0x05,0x00,0x07,0x4b,0x4b]
@P1 ICMP.EQ R10, R10, c[0x0][0x1d0], R8.reuse ;
// CHECK: @P1 ICMP.EQ R10, R10, c[0x0][0x1d0], R8.reuse ; encoding: [0x0a,0x0a,0x41,0x07,0x00,0x04,0x45,0x4b]

// DIS: /*0008*/ {{ *}}SEL R2, R3, 0x1, P0 ; /* 0x38a0000000170302 */
// DIS-NEXT: /*0010*/ {{ *}}SEL R7, RZ, 0x1, !P0 ; /* 0x38a004000017ff07 */
// DIS-NEXT: /*0018*/ {{ *}}SEL R9, R9, R8, !P0 ; /* 0x5ca0040000870909 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}@!P3 SEL R41, R41, R40, P1 ; /* 0x5ca00080028b2929 */
// DIS-NEXT: /*0030*/ {{ *}}ICMP.EQ R9, R11, R9, R6 ; /* 0x5b45030000970b09 */
// DIS-NEXT: /*0038*/ {{ *}}ICMP.LE R0, R0, RZ, R8 ; /* 0x5b4704000ff70000 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}ICMP.NE R6, R6, RZ, R13 ; /* 0x5b4b06800ff70606 */
// DIS-NEXT: /*0050*/ {{ *}}ICMP.GT R2, R5, RZ, R16 ; /* 0x5b4908000ff70502 */
// DIS-NEXT: /*0058*/ {{ *}}ICMP.EQ.U32 R0, R5, R0, R6 ; /* 0x5b44030000070500 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}ICMP.LT R2, R3, R14, R0.reuse ; /* 0x5b43000000e70302 */
// DIS-NEXT: /*0070*/ {{ *}}SEL R6, R7, c{{\[}}0x0{{\]}}{{\[}}0x180{{\]}}, !P1 ; /* 0x4ca0048006070706 */
// DIS-NEXT: /*0078*/ {{ *}}SEL R19, R5, c{{\[}}0x2{{\]}}{{\[}}0x28{{\]}}, P0 ; /* 0x4ca0000800a70513 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}ICMP.EQ R9, R9, 0x1, R14 ; /* 0x3645070000170909 */
// DIS-NEXT: /*0090*/ {{ *}}ICMP.GT R5, R5, 0x1, R16 ; /* 0x3649080000170505 */
// DIS-NEXT: /*0098*/ {{ *}}ICMP.NE R7, R7, 0x8, R7 ; /* 0x364b038000870707 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}ISET.LE.AND R13, R20.reuse, 0x1, PT ; /* 0x365703800017140d */
// DIS-NEXT: /*00b0*/ {{ *}}ISET.LT.AND RZ.CC, R13, 0x1, PT ; /* 0x3653838000170dff */
// DIS-NEXT: /*00b8*/ {{ *}}ISET.NE.AND R12, R12, 0x1, PT ; /* 0x365b038000170c0c */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}ISET.GT.AND RZ.CC, R29, -0x1, PT ; /* 0x375983fffff71dff */
// DIS-NEXT: /*00d0*/ {{ *}}ISET.GT.AND RZ.CC, R6, -0x1, !P1 ; /* 0x375984fffff706ff */
// DIS-NEXT: /*00d8*/ {{ *}}ISET.EQ.AND R46, R46, 0x1, PT ; /* 0x3655038000172e2e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}ISET.GT.AND R2, R8, 0x1, PT ; /* 0x3659038000170802 */
// DIS-NEXT: /*00f0*/ {{ *}}ISET.GE.OR R65, R57, 0x8, !P1 ; /* 0x365d248000873941 */
// DIS-NEXT: /*00f8*/ {{ *}}ISET.GE.AND R5, R4, 0x1, PT ; /* 0x365d038000170405 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0108*/ {{ *}}ISET.LT.AND RZ.CC, R27, c{{\[}}0x0{{\]}}{{\[}}0x174{{\]}}, PT ; /* 0x4b53838005d71bff */
// DIS-NEXT: /*0110*/ {{ *}}ISET.NE.AND R14, R18, c{{\[}}0x0{{\]}}{{\[}}0x1e0{{\]}}, PT ; /* 0x4b5b03800787120e */
// DIS-NEXT: /*0118*/ {{ *}}ISET.LE.AND RZ.CC, R4, c{{\[}}0x0{{\]}}{{\[}}0x174{{\]}}, PT ; /* 0x4b57838005d704ff */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0128*/ {{ *}}ISET.GE.U32.AND R19, R8, c{{\[}}0x0{{\]}}{{\[}}0x178{{\]}}, PT ; /* 0x4b5c038005e70813 */
// DIS-NEXT: /*0130*/ {{ *}}ISET.GT.AND R8, R8, c{{\[}}0x0{{\]}}{{\[}}0x16c{{\]}}, PT ; /* 0x4b59038005b70808 */
// DIS-NEXT: /*0138*/ {{ *}}ISET.GE.AND RZ.CC, R0, c{{\[}}0x0{{\]}}{{\[}}0x164{{\]}}, PT ; /* 0x4b5d8380059700ff */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0148*/ {{ *}}ISET.GE.AND R7, R4, c{{\[}}0x0{{\]}}{{\[}}0x17c{{\]}}, PT ; /* 0x4b5d038005f70407 */
// DIS-NEXT: /*0150*/ {{ *}}ISET.EQ.AND RZ.CC, R20, c{{\[}}0x0{{\]}}{{\[}}0x210{{\]}}, PT ; /* 0x4b558380084714ff */
// DIS-NEXT: /*0158*/ {{ *}}ISET.EQ.X.AND R27, R27, c{{\[}}0x2{{\]}}{{\[}}0x10{{\]}}, PT ; /* 0x4b550b8800471b1b */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0168*/ {{ *}}IMNMX R0, R0, c{{\[}}0x0{{\]}}{{\[}}0x29c{{\]}}, PT ; /* 0x4c2103800a770000 */
// DIS-NEXT: /*0170*/ {{ *}}IMNMX R75, R64, c{{\[}}0x0{{\]}}{{\[}}0x1a0{{\]}}, !PT ; /* 0x4c2107800687404b */
// DIS-NEXT: /*0178*/ {{ *}}IMNMX R17, R9, R10, !PT ; /* 0x5c21078000a70911 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0188*/ {{ *}}IMNMX R54, R32.reuse, R33.reuse, PT ; /* 0x5c21038002172036 */
// DIS-NEXT: /*0190*/ {{ *}}IMNMX.U32 R23, R6, R23, PT ; /* 0x5c20038001770617 */
// DIS-NEXT: /*0198*/ {{ *}}ISET.EQ.AND RZ.CC, R0, RZ, PT ; /* 0x5b5583800ff700ff */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*01a8*/ {{ *}}ISET.GE.AND R6, R13.reuse, R14.reuse, PT ; /* 0x5b5d038000e70d06 */
// DIS-NEXT: /*01b0*/ {{ *}}ISET.EQ.AND R13, R13, R14, PT ; /* 0x5b55038000e70d0d */
// DIS-NEXT: /*01b8*/ {{ *}}ISET.GT.AND R10, R4.reuse, R9, PT ; /* 0x5b5903800097040a */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*01c8*/ {{ *}}ISET.GT.AND RZ.CC, R12, R9, PT ; /* 0x5b59838000970cff */
// DIS-NEXT: /*01d0*/ {{ *}}ISET.LT.OR RZ.CC, R5, RZ, P1 ; /* 0x5b53a0800ff705ff */
// DIS-NEXT: /*01d8*/ {{ *}}ISET.NE.AND R33, R33, RZ, PT ; /* 0x5b5b03800ff72121 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*01e8*/ {{ *}}ISET.LT.AND R12, R105, R95, PT ; /* 0x5b53038005f7690c */
// DIS-NEXT: /*01f0*/ {{ *}}ISET.GT.AND RZ.CC, R19.reuse, RZ, !P2 ; /* 0x5b5985000ff713ff */
// DIS-NEXT: /*01f8*/ {{ *}}IMNMX.U32 R4, R4, 0x2, PT ; /* 0x3820038000270404 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0208*/ {{ *}}IMNMX R7, R7, 0x1, !PT ; /* 0x3821078000170707 */
// DIS-NEXT: /*0210*/ {{ *}}IMNMX.U32 R19, R19, 0x1, !PT ; /* 0x3820078000171313 */
// DIS-NEXT: /*0218*/ {{ *}}ICMP.NE R9, RZ, c{{\[}}0x0{{\]}}{{\[}}0x16c{{\]}}, R14 ; /* 0x4b4b070005b7ff09 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0228*/ {{ *}}@P1 ICMP.EQ R10, R10, c{{\[}}0x0{{\]}}{{\[}}0x1d0{{\]}}, R8.reuse ; /* 0x4b45040007410a0a */

// Integer ALU encodings, XMAD: reg / imm / const (c[0x0] [0x8] spelling) / RC forms, .H1 selectors, types, .PSL .MRG .CLO .CHI .CSFU .CBCC, .X, .CC.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

XMAD R3, R9.reuse, R12.reuse, RZ ;
// CHECK: XMAD R3, R9.reuse, R12.reuse, RZ ; encoding: [0x03,0x09,0xc7,0x00,0x80,0x7f,0x00,0x5b]
XMAD R10, R9, R12.H1, RZ ;
// CHECK: XMAD R10, R9, R12.H1, RZ ; encoding: [0x0a,0x09,0xc7,0x00,0x88,0x7f,0x00,0x5b]
XMAD R4, R9.H1.reuse, R12.H1.reuse, R9 ;
// CHECK: XMAD R4, R9.H1.reuse, R12.H1.reuse, R9 ; encoding: [0x04,0x09,0xc7,0x00,0x88,0x04,0x20,0x5b]
XMAD.CHI R3, R9.H1, R12, R3 ;
// CHECK: XMAD.CHI R3, R9.H1, R12, R3 ; encoding: [0x03,0x09,0xc7,0x00,0x80,0x01,0x28,0x5b]
XMAD.PSL.CBCC R16, R5.H1, R2.H1, R16 ;
// CHECK: XMAD.PSL.CBCC R16, R5.H1, R2.H1, R16 ; encoding: [0x10,0x05,0x27,0x00,0x18,0x08,0x30,0x5b]
XMAD.MRG R2, R16.reuse, R2.H1, RZ ;
// CHECK: XMAD.MRG R2, R16.reuse, R2.H1, RZ ; encoding: [0x02,0x10,0x27,0x00,0xa8,0x7f,0x00,0x5b]
XMAD.S16.S16.CSFU R20, R4.H1.reuse, R22.H1, RZ ;
// CHECK: XMAD.S16.S16.CSFU R20, R4.H1.reuse, R22.H1, RZ ; encoding: [0x14,0x04,0x67,0x01,0x88,0x7f,0x2f,0x5b]
XMAD.U16.S16 R7, R4.reuse, R19.H1, RZ ;
// CHECK: XMAD.U16.S16 R7, R4.reuse, R19.H1, RZ ; encoding: [0x07,0x04,0x37,0x01,0x88,0x7f,0x02,0x5b]
XMAD.CLO R84, R89, R51, R88 ;
// CHECK: XMAD.CLO R84, R89, R51, R88 ; encoding: [0x54,0x59,0x37,0x03,0x00,0x2c,0x04,0x5b]
XMAD.S16.U16.CHI R12, R3.H1, R12, R2 ;
// CHECK: XMAD.S16.U16.CHI R12, R3.H1, R12, R2 ; encoding: [0x0c,0x03,0xc7,0x00,0x00,0x01,0x29,0x5b]
@!P3 XMAD.S16.S16 R11, R2, R4, R11 ;
// CHECK: @!P3 XMAD.S16.S16 R11, R2, R4, R11 ; encoding: [0x0b,0x02,0x4b,0x00,0x80,0x05,0x03,0x5b]
XMAD.PSL R77, R59, R78.H1, R77 ;
// CHECK: XMAD.PSL R77, R59, R78.H1, R77 ; encoding: [0x4d,0x3b,0xe7,0x04,0x98,0x26,0x00,0x5b]
XMAD R8.CC, R1.reuse, R10, RZ ;
// CHECK: XMAD R8.CC, R1.reuse, R10, RZ ; encoding: [0x08,0x01,0xa7,0x00,0x80,0xff,0x00,0x5b]
XMAD R16, R5.reuse, c[0x0] [0x17c], RZ ;
// CHECK: XMAD R16, R5.reuse, c[0x0] [0x17c], RZ ; encoding: [0x10,0x05,0xf7,0x05,0x80,0x7f,0x00,0x4e]
XMAD.MRG R2, R5, c[0x0] [0x17c].H1, RZ ;
// CHECK: XMAD.MRG R2, R5, c[0x0] [0x17c].H1, RZ ; encoding: [0x02,0x05,0xf7,0x05,0x80,0x7f,0x10,0x4f]
XMAD R11, R4.reuse, c[0x0] [0x8].H1, RZ ;
// CHECK: XMAD R11, R4.reuse, c[0x0] [0x8].H1, RZ ; encoding: [0x0b,0x04,0x27,0x00,0x80,0x7f,0x10,0x4e]
XMAD R12, R4.H1, c[0x0] [0x8].H1, RZ ;
// CHECK: XMAD R12, R4.H1, c[0x0] [0x8].H1, RZ ; encoding: [0x0c,0x04,0x27,0x00,0x80,0x7f,0x30,0x4e]
XMAD.CHI R10, R4.H1, c[0x0] [0x8], R10 ;
// CHECK: XMAD.CHI R10, R4.H1, c[0x0] [0x8], R10 ; encoding: [0x0a,0x04,0x27,0x00,0x00,0x05,0x28,0x4e]
XMAD.U16.S16 R23, R13.reuse, c[0x0] [0x190].H1, RZ ;
// CHECK: XMAD.U16.S16 R23, R13.reuse, c[0x0] [0x190].H1, RZ ; encoding: [0x17,0x0d,0x47,0x06,0x80,0x7f,0x12,0x4e]
XMAD.S16.U16.CHI R14, R13.H1.reuse, c[0x0] [0x190], R14 ;
// CHECK: XMAD.S16.U16.CHI R14, R13.H1.reuse, c[0x0] [0x190], R14 ; encoding: [0x0e,0x0d,0x47,0x06,0x00,0x07,0x29,0x4e]
XMAD.S16.S16.CSFU R13, R13.H1, c[0x0] [0x190].H1, RZ ;
// CHECK: XMAD.S16.S16.CSFU R13, R13.H1, c[0x0] [0x190].H1, RZ ; encoding: [0x0d,0x0d,0x47,0x06,0x80,0x7f,0x3f,0x4e]
XMAD.CLO R85, R79, c[0x0] [0x178], R82 ;
// CHECK: XMAD.CLO R85, R79, c[0x0] [0x178], R82 ; encoding: [0x55,0x4f,0xe7,0x05,0x00,0x29,0x04,0x4e]
XMAD.PSL R65, R59, c[0x0] [0x258].H1, R65 ;
// CHECK: XMAD.PSL R65, R59, c[0x0] [0x258].H1, R65 ; encoding: [0x41,0x3b,0x67,0x09,0x80,0x20,0x90,0x4e]
XMAD R2.CC, R1.reuse, c[0x0] [0x178], RZ ;
// CHECK: XMAD R2.CC, R1.reuse, c[0x0] [0x178], RZ ; encoding: [0x02,0x01,0xe7,0x05,0x80,0xff,0x00,0x4e]
XMAD R43, R48.reuse, 0x600, R43 ;
// CHECK: XMAD R43, R48.reuse, 0x600, R43 ; encoding: [0x2b,0x30,0x07,0x60,0x80,0x15,0x00,0x36]
XMAD.PSL R43, R48.H1, 0x600, R43 ;
// CHECK: XMAD.PSL R43, R48.H1, 0x600, R43 ; encoding: [0x2b,0x30,0x07,0x60,0x90,0x15,0x20,0x36]
XMAD.PSL.CLO R47, R49, 0x1, R47 ;
// CHECK: XMAD.PSL.CLO R47, R49, 0x1, R47 ; encoding: [0x2f,0x31,0x17,0x00,0x90,0x17,0x04,0x36]
XMAD.S16.U16.CHI R13, R4.H1.reuse, 0x6, R13 ;
// CHECK: XMAD.S16.U16.CHI R13, R4.H1.reuse, 0x6, R13 ; encoding: [0x0d,0x04,0x67,0x00,0x80,0x06,0x29,0x36]
XMAD R80, R51.H1, 0xb, RZ ;
// CHECK: XMAD R80, R51.H1, 0xb, RZ ; encoding: [0x50,0x33,0xb7,0x00,0x80,0x7f,0x20,0x36]
XMAD.PSL.CHI R5, R5.H1, 0x1, R2 ;
// CHECK: XMAD.PSL.CHI R5, R5.H1, 0x1, R2 ; encoding: [0x05,0x05,0x17,0x00,0x10,0x01,0x28,0x36]
XMAD.X R7, R2.H1, 0x1, R7 ;
// CHECK: XMAD.X R7, R2.H1, 0x1, R7 ; encoding: [0x07,0x02,0x17,0x00,0xc0,0x03,0x20,0x36]
XMAD R13, R15.reuse, R16.reuse, c[0x2][0x8] ;
// CHECK: XMAD R13, R15.reuse, R16.reuse, c[0x2][0x8] ; encoding: [0x0d,0x0f,0x27,0x00,0x08,0x08,0x00,0x51]

// DIS: /*0008*/ {{ *}}XMAD R3, R9.reuse, R12.reuse, RZ ; /* 0x5b007f8000c70903 */
// DIS-NEXT: /*0010*/ {{ *}}XMAD R10, R9, R12.H1, RZ ; /* 0x5b007f8800c7090a */
// DIS-NEXT: /*0018*/ {{ *}}XMAD R4, R9.H1.reuse, R12.H1.reuse, R9 ; /* 0x5b20048800c70904 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}XMAD.CHI R3, R9.H1, R12, R3 ; /* 0x5b28018000c70903 */
// DIS-NEXT: /*0030*/ {{ *}}XMAD.PSL.CBCC R16, R5.H1, R2.H1, R16 ; /* 0x5b30081800270510 */
// DIS-NEXT: /*0038*/ {{ *}}XMAD.MRG R2, R16.reuse, R2.H1, RZ ; /* 0x5b007fa800271002 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}XMAD.S16.S16.CSFU R20, R4.H1.reuse, R22.H1, RZ ; /* 0x5b2f7f8801670414 */
// DIS-NEXT: /*0050*/ {{ *}}XMAD.U16.S16 R7, R4.reuse, R19.H1, RZ ; /* 0x5b027f8801370407 */
// DIS-NEXT: /*0058*/ {{ *}}XMAD.CLO R84, R89, R51, R88 ; /* 0x5b042c0003375954 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}XMAD.S16.U16.CHI R12, R3.H1, R12, R2 ; /* 0x5b29010000c7030c */
// DIS-NEXT: /*0070*/ {{ *}}@!P3 XMAD.S16.S16 R11, R2, R4, R11 ; /* 0x5b030580004b020b */
// DIS-NEXT: /*0078*/ {{ *}}XMAD.PSL R77, R59, R78.H1, R77 ; /* 0x5b00269804e73b4d */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}XMAD R8.CC, R1.reuse, R10, RZ ; /* 0x5b00ff8000a70108 */
// DIS-NEXT: /*0090*/ {{ *}}XMAD R16, R5.reuse, c{{\[}}0x0{{\]}} {{\[}}0x17c{{\]}}, RZ ; /* 0x4e007f8005f70510 */
// DIS-NEXT: /*0098*/ {{ *}}XMAD.MRG R2, R5, c{{\[}}0x0{{\]}} {{\[}}0x17c{{\]}}.H1, RZ ; /* 0x4f107f8005f70502 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}XMAD R11, R4.reuse, c{{\[}}0x0{{\]}} {{\[}}0x8{{\]}}.H1, RZ ; /* 0x4e107f800027040b */
// DIS-NEXT: /*00b0*/ {{ *}}XMAD R12, R4.H1, c{{\[}}0x0{{\]}} {{\[}}0x8{{\]}}.H1, RZ ; /* 0x4e307f800027040c */
// DIS-NEXT: /*00b8*/ {{ *}}XMAD.CHI R10, R4.H1, c{{\[}}0x0{{\]}} {{\[}}0x8{{\]}}, R10 ; /* 0x4e2805000027040a */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}XMAD.U16.S16 R23, R13.reuse, c{{\[}}0x0{{\]}} {{\[}}0x190{{\]}}.H1, RZ ; /* 0x4e127f8006470d17 */
// DIS-NEXT: /*00d0*/ {{ *}}XMAD.S16.U16.CHI R14, R13.H1.reuse, c{{\[}}0x0{{\]}} {{\[}}0x190{{\]}}, R14 ; /* 0x4e29070006470d0e */
// DIS-NEXT: /*00d8*/ {{ *}}XMAD.S16.S16.CSFU R13, R13.H1, c{{\[}}0x0{{\]}} {{\[}}0x190{{\]}}.H1, RZ ; /* 0x4e3f7f8006470d0d */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}XMAD.CLO R85, R79, c{{\[}}0x0{{\]}} {{\[}}0x178{{\]}}, R82 ; /* 0x4e04290005e74f55 */
// DIS-NEXT: /*00f0*/ {{ *}}XMAD.PSL R65, R59, c{{\[}}0x0{{\]}} {{\[}}0x258{{\]}}.H1, R65 ; /* 0x4e90208009673b41 */
// DIS-NEXT: /*00f8*/ {{ *}}XMAD R2.CC, R1.reuse, c{{\[}}0x0{{\]}} {{\[}}0x178{{\]}}, RZ ; /* 0x4e00ff8005e70102 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0108*/ {{ *}}XMAD R43, R48.reuse, 0x600, R43 ; /* 0x360015806007302b */
// DIS-NEXT: /*0110*/ {{ *}}XMAD.PSL R43, R48.H1, 0x600, R43 ; /* 0x362015906007302b */
// DIS-NEXT: /*0118*/ {{ *}}XMAD.PSL.CLO R47, R49, 0x1, R47 ; /* 0x360417900017312f */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0128*/ {{ *}}XMAD.S16.U16.CHI R13, R4.H1.reuse, 0x6, R13 ; /* 0x362906800067040d */
// DIS-NEXT: /*0130*/ {{ *}}XMAD R80, R51.H1, 0xb, RZ ; /* 0x36207f8000b73350 */
// DIS-NEXT: /*0138*/ {{ *}}XMAD.PSL.CHI R5, R5.H1, 0x1, R2 ; /* 0x3628011000170505 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0148*/ {{ *}}XMAD.X R7, R2.H1, 0x1, R7 ; /* 0x362003c000170207 */
// DIS-NEXT: /*0150*/ {{ *}}XMAD R13, R15.reuse, R16.reuse, c{{\[}}0x2{{\]}}{{\[}}0x8{{\]}} ; /* 0x5100080800270f0d */

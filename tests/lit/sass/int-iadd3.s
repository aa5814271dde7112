// Integer ALU encodings, IADD3 (negations, .H0/.H1, .RS/.LS, .X, .CC, unsigned 20-bit immediate), IADD32I, ISCADD32I.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

IADD32I R1, R1, -0x60 ;
// CHECK: IADD32I R1, R1, -0x60 ; encoding: [0x01,0x01,0x07,0xfa,0xff,0xff,0x0f,0x1c]
IADD32I R9, -R48, -0x7fffffff ;
// CHECK: IADD32I R9, -R48, -0x7fffffff ; encoding: [0x09,0x30,0x17,0x00,0x00,0x00,0x08,0x1d]
IADD32I R18.CC, R25.reuse, 0x1 ;
// CHECK: IADD32I R18.CC, R25.reuse, 0x1 ; encoding: [0x12,0x19,0x17,0x00,0x00,0x00,0x10,0x1c]
IADD32I.X R5, R17, -0x1 ;
// CHECK: IADD32I.X R5, R17, -0x1 ; encoding: [0x05,0x11,0xf7,0xff,0xff,0xff,0x2f,0x1c]
IADD3.RS R3, R3, R10, R4 ;
// CHECK: IADD3.RS R3, R3, R10, R4 ; encoding: [0x03,0x03,0xa7,0x00,0x20,0x02,0xc0,0x5c]
IADD3 R49.CC, R6.reuse, R29, R11 ;
// CHECK: IADD3 R49.CC, R6.reuse, R29, R11 ; encoding: [0x31,0x06,0xd7,0x01,0x80,0x85,0xc0,0x5c]
IADD3.X R10, R10, R32, R5 ;
// CHECK: IADD3.X R10, R10, R32, R5 ; encoding: [0x0a,0x0a,0x07,0x02,0x80,0x02,0xc1,0x5c]
IADD3 R2, R16, R12, R19 ;
// CHECK: IADD3 R2, R16, R12, R19 ; encoding: [0x02,0x10,0xc7,0x00,0x80,0x09,0xc0,0x5c]
IADD3 R46, R46, R33, -R39 ;
// CHECK: IADD3 R46, R46, R33, -R39 ; encoding: [0x2e,0x2e,0x17,0x02,0x80,0x13,0xc2,0x5c]
IADD3 R75, -R60, R57, R54 ;
// CHECK: IADD3 R75, -R60, R57, R54 ; encoding: [0x4b,0x3c,0x97,0x03,0x00,0x1b,0xc8,0x5c]
IADD3.LS R80, R85.H1, R86.H0, R85.H0 ;
// CHECK: IADD3.LS R80, R85.H1, R86.H0, R85.H0 ; encoding: [0x50,0x55,0x67,0x85,0xd2,0x2a,0xc0,0x5c]
IADD3.RS R81, R85.H1, R86, RZ ;
// CHECK: IADD3.RS R81, R85.H1, R86, RZ ; encoding: [0x51,0x55,0x67,0x05,0xb0,0x7f,0xc0,0x5c]
IADD3 R2, R10.H0, -R3, R8 ;
// CHECK: IADD3 R2, R10.H0, -R3, R8 ; encoding: [0x02,0x0a,0x37,0x00,0x08,0x04,0xc4,0x5c]
IADD3 R22, R3, R22, R16.H0 ;
// CHECK: IADD3 R22, R3, R22, R16.H0 ; encoding: [0x16,0x03,0x67,0x81,0x00,0x08,0xc0,0x5c]
IADD3 R17, R4, -R12, R17 ;
// CHECK: IADD3 R17, R4, -R12, R17 ; encoding: [0x11,0x04,0xc7,0x00,0x80,0x08,0xc4,0x5c]
IADD3 R4, R21.reuse, 0x20, R3.reuse ;
// CHECK: IADD3 R4, R21.reuse, 0x20, R3.reuse ; encoding: [0x04,0x15,0x07,0x02,0x80,0x01,0xc0,0x38]
IADD3 R19, -R32, 0xfffff, R15 ;
// CHECK: IADD3 R19, -R32, 0xfffff, R15 ; encoding: [0x13,0x20,0xf7,0xff,0xff,0x07,0xc8,0x39]
IADD3 R7, R7, 0x7f, -R13 ;
// CHECK: IADD3 R7, R7, 0x7f, -R13 ; encoding: [0x07,0x07,0xf7,0x07,0x80,0x06,0xc2,0x38]
@!P0 IADD3 R6.CC, R2, 0x18, -R11 ;
// CHECK: @!P0 IADD3 R6.CC, R2, 0x18, -R11 ; encoding: [0x06,0x02,0x88,0x01,0x80,0x85,0xc2,0x38]
@!P0 IADD3.X R3, R3, 0xfffff, RZ ;
// CHECK: @!P0 IADD3.X R3, R3, 0xfffff, RZ ; encoding: [0x03,0x03,0xf8,0xff,0xff,0x7f,0xc1,0x39]
IADD3 R16.CC, R21, c[0x0][0x1b0], R4 ;
// CHECK: IADD3 R16.CC, R21, c[0x0][0x1b0], R4 ; encoding: [0x10,0x15,0xc7,0x06,0x00,0x82,0xc0,0x4c]
IADD3.X R17, R13, c[0x0][0x1b4], R2 ;
// CHECK: IADD3.X R17, R13, c[0x0][0x1b4], R2 ; encoding: [0x11,0x0d,0xd7,0x06,0x00,0x01,0xc1,0x4c]
IADD3 R25, R25, c[0x0][0x1f8], -R39 ;
// CHECK: IADD3 R25, R25, c[0x0][0x1f8], -R39 ; encoding: [0x19,0x19,0xe7,0x07,0x80,0x13,0xc2,0x4c]
IADD3 R4, R47, c[0x0][0x1f0], R60 ;
// CHECK: IADD3 R4, R47, c[0x0][0x1f0], R60 ; encoding: [0x04,0x2f,0xc7,0x07,0x00,0x1e,0xc0,0x4c]
IADD3 R5, -R3.reuse, c[0x0][0x17c], -R9 ;
// CHECK: IADD3 R5, -R3.reuse, c[0x0][0x17c], -R9 ; encoding: [0x05,0x03,0xf7,0x05,0x80,0x04,0xca,0x4c]
IADD3 R15, R13, -c[0x0][0x200], R2 ;
// CHECK: IADD3 R15, R13, -c[0x0][0x200], R2 ; encoding: [0x0f,0x0d,0x07,0x08,0x00,0x01,0xc4,0x4c]
ISCADD32I R9, R13, -0x3f800000, 0x17 ;
// CHECK: ISCADD32I R9, R13, -0x3f800000, 0x17 ; encoding: [0x09,0x0d,0x07,0x00,0x00,0x08,0xec,0x16]

// DIS: /*0008*/ {{ *}}IADD32I R1, R1, -0x60 ; /* 0x1c0ffffffa070101 */
// DIS-NEXT: /*0010*/ {{ *}}IADD32I R9, -R48, -0x7fffffff ; /* 0x1d08000000173009 */
// DIS-NEXT: /*0018*/ {{ *}}IADD32I R18.CC, R25.reuse, 0x1 ; /* 0x1c10000000171912 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}IADD32I.X R5, R17, -0x1 ; /* 0x1c2ffffffff71105 */
// DIS-NEXT: /*0030*/ {{ *}}IADD3.RS R3, R3, R10, R4 ; /* 0x5cc0022000a70303 */
// DIS-NEXT: /*0038*/ {{ *}}IADD3 R49.CC, R6.reuse, R29, R11 ; /* 0x5cc0858001d70631 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}IADD3.X R10, R10, R32, R5 ; /* 0x5cc1028002070a0a */
// DIS-NEXT: /*0050*/ {{ *}}IADD3 R2, R16, R12, R19 ; /* 0x5cc0098000c71002 */
// DIS-NEXT: /*0058*/ {{ *}}IADD3 R46, R46, R33, -R39 ; /* 0x5cc2138002172e2e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}IADD3 R75, -R60, R57, R54 ; /* 0x5cc81b0003973c4b */
// DIS-NEXT: /*0070*/ {{ *}}IADD3.LS R80, R85.H1, R86.H0, R85.H0 ; /* 0x5cc02ad285675550 */
// DIS-NEXT: /*0078*/ {{ *}}IADD3.RS R81, R85.H1, R86, RZ ; /* 0x5cc07fb005675551 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}IADD3 R2, R10.H0, -R3, R8 ; /* 0x5cc4040800370a02 */
// DIS-NEXT: /*0090*/ {{ *}}IADD3 R22, R3, R22, R16.H0 ; /* 0x5cc0080081670316 */
// DIS-NEXT: /*0098*/ {{ *}}IADD3 R17, R4, -R12, R17 ; /* 0x5cc4088000c70411 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}IADD3 R4, R21.reuse, 0x20, R3.reuse ; /* 0x38c0018002071504 */
// DIS-NEXT: /*00b0*/ {{ *}}IADD3 R19, -R32, 0xfffff, R15 ; /* 0x39c807fffff72013 */
// DIS-NEXT: /*00b8*/ {{ *}}IADD3 R7, R7, 0x7f, -R13 ; /* 0x38c2068007f70707 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}@!P0 IADD3 R6.CC, R2, 0x18, -R11 ; /* 0x38c2858001880206 */
// DIS-NEXT: /*00d0*/ {{ *}}@!P0 IADD3.X R3, R3, 0xfffff, RZ ; /* 0x39c17ffffff80303 */
// DIS-NEXT: /*00d8*/ {{ *}}IADD3 R16.CC, R21, c{{\[}}0x0{{\]}}{{\[}}0x1b0{{\]}}, R4 ; /* 0x4cc0820006c71510 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}IADD3.X R17, R13, c{{\[}}0x0{{\]}}{{\[}}0x1b4{{\]}}, R2 ; /* 0x4cc1010006d70d11 */
// DIS-NEXT: /*00f0*/ {{ *}}IADD3 R25, R25, c{{\[}}0x0{{\]}}{{\[}}0x1f8{{\]}}, -R39 ; /* 0x4cc2138007e71919 */
// DIS-NEXT: /*00f8*/ {{ *}}IADD3 R4, R47, c{{\[}}0x0{{\]}}{{\[}}0x1f0{{\]}}, R60 ; /* 0x4cc01e0007c72f04 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0108*/ {{ *}}IADD3 R5, -R3.reuse, c{{\[}}0x0{{\]}}{{\[}}0x17c{{\]}}, -R9 ; /* 0x4cca048005f70305 */
// DIS-NEXT: /*0110*/ {{ *}}IADD3 R15, R13, -c{{\[}}0x0{{\]}}{{\[}}0x200{{\]}}, R2 ; /* 0x4cc4010008070d0f */
// DIS-NEXT: /*0118*/ {{ *}}ISCADD32I R9, R13, -0x3f800000, 0x17 ; /* 0x16ec080000070d09 */

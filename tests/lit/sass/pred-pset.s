// Predicate logic: PSETP, PSET (Pa 12, Pb 29, Pc 39, their negations 15, 32, 42).
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

PSETP.OR.AND P1, PT, P1, P2, PT ;
// CHECK: PSETP.OR.AND P1, PT, P1, P2, PT ; encoding: [0x0f,0x10,0x07,0x41,0x80,0x03,0x90,0x50]
PSETP.AND.AND P0, PT, P0, P1, PT ;
// CHECK: PSETP.AND.AND P0, PT, P0, P1, PT ; encoding: [0x07,0x00,0x07,0x20,0x80,0x03,0x90,0x50]
PSETP.AND.AND P0, PT, PT, PT, PT ;
// CHECK: PSETP.AND.AND P0, PT, PT, PT, PT ; encoding: [0x07,0x70,0x07,0xe0,0x80,0x03,0x90,0x50]
PSETP.AND.AND P0, PT, !PT, PT, PT ;
// CHECK: PSETP.AND.AND P0, PT, !PT, PT, PT ; encoding: [0x07,0xf0,0x07,0xe0,0x80,0x03,0x90,0x50]
PSETP.OR.AND P0, PT, !P3, !P0, PT ;
// CHECK: PSETP.OR.AND P0, PT, !P3, !P0, PT ; encoding: [0x07,0xb0,0x07,0x01,0x81,0x03,0x90,0x50]
PSETP.OR.AND P0, PT, !P2, !P0, PT ;
// CHECK: PSETP.OR.AND P0, PT, !P2, !P0, PT ; encoding: [0x07,0xa0,0x07,0x01,0x81,0x03,0x90,0x50]
PSETP.OR.AND P0, PT, P0, P2, PT ;
// CHECK: PSETP.OR.AND P0, PT, P0, P2, PT ; encoding: [0x07,0x00,0x07,0x41,0x80,0x03,0x90,0x50]
@P1 PSETP.AND.AND P0, PT, !PT, PT, PT ;
// CHECK: @P1 PSETP.AND.AND P0, PT, !PT, PT, PT ; encoding: [0x07,0xf0,0x01,0xe0,0x80,0x03,0x90,0x50]
PSETP.AND.AND P1, PT, !PT, !PT, !PT ;
// CHECK: PSETP.AND.AND P1, PT, !PT, !PT, !PT ; encoding: [0x0f,0xf0,0x07,0xe0,0x81,0x07,0x90,0x50]
PSETP.AND.AND P2, PT, PT, P1, P5 ;
// CHECK: PSETP.AND.AND P2, PT, PT, P1, P5 ; encoding: [0x17,0x70,0x07,0x20,0x80,0x02,0x90,0x50]
PSET.AND.AND R2, P0, PT, PT ;
// CHECK: PSET.AND.AND R2, P0, PT, PT ; encoding: [0x02,0x00,0x07,0xe0,0x80,0x03,0x88,0x50]
PSET.AND.AND R2, P6, PT, PT ;
// CHECK: PSET.AND.AND R2, P6, PT, PT ; encoding: [0x02,0x60,0x07,0xe0,0x80,0x03,0x88,0x50]
PSET.AND.AND R12, P6, PT, PT ;
// CHECK: PSET.AND.AND R12, P6, PT, PT ; encoding: [0x0c,0x60,0x07,0xe0,0x80,0x03,0x88,0x50]

// DIS: /*0008*/ {{ *}}PSETP.OR.AND P1, PT, P1, P2, PT ; /* 0x509003804107100f */
// DIS-NEXT: /*0010*/ {{ *}}PSETP.AND.AND P0, PT, P0, P1, PT ; /* 0x5090038020070007 */
// DIS-NEXT: /*0018*/ {{ *}}PSETP.AND.AND P0, PT, PT, PT, PT ; /* 0x50900380e0077007 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}PSETP.AND.AND P0, PT, !PT, PT, PT ; /* 0x50900380e007f007 */
// DIS-NEXT: /*0030*/ {{ *}}PSETP.OR.AND P0, PT, !P3, !P0, PT ; /* 0x509003810107b007 */
// DIS-NEXT: /*0038*/ {{ *}}PSETP.OR.AND P0, PT, !P2, !P0, PT ; /* 0x509003810107a007 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}PSETP.OR.AND P0, PT, P0, P2, PT ; /* 0x5090038041070007 */
// DIS-NEXT: /*0050*/ {{ *}}@P1 PSETP.AND.AND P0, PT, !PT, PT, PT ; /* 0x50900380e001f007 */
// DIS-NEXT: /*0058*/ {{ *}}PSETP.AND.AND P1, PT, !PT, !PT, !PT ; /* 0x50900781e007f00f */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}PSETP.AND.AND P2, PT, PT, P1, P5 ; /* 0x5090028020077017 */
// DIS-NEXT: /*0070*/ {{ *}}PSET.AND.AND R2, P0, PT, PT ; /* 0x50880380e0070002 */
// DIS-NEXT: /*0078*/ {{ *}}PSET.AND.AND R2, P6, PT, PT ; /* 0x50880380e0076002 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}PSET.AND.AND R12, P6, PT, PT ; /* 0x50880380e007600c */

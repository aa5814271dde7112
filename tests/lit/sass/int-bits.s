// Integer ALU encodings, SHF (.L/.R, .U64/.S64), BFI, PRMT, FLO, POPC.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

SHF.L.U64 R31, R27, 0x2, R57 ;
// CHECK: SHF.L.U64 R31, R27, 0x2, R57 ; encoding: [0x1f,0x1b,0x27,0x00,0xc0,0x1c,0xf8,0x36]
SHF.R.U64 R14, R6, 0x1, R5 ;
// CHECK: SHF.R.U64 R14, R6, 0x1, R5 ; encoding: [0x0e,0x06,0x17,0x00,0xc0,0x02,0xf8,0x38]
SHF.R.S64 R14, R14, 0x1, R13 ;
// CHECK: SHF.R.S64 R14, R14, 0x1, R13 ; encoding: [0x0e,0x0e,0x17,0x00,0xe0,0x06,0xf8,0x38]
SHF.L R2, R2, 0x6, R47 ;
// CHECK: SHF.L R2, R2, 0x6, R47 ; encoding: [0x02,0x02,0x67,0x00,0x80,0x17,0xf8,0x36]
BFI R25, R8, 0x808, R13 ;
// CHECK: BFI R25, R8, 0x808, R13 ; encoding: [0x19,0x08,0x87,0x80,0x80,0x06,0xf0,0x36]
POPC R4, R16 ;
// CHECK: POPC R4, R16 ; encoding: [0x04,0x00,0x07,0x01,0x00,0x00,0x08,0x5c]
SHF.L.U64 R25, R25, R18, RZ ;
// CHECK: SHF.L.U64 R25, R25, R18, RZ ; encoding: [0x19,0x19,0x27,0x01,0xc0,0x7f,0xf8,0x5b]
SHF.R.S64 R18, R18, R19.reuse, R5 ;
// CHECK: SHF.R.S64 R18, R18, R19.reuse, R5 ; encoding: [0x12,0x12,0x37,0x01,0xe0,0x02,0xf8,0x5c]
SHF.R.U64 R20, R18, R19.reuse, R9 ;
// CHECK: SHF.R.U64 R20, R18, R19.reuse, R9 ; encoding: [0x14,0x12,0x37,0x01,0xc0,0x04,0xf8,0x5c]
FLO.U32 R6, R5 ;
// CHECK: FLO.U32 R6, R5 ; encoding: [0x06,0x00,0x57,0x00,0x00,0x00,0x30,0x5c]
PRMT R5, R8, 0x7604, R5 ;
// CHECK: PRMT R5, R8, 0x7604, R5 ; encoding: [0x05,0x08,0x47,0x60,0x87,0x02,0xc0,0x36]
PRMT RZ, R96, R96, R96 ;
// CHECK: PRMT RZ, R96, R96, R96 ; encoding: [0xff,0x60,0x07,0x06,0x00,0x30,0xc0,0x5b]

// DIS: /*0008*/ {{ *}}SHF.L.U64 R31, R27, 0x2, R57 ; /* 0x36f81cc000271b1f */
// DIS-NEXT: /*0010*/ {{ *}}SHF.R.U64 R14, R6, 0x1, R5 ; /* 0x38f802c00017060e */
// DIS-NEXT: /*0018*/ {{ *}}SHF.R.S64 R14, R14, 0x1, R13 ; /* 0x38f806e000170e0e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}SHF.L R2, R2, 0x6, R47 ; /* 0x36f8178000670202 */
// DIS-NEXT: /*0030*/ {{ *}}BFI R25, R8, 0x808, R13 ; /* 0x36f0068080870819 */
// DIS-NEXT: /*0038*/ {{ *}}POPC R4, R16 ; /* 0x5c08000001070004 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}SHF.L.U64 R25, R25, R18, RZ ; /* 0x5bf87fc001271919 */
// DIS-NEXT: /*0050*/ {{ *}}SHF.R.S64 R18, R18, R19.reuse, R5 ; /* 0x5cf802e001371212 */
// DIS-NEXT: /*0058*/ {{ *}}SHF.R.U64 R20, R18, R19.reuse, R9 ; /* 0x5cf804c001371214 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}FLO.U32 R6, R5 ; /* 0x5c30000000570006 */
// DIS-NEXT: /*0070*/ {{ *}}PRMT R5, R8, 0x7604, R5 ; /* 0x36c0028760470805 */
// DIS-NEXT: /*0078*/ {{ *}}PRMT RZ, R96, R96, R96 ; /* 0x5bc03000060760ff */

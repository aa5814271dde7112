// The condition-code tests 24..31 (docs/sass.md D-C7: CSM_TA CSM_TR CSM_MX FCSM_TA FCSM_TR
// FCSM_MX RLE RGT) assemble, disassemble and print like codes 0..23. Words by hand from the field
// positions (docs/sass.md): EXIT = 0xe300 at 63..52, guard PT 7 at 16..18, the test at 0..4;
// CSET = 0x5098 and CSETP = 0x50a0 at 63..51, the test at 8..12, Pp = PT (7) at 39..41, .AND = 0
// at 45..46, Rd (CSETP: Pd 3..5, Pd2 0..2) at 0.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 --hex %S/Inputs/cc-codes-words.hex | FileCheck --check-prefix=DIS %s
EXIT CC.RLE ;
// CHECK: EXIT CC.RLE ; encoding: [0x1e,0x00,0x07,0x00,0x00,0x00,0x00,0xe3]
EXIT CC.RGT ;
// CHECK: EXIT CC.RGT ; encoding: [0x1f,0x00,0x07,0x00,0x00,0x00,0x00,0xe3]
EXIT CC.CSM_TA ;
// CHECK: EXIT CC.CSM_TA ; encoding: [0x18,0x00,0x07,0x00,0x00,0x00,0x00,0xe3]
// 0x5098 << 48 | 7 << 39 | 7 << 16 | 31 << 8 | 5
CSET.RGT.AND R5, CC, PT ;
// CHECK: CSET.RGT.AND R5, CC, PT ; encoding: [0x05,0x1f,0x07,0x00,0x80,0x03,0x98,0x50]
// 0x50a0 << 48 | 7 << 39 | 7 << 16 | 29 << 8 | 1 << 3 | 7 (Pd = P1, Pd2 = PT)
CSETP.FCSM_MX.AND P1, PT, CC, PT ;
// CHECK: CSETP.FCSM_MX.AND P1, PT, CC, PT ; encoding: [0x0f,0x1d,0x07,0x00,0x80,0x03,0xa0,0x50]
CSET.CSM_TR.AND R1, CC, PT ;
// CHECK: CSET.CSM_TR.AND R1, CC, PT ; encoding: [0x01,0x19,0x07,0x00,0x80,0x03,0x98,0x50]
// DIS: EXIT CC.RLE
// DIS-NEXT: EXIT CC.RGT
// DIS-NEXT: EXIT CC.CSM_TA
// DIS: CSET.RGT.AND R5, CC, PT
// DIS-NEXT: CSETP.FCSM_MX.AND P1, PT, CC, PT

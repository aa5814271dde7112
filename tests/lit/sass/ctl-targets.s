// PBK, CAL (relative targets at 20..43, no guard field), JCAL (absolute 32-bit address at 20..51).
// Words are CuAssembler sm_50 records (tests/corpus/sass/cuassembler_sm50_insrecords.txt); a record's
// absolute target at its own address becomes `. + 8 + offset` here (the offset field is kept).
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

// (0x009b38, 0xe2a000001e000000, "PBK 0x9d20"): 0x9d20 - 0x9b40 = 0x1e0
PBK . + 8 + 0x1e0 ;
// CHECK: PBK . + 8 + 0x1e0 ; encoding: [0x00,0x00,0x00,0x1e,0x00,0x00,0xa0,0xe2]
// (0x009c78, 0xe2a0000019000000, "PBK 0x9e10 ;")
PBK . + 8 + 0x190 ;
// CHECK: PBK . + 8 + 0x190 ; encoding: [0x00,0x00,0x00,0x19,0x00,0x00,0xa0,0xe2]
// (0x0019b0, 0xe260000817800040, "CAL 0x9b30 ;"): 0x9b30 - 0x19b8 = 0x8178; bit 6 set
CAL . + 8 + 0x8178 ;
// CHECK: CAL . + 8 + 0x8178 ; encoding: [0x40,0x00,0x80,0x17,0x08,0x00,0x60,0xe2]
// (0x005dd0, 0xe2600003d5800040, "CAL 0x9b30 ;")
CAL . + 8 + 0x3d58 ;
// CHECK: CAL . + 8 + 0x3d58 ; encoding: [0x40,0x00,0x80,0xd5,0x03,0x00,0x60,0xe2]
// (0x0000c8, 0xe220000000000040, "JCAL 0x0 ;"): an absolute address
JCAL 0x0 ;
// CHECK: JCAL 0x0 ; encoding: [0x40,0x00,0x00,0x00,0x00,0x00,0x20,0xe2]

// DIS: /*0008*/ {{ *}}PBK 0x1f0 ; /* 0xe2a000001e000000 */
// DIS-NEXT: /*0010*/ {{ *}}PBK 0x1a8 ; /* 0xe2a0000019000000 */
// DIS-NEXT: /*0018*/ {{ *}}CAL 0x8198 ; /* 0xe260000817800040 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}CAL 0x3d88 ; /* 0xe2600003d5800040 */
// DIS-NEXT: /*0030*/ {{ *}}JCAL 0x0 ; /* 0xe220000000000040 */

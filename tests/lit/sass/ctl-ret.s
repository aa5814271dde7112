// RET, BRK, CONT, KIL (CC test at 0..4).
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

BRK ;
// CHECK: BRK ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x40,0xe3]
@P0 BRK ;
// CHECK: @P0 BRK ; encoding: [0x0f,0x00,0x00,0x00,0x00,0x00,0x40,0xe3]
RET ;
// CHECK: RET ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x20,0xe3]
@!P0 RET ;
// CHECK: @!P0 RET ; encoding: [0x0f,0x00,0x08,0x00,0x00,0x00,0x20,0xe3]

// DIS: /*0008*/ {{ *}}BRK ; /* 0xe34000000007000f */
// DIS-NEXT: /*0010*/ {{ *}}@P0 BRK ; /* 0xe34000000000000f */
// DIS-NEXT: /*0018*/ {{ *}}RET ; /* 0xe32000000007000f */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}@!P0 RET ; /* 0xe32000000008000f */

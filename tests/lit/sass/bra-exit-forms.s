// BRA's .U bit and the CC.xx condition-test forms of BRA and EXIT. Every word below is a
// record of CuAssembler's sm_50 instruction repository (nvdisasm text and word of real code;
// tests/corpus/sass/cuassembler_sm50_insrecords.txt). Branch offsets are relative: a record's
// target at its own address becomes `. + 8 + offset` here (the offset field 20..43 is kept).
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 --hex %S/Inputs/bra-exit-words.hex | FileCheck --check-prefix=DIS %s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %S/Inputs/exit-cc.s 2>&1 | FileCheck --check-prefix=RUNCC %s
// RUNCC: instruction 0: the CC test CC.CSM_MX of EXIT is not modelled
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 %S/Inputs/bra-exit-errors.s 2>&1 | FileCheck %S/Inputs/bra-exit-errors.s

// (0x000528, 0xe24000016c89008f, "@!P1 BRA.U 0x1bf8 ;"): .U is bit 7, offset 0x1bf8 - 0x530 = 0x16c8
@!P1 BRA.U . + 8 + 0x16c8 ;
// CHECK: @!P1 BRA.U . + 8 + 0x16c8 ; encoding: [0x8f,0x00,0x89,0x6c,0x01,0x00,0x40,0xe2]
// (0x0081f8, 0xe2400ff80901000d, "@P1 BRA CC.NEU, 0x290 ;"): CC test NEU = 13 at 0..4, offset 0x290 - 0x8200
@P1 BRA CC.NEU, . + 8 - 0x7f70 ;
// CHECK: @P1 BRA CC.NEU, . + 8 - 0x7f70 ; encoding: [0x0d,0x00,0x01,0x09,0xf8,0x0f,0x40,0xe2]
// (0x0086e8, 0xe2400000328b0002, "@!P3 BRA CC.EQ, 0x8a18"): EQ = 2
@!P3 BRA CC.EQ, . + 8 + 0x328
// CHECK: @!P3 BRA CC.EQ, . + 8 + 0x328 ; encoding: [0x02,0x00,0x8b,0x32,0x00,0x00,0x40,0xe2]
// (0x001458, 0xe30000000002000d, "@P2 EXIT CC.NEU")
@P2 EXIT CC.NEU
// CHECK: @P2 EXIT CC.NEU ; encoding: [0x0d,0x00,0x02,0x00,0x00,0x00,0x00,0xe3]
// (0x009b28, 0xe30000000007000f, "EXIT ;"): no test written = T (15)
EXIT ;
// CHECK: EXIT ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x00,0xe3]
// (0x001470, 0xe2400fff7880000f, "@P0 BRA 0xc00 ;")
@P0 BRA . + 8 - 0x878
// CHECK: @P0 BRA . + 8 - 0x878 ; encoding: [0x0f,0x00,0x80,0x78,0xff,0x0f,0x40,0xe2]
// lower case is accepted like every mnemonic and modifier
bra.u cc.t, . + 8
// CHECK: bra.u cc.t, . + 8 ; encoding: [0x8f,0x00,0x07,0x00,0x00,0x00,0x40,0xe2]

// DIS: /*0008*/ {{ *}}@!P1 BRA.U 0x16d8 ; /* 0xe24000016c89008f */
// DIS: /*0010*/ {{ *}}@!P3 BRA CC.EQ, 0x340 ; /* 0xe2400000328b0002 */
// DIS: /*0018*/ {{ *}}@P2 EXIT CC.NEU ; /* 0xe30000000002000d */
// DIS: /*0028*/ {{ *}}EXIT ; /* 0xe30000000007000f */

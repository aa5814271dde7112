// Errors of the rows of issue 20, part 2, each at its column; the executor refuses these
// encodings-only rows (TLDS: textures are not modelled).
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 %s 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: printf 'TLDS.LZ.NODEP.T RZ, R16, R19, 0x8c, 1D, R ;\nEXIT ;\n' > %t.run.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run.s 2>&1 | FileCheck --check-prefix=EXE %s
// EXE: instruction 0: TLDS is not modelled
DEPBAR.LE SB6, 0x1 ;
// ERR: [[@LINE-1]]:11: error: scoreboard must be SB0..SB5
DEPBAR {6} ;
// ERR: [[@LINE-1]]:9: error: scoreboard must be 0..5
DEPBAR {1,1} ;
// ERR: [[@LINE-1]]:11: error: scoreboard listed twice
DEPBAR.LE SB1, 0x40 ;
// ERR: [[@LINE-1]]:16: error: immediate must be 0..0x3f
R2P PR, R16.H1, 0x7f ;
// ERR: [[@LINE-1]]:12: error: a half selector (.H0/.H1) is not allowed on this operand
MOV R0, R1.B1 ;
// ERR: [[@LINE-1]]:11: error: a byte selector (.B0..B3) is not allowed on this operand
IADD R0, R1 -0x4, R2 ;
// ERR: [[@LINE-1]]:13: error: unexpected offset after the register (a missing ','?)
BRX R4 -0x1000000 ;
// ERR: [[@LINE-1]]:8: error: offset must be a signed 24-bit value (-0x800000..0x7fffff)
FFMA32I R0, R1, 0.5, R2 ;
// ERR: [[@LINE-1]]:22: error: the addend must be the destination register
TLDS.LZ.NODEP.T RZ, R16, R19, 0x8c, 1D, RGBA ;
// ERR: [[@LINE-1]]:41: error: component mask must be R, G, B, A, RG, RA, GA or BA with one destination (RZ first)
TLDS.LZ.NODEP.T R2, R16, R19, 0x8c, 1D, R ;
// ERR: [[@LINE-1]]:41: error: component mask must be RGB, RGA, RBA, GBA or RGBA with two destinations
CSETP.EQ.AND P0, PT, PR, PT ;
// ERR: [[@LINE-1]]:22: error: expected CC
CCTL.E.IV [R2+0x2] ;
// ERR: [[@LINE-1]]:15: error: offset must be a multiple of 4
VMNMX.U8.U8.MX R1, R2.H1, R3, R4 ;
// ERR: [[@LINE-1]]:22: error: a half selector (.H0/.H1) is not allowed on this operand (it takes .B0..B3)

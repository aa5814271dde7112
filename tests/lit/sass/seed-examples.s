// Every example line of the seed pages nvidia-spa5-LEA.txt, -LD.txt and -LDC.txt.
// The seed's LD examples write the placeholder `Rd`; here it is R8 (the
// placeholder itself is rejected, see errors.s). Expected words are derived
// from the bit layouts of spec/sass-sm50.md (the fields, written value<<bit,
// precede each expectation); G = guard PT = 7<<16. Control field: stall 0..3,
// yield 4, write barrier 5..7, read barrier 8..10 (7 = none), wait mask 11..16.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s

LEA.LO        R0.CC, R2, R4, 3            ?WAIT6  ; // R0 = ( R2 << 3 )     + R4
// 0x5bd0<<48 | CC 1<<47 | Plg PT 7<<48 | scale 3<<39 | Rb 4<<20 | G | Ra 2<<8 | Rd 0 (spec reference word) = 0x5bd7818000470200
// CHECK: LEA.LO R0.CC, R2, R4, 3 ?WAIT6 ; encoding: [0x00,0x02,0x47,0x00,0x80,0x81,0xd7,0x5b] sched: 0x0007e6
LEA.HI.X  P0, R1,    R2, R5, R3, 3        ?WAIT13 ; // R1 = ({R3,R2} >> 29) + R5 + CC.CF
// 0x5bd8<<48 | X 1<<38 | Plg P0 0<<48 | scale 3<<28 | Rc 3<<39 | Rb 5<<20 | G | Ra 2<<8 | Rd 1 = 0x5bd801c030570201
// CHECK: LEA.HI.X P0, R1, R2, R5, R3, 3 ?WAIT13 ; encoding: [0x01,0x02,0x57,0x30,0xc0,0x01,0xd8,0x5b] sched: 0x0007ed
LD.64         R8, [R0 + 80], P0     &wr0  ?WAIT1  ;
// 0b100<<61 | Plg P0 0<<58 | size 64 5<<53 | imm 80<<20 | G | Ra 0 | Rd 8; sched stall 1, wr 0, rd none = 0x80a0000005070008
// CHECK: LD.64 R8, [R0 + 80], P0 &wr0 ?WAIT1 ; encoding: [0x08,0x00,0x07,0x05,0x00,0x00,0xa0,0x80] sched: 0x000701
BFE.S32       R3,     R2, 0x011f           ?WAIT1  ; // sign extend R2 into R3
// 0x3800<<48 | S32 1<<48 | imm 0x11f<<20 (sign 0 at 56) | G | Ra 2<<8 | Rd 3 = 0x3801000011f70203
// CHECK: BFE.S32 R3, R2, 0x011f ?WAIT1 ; encoding: [0x03,0x02,0xf7,0x11,0x00,0x00,0x01,0x38] sched: 0x0007e1
LEA.LO        R0.CC, -R2, R4, 3            ?WAIT6  ; // R0 = ( -R2 << 3 )     + R4
// as the first line | neg 1<<45 = 0x5bd7a18000470200
// CHECK: LEA.LO R0.CC, -R2, R4, 3 ?WAIT6 ; encoding: [0x00,0x02,0x47,0x00,0x80,0xa1,0xd7,0x5b] sched: 0x0007e6
LEA.HI.X  P0, R1,    -R2, R5, R3, 3        ?WAIT13 ; // R1 = (-{R3,R2} >> 29) + R5 + CC.CF
// as the second line | neg 1<<37 = 0x5bd801e030570201
// CHECK: LEA.HI.X P0, R1, -R2, R5, R3, 3 ?WAIT13 ; encoding: [0x01,0x02,0x57,0x30,0xe0,0x01,0xd8,0x5b] sched: 0x0007ed
LD.64         R8, [R0 + 800], P0     &wr0  ?WAIT1  ;
// 0b100<<61 | Plg P0 | size 5<<53 | imm 800<<20 | G | Rd 8 = 0x80a0000032070008
// CHECK: LD.64 R8, [R0 + 800], P0 &wr0 ?WAIT1 ; encoding: [0x08,0x00,0x07,0x32,0x00,0x00,0xa0,0x80] sched: 0x000701
LEA.LO        R0.CC, R2, c[0][0], 7            ?WAIT6  ; // R0 = ( R2 << 7 )     + c[0][0]
// const form 0x4bd0<<48 (envytools) | CC 1<<47 | Plg PT | scale 7<<39 | bank 0<<34 | word offset 0<<20 | G | Ra 2<<8 = 0x4bd7838000070200
// CHECK: LEA.LO R0.CC, R2, c[0][0], 7 ?WAIT6 ; encoding: [0x00,0x02,0x07,0x00,0x80,0x83,0xd7,0x4b] sched: 0x0007e6
LEA.HI.X  P0, R1,    R2, c[0][4], 7            ?WAIT13 ; // R1 = ({RZ,R2} >> 25) + c[0][4] + CC.CF
// 0b000110<<58 | X 1<<57 | scale 7<<51 | Plg P0 | Rc omitted = RZ 255<<39 | bank 0 | word offset 4/4=1<<20 | G | Ra 2<<8 | Rd 1 = 0x1a387f8000170201
// CHECK: LEA.HI.X P0, R1, R2, c[0][4], 7 ?WAIT13 ; encoding: [0x01,0x02,0x17,0x00,0x80,0x7f,0x38,0x1a] sched: 0x0007ed
LD.32         R8, [R0 + 20], P0          &wr0  ?WAIT1  ;
// 0b100<<61 | Plg P0 | size 32 4<<53 | imm 20<<20 | G | Rd 8 = 0x8080000001470008
// CHECK: LD.32 R8, [R0 + 20], P0 &wr0 ?WAIT1 ; encoding: [0x08,0x00,0x47,0x01,0x00,0x00,0x80,0x80] sched: 0x000701
LEA.LO  P1, R10, R12, R2             ?WAIT13 ;  // R10 = ( R12 << 0 ) + R2 - 2
// 0x5bd0<<48 | Plg P1 1<<48 | CC 0 | scale 0 | Rb 2<<20 | G | Ra 12<<8 | Rd 10 = 0x5bd1000000270c0a
// CHECK: LEA.LO P1, R10, R12, R2 ?WAIT13 ; encoding: [0x0a,0x0c,0x27,0x00,0x00,0x00,0xd1,0x5b] sched: 0x0007ed
LD.U8       R8, [R10 - 2], P1  &wr0  ?WAIT1  ;
// 0b100<<61 | Plg P1 1<<58 | size U8 0 | imm -2 = 0xfffffffe<<20 | G | Ra 10<<8 | Rd 8 = 0x840fffffffe70a08
// CHECK: LD.U8 R8, [R10 - 2], P1 &wr0 ?WAIT1 ; encoding: [0x08,0x0a,0xe7,0xff,0xff,0xff,0x0f,0x84] sched: 0x000701
LEA.LO    R12.CC, R8, R0,      17 ?WAIT6 ;
// 0x5bd0<<48 | CC | Plg PT | scale 17<<39 | Rb 0 | G | Ra 8<<8 | Rd 12 = 0x5bd788800007080c
// CHECK: LEA.LO R12.CC, R8, R0, 17 ?WAIT6 ; encoding: [0x0c,0x08,0x07,0x00,0x80,0x88,0xd7,0x5b] sched: 0x0007e6
LEA.HI.X  R13.CC, R8, R1, R9,  17 ?WAIT6 ;
// 0x5bd8<<48 | X 1<<38 | CC 1<<47 | Plg PT 7<<48 | Rc 9<<39 | scale 17<<28 | Rb 1<<20 | G | Ra 8<<8 | Rd 13 = 0x5bdf84c11017080d
// CHECK: LEA.HI.X R13.CC, R8, R1, R9, 17 ?WAIT6 ; encoding: [0x0d,0x08,0x17,0x10,0xc1,0x84,0xdf,0x5b] sched: 0x0007e6
LEA.HI.X  R14.CC, R9, R2, R10, 17 ?WAIT6 ;
// 0x5bd8<<48 | X | CC | Plg PT | Rc 10<<39 | scale 17<<28 | Rb 2<<20 | G | Ra 9<<8 | Rd 14 = 0x5bdf85411027090e
// CHECK: LEA.HI.X R14.CC, R9, R2, R10, 17 ?WAIT6 ; encoding: [0x0e,0x09,0x27,0x10,0x41,0x85,0xdf,0x5b] sched: 0x0007e6
LEA.HI.X  R15,   R10, R3, R11, 17        ;
// 0x5bd8<<48 | X | Plg PT | Rc 11<<39 | scale 17<<28 | Rb 3<<20 | G | Ra 10<<8 | Rd 15; no token: default control 0x7e0 = 0x5bdf05c110370a0f
// CHECK: LEA.HI.X R15, R10, R3, R11, 17 ; encoding: [0x0f,0x0a,0x37,0x10,0xc1,0x05,0xdf,0x5b] sched: 0x0007e0

// ---- nvidia-spa5-LD.txt ----
LD.32 R3, [R1 + 20], P0; // load 32 bits into R3
// 0b100<<61 | Plg P0 | size 4<<53 | imm 20<<20 | G | Ra 1<<8 | Rd 3 = 0x8080000001470103
// CHECK: LD.32 R3, [R1 + 20], P0 ; encoding: [0x03,0x01,0x47,0x01,0x00,0x00,0x80,0x80] sched: 0x0007e0
LD.E R0, [R2 + 0x1234]; // load 32 bits into R0 from 40-bit extended address
// 0b100<<61 | Plg omitted = PT 7<<58 | size 32 (default) 4<<53 | E 1<<52 | imm 0x1234<<20 | G | Ra 2<<8 = 0x9c90000123470200
// CHECK: LD.E R0, [R2 + 0x1234] ; encoding: [0x00,0x02,0x47,0x23,0x01,0x00,0x90,0x9c] sched: 0x0007e0
LD.U.128 R4, [R1], P1; // load 128 bits into R4, R5, R6, R7
// 0b100<<61 | Plg P1 1<<58 | size U.128 7<<53 | imm 0 | G | Ra 1<<8 | Rd 4 = 0x84e0000000070104
// CHECK: LD.U.128 R4, [R1], P1 ; encoding: [0x04,0x01,0x07,0x00,0x00,0x00,0xe0,0x84] sched: 0x0007e0

// ---- nvidia-spa5-LDC.txt ----
LDC.32.IA  R2,c[0][R1 + 0x404];
// 0b1110111110010<<51 | size 32 4<<48 | mode IA 0<<44 | bank 0<<36 | imm 0x404<<20 | G | Ra 1<<8 | Rd 2 = 0xef94000040470102
// CHECK: LDC.32.IA R2,c[0][R1 + 0x404] ; encoding: [0x02,0x01,0x47,0x40,0x00,0x00,0x94,0xef] sched: 0x0007e0
LDC.64     R4,c[7][0x400];
// opcode | size 64 5<<48 | bank 7<<36 | imm 0x400<<20 | G | Ra omitted = RZ 255<<8 | Rd 4 (spec reference word) = 0xef9500704007ff04
// CHECK: LDC.64 R4,c[7][0x400] ; encoding: [0x04,0xff,0x07,0x40,0x70,0x00,0x95,0xef] sched: 0x0007e0
LDC.64     R6,c[7][0x408];
// opcode | size 5<<48 | bank 7<<36 | imm 0x408<<20 | G | Ra RZ | Rd 6 = 0xef9500704087ff06
// CHECK: LDC.64 R6,c[7][0x408] ; encoding: [0x06,0xff,0x87,0x40,0x70,0x00,0x95,0xef] sched: 0x0007e0

// Scheduling tokens and the 21-bit control field of each instruction
// (spec: stall 0..3, yield 4, write barrier 5..7, read barrier 8..10, 7 =
// none, wait mask 11..16, reuse 17..20), and their packing into the control
// word of -o (slot k at bits 21k..21k+20).
// RUN: %gpuisa as --isa=sass --mcpu=sm_53 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_53 -o %t %s
// RUN: od -An -v -tx8 %t | FileCheck --check-prefix=BIN %s

NOP ;
// no token: stall 0, yield bit 0, wrbar 7<<5, rdbar 7<<8 = 0x7e0 (maxas' padding control) = 0x0007e0
// CHECK: NOP ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x0007e0
NOP ?WAIT0 ;
// stall 0 = 0x0007e0
// CHECK: NOP ?WAIT0 ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x0007e0
NOP ?WAIT15 ;
// stall 15 in bits 0..3 = 0x0007ef
// CHECK: NOP ?WAIT15 ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x0007ef
LD R0, [R1] &wr5 &rd4 ;
// wrbar 5<<5 | rdbar 4<<8 | stall 0 = 0x0004a0
// CHECK: LD R0, [R1] &wr5 &rd4 ; encoding: [0x00,0x01,0x07,0x00,0x00,0x00,0x80,0x9c] sched: 0x0004a0
LD R0, [R1] &rd0 &wr0 ?WAIT2 ;
// rdbar 0 | wrbar 0 | stall 2 = 0x000002
// CHECK: LD R0, [R1] &rd0 &wr0 ?WAIT2 ; encoding: [0x00,0x01,0x07,0x00,0x00,0x00,0x80,0x9c] sched: 0x000002
NOP &req={0,1,2,3,4,5} ;
// wait mask 0x3f<<11 = 0x01ffe0
// CHECK: NOP &req={0,1,2,3,4,5} ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x01ffe0
NOP &req={} ;
// empty wait mask = 0x0007e0
// CHECK: NOP &req={} ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x0007e0
NOP &req_2 &req_4 ;
// wait mask bits 2 and 4: 0x14<<11 = 0x00a7e0
// CHECK: NOP &req_2 &req_4 ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x00a7e0
NOP &req={1} &req_1 ;
// the same scoreboard twice = 0x0017e0
// CHECK: NOP &req={1} &req_1 ; encoding: [0x00,0x0f,0x07,0x00,0x00,0x00,0xb0,0x50] sched: 0x0017e0
IADD R0, R1.reuse, R2.reuse ;
// reuse a|b = 3<<17 (bits 17..20) = 0x0607e0
// CHECK: IADD R0, R1.reuse, R2.reuse ; encoding: [0x00,0x01,0x27,0x00,0x00,0x00,0x10,0x5c] sched: 0x0607e0
LEA.HI R0, R1, R2, R3.reuse ;
// reuse c = 4<<17 = 0x0807e0
// CHECK: LEA.HI R0, R1, R2, R3.reuse ; encoding: [0x00,0x01,0x27,0x00,0x80,0x01,0xdf,0x5b] sched: 0x0807e0
LDC R0, c[0x0][0x0] &req={5} &rd1 &wr0 ?WAIT4 ;
// stall 4 | wrbar 0 | rdbar 1<<8 | wait 0x20<<11 = 0x010104
// CHECK: LDC R0, c[0x0][0x0] &req={5} &rd1 &wr0 ?WAIT4 ; encoding: [0x00,0xff,0x07,0x00,0x00,0x00,0x94,0xef] sched: 0x010104
// control word of group k = sched[3k] | sched[3k+1]<<21 | sched[3k+2]<<42
// BIN: {{^}} 001fbc00fc0007e0 50b0000000070f00{{$}}
// BIN-NEXT: {{^}} 50b0000000070f00 50b0000000070f00{{$}}
// BIN-NEXT: {{^}} 07ff8000004004a0 9c80000000070100{{$}}
// BIN-NEXT: {{^}} 9c80000000070100 50b0000000070f00{{$}}
// BIN-NEXT: {{^}} 005f8014fc0007e0 50b0000000070f00{{$}}
// BIN-NEXT: {{^}} 50b0000000070f00 50b0000000070f00{{$}}
// BIN-NEXT: {{^}} 04041100fc0607e0 5c10000000270100{{$}}
// BIN-NEXT: {{^}} 5bdf018000270100 ef9400000007ff00{{$}}

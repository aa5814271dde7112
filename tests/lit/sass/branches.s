// Labels and branch targets. Addresses are those of the hardware layout: a
// control word at 0, 32, 64, ... and instructions at 8, 16, 24, 40, ...; a
// BRA/SSY offset is target - (address of the branch + 8) (envytools btarg
// .addend = 8, maxas `label - num - 8`, mesa `pos - (codeSize + 8)`), so from
// the third slot of a group it is measured from the next control word.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t %s
// RUN: od -An -v -tx8 %t | FileCheck --check-prefix=BIN %s

start: SSY join
// index 0 at 8; join = index 5 at 32+8+2*8 = 56; 56 - (8 + 8) = 40 = 0x28<<20; 0xe290<<48, no guard field = 0xe290000002800000
// CHECK: SSY join ; encoding: [0x00,0x00,0x80,0x02,0x00,0x00,0x90,0xe2] sched: 0x0007e0
    @P0 BRA else
// index 1 at 16; else = index 4 at 48; 48 - 24 = 24 = 0x18<<20 | 0xe240<<48 | CC T 0xf | guard P0 0<<16 = 0xe24000000180000f
// CHECK: @P0 BRA else ; encoding: [0x0f,0x00,0x80,0x01,0x00,0x00,0x40,0xe2] sched: 0x0007e0
    MOV R0, 0x1
// 0x3898<<48 | 0xf<<39 | imm 1<<20 | G = 0x3898078000170000
// CHECK: MOV R0, 0x1 ; encoding: [0x00,0x00,0x17,0x00,0x80,0x07,0x98,0x38] sched: 0x0007e0
    BRA join
// index 3 at 40 (the control word at 32 is skipped); 56 - 48 = 8 = 0xe24000000087000f
// CHECK: BRA join ; encoding: [0x0f,0x00,0x87,0x00,0x00,0x00,0x40,0xe2] sched: 0x0007e0
else: MOV R0, 0x2
// index 4 at 48 = 0x3898078000270000
// CHECK: MOV R0, 0x2 ; encoding: [0x00,0x00,0x27,0x00,0x80,0x07,0x98,0x38] sched: 0x0007e0
join: SYNC
// index 5 at 56 = 0xf0f800000007000f
// CHECK: SYNC ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0xf8,0xf0] sched: 0x0007e0
back: EXIT
// index 6 at 72 = 0xe30000000007000f
// CHECK: EXIT ; encoding: [0x0f,0x00,0x07,0x00,0x00,0x00,0x00,0xe3] sched: 0x0007e0
    BRA back
// index 7 at 80; 72 - 88 = -16 = 0xfffff0<<20 = 0xe2400fffff07000f
// CHECK: BRA back ; encoding: [0x0f,0x00,0x07,0xff,0xff,0x0f,0x40,0xe2] sched: 0x0007e0
    BRA start
// index 8 at 88 (third slot: 'next' is the control word at 96); 8 - 96 = -88 = 0xffffa8<<20 = 0xe2400ffffa87000f
// CHECK: BRA start ; encoding: [0x0f,0x00,0x87,0xfa,0xff,0x0f,0x40,0xe2] sched: 0x0007e0
    BRA 0x48
// index 9 at 104; an absolute address 0x48 = 72; 72 - 112 = -40 = 0xffffd8<<20 = 0xe2400ffffd87000f
// CHECK: BRA 0x48 ; encoding: [0x0f,0x00,0x87,0xfd,0xff,0x0f,0x40,0xe2] sched: 0x0007e0

// -o: every group is one control word (three 21-bit fields of 0x7e0 = 0x001f8000fc0007e0)
// and three instructions; the last group is padded with NOP (0x50b0000000070f00).
// BIN: {{^}} 001f8000fc0007e0 e290000002800000{{$}}
// BIN-NEXT: {{^}} e24000000180000f 3898078000170000{{$}}
// BIN-NEXT: {{^}} 001f8000fc0007e0 e24000000087000f{{$}}
// BIN-NEXT: {{^}} 3898078000270000 f0f800000007000f{{$}}
// BIN-NEXT: {{^}} 001f8000fc0007e0 e30000000007000f{{$}}
// BIN-NEXT: {{^}} e2400fffff07000f e2400ffffa87000f{{$}}
// BIN-NEXT: {{^}} 001f8000fc0007e0 e2400ffffd87000f{{$}}
// BIN-NEXT: {{^}} 50b0000000070f00 50b0000000070f00{{$}}
// BIN-NOT: {{.}}

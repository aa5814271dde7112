// LOP, LOP32I, LOP3 execution (docs/sass.md "Execution semantics of the ALU rows", D-I2): '~'
// inverts a source before the operation, PASS_B gives the (inverted) Sb, the predicate test
// (.Z: result == 0, .NZ: result != 0, none: false) goes to Pd, LOP3's result bit is the LUT bit
// numbered (a << 2 | b << 1 | c); .CC writes ZF and SF of the result, CF = OF = 0.
// Expected values derived by hand, byte by byte.
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/int.json --json %s | %jsonq | FileCheck %s
//
// State: R1 = 0x12345678, 0xfffffffd; R2 = 0x9abcdef0, 0x7fff0003; R6 = 4, 0xffffffff;
// R7 = 0xf0f0f0f0, 0x0000ffff.
LOP.AND R10, R1, R7 ;                  // 0x10305070; 0xfffd
LOP.OR R11, ~R1, R7 ;                  // 0xedcba987 | 0xf0f0f0f0 = 0xfdfbf9f7; 0x2 | 0xffff = 0xffff
LOP.XOR R12, R1, ~R7 ;                 // 0x12345678 ^ 0x0f0f0f0f = 0x1d3b5977; 0xfffffffd ^ 0xffff0000 = 0xfffd
LOP.PASS_B R13, R1, ~R2 ;              // ~Sb: 0x6543210f; 0x8000fffc
LOP.AND.Z P0, R14, R1, R6 ;            // 0x78 & 4 = 0: 0, P0 1; 0xfffffffd, P0 0
LOP.OR.NZ P1, R15, RZ, RZ ;            // 0, P1 0
LOP32I.AND R16, R1, 0xff00ff00 ;       // 0x12005600; 0xff00ff00
LOP32I.XOR R17, ~R1, 0x1 ;             // 0xedcba986; 0x3
LOP3.LUT R18, R1, R2, R7, 0xe8 ;       // majority: (a&b)|(a&c)|(b&c)
                                       //   lane 0 bytes: 12/9a/f0 -> 92, 34/bc/f0 -> b4, 56/de/f0 -> d6,
                                       //   78/f0/f0 -> f0: 0x92b4d6f0
                                       //   lane 1: 0x7fff0001 | 0x0000fffd | 0x00000003 = 0x7fffffff
LOP3.LUT R19, R1, 0x0, RZ, 0xf ;       // minterms with a = 0: ~a = 0xedcba987; 0x2
LOP3.LUT.NZ P2, R20, R1, R6, RZ, 0xc0 ; // a & b: 0, P2 0; 0xfffffffd, P2 1
LOP.XOR R21.CC, R1, R1 ;               // 0: ZF 1, SF 0, CF 0, OF 0
EXIT ;

// CHECK: regs.R10: 0x10305070 0xfffd
// CHECK-NEXT: regs.R11: 0xfdfbf9f7 0xffff
// CHECK-NEXT: regs.R12: 0x1d3b5977 0xfffd
// CHECK-NEXT: regs.R13: 0x6543210f 0x8000fffc
// CHECK-NEXT: regs.R14: 0x0 0xfffffffd
// CHECK-NEXT: regs.R15: 0x0 0x0
// CHECK-NEXT: regs.R16: 0x12005600 0xff00ff00
// CHECK-NEXT: regs.R17: 0xedcba986 0x3
// CHECK-NEXT: regs.R18: 0x92b4d6f0 0x7fffffff
// CHECK-NEXT: regs.R19: 0xedcba987 0x2
// CHECK: regs.R20: 0x0 0xfffffffd
// CHECK-NEXT: regs.R21: 0x0 0x0
// CHECK: preds.P0: 1 0
// CHECK-NEXT: preds.P1: 0 0
// CHECK-NEXT: preds.P2: 0 1
// CHECK-NEXT: cc.CF: 0 0
// CHECK-NEXT: cc.OF: 0 0
// CHECK-NEXT: cc.SF: 0 0
// CHECK-NEXT: cc.ZF: 1 1

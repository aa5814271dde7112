// PBK/BRK, PCNT/CONT, CAL/RET and KIL (docs/sass.md "Execution of the memory, control and
// predicate rows", D-M7): BRK/CONT/RET take their lanes out of the active mask and out of every
// frame above the innermost PBK/PCNT/CAL frame; when no lane is left the stack resumes (the
// frame brings back every lane it was pushed with that has not exited).
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/lanes4.json --json %s | %jsonq | FileCheck %s
// By hand, 4 lanes, R0 = lane:
// 1. a loop `R1 += 1; if (R1 > lane) break; R2 += 0x10`: lane l leaves with R1 = l + 1 after l
//    full iterations: R1 = 1 2 3 4, R2 = 0 0x10 0x20 0x30; after the loop R3 = R1 + 0x100.
// 2. a loop over R4 = 1..4 with `if (R4 == 2) { if (lane >= 2) break; R5 += 1 }` inside SSY/SYNC:
//    lanes 2, 3 break at R4 = 2 from inside the SSY region (the SYNC must not bring them back);
//    lanes 0, 1 run to R4 = 4: R4 = 4 4 2 2, R5 = 1 1 0 0. After it R6 = R4 + 0x200.
// 3. for (i = 0; i < 4; i++) { if (i == lane) continue; R7 += i }: R7 = 6 - lane = 6 5 4 3.
// 4. CAL of a function that returns early in lanes 0, 1 (R8 = 0x10) and late in 2, 3 (R8 = 0x20);
//    after the call R9 = R8 + 1 = 0x11 0x11 0x21 0x21.
// 5. @P0 KIL with P0 = lane == 3: lane 3 exits; R10 = 7 in lanes 0..2 only.
// CHECK: regs.R1: 0x1 0x2 0x3 0x4
// CHECK-NEXT: regs.R10: 0x7 0x7 0x7 0x0
// CHECK-NEXT: regs.R11: 0x4 0x4 0x4 0x4
// CHECK-NEXT: regs.R2: 0x0 0x10 0x20 0x30
// CHECK-NEXT: regs.R3: 0x101 0x102 0x103 0x104
// CHECK-NEXT: regs.R4: 0x4 0x4 0x2 0x2
// CHECK-NEXT: regs.R5: 0x1 0x1 0x0 0x0
// CHECK-NEXT: regs.R6: 0x204 0x204 0x202 0x202
// CHECK-NEXT: regs.R7: 0x6 0x5 0x4 0x3
// CHECK-NEXT: regs.R8: 0x10 0x10 0x20 0x20
// CHECK-NEXT: regs.R9: 0x11 0x11 0x21 0x21
// BRK or CONT without its frame is an error; RET without a CAL retires its lanes (lane 0 here).
// RUN: printf 'S2R R0, SR_LANEID ;\nBRK ;\n' > %t.brk.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.brk.s 2>&1 | FileCheck --check-prefix=BRK %s
// BRK: BRK at instruction 1: no PBK frame on the reconvergence stack
// RUN: printf 'PCNT 0x18 ;\nCONT ;\nCONT ;\n' > %t.cont.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.cont.s 2>&1 | FileCheck --check-prefix=CONT %s
// CONT: CONT at instruction 2: no PCNT frame on the reconvergence stack
// RUN: printf 'S2R R0, SR_LANEID ;\nISETP.EQ.AND P0, PT, R0, RZ, PT ;\n@P0 RET ;\nMOV32I R1, 0x1 ;\n' > %t.ret.s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/lanes4.json --json %t.ret.s | %jsonq | FileCheck --check-prefix=RET %s
// RET: regs.R1: 0x0 0x1 0x1 0x1
// JCAL takes an absolute address (0x18: instruction 2); one that is no instruction's is refused
// when the program is loaded; unbounded recursion overflows the 256-frame stack (an error).
// RUN: printf 'JCAL 0x18 ;\nEXIT ;\nMOV32I R1, 0x3 ;\nRET ;\n' > %t.jcal.s
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %S/Inputs/lanes4.json --json %t.jcal.s | %jsonq | FileCheck --check-prefix=JCAL %s
// JCAL: regs.R1: 0x3 0x3 0x3 0x3
// JCAL: instructions: 4
// RUN: printf 'JCAL 0x0 ;\nEXIT ;\n' > %t.jcal0.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.jcal0.s 2>&1 | FileCheck --check-prefix=JCAL0 %s
// JCAL0: instruction 0 branches outside the program
// RUN: printf 'f:\nCAL f ;\n' > %t.rec.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.rec.s 2>&1 | FileCheck --check-prefix=REC %s
// REC: the reconvergence stack overflows (256 entries)
S2R R0, SR_LANEID ;
PBK done1 ;
loop1:
IADD R1, R1, 0x1 ;
ISETP.GT.U32.AND P0, PT, R1, R0, PT ;
@P0 BRK ;
IADD R2, R2, 0x10 ;
BRA loop1 ;
done1:
IADD R3, R1, 0x100 ;
PBK done2 ;
loop2:
IADD R4, R4, 0x1 ;
SSY join2 ;
ISETP.EQ.AND P0, PT, R4, 0x2, PT ;
@!P0 BRA skip2 ;
ISETP.GE.U32.AND P1, PT, R0, 0x2, PT ;
@P1 BRK ;
IADD R5, R5, 0x1 ;
SYNC ;
skip2:
SYNC ;
join2:
ISETP.LT.U32.AND P2, PT, R4, 0x4, PT ;
@P2 BRA loop2 ;
BRK ;
done2:
IADD R6, R4, 0x200 ;
MOV R11, RZ ;
loop3:
PCNT next3 ;
ISETP.EQ.AND P0, PT, R0, R11, PT ;
@P0 CONT ;
IADD R7, R7, R11 ;
CONT ;
next3:
IADD R11, R11, 0x1 ;
ISETP.LT.U32.AND P1, PT, R11, 0x4, PT ;
@P1 BRA loop3 ;
CAL func ;
IADD R9, R8, 0x1 ;
ISETP.EQ.AND P0, PT, R0, 0x3, PT ;
@P0 KIL ;
MOV32I R10, 0x7 ;
EXIT ;
func:
ISETP.LT.U32.AND P0, PT, R0, 0x2, PT ;
@P0 MOV32I R8, 0x10 ;
@P0 RET ;
MOV32I R8, 0x20 ;
RET ;

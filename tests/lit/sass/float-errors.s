// Float rows: errors at their column (assembly goes on), the float-immediate
// rules, and the executor's refusal of rows it does not model.
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s 2>%t.err | FileCheck --check-prefix=OK %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: printf 'FCHK.DIVIDE P0, R2, R3\nEXIT\n' > %t.run.s
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 %t.run.s 2>&1 | FileCheck --check-prefix=EXEC %s
FADD R1, R2, 0.1
// ERR: :[[@LINE-1]]:14: error: float immediate is not exact in the 20-bit form
FMUL R1, |R2|, R3
// ERR: :[[@LINE-1]]:10: error: this operand has no absolute value |..|
IADD R1, R2, 0.5
// ERR: :[[@LINE-1]]:14: error: a float immediate is not allowed here
MUFU R1, R2
// ERR: :[[@LINE-1]]:1: error: missing required modifier (one of .COS .SIN .EX2
F2F.F32 R1, R2
// ERR: :[[@LINE-1]]:1: error: missing required modifier (one of .F16 .F32 .F64)
FMUL R1, R2, 0.5.NEG
FADD R1, R2, 0.5.NEG
// OK: FMUL R1, R2, 0.5.NEG ; encoding: [0x01,0x02,0x07,0x00,0x3f,0x00,0x69,0x38]
// FADD's immediate negation is bit 45 (envytools), FMUL's bit 48
// OK: FADD R1, R2, 0.5.NEG ; encoding: [0x01,0x02,0x07,0x00,0x3f,0x20,0x58,0x38]
// a 32-bit float immediate is rounded to the nearest f32 (0.1 = 0x3dcccccd)
FADD32I R1, R2, 0.1
// OK: FADD32I R1, R2, 0.1 ; encoding: [0x01,0x02,0xd7,0xcc,0xcc,0xdc,0x03,0x08]
// EXEC: instruction 0: FCHK (the divide range check) is not modelled

// gpuisa dis for SASS: raw code in 32-byte groups, the control word on its
// own line, then each instruction as /*ADDR*/ TEXT ; /* 0xWORD */.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 --hex %S/Inputs/dis-words.hex | FileCheck %s
MOV R1, c[0x0][0x20];
IADD R0, R1, R2;
EXIT;
// CHECK:      /* 0x001f8000fc0007e0 */
// CHECK-NEXT: /*0008*/ {{ *}}MOV R1, c[0x0][0x20] ; /* 0x4c98078000870001 */
// CHECK-NEXT: /*0010*/ {{ *}}IADD R0, R1, R2 ; /* 0x5c10000000270100 */
// CHECK-NEXT: /*0018*/ {{ *}}EXIT ; /* 0xe30000000007000f */

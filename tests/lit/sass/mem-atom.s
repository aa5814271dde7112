// Atomics: ATOM (ops, types, .E), ATOM.CAS, ATOMS.CAS, RED. CAS's last register is Rb+1 (Rb+2 with .64), printed but not encoded.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

RED.E.ADD.U64 [R12], R16 ;
// CHECK: RED.E.ADD.U64 [R12], R16 ; encoding: [0x10,0x0c,0x27,0x00,0x00,0x00,0xf9,0xeb]
RED.E.ADD.U64 [R12+0x18], R14 ;
// CHECK: RED.E.ADD.U64 [R12+0x18], R14 ; encoding: [0x0e,0x0c,0x27,0x80,0x01,0x00,0xf9,0xeb]
RED.E.ADD.U64 [R12+0x30], R16 ;
// CHECK: RED.E.ADD.U64 [R12+0x30], R16 ; encoding: [0x10,0x0c,0x27,0x00,0x03,0x00,0xf9,0xeb]
RED.E.OR [R8+0x60], R41 ;
// CHECK: RED.E.OR [R8+0x60], R41 ; encoding: [0x29,0x08,0x07,0x03,0x06,0x00,0xf9,0xeb]
@!P1 RED.E.ADD [R10+0x6c], R9 ;
// CHECK: @!P1 RED.E.ADD [R10+0x6c], R9 ; encoding: [0x09,0x0a,0x09,0xc0,0x06,0x00,0xf9,0xeb]
@P1 RED.E.ADD [R10+0x6c], R14 ;
// CHECK: @P1 RED.E.ADD [R10+0x6c], R14 ; encoding: [0x0e,0x0a,0x01,0xc0,0x06,0x00,0xf9,0xeb]
RED.E.ADD.U64 [R4], R42 ;
// CHECK: RED.E.ADD.U64 [R4], R42 ; encoding: [0x2a,0x04,0x27,0x00,0x00,0x00,0xf9,0xeb]
RED.E.ADD.F32.FTZ.RN [R2], R51 ;
// CHECK: RED.E.ADD.F32.FTZ.RN [R2], R51 ; encoding: [0x33,0x02,0x37,0x00,0x00,0x00,0xf9,0xeb]
ATOMS.CAS R3, [R16], R2, R3 ;
// CHECK: ATOMS.CAS R3, [R16], R2, R3 ; encoding: [0x03,0x10,0x27,0x00,0x00,0x00,0x40,0xee]
ATOMS.CAS R3, [R4], R2, R3 ;
// CHECK: ATOMS.CAS R3, [R4], R2, R3 ; encoding: [0x03,0x04,0x27,0x00,0x00,0x00,0x40,0xee]
ATOMS.CAS R9, [R2], R8, R9 ;
// CHECK: ATOMS.CAS R9, [R2], R8, R9 ; encoding: [0x09,0x02,0x87,0x00,0x00,0x00,0x40,0xee]
ATOMS.CAS.64 R6, [R27], R4, R6 ;
// CHECK: ATOMS.CAS.64 R6, [R27], R4, R6 ; encoding: [0x06,0x1b,0x47,0x00,0x00,0x00,0x50,0xee]
ATOMS.CAS R4, [R13], R2, R3 ;
// CHECK: ATOMS.CAS R4, [R13], R2, R3 ; encoding: [0x04,0x0d,0x27,0x00,0x00,0x00,0x40,0xee]
ATOMS.CAS R3, [R13+0x4], R2, R3 ;
// CHECK: ATOMS.CAS R3, [R13+0x4], R2, R3 ; encoding: [0x03,0x0d,0x27,0x40,0x00,0x00,0x40,0xee]
ATOM.E.CAS R3, [R4], R2, R3 ;
// CHECK: ATOM.E.CAS R3, [R4], R2, R3 ; encoding: [0x03,0x04,0x27,0x00,0x00,0x00,0xf1,0xee]
ATOM.E.CAS R3, [R8], R2, R3 ;
// CHECK: ATOM.E.CAS R3, [R8], R2, R3 ; encoding: [0x03,0x08,0x27,0x00,0x00,0x00,0xf1,0xee]
ATOM.E.CAS R9, [R2], R8, R9 ;
// CHECK: ATOM.E.CAS R9, [R2], R8, R9 ; encoding: [0x09,0x02,0x87,0x00,0x00,0x00,0xf1,0xee]
ATOM.E.CAS.64 R6, [R2], R4, R6 ;
// CHECK: ATOM.E.CAS.64 R6, [R2], R4, R6 ; encoding: [0x06,0x02,0x47,0x00,0x00,0x00,0xf3,0xee]
@P0 ATOM.E.ADD R3, [R2], R7 ;
// CHECK: @P0 ATOM.E.ADD R3, [R2], R7 ; encoding: [0x03,0x02,0x70,0x00,0x00,0x00,0x01,0xed]
@P0 ATOM.E.ADD R5, [R4], R9 ;
// CHECK: @P0 ATOM.E.ADD R5, [R4], R9 ; encoding: [0x05,0x04,0x90,0x00,0x00,0x00,0x01,0xed]
@P0 ATOM.E.ADD R5, [R4], R10 ;
// CHECK: @P0 ATOM.E.ADD R5, [R4], R10 ; encoding: [0x05,0x04,0xa0,0x00,0x00,0x00,0x01,0xed]
@P0 ATOM.E.ADD R4, [R4], R10 ;
// CHECK: @P0 ATOM.E.ADD R4, [R4], R10 ; encoding: [0x04,0x04,0xa0,0x00,0x00,0x00,0x01,0xed]
@P1 ATOM.E.ADD R3, [R2], R7 ;
// CHECK: @P1 ATOM.E.ADD R3, [R2], R7 ; encoding: [0x03,0x02,0x71,0x00,0x00,0x00,0x01,0xed]

// DIS: /*0008*/ {{ *}}RED.E.ADD.U64 {{\[}}R12{{\]}}, R16 ; /* 0xebf9000000270c10 */
// DIS-NEXT: /*0010*/ {{ *}}RED.E.ADD.U64 {{\[}}R12+0x18{{\]}}, R14 ; /* 0xebf9000180270c0e */
// DIS-NEXT: /*0018*/ {{ *}}RED.E.ADD.U64 {{\[}}R12+0x30{{\]}}, R16 ; /* 0xebf9000300270c10 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}RED.E.OR {{\[}}R8+0x60{{\]}}, R41 ; /* 0xebf9000603070829 */
// DIS-NEXT: /*0030*/ {{ *}}@!P1 RED.E.ADD {{\[}}R10+0x6c{{\]}}, R9 ; /* 0xebf90006c0090a09 */
// DIS-NEXT: /*0038*/ {{ *}}@P1 RED.E.ADD {{\[}}R10+0x6c{{\]}}, R14 ; /* 0xebf90006c0010a0e */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}RED.E.ADD.U64 {{\[}}R4{{\]}}, R42 ; /* 0xebf900000027042a */
// DIS-NEXT: /*0050*/ {{ *}}RED.E.ADD.F32.FTZ.RN {{\[}}R2{{\]}}, R51 ; /* 0xebf9000000370233 */
// DIS-NEXT: /*0058*/ {{ *}}ATOMS.CAS R3, {{\[}}R16{{\]}}, R2, R3 ; /* 0xee40000000271003 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}ATOMS.CAS R3, {{\[}}R4{{\]}}, R2, R3 ; /* 0xee40000000270403 */
// DIS-NEXT: /*0070*/ {{ *}}ATOMS.CAS R9, {{\[}}R2{{\]}}, R8, R9 ; /* 0xee40000000870209 */
// DIS-NEXT: /*0078*/ {{ *}}ATOMS.CAS.64 R6, {{\[}}R27{{\]}}, R4, R6 ; /* 0xee50000000471b06 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}ATOMS.CAS R4, {{\[}}R13{{\]}}, R2, R3 ; /* 0xee40000000270d04 */
// DIS-NEXT: /*0090*/ {{ *}}ATOMS.CAS R3, {{\[}}R13+0x4{{\]}}, R2, R3 ; /* 0xee40000040270d03 */
// DIS-NEXT: /*0098*/ {{ *}}ATOM.E.CAS R3, {{\[}}R4{{\]}}, R2, R3 ; /* 0xeef1000000270403 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}ATOM.E.CAS R3, {{\[}}R8{{\]}}, R2, R3 ; /* 0xeef1000000270803 */
// DIS-NEXT: /*00b0*/ {{ *}}ATOM.E.CAS R9, {{\[}}R2{{\]}}, R8, R9 ; /* 0xeef1000000870209 */
// DIS-NEXT: /*00b8*/ {{ *}}ATOM.E.CAS.64 R6, {{\[}}R2{{\]}}, R4, R6 ; /* 0xeef3000000470206 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}@P0 ATOM.E.ADD R3, {{\[}}R2{{\]}}, R7 ; /* 0xed01000000700203 */
// DIS-NEXT: /*00d0*/ {{ *}}@P0 ATOM.E.ADD R5, {{\[}}R4{{\]}}, R9 ; /* 0xed01000000900405 */
// DIS-NEXT: /*00d8*/ {{ *}}@P0 ATOM.E.ADD R5, {{\[}}R4{{\]}}, R10 ; /* 0xed01000000a00405 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}@P0 ATOM.E.ADD R4, {{\[}}R4{{\]}}, R10 ; /* 0xed01000000a00404 */
// DIS-NEXT: /*00f0*/ {{ *}}@P1 ATOM.E.ADD R3, {{\[}}R2{{\]}}, R7 ; /* 0xed01000000710203 */

// Local memory and barriers: LDL, STL, MEMBAR.
// Every line and word is a real nvdisasm record from tests/corpus/sass/cuassembler_sm50_insrecords.txt
// (CuAssembler DefaultInsAsmRepos.sm_50.txt): assembled byte-exact and disassembled back to the same text.
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 --show-encoding %s | FileCheck %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_50 -o %t.bin %s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_50 %t.bin | FileCheck --check-prefix=DIS %s

STL [R1+0x8], R12 ;
// CHECK: STL [R1+0x8], R12 ; encoding: [0x0c,0x01,0x87,0x00,0x00,0x00,0x54,0xef]
STL.64 [R1], R22 ;
// CHECK: STL.64 [R1], R22 ; encoding: [0x16,0x01,0x07,0x00,0x00,0x00,0x55,0xef]
STL.64 [R1+0x30], R6 ;
// CHECK: STL.64 [R1+0x30], R6 ; encoding: [0x06,0x01,0x07,0x03,0x00,0x00,0x55,0xef]
STL.64 [R1+0x28], R2 ;
// CHECK: STL.64 [R1+0x28], R2 ; encoding: [0x02,0x01,0x87,0x02,0x00,0x00,0x55,0xef]
STL [R2], R24 ;
// CHECK: STL [R2], R24 ; encoding: [0x18,0x02,0x07,0x00,0x00,0x00,0x54,0xef]
STL.U8 [R10], R0 ;
// CHECK: STL.U8 [R10], R0 ; encoding: [0x00,0x0a,0x07,0x00,0x00,0x00,0x50,0xef]
STL.U16 [R12], R3 ;
// CHECK: STL.U16 [R12], R3 ; encoding: [0x03,0x0c,0x07,0x00,0x00,0x00,0x52,0xef]
STL.128 [R0], R4 ;
// CHECK: STL.128 [R0], R4 ; encoding: [0x04,0x00,0x07,0x00,0x00,0x00,0x56,0xef]
@!P3 STL.64 [R1+0x150], R22 ;
// CHECK: @!P3 STL.64 [R1+0x150], R22 ; encoding: [0x16,0x01,0x0b,0x15,0x00,0x00,0x55,0xef]
LDL R6, [R11+0x20] ;
// CHECK: LDL R6, [R11+0x20] ; encoding: [0x06,0x0b,0x07,0x02,0x00,0x00,0x44,0xef]
LDL R2, [R11+0x40] ;
// CHECK: LDL R2, [R11+0x40] ; encoding: [0x02,0x0b,0x07,0x04,0x00,0x00,0x44,0xef]
LDL R7, [R15+0x20] ;
// CHECK: LDL R7, [R15+0x20] ; encoding: [0x07,0x0f,0x07,0x02,0x00,0x00,0x44,0xef]
LDL R3, [R15+0x20] ;
// CHECK: LDL R3, [R15+0x20] ; encoding: [0x03,0x0f,0x07,0x02,0x00,0x00,0x44,0xef]
LDL.LU R24, [R1+0x8c] ;
// CHECK: LDL.LU R24, [R1+0x8c] ; encoding: [0x18,0x01,0xc7,0x08,0x00,0x10,0x44,0xef]
LDL.S8 R11, [R2] ;
// CHECK: LDL.S8 R11, [R2] ; encoding: [0x0b,0x02,0x07,0x00,0x00,0x00,0x41,0xef]
LDL.U16 R16, [R0] ;
// CHECK: LDL.U16 R16, [R0] ; encoding: [0x10,0x00,0x07,0x00,0x00,0x00,0x42,0xef]
LDL.128 R4, [R0] ;
// CHECK: LDL.128 R4, [R0] ; encoding: [0x04,0x00,0x07,0x00,0x00,0x00,0x46,0xef]
LDL.64 R10, [R0] ;
// CHECK: LDL.64 R10, [R0] ; encoding: [0x0a,0x00,0x07,0x00,0x00,0x00,0x45,0xef]
@!P0 LDL R9, [R0] ;
// CHECK: @!P0 LDL R9, [R0] ; encoding: [0x09,0x00,0x08,0x00,0x00,0x00,0x44,0xef]
LDL R14, [R2+-0x20] ;
// CHECK: LDL R14, [R2+-0x20] ; encoding: [0x0e,0x02,0x07,0xfe,0xff,0x0f,0x44,0xef]
MEMBAR.CTA ;
// CHECK: MEMBAR.CTA ; encoding: [0x00,0x00,0x07,0x00,0x00,0x00,0x98,0xef]
MEMBAR.GL.IVALLD ;
// CHECK: MEMBAR.GL.IVALLD ; encoding: [0x01,0x01,0x07,0x00,0x00,0x00,0x98,0xef]
@P5 MEMBAR.GL ;
// CHECK: @P5 MEMBAR.GL ; encoding: [0x00,0x01,0x05,0x00,0x00,0x00,0x98,0xef]

// DIS: /*0008*/ {{ *}}STL {{\[}}R1+0x8{{\]}}, R12 ; /* 0xef5400000087010c */
// DIS-NEXT: /*0010*/ {{ *}}STL.64 {{\[}}R1{{\]}}, R22 ; /* 0xef55000000070116 */
// DIS-NEXT: /*0018*/ {{ *}}STL.64 {{\[}}R1+0x30{{\]}}, R6 ; /* 0xef55000003070106 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0028*/ {{ *}}STL.64 {{\[}}R1+0x28{{\]}}, R2 ; /* 0xef55000002870102 */
// DIS-NEXT: /*0030*/ {{ *}}STL {{\[}}R2{{\]}}, R24 ; /* 0xef54000000070218 */
// DIS-NEXT: /*0038*/ {{ *}}STL.U8 {{\[}}R10{{\]}}, R0 ; /* 0xef50000000070a00 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0048*/ {{ *}}STL.U16 {{\[}}R12{{\]}}, R3 ; /* 0xef52000000070c03 */
// DIS-NEXT: /*0050*/ {{ *}}STL.128 {{\[}}R0{{\]}}, R4 ; /* 0xef56000000070004 */
// DIS-NEXT: /*0058*/ {{ *}}@!P3 STL.64 {{\[}}R1+0x150{{\]}}, R22 ; /* 0xef550000150b0116 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0068*/ {{ *}}LDL R6, {{\[}}R11+0x20{{\]}} ; /* 0xef44000002070b06 */
// DIS-NEXT: /*0070*/ {{ *}}LDL R2, {{\[}}R11+0x40{{\]}} ; /* 0xef44000004070b02 */
// DIS-NEXT: /*0078*/ {{ *}}LDL R7, {{\[}}R15+0x20{{\]}} ; /* 0xef44000002070f07 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*0088*/ {{ *}}LDL R3, {{\[}}R15+0x20{{\]}} ; /* 0xef44000002070f03 */
// DIS-NEXT: /*0090*/ {{ *}}LDL.LU R24, {{\[}}R1+0x8c{{\]}} ; /* 0xef44100008c70118 */
// DIS-NEXT: /*0098*/ {{ *}}LDL.S8 R11, {{\[}}R2{{\]}} ; /* 0xef4100000007020b */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00a8*/ {{ *}}LDL.U16 R16, {{\[}}R0{{\]}} ; /* 0xef42000000070010 */
// DIS-NEXT: /*00b0*/ {{ *}}LDL.128 R4, {{\[}}R0{{\]}} ; /* 0xef46000000070004 */
// DIS-NEXT: /*00b8*/ {{ *}}LDL.64 R10, {{\[}}R0{{\]}} ; /* 0xef4500000007000a */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00c8*/ {{ *}}@!P0 LDL R9, {{\[}}R0{{\]}} ; /* 0xef44000000080009 */
// DIS-NEXT: /*00d0*/ {{ *}}LDL R14, {{\[}}R2+-0x20{{\]}} ; /* 0xef440ffffe07020e */
// DIS-NEXT: /*00d8*/ {{ *}}MEMBAR.CTA ; /* 0xef98000000070000 */
// DIS-NEXT: /* 0x{{[0-9a-f]+}} */
// DIS-NEXT: /*00e8*/ {{ *}}MEMBAR.GL.IVALLD ; /* 0xef98000000070101 */
// DIS-NEXT: /*00f0*/ {{ *}}@P5 MEMBAR.GL ; /* 0xef98000000050100 */

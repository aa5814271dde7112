// Half-precision rows: the syntax errors (at their column; assembly goes on) and forms no real
// listing shows, with words computed by hand from the field positions of docs/sass.md
// "Half-precision rows" (yuzu's decoder; the modifier order is gpuisa's, see **U** there).
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_53 --show-encoding %s 2>%t.err | FileCheck --check-prefix=OK %s
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s
// RUN: %gpuisa as --isa=sass --mcpu=sm_53 -o %t.bin %S/Inputs/half-hand.s
// RUN: %gpuisa dis --isa=sass --mcpu=sm_53 %t.bin | FileCheck --check-prefix=DIS %s
// RUN: %not %gpuisa as --isa=sass --mcpu=sm_52 %S/Inputs/half-hand.s 2>&1 | FileCheck --check-prefix=SM52 %s
// SM52: half-hand.s:1:1: error: HADD2 needs sm_53 (no half-precision arithmetic on sm_52)
// SM52: half-hand.s:5:1: error: HMUL2 needs sm_53 (no half-precision arithmetic on sm_52)
HADD2 R1, R2, 0.1, 1
// ERR: :[[@LINE-1]]:15: error: half immediate is not exact in its 10-bit form
HADD2 R1, R2, 65504, -0.0009765625
// ERR: :[[@LINE-1]]:15: error: half immediate is not exact in its 10-bit form
HADD2 R1, R2.H0, R3
// ERR: :[[@LINE-1]]:13: error: a half2 source takes a swizzle (.H0_H0/.H1_H1/.F32), not .H0/.H1
HADD2 R1.H0_H0, R2, R3
// ERR: :[[@LINE-1]]:9: error: a half2 swizzle is only allowed on a source operand
IADD R1, R2.H1_H1, R3
// ERR: :[[@LINE-1]]:12: error: a half2 swizzle (.H0_H0/.H1_H1/.F32) is not allowed on this operand
HFMA2 R1, -R2, R3, R4
// ERR: :[[@LINE-1]]:11: error: this operand cannot be negated
HMUL2 R1, -R2, R3
// ERR: :[[@LINE-1]]:11: error: this operand cannot be negated
HSETP2.GT.AND P0, PT, R2, 1, PT
// ERR: :[[@LINE-1]]:30: error: invalid operand; expected a half-precision immediate
HADD2 R1, R2, 1.NEG, 1
// ERR: :[[@LINE-1]]:15: error: .NEG is not allowed on this immediate
// hand-derived words (Python: the fields ORed; docs/sass.md): .SAT 32, .FTZ 39 (HADD2)
HADD2.FTZ.SAT R1, R2, R3
// OK: encoding: [0x01,0x02,0x37,0x00,0x81,0x00,0x10,0x5d]
// HFMA2 .FMZ = 2 at 37, SAT 32, A .F32 (1) at 47, -B 31 with .H1_H1 (3) at 28, -C 30 with .H0_H0 (2) at 35, Rc 39
HFMA2.FMZ.SAT R1, R2.F32, -R3.H1_H1, -R4.H0_H0
// OK: encoding: [0x01,0x02,0x37,0xf0,0x51,0x82,0x00,0x5d]
// HSETP2 NEU (13) at 35, FTZ 6, OR 45, H_AND 49, -A 43, |A| 44, A .H1_H1 47, |B| 30, !P3 at 39/42, P1 at 3, P2 at 0
HSETP2.NEU.FTZ.OR.H_AND P1, P2, -|R2.H1_H1|, |R3|, !P3
// OK: encoding: [0x4a,0x02,0x37,0x40,0xe8,0xbd,0x23,0x5d]
// HSET2 c[] form: BF 53, LE (3) at 49, FTZ 54, XOR 45, P1 at 39, bank 3 at 34, word offset 4 at 20
HSET2.BF.LE.FTZ.XOR R1, R2, c[0x3][0x10], P1
// OK: encoding: [0x01,0x02,0x47,0x00,0x8c,0x40,0xe6,0x7c]
// HMUL2 immediate: .FMZ 2 at 39, |A| 44; 1.5 = 0x3e00 -> 0xf8 at 30; -2 = 0xc000 -> 0x100 at 20, sign 29
HMUL2.FMZ R1, |R2|, 1.5, -2
// OK: encoding: [0x01,0x02,0x07,0x30,0x3e,0x11,0x00,0x78]
// DIS: HADD2.FTZ.SAT R1, R2, R3 ; /* 0x5d10008100370201 */
// DIS: HFMA2.FMZ.SAT R1, R2.F32, -R3.H1_H1, -R4.H0_H0 ; /* 0x5d008251f0370201 */
// DIS: HSETP2.NEU.FTZ.OR.H_AND P1, P2, -|R2.H1_H1|, |R3|, !P3 ; /* 0x5d23bde84037024a */
// DIS: HSET2.BF.LE.FTZ.XOR R1, R2, c[0x3][0x10], P1 ; /* 0x7ce6408c00470201 */
// DIS: HMUL2.FMZ R1, |R2|, 1.5, -2 ; /* 0x7800113e30070201 */

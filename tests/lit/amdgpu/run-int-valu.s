// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --state %S/Inputs/run-int-valu.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 --llvm-compat --show-encoding %s | grep -o 'encoding: .*' > %t.gi
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding %s | grep -o 'encoding: .*' > %t.mc
// RUN: diff %t.gi %t.mc
// Integer VALU of exec_iops.c on gfx900 (wave64), EXEC = lanes 0, 1, 3 and 63: lane 2 and lanes
// 4..62 keep their registers. Values derived by hand from the ISA definitions
// (docs/amdgpu-exec.md "SALU and integer VALU"); the four 32x32-bit products of lane 63 were
// multiplied with Python's exact integers. Per line: lane 0, lane 1, lane 3, lane 63.
// State: v1 = 0xffffffff 1 (7) 0x80000000 .. 0x12345678
//        v2 = 1          2 (3) 0x80000000 .. 0x9abcdef0
//        v3 = 0x0c0d0801 0x03020100 (0) 0x07060504 .. 0x0b0a0908
s_mov_b32 s10, 0x100
s_mov_b32 s11, 0x800000
v_add3_u32 v10, v1, v2, 5        // 2^32+5 -> 5, 8, 2^32+5 -> 5, 0xacf13568+5 = 0xacf1356d
v_lshl_add_u32 v11, v1, 4, v2    // 0xfffffff0+1, 0x10+2, 0+0x80000000, 0x23456780+0x9abcdef0 = 0xbe024670
v_add_lshl_u32 v12, v1, v2, 33   // shift 33 & 31 = 1: 0, 6, 0, 0xacf13568 << 1 = 0x59e26ad0
v_and_or_b32 v13, v1, v2, s10    // 0x101, 0x100, 0x80000100, 0x12345670|0x100 = 0x12345770
v_or3_b32 v14, v1, v2, v3        // 0xffffffff, 0x03020103, 0x87060504, 0x9bbedff8
v_xad_u32 v15, v1, v2, v3        // (a^b)+c: 0xfffffffe+0x0c0d0801 -> 0x0c0d07ff, 0x03020103, 0x07060504, 0x88888888+0x0b0a0908 = 0x93929190
v_perm_b32 v16, v1, v2, v3       // bytes {v1,v2}[sel]: sel 01,08,0d,0c -> 00,00(sign of 00),ff,00 = 0x00ff0000;
                                 // 00..03 -> v2 = 2; 04..07 -> v1 = 0x80000000; 08..0b -> signs of de,9a,56,12 = 0x0000ffff
v_alignbit_b32 v17, v1, v2, v3   // {v1,v2} >> (v3 & 31): >>1 0x80000000, >>0 2, >>4 0x08000000, >>8 0x789abcde
v_alignbyte_b32 v18, v1, v2, v3  // >> 8*(v3 & 3): >>8 0xff000000, 2, 0x80000000, 0x9abcdef0
v_bfi_b32 v19, v3, v1, v2        // (v3&v1)|(~v3&v2): 0x0c0d0801, 2, 0x80000000, 0x02000008|0x90b4d6f0 = 0x92b4d6f8
v_bfm_b32 v20, v1, v2            // ((1<<(v1&31))-1)<<(v2&31): 0x7fffffff<<1, 1<<2, 0, 0xffffff<<16
v_bfrev_b32 v21, v1              // 0xffffffff, 0x80000000, 1, 0x1e6a2c48
v_ffbh_u32 v22, v2               // leading zeros: 31, 30, 0, 0
v_ffbl_b32 v23, v3               // trailing zeros: 0, 8, 2, 3
v_ffbh_i32 v24, v1               // -1 has none: -1, 31, 1 (first 0 after the sign of 0x80000000), 3
v_bcnt_u32_b32 v25, v1, v2       // ones + v2: 32+1, 1+2, 1+0x80000000, 13+0x9abcdef0 = 0x9abcdefd
v_mbcnt_lo_u32_b32 v26, -1, 0
v_mbcnt_hi_u32_b32 v26, -1, v26  // lanes below: the lane number 0, 1, 3, 63
v_mbcnt_lo_u32_b32 v27, exec_lo, 0
v_mbcnt_hi_u32_b32 v27, exec_hi, v27 // active lanes below: 0, 1, 2, 3
v_min3_u32 v28, v1, v2, v3       // 1, 1, 0x07060504, 0x0b0a0908
v_max3_i32 v29, v1, v2, v3       // signed: 0x0c0d0801, 0x03020100, 0x07060504, 0x12345678
v_med3_i32 v30, v1, v2, v3       // signed median: 1, 2, 0x80000000, 0x0b0a0908
v_med3_u32 v31, v1, v2, v3       // 0x0c0d0801, 2, 0x80000000, 0x12345678
v_min3_i32 v32, v1, v2, v3       // 0xffffffff, 1, 0x80000000, 0x9abcdef0
v_max3_u32 v33, v1, v2, v3       // 0xffffffff, 0x03020100, 0x80000000, 0x9abcdef0
v_sad_u8 v34, v1, v2, 5          // byte |a-b| sums + 5: 0xfe+3*0xff+5 = 0x400, 6, 5, 0x78+3*0x88+5 = 0x215
v_sad_hi_u8 v35, v1, v2, 5       // (sum << 16) + 5: 0x03fb0005, 0x10005, 5, 0x02100005
v_sad_u16 v36, v1, v2, 5         // halves: 0xfffe+0xffff+5 = 0x20002, 6, 5, 0x8878+0x8888+5 = 0x11105
v_sad_u32 v37, v1, v2, 5         // 0xfffffffe+5 wraps to 3, 6, 5, 0x88888878+5 = 0x8888887d
v_msad_u8 v38, v1, v3, 0         // bytes where v3's byte != 0: 0xfe+0xf7+0xf2+0xf3 = 0x3da, 1+2+3 = 6, 4+5+6+0x79 = 0x88, 0x70+0x4d+0x2a+7 = 0xee
v_lerp_u8 v39, v1, v2, v3        // (a+b+c.bit0)>>1 per byte: 0x7f807f80, 0x00000001, 0x80000000, 0x56789ab4
v_cvt_pk_u16_u32 v40, v1, v2     // min(x, 0xffff) per half: 0x0001ffff, 0x00020001, 0xffffffff, 0xffffffff
v_cvt_pk_i16_i32 v41, v1, v2     // signed saturation: 0x0001ffff, 0x00020001, 0x80008000, 0x80007fff
v_sat_pk_u8_i16 v42, v1          // i16 halves to [0,255]: 0, 1, 0, 0xffff
v_mul_hi_u32_u24 v43, s11, v1    // (2^23 * (v1 & 0xffffff)) >> 32 = (v1 & 0xffffff) >> 9: 0x7fff, 0, 0, 0x1a2b
v_mul_hi_i32_i24 v44, s11, v1    // i24 0x800000 = -2^23: (-2^23 * -1)>>32 = 0, -1, 0, floor(-0x345678/2^9) = -0x1a2c
v_mad_u64_u32 v[46:47], s[12:13], v1, v2, -1 // a*b + 2^64-1: carry in all four lanes: 0x00000000_fffffffe, 1,
                                 // 0x3fffffff_ffffffff, 0x0b00ea4e_242d207f
v_mad_u64_u32 v[50:51], vcc, v1, v1, 0 // squares, no carry: 0xfffffffe_00000001, 1, 0x40000000_00000000, 0x014b66dc_1df4d840
v_mad_i64_i32 v[52:53], s[16:17], v1, v2, 0 // signed: -1, 2, 2^62, -0x0733_6c29_dbd2_df80; bit 64 = the sign: lanes 0, 63
v_mad_u32_u16 v54, v1, v2, v3    // lo halves: 0xffff+0x0c0d0801 = 0x0c0e0800, 0x03020102, 0x07060504, 0x5678*0xdef0+c = 0x56572988
v_mad_u32_u16 v55, v1, v2, v3 op_sel:[1,1,0,0] // hi halves: 0x0c0d0801, 0x03020100, 0x40000000+c = 0x47060504, 0x1234*0x9abc+c = 0x160aaf38
v_mad_i32_i16 v56, v1, v2, v3    // signed lo halves: 0x0c0d0800, 0x03020102, 0x07060504, 0x5678*-0x2110+c = 0xffdf2988
v_mov_b32 v57, 0xabcd0000
v_mov_b32 v58, 0xabcd0000
v_mov_b32 v59, 0xabcd0000
v_med3_i16 v57, v1, v2, v3       // i16 median, bits 31:16 kept on GFX9: 0xabcd0001, 0xabcd0002, 0xabcd0000, 0xabcd0908
v_min3_u16 v58, v1, v2, v3 op_sel:[1,0,0,1] // v1's high half, the result to bits 31:16, bits 15:0 kept:
                                 // min(0xffff,1,0x801) = 1, min(0,2,0x100) = 0, 0, min(0x1234,0xdef0,0x908) = 0x908
v_mad_i16 v59, v1, v2, v3        // 16-bit a*b+c, bits 31:16 kept: 0xabcd0800, 0xabcd0102, 0xabcd0504, 0xabcd2988
v_mov_b32 v60, 0xabcd0000
v_mad_legacy_u16 v60, v1, v2, v3 // GFX8's v_mad_u16 encoding: bits 31:16 zeroed: 0x0800, 0x0102, 0x0504, 0x2988
v_mov_b32 v61, 1
v_mov_b32 v62, 2
v_swap_b32 v61, v62              // active lanes swap: v61 = 2, v62 = 1
v_lshl_or_b32 v63, v1, 4, v2     // (a << 4) | b: 0xfffffff1, 0x12, 0x80000000, 0x23456780|0x9abcdef0 = 0xbbfdfff0
s_endpgm
// CHECK: regs.exec: 0x800000000000000b
// CHECK-NEXT: regs.s10: 0x100
// CHECK-NEXT: regs.s11: 0x800000
// CHECK-NEXT: regs.s12: 0xb
// CHECK-NEXT: regs.s13: 0x80000000
// CHECK-NEXT: regs.s16: 0x1
// CHECK-NEXT: regs.s17: 0x80000000
// CHECK-NEXT: regs.v1: 0xffffffff 0x1 0x7 0x80000000{{(( 0x0){59})}} 0x12345678{{$}}
// CHECK-NEXT: regs.v10: 0x5 0x8 0x0 0x5{{(( 0x0){59})}} 0xacf1356d{{$}}
// CHECK-NEXT: regs.v11: 0xfffffff1 0x12 0x0 0x80000000{{(( 0x0){59})}} 0xbe024670{{$}}
// CHECK-NEXT: regs.v12: 0x0 0x6 0x0 0x0{{(( 0x0){59})}} 0x59e26ad0{{$}}
// CHECK-NEXT: regs.v13: 0x101 0x100 0x0 0x80000100{{(( 0x0){59})}} 0x12345770{{$}}
// CHECK-NEXT: regs.v14: 0xffffffff 0x3020103 0x0 0x87060504{{(( 0x0){59})}} 0x9bbedff8{{$}}
// CHECK-NEXT: regs.v15: 0xc0d07ff 0x3020103 0x0 0x7060504{{(( 0x0){59})}} 0x93929190{{$}}
// CHECK-NEXT: regs.v16: 0xff0000 0x2 0x0 0x80000000{{(( 0x0){59})}} 0xffff{{$}}
// CHECK-NEXT: regs.v17: 0x80000000 0x2 0x0 0x8000000{{(( 0x0){59})}} 0x789abcde{{$}}
// CHECK-NEXT: regs.v18: 0xff000000 0x2 0x0 0x80000000{{(( 0x0){59})}} 0x9abcdef0{{$}}
// CHECK-NEXT: regs.v19: 0xc0d0801 0x2 0x0 0x80000000{{(( 0x0){59})}} 0x92b4d6f8{{$}}
// CHECK-NEXT: regs.v2: 0x1 0x2 0x3 0x80000000{{(( 0x0){59})}} 0x9abcdef0{{$}}
// CHECK-NEXT: regs.v20: 0xfffffffe 0x4 0x0 0x0{{(( 0x0){59})}} 0xffff0000{{$}}
// CHECK-NEXT: regs.v21: 0xffffffff 0x80000000 0x0 0x1{{(( 0x0){59})}} 0x1e6a2c48{{$}}
// CHECK-NEXT: regs.v22: 0x1f 0x1e 0x0 0x0{{(( 0x0){59})}} 0x0{{$}}
// CHECK-NEXT: regs.v23: 0x0 0x8 0x0 0x2{{(( 0x0){59})}} 0x3{{$}}
// CHECK-NEXT: regs.v24: 0xffffffff 0x1f 0x0 0x1{{(( 0x0){59})}} 0x3{{$}}
// CHECK-NEXT: regs.v25: 0x21 0x3 0x0 0x80000001{{(( 0x0){59})}} 0x9abcdefd{{$}}
// CHECK-NEXT: regs.v26: 0x0 0x1 0x0 0x3{{(( 0x0){59})}} 0x3f{{$}}
// CHECK-NEXT: regs.v27: 0x0 0x1 0x0 0x2{{(( 0x0){59})}} 0x3{{$}}
// CHECK-NEXT: regs.v28: 0x1 0x1 0x0 0x7060504{{(( 0x0){59})}} 0xb0a0908{{$}}
// CHECK-NEXT: regs.v29: 0xc0d0801 0x3020100 0x0 0x7060504{{(( 0x0){59})}} 0x12345678{{$}}
// CHECK-NEXT: regs.v3: 0xc0d0801 0x3020100 0x0 0x7060504{{(( 0x0){59})}} 0xb0a0908{{$}}
// CHECK-NEXT: regs.v30: 0x1 0x2 0x0 0x80000000{{(( 0x0){59})}} 0xb0a0908{{$}}
// CHECK-NEXT: regs.v31: 0xc0d0801 0x2 0x0 0x80000000{{(( 0x0){59})}} 0x12345678{{$}}
// CHECK-NEXT: regs.v32: 0xffffffff 0x1 0x0 0x80000000{{(( 0x0){59})}} 0x9abcdef0{{$}}
// CHECK-NEXT: regs.v33: 0xffffffff 0x3020100 0x0 0x80000000{{(( 0x0){59})}} 0x9abcdef0{{$}}
// CHECK-NEXT: regs.v34: 0x400 0x6 0x0 0x5{{(( 0x0){59})}} 0x215{{$}}
// CHECK-NEXT: regs.v35: 0x3fb0005 0x10005 0x0 0x5{{(( 0x0){59})}} 0x2100005{{$}}
// CHECK-NEXT: regs.v36: 0x20002 0x6 0x0 0x5{{(( 0x0){59})}} 0x11105{{$}}
// CHECK-NEXT: regs.v37: 0x3 0x6 0x0 0x5{{(( 0x0){59})}} 0x8888887d{{$}}
// CHECK-NEXT: regs.v38: 0x3da 0x6 0x0 0x88{{(( 0x0){59})}} 0xee{{$}}
// CHECK-NEXT: regs.v39: 0x7f807f80 0x1 0x0 0x80000000{{(( 0x0){59})}} 0x56789ab4{{$}}
// CHECK-NEXT: regs.v40: 0x1ffff 0x20001 0x0 0xffffffff{{(( 0x0){59})}} 0xffffffff{{$}}
// CHECK-NEXT: regs.v41: 0x1ffff 0x20001 0x0 0x80008000{{(( 0x0){59})}} 0x80007fff{{$}}
// CHECK-NEXT: regs.v42: 0x0 0x1 0x0 0x0{{(( 0x0){59})}} 0xffff{{$}}
// CHECK-NEXT: regs.v43: 0x7fff 0x0 0x0 0x0{{(( 0x0){59})}} 0x1a2b{{$}}
// CHECK-NEXT: regs.v44: 0x0 0xffffffff 0x0 0x0{{(( 0x0){59})}} 0xffffe5d4{{$}}
// CHECK-NEXT: regs.v46: 0xfffffffe 0x1 0x0 0xffffffff{{(( 0x0){59})}} 0x242d207f{{$}}
// CHECK-NEXT: regs.v47: 0x0 0x0 0x0 0x3fffffff{{(( 0x0){59})}} 0xb00ea4e{{$}}
// CHECK-NEXT: regs.v50: 0x1 0x1 0x0 0x0{{(( 0x0){59})}} 0x1df4d840{{$}}
// CHECK-NEXT: regs.v51: 0xfffffffe 0x0 0x0 0x40000000{{(( 0x0){59})}} 0x14b66dc{{$}}
// CHECK-NEXT: regs.v52: 0xffffffff 0x2 0x0 0x0{{(( 0x0){59})}} 0x242d2080{{$}}
// CHECK-NEXT: regs.v53: 0xffffffff 0x0 0x0 0x40000000{{(( 0x0){59})}} 0xf8cc93d6{{$}}
// CHECK-NEXT: regs.v54: 0xc0e0800 0x3020102 0x0 0x7060504{{(( 0x0){59})}} 0x56572988{{$}}
// CHECK-NEXT: regs.v55: 0xc0d0801 0x3020100 0x0 0x47060504{{(( 0x0){59})}} 0x160aaf38{{$}}
// CHECK-NEXT: regs.v56: 0xc0d0800 0x3020102 0x0 0x7060504{{(( 0x0){59})}} 0xffdf2988{{$}}
// CHECK-NEXT: regs.v57: 0xabcd0001 0xabcd0002 0x0 0xabcd0000{{(( 0x0){59})}} 0xabcd0908{{$}}
// CHECK-NEXT: regs.v58: 0x10000 0x0 0x0 0x0{{(( 0x0){59})}} 0x9080000{{$}}
// CHECK-NEXT: regs.v59: 0xabcd0800 0xabcd0102 0x0 0xabcd0504{{(( 0x0){59})}} 0xabcd2988{{$}}
// CHECK-NEXT: regs.v60: 0x800 0x102 0x0 0x504{{(( 0x0){59})}} 0x2988{{$}}
// CHECK-NEXT: regs.v61: 0x2 0x2 0x0 0x2{{(( 0x0){59})}} 0x2{{$}}
// CHECK-NEXT: regs.v62: 0x1 0x1 0x0 0x1{{(( 0x0){59})}} 0x1{{$}}
// CHECK-NEXT: regs.v63: 0xfffffff1 0x12 0x0 0x80000000{{(( 0x0){59})}} 0xbbfdfff0{{$}}
// CHECK-NEXT: regs.vcc: 0x0000000000000000
// CHECK-NEXT: instructions: 58

// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx906 --state %S/Inputs/run-fp-dot.json --json %s | %jsonq | FileCheck %s
// RUN: sed "s/^v_dot2_f32_f16 v5, v25, v25, v26 .*/v_dot2c_f32_f16 v4, v20, v21/" %s | %gpuisa run --isa=amdgpu --mcpu=gfx908 --state %S/Inputs/run-fp-dot.json --json - | %jsonq | FileCheck --check-prefix=DOTC %s
// The second RUN line swaps the last v_dot2_f32_f16 for the gfx908 VOP2 v_dot2c_f32_f16, which
// accumulates into its destination: v4 = 1*4 + 2*3 + 0.5 = 10.5 = 0x41280000.
// Float dot product and mixed-precision FMA (docs/amdgpu-exec.md D-T18, D-T19), lane 0, values
// by hand. Inputs: v20 = f16 pair (lo 1.0, hi 2.0), v21 = (lo 4.0, hi 3.0), v22 = f32 0.5,
// v23 = f32 1 + 2^-11, v24 = f32 2^-40, v25 = (lo 1.0, hi 2^-12), v26 = f32 2^24;
// v3 = 0x77770000, v4 = f32 0.5 (the v_dot2c accumulator).
v_dot2_f32_f16 v1, v20, v21, v22    // 1*4 + 2*3 + 0.5 = 10.5 = 0x41280000
v_fma_mix_f32 v2, v20, v20, v22 op_sel:[1,0,0] op_sel_hi:[1,1,0] // hi 2.0 * lo 1.0 + f32 0.5 = 2.5
v_fma_mixlo_f16 v3, v23, 1.0, v24 op_sel_hi:[0,0,0] // f32 sources: (1 + 2^-11) * 1 + 2^-40, rounded once
                                    // to f16: just past the tie 1 + 2^-11, so up: 0x3c01 (rounding to f32
                                    // first gives the tie and the even 0x3c00); 0x7777 kept above
v_dot2_f32_f16 v5, v25, v25, v26    // 1*1 + 2^-12*2^-12 + 2^24 = 2^24 + 1 + 2^-24, one rounding: past
                                    // the tie 2^24 + 1, so 2^24 + 2 = 0x4b800001 (rounding 2^24 + 1
                                    // first would give the even 2^24)
s_endpgm

// CHECK: regs.v1: 0x41280000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v2: 0x40200000{{( 0x0){63}$}}
// CHECK-NEXT: regs.v20:
// CHECK: regs.v3: 0x77773c01{{( 0x77770000){63}$}}
// CHECK: regs.v5: 0x4b800001{{( 0x0){63}$}}
// CHECK: instructions: 5
// DOTC: regs.v4: 0x41280000{{( 0x3f000000){63}$}}

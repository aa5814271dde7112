// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx1010 --json %s > %t.json
// RUN: %jsonq < %t.json | FileCheck %s
// s_get_waveid_in_workgroup of a single wave is 0 (launch-waveid-gfx1010.s: a launch's waves);
// s_denorm_mode with a mode the float operations implement (f32 and f16/f64 denormals kept);
// s_code_end is padding: executed, it is an illegal instruction, a fault that ends the wave.
s_mov_b32 s3, 5
s_get_waveid_in_workgroup s3       // 0
s_denorm_mode 0xf                  // MODE 0x3c0 -> 0x3f0
s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 10)
s_code_end
s_mov_b32 s5, 1                    // not reached
// CHECK: regs.s3: 0x0
// CHECK-NEXT: regs.s4: 0x3f0
// CHECK-NOT: regs.s5
// CHECK: fault pc=4 lane=-1 kind=illegal_instruction address=0x4
// CHECK-NEXT: instructions: 5

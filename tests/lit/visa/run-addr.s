// Address arithmetic (D10: a16/a32/a64 wraparound, scale, negative offsets) and address models (D11:
// flat, bti/bss/ss surfaces by immediate and by register, arg, a missing surface) on dg2.
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %S/Inputs/run-addr.json --json %s | %jsonq | FileCheck %s
//
// State: slm_size 32, slm u32 at 0: 0x50..0x57; global u32 at 0xff8: 0x70 0x71 0x72, at 0x8: 0x80,
// at 0x3000: 0x30 0x31 0x32 0x33; surfaces bti 4 -> 0x3000, bss 0x100 -> 0x3004, ss 0x200 -> 0x3008;
// arg_base 0x3000. A16 (uw) = 0xfffc 0x10; A32 = 0x40000401 0x400 1 0x400; A64 (uq) = 2^64-8, 0xff0;
// A32S = 0 4; SURF = 0x100; L8 = 0x99.
.version 4.1
.kernel "addr"
.decl A16 v_type=G type=uw num_elts=2
.decl A32 v_type=G type=ud num_elts=4
.decl A64 v_type=G type=uq num_elts=2
.decl A32S v_type=G type=ud num_elts=2
.decl SURF v_type=G type=ud num_elts=1
.decl L v_type=G type=ud num_elts=2
.decl L2 v_type=G type=ud num_elts=4
.decl L3 v_type=G type=ud num_elts=2
.decl L4 v_type=G type=ud num_elts=2
.decl L5 v_type=G type=ud num_elts=2
.decl L6 v_type=G type=ud num_elts=2
.decl L7 v_type=G type=ud num_elts=2
.decl L8 v_type=G type=ud num_elts=2
.decl L9 v_type=G type=ud num_elts=1
// pc 0: a16 SLM: (0xfffc + 8) mod 2^16 = 0x4 -> 0x51; 0x10 + 8 = 0x18 -> 0x56.
lsc_load.slm (M1, 2) L:d32 flat[A16+0x8]:a16
// pc 1: a32: 4*0x40000401 - 8 = 0x100001004 - 8 mod 2^32 = 0xffc -> 0x71; 4*0x400 - 8 = 0xff8 -> 0x70;
//   4*1 - 8 = -4 mod 2^32 = 0xfffffffc: not mapped -> out_of_bounds, L2[2] = 0; lane 3 like lane 1.
lsc_load.ugm (M1, 4) L2:d32 flat[0x4*A32-0x8]:a32
// pc 2: a64: 2^64-8 + 0x10 wraps to 0x8 -> 0x80; 0xff0 + 0x10 = 0x1000 -> 0x72.
lsc_load.ugm (M1, 2) L3:d32 flat[A64+0x10]:a64
// pc 3: bti(4): base 0x3000 + 0, 4 -> 0x30 0x31.
lsc_load.ugm (M1, 2) L4:d32 bti(0x4)[A32S]:a32
// pc 4: bss(SURF) with SURF = 0x100: base 0x3004 -> 0x31 0x32.
lsc_load.ugm (M1, 2) L5:d32 bss(SURF)[A32S]:a32
// pc 5: ss(0x200): base 0x3008 -> 0x32 0x33.
lsc_load.ugm (M1, 2) L6:d32 ss(0x200)[A32S]:a32
// pc 6: arg: arg_base 0x3000 + 4, + 8 -> 0x31 0x32.
lsc_load.ugm (M1, 2) L7:d32 arg[A32S+0x4]:a32
// pc 7: bti(5) is not in the state: invalid_surface on both lanes (address = the index), loads give 0.
lsc_load.ugm (M1, 2) L8:d32 bti(0x5)[A32S]:a32
// pc 8: a bti index is its low 8 bits: 0x104 -> surface 4 -> 0x30.
lsc_load.ugm (M1, 1) L9:d32 bti(0x104)[A32S]:a32
ret (M1, 1)
// CHECK: regs.L: 0x51 0x56
// CHECK-NEXT: regs.L2: 0x71 0x70 0x0 0x70
// CHECK-NEXT: regs.L3: 0x80 0x72
// CHECK-NEXT: regs.L4: 0x30 0x31
// CHECK-NEXT: regs.L5: 0x31 0x32
// CHECK-NEXT: regs.L6: 0x32 0x33
// CHECK-NEXT: regs.L7: 0x31 0x32
// CHECK-NEXT: regs.L8: 0x0 0x0
// CHECK-NEXT: regs.L9: 0x30
// CHECK: fault pc=1 lane=2 kind=out_of_bounds address=0xfffffffc
// CHECK-NEXT: fault pc=7 lane=0 kind=invalid_surface address=0x5
// CHECK-NEXT: fault pc=7 lane=1 kind=invalid_surface address=0x5
// CHECK-NEXT: instructions: 10

// lsc_load_status (D21: bit n = channel n enabled and every byte of its access allocated; alignment
// does not matter; never faults) lsc_store_uncompressed (D15: the data effect of lsc_store) and .ugml (D11: global), on pvc.
// RUN: %not %gpuisa run --isa=visa --mcpu=pvc --state %S/Inputs/run-status.json --json %s | %jsonq | FileCheck %s
//
// State: exec 0xfffffff7 (channel 3 off); global u32 at 0x1000: 1 2 3 4 (0x1000..0x100f);
// AS = 0x1000 0x1002 0x5000 0x1000; AS2 = 0x1000 0x100c; SD = 0x1234 0x5678; ST = ST2 = 0x99.
.version 4.1
.kernel "status"
.decl AS v_type=G type=ud num_elts=4
.decl AS2 v_type=G type=ud num_elts=2
.decl SD v_type=G type=ud num_elts=2
.decl ST v_type=G type=ud num_elts=2
.decl ST2 v_type=G type=ud num_elts=2
.decl UG v_type=G type=ud num_elts=2
// pc 0: lane 0 ok, lane 1 (0x1002, misaligned but allocated) ok, lane 2 (0x5000) not allocated,
//   lane 3 off: dword 0 = 0b0011 = 3; ST[1] untouched.
lsc_load_status.ugm (M1, 4) ST:d32 flat[AS]:a32
// pc 1: x2 (8 bytes per lane): lane 0 0x1000..0x1007 ok; lane 1 0x100c..0x1013 passes 0x100f: 0 -> 1.
lsc_load_status.ugm (M1, 2) ST2:d32x2 flat[AS2]:a32
// pc 2: lane 0 writes 0x1234 to 0x1000; lane 1 at 0x1002 is misaligned: fault, nothing written.
lsc_store_uncompressed.ugm (M1, 2) flat[AS]:a32 SD:d32
// pc 3: .ugml (PVC's cross-tile unit) reads global memory like .ugm: 0x1234 (just stored), 4.
lsc_load.ugml (M1, 2) UG:d32 flat[AS2]:a32
ret (M1, 1)
// CHECK: regs.ST: 0x3 0x99
// CHECK-NEXT: regs.ST2: 0x1 0x99
// CHECK-NEXT: regs.UG: 0x1234 0x4
// CHECK-NEXT: memory global 0x1000 u32: 0x1234 0x2 0x3 0x4
// CHECK-NEXT: fault pc=2 lane=1 kind=misaligned address=0x1002
// CHECK-NEXT: instructions: 5

// Subroutines and jumps (docs/visa-exec.md "SIMD control flow"; the vISA documentation's CALL.md,
// RET.md, JMP.md): a scalar call runs the subroutine with every active channel; a SIMD call with the
// predicated active channels (the call mask); a predicated SIMD ret turns its channels off and returns
// when none is left, restoring the caller's mask; a jmp follows channel 0's predicate. A call written
// before its .function is the subroutine's label (GenX_IR accepts it).
// RUN: %gpuisa run --isa=visa --mcpu=dg2 --json %s | %jsonq | FileCheck %s
// Derivation, B = 0..7: A = 1; sub_add adds 0x100 (every channel) and the caller 0x10: 0x111.
// P1 = B < 4 calls sub_half with channels 0-3: + 0x1000 (0x1111); there P2 = B < 2 (channels 0, 1)
// returns channels 0, 1; channels 2, 3 add 0x20000 (0x21111) and the plain ret returns the rest:
// the caller's mask is back (8 channels). P2 = (B == 0) = channel 0 only: the jmp is taken, 0x7000
// is never added. Instructions: 2 mov, call, add, ret, add, cmp, call, add, cmp, ret, add, ret, cmp,
// jmp, ret = 16.
// CHECK: regs.A: 0x1111 0x1111 0x21111 0x21111 0x111 0x111 0x111 0x111
// CHECK: preds.P1: 1 1 1 1 0 0 0 0
// CHECK-NEXT: preds.P2: 1 0 0 0 0 0 0 0
// CHECK-NEXT: instructions: 16
//
// jmp's execution size and mask are not kept: GenX_IR's builder (AppendVISACFJmpInst) takes none,
// so the binary holds (M1, 1) whatever the text says, and that is what reads back.
// RUN: %gpuisa as --isa=visa --mcpu=dg2 -o %t.isa %s
// RUN: %gpuisa dis --isa=visa %t.isa | FileCheck %s --check-prefix=DIS
// (The printer names a subroutine NAME_ID, as GenX_IR prints it.)
// DIS: call (M1_NM, 1) sub_add_1
// DIS: (P1) call (M1, 8) sub_half_2
// DIS: (P2) jmp (M1, 1) skip
// DIS: (P2) ret (M1, 8)
.version 4.1
.kernel "calls"
.decl A v_type=G type=d num_elts=8 align=GRF
.decl B v_type=G type=d num_elts=8 align=GRF
.decl P1 v_type=P num_elts=8
.decl P2 v_type=P num_elts=8
.function "_main_0"
_main_0:
    mov (M1, 8) A(0,0)<1> 0x1:d
    mov (M1, 8) B(0,0)<1> 0x76543210:v
    call (M1_NM, 1) sub_add
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x10:d
    cmp.lt (M1, 8) P1 B(0,0)<1;1,0> 0x4:d
    (P1) call (M1, 8) sub_half
    cmp.eq (M1, 8) P2 B(0,0)<1;1,0> 0x0:d
    (P2) jmp (M1_NM, 1) skip
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x7000:d
skip:
    ret (M1, 1)
.function "sub_add"
sub_add:
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x100:d
    ret (M1_NM, 1)
.function "sub_half"
sub_half:
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x1000:d
    cmp.lt (M1, 8) P2 B(0,0)<1;1,0> 0x2:d
    (P2) ret (M1, 8)
    add (M1, 8) A(0,0)<1> A(0,0)<1;1,0> 0x20000:d
    ret (M1, 8)

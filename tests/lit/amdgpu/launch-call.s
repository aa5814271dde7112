// Function calls as clang emits them (gfx900): s_getpc_b64, the callee's address from the
// R_AMDGPU_REL32_LO/HI relocations the launch applies, s_swappc_b64 into a function that
// returns with s_setpc_b64; out[i] = i*i + 5. The same kernel from a code object linked by
// ld.lld (dynamic relocations resolved by the linker), and a trap: s_trap in wave 1 of each
// workgroup is a fault of that wave (kind "trap", the address is the trap id), exit status 2.
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/call.json --json %s | %jsonq | FileCheck %s
// RUN: %gpuisa as --isa=amdgpu --mcpu=gfx900 -filetype=obj -o %t.o %s
// RUN: ld.lld -shared -o %t.so %t.o
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/call.json --json %t.so | %jsonq | FileCheck %s
// RUN: %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/call.json --json %t.o | %jsonq | FileCheck %s
// RUN: %not %gpuisa run --isa=amdgpu --mcpu=gfx900 --launch %S/Inputs/launch/trap.json --json %s > %t.trap
// RUN: %jsonq < %t.trap | FileCheck --check-prefix=TRAP %s
// CHECK: buffer out[0]: 0x5 0x6 0x9 0xe 0x15 0x1e 0x29 0x36
// CHECK: buffer out[120]: 0x3845 0x3936 0x3a29 0x3b1e 0x3c15 0x3d0e 0x3e09 0x3f06
// CHECK: waves: 2
// TRAP: fault group=0,0,0 wave=1 pc=[[PC:[0-9]+]] lane=-1 kind=trap address=0x2
// TRAP-NEXT: fault group=1,0,0 wave=1 pc=[[PC]] lane=-1 kind=trap address=0x2
// TRAP: waves: 4
  .text
  .globl call
  .p2align 8
  .type call,@function
call:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, callee@rel32@lo+4
  s_addc_u32 s7, s7, callee@rel32@hi+12
  s_swappc_b64 s[30:31], s[6:7]
  v_lshlrev_b32 v1, 2, v0
  global_store_dword v1, v2, s[4:5]
  s_endpgm

  .globl callee
  .hidden callee
  .p2align 2
  .type callee,@function
callee:
  v_mul_u32_u24 v2, v0, v0
  v_add_u32 v2, 5, v2
  s_setpc_b64 s[30:31]

  .globl trap
  .p2align 8
  .type trap,@function
trap:
  v_readfirstlane_b32 s3, v0
  s_cmp_eq_u32 s3, 64
  s_cbranch_scc0 .Lskip
  s_trap 2
.Lskip:
  s_endpgm

  .rodata
  .p2align 6
  .amdhsa_kernel call
    .amdhsa_next_free_vgpr 3
    .amdhsa_next_free_sgpr 32
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel
  .amdhsa_kernel trap
    .amdhsa_next_free_vgpr 1
    .amdhsa_next_free_sgpr 4
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_kernarg_size 8
  .end_amdhsa_kernel

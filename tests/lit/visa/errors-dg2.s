// Every validation rule and syntax error, each at its column (dg2).
// RUN: %not %gpuisa as --isa=visa --mcpu=dg2 %s 2>&1 | FileCheck --implicit-check-not=error: %s
.version 4.1
.kernel "k"
.decl VOFF v_type=G type=uq num_elts=32 align=GRF
.decl VA v_type=G type=ud num_elts=32 align=GRF
.decl VVAL v_type=G type=ud num_elts=256 align=GRF
.decl VS v_type=G type=ud num_elts=64 align=GRF
.decl S v_type=G type=ud num_elts=16 align=GRF
.decl P1 v_type=P num_elts=16
lsc_load.ugm.wb.wb (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:14: error: invalid caching .wb.wb for loads (valid: df.df uc.uc st.uc uc.ca ca.uc ca.ca st.ca ri.ca)
lsc_store.ugm.ca.ca (M1, 16) flat[VOFF]:a64 VVAL:d32
// CHECK: :[[@LINE-1]]:15: error: invalid caching .ca.ca for stores (valid: df.df uc.uc st.uc uc.wb wt.uc wt.wb st.wb wb.wb)
lsc_atomic_iadd.ugm.ca.ca (M1, 16) VVAL:d32 flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:21: error: invalid caching .ca.ca for atomics (valid: df.df uc.uc uc.wb)
lsc_load.slm.uc.uc (M1, 16) VVAL:d32 flat[VA]:a32
// CHECK: :[[@LINE-1]]:14: error: SLM accesses take default caching (.df.df)
lsc_load.ugm (M1, 16) VVAL:d32x4t flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:14: error: a transposed access needs execution size 1
lsc_load_block2d.ugm (M1, 16) VVAL:d16.1x16x8nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:22: error: block2d needs execution size 1
lsc_load.ugm (M1, 32) VVAL:d32x8 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:31: error: data payload of 32 GRFs exceeds 8 GRFs on dg2
lsc_load.ugm (M1, 16) VVAL:d32x16 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:31: error: non-transposed vectors are x1, x2, x3, x4 or x8 (x16 needs transpose 't')
lsc_load.ugm (M1, 16) VVAL:d16x2 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:31: error: non-transposed vectors need d32 or d64
lsc_load.ugm (M1, 16) VVAL:d8u32x2 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:33: error: conversion data size d8u32 takes no vector and no transpose
lsc_load.ugml (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:10: error: .ugml exists only on PVC
lsc_load.ugm (M1, 16) VVAL:d32 flat[VA]:a16
// CHECK: :[[@LINE-1]]:41: error: a16 addresses are only for SLM
lsc_load.slm (M1, 16) VVAL:d32 flat[VA]:a64
// CHECK: :[[@LINE-1]]:41: error: SLM addresses are a16 or a32, not a64
lsc_load.slm (M1, 16) VVAL:d32 bti(0x4)[VA]:a32
// CHECK: :[[@LINE-1]]:32: error: SLM accesses are flat
lsc_load.ugm (M1, 16) VVAL:d32 bti[VA]:a32
// CHECK: :[[@LINE-1]]:32: error: address model bti needs a surface, e.g. bti(0x4)
lsc_load.ugm (M1, 16) VVAL:d32 flat(0x4)[VOFF]:a64
// CHECK: :[[@LINE-1]]:37: error: address model flat takes no surface
lsc_store.ugm (M1, 16) flat[VOFF]:a64 %null:d32
// CHECK: :[[@LINE-1]]:39: error: a store needs data (not %null)
lsc_atomic_iinc.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:54: error: lsc_atomic_iinc takes no data sources (write %null %null)
lsc_atomic_iadd.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 %null %null
// CHECK: :[[@LINE-1]]:54: error: lsc_atomic_iadd takes one data source (Src1, then %null)
lsc_atomic_icas.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:57: error: lsc_atomic_icas takes two data sources
lsc_atomic_iadd.ugm (M1, 16) VVAL:d8 flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:35: error: data size d8 is not allowed: atomics take d16u32, d32 or d64
lsc_atomic_iadd.ugm (M1, 16) VVAL:d32x2 flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:38: error: lsc_atomic_iadd takes no vector (x1 only)
lsc_atomic_iadd.ugm (M1_NM, 1) VVAL:d32t flat[VOFF]:a64 VS %null
// CHECK: :[[@LINE-1]]:40: error: lsc_atomic_iadd cannot be transposed
lsc_store_quad.ugm (M1, 16) flat[VOFF]:a64 VVAL:d32.xz
// CHECK: :[[@LINE-1]]:53: error: quad stores take only .x, .xy, .xyz or .xyzw
lsc_load_quad.ugm (M1, 16) VVAL:d32.zx flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:38: error: channels are a subsequence of .xyzw (in order, each once)
lsc_load_strided.ugm (M1, 16) VVAL:d32 flat[VOFF, 0x10000]:a64
// CHECK: :[[@LINE-1]]:51: error: strided pitch immediate must be 0..0xFFFF
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF, 4]:a64
// CHECK: :[[@LINE-1]]:41: error: only strided operations take a pitch
lsc_load_block2d.ugm (M1, 1) VVAL:d16.8x16x8nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:39: error: block count must be 1, 2 or 4
lsc_load_block2d.ugm (M1, 1) VVAL:d32.4x8x8nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:39: error: d32 takes at most 2 blocks
lsc_load_block2d.ugm (M1, 1) VVAL:d64.2x4x8nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:39: error: d64 takes at most 1 block
lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x64x8nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:41: error: block width x element size must be at most 64 bytes (64 x 2)
lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x33nn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:44: error: block height must be 1..32
lsc_store_block2d.ugm (M1, 1) flat[VOFF,S,S,S,S,S] VVAL:d16.2x16x8nn
// CHECK: :[[@LINE-1]]:61: error: block2d stores take one block
lsc_store_block2d.ugm (M1, 1) flat[VOFF,S,S,S,S,S] VVAL:d16.16x8nt
// CHECK: :[[@LINE-1]]:65: error: block2d stores take no VNNI transform
lsc_load_block2d.ugm (M1, 1) VVAL:d8.2x16x8tn flat[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:38: error: transposed block2d takes one block
lsc_load_block2d.ugm (M1, 1) VVAL:d16.1x16x8nn bti(1)[VOFF,S,S,S,S,S]
// CHECK: :[[@LINE-1]]:48: error: block2d addresses are flat{{\[}}BASE,WIDTH,HEIGHT,PITCH,X,Y{{\]}}
lsc_apndctr_atomic_add.ugm (M1, 16) VVAL:d32 flat VS:d32
// CHECK: :[[@LINE-1]]:46: error: lsc_apndctr_atomic_add needs a stateful address model (bti, bss or ss)
lsc_apndctr_atomic_add.ugm (M1, 16) VVAL:d32 bti(0x1) %null
// CHECK: :[[@LINE-1]]:55: error: the append-counter data operand cannot be %null
lsc_load.ugm (M1, 16) VVAL.32:d32 flat[VOFF]:a64
lsc_load.ugm (M8, 8) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:15: error: mask M8 with execution size 8 goes past channel 32
lsc_load.ugm (M1, 3) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:19: error: execution size must be 1, 2, 4, 8, 16 or 32
(P9) lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:2: error: 'P9' is not a declared predicate variable
lsc_load.ugm (M1, 16) NOPE:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:23: error: 'NOPE' is not a declared variable
lsc_load.xyz (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:10: error: expected the LSC unit .ugm, .ugml or .slm
lsc_load.ugm.uc.xx (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:17: error: unknown caching option '.xx' (df uc ca wb wt st ri)
lsc_loadx.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:1: error: unknown instruction 'lsc_loadx'
lsc_load.ugm (M1, 16) VVAL:d24 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:28: error: unknown data size 'd24'
lsc_load.ugm (M1, 16) VVAL:d32x5 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:31: error: vector size must be x1, x2, x3, x4, x8, x16, x32 or x64
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a128
// CHECK: :[[@LINE-1]]:43: error: expected an address size a16, a32 or a64
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF+0x100000000]:a64
// CHECK: :[[@LINE-1]]:42: error: address offset must fit 32 bits
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 VS
// CHECK: :[[@LINE-1]]:47: error: unexpected text after the operands
mov (M1, 16) VA(0,0)<0> VS(0,0)<1;1,0>
// CHECK: :[[@LINE-1]]:14: error: destination horizontal stride must not be 0
mov (M1, 16) VA(0,0)<1> VS(0,0)<1;3,0>
// CHECK: :[[@LINE-1]]:35: error: invalid width 3
mov (M1, 16) VA(0,0)<1> 0x10000:uw
// CHECK: :[[@LINE-1]]:25: error: immediate does not fit type uw
add (M1, 16) VA(0,0)<1> VS(0,0)<1;1,0>
// CHECK: :[[@LINE-1]]:39: error: expected 2 source operands
mov.xx (M1, 16) VA(0,0)<1> VS(0,0)<1;1,0>
// CHECK: :[[@LINE-1]]:4: error: unknown option '.xx'
.decl VA v_type=G type=ud num_elts=8
// CHECK: :[[@LINE-1]]:7: error: 'VA' is already declared (or predefined)
.decl X v_type=G type=bool num_elts=8
// CHECK: :[[@LINE-1]]:23: error: unknown variable type 'bool'
.decl X v_type=G type=ud num_elts=0
// CHECK: :[[@LINE-1]]:35: error: num_elts must be 1..4096
.decl X v_type=P num_elts=3
// CHECK: :[[@LINE-1]]:27: error: a predicate has 1, 2, 4, 8, 16 or 32 elements
.decl X v_type=G type=ud num_elts=8 align=foo
// CHECK: :[[@LINE-1]]:43: error: invalid align value 'foo'
.input NOPE offset=0 size=4
// CHECK: :[[@LINE-1]]:8: error: 'NOPE' is not a declared general variable
.version 5.0
// CHECK: :[[@LINE-1]]:10: error: unsupported vISA version 5.0 (4.1 is supported)
.foo
// CHECK: :[[@LINE-1]]:1: error: unknown directive '.foo'
L1:
L1:
// CHECK: :[[@LINE-1]]:1: error: label 'L1' is already defined
.input VA offset=0 size=4
// CHECK: :[[@LINE-1]]:25: error: input size 4 does not match the size of 'VA' (128 bytes)
.input VA offset=0 size=128
instruction_before_kernel_is_fine_here_but_not_this:
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64 // a comment
ret (M1, 1)
(P0) lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64
// CHECK: :[[@LINE-1]]:2: error: P0 cannot predicate an instruction (predicate id 0 means none)
lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF+]:a64
// CHECK: :[[@LINE-1]]:42: error:
lsc_load.ugm (M1, 16) VVAL:d32 flat[(VOFF*VVAL]:a64
// CHECK: :[[@LINE-1]]:37: error: missing ')'
// The predefined variables are also V0..V20, spelled without leading zeros.
mov (M1, 1) VA(0,0)<1> V21(0,0)<0;1,0>
// CHECK: :[[@LINE-1]]:24: error: 'V21' is not a declared variable
mov (M1, 1) VA(0,0)<1> V01(0,0)<0;1,0>
// CHECK: :[[@LINE-1]]:24: error: 'V01' is not a declared variable
mov (M1, 1) VA(0,0)<1> V2(0,0)<0;1,0>

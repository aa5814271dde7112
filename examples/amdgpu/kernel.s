// mcpu: gfx900
// A small compute kernel: load a pointer pair from the kernel arguments,
// compute a per-lane address, loop over four elements, store the sum.
.text
.globl sum4
sum4:
  s_load_dwordx4 s[4:7], s[0:1], 0x0          // in, out pointers
  v_lshlrev_b32 v1, 4, v0                     // lane * 16 bytes
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v3, s5
  v_add_co_u32 v2, vcc, s4, v1
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  v_mov_b32 v6, 0                             // sum
  s_mov_b32 s8, 4                             // trip count
loop:
  global_load_dword v4, v[2:3], off
  s_waitcnt vmcnt(0)
  v_add_u32 v6, v6, v4
  v_add_co_u32 v2, vcc, 4, v2
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  s_sub_u32 s8, s8, 1
  s_cmp_lg_u32 s8, 0
  s_cbranch_scc1 loop
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v5, s7
  v_add_co_u32 v4, vcc, s6, v1
  v_addc_co_u32 v5, vcc, 0, v5, vcc
  global_store_dword v[4:5], v6, off
  s_endpgm

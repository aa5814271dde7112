// The seed page's flat (stateless) a64 examples as one runnable kernel (pvc, SIMD32); state: seed-flat.json.
//   build/gpuisa run --isa=visa --mcpu=pvc --state examples/visa/seed-flat.json examples/visa/seed-flat.s
// Memory: u32 M[k] = k at 0x10000 + 4k (k = 0..127); VOFF[n] = 0x10000 + 4n; VCMP[n] = 65 + n for even
// n, 0 for odd n; VIFEQ[n] = 1000 + n.
.version 4.1
.kernel "seed_flat"
.decl VOFF v_type=G type=uq num_elts=32 align=GRF
.decl VVAL v_type=G type=ud num_elts=32 align=GRF
.decl VOLD v_type=G type=ud num_elts=32 align=GRF
.decl VCMP v_type=G type=ud num_elts=32 align=GRF
.decl VIFEQ v_type=G type=ud num_elts=32 align=GRF
// VVAL[n] = M[64 + n] (address + 0x100) = 64 + n
lsc_load.ugm.uc.uc  (M1,32) VVAL:d32    flat[VOFF+0x100]:a64
// a prefetch: no effect
lsc_load.ugm  (M1,32) %null:d32  flat[VOFF]:a64
// M[n] = 64 + n
lsc_store.ugm     (M1,32) flat[VOFF]:a64  VVAL:d32
// M[n] = 65 + n
lsc_atomic_iinc.ugm.uc.uc  (M1,32) %null:d32  flat[VOFF]:a64 %null %null
// VOLD[n] = 65 + n; M[n] = 1000 + n where VCMP matched (even n), else stays 65 + n
lsc_atomic_icas.ugm.uc.wb  (M1,32) VOLD:d32  flat[VOFF]:a64 VCMP VIFEQ
ret (M1, 1)

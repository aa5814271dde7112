// The seed page's append-counter examples as one runnable kernel (pvc, SIMD32); state: seed-apndctr.json.
//   build/gpuisa run --isa=visa --mcpu=pvc --state examples/visa/seed-apndctr.json examples/visa/seed-apndctr.s
// Counters: bti 0xA0 = 100, bss 0x40 = 0; VADDEND[n] = 1; BSSO = 0x40. Each lane gets the counter
// before its own add: VDATA[n] = 100 + n after the first, n after the second; the counters end at 132, 32.
.version 4.1
.kernel "seed_apndctr"
.decl VDATA v_type=G type=ud num_elts=32 align=GRF
.decl VADDEND v_type=G type=ud num_elts=32 align=GRF
.decl BSSO v_type=G type=ud num_elts=1
lsc_apndctr_atomic_add.ugm  (M1,32) VDATA:d32 bti(0xA0) VADDEND:d32
lsc_apndctr_atomic_add.ugm.uc.uc (M1, 32) VDATA:d32 bss(BSSO(0,0)) VADDEND:d32
ret (M1, 1)

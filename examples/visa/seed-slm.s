// The seed page's SLM examples as one runnable kernel (pvc, SIMD32); state: seed-slm.json.
//   build/gpuisa run --isa=visa --mcpu=pvc --state examples/visa/seed-slm.json examples/visa/seed-slm.s
// SLM: 1 KiB, f32 S[k] = k at 4k (k = 0..255); VOFF[n] = 4 + 4n (a32 offsets), VADDEND[n] = 0.5.
.version 4.1
.kernel "seed_slm"
.decl VOFF v_type=G type=ud num_elts=32 align=GRF
.decl VVAL v_type=G type=ud num_elts=128 align=GRF
.decl VOLD v_type=G type=ud num_elts=32 align=GRF
.decl VADDEND v_type=G type=f num_elts=32 align=GRF
// float4 per lane from 4*VOFF - 0x10 = 16n: component v of lane n (VVAL[32v + n]) = S[4n + v]
lsc_load.slm   (M1,32) VVAL:d32x4  flat[0x4*VOFF-0x10]:a32
// lane n writes its four components at 4 + 4n; the lanes overlap, the highest lane writes last:
// S[1 + n] = component 0 of lane n (= 4n) for n = 0..31, then lane 31 also writes S[33..35] = 125 126 127
lsc_store.slm     (M1,32) flat[VOFF]:a32  VVAL:d32x4
// VOLD[n] = S[1 + n] (the values just stored), then S[1 + n] += 0.5
lsc_atomic_fadd.slm  (M1,32) VOLD:d32  flat[VOFF]:a32 VADDEND %null
ret (M1, 1)

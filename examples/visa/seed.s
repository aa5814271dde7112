// The seed page's LSC_UNTYPED examples as one kernel (V13 of the seed is the predefined %sr0,
// so the data operand is VVAL here). Assemble: build/gpuisa as --isa=visa --mcpu=pvc --show-encoding examples/visa/seed.s
// Checked by tests/lit/visa/seed-examples.s.

.version 4.1
.kernel "seed"
.decl VOFF v_type=G type=uq num_elts=32 align=GRF
.decl VVAL v_type=G type=ud num_elts=128 align=GRF
.decl VOLD v_type=G type=ud num_elts=32 align=GRF
.decl VADDEND v_type=G type=ud num_elts=32 align=GRF
.decl VCMP v_type=G type=ud num_elts=32 align=GRF
.decl VIFEQ v_type=G type=ud num_elts=32 align=GRF
.decl BSSO v_type=G type=ud num_elts=1
.decl VDATA v_type=G type=ud num_elts=512 align=GRF
.decl VSURF_BASE v_type=G type=uq num_elts=1
.decl VSURF_W v_type=G type=ud num_elts=1
.decl V_SURF_H v_type=G type=ud num_elts=1
.decl SURF_P v_type=G type=ud num_elts=1
.decl OFF_X v_type=G type=d num_elts=1
.decl OFF_Y v_type=G type=d num_elts=1
lsc_load.ugm.uc.uc  (M1,32) VVAL:d32    flat[VOFF+0x100]:a64
lsc_load.ugm  (M1,32) %null:d32  flat[VOFF]:a64
lsc_load.slm   (M1,32) VVAL:d32x4  flat[0x4*VOFF-0x10]:a32
lsc_load.ugm (M1_NM, 1)  VVAL:d32t  arg[VOFF]:a32
lsc_store.ugm     (M1,32) flat[VOFF]:a64  VVAL:d32
lsc_store.slm     (M1,32) flat[VOFF]:a32  VVAL:d32x4
lsc_atomic_iinc.ugm.uc.uc  (M1,32) %null:d32  flat[VOFF]:a64 %null %null
lsc_atomic_fadd.slm  (M1,32) VOLD:d32  flat[VOFF]:a32 VADDEND %null
lsc_atomic_icas.ugm.uc.wb  (M1,32) VOLD:d32  flat[VOFF]:a64 VCMP VIFEQ
lsc_load.ugm.uc.uc (M1,32) VVAL:d32 bss(BSSO(0,0))[VOFF]:a64
lsc_load.ugm.uc.uc (M1,32) VVAL:d32 ss(BSSO(0,0))[VOFF]:a64
lsc_load.ugm          (M1_NM,1)  VVAL:d32x16t  bti(0x4)[VOFF]:a32
lsc_load_block2d.ugm  (M1_NM,1)  VDATA:d8.2x16x32nn    flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
lsc_load_block2d.ugm  (M1_NM,1) VDATA:d16.1x32x16tn   flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
lsc_load_block2d.ugm  (M1_NM,1) VDATA:d16.1x16x32nt   flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
lsc_store_block2d.ugm (M1_NM,1)  flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]  VDATA:d16.16x32nn
lsc_apndctr_atomic_add.ugm  (M1,32) VDATA:d32 bti(0xA0) VADDEND:d32
lsc_apndctr_atomic_add.ugm.uc.uc (M1, 32) VDATA:d32 bss(BSSO(0,0)) VADDEND:d32
ret (M1, 1)

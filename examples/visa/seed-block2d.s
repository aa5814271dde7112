// The seed page's 2D block examples as one runnable kernel (pvc); state: seed-block2d.json.
//   build/gpuisa run --isa=visa --mcpu=pvc --state examples/visa/seed-block2d.json examples/visa/seed-block2d.s
// Surface: base 0x100000, 64 bytes x 64 rows (SurfaceWidth = SurfaceHeight = 63), pitch 64; byte
// (r, i) = (r + i) mod 256; the tile origin is X = 4, Y = 8 elements. Each load has its own destination.
.version 4.1
.kernel "seed_block2d"
.decl VDATA v_type=G type=ud num_elts=512 align=GRF
.decl VD8 v_type=G type=ub num_elts=1024 align=GRF
.decl VTN v_type=G type=uw num_elts=512 align=GRF
.decl VNT v_type=G type=uw num_elts=512 align=GRF
.decl VSURF_BASE v_type=G type=uq num_elts=1
.decl VSURF_W v_type=G type=ud num_elts=1
.decl V_SURF_H v_type=G type=ud num_elts=1
.decl SURF_P v_type=G type=ud num_elts=1
.decl OFF_X v_type=G type=d num_elts=1
.decl OFF_Y v_type=G type=d num_elts=1
// two 16 x 32 byte blocks side by side: columns 4..19 and 20..35 of rows 8..39
lsc_load_block2d.ugm  (M1_NM,1)  VD8:d8.2x16x32nn    flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
// 32 x 16 words, transposed: columns 4..35 of rows 8..23; columns 32..35 are past the 64-byte width: 0
lsc_load_block2d.ugm  (M1_NM,1) VTN:d16.1x32x16tn   flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
// 16 x 32 words, VNNI: pairs of rows interleaved per column
lsc_load_block2d.ugm  (M1_NM,1) VNT:d16.1x16x32nt   flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]
// store 16 x 32 words of VDATA (0 in the state) back at the tile: rows 8..39, bytes 8..39 become 0
lsc_store_block2d.ugm (M1_NM,1)  flat[VSURF_BASE,VSURF_W,V_SURF_H,SURF_P,OFF_X,OFF_Y]  VDATA:d16.16x32nn
ret (M1, 1)

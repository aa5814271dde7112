v_pk_add_u16 v0, v1, v2 neg_lo:[1,0]
s_endpgm

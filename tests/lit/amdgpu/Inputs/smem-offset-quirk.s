s_load_dword s0, s[0:1] glc
s_load_dword s0, s[0:1] lds glc
s_atomic_add s0, s[0:1] glc

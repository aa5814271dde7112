buffer_store_lds_dword s[4:7], s8 offset:4 lds glc
buffer_store_lds_dword s[4:7], s8 offset:4 glc lds
buffer_store_lds_dword s[4:7], s8 offset:4
buffer_store_lds_dword s[4:7], s8
buffer_store_lds_dword s[4:7], s8 glc

s_nop 0

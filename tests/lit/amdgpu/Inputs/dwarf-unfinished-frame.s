	.cfi_sections .debug_frame
	.cfi_startproc
	s_nop 0

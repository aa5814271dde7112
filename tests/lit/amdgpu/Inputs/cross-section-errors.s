	.text
	s_mov_b32 s0, a-b
a:
	.data
b:
	.long 1
	.section .x
	.long a-b
	.long b-a

	.file	1 "/tmp/d" "a.cl"
	.file	3 "b.cl"
	.file	4 "x/y/c.cl"
	.text
	.loc 1 5 3
	s_nop 0
	.loc 3 1
	.loc 4 2
	s_nop 0
	.loc 4 2 7
	.byte 1,2,3,4
	s_endpgm

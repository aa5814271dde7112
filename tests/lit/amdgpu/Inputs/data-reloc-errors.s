	.text
	.byte ext
	.set x, x+1
	x2 = y
	y = z
	z = x2 * 2
	.set w, 1
	.set w, w+1
foo:
	.size foo, bar

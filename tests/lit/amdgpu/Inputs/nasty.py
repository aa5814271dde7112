"""Hostile input for the assembler: deep nesting, huge numbers and lines,
NUL bytes, invalid UTF-8, cyclic symbols, no final newline."""
import sys
w = sys.stdout.buffer.write
w(b'v_mov_b32 v0, ' + b'(' * 5000 + b'1' + b')' * 5000 + b'\n')
w(b'v_mov_b32 v0, ' + b'-' * 100000 + b'1\n')
w(b's_mov_b32 s0, ' + b'9' * 5000 + b'\n')
w(b'v_mov_b32 v0, 1\x00\x00 garbage\n')
w(b'v_mov_b32 v0, \xff\xfe\xc3\x28\n')
w(b'x' * 1000000 + b'\n')
w(b'v_mov_b32 v[' + b'1+' * 20000 + b'1], v0\n')
w(b'a = b\nb = a\ns_mov_b32 s0, a\n')
w(b'[' * 3000 + b'\n')
w(b'image_load v0, [' + b'v1,' * 100 + b'v1], s[0:7] dmask:1 dim:1D\n')
w(b'v_add_f32 v0, |' * 500 + b'\n')
w(b's_mov_b32 s0, v')

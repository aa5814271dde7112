#!/usr/bin/env python3
"""Generate the AMDGPU differential test cases: tests/diff/cases/<section>.s.

Every line of a case file is one case. The sections follow the seed page
(shared/seeds/amdgpu-operand-syntax.rst) and the known llvm-mc differences
(shared/spec/amdgpu.md). The same file is assembled for every target; a line that uses an
instruction or register that a target lacks is simply a rejected case there.

Host instructions: s_mov_b32/b64, s_add_u32, s_bfe_i64/u64, s_load_dword(x2,x4,x8,x16),
s_setreg_imm32_b32, s_waitcnt, s_branch, s_nop, v_mov_b32, v_add_f32/f16/u16/u32/f64,
v_add_i32 and v_add_co_u32 (the carry forms per generation), v_ceil_f64, v_fma_f32,
v_mad_u64_u32, v_lshlrev_b64, buffer_load_dword(x4), global_load_dword (x2/x3/x4 only for AGPR
tuples), flat_load_dword, ds_read_b32/ds_write_b32, image_load (NSA on gfx1010),
v_accvgpr_read/write_b32, and v_cvt_f32_f16 (the only f16 source operand GFX7 has).

Rules the generator keeps:
  - only the common host instructions (see HOSTS below); every case file assembles on its own;
  - cases that define symbols live in their own sym_*/reloc_* files so no state leaks;
  - no data-emitting directives (the object-file path slices .text by instruction size);
  - no multi-character quotes: llvm-mc 14 hangs on `'ab'` at the end of a file and swallows
    the next line elsewhere;
  - no INT64_MIN / -1 or INT64_MIN % -1: llvm-mc 14 dies with SIGFPE.

usage: gen_cases.py [--out DIR]
"""

import argparse
import os
import re
import sys

sys.dont_write_bytecode = True
from diffcommon import line_kind  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

SECTIONS = []


def section(name, title):
    def deco(fn):
        SECTIONS.append((name, title, fn))
        return fn
    return deco


def fill(templates, operands):
    """Every template with every operand; "{}" (possibly several) is the operand."""
    return [t.replace('{}', o) for o in operands for t in templates]


def uniq(lines):
    """Drop repeated cases, but only in files without state (no directives or labels)."""
    if any(line_kind(l) == 'directive' for l in lines):
        return lines
    seen = set()
    out = []
    for l in lines:
        if l.startswith('//') or l == '' or l not in seen:
            out.append(l)
            seen.add(l)
    return out


# ----------------------------------------------------------------------------- hosts
# Operand slots, one format string each; "{}" is the operand under test.

B32_S = ['s_mov_b32 s0, {}', 's_add_u32 s0, s1, {}']
B32_V = ['v_mov_b32 v0, {}', 'v_add_u32 v0, {}, v1', 'v_add_i32 v0, vcc, {}, v1',
         'v_add_u32_e64 v0, v1, {}']
B64_S = ['s_mov_b64 s[0:1], {}', 's_bfe_i64 s[0:1], {}, s2', 's_bfe_u64 s[0:1], {}, s2']
B64_V = ['v_lshlrev_b64 v[0:1], v1, {}']
I16_V = ['v_add_u16 v0, {}, v1', 'v_add_u16_e64 v0, v1, {}']
F16_V = ['v_add_f16 v0, {}, v1', 'v_add_f16_e64 v0, v1, {}', 'v_cvt_f32_f16 v0, {}']
F32_V = ['v_add_f32 v0, {}, v1', 'v_add_f32_e64 v0, v1, {}', 'v_fma_f32 v0, v1, v2, {}']
F64_V = ['v_ceil_f64 v[0:1], {}', 'v_add_f64 v[0:1], v[2:3], {}']
ALL_TYPES = [('b32 salu', B32_S), ('b32 valu', B32_V), ('b64 salu', B64_S), ('b64 valu', B64_V),
             ('i16', I16_V), ('f16', F16_V), ('f32', F32_V), ('f64', F64_V)]
ALL_HOSTS = B32_S + B32_V + B64_S + B64_V + I16_V + F16_V + F32_V + F64_V

# Register contexts by size.
CTX_V1 = ['v_mov_b32 v0, {}', 'v_mov_b32 {}, v0', 'v_add_f32 v0, v1, {}', 'v_fma_f32 v0, v1, {}, v2',
          'ds_read_b32 {}, v1', 'ds_write_b32 {}, v1', 'flat_load_dword {}, v[0:1]']
CTX_V2 = ['v_lshlrev_b64 {}, v1, v[2:3]', 'v_lshlrev_b64 v[0:1], v1, {}', 'v_ceil_f64 v[0:1], {}',
          'v_add_f64 v[0:1], v[2:3], {}', 'flat_load_dword v0, {}', 'global_load_dword v0, {}, off',
          'v_mad_u64_u32 {}, s[0:1], v1, v2, v[2:3]']
CTX_V3 = ['image_load {}, v0, s[0:7] dmask:0x7 unorm',
          'image_load {}, v0, s[0:7] dmask:0x7 dim:SQ_RSRC_IMG_1D unorm']
CTX_V4 = ['buffer_load_dwordx4 {}, off, s[0:3], 0', 'image_load {}, v0, s[0:7] dmask:0xf unorm']
CTX_V5 = ['image_load {}, v0, s[0:7] dmask:0xf unorm tfe']
CTX_V = {1: CTX_V1, 2: CTX_V2, 3: CTX_V3, 4: CTX_V4, 5: CTX_V5}

CTX_S1 = ['s_mov_b32 s0, {}', 's_mov_b32 {}, s0', 's_add_u32 s0, s1, {}', 'v_mov_b32 v0, {}',
          'v_add_f32 v0, {}, v1', 'v_add_f32 v0, v1, {}', 's_load_dword {}, s[0:1], 0']
CTX_S2 = ['s_mov_b64 s[0:1], {}', 's_mov_b64 {}, s[0:1]', 's_bfe_u64 s[0:1], {}, s2',
          's_load_dword s0, {}, 0', 's_load_dwordx2 {}, s[0:1], 0', 'v_lshlrev_b64 v[0:1], v1, {}',
          'v_ceil_f64 v[0:1], {}']
CTX_S4 = ['s_load_dwordx4 {}, s[0:1], 0', 'buffer_load_dword v0, off, {}, 0']
CTX_S8 = ['s_load_dwordx8 {}, s[0:1], 0', 'image_load v0, v0, {}, s[0:3] dmask:0x1 unorm']
CTX_S16 = ['s_load_dwordx16 {}, s[0:1], 0']
CTX_S = {1: CTX_S1, 2: CTX_S2, 4: CTX_S4, 8: CTX_S8, 16: CTX_S16}

# Special registers used where a size does not fit.
MISMATCH32 = ['s_mov_b64 s[0:1], {}', 'v_lshlrev_b64 v[0:1], v1, {}']
MISMATCH64 = ['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}']


def ctx_for(size, table):
    return table.get(size, [])


def vlist(prefix, first, count):
    return '[' + ','.join('%s%d' % (prefix, first + i) for i in range(count)) + ']'


# ----------------------------------------------------------------------------- registers

@section('reg_v', 'v: vector registers (index range, syntax forms, sizes, lists, gfx90a alignment)')
def reg_v():
    L = ['// page examples, each in contexts of its size']
    for op, size in [('v255', 1), ('v[0]', 1), ('v[0:1]', 2), ('v[1:1]', 1), ('v[0:3]', 4),
                     ('v[2*2]', 1), ('v[1-1:2-1]', 2), ('[v252]', 1),
                     ('[v252,v253,v254,v255]', 4)]:
        L += fill(CTX_V[size], [op])
    L.append('// index sweep')
    idx = [0, 1, 2, 9, 10, 15, 16, 31, 32, 63, 64, 99, 100, 101, 102, 103, 104, 105, 106, 127,
           128, 200, 253, 254, 255, 256, 257, 300, 511, 512, 1000, 65535, 4294967296]
    for i in idx:
        L.append('v_mov_b32 v0, v%d' % i)
        L.append('v_mov_b32 v%d, v0' % i)
        L.append('v_mov_b32 v0, v[%d]' % i)
    L.append('// spellings of one register')
    forms = ['v7', 'v07', 'v007', 'v[7]', 'v[07]', 'v[0x7]', 'v[0X7]', 'v[0b111]', 'v[007]',
             'v[7:7]', 'v[ 7 ]', 'v[7 : 7]', 'v [7]', 'v[3+4]', 'v[(3+4)]', 'v[14/2]', 'v[15%8]',
             'v[1<<3-1]', 'v[(1<<3)-1]', 'v[~-8]', 'v[-(-7)]', 'v[+7]', 'v[7]]', 'v[[7]]', '[v7]',
             '[v[7]]', '[v[7:7]]', '[ v7 ]', '[v7,]', 'V7', 'V[7]', 'v[7', 'v7[0]', 'v 7', 'v-7',
             'v+7', 'v7a', 'v0x7', 'v7.0', 'v[7.0]', 'v[7:7:7]', 'v[7,7]', 'v[]', 'v', 'vv7', 'v_7',
             'v[sym]', 'v[7:sym]', 'v[1:0]', 'v[-1]', 'v[-1:0]', 'v[0:-1]', 'v[255:256]',
             'v[0x100]', 'v[1<<8]', "v['a']", 'v[!0]', 'v[!5]', 'v[7==7]', 'v[(7==7)]',
             'v[-(7==7)]', 'v[7>2]', 'v[1 && 7]', 'v[0 || 3]', 'v[5^2]', 'v[5|2]', 'v[15&7]',
             'v[8!0]', 'v[1.0]', 'v[0x1p3]', 'v[.]', 'v[.-.]']
    for f in forms:
        L.append('v_mov_b32 v0, ' + f)
    for f in ['v7', 'v[7]', '[v7]', 'V7', 'v[3+4]', 'v[7:7]']:
        L.append('v_mov_b32 %s, v0' % f)
    L.append('// range sizes 1..33 (valid: 1-8, 16, 32)')
    for k in range(1, 34):
        r = 'v[0:%d]' % (k - 1)
        L.append('v_mov_b32 v0, ' + r)
        L.append('v_lshlrev_b64 v[0:1], v1, ' + r)
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % r)
    L.append('// ranges at the top of the file')
    for r in ['v[254:255]', 'v[255:255]', 'v[255:256]', 'v[252:255]', 'v[253:256]',
              'v[248:255]', 'v[240:255]', 'v[224:255]', 'v[225:256]', 'v[250:252]', 'v[251:255]']:
        L.append('v_mov_b32 v0, ' + r)
        L.append('v_lshlrev_b64 v[0:1], v1, ' + r)
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % r)
    L.append('// register lists')
    for k in [1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 31, 32, 33]:
        lst = vlist('v', 0, k)
        L.append('v_lshlrev_b64 v[0:1], v1, ' + lst)
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % lst)
    for lst in ['[v0,v1]', '[v1,v2]', '[v2,v3]', '[v0,v2]', '[v1,v0]', '[v0,v0]', '[v0,s1]',
                '[v0,a1]', '[v0,v[1:2]]', '[v[0:1],v2]', '[v[0],v[1]]', '[v[0],v1]', '[v0 ,v1]',
                '[v0, v1,]', '[v0 v1]', '[]', '[v0', '[v0,v1]]', '[[v0],[v1]]', '[V0,V1]',
                '[v0,V1]', '[v254,v255]', '[v255,v256]', '[v[0:0],v[1:1]]', '[v0,ttmp1]',
                '[v0,vcc_hi]', '[ v0 , v1 ]', '[v2*1,v3]', '[v[2*1],v[3]]']:
        L.append('v_lshlrev_b64 v[0:1], v1, ' + lst)
    for lst in ['[v0,v1,v2,v3]', '[v4,v5,v6,v7]', '[v1,v2,v3,v4]', '[v0,v1,v3,v4]',
                '[v3,v2,v1,v0]', '[v0,v1,v2,v3,v4]']:
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % lst)
    L.append('// gfx90a: every VGPR tuple of two or more registers must be even-aligned')
    for first in range(0, 6):
        r2 = 'v[%d:%d]' % (first, first + 1)
        L += fill(['v_lshlrev_b64 v[0:1], v1, {}', 'v_lshlrev_b64 {}, v1, v[2:3]',
                   'v_ceil_f64 v[0:1], {}', 'v_ceil_f64 {}, v[0:1]', 'global_load_dword v0, {}, off',
                   'flat_load_dword v0, {}', 'v_mad_u64_u32 {}, s[0:1], v1, v2, v[2:3]',
                   'v_mad_u64_u32 v[0:1], s[0:1], v1, v2, {}'], [r2])
        L.append('image_load v[%d:%d], v0, s[0:7] dmask:0x7 unorm' % (first, first + 2))
        L.append('buffer_load_dwordx4 v[%d:%d], off, s[0:3], 0' % (first, first + 3))
        L.append('image_load v[0:3], v[%d:%d], s[0:7] dmask:0xf unorm' % (first, first + 1))
    for lst in ['[v1,v2]', '[v3,v4]', '[v2,v3]']:
        L.append('v_lshlrev_b64 v[0:1], v1, ' + lst)
    return L


@section('reg_nsa', 'NSA: GFX10 image address lists with non-sequential registers (image_load)')
def reg_nsa():
    L = ['// page examples']
    img = 'image_load v0, %s, s[0:7] dmask:0x1 dim:%s unorm'
    for addr, dim in [('[v32,v1,v[2]]', 'SQ_RSRC_IMG_3D'), ('[v[32],v[1:1],[v2]]', 'SQ_RSRC_IMG_3D'),
                      ('[v4,v4,v4,v4]', 'SQ_RSRC_IMG_2D_MSAA_ARRAY')]:
        L.append(img % (addr, dim))
    L.append('// address counts against dim')
    dims = [('SQ_RSRC_IMG_1D', 1), ('SQ_RSRC_IMG_2D', 2), ('SQ_RSRC_IMG_3D', 3),
            ('SQ_RSRC_IMG_CUBE', 3), ('SQ_RSRC_IMG_1D_ARRAY', 2), ('SQ_RSRC_IMG_2D_ARRAY', 3),
            ('SQ_RSRC_IMG_2D_MSAA', 3), ('SQ_RSRC_IMG_2D_MSAA_ARRAY', 4)]
    for dim, n in dims:
        for k in sorted({n - 1, n, n + 1} - {0}):
            L.append(img % ('[' + ','.join('v%d' % (10 + 3 * i) for i in range(k)) + ']', dim))
            L.append(img % (vlist('v', 10, k), dim))
            if k == 1:
                L.append(img % ('v10', dim))
            else:
                L.append(img % ('v[10:%d]' % (9 + k), dim))
    L.append('// short dim names and other spellings')
    for dim in ['1D', '2D', '3D', 'CUBE', '1D_ARRAY', '2D_ARRAY', '2D_MSAA', '2D_MSAA_ARRAY',
                'SQ_RSRC_IMG_4D', '4D', '2d', 'sq_rsrc_img_2d']:
        L.append(img % ('[v4,v9]', dim))
    L.append('// list element forms')
    for addr in ['[v4,v6,v5]', '[v255,v0]', '[v0,v255]', '[v4, v5 , v6 ]', '[v4,v[5],v[6:6]]',
                 '[[v4],[v5],[v6]]', '[v4,s5,v6]', '[v[4:5],v6]', '[v4,v[5:6]]', '[V4,v5,v6]',
                 '[v4,v5,]', '[v4,,v5]', '[v4 v5 v6]', '[v4,v5,v6', '[v4,a5,v6]', '[v4,v5,v256]',
                 '[v4,v[5+1],v[2*4]]', '[v4,v4,v4]', '[v4,v5,v6]', '[v0,v1,v2]']:
        L.append(img % (addr, 'SQ_RSRC_IMG_3D'))
    L.append('// NSA with multi-dword data and other modifiers')
    L.append('image_load v[0:3], [v4,v6], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm')
    L.append('image_load v[0:3], [v4,v6], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc')
    L.append('image_load v[0:1], [v4,v6,v8], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_3D')
    L.append('image_load v[0:4], [v5,v7], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm tfe')
    L.append('image_load v[0:3], [v4,v6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm')
    L.append('// the non-NSA forms on every target')
    for addr in ['v[0:1]', 'v[0:2]', 'v[0:3]', 'v0']:
        L.append('image_load v[0:3], %s, s[0:7] dmask:0xf unorm' % addr)
    return L


@section('reg_a', 'a / acc: accumulator registers (gfx908, gfx90a; an error elsewhere)')
def reg_a():
    L = ['// page examples']
    A1 = ['v_accvgpr_read_b32 v0, {}', 'v_accvgpr_write_b32 {}, v1', 'global_load_dword {}, v[0:1], off',
          'ds_read_b32 {}, v1']
    A2 = ['global_load_dwordx2 {}, v[0:1], off', 'v_accvgpr_read_b32 v0, {}']
    A4 = ['buffer_load_dwordx4 {}, off, s[0:3], 0', 'global_load_dwordx4 {}, v[0:1], off']
    ctx = {1: A1, 2: A2, 4: A4}
    for op, size in [('a255', 1), ('a[0]', 1), ('a[0:1]', 2), ('a[1:1]', 1), ('a[0:3]', 4),
                     ('a[2*2]', 1), ('a[1-1:2-1]', 2), ('[a252]', 1), ('[a252,a253,a254,a255]', 4),
                     ('acc0', 1), ('acc[1]', 1), ('[acc250]', 1), ('[acc2,acc3]', 2)]:
        L += fill(ctx[size], [op])
    L.append('// index sweep')
    for i in [0, 1, 2, 15, 16, 31, 32, 63, 64, 100, 127, 128, 200, 254, 255, 256, 257, 1000]:
        L.append('v_accvgpr_read_b32 v0, a%d' % i)
        L.append('v_accvgpr_write_b32 a%d, v0' % i)
        L.append('v_accvgpr_read_b32 v0, acc%d' % i)
        L.append('v_accvgpr_write_b32 acc[%d], v0' % i)
    L.append('// spellings')
    for f in ['a7', 'a07', 'a[7]', 'a[7:7]', 'a[3+4]', '[a7]', 'acc7', 'acc07', 'acc[7]',
              'acc[7:7]', '[acc7]', '[acc[7]]', 'A7', 'ACC7', 'Acc7', 'a 7', 'acc 7', 'ac7',
              'accv7', 'a[7', 'a[sym]', 'a[-1]', 'a[1:0]', 'a[256]', 'a', 'acc']:
        L.append('v_accvgpr_read_b32 v0, ' + f)
        L.append('v_accvgpr_write_b32 %s, v0' % f)
    L.append('// sizes 1..33')
    for k in range(1, 34):
        r = 'a[0:%d]' % (k - 1)
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % r)
        L.append('v_accvgpr_read_b32 v0, ' + r)
    for k in [1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33]:
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % vlist('a', 0, k))
        L.append('buffer_load_dwordx4 %s, off, s[0:3], 0' % vlist('acc', 0, k))
    L.append('// lists')
    for lst in ['[a0,a1]', '[a1,a2]', '[a0,a2]', '[a1,a0]', '[a0,v1]', '[acc0,a1]', '[a0,acc1]',
                '[acc0,acc1]', '[a[0],acc[1]]', '[a254,a255]', '[a255,a256]']:
        L.append('global_load_dwordx2 %s, v[0:1], off' % lst)
    L.append('// gfx90a alignment of AGPR tuples')
    for first in range(0, 5):
        L.append('global_load_dwordx2 a[%d:%d], v[0:1], off' % (first, first + 1))
        L.append('global_load_dwordx3 a[%d:%d], v[0:1], off' % (first, first + 2))
        L.append('buffer_load_dwordx4 a[%d:%d], off, s[0:3], 0' % (first, first + 3))
    L.append('// accvgpr operand kinds')
    for src in ['v1', 'a1', 's1', '1', '-1', '64', '65', '-16', '-17', '1.0', '0.5', '-4.0',
                '0x12345', '0x3f800000', 'vcc_lo', 'm0', 'exec_lo', 'sym', 'v[1:2]']:
        L.append('v_accvgpr_write_b32 a0, ' + src)
    for src in ['a1', 'v1', 's1', '1', 'acc1']:
        L.append('v_accvgpr_read_b32 v0, ' + src)
    L.append('v_accvgpr_read_b32 a0, a1')
    L.append('v_accvgpr_write_b32 v0, v1')
    L.append('v_accvgpr_read_b32_e64 v0, a1')
    L.append('v_accvgpr_write_b32_e64 a0, v1')
    L.append('// AGPRs where only VGPRs go')
    L += fill(['v_mov_b32 v0, {}', 'v_mov_b32 {}, v0', 'v_add_f32 v0, {}, v1', 'v_add_f32 v0, v1, {}',
               'ds_write_b32 v0, {}', 'ds_write_b32 {}, v0', 'flat_load_dword {}, v[0:1]',
               'flat_load_dword v0, a[0:1]', 'buffer_load_dword {}, off, s[0:3], 0',
               'global_load_dword v0, a[0:1], off', 'image_load {}, v0, s[0:7] dmask:0x1 unorm',
               's_mov_b32 s0, {}'], ['a1'])
    return L


@section('reg_s', 's: scalar registers (count per GPU, alignment, sizes, lists)')
def reg_s():
    L = ['// page examples']
    for op, size in [('s0', 1), ('s[0]', 1), ('s[0:1]', 2), ('s[1:1]', 1), ('s[0:3]', 4),
                     ('s[2*2]', 1), ('s[1-1:2-1]', 2), ('[s4]', 1), ('[s4,s5,s6,s7]', 4)]:
        L += fill(CTX_S[size], [op])
    L.append('// page examples of invalid alignment')
    L += fill(CTX_S2, ['s[1:2]'])
    L += fill(CTX_S4, ['s[2:5]'])
    L.append('// index sweep: GFX7 104, GFX8/9 102, GFX10 106 registers')
    for i in list(range(0, 108)) + [127, 128, 255, 256, 1000]:
        L.append('s_mov_b32 s0, s%d' % i)
        if i < 2 or 100 <= i:
            L.append('s_mov_b32 s%d, s0' % i)
    L.append('// spellings')
    for f in ['s7', 's07', 's[7]', 's[7:7]', 's[ 7 ]', 's[3+4]', 's[0x7]', '[s7]', '[s[7]]', 'S7',
              'S[7]', 's 7', 's[7', 's7]', 's[sym]', 's[-1]', 's[1:0]', 's[7.0]', 's', 'ss7', 's-7',
              's[!0]', 's[~-8]', 's[7:7:7]']:
        L.append('s_mov_b32 s0, ' + f)
    L.append('// range sizes 1..33 (llvm-mc accepts 1-8 and 16; the page also lists 32)')
    for k in range(1, 34):
        r = 's[0:%d]' % (k - 1)
        L.append('s_mov_b64 s[0:1], ' + r)
        L.append('s_load_dwordx16 %s, s[0:1], 0' % r)
    L.append('s_load_dwordx16 s[32:63], s[0:1], 0')
    L.append('s_load_dwordx8 s[0:31], s[0:1], 0')
    L.append('// alignment: pairs even, 3 and more quad-aligned')
    for first in range(0, 9):
        L += fill(CTX_S2[:5], ['s[%d:%d]' % (first, first + 1)])
        L.append('s_mov_b32 s0, s[%d:%d]' % (first, first + 2))
        L += fill(CTX_S4, ['s[%d:%d]' % (first, first + 3)])
        L.append('s_load_dwordx8 s[%d:%d], s[0:1], 0' % (first, first + 7))
    for first in [0, 2, 4, 8, 12, 16, 20, 24, 32]:
        L.append('s_load_dwordx16 s[%d:%d], s[0:1], 0' % (first, first + 15))
    L.append('// ranges at the top of the file')
    for lo, hi in [(100, 101), (102, 103), (104, 105), (106, 107), (96, 99), (100, 103),
                   (104, 107), (96, 103), (88, 103), (92, 99), (96, 111), (88, 95), (84, 99)]:
        r = 's[%d:%d]' % (lo, hi)
        n = hi - lo + 1
        L += fill(CTX_S.get(n, ['s_mov_b32 s0, {}'])[:2], [r])
    L.append('// lists')
    for k in [1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33]:
        L.append('s_load_dwordx16 %s, s[0:1], 0' % vlist('s', 0, k))
    for lst in ['[s0,s1]', '[s1,s2]', '[s2,s3]', '[s0,s2]', '[s1,s0]', '[s0,s0]', '[s0,v1]',
                '[s0,ttmp1]', '[s[0],s[1]]', '[s[0:1]]', '[s0, s1]', '[S0,S1]', '[s0,vcc_hi]',
                '[s100,s101]', '[s102,s103]', '[s104,s105]', '[s106,s107]']:
        L.append('s_mov_b64 s[0:1], ' + lst)
    for lst in ['[s4,s5,s6,s7]', '[s2,s3,s4,s5]', '[s4,s5,s6,s8]', '[s4,s5,s6]']:
        L.append('s_load_dwordx4 %s, s[0:1], 0' % lst)
    return L


@section('reg_ttmp', 'ttmp: trap temporaries (12 on GFX7/8 at 0x70, 16 on GFX9/10 at 0x6c)')
def reg_ttmp():
    L = ['// page examples']
    for op, size in [('ttmp0', 1), ('ttmp[0]', 1), ('ttmp[0:1]', 2), ('ttmp[1:1]', 1),
                     ('ttmp[0:3]', 4), ('ttmp[2*2]', 1), ('ttmp[1-1:2-1]', 2), ('[ttmp4]', 1),
                     ('[ttmp4,ttmp5,ttmp6,ttmp7]', 4)]:
        L += fill(CTX_S[size][:5], [op])
    L.append('// page examples of invalid alignment')
    L += fill(CTX_S2[:5], ['ttmp[1:2]'])
    L += fill(CTX_S4, ['ttmp[2:5]'])
    L.append('// index sweep')
    for i in range(0, 18):
        L.append('s_mov_b32 s0, ttmp%d' % i)
        L.append('s_mov_b32 ttmp%d, s0' % i)
        L.append('v_mov_b32 v0, ttmp[%d]' % i)
    L.append('// spellings')
    for f in ['ttmp7', 'ttmp07', 'ttmp[7]', 'ttmp[7:7]', 'ttmp[3+4]', '[ttmp7]', 'TTMP7',
              'Ttmp7', 'ttmp 7', 'tmp7', 'ttmp[sym]', 'ttmp[-1]', 'ttmp', 'ttmp_7', 'ttmp[7']:
        L.append('s_mov_b32 s0, ' + f)
    L.append('// sizes 1..17 (llvm-mc rejects 3, 5, 6, 7 for ttmp)')
    for k in range(1, 18):
        r = 'ttmp[0:%d]' % (k - 1)
        L.append('s_mov_b32 s0, ' + r)
        L.append('s_load_dwordx16 %s, s[0:1], 0' % r)
    L.append('s_mov_b32 s0, ttmp[0:31]')
    for k in [2, 3, 4, 5, 8, 9, 12, 16, 17]:
        L.append('s_load_dwordx16 %s, s[0:1], 0' % vlist('ttmp', 0, k))
    L.append('// alignment')
    for first in range(0, 13):
        L.append('s_mov_b64 s[0:1], ttmp[%d:%d]' % (first, first + 1))
        L.append('s_load_dwordx4 ttmp[%d:%d], s[0:1], 0' % (first, first + 3))
        L.append('s_load_dwordx8 ttmp[%d:%d], s[0:1], 0' % (first, first + 7))
    L.append('s_load_dwordx16 ttmp[0:15], s[0:1], 0')
    L.append('s_load_dwordx16 ttmp[4:19], s[0:1], 0')
    L.append('// uses')
    L += fill(CTX_S2, ['ttmp[2:3]', 'ttmp[10:11]', 'ttmp[12:13]', 'ttmp[14:15]'])
    L += fill(CTX_S4, ['ttmp[8:11]', 'ttmp[12:15]'])
    L.append('// lists')
    for lst in ['[ttmp0,ttmp1]', '[ttmp1,ttmp2]', '[ttmp0,ttmp2]', '[ttmp0,s1]', '[ttmp14,ttmp15]',
                '[ttmp[0],ttmp[1]]', '[TTMP0,TTMP1]']:
        L.append('s_mov_b64 s[0:1], ' + lst)
    return L


def special_pair(name, lo, hi):
    """Every page spelling of a 64-bit special register and its halves, in every context."""
    L = ['// 64-bit spellings']
    for f in [name, '[%s]' % name, '[%s,%s]' % (lo, hi)]:
        L += fill(CTX_S2 + MISMATCH64, [f])
    L.append('// 32-bit halves')
    for f in [lo, hi, '[%s]' % lo, '[%s]' % hi]:
        L += fill(CTX_S1 + MISMATCH32, [f])
    L.append('// other spellings')
    for f in [name.upper(), lo.upper(), name.capitalize(), '[%s,%s]' % (hi, lo), '[%s,%s]' % (lo, lo),
              '[%s, %s]' % (lo, hi), '[[%s]]' % name, '%s[0]' % name, '%s[0:1]' % name, '[%s,%s]' % (name, name),
              '%s_lo' % lo, '%s_hi' % name + '_x', name + '_l', '[%s]' % lo.upper()]:
        L.append('s_mov_b64 s[0:1], ' + f)
        L.append('s_mov_b32 s0, ' + f)
    L.append('// VALU and memory uses')
    L += fill(['v_add_f64 v[0:1], {}, v[2:3]', 'v_mad_u64_u32 v[0:1], s[0:1], v1, v2, {}',
               'buffer_load_dword v0, off, s[0:3], {}'], [name])
    L += fill(['v_fma_f32 v0, {}, v1, v2', 'v_add_f32_e64 v0, {}, v1', 'v_add_u16 v0, {}, v1',
               'v_add_f16 v0, {}, v1', 'buffer_load_dword v0, off, s[0:3], {}',
               's_load_dword s0, s[0:1], {}', 'v_accvgpr_write_b32 a0, {}'], [lo, hi])
    return L


@section('reg_tba', 'tba: trap base address (GFX7/8 only)')
def reg_tba():
    return special_pair('tba', 'tba_lo', 'tba_hi')


@section('reg_tma', 'tma: trap memory address (GFX7/8 only)')
def reg_tma():
    return special_pair('tma', 'tma_lo', 'tma_hi')


@section('reg_flat_scratch', 'flat_scratch (0x68 on GFX7, 0x66 on GFX8/9; not on GFX10)')
def reg_flat_scratch():
    return special_pair('flat_scratch', 'flat_scratch_lo', 'flat_scratch_hi')


@section('reg_xnack_mask', 'xnack_mask (only where XNACK exists; not GFX7 nor GFX10)')
def reg_xnack_mask():
    return special_pair('xnack_mask', 'xnack_mask_lo', 'xnack_mask_hi')


@section('reg_vcc', 'vcc, vcc_lo, vcc_hi (wave64 and wave32 carry operands)')
def reg_vcc():
    L = special_pair('vcc', 'vcc_lo', 'vcc_hi')
    L.append('// carry-out / carry-in operand')
    for c in ['vcc', 'vcc_lo', 'vcc_hi', '[vcc]', '[vcc_lo,vcc_hi]', '[vcc_lo]', 's[0:1]', 's0',
              's[2:3]', 'exec', 'exec_lo', 'VCC', 'null', 'ttmp[0:1]', 'v[0:1]']:
        L += fill(['v_add_i32 v0, {}, v1, v2', 'v_add_co_u32 v0, {}, v1, v2',
                   'v_add_co_u32_e32 v0, {}, v1, v2', 'v_add_co_u32_e64 v0, {}, v1, v2',
                   'v_add_i32_e64 v0, {}, v1, v2', 'v_mad_u64_u32 v[0:1], {}, v1, v2, v[2:3]'], [c])
    L.append('// carry with literal / inline operands')
    for x in ['1', '64', '65', '0x12345', '1.0', 'v1', 's1', 'vcc_lo']:
        L.append('v_add_co_u32 v0, vcc, %s, v2' % x)
        L.append('v_add_co_u32 v0, vcc_lo, %s, v2' % x)
        L.append('v_add_i32 v0, vcc, %s, v2' % x)
        L.append('v_add_co_u32 v0, vcc, v2, %s' % x)
    return L


@section('reg_m0', 'm0: 32-bit memory register')
def reg_m0():
    L = []
    for f in ['m0', '[m0]', 'M0', '[M0]', 'm0_lo', 'm[0]', 'm1', '[m0,m0]', 'm 0', 'm00']:
        L += fill(CTX_S1 + MISMATCH32, [f])
    L += fill(['v_fma_f32 v0, {}, v1, v2', 'v_add_f32_e64 v0, {}, v1', 'v_add_u16 v0, {}, v1',
               'v_add_f16 v0, {}, v1', 'v_add_f16 v0, v1, {}', 'v_add_u32 v0, {}, v1',
               'v_add_i32 v0, vcc, {}, v1', 's_load_dword s0, s[0:1], {}',
               'buffer_load_dword v0, off, s[0:3], {}', 'v_accvgpr_write_b32 a0, {}',
               's_bfe_u64 s[0:1], s[2:3], {}', 'v_lshlrev_b64 v[0:1], {}, v[2:3]',
               'ds_read_b32 {}, v1', 's_mov_b64 {}, s[0:1]', 'v_ceil_f64 v[0:1], {}',
               's_waitcnt {}', 's_nop {}'], ['m0'])
    return L


@section('reg_exec', 'exec, exec_lo, exec_hi')
def reg_exec():
    L = special_pair('exec', 'exec_lo', 'exec_hi')
    L.append('// exec as destination in wave32 / wave64')
    for x in ['s[0:1]', '-1', '0', '0x12345', 'vcc', 'exec']:
        L.append('s_mov_b64 exec, %s' % x)
    for x in ['s0', '-1', '0x12345', 'vcc_lo', 'exec_lo', 'exec_hi']:
        L.append('s_mov_b32 exec_lo, %s' % x)
        L.append('s_mov_b32 exec_hi, %s' % x)
    return L


def flag_reg(names):
    L = []
    for f in names:
        L += fill(CTX_S1 + ['s_mov_b64 s[0:1], {}', 'v_lshlrev_b64 v[0:1], v1, {}',
                            'v_ceil_f64 v[0:1], {}', 's_bfe_u64 s[0:1], {}, s2', 's_mov_b64 {}, s[0:1]',
                            'v_fma_f32 v0, {}, v1, v2', 'v_add_u16 v0, {}, v1', 'v_add_f16 v0, {}, v1',
                            'v_add_u32 v0, {}, v1', 'v_add_f32_e64 v0, {}, v1',
                            'buffer_load_dword v0, off, s[0:3], {}', 's_load_dword s0, s[0:1], {}',
                            'v_accvgpr_write_b32 a0, {}', 's_add_u32 {}, s0, s1'], [f])
    return L


@section('reg_vccz', 'vccz: vcc-is-zero flag (read-only source operand)')
def reg_vccz():
    return flag_reg(['vccz', 'src_vccz', '[vccz]', 'VCCZ', 'vccz_lo', '[src_vccz]'])


@section('reg_execz', 'execz: exec-is-zero flag (read-only source operand)')
def reg_execz():
    return flag_reg(['execz', 'src_execz', '[execz]', 'EXECZ', 'execz_hi'])


@section('reg_scc', 'scc: scalar condition code (read-only source operand)')
def reg_scc():
    return flag_reg(['scc', 'src_scc', '[scc]', 'SCC', 'scc0'])


@section('reg_lds_direct', 'lds_direct: LDS value addressed by m0 (VALU src0 only)')
def reg_lds_direct():
    L = flag_reg(['lds_direct', 'src_lds_direct', '[lds_direct]', 'LDS_DIRECT'])
    L += fill(['v_add_f32_e32 v0, {}, v1', 'v_add_f32_e64 v0, v1, {}', 'v_fma_f32 v0, v1, {}, v2',
               'v_fma_f32 v0, v1, v2, {}', 'v_add_f16_e64 v0, {}, v1', 'v_add_u16_e64 v0, {}, v1',
               'v_cvt_f32_f16 v0, {}', 'v_add_co_u32 v0, vcc, {}, v1', 'v_add_i32 v0, vcc, {}, v1',
               'v_mov_b32 {}, v0', 'v_add_f32 v0, -{}, v1', 'v_add_f32 v0, |{}|, v1',
               'v_add_f32_e64 v0, -{}, v1', 'v_add_f64 v[0:1], {}, v[2:3]',
               'v_mad_u64_u32 v[0:1], s[0:1], {}, v2, v[2:3]'], ['lds_direct'])
    return L


@section('reg_null', 'null: GFX10 zero source / discard destination')
def reg_null():
    L = flag_reg(['null', '[null]', 'NULL', 'src_null', 'null_lo'])
    L += fill(['s_mov_b64 null, s[0:1]', 's_load_dword null, s[0:1], 0',
               's_load_dwordx2 s[0:1], null, 0', 'v_add_co_u32 v0, {}, v1, v2',
               'v_mad_u64_u32 v[0:1], {}, v1, v2, v[2:3]', 'global_load_dword v0, v1, {}',
               's_add_u32 s0, {}, {}', 'v_add_f32_e64 v0, {}, {}'], ['null'])
    return L


# ----------------------------------------------------------------------------- constants

INTS_FULL = list(range(-17, 66))
INTS_EDGE = [-17, -16, -1, 0, 1, 63, 64, 65]


@section('iconst', 'iconst: integer inline constants -16..64 per operand type')
def iconst():
    L = ['// -17..65 on one host of each operand type']
    full_hosts = ['s_mov_b32 s0, {}', 's_mov_b64 s[0:1], {}', 'v_add_u16 v0, {}, v1',
                  'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}']
    L += fill(full_hosts, [str(i) for i in INTS_FULL])
    L.append('// edges on every host')
    L += fill([h for h in ALL_HOSTS if h not in full_hosts], [str(i) for i in INTS_EDGE])
    L.append('// other spellings of inline integers')
    for x in ['0x40', '0x41', '0b1000000', '0100', '-0x10', '-0x11', '0xfffffff0', '0xffffffef',
              '0xffffffff', '0xfff0', '0xffff', '0xfffffffffffffff0', '0xffffffffffffffff',
              '-0', '+5', '(5)', '~0', '!0', '2*32', '64+1', '-(16)', "'a'", "'@'", "' '",
              '0x100000040', '-0xffffffff', '4294967295', '18446744073709551600']:
        L += fill(['s_mov_b32 s0, {}', 's_mov_b64 s[0:1], {}', 'v_add_u16 v0, {}, v1',
                   'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}', 'v_lshlrev_b64 v[0:1], v1, {}'], [x])
    L.append('// inline integers as the second source and in VOP3 (no literal before GFX10)')
    for x in ['64', '65', '-16', '-17']:
        L += fill(['v_add_f32 v0, v1, {}', 'v_add_u16 v0, v1, {}', 'v_add_f16 v0, v1, {}',
                   'v_fma_f32 v0, {}, v1, v2', 'v_fma_f32 v0, {}, {}, v2', 'v_add_f64 v[0:1], {}, {}',
                   'v_mad_u64_u32 v[0:1], s[0:1], {}, v2, v[2:3]', 'v_mad_u64_u32 v[0:1], s[0:1], v1, v2, {}',
                   's_add_u32 s0, {}, {}', 'v_add_f32_e64 v0, {}, {}'], [x])
    return L


FCONST_CORE = ['0.0', '-0.0', '0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0',
               '0.1592', '0.15915494', '0.15915494309189532', '-0.15915494']
FCONST_MORE = ['-0.1592', '-0.15915494309189532', '0.159', '0.15915', '0.159154943',
               '0.1591549430918953', '0.15915494309189535', '0.1591549431', '0.15915494309',
               '0.1591549', '0.15916', '3.0', '8.0', '0.25', '-8.0', '1.5', '0.1', '65504.0',
               '1.0e0', '2e0', '4.', '.5', '-.5', '0x1p-1', '0x1p1', '0x1.0p2', '-0x1p2', '5e-1',
               '0.5e0', '1e1', '0.0e0', '-0e0', '1.401298464324817e-45', '5.960464477539063e-08',
               '4.9406564584124654e-324', '2.802596928649634e-45', '1e-300', '1e300', '1e39',
               '65520.0', '65519.0']
FPATTERNS = ['0x3800', '0x3c00', '0x4000', '0x4400', '0xb800', '0xbc00', '0xc000', '0xc400',
             '0x3118', '0x8000', '0x3f000000', '0x3f800000', '0x40000000', '0x40800000',
             '0xbf000000', '0xbf800000', '0xc0000000', '0xc0800000', '0x3e22f983', '0x80000000',
             '0x3fe00000', '0x3ff00000', '0xbff00000', '0x3fc45f30', '0x3ff0000000000000',
             '0x3fc45f306dc9c882', '0xbff0000000000000', '0x8000000000000000', '0x3c000000',
             '0x3c01', '0x3f800001', '0x3ff00001']
# one host per operand type (plus VOP3 / second-source slots where they differ)
TYPE_HOSTS = ['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_u32 v0, {}, v1', 's_mov_b64 s[0:1], {}',
              'v_lshlrev_b64 v[0:1], v1, {}', 'v_add_u16 v0, {}, v1', 'v_add_f16 v0, {}, v1',
              'v_cvt_f32_f16 v0, {}', 'v_add_f32 v0, {}, v1', 'v_fma_f32 v0, v1, v2, {}',
              'v_ceil_f64 v[0:1], {}']


@section('fconst', 'fconst: floating-point inline constants per operand type, incl. 1/(2*pi)')
def fconst():
    L = ['// the page\'s inline values on every host']
    L += fill(ALL_HOSTS, FCONST_CORE)
    L.append('// other decimal and hexadecimal spellings, near misses, denormals')
    L += fill(TYPE_HOSTS, FCONST_MORE)
    L.append('// integer bit patterns of inline floats')
    L += fill([h for h in TYPE_HOSTS if h not in ('v_mov_b32 v0, {}', 'v_fma_f32 v0, v1, v2, {}',
                                                  'v_cvt_f32_f16 v0, {}')], FPATTERNS)
    L.append('// floats with modifiers')
    for x in ['1.0', '-1.0', '0.5', '0.15915494', '-0.0', '1.5']:
        L += fill(['v_add_f32 v0, -{}, v1', 'v_add_f32 v0, |{}|, v1', 'v_add_f32 v0, -|{}|, v1',
                   'v_add_f32_e64 v0, neg({}), v1', 'v_add_f32_e64 v0, abs({}), v1',
                   'v_add_f16 v0, -{}, v1', 'v_ceil_f64 v[0:1], -{}'], [x])
    L.append('// the same constant twice; two different inline constants')
    for a, b in [('1.0', '1.0'), ('1.0', '2.0'), ('0.5', '0x3f000000'), ('1.5', '1.5'),
                 ('1.5', '0x3fc00000'), ('0.15915494', '0.15915494')]:
        L += fill(['v_fma_f32 v0, %s, %s, v1' % (a, b), 'v_add_f32_e64 v0, %s, %s' % (a, b),
                   's_add_u32 s0, %s, %s' % (a, b), 'v_add_f64 v[0:1], %s, %s' % (a, b)], [''])
    return L


@section('ival', 'ival: shared_base, shared_limit, private_base, private_limit, pops_exiting_wave_id')
def ival():
    names = ['shared_base', 'shared_limit', 'private_base', 'private_limit', 'pops_exiting_wave_id']
    L = []
    for n in names:
        L += fill(['v_mov_b32 v0, {}', 's_mov_b32 s0, {}'], ['[%s]' % n, n.upper(), 'SRC_' + n.upper()])
        for f in [n, 'src_' + n]:
            L += fill(['v_mov_b32 v0, {}', 's_mov_b32 s0, {}', 's_mov_b64 s[0:1], {}',
                       'v_add_f32 v0, {}, v1', 'v_add_f32 v0, v1, {}', 'v_ceil_f64 v[0:1], {}',
                       'v_lshlrev_b64 v[0:1], v1, {}', 'v_add_f16 v0, {}, v1', 'v_add_u16 v0, {}, v1',
                       's_add_u32 s0, s1, {}', 's_mov_b32 {}, s0', 'v_accvgpr_write_b32 a0, {}'], [f])
    L.append('// constant bus: ival counts as an SGPR-like source')
    for a, b in [('src_shared_base', 'src_shared_base'), ('src_shared_base', 'src_shared_limit'),
                 ('src_shared_base', 's1'), ('src_shared_base', '1'), ('src_shared_base', '0x12345'),
                 ('src_private_base', 'v1'), ('s1', 'src_pops_exiting_wave_id')]:
        L += fill(['v_add_f32_e64 v0, %s, %s' % (a, b), 'v_fma_f32 v0, %s, %s, v2' % (a, b),
                   's_add_u32 s0, %s, %s' % (a, b), 'v_add_f32 v0, %s, %s' % (a, b)], [''])
    L.append('// spellings that are not ival')
    for f in ['src_shared_base_lo', 'shared_base_hi', 'src_shared', 'shared', 'src_private',
              'src_pops_exiting_wave', 'pops_exiting_wave_id0', 'src_lds_direct', 'src_null',
              'src_vccz', 'src_execz', 'src_scc', 'src_exec', 'src_vcc', 'src_m0']:
        L.append('v_mov_b32 v0, ' + f)
        L.append('s_mov_b32 s0, ' + f)
    return L


@section('literal', 'literal: one unique 32-bit literal per instruction')
def literal():
    L = ['// one literal per type']
    for x in ['0x12345', '-0x12345', '1.5', '-1.5', '0.1', '65', '-17', '0x7fffffff', '0x80000000',
              '0xffffff00', '0xdeadbeef', '0x1234', '0xffff', '0x10000', '1.0e10', '100000.0']:
        L += fill(TYPE_HOSTS + ['v_add_u32_e64 v0, v1, {}', 'v_add_u16_e64 v0, v1, {}',
                                'v_add_f16_e64 v0, v1, {}', 'v_add_f32_e64 v0, v1, {}',
                                'v_add_f64 v[0:1], v[2:3], {}', 's_bfe_i64 s[0:1], {}, s2'], [x])
    L.append('// the same literal twice (one literal), also spelled differently')
    pairs = [('0x12345', '0x12345'), ('0x12345', '74565'), ('0x12345', '0b10010001101000101'),
             ('0x12345', '(0x12340+5)'), ('1.5', '1.5'), ('1.5', '0x3fc00000'), ('0x3fc00000', '1.5'),
             ('0.1', '0.1'), ('-0x12345', '0xfffedcbb'), ('0xfffedcbb', '-0x12345'),
             ('0x12345', '0x100012345'), ('0x12345', '0x12346'), ('1.5', '2.5'), ('1.5', '0x12345'),
             ('0x12345', '1'), ('1', '0x12345'), ('0x12345', 's1'), ('0x12345', 'v1'),
             ('0x12345', 'src_shared_base'), ('65', '65'), ('65', '0x41'), ('0.1', '0x3dcccccd'),
             ('0x3dcccccd', '0.1')]
    for a, b in pairs:
        L += ['s_add_u32 s0, %s, %s' % (a, b), 'v_fma_f32 v0, %s, %s, v1' % (a, b),
              'v_fma_f32 v0, v1, %s, %s' % (a, b), 'v_add_f32_e64 v0, %s, %s' % (a, b),
              'v_add_u32_e64 v0, %s, %s' % (a, b), 'v_add_f64 v[0:1], %s, %s' % (a, b),
              'v_add_u16_e64 v0, %s, %s' % (a, b), 'v_add_f16_e64 v0, %s, %s' % (a, b),
              's_bfe_u64 s[0:1], %s, %s' % (a, b), 's_bfe_i64 s[0:1], %s, %s' % (a, b)]
    L.append('// three sources')
    for a, b, c in [('0x12345', '0x12345', '0x12345'), ('0x12345', 'v1', '0x12345'),
                    ('0x12345', '0x12345', '0x12346'), ('1.5', '1.5', '1.0'), ('1.5', 's1', 's1'),
                    ('1.5', 's1', 's2'), ('s1', 's1', 's1'), ('s1', 's2', 'v1'), ('s1', 's2', 's3')]:
        L.append('v_fma_f32 v0, %s, %s, %s' % (a, b, c))
        L.append('v_mad_u64_u32 v[0:1], s[0:1], %s, %s, v[2:3]' % (a, b))
    L.append('// literals with the VOP2 / VOP3 choice')
    for x in ['0x12345', '1.5']:
        L += fill(['v_add_f32_e32 v0, {}, v1', 'v_add_f32_e64 v0, {}, v1', 'v_add_f32_e32 v0, v1, {}',
                   'v_add_f32 v0, v1, {}', 'v_add_f32 v0, {}, s1', 'v_add_f32 v0, {}, -v1',
                   'v_add_f32 v0, -{}, v1', 'v_add_f32 v0, {}, v1 clamp', 'v_add_f32 v0, {}, v1 mul:2',
                   'v_mov_b32_e64 v0, {}', 'v_mov_b32_e32 v0, {}', 'v_add_u32_e32 v0, {}, v1',
                   'v_add_co_u32_e32 v0, vcc, {}, v1', 'v_add_co_u32_e64 v0, s[0:1], {}, v1',
                   'v_add_i32_e32 v0, vcc, {}, v1', 'v_add_i32_e64 v0, s[0:1], {}, v1',
                   'v_add_u16_e32 v0, {}, v1', 'v_add_f16_e32 v0, {}, v1'], [x])
    L.append('// 64-bit operands: the literal is 32 bits')
    for x in ['0x12345', '0x80000000', '0xffffffff', '0x7fffffff', '0x100000000', '-0x80000000',
              '-0x80000001', '0xffffffff80000000', '0xffffffff7fffffff', '0x123456789', '1.1',
              '-1.1', '0x3ff1000000000000', '0x3ff1000000000001', '1.0e100', '2.5', '0.1']:
        L += fill(B64_S + B64_V + F64_V, [x])
    return L


# ----------------------------------------------------------------------------- immediates

OFFSETS = ['0', '1', '4', '0xff', '0x100', '0x3fc', '0x3ff', '0x400', '0x7ff', '0x800', '0xfff',
           '0x1000', '0xffff', '0x10000', '0xfffff', '0x100000', '0x1fffff', '0x200000',
           '0xffffffff', '0x100000000', '-1', '-4', '-0x800', '-0x801', '-0x1000', '-0x1001',
           '-0x100000', '-0x100001', '-0x80000000', '1.0', '0.5', '0x80+0x80', '(1<<20)-1', '1<<20',
           '-(1<<20)', '~0', '!0', 'sym', 's2', 'm0', 'v1', "'a'"]


@section('uimm8', 'uimm8: 8-bit unsigned (GFX7 SMRD dword offset; otherwise literal or offset field)')
def uimm8():
    L = []
    for x in OFFSETS:
        L.append('s_load_dword s0, s[0:1], ' + x)
        L.append('s_load_dwordx2 s[0:1], s[2:3], ' + x)
    return L


@section('uimm20', 'uimm20: 20-bit unsigned (GFX8 SMEM byte offset)')
def uimm20():
    L = []
    for x in OFFSETS:
        L.append('s_load_dwordx4 s[0:3], s[0:1], ' + x)
        L.append('s_load_dwordx8 s[0:7], s[0:1], ' + x)
        L.append('s_load_dwordx16 s[0:15], s[0:1], ' + x)
    return L


@section('uimm32', 'uimm32: 32-bit unsigned (s_setreg_imm32_b32 value; GFX7 SMRD literal offset)')
def uimm32():
    L = []
    vals = OFFSETS + ['0x7fffffff', '0x80000000', '-0x80000001', '0xffffffff00000000',
                      '0xffffffffffffffff', '0x1ffffffff', '-1.0', '1.5', '0.15915494', '65',
                      '0x3f800000', '0x12345678', '4294967296', '4294967295']
    for x in vals:
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + x)
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), ' + x)
    L.append('// the simm16 hwreg field of s_setreg_imm32_b32')
    for x in ['0', '1', '0x7fff', '0x8000', '0xffff', '0x10000', '-1', '-0x8000', '-0x8001',
              'hwreg(1)', 'hwreg(HW_REG_MODE, 31, 1)', 'hwreg(HW_REG_MODE, 32, 1)',
              'hwreg(HW_REG_MODE, 0, 33)', 'hwreg(63)', 'hwreg(64)', '1.0', 'sym']:
        L.append('s_setreg_imm32_b32 %s, 0x1234' % x)
    L.append('// simm16 operands of s_waitcnt, s_nop, s_branch')
    for x in ['0', '1', '0x7fff', '0x8000', '0xffff', '0x10000', '0x1ffff', '-1', '-0x8000',
              '-0x8001', '-0x10000', '1.0', '0.5', '0xffffffff', '0x100000000', '~0', 'sym']:
        L.append('s_waitcnt ' + x)
        L.append('s_nop ' + x)
        L.append('s_branch ' + x)
    L.append('// DS offset (16 bits), MUBUF offset (12 bits)')
    for x in ['0', '1', '0xff', '0x100', '0xfff', '0x1000', '0x1001', '0xffff', '0x10000', '-1',
              '1.0', '(1<<16)-1', '0x8000', '~0', 'sym']:
        L.append('ds_read_b32 v0, v1 offset:' + x)
        L.append('ds_write_b32 v0, v1 offset:' + x)
        L.append('buffer_load_dword v0, off, s[0:3], 0 offset:' + x)
        L.append('buffer_load_dword v0, off, s[0:3], s4 offset:' + x)
    return L


@section('simm21', 'simm21: 21-bit signed SMEM offset (GFX9/GFX10); FLAT/global offsets')
def simm21():
    L = []
    for x in OFFSETS:
        L.append('s_load_dword s5, s[2:3], ' + x)
    L.append('// FLAT and global instruction offsets')
    for x in ['0', '1', '0x7ff', '0x800', '0xfff', '0x1000', '0x1fff', '-1', '-0x800', '-0x801',
              '-0x1000', '-0x1001', '0xffffffff', '1.0', 'sym', '(1<<11)-1']:
        L.append('flat_load_dword v0, v[0:1] offset:' + x)
        L.append('global_load_dword v0, v[0:1], off offset:' + x)
        L.append('global_load_dword v0, v1, s[0:1] offset:' + x)
    return L


@section('off', 'off: the unused-operand keyword')
def off():
    L = []
    for o in ['off', 'OFF', 'Off', '[off]', 'of', 'off0', '0', 'null']:
        L += fill(['global_load_dword v0, v[0:1], {}', 'buffer_load_dword v0, {}, s[0:3], 0',
                   'buffer_load_dwordx4 v[0:3], {}, s[0:3], s4', 'buffer_load_dword v0, off, s[0:3], {}',
                   'global_load_dword v0, {}, s[0:1]', 'v_mov_b32 v0, {}', 's_mov_b32 s0, {}',
                   'v_add_f32 v0, {}, v1', 'flat_load_dword v0, {}', 'ds_read_b32 v0, {}'], [o])
    L += ['buffer_load_dword v0, v1, s[0:3], 0 offen', 'buffer_load_dword v0, off, s[0:3], 0 offen',
          'buffer_load_dword v0, v1, s[0:3], 0', 'buffer_load_dword v0, v1, s[0:3], 0 idxen',
          'buffer_load_dword v0, v[0:1], s[0:3], 0 idxen offen', 'global_load_dword v0, v1, off',
          'global_load_dword v0, v[0:1], s[0:1]', 'global_load_dword v0, v1, s[0:1]',
          'global_load_dword v0, v[0:1], off offset:4', 'buffer_load_dword v0, off, s[0:3], off']
    return L


# ----------------------------------------------------------------------------- numbers

@section('int_numbers', 'integer numbers: decimal, binary, octal, hexadecimal (and the page\'s h suffix)')
def int_numbers():
    vals = ['1234', '-1234', '0', '00', '-0', '7', '0b1010', '0B1010', '-0b1010', '0b0', '0b',
            '0b2', '0b102', '0b1111111111111111111111111111111111111111111111111111111111111111',
            '010', '0777', '-010', '08', '09', '0o17', '017', '0x', '0xff', '0XFF', '0xFf', '-0xff',
            '0x0', '0xg', '0x1_0', '0ffh', '10h', '0x10h', '0FFH', 'ffh', '1Fh', '0abh', '17o',
            '1010b', '1234abc', '12e', '0xffffffff', '0x100000000', '0xffffffffffffffff',
            '0x10000000000000000', '18446744073709551615', '18446744073709551616',
            '9223372036854775807', '9223372036854775808', '-9223372036854775808',
            '-9223372036854775809', "'a'", "'\\n'", "'\\0'", "'\\''", '1 2', '- 5',
            '--5', '-+5', '+-5', '0x-5', '$5', '#5', '5$', '5.', '0x1p0', '0x10p-4']
    L = []
    for x in vals:
        L += fill(['s_mov_b32 s0, {}', 'v_add_f32 v0, {}, v1', 's_waitcnt {}'], [x])
    return L


@section('fp_numbers', 'floating-point numbers: decimal and hexadecimal forms, good and bad')
def fp_numbers():
    vals = ['1.0', '-1.234', '234e2', '234E2', '-1.234e-2', '1e', '1.0e', '1e+', '1e-', '1.5e+',
            '1.5e-', '1e1000', '-1e1000', '1e-1000', '.5', '5.', '-.5', '1.5e+1', '1.5e-1',
            '1.e2', '1e+2', '0.5e1', '00.5', '01.5', '1.0f', '1.0d', '1.0 ', '- 1.0', '-(1.0)',
            '(1.0)', '1.0+1', '1.0*2', '--1.0', '+1.0', '1.0.0', '1..0', '.', '.e1', '1e1.5',
            '-0x1afp-10', '0x1afp-10', '0x.1afp10', '0x1.8p1', '0x1P4', '0x1.8', '0x1p',
            '0x1pA', '0x1p-A', '0x1p+1', '0X1P1', '0x1.p1', '0x.p1', '-0x1p-1', '0x1p1023',
            '0x1p1024', '0x1p-1074', '0x1p-1075', 'inf', 'nan', 'Inf', 'NaN', '-inf',
            '1.7976931348623157e308', '1.7976931348623159e308', '2.2250738585072014e-308',
            '4.9406564584124654e-324', '3.4028234663852886e38', '3.4028235677973366e38',
            '1.1754943508222875e-38', '1e-45', '1e-46', '65504.0', '65520.0', '6.103515625e-05',
            '5.960464477539063e-08', '2.98e-08', '0.3333333333333333333333333333333',
            '123456789012345678901234567890.0']
    L = []
    for x in vals:
        L += fill(['v_add_f32 v0, {}, v1', 'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}',
                   's_mov_b32 s0, {}'], [x])
    return L


# ----------------------------------------------------------------------------- expressions

BINOPS = ['*', '/', '%', '+', '-', '<<', '>>', '==', '!=', '<>', '<', '<=', '>', '>=', '|', '^',
          '&', '!', '&&', '||']


@section('expr_ops', 'expressions: every binary operator on signed, zero, negative and large operands')
def expr_ops():
    pairs = [(7, 3), (-7, 3), (7, -3), (0, 5), (5, 0), (-1, 1), (1, 63), (1, 64), (-8, 1),
             (0x80000000, 1), (3, 3)]
    L = []
    for op in BINOPS:
        for a, b in pairs:
            e = '%s%s%s' % (a, op, b) if op not in ('!',) else '%s ! %s' % (a, b)
            if op in ('/', '%') and b == 0:
                e = '%d%s%d' % (a, op, b)
            L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + e)
            L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), (%s)>>32' % e)
            if (a, b) in pairs[:3]:
                L.append('s_mov_b32 s0, ' + e)
    L.append('// spaces and operator spellings')
    for e in ['7 * 3', '7*3', '7 /3', '1 <  2', '1 < < 2', '1 <<2', '1< <2', '1 = = 1', '1 == 1',
              '1 === 1', '1 =< 2', '1 => 2', '1 <> 2', '1 > < 2', '1 & & 1', '1 | | 0', '1 ** 2',
              '1 ^^ 1', '1 ~ 1', '1 !! 1', '1 >>> 1', '8 >>> 1', '1 <<< 1', '1 <=> 2', '5 mod 2',
              '5 and 3', '1 ?2:3', '(1,2)', '1 2', '1 +', '* 1', '1 @ 2', '1 $ 2']:
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + e)
    return L


@section('expr_prec', 'expressions: precedence and associativity of every pair of binary operators')
def expr_prec():
    # a op1 b op2 c with values that tell the groupings apart
    L = []
    for op1 in BINOPS:
        for op2 in BINOPS:
            e = '13 %s 6 %s 3' % (op1, op2)
            L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + e)
    L.append('// the page example and friends')
    for e in ['1+2<<3', '(1+2)<<3', '1+(2<<3)', '1<<2+3', '2*3+4', '2+3*4', '1|2+4', '1+2|4',
              '6&3+1', '1==1&&2==2', '1||0&&0', '0&&1||1', '1<2==1', '1==2<3', '2>1>0', '-1<0',
              '5-3-1', '100/10/5', '2<<1<<1', '64>>1>>1', '17%5%3', '1-2+3', '2*3/4', '2/3*4',
              '7&3|4', '7|3&4', '7^3&1', '7&3^1', '1|2^3', '5!3', '5!3+1', '0!0', '-1!0', '1+2!3',
              '1!2*3', '(1!2)*3', '!1+1', '!0+1', '~1+1', '-1+1', '- -1', '~~1', '!!5', '-~0',
              '~-1', '!-1', '-!0', '1--1', '1-+1', '1+-1', '1*-1', '1 << -1', '2*(3+4)*5',
              '((((1))))', '((1)', '(1))', '()', '(((1+2)*(3+4))-(5*6))', '1<<2<<3', '1+2==3',
              '1+2==3+0', '3==1+2', '1&&2', '2&&0', '0||0', '3||0', '1&&-1', '!(1&&0)', '-1>>60',
              '-1>>63', '-1>>64', '1<<63>>63', '(1<<63)>>63', '-8/3', '-8%3', '8%-3', '-8>>1',
              '0x8000000000000000>>63', '0x7fffffffffffffff+1', '(0x7fffffffffffffff+1)>>32',
              '0xffffffffffffffff*0xffffffffffffffff', '1<<64', '1<<65', '1>>64', '1<<-1']:
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + e)
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), (%s)>>32' % e)
    return L


@section('expr_unary', 'expressions: unary operators and parentheses')
def expr_unary():
    L = []
    for e in ['-5', '~5', '!5', '!0', '+5', '--5', '-~5', '~-5', '!!5', '-(1+2)', '- - 5', '~0',
              '-0x80000000', '+-5', '-+5', '~~5', '!~0', '~!0', '-!5', '!-5', '+(5)', '(-5)',
              '-(-(-5))', '~(1<<31)', '!(0)', '!( 1 )', '~ 5', '! 5', '+ 5', '-0', '~0x7fffffff',
              '-9223372036854775807', '~9223372036854775807', '!9223372036854775807', '-(1)*-(1)',
              '(((-5)))', '(5', '5)', '-', '~', '!', '+', '-(', '()']:
        for h in ['s_setreg_imm32_b32 hwreg(HW_REG_MODE), {}', 's_mov_b32 s0, {}', 'v_add_f32 v0, {}, v1']:
            L.append(h.format(e))
    L.append('// unary minus on floats and inline constants')
    for e in ['-1', '-16', '-17', '-(16)', '-(-16)', '-0.5', '-(0.5)', '-(-0.5)', '~15', '~16',
              '!1.0', '~1.0', '-1.0*1', '2*-1']:
        L += fill(['s_mov_b32 s0, {}', 'v_add_f32 v0, {}, v1', 'v_ceil_f64 v[0:1], {}',
                   'v_add_f16 v0, {}, v1', 'v_add_u16 v0, {}, v1'], [e])
    return L


@section('expr_operands', 'expressions as operands of every kind (registers, offsets, fields)')
def expr_operands():
    L = []
    for e in ['1+1', '(1+1)', '2*32', '2*32+1', '1<<4', '0x10|0x20', '-1*16', '-(1+16)', '7/2',
              '7%4', '1==1', '(1==1)', '-(1==1)', '1>0', '!0', '~0', '0x12340+5', '(0x12340)+5']:
        L += fill(['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_f32 v0, {}, v1', 'v_add_u16 v0, {}, v1',
                   'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}', 's_mov_b64 s[0:1], {}',
                   's_load_dword s0, s[0:1], {}', 'ds_read_b32 v0, v1 offset:{}',
                   'buffer_load_dword v0, off, s[0:3], 0 offset:{}', 's_waitcnt {}', 's_nop {}',
                   'v_mov_b32 v[{}], v0', 's_mov_b32 s[{}], s0', 'global_load_dword v0, v[0:1], off offset:{}',
                   'image_load v0, v0, s[0:7] dmask:{} unorm', 's_branch {}'], [e])
    L.append('// expressions mixing floats (not supported)')
    for e in ['1.0+1', '1+1.0', '1.0*2.0', '(1.0)', '-(1.0)', '0.5-0.5', '1.0==1.0', '~1.0']:
        L += fill(['s_mov_b32 s0, {}', 'v_add_f32 v0, {}, v1'], [e])
    return L


@section('expr_reloc', 'relocatable expressions: undefined symbols, ".", in every operand kind')
def expr_reloc():
    L = []
    for e in ['ext', 'ext+4', 'ext-4', 'ext+0x12345678', '4+ext', 'ext*2', '-ext', '~ext', 'ext>>1',
              'ext-ext', 'ext-ext2', '(ext)', 'ext@abs32@lo', '.', '.+4', '.-4', '.-.', '(.+8)-.',
              '.*2', '4+.', 'ext+.', '.-ext', 'ext==0', '!ext']:
        L += fill(['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_f32 v0, {}, v1', 's_add_u32 s0, s1, {}',
                   's_mov_b64 s[0:1], {}', 'v_add_u16 v0, {}, v1', 'v_add_f16 v0, {}, v1',
                   'v_ceil_f64 v[0:1], {}', 'v_add_f32_e64 v0, {}, v1', 's_waitcnt {}',
                   'ds_read_b32 v0, v1 offset:{}', 's_load_dword s0, s[0:1], {}'], [e])
    L.append('// two references to one symbol: one literal or two?')
    for a, b in [('ext', 'ext'), ('ext', 'ext2'), ('ext', '0x12345'), ('ext+4', 'ext+4'), ('.', '.')]:
        L.append('s_add_u32 s0, %s, %s' % (a, b))
        L.append('v_fma_f32 v0, %s, %s, v1' % (a, b))
    return L


# ----------------------------------------------------------------------------- symbols (stateful)

@section('sym_assign', 'symbols defined with = and .set, used before/after definition, redefined')
def sym_assign():
    L = ['x = -1', 'y = x + 10', '.set w, 7', '.set big, 0x123456789', 'z = 0xffefffff',
         'fpish = 0x3f800000']
    uses = ['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_f32 v0, {}, v1', 'v_add_u16 v0, {}, v1',
            'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}', 's_mov_b64 s[0:1], {}',
            's_bfe_i64 s[0:1], {}, s3', 's_bfe_u64 s[0:1], {}, s3', 'v_add_f32_e64 v0, v1, {}',
            's_waitcnt {}', 's_load_dword s0, s[0:1], {}', 'ds_read_b32 v0, v1 offset:{}']
    for s in ['x', 'y', 'w', 'big', 'z', 'fpish', 'x+1', '-x', 'y*2', 'w-y', '(x)']:
        L += fill(uses, [s])
    L.append('// redefinition')
    L += ['x = 3', 's_mov_b32 s0, x', '.set x, 100', 's_mov_b32 s0, x', 'x = x + 1', 's_mov_b32 s0, x',
          '.set w, w * 2', 's_mov_b32 s0, w', '.equ e1, 5', 's_mov_b32 s0, e1', '.equ e1, 6',
          's_mov_b32 s0, e1', '.equiv e2, 5', 's_mov_b32 s0, e2', '.equiv e2, 6', 's_mov_b32 s0, e2']
    L.append('// symbols used as register indices and fields')
    L += ['r = 7', 'v_mov_b32 v[r], v0', 'v_mov_b32 v0, v[r]', 's_mov_b64 s[r-1:r], s[0:1]',
          's_mov_b64 s[0:1], s[r-1:r]', 'v_lshlrev_b64 v[r-1:r], v1, v[2:3]', 'ttmp_i = 3',
          's_mov_b32 s0, ttmp[ttmp_i]', 'ds_read_b32 v0, v1 offset:r', 'buffer_load_dword v0, off, s[0:3], 0 offset:r',
          'image_load v0, v0, s[0:7] dmask:r unorm', 's_setreg_imm32_b32 r, r']
    L.append('// names that look like registers or keywords')
    L += ['v1 = 5', 'v_mov_b32 v0, v1', 'V1 = 5', 'v_mov_b32 v0, V1', 's_mov_b32 s0, V1',
          'S1 = 0x12345', 's_mov_b32 s0, S1', 'vcc_lo2 = 2', 's_mov_b32 s0, vcc_lo2', 'VCC = 6',
          's_mov_b32 s0, VCC', 'offx = 4', 'ds_read_b32 v0, v1 offset:offx', 'off = 1',
          'global_load_dword v0, v[0:1], off', 'buffer_load_dword v0, off, s[0:3], 0',
          'Off = 2', 'v_mov_b32 v0, Off', 'm0x = 3', 's_mov_b32 s0, m0x', 'null = 3',
          's_mov_b32 s0, null', 'shared_base = 9', 'v_mov_b32 v0, shared_base', 'inf = 2',
          'v_add_f32 v0, inf, v1', 'nan = 3', 'v_add_f32 v0, nan, v1', 'abs = 4',
          'v_add_f32 v0, abs, v1', 'neg = 5', 'v_add_f32 v0, neg, v1', 'sext = 6',
          'v_add_u32 v0, sext, v1', 'hwreg = 1', 's_setreg_imm32_b32 hwreg, 1',
          'a.b = 1', 's_mov_b32 s0, a.b', '_u = 2', 's_mov_b32 s0, _u', 'd$x = 3', 's_mov_b32 s0, d$x',
          '.Lloc = 4', 's_mov_b32 s0, .Lloc', 'q@w = 5', 's_mov_b32 s0, q@w']
    return L


@section('sym_forward', 'forward references: absolute symbols defined after use, label targets later')
def sym_forward():
    L = []
    uses = ['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_f32 v0, {}, v1', 'v_add_u16 v0, {}, v1',
            'v_add_f16 v0, {}, v1', 'v_ceil_f64 v[0:1], {}', 's_mov_b64 s[0:1], {}',
            'v_add_f32_e64 v0, v1, {}', 's_waitcnt {}', 's_load_dword s0, s[0:1], {}',
            'ds_read_b32 v0, v1 offset:{}', 'v_mov_b32 v[{}], v0', 's_setreg_imm32_b32 hwreg(HW_REG_MODE), {}',
            's_add_u32 s0, {}, {}']
    for name, val in [('f_inl', '5'), ('f_lit', '0x12345'), ('f_neg', '-1'), ('f_fp', '0x3f800000'),
                      ('f_big', '0x123456789')]:
        L += [u.replace('{}', name) for u in uses]
        L += [u.replace('{}', name + '+1') for u in uses[:3]]
    L += ['f_inl = 5', 'f_lit = 0x12345', 'f_neg = -1', 'f_fp = 0x3f800000', 'f_big = 0x123456789']
    L.append('// after definition the same uses')
    L += [u.replace('{}', 'f_inl') for u in uses]
    L += [u.replace('{}', 'f_lit') for u in uses]
    L.append('// a branch to an absolute symbol defined later: -show-encoding accepts, the object writer crashes')
    L += ['s_branch f_br', 'f_br = 2', 's_branch f_br']
    L.append('// defined from a later symbol')
    L += ['g1 = g2 + 1', 's_mov_b32 s0, g1', 'g2 = 4', 's_mov_b32 s0, g1', 's_mov_b32 s0, g2']
    return L


@section('sym_labels', 'labels: branches and literals referring to labels before and after')
def sym_labels():
    L = ['top:', 's_nop 0', 's_branch top', 's_branch fwd', 's_branch mid', 's_mov_b32 s0, top',
         's_mov_b32 s0, fwd', 'v_mov_b32 v0, top', 'v_add_f32 v0, fwd, v1', 's_add_u32 s0, s1, top',
         'mid:', 's_mov_b32 s0, mid', 'v_add_co_u32_e32 v0, vcc, mid, v1', 'v_add_i32_e32 v0, vcc, mid, v1',
         'v_add_u32_e32 v0, mid, v1',
         's_mov_b32 s0, mid-top', 's_mov_b32 s0, fwd-top', 's_mov_b32 s0, top-fwd',
         's_mov_b32 s0, (fwd-top)/4', 's_mov_b32 s0, mid-top+1', 'v_mov_b32 v0, mid-top',
         'v_add_f32 v0, mid-top, v1', 's_mov_b64 s[0:1], mid-top', 's_mov_b64 s[0:1], top',
         's_waitcnt mid-top', 's_nop mid-top', 'ds_read_b32 v0, v1 offset:mid-top',
         's_load_dword s0, s[0:1], mid-top', 'v_mov_b32 v[mid-top], v0', 's_mov_b32 s0, top*2',
         's_mov_b32 s0, top+top', 's_mov_b32 s0, -top', 's_mov_b32 s0, .-top',
         's_mov_b32 s0, top-.', 's_branch .', 's_branch .+4', 's_branch .-4', 's_branch top+4',
         's_branch top+2', 's_branch mid-top', 's_branch 1f', 's_branch 2f', '1:', 's_nop 1',
         's_branch 1b', 's_branch 1f', '1:', 's_branch 1b', '2:', 's_nop 2', 'v_mov_b32 v0, 1b',
         's_setreg_imm32_b32 hwreg(HW_REG_MODE), mid',
         's_setreg_imm32_b32 hwreg(HW_REG_MODE), mid-top', 'fwd:', 's_nop 3',
         'lbl_a: s_nop 4', 's_branch lbl_a', 'lbl_b: lbl_c: s_mov_b32 s0, lbl_b',
         's_mov_b32 s0, lbl_c-lbl_a', 'v_mov_b32 v0, lbl_c-lbl_a', 'v_add_f32 v0, lbl_b, lbl_b',
         's_add_u32 s0, lbl_b, lbl_b', 's_add_u32 s0, lbl_b, lbl_c', 'end:',
         # last: an undefined forward label fails only when the object is written, and the
         # golden (recorded without the failing line) would shift every later address
         'v_mov_b32 v0, 1f']
    return L


@section('sym_dot', 'the current location "." in expressions and assignments')
def sym_dot():
    return ['s_nop 0', 's_mov_b32 s0, .', 'here = .', 's_mov_b32 s0, here', 'v_mov_b32 v0, here',
            's_branch here', 's_nop 0', 's_mov_b32 s0, here-.', 's_mov_b32 s0, .-here',
            'v_add_co_u32_e32 v0, vcc, here, v1', 'expr = .', 'v_add_co_u32_e32 v0, vcc, expr, v1',
            'v_add_i32_e32 v0, vcc, expr, v1', 'v_add_u32_e32 v0, expr, v1', 's_add_u32 s0, expr, expr',
            'v_mov_b32 v0, (.-here)/4', 's_waitcnt .-here', 's_mov_b64 s[0:1], .', '.set dd, .',
            's_mov_b32 s0, dd', 's_mov_b32 s0, dd-here', 'here2 = . + 8', 's_branch here2',
            's_mov_b32 s0, here2-here', 'v_mov_b32 v[.-here], v0', 's_nop .-here',
            's_branch . + 8', 's_mov_b32 s0, . - . + 5']


@section('sym_globl', '.globl and other symbol attributes; undefined symbols need relocations')
def sym_globl():
    return ['.globl g', 's_mov_b32 s0, g', 'v_mov_b32 v0, g', 's_branch g', 's_mov_b64 s[0:1], g',
            'v_ceil_f64 v[0:1], g', 'v_add_f16 v0, g, v1', '.globl gdef', 'gdef:', 's_nop 0',
            's_mov_b32 s0, gdef', 's_branch gdef', 'v_mov_b32 v0, gdef+4', '.globl gabs',
            'gabs = 5', 's_mov_b32 s0, gabs', 'v_mov_b32 v0, gabs', '.weak wk', 's_mov_b32 s0, wk',
            '.local lc', 's_mov_b32 s0, lc', 's_mov_b32 s0, undefined_sym', 's_branch undefined_label',
            's_mov_b32 s0, g-gdef', 's_mov_b32 s0, gdef-g', 's_waitcnt g', 's_setreg_imm32_b32 hwreg(HW_REG_MODE), g',
            '.globl gfwd', 's_mov_b32 s0, gfwd', 's_branch gfwd', 'gfwd:', 's_nop 1']


# ----------------------------------------------------------------------------- conversions

@section('int_conv', 'conversion of integer values (page examples and truncation rules)')
def int_conv():
    L = ['// page: enabled conversions (GFX9 hosts, plus GFX7/8 spellings)',
         'v_add_u16 v0, -1, 0', 'v_add_f16 v0, -1, 0', 'v_add_u32 v0, -1, 0', 'v_add_f32 v0, -1, 0',
         'v_add_i32 v0, vcc, -1, 0', 'v_add_u16 v0, 0xff00, v0', 'v_add_u16 v0, 0xffffffffffffff00, v0',
         'v_add_u16 v0, -256, v0', 's_bfe_i64 s[0:1], 0xffefffff, s3', 's_bfe_u64 s[0:1], 0xffefffff, s3',
         'v_ceil_f64_e32 v[0:1], 0xffefffff',
         '// page: disabled conversions',
         'v_add_u16 v0, 0x1ff00, v0', 'v_add_u16 v0, 0xffffffffffff00ff, v0',
         '// truncation edges per width']
    vals16 = ['0xffff', '0x10000', '-0x8000', '-0x8001', '0xffff8000', '0xffffffffffff8000',
              '0xffffffffffff7fff', '0x7fff', '0x8000', '-1', '0xffffffff', '0x1ffff', '0xfffffffffffffff0',
              '0xfff0', '0x12345', '-0x10000', '0xffffffffffff0000', '0xffffffff0000ffff']
    L += fill(['v_add_u16 v0, {}, v1', 'v_add_f16 v0, {}, v1', 'v_add_u16_e64 v0, v1, {}'], vals16)
    vals32 = ['0xffffffff', '0x100000000', '-0x80000000', '-0x80000001', '0xffffffff80000000',
              '0xffffffff7fffffff', '0x7fffffff', '0x80000000', '0x1ffffffff', '0xffffffff00000000',
              '0xfffffffffffffff0', '0xfffffff0', '-0xffffffff', '0x8000000000000000',
              '0x7fffffffffffffff', '-0x100000000']
    L += fill(['s_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 'v_add_f32 v0, {}, v1', 'v_add_u32 v0, {}, v1',
               's_mov_b64 s[0:1], {}', 's_bfe_i64 s[0:1], {}, s3', 's_bfe_u64 s[0:1], {}, s3',
               'v_lshlrev_b64 v[0:1], v1, {}', 'v_ceil_f64 v[0:1], {}', 'v_add_f64 v[0:1], v[2:3], {}'],
              vals32)
    L.append('// page: the same through a symbol')
    L += ['x = 0xffefffff', 's_bfe_i64 s[0:1], x, s3', 's_bfe_u64 s[0:1], x, s3', 'v_ceil_f64_e32 v[0:1], x',
          'y = -256', 'v_add_u16 v0, y, v0', 'z = 0x1ff00', 'v_add_u16 v0, z, v0']
    return L


@section('fp_conv', 'conversion of floating-point values (page examples, overflow, precision)')
def fp_conv():
    L = ['// page: enabled conversions',
         'v_add_f16 v0, 1.0, 0', 'v_add_u16 v0, 1.0, 0', 'v_add_f32 v0, 1.0, 0', 'v_add_u32 v0, 1.0, 0',
         'v_add_i32 v0, vcc, 1.0, 0', 'v_ceil_f64 v[0:1], 1.7976931348623157e308',
         'v_add_f16 v1, 65500.0, v2', 'v_add_f32 v1, 65600.0, v2',
         '// page: disabled conversion', 'v_add_f16 v1, 65600.0, v2',
         '// non-inline floats per operand type']
    vals = ['1.1', '-1.1', '0.1', '1.5', '65504.0', '65519.0', '65520.0', '65536.0', '1e10', '3.5e38',
            '3.4028234663852886e38', '3.4028235e38', '3.5e38', '1e39', '1e-5', '1e-8', '1e-30', '1e-40',
            '1e-45', '1e-46', '1e-310', '1.7976931348623157e308', '0.3333333333333333', '123456.789',
            '-65600.0', '6.0e-8', '5.9e-8', '2.9e-8', '3.0e-8', '100000.0']
    L += fill(['v_add_f16 v0, {}, v1', 'v_add_u16 v0, {}, v1', 'v_add_f32 v0, {}, v1',
               'v_add_u32 v0, {}, v1', 's_mov_b32 s0, {}', 'v_mov_b32 v0, {}', 's_mov_b64 s[0:1], {}',
               's_bfe_i64 s[0:1], {}, s3', 'v_lshlrev_b64 v[0:1], v1, {}', 'v_ceil_f64 v[0:1], {}',
               'v_add_f64 v[0:1], v[2:3], {}', 'v_cvt_f32_f16 v0, {}'], vals)
    return L


@section('rl_conv', 'conversion of relocatable values (page examples: label and . operands)')
def rl_conv():
    return ['label:', 'v_add_co_u32_e32 v0, vcc, label, v1', 'v_add_i32_e32 v0, vcc, label, v1',
            'v_add_u32_e32 v0, label, v1', 'v_add_f32 v0, label, v1', 'v_mov_b32 v0, label',
            's_mov_b32 s0, label', 's_add_u32 s0, label, s1', 's_add_u32 s0, s1, label',
            'expr = .', 'v_add_co_u32_e32 v0, vcc, expr, v1', 'v_add_i32_e32 v0, vcc, expr, v1',
            'v_add_u32_e32 v0, expr, v1', 'label2:', 's_branch label2', 's_branch label',
            'v_add_u16 v0, label, v1', 'v_add_f16 v0, label, v1', 'v_ceil_f64 v[0:1], label',
            'v_add_f32_e64 v0, label, v1', 'v_fma_f32 v0, label, v1, v2', 's_mov_b64 s[0:1], label',
            's_bfe_u64 s[0:1], label, s2', 's_setreg_imm32_b32 hwreg(HW_REG_MODE), label',
            's_load_dword s0, s[0:1], label', 'ds_read_b32 v0, v1 offset:label',
            'v_mov_b32 v0, label+0x12345678', 'v_mov_b32 v0, label-0x12345678']


# ----------------------------------------------------------------------------- spec differences

@section('llvm_diffs', 'known differences between llvm-mc 14 and the page (spec/amdgpu.md), one per line')
def llvm_diffs():
    L = ['// 1. operator priorities (GNU as): page gives 24 / llvm-mc 17 for 1+2<<3']
    for e in ['1+2<<3', '1<<2+1', '3|4+1', '4+3|1', '1<2|4', '1+1==2', '1==1&&0', '1||0&&0',
              '0&&0||1', '5!3', '-1<0', '1<2', '!5', '!0', '8>>1', '-8>>1', '-1>>1', '3<>4', '2==2']:
        L.append('s_setreg_imm32_b32 hwreg(HW_REG_MODE), ' + e)
        L.append('s_mov_b32 s0, ' + e)
    L.append('// 2. number formats')
    for x in ['0ffh', '10h', 'ffh', '1e', '1.0e', '1e1000', '-1e1000']:
        L += ['s_mov_b32 s0, ' + x, 'v_add_f32 v0, %s, v1' % x]
    L.append('// 3. register sizes and names')
    L += ['s_load_dwordx16 s[0:31], s[0:1], 0', 's_mov_b32 s0, s[0:31]', 's_mov_b32 s0, ttmp[0:2]',
          's_mov_b32 s0, ttmp[0:4]', 's_mov_b32 s0, ttmp[0:5]', 's_mov_b32 s0, ttmp[0:6]',
          'buffer_load_dwordx4 v[2:5], off, s[0:3], 0', 'buffer_load_dwordx4 v[1:4], off, s[0:3], 0',
          'image_load v[1:3], v0, s[0:7] dmask:0x7 unorm', 'buffer_load_dwordx4 a[2:5], off, s[0:3], 0',
          'buffer_load_dwordx4 a[1:4], off, s[0:3], 0', 'v_mov_b32 v0, V1', 's_mov_b32 s0, S1',
          's_mov_b32 s0, VCC_LO', 'v_mov_b32 v0, V[1]']
    L.append('// 4. inline constants')
    L += ['v_cvt_f32_f16 v0, 0.5', 'v_cvt_f32_f16 v0, 1.0', 'v_cvt_f32_f16_e64 v0, 0.5',
          'v_cvt_f32_f16 v0, -4.0', 'v_cvt_f32_f16 v0, 0.15915494', 's_mov_b64 s[0:1], 1.0',
          's_mov_b64 s[0:1], 0.5', 's_mov_b64 s[0:1], -4.0', 's_mov_b64 s[0:1], 1.5',
          'v_lshlrev_b64 v[0:1], v1, 2.0', 's_bfe_u64 s[0:1], 4.0, s2', 'v_add_f32 v0, 1.401298464324817e-45, v1',
          'v_add_f16 v0, 5.960464477539063e-08, v1', 'v_ceil_f64 v[0:1], 4.9406564584124654e-324',
          'v_add_f32 v0, -0.0, v1', 'v_add_f16 v0, -0.0, v1', 'v_ceil_f64 v[0:1], -0.0',
          's_mov_b32 s0, -0.0', 'v_add_f32 v0, 0x3f800000, v1', 'v_add_f16 v0, 0x3c00, v1',
          'v_ceil_f64 v[0:1], 0x3ff00000', 'v_ceil_f64 v[0:1], 0x3ff0000000000000', 's_mov_b32 s0, 0x3f800000',
          'v_add_u16 v0, 1.0, v1', 'v_add_u16 v0, 0x3c00, v1', 'v_add_u16 v0, 0.5, v1']
    L.append('// 5. ranges llvm-mc does not check')
    L += ['s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x100000000', 's_setreg_imm32_b32 hwreg(HW_REG_MODE), 1.0',
          'buffer_load_dword v0, off, s[0:3], 0 offset:4096', 'buffer_load_dword v0, off, s[0:3], 0 offset:4097',
          's_mov_b32 scc, s0', 's_mov_b32 vccz, s0', 's_mov_b32 execz, s0', 's_mov_b32 src_shared_base, s0',
          's_mov_b64 src_shared_base, s[0:1]', 's_mov_b32 src_pops_exiting_wave_id, s0',
          's_mov_b32 lds_direct, s0', 's_nop 0x10000', 's_waitcnt 0x10000', 's_waitcnt 1.0']
    L.append('// 6. seed examples handled differently on GFX9')
    L += ['v_add_u16 v0, 1.0, 0', 'v_add_u32 v0, 1.0, 0', 'v_add_f16 v0, 1.0, 0', 'v_add_f32 v0, 1.0, 0',
          's_load_dword s0, s[0:1], -1', 's_load_dword s0, s[0:1], -0x100000']
    L.append('// 7. labels: see sym_labels, rl_conv; the same facts in one place')
    L += ['here:', 'v_add_co_u32_e32 v0, vcc, here, v1', 'v_mov_b32 v0, here', 's_branch here',
          's_mov_b32 s0, there-here', 'v_mov_b32 v0, there-here', 's_branch there', 'there:']
    return L


# ----------------------------------------------------------------------------- modifiers

MEM_HOSTS = [
    's_load_dword s0, s[0:1], 0x10', 's_load_dword s0, s[0:1]', 's_load_dword s0, s[0:1], s2',
    's_store_dword s0, s[0:1], 0x10', 's_store_dword s0, s[0:1]', 's_buffer_load_dword s0, s[0:3], 0x10',
    's_buffer_load_dword s0, s[0:3]', 's_atomic_add s0, s[0:1], 0x10', 's_atomic_add s0, s[0:1]',
    's_dcache_inv',
    'ds_read_b32 v1, v2', 'ds_write_b32 v1, v2', 'ds_add_u32 v1, v2', 'ds_read2_b32 v[0:1], v2',
    'ds_gws_init v1', 'ds_append v1',
    'flat_load_dword v1, v[2:3]', 'flat_store_dword v[2:3], v1', 'flat_atomic_add v[2:3], v1',
    'flat_atomic_add v0, v[2:3], v1',
    'global_load_dword v1, v[2:3], off', 'global_load_dword v1, v2, s[4:5]', 'global_store_dword v[2:3], v1, off',
    'global_atomic_add v[2:3], v1, off', 'global_atomic_add v0, v[2:3], v1, off',
    'scratch_load_dword v1, v2, off', 'scratch_load_dword v1, off, s2', 'scratch_store_dword v2, v1, off',
    'buffer_load_dword v1, off, s[4:7], 0', 'buffer_load_dword v1, v2, s[4:7], s8',
    'buffer_store_dword v1, off, s[4:7], 0', 'buffer_atomic_add v1, off, s[4:7], 0',
    'buffer_atomic_cmpswap v[0:1], off, s[4:7], 0',
    'buffer_load_dword v1, v[2:3], s[4:7], 0', 'buffer_wbinvl1',
    'tbuffer_load_format_x v1, off, s[4:7], 0', 'tbuffer_store_format_x v1, off, s[4:7], 0',
    'image_load v[0:3], v[4:7], s[8:15] dmask:0xf', 'image_load v0, v[4:7], s[8:15]',
    'image_store v[0:3], v[4:7], s[8:15] dmask:0xf', 'image_sample v[0:3], v[4:7], s[8:15], s[16:19] dmask:0xf',
    'image_atomic_add v0, v[4:7], s[8:15] dmask:0x1',
]
MEM_MODS = ['glc', 'slc', 'dlc', 'scc', 'gds', 'lds', 'tfe', 'offen', 'idxen', 'addr64', 'nv', 'unorm', 'da',
            'r128', 'a16', 'd16', 'lwe', 'clamp', 'offset:4', 'offset:-4', 'offset:4095', 'offset:4096',
            'offset0:1', 'offset1:2', 'dmask:0x3', 'mul:2', 'format:32', 'dim:SQ_RSRC_IMG_2D',
            'glc slc', 'slc glc', 'glc dlc', 'dlc glc slc', 'glc scc', 'scc glc', 'glc glc', 'slc slc',
            'dlc dlc', 'scc scc', 'glc slc dlc scc', 'offset:4 glc', 'glc offset:4', 'offset:4 offset:8',
            'lds glc', 'tfe lds', 'gds offset:4', 'offset:4 gds', 'glc, slc', ', glc']


@section('mods_mem', 'memory modifiers (cache policy, offsets, flags) on every memory family, alone and combined')
def mods_mem():
    L = []
    for h in MEM_HOSTS:
        L.append(h)
        for m in MEM_MODS:
            L.append(h + ' ' + m if not m.startswith(',') else h + m)
    return L


VOP_HOSTS = [
    'v_add_f32 v0, v1, v2', 'v_add_f32_e64 v0, v1, v2', 'v_mad_f32 v0, v1, v2, v3', 'v_fma_f32 v0, v1, v2, v3',
    'v_cmp_lt_f32_e64 s[0:1], v1, v2', 'v_cmp_lt_f32_e64 vcc, v1, v2', 'v_cvt_f32_f16_e64 v0, v1',
    'v_add_u32_e64 v0, v1, v2', 'v_add_co_u32_e64 v0, s[0:1], v1, v2', 'v_mov_b32_e64 v0, v1',
    'v_add_f16_e64 v0, v1, v2', 'v_fma_f16 v0, v1, v2, v3', 'v_mad_u32_u24 v0, v1, v2, v3', 'v_add_f64 v[0:1], v[2:3], v[4:5]',
    'v_pk_add_f16 v0, v1, v2', 'v_pk_fma_f16 v0, v1, v2, v3', 'v_pk_add_u16 v0, v1, v2', 'v_fma_mix_f32 v0, v1, v2, v3',
    'v_mad_mixlo_f16 v0, v1, v2, v3', 'v_add_nc_u16 v0, v1, v2', 'v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]',
    'v_pack_b32_f16 v0, v1, v2', 'v_add_nc_i16 v0, v1, v2', 'v_cvt_pknorm_i16_f16 v0, v1, v2',
    's_mov_b32 s0, s1', 's_nop 0', 's_add_u32 s0, s1, s2',
]
VOP_MODS = ['clamp', 'mul:2', 'mul:4', 'div:2', 'mul:1', 'div:1', 'op_sel:[1,0]', 'op_sel:[0,0,0]', 'op_sel:[1,0,0]',
            'op_sel:[0,0,0,1]', 'op_sel:[1,1,1,1]', 'op_sel:[0,0,1]', 'op_sel:[1,1,1]', 'op_sel:[0,1,0,1]', 'op_sel_hi:[0,0]', 'op_sel_hi:[1,1,1]', 'neg_lo:[1,0]',
            'neg_hi:[0,1]', 'neg_lo:[1,0,0]', 'glc', 'offset:4', 'gds', 'dmask:0x1',
            'clamp mul:2', 'mul:2 clamp', 'clamp clamp', 'mul:2 mul:4', 'mul:2 div:2', 'div:2 clamp',
            'op_sel:[1,0] op_sel_hi:[0,1]', 'op_sel_hi:[0,1] op_sel:[1,0]', 'op_sel:[1,0] clamp',
            'clamp op_sel:[1,0]', 'neg_lo:[1,0] neg_hi:[0,1]', 'neg_hi:[0,1] neg_lo:[1,0]', 'op_sel:[1,0] neg_lo:[1,0]',
            'neg_lo:[1,0] op_sel:[1,0]', 'op_sel:[1,0] op_sel:[0,1]', 'op_sel:[1,0,0] clamp', 'clamp op_sel:[1,0,0]',
            'op_sel:[0,0,0] mul:2', 'mul:2 op_sel:[0,0,0]', 'op_sel:[0,0,0,0] clamp mul:2',
            'op_sel:[0,0,0] op_sel_hi:[1,1,1] clamp', 'op_sel_hi:[1,1,1] clamp', ', clamp', 'clamp, mul:2']


@section('mods_vop', 'VALU/SALU modifiers (clamp, omod, op_sel, neg) alone, combined, reordered and misplaced')
def mods_vop():
    L = []
    for h in VOP_HOSTS:
        L.append(h)
        for m in VOP_MODS:
            L.append(h + ' ' + m if not m.startswith(',') else h + m)
    return L


# ----------------------------------------------------------------------------- operand slots

SLOT_HOSTS = [
    'v_cmp_eq_u32_e64 {}, v1, v2', 'v_add_co_u32_e64 v0, {}, v1, v2', 'v_readfirstlane_b32 {}, v1',
    'v_readlane_b32 {}, v1, 0', 'v_div_scale_f32 v0, {}, v1, v2, v3', 'v_mad_u64_u32 v[0:1], {}, v1, v2, v[2:3]',
    's_load_dword {}, s[0:1], 0x0', 's_load_dwordx2 {}, s[0:1], 0x0', 's_load_dwordx4 {}, s[0:1], 0x0',
    's_load_dword s0, {}, 0x0', 's_buffer_load_dword s0, {}, 0x0', 's_load_dword s0, s[0:1], {}',
    's_store_dword {}, s[0:1], 0x0', 's_atomic_add {}, s[0:1], 0x0', 's_atomic_add_x2 {}, s[0:1], 0x0',
    's_buffer_atomic_umin {}, s[0:3], 0x0', 's_setpc_b64 {}', 's_swappc_b64 s[0:1], {}', 's_rfe_b64 {}',
    's_mov_b32 {}, s0', 's_mov_b64 {}, s[0:1]', 's_mov_b32 s0, {}', 's_add_u32 s0, {}, s1',
    'scratch_load_dword v0, off, {}', 'scratch_load_dword v0, v1, {}', 'global_load_dword v0, v1, {}',
    'v_mov_b32 {}, v1', 'v_mov_b32_e64 {}, v1', 'v_add_f32 v0, {}, v1', 'v_add_f32_e64 v0, {}, v1',
    'v_add_u32 v0, {}, v1', 'v_mov_b32 v0, {}', 'v_fma_f32 v0, {}, v1, v2', 'v_lshlrev_b32 v0, {}, v1',
    'v_subrev_f32 v0, {}, v1', 'v_bfrev_b32 v0, {}', 'buffer_load_dword v0, off, s[0:3], {}',
]
SLOT_OPS = ['s1', 's[2:3]', 'ttmp3', 'ttmp[2:3]', 'vcc', 'vcc_lo', 'exec', 'exec_lo', 'm0', 'null', 'scc', 'src_scc',
            'vccz', 'src_vccz', 'execz', 'src_execz', 'shared_base', 'src_shared_base', 'src_shared_limit',
            'src_private_base', 'src_private_limit', 'src_pops_exiting_wave_id', 'lds_direct', 'src_lds_direct',
            'flat_scratch', 'xnack_mask', 'tba', 'tma', '-s1', '-v1', '|v1|', '-|v1|', 'abs(v1)', 'neg(v1)',
            'sext(v1)', 'sext(1)', 'sext(-1)', '-1', '1', '0.5', '0x12345', 'v1', 'a1', 'v[2:3]']


@section('operand_slots', 'every kind of register and operand modifier in every operand slot kind')
def operand_slots():
    return [h.replace('{}', o) for h in SLOT_HOSTS for o in SLOT_OPS]


# ----------------------------------------------------------------------------- peer MC suite

# Forms from the defect classes that LLVM's own test/MC/AMDGPU found (docs in the
# commit messages): each line is run on every target like the other sections.
PEER_MC = [
    # a negated bracketed register is a source modifier, a leading '[' a register list
    'v_add_f32 v0, -[v1], v2', 'v_add_f32 v0, -[s0], v2', 'v_add_f32 v0, -[ttmp0], v2',
    'v_add_f32_e64 v0, -[v1], -[s1]', 'v_add_f64 v[0:1], -[v2,v3], v[4:5]', 'v_add_f32 v0, -|[v1]|, v2',
    'v_add_f32 v0, -[1], v2', 's_mov_b32 s0, -[s1]', 's_mov_b32 s0, [1]', 's_mov_b32 s0, 1+[1]',
    # GFX10 MIMG NSA with more than 8 addresses
    'image_sample_c_d_o v[0:3], [v4, v5, v6, v7, v8, v9, v10, v11, v12], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY',
    'image_sample_c_d_cl_o v[0:3], [v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D',
    # GFX10 VOP2 vcc operands left implicit
    'v_add_co_ci_u32_e32 v3, v3, v4', 'v_add_co_ci_u32 v3, v3, v4', 'v_sub_co_ci_u32_e32 v3, v3, v4',
    'v_subrev_co_ci_u32 v3, v3, v4', 'v_cndmask_b32_e32 v0, v1, v2', 'v_cndmask_b32 v0, v1, v2',
    'v_add_co_ci_u32_e32 v3, vcc, v3, v4, vcc_lo', 'v_add_co_ci_u32_e32 v3, vcc_lo, v3, v4, vcc',
    'v_add_co_u32_e32 v0, v1, v2', 'v_add_u32_e32 v0, v1, v2', 'v_addc_co_u32 v0, v1, v2', 'v_cndmask_b32_e64 v0, v1, v2',
    'v_cndmask_b32_sdwa v0, v1, v2',
    # ds_swizzle_b32 offset macros
    'ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 3, 2, 1, 0)', 'ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")',
    'ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 4, 3)', 'ds_swizzle_b32 v8, v2 offset:swizzle(SWAP, 16)',
    'ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE, 8)', 'ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST, 3, 1)',
    'ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 4)', 'ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01PIP")',
    'ds_swizzle_b32 v8, v2 offset:swizzle(SWAP, 1) gds', 'ds_read_b32 v0, v1 offset:swizzle(SWAP, 16)',
    # sendmsg fields checked against the message; s_waitcnt separators
    's_sendmsg sendmsg(MSG_GS, GS_OP_NOP)', 's_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)',
    's_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)', 's_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 3)',
    's_sendmsg sendmsg(MSG_GS)', 's_sendmsg sendmsg(MSG_SYSMSG, 0)', 's_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD, 0)',
    's_sendmsg sendmsg(MSG_INTERRUPT, 0)', 's_sendmsg sendmsg(MSG_SAVEWAVE)', 's_sendmsg sendmsg(MSG_GET_DDID)',
    's_sendmsg sendmsg(MSG_EARLY_PRIM_DEALLOC)', 's_sendmsg sendmsg(MSG_HALT_WAVES)', 's_sendmsg sendmsg(16)',
    's_sendmsg sendmsg(15, 7, 3)', 's_sendmsg sendmsg(2, 0, 4)', 's_sendmsg sendmsg(MSG_GS, SYSMSG_OP_REG_RD)',
    's_sendmsg sendmsg(2, GS_OP_CUT)',
    's_waitcnt vmcnt(0),', 's_waitcnt vmcnt(0) & lgkmcnt(0),', 's_waitcnt vmcnt(0) &', 's_waitcnt vmcnt(0), lgkmcnt(0)',
    # early-clobber destinations
    'v_mqsad_pk_u16_u8 v[0:1], v[0:1], v1, v[2:3]', 'v_mqsad_pk_u16_u8 v[0:1], v[2:3], v1, v[0:1]',
    'v_mqsad_pk_u16_u8 v[0:1], v[2:3], v0, v[4:5]', 'v_qsad_pk_u16_u8 v[0:1], v[1:2], v1, v[2:3]',
    'v_mqsad_u32_u8 v[0:3], v[4:5], v1, v[2:5]', 'v_mqsad_pk_u16_u8 v[0:1], v[2:3], v4, v[6:7]',
    'v_mad_u64_u32 v[0:1], s[0:1], v0, v1, v[2:3]',
]


@section('peer_mc', 'forms from the defect classes found by running LLVM test/MC/AMDGPU')
def peer_mc():
    return list(PEER_MC)


# ----------------------------------------------------------------------------- random operands

RANDOM_S1 = ['s1', 's101', 'vcc_lo', 'vcc_hi', 'm0', 'exec_lo', 'ttmp3', '0', '-1', '64', '-16', '65', '-17', '0.5',
             '-4.0', '1.0', '0x3f800000', '0x12345', '0xffffffff', '0x3e22f983', '0.15915494', 'src_scc',
             'src_vccz', 'src_execz', 'scc', 'flat_scratch_lo', 'xnack_mask_hi', 'null', 'lds_direct',
             'src_shared_base', '-v1', '|v1|', '-|v1|', 'v255', 'v1', 'a1', 's[2:3]', 'sext(v1)', 'neg(v1)', 'abs(v1)']
RANDOM_S2 = ['s[2:3]', 'v[2:3]', 'vcc', 'exec', 'ttmp[2:3]', '0', '-1', '0.5', '1.0', '0x3ff00000', '0x12345',
             'flat_scratch', 'xnack_mask', 'src_shared_base', 'src_private_limit', '-v[2:3]', '|v[2:3]|', 'a[2:3]',
             's[3:4]', 'null', '1.0e10', '0x100000000']
RANDOM_MODS = ['clamp', 'mul:2', 'div:2', 'glc', 'slc', 'dlc', 'offset:16', 'offset:-16', 'offset:4096', 'gds',
               'op_sel:[1,0,0,0]', 'op_sel:[0,1]', 'neg_lo:[1,0,0]', 'neg_hi:[0,0,1]', 'op_sel_hi:[0,0,0]',
               'dmask:0x3', 'unorm', 'tfe', 'lds', 'lwe', 'da', 'd16', 'a16', 'offen', 'idxen', 'off']
# families and mnemonics the tables do not have yet (issue 5)
RANDOM_SKIP = re.compile(r'sdwa|dpp|mfma|interp|_g16|^v_(mov|movrel)s?_b32_dpp')


def split_operands(text):
    mn, _, rest = text.partition(' ')
    out, cur, depth = [], '', 0
    for ch in rest:
        depth += ch in '[(' and 1 or (ch in '])' and -1 or 0)
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return mn, out


@section('random_ops', 'instructions of every family with random operands and modifiers (fixed seed)')
def random_ops():
    import random
    rnd = random.Random(20261122)
    inv = os.path.join(HERE, '..', '..', 'data', 'amdgpu', 'inventory')
    L = []
    for target, count in (('gfx700', 800), ('gfx801', 800), ('gfx900', 1600), ('gfx90a', 800), ('gfx1010', 1600)):
        rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(inv, target + '.tsv')) if not l.startswith('#')]
        rows = [r for r in rows if len(r) >= 5 and r[0] not in ('DPP', 'SDWA', 'VINTRP', 'EXP') and
                not RANDOM_SKIP.search(r[2]) and not RANDOM_SKIP.search(r[4])]
        for _ in range(count):
            mn, ops = split_operands(rnd.choice(rows)[4])
            if not ops:
                L.append(mn)
                continue
            last = ops[-1].split()
            ops[-1], mods = last[0], last[1:]
            for _ in range(rnd.randrange(3) + 1):
                j = rnd.randrange(len(ops))
                ops[j] = rnd.choice(RANDOM_S2 if ('[' in ops[j] and ':' in ops[j]) else RANDOM_S1)
            if rnd.random() < 0.3:
                mods.append(rnd.choice(RANDOM_MODS))
            if rnd.random() < 0.2 and mods:
                rnd.shuffle(mods)
            if rnd.random() < 0.1 and mn.startswith('v_') and not mn.endswith(('_e32', '_e64')):
                mn += rnd.choice(['_e32', '_e64'])
            L.append(mn + ' ' + ', '.join(ops) + (' ' + ' '.join(mods) if mods else ''))
    return L


# ----------------------------------------------------------------------------- driver

def render(name, title, lines):
    head = ['// %s.s -- %s' % (name, title),
            '// Generated by tests/diff/gen_cases.py; one case per line. Goldens: golden/<target>/%s.golden'
            % name,
            '']
    return '\n'.join(head + uniq(lines)) + '\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--out', default=os.path.join(HERE, 'cases'))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    total = 0
    for name, title, fn in SECTIONS:
        lines = fn()
        text = render(name, title, lines)
        with open(os.path.join(args.out, name + '.s'), 'w') as f:
            f.write(text)
        n = sum(1 for l in text.split('\n') if l and not l.startswith('//'))
        total += n
        print('%-18s %5d lines' % (name, n))
    print('%-18s %5d lines' % ('total', total))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Check the generated AMDGPU rows against llvm-mc 14, line by line.

For every target (gfx700 gfx801 gfx900 gfx90a gfx1010) and every row of
src/amdgpu/insts_{salu,valu,mem}.c present in its column, 2-5 operand forms
are generated from the row's signature (registers; an inline constant; a
literal; the _e64 form with modifiers or an SGPR; for memory rows register
forms with and without offset/glc).  Each form is assembled by llvm-mc and by
gpuisa (--llvm-compat) and the results compared: both rejected, or both
accepted with identical bytes, counts as agreement.

    python3 scripts/amdgpu_tablegen/check_rows.py [--gpuisa build-tables/gpuisa]
        [--targets gfx900,...] [--families VOP2,...] [--list N] [--out FILE]
"""
import argparse
import os
import re
import sys
import time
from collections import OrderedDict, defaultdict

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import GEN  # noqa: E402

ROW_RE = re.compile(r'^\s+\{"(\w+)", AMD_(\w+), "([^"]*)", \{([^}]*)\}, ([^}]*)\},')
COL_OF = {'gfx700': 0, 'gfx701': 0, 'gfx801': 1, 'gfx803': 1, 'gfx900': 2, 'gfx906': 3, 'gfx908': 4,
          'gfx90a': 5, 'gfx1010': 6}
SALU = ('SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP')


def load_rows():
    rows = []
    for f in ('insts_salu.c', 'insts_valu.c', 'insts_mem.c'):
        for ln in open(os.path.join(common.ROOT, 'src', 'amdgpu', f)):
            m = ROW_RE.match(ln)
            if not m:
                continue
            ops = [int(x, 0) for x in m.group(4).split(',')]
            flags = set(x.strip() for x in m.group(5).split('|')) - {'0'}
            sig = [tuple(p.split(':')) if ':' in p else (p, None) for p in m.group(3).split()]
            rows.append({'name': m.group(1), 'fam': m.group(2), 'sig': sig, 'ops': ops, 'flags': flags})
    return rows


def bits(t):
    if t and t.startswith('v2'):
        return 2 * int(t[3:])
    return int(re.sub(r'^[a-z]', '', t)) if t else 32


def nregs(t):
    return max(1, bits(t) // 32)


def vreg(t, base):
    n = nregs(t)
    if n > 1:
        base = (base + 1) & ~1
    return common.reg('v', n, base)


def sreg(t, base):
    n = nregs(t)
    if n > 1:
        base = (base + 1) & ~1 if n == 2 else (base + 3) & ~3
    return common.reg('s', n, base)


def is_float(t):
    return bool(t) and t[0] == 'f'


def inline_val(t):
    return '0.5' if is_float(t) else '-1'


def literal_val(t):
    if is_float(t):
        return '1.5'
    return '0x1234' if bits(t) == 16 else '0x12345678'


# --------------------------------------------------------------------------
# VALU / SALU forms
# --------------------------------------------------------------------------

def mai_forms(row):
    """Matrix (MFMA) rows: the AGPR and VGPR accumulator forms, AGPR A/B,
    every broadcast control, C as constant, special and literal, and the
    operands llvm-mc refuses (clamp, source modifiers, mismatched files)."""
    name, sig = row['name'], row['sig']
    nd, na = nregs(sig[0][1]), nregs(sig[1][1])
    acc = sig[3][1]

    def r(f, n, base):
        return common.reg(f, n, base)

    def line(d, a, b, c, mods=''):
        return ('%s %s, %s, %s, %s %s' % (name, d, a, b, c, mods)).strip()
    ad, ac, vd, vc = r('a', nd, 0), r('a', nd, 32 if nd <= 16 else 0), r('v', nd, 0), r('v', nd, 32 if nd <= 16 else 0)
    va, vb, aa, ab = r('v', na, 4), r('v', na, 6), r('a', na, 4), r('a', na, 6)
    return [
        ('acc', line(ad, va, vb, ac)),
        ('vgpr', line(vd, va, vb, vc)),
        ('agpr_ab', line(ad, aa, vb, ac)),
        ('agpr_b', line(vd, va, ab, vc)),
        ('mods', line(ad, va, vb, ac, 'cbsz:1 abid:2 blgp:3')),
        ('mods_max', line(vd, va, vb, vc, 'cbsz:7 abid:15 blgp:7')),
        ('blgp', line(ad, va, vb, ac, 'blgp:5')),
        ('mods_order', line(ad, va, vb, ac, 'abid:1 cbsz:1')),
        ('cbsz_range', line(ad, va, vb, ac, 'cbsz:8')),
        ('c_inline', line(ad, va, vb, '1.0' if acc[0] == 'f' else '-4')),
        ('c_inline_v', line(vd, va, vb, '0')),
        ('c_special', line(ad, va, vb, 'src_shared_base')),
        ('c_literal', line(ad, va, vb, '0x12345')),
        ('c_mixed', line(ad, va, vb, vc)),
        ('a_sgpr', line(ad, common.reg('s', na, 4), vb, ac)),
        ('a_inline', line(ad, '1.0', vb, ac)),
        ('clamp', line(ad, va, vb, ac, 'clamp')),
        ('neg', line(ad, '-' + va, vb, ac)),
    ]


def interp_forms(row):
    """Interpolation rows (VINTRP and VOP3): attribute and slot syntax and
    limits, both forms, modifiers (high, clamp, omod, neg/abs), scalar and
    constant sources (the constant bus with the implicit M0)."""
    name, fam, sig = row['name'], row['fam'], row['sig']
    kinds = [k for k, t in sig]
    third = ', v3' if len(sig) == 4 else ''
    first = 'p20' if 'islot' in kinds else 'v2'
    out = []

    def add(tag, text):
        out.append((tag, text))
    add('plain', '%s v1, %s, attr5.z%s' % (name, first, third))
    add('max', '%s v255, %s, attr63.w%s' % (name, 'p0' if first == 'p20' else 'v255', third))
    add('attr_range', '%s v1, %s, attr64.x%s' % (name, first, third))
    add('attr_chan', '%s v1, %s, attr5%s' % (name, first, third))
    add('attr_case', '%s v1, %s, ATTR5.X%s' % (name, first, third))
    add('attr_zero', '%s v1, %s, attr07.y%s' % (name, first, third))
    add('high', '%s v1, %s, attr5.z%s high' % (name, first, third))
    add('clamp', '%s v1, %s, attr5.z%s clamp' % (name, first, third))
    add('omod', '%s v1, %s, attr5.z%s mul:2' % (name, first, third))
    add('mods', '%s v1, %s, attr5.z%s high clamp div:2' % (name, first, third))
    add('mods_order', '%s v1, %s, attr5.z%s clamp high' % (name, first, third))
    add('op_sel', '%s v1, %s, attr5.z%s op_sel:[0,0]' % (name, first, third))
    add('comma', '%s v1, %s, attr5.z%s,' % (name, first, third))
    if fam == 'VINTRP':
        add('e32', '%s_e32 v1, %s, attr2.w' % (name, first))
        add('e64', '%s_e64 v1, %s, attr2.w' % (name, first))
        add('e32_clamp', '%s_e32 v1, %s, attr2.w clamp' % (name, first))
    if first == 'p20':
        add('slot_p10', '%s v1, p10, attr1.x' % name)
        add('slot_bad', '%s v1, p30, attr1.x' % name)
        add('slot_vgpr', '%s v1, v2, attr1.x' % name)
        add('slot_neg', '%s v1, -p20, attr1.x clamp' % name)
        return out
    add('neg_abs', '%s v1, -v2, attr5.z%s' % (name, ', |v3|' if third else ''))
    add('abs', '%s v1, |v2|, attr5.z%s clamp' % (name, third))
    add('sgpr', '%s v1, s2, attr5.z%s' % (name, third))
    add('exec', '%s v1, exec_lo, attr5.z%s' % (name, third))
    add('lds_direct', '%s v1, lds_direct, attr5.z%s' % (name, third))
    add('const', '%s v1, 1.0, attr5.z%s' % (name, third))
    add('int_const', '%s v1, 0x1234, attr5.z%s' % (name, third))
    add('attr_neg', '%s v1, v2, -attr5.z%s' % (name, third))
    if third:
        add('sgpr3', '%s v1, v2, attr5.z, s3' % name)
        add('both_sgpr', '%s v1, s2, attr5.z, s3' % name)
        add('const3', '%s v1, v2, attr5.z, -1' % name)
        add('float3', '%s v1, v2, attr5.z, 0.5' % name)
        add('wide3', '%s v1, v2, attr5.z, s[2:3]' % name)
    return out


def valu_forms(row, target):
    g = GEN[target]
    vcc = 'vcc_lo' if g >= 10 else 'vcc'
    m_cd = 's6' if g >= 10 else 's[6:7]'
    m_cs = 's8' if g >= 10 else 's[8:9]'
    name, fam, sig, flags = row['name'], row['fam'], row['sig'], row['flags']
    if sig and sig[0][0] == 'mdst':
        return mai_forms(row)
    if fam == 'VINTRP' or any(k == 'attr' for k, t in sig):
        return interp_forms(row)

    def ops(mode, form):
        out = []
        nsrc = 0
        first_src_done = False
        nfloat = 0
        for k, t in sig:
            if k == 'vdst':
                out.append(vreg(t, 5 if nregs(t) == 1 else 40))
            elif k == 'sdst':
                out.append(sreg(t, 3))
            elif k == 'adst':
                out.append('a1')
            elif k == 'asrc':
                out.append('a2')
            elif k == 'cdst':
                out.append(vcc if form == 'plain' and mode != 'e64' else m_cd)
            elif k == 'csrc':
                out.append(vcc if form == 'plain' and mode != 'e64' else m_cs)
            elif k == 'kimm':
                out.append('0x1234' if mode != 'inline' else '0.5')
            else:
                i = nsrc
                nsrc += 1
                if k == 'sreg':
                    txt = {'inline': '5', 'literal': '0x1234'}.get(mode, sreg(t, 12 + 4 * i)) \
                        if not first_src_done or mode in ('regs', 'e64', 'sgpr') else sreg(t, 12 + 4 * i)
                    if mode in ('inline', 'literal') and not first_src_done:
                        first_src_done = True
                    out.append(txt)
                    continue
                txt = vreg(t, 1 + 2 * i if nregs(t) == 1 else 2 + 4 * i)
                if mode in ('inline', 'literal', 'h3800', 'k', 'd', 'src0_sgpr') and not first_src_done and k == 'src':
                    txt = {'inline': inline_val(t), 'literal': literal_val(t), 'h3800': '0x3800',
                           'k': '0x3f000000', 'd': '1.5', 'src0_sgpr': sreg(t, 12)}[mode]
                    first_src_done = True
                elif mode == 'e64':
                    if is_float(t):
                        txt = ('-' + txt) if nfloat == 0 else ('|' + txt + '|')
                        nfloat += 1
                elif mode == 'sgpr' and k in ('vsrc',) or (mode == 'e64int' and i == 1 and k in ('src', 'vsrc')):
                    txt = sreg(t, 12)
                out.append(txt)
        return ', '.join(out)

    forms = []
    forms.append(('regs', (name + ' ' + ops('regs', 'plain')).strip()))
    if not any(k in ('src', 'sreg') for k, t in sig):
        return forms
    forms.append(('inline', name + ' ' + ops('inline', 'plain')))
    forms.append(('literal', name + ' ' + ops('literal', 'plain')))
    n64 = name + ('_e64' if fam not in ('VOP3', 'VOP3P') else '')
    any_float = any(is_float(t) for k, t in sig if k in ('src', 'vsrc'))
    dst_float = any(is_float(t) for k, t in sig if k == 'vdst')
    if any_float:
        forms.append(('e64mods', n64 + ' ' + ops('e64', 'e64') + (' mul:2' if dst_float else '')))
    else:
        forms.append(('e64sgpr', n64 + ' ' + ops('e64int', 'e64')))
    if fam in ('VOP2', 'VOPC') and any(k == 'vsrc' for k, t in sig):
        forms.append(('vsrc_sgpr', name + ' ' + ops('sgpr', 'plain')))
    first = next(((k, t) for k, t in sig if k in ('src', 'sreg')), None)
    if first and first[0] == 'src':
        forms.append(('src0_sgpr', name + ' ' + ops('src0_sgpr', 'plain')))
        forms.append(('h3800', name + ' ' + ops('h3800', 'plain')))
        forms.append(('k3f000000', name + ' ' + ops('k', 'plain')))
        if not is_float(first[1]):
            forms.append(('f1.5', name + ' ' + ops('d', 'plain')))
    if fam not in ('VOP3', 'VOP3P'):
        forms.append(('e32', name + '_e32 ' + ops('regs', 'plain')))
        forms.append(('e64', name + '_e64 ' + ops('regs', 'e64')))
    if any(k == 'vdst' for k, t in sig):
        forms.append(('clamp', n64 + ' ' + ops('regs', 'e64') + ' clamp'))
    return forms


def salu_forms(row, target):
    name, fam, sig, flags = row['name'], row['fam'], row['sig'], row['flags']
    forms = []
    if fam in ('SOP1', 'SOP2', 'SOPC'):
        def ops(mode):
            out, i = [], 0
            for k, t in sig:
                if k == 'sdst':
                    out.append(('vcc' if nregs(t) == 2 else 'm0') if mode == 'sdst_special' else sreg(t, 5))
                    continue
                if k == 'gpridx':
                    out.append('9' if mode == 'literal' else 'gpr_idx(SRC0,DST)')
                    continue
                txt = sreg(t, 1 + 4 * i)
                if i == 0 and mode == 'inline':
                    txt = '-1'
                elif i == 0 and mode == 'literal':
                    txt = '0x12345678'
                elif i == 0 and mode == 'special':
                    txt = 'exec' if nregs(t) == 2 else 'm0'
                elif i == 1 and mode == 'inline':
                    txt = '0.5'
                out.append(txt)
                i += 1
            return ', '.join(out)
        for mode in ('regs', 'inline', 'literal', 'special', 'sdst_special'):
            forms.append((mode, (name + ' ' + ops(mode)).strip()))
        return forms
    vals = {
        'simm16': ('0x1234', '-5'), 'uimm16': ('0xfffe', '-1'),
        'hwreg': ('hwreg(HW_REG_MODE, 0, 4)', '0x81'), 'label': ('8', '-4'),
        'waitcnt': ('vmcnt(0) lgkmcnt(1)', '0'), 'sendmsg': ('sendmsg(MSG_INTERRUPT)', '3'),
        'gpridx': ('gpr_idx(SRC0,DST)', '16', '3'), 'src': ('s3', '-1', 'm0'),
    }
    third = {'simm16': '-32768', 'uimm16': '0x8000', 'hwreg': 'hwreg(HW_REG_HW_ID)', 'label': '0',
             'waitcnt': 'expcnt(0)', 'sendmsg': 'sendmsg(MSG_GS_DONE, GS_OP_NOP)'}
    for k, v in third.items():
        if k in vals:
            vals[k] = vals[k][:2] + (v,)

    def ops(which):
        out = []
        for k, t in sig:
            if k in ('sdst', 'sreg'):
                out.append(sreg(t, 40 if which == 2 else 5))
            elif k == 'kimm':
                out.append(('0x12345678', '0.5', '-1')[which])
            else:
                out.append(vals[k][which])
        return ', '.join(out)
    forms.append(('a', (name + ' ' + ops(0)).strip()))
    if sig:
        forms.append(('b', (name + ' ' + ops(1)).strip()))
        forms.append(('c', (name + ' ' + ops(2)).strip()))
    if 'AMD_I_OPTIONAL_OP' in flags or not sig:
        forms.append(('bare', name))
    return forms


# --------------------------------------------------------------------------
# memory forms
# --------------------------------------------------------------------------

def mem_forms(row, target):
    import mem
    return mem.check_forms(row, target)


def shifted(line):
    """The line with its VGPR and AGPR numbers raised by 200 and SGPR numbers by 40:
    another form for an instruction whose operands are registers only."""
    def reg(m):
        base = 40 if m.group(1) == 's' else 200
        if m.group(2) is not None:
            return '%s%d' % (m.group(1), int(m.group(2)) + base)
        return '%s[%d:%d]' % (m.group(1), int(m.group(3)) + base, int(m.group(4)) + base)
    return re.sub(r'\b([vsa])(?:(\d+)\b|\[(\d+):(\d+)\])', reg, line)


def sdwa_dpp_forms(row, target):
    """The SDWA and DPP forms of a VOP1/VOP2/VOPC row: [(family, line)], family
    'SDWA' or 'DPP' (case files mn_sdwa.s, mn_dpp.s). Rows without the form
    give lines that both assemblers must reject."""
    g = GEN[target]
    name, fam, sig = row['name'], row['fam'], row['sig']
    vcc = 'vcc_lo' if g >= 10 else 'vcc'
    m_cd = 's6' if g >= 10 else 's[6:7]'

    def ops(mods, scalar=False, carry=vcc):
        out, nsrc = [], 0
        for k, t in sig:
            if k == 'vdst':
                out.append(vreg(t, 5 if nregs(t) == 1 else 40))
            elif k == 'cdst':
                out.append(carry if fam == 'VOPC' else vcc)
            elif k == 'csrc':
                out.append(vcc)
            elif k in ('src', 'vsrc', 'vgpr', 'vreg'):
                i = nsrc
                nsrc += 1
                txt = vreg(t, 1 + 2 * i if nregs(t) == 1 else 2 + 4 * i)
                if scalar:
                    txt = sreg(t, 12) if i == 0 else inline_val(t)
                if mods and is_float(t):
                    txt = '-' + txt if i == 0 else '|' + txt + '|'
                elif mods and t and t[0] in 'iu':
                    txt = 'sext(' + txt + ')'
                out.append(txt)
            else:
                out.append(k)          # adst, asrc, sdst, kimm: the line is rejected
        return ', '.join(out)

    if fam not in ('VOP1', 'VOP2', 'VOPC'):
        return []
    nsrc = sum(1 for k, t in sig if k in ('src', 'vsrc', 'vgpr', 'vreg'))
    dst_float = any(is_float(t) for k, t in sig if k == 'vdst')
    sels = ('' if fam == 'VOPC' else ' dst_sel:WORD_1 dst_unused:UNUSED_PAD') + (' src0_sel:BYTE_1' if nsrc else '') + \
        (' src1_sel:WORD_0' if nsrc > 1 else '')
    sd, dp = name + '_sdwa', name + '_dpp'
    out = [('SDWA', (sd + ' ' + ops(False)).strip()),
           ('SDWA', (sd + ' ' + ops(False) + sels).strip()),
           ('SDWA', (sd + ' ' + ops(True) + ' clamp' + (' mul:2' if dst_float else '')).strip()),
           ('SDWA', (sd + ' ' + ops(False, scalar=True) + sels).strip()),
           ('SDWA', (name + ' ' + ops(False) + ' src0_sel:WORD_1').strip())]
    if fam == 'VOPC':
        out.append(('SDWA', sd + ' ' + ops(False, carry=m_cd) + ' src1_sel:BYTE_3'))
        return out
    out += [('DPP', (dp + ' ' + ops(False) + ' quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0').strip()),
            ('DPP', (dp + ' ' + ops(True) + ' row_shl:3').strip()),
            ('DPP', (name + ' ' + ops(False) + ' row_ror:7 bank_mask:0x3').strip())]
    if g == 8 or g == 9:
        out += [('DPP', (dp + ' ' + ops(False) + ' wave_shr:1').strip()),
                ('DPP', (dp + ' ' + ops(False) + ' row_bcast:15 row_mask:0x3').strip())]
    if target == 'gfx90a':
        out.append(('DPP', (dp + ' ' + ops(False) + ' row_newbcast:1').strip()))
    if g >= 10:
        out += [('DPP', (dp + ' ' + ops(False) + ' dpp8:[7,6,5,4,3,2,1,0] fi:1').strip()),
                ('DPP', (dp + ' ' + ops(True) + ' row_share:5 fi:1').strip()),
                ('DPP', (dp + ' ' + ops(False) + ' row_xmask:2 bound_ctrl:0').strip())]
    return out


def forms_of(row, target):
    if row['fam'] in SALU:
        forms = salu_forms(row, target)
    elif row['fam'] in ('VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP'):
        forms = valu_forms(row, target)
    else:
        forms = mem_forms(row, target)
    with_ops = [f for f in forms if ' ' in f[1]]
    if len(with_ops) == 1 and shifted(with_ops[0][1]) != with_ops[0][1]:
        forms.append(('hi', shifted(with_ops[0][1])))
    return forms


def run_gpuisa(exe, target, lines):
    return common.run_batch([exe, 'as', '--isa=amdgpu', '--mcpu=' + target, '--llvm-compat', '--show-encoding'],
                            lines)


def fmt(r):
    if isinstance(r, tuple):
        return '[' + ','.join('0x%02x' % b for b in r[1]) + ']'
    return 'error: ' + r


def emit_cases(outdir):
    """Every mnemonic of the tables in several operand forms, for tests/diff."""
    rows = load_rows()
    per_fam = OrderedDict()
    for target in common.TARGETS:
        col = COL_OF[target]
        for row in rows:
            if row['ops'][col] < 0:
                continue
            forms = forms_of(row, target)
            seen = per_fam.setdefault(row['fam'], OrderedDict())
            for _, line in forms:
                seen.setdefault(line, None)
            for fam, line in sdwa_dpp_forms(row, target):
                per_fam.setdefault(fam, OrderedDict()).setdefault(line, None)
    os.makedirs(outdir, exist_ok=True)
    for fam, lines in per_fam.items():
        path = os.path.join(outdir, 'mn_%s.s' % fam.lower())
        with open(path, 'w') as fh:
            what = fam + ' form of every VOP1/VOP2/VOPC' if fam in ('SDWA', 'DPP') else fam
            fh.write('// mn_%s.s -- every %s mnemonic of the instruction tables in several operand forms\n' % (fam.lower(), what))
            fh.write('// Generated by scripts/amdgpu_tablegen/check_rows.py --emit-cases; one case per line.\n\n')
            for line in lines:
                fh.write(line + '\n')
        print('wrote %s (%d lines)' % (path, len(lines)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gpuisa', default=os.path.join(common.ROOT, 'build-tables', 'gpuisa'))
    ap.add_argument('--targets', default=','.join(common.TARGETS))
    ap.add_argument('--families', default='')
    ap.add_argument('--list', type=int, default=40, help='mismatching lines to print per target (0 = none, -1 = all)')
    ap.add_argument('--out', default='', help='write all mismatches to this file')
    ap.add_argument('--emit-cases', metavar='DIR',
                    help='write the forms of every row (all targets) as differential case files '
                         'DIR/mn_<family>.s and exit')
    args = ap.parse_args()
    if args.emit_cases:
        emit_cases(args.emit_cases)
        return
    t0 = time.time()
    rows = load_rows()
    fams = set(args.families.split(',')) if args.families else None
    total = defaultdict(lambda: [0, 0])
    allmis = []
    print('%-8s %-8s %6s %6s %6s  %s' % ('target', 'family', 'lines', 'llvm', 'agree', 'mismatch kinds'))
    print('  (llvm = lines llvm-mc accepts; agree = both reject, or both accept with the same bytes)')
    for target in args.targets.split(','):
        col = COL_OF[target]
        lines, meta = [], []
        for row in rows:
            if row['ops'][col] < 0 or (fams and row['fam'] not in fams):
                continue
            forms = forms_of(row, target)
            for form, line in forms:
                lines.append(line)
                meta.append((row, form))
        ref = common.mc_batch(target, lines)
        got = run_gpuisa(args.gpuisa, target, lines)
        per = OrderedDict()
        mis = []
        for line, (row, form), a, b in zip(lines, meta, ref, got):
            st = per.setdefault(row['fam'], [0, 0, defaultdict(int), 0])
            st[0] += 1
            st[3] += isinstance(a, tuple)
            ok = (not isinstance(a, tuple) and not isinstance(b, tuple)) or \
                 (isinstance(a, tuple) and isinstance(b, tuple) and a[1] == b[1])
            if ok:
                st[1] += 1
                continue
            kind = 'bytes' if isinstance(a, tuple) and isinstance(b, tuple) else \
                ('llvm-only' if isinstance(a, tuple) else 'gpuisa-only')
            st[2][kind] += 1
            mis.append((target, row['fam'], form, line, kind, fmt(a), fmt(b)))
        for fam, (n, ok, kinds, nacc) in per.items():
            total[fam][0] += n
            total[fam][1] += ok
            print('%-8s %-8s %6d %6d %6d  %s' % (target, fam, n, nacc, ok,
                                                ' '.join('%s=%d' % kv for kv in sorted(kinds.items()))))
        if args.list:
            for m in (mis if args.list < 0 else mis[:args.list]):
                print('    %s %s [%s] %s\n        llvm-mc: %s\n        gpuisa:  %s' % (m[0], m[1], m[2], m[3], m[5], m[6]))
        allmis += mis
    print('total:')
    for fam, (n, ok) in total.items():
        print('  %-8s %6d lines %6d agree (%.1f%%)' % (fam, n, ok, 100.0 * ok / max(n, 1)))
    n = sum(v[0] for v in total.values())
    ok = sum(v[1] for v in total.values())
    print('  %-8s %6d lines %6d agree (%.1f%%)   [%.1fs]' % ('all', n, ok, 100.0 * ok / max(n, 1), time.time() - t0))
    if args.out:
        with open(args.out, 'w') as fh:
            for m in allmis:
                fh.write('%s\t%s\t%s\t%s\t%s\tllvm-mc: %s\tgpuisa: %s\n' % (m[0], m[1], m[2], m[3], m[4], m[5], m[6]))


if __name__ == '__main__':
    main()

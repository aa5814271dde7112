#!/usr/bin/env python3
"""Generate the AMDGPU instruction table rows (src/amdgpu/insts_salu.c,
insts_valu.c, insts_mem.c) from committed data only:

  data/amdgpu/inventory/<target>.tsv, vop3_forms.tsv   (opcodes, sample texts)
  data/amdgpu/tablegen/probes.tsv, aliases.tsv          (llvm-mc 14 probes, see probe.py)

    python3 scripts/amdgpu_tablegen/gen.py            # write the C files
    python3 scripts/amdgpu_tablegen/gen.py --check    # exit 1 if they differ
    python3 scripts/amdgpu_tablegen/gen.py --report   # row counts, notes

Columns: AMD_C7=gfx700, AMD_C8=gfx801, AMD_C9=gfx900, AMD_C90A=gfx90a,
AMD_C10=gfx1010 (the target whose inventory/probes define the column)."""
import argparse
import os
import re
import sys
from collections import OrderedDict

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import alu  # noqa: E402
import mem  # noqa: E402
from common import split_ops, strip_form, type_tokens, read_tsv, GEN  # noqa: E402

FAM_ENUM = {'SOP1': 'AMD_SOP1', 'SOP2': 'AMD_SOP2', 'SOPK': 'AMD_SOPK', 'SOPC': 'AMD_SOPC',
            'SOPP': 'AMD_SOPP', 'SMEM': 'AMD_SMEM', 'SMRD': 'AMD_SMEM', 'VOP1': 'AMD_VOP1',
            'VOP2': 'AMD_VOP2', 'VOPC': 'AMD_VOPC', 'VOP3': 'AMD_VOP3', 'VOP3P': 'AMD_VOP3P',
            'DS': 'AMD_DS', 'FLAT': 'AMD_FLAT', 'GLOBAL': 'AMD_GLOBAL', 'SCRATCH': 'AMD_SCRATCH',
            'MUBUF': 'AMD_MUBUF', 'MTBUF': 'AMD_MTBUF', 'MIMG': 'AMD_MIMG', 'VINTRP': 'AMD_VINTRP',
            'EXP': 'AMD_EXP'}
FAM_ORDER = ['SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'VOP1', 'VOP2', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP',
             'SMEM', 'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF', 'MIMG', 'EXP']
FLAG_NAMES = ['AMD_I_TIED', 'AMD_I_NO_E64', 'AMD_I_CMPX', 'AMD_I_SOPK_SRC', 'AMD_I_OPTIONAL_OP',
              'AMD_I_PSEUDO', 'AMD_I_VOP3B', 'AMD_I_NOMODS', 'AMD_I_ATOMIC', 'AMD_I_STORE',
              'AMD_I_NO_CLAMP', 'AMD_I_READS_M0', 'AMD_I_READS_VCC', 'AMD_I_GDS', 'AMD_I_LDS',
              'AMD_I_NO_GDS', 'AMD_I_NO_GLC', 'AMD_I_OPSEL', 'AMD_I_DS2', 'AMD_I_REV', 'AMD_I_IMM16',
              'AMD_I_BUS1', 'AMD_I_SDWA', 'AMD_I_DPP', 'AMD_I_SDWA_OMOD', 'AMD_I_SDWA_INT',
              'AMD_I_SWIZZLE', 'AMD_I_EARLYCLOBBER', 'AMD_I_FMA_MIX', 'AMD_I_MAD_MIX', 'AMD_I_DOT10']

# Swapped-operand opcodes (llvm-mc 14's isRevOpcode): no lds_direct.
REV_RE = re.compile(r'^v_(pk_)?(subb?rev|lshlrev|lshrrev|ashrrev)_')

# Implicit scalar reads that count against the constant bus (llvm-mc 14 checks them).
READS_M0_RE = re.compile(r'^v_movrel(d|s|sd)_b32$|^v_interp_')
READS_VCC = ('v_div_fmas_f32', 'v_div_fmas_f64')
# SALU sources that take registers only, or registers and inline constants only.
SALU_REG_ONLY = ('s_setpc_b64', 's_rfe_b64', 's_cbranch_join', 's_movrels_b32', 's_movrels_b64')
SALU_NO_LITERAL = ('s_cbranch_g_fork',)
OUT_FILES = OrderedDict([('salu', 'src/amdgpu/insts_salu.c'), ('valu', 'src/amdgpu/insts_valu.c'),
                         ('mem', 'src/amdgpu/insts_mem.c')])


class Entry(object):
    """One (target, mnemonic) row before merging columns."""
    __slots__ = ('name', 'fam', 'sig', 'op', 'flags', 'note')

    def __init__(self, name, fam, sig, op, flags=(), note=''):
        self.name, self.fam, self.sig, self.op = name, fam, sig, op
        self.flags = frozenset(flags)
        self.note = note

    def key(self):
        return (self.name, FAM_ENUM[self.fam], self.sig, tuple(sorted(self.flags)))


# --------------------------------------------------------------------------
# probe cache
# --------------------------------------------------------------------------

def parse_kv(s):
    d = {}
    for kv in s.split():
        k, v = kv.split('=', 1)
        d[k] = v
    return d


def load_probes():
    """{target: {name: {form: {'*': {...}, 'base': line, pos: {...}}}}}"""
    out = {}
    for r in read_tsv(os.path.join(common.CACHE, 'probes.tsv')):
        target, name, form, pos, res = r[:5]
        line = r[5] if len(r) > 5 else ''
        d = out.setdefault(target, {}).setdefault(name, {}).setdefault(form, {})
        if pos == '*':
            d['*'] = parse_kv(res)
            d['base'] = line
        else:
            d[int(pos)] = parse_kv(res)
    return out


def load_aliases():
    out = {}
    for r in read_tsv(os.path.join(common.CACHE, 'aliases.tsv')):
        target, alias, printed = r[:3]
        line = r[3] if len(r) > 3 else ''
        outp = r[4] if len(r) > 4 else ''
        enc = r[5] if len(r) > 5 else ''
        out.setdefault(target, []).append((alias, printed, line, outp, enc))
    return out


# --------------------------------------------------------------------------
# types
# --------------------------------------------------------------------------

def acc(v):
    return v is not None and v != '-'


def int_type(name, bits, prefer_first):
    """Integer type letter for an operand of `bits` bits, from the mnemonic."""
    toks = type_tokens(name)
    order = toks if prefer_first or len(toks) < 2 else toks[1:] + toks[:1]
    for t in order:
        if t[0] in 'iub' and int(t[1:]) == bits:
            return t
    return 'b%d' % bits


def float_type(bits):
    return 'f%d' % bits


def reg_bits(n):
    return {1: 32, 2: 64, 3: 96, 4: 128, 5: 160, 6: 192, 8: 256, 16: 512, 32: 1024}[n]


def src_type(name, o, datas):
    """Type of a VALU source from its probe results (list of dicts, e64 first)."""
    datas = [d for d in datas if d]
    n = o.n
    if n >= 2:
        bits = reg_bits(n)
        fl = any(acc(d.get('n')) or acc(d.get('d')) for d in datas) and bits == 64
        return float_type(64) if fl else int_type(name, bits, False)
    # 16 vs 32 bits: 0x3f000000 is an inline constant for any 32-bit operand
    k_seen = [d.get('k') for d in datas if acc(d.get('i')) or acc(d.get('k'))]
    bits = 32
    if k_seen and not any(acc(k) for k in k_seen):
        bits = 16
    elif not k_seen:
        # no constant accepted in this position (VGPR only): 16-bit only if every
        # type in the mnemonic is 16-bit
        toks = type_tokens(name)
        bits = 16 if toks and all(t.endswith('16') for t in toks) else 32
    fl = any(acc(d.get('n')) for d in datas)
    if bits == 16:
        fl = fl or any(d.get('h') == 'f0' for d in datas)
    return float_type(bits) if fl else int_type(name, bits, False)


def dst_type(name, o, omod, probed=True):
    toks = type_tokens(name)
    if o.n >= 2:
        bits = reg_bits(o.n)
    else:
        bits = 16 if toks and toks[0].endswith('16') else 32
    if not probed and toks and all(t[0] == 'f' for t in toks):
        omod = True      # no VOP3 form to probe: float-ness from the mnemonic
    if omod and bits in (16, 32, 64):
        return float_type(bits)
    return int_type(name, bits, True)


def src_kind(datas):
    d = next((x for x in datas if x), None)
    if d is None:
        return 'src'
    v = acc(d.get('v'))
    other = any(acc(d.get(k)) for k in ('s', 'i', 'k', 'f', 'l'))
    if v and other:
        return 'src'
    if v:
        return 'vgpr'
    if other:
        return 'sreg'
    return 'src'


PACKED_F16_VOP2 = ('v_pk_fmac_f16', 'v_dot2c_f32_f16')
# VGPR-only sources that llvm-mc 14's decoder reads from the low 8 bits of their 9-bit
# field (its VGPR_32 operand, not VRegOrLds_32): the signature spells them vreg
VREG_SRC = ('v_swap_b32', 'v_swaprel_b32')
TIED_RE = re.compile(r'^v_(mac|fmac)_|^v_dot\d+c_|^v_pk_fmac_f16$')


def valu_entry(target, name, d, probes, notes):
    fam = d['fam']
    roles = alu.valu_roles(name, d)
    if roles is None:
        notes.append((target, name, 'skipped: interpolation operands (attr/high) not in the signature language'))
        return None
    pr = probes.get(target, {}).get(name, {})
    e32 = pr.get('e32', {}) if fam not in ('VOP3', 'VOP3P') else {}
    e64 = pr.get('e64', {})
    has64 = e64.get('*', {}).get('base') == '1'
    has32 = e32.get('*', {}).get('base') == '1'
    if fam in ('VOP3', 'VOP3P') and not has64:
        notes.append((target, name, 'skipped: probe base line not accepted'))
        return None
    if fam not in ('VOP3', 'VOP3P') and not has32:
        notes.append((target, name, 'skipped: probe base line not accepted'))
        return None
    omod = has64 and e64['*'].get('omod') == '1'
    flags = set()
    parts = []
    nsrc = 0
    for i, o in enumerate(roles):
        if o.role in ('vdst', 'sdst', 'adst'):
            t = dst_type(name, o, omod if o.role == 'vdst' else False, has64 or o.role != 'vdst')
            if name in ('v_readlane_b32', 'v_readfirstlane_b32'):
                t = 'b32'
            parts.append('%s:%s' % (o.role, t))
        elif o.role in ('cdst', 'csrc'):
            parts.append(o.role)
        elif o.role == 'kimm':
            t = type_tokens(name)[0] if type_tokens(name) else 'b32'
            parts.append('kimm:%s' % t)
        elif o.role == 'asrc':
            parts.append('asrc:b%d' % reg_bits(o.n))
            nsrc += 1
        else:
            d64 = e64.get(i) if has64 else None
            d32 = e32.get(i) if has32 else None
            datas = [d64, d32] if d64 else [d32]
            kind = src_kind(datas)
            if kind in ('src', 'vgpr') and fam in ('VOP2', 'VOPC') and nsrc == 1:
                kind = 'vsrc'
            if kind == 'vgpr' and name in VREG_SRC:
                kind = 'vreg'
            t = src_type(name, o, [d64, d32])
            toks = type_tokens(name)
            if not has64 and toks and all(x[0] == 'f' for x in toks) and t[0] != 'f' and t[1:] in ('16', '32', '64'):
                # no VOP3 form to probe modifiers on: float-ness from the mnemonic
                t = 'f' + t[1:]
            if name in ('v_readlane_b32', 'v_writelane_b32') and nsrc == 1:
                t = 'u32'
            elif name in ('v_readlane_b32', 'v_writelane_b32', 'v_readfirstlane_b32'):
                t = 'b32'
            parts.append('%s:%s' % (kind, t))
            nsrc += 1
    if name in PACKED_F16_VOP2:
        # packed v2f16 sources: llvm-mc converts float constants to f16 (1.5 -> 0x3e00)
        parts = [p_.split(':')[0] + ':v2f16' if p_.startswith(('src:', 'vsrc:')) else p_ for p_ in parts]
    if fam == 'VOP3P' and name.startswith('v_pk_'):
        # packed operands: v2f16/v2i16 (one dword) or v2f32/v2b32 (two)
        tok = type_tokens(name)[-1]
        out = []
        for p_ in parts:
            k = p_.split(':')[0]
            if ':' in p_:
                n = roles[len(out)].n
                if n == 1:
                    out.append('%s:%s' % (k, 'v2f16' if tok[0] == 'f' else 'v2i16'))
                else:
                    out.append('%s:%s' % (k, 'v2f32' if tok[0] == 'f' else 'v2b32'))
            else:
                out.append(p_)
        parts = out
    if fam == 'VOP3P' and re.match(r'^v_dot2_(f32_f16|i32_i16|u32_u16)$', name):
        # two packed 16-bit sources and a 32-bit accumulator
        pk = 'v2f16' if name.endswith('f16') else 'v2i16'
        parts = [parts[0], 'src:' + pk, 'src:' + pk] + parts[3:]
    if fam not in ('VOP3', 'VOP3P') and not has64:
        flags.add('AMD_I_NO_E64')
    if fam == 'VOP3' and name in ('v_readlane_b32', 'v_writelane_b32'):
        flags.add('AMD_I_NO_E64')   # llvm-mc 14 rejects the _e64 spelling of these
    if TIED_RE.match(name):   # the destination is also the accumulator source
        flags.add('AMD_I_TIED')
    if has64 and e64['*'].get('clamp') != '1':
        flags.add('AMD_I_NO_CLAMP')
    if has64 and fam != 'VOP3P' and e64['*'].get('opsel') == '1':
        flags.add('AMD_I_OPSEL')
    if name in ('v_lshlrev_b64', 'v_lshrrev_b64', 'v_ashrrev_i64'):
        flags.add('AMD_I_BUS1')  # llvm-mc 14: a constant-bus limit of 1 on GFX10 too
    if name in ('v_qsad_pk_u16_u8', 'v_mqsad_pk_u16_u8', 'v_mqsad_u32_u8'):
        flags.add('AMD_I_EARLYCLOBBER')  # llvm-mc 14: the destination overlaps no source
    if REV_RE.match(name):
        flags.add('AMD_I_REV')   # operands swapped in hardware: llvm-mc 14 refuses lds_direct
    if READS_M0_RE.match(name):
        flags.add('AMD_I_READS_M0')
    if name in READS_VCC:
        flags.add('AMD_I_READS_VCC')
    if fam == 'VOPC' and (name.startswith('v_cmpx_') or name.startswith('v_cmpsx_')):
        flags.add('AMD_I_CMPX')
    if fam == 'VOP3' and any(o.role == 'cdst' for o in roles):
        flags.add('AMD_I_VOP3B')
    if has32 and e32['*'].get('sdwa') == '1':
        flags.add('AMD_I_SDWA')
    if has32 and any(e32['*'].get('dpp%d' % k) == '1' for k in range(3)):
        flags.add('AMD_I_DPP')   # the DPP controls a row takes are the family's rule (encode_sdwa_dpp.c)
    if has32 and e32['*'].get('sdwaomod') == '1':
        flags.add('AMD_I_SDWA_OMOD')
    if has32 and e32['*'].get('sdwaneg') == 'x':
        flags.add('AMD_I_SDWA_INT')  # llvm-mc 14 encodes -x as sext: the SDWA/DPP sources are integers
    if has64 and fam != 'VOP3P' and any(o.role != 'cdst' for o in roles):
        # the VOP3 form takes no modifier at all: no neg/abs on any source, no omod, no clamp
        mods = [e64['*'].get('omod') == '1', e64['*'].get('clamp') == '1']
        mods += [acc(e64.get(i, {}).get('n')) or acc(e64.get(i, {}).get('a')) for i in range(len(roles))]
        if not any(mods):
            flags.add('AMD_I_NOMODS')
    return Entry(name, fam, ' '.join(parts), d['op'], flags)


# --------------------------------------------------------------------------
# SALU
# --------------------------------------------------------------------------

SOPP_LABEL_RE = re.compile(r'^s_(branch|cbranch_.*)$')
# GFX10 SOPP operands llvm-mc 14 range-checks to 16 bits and refuses floats for
# (the others it truncates): found by assembling 0x10000, -32769, 0x12345 and -4.0 with each.
SOPP_STRICT16 = {'s_clause', 's_inst_prefetch', 's_round_mode', 's_ttracedata_imm', 's_waitcnt_depctr'}


def sop_entry(target, name, d, probes, notes):
    fam = d['fam']
    if name == 's_set_gpr_idx_on':
        return Entry(name, fam, 'src:b32 gpridx', d['op'])
    roles = alu.salu_roles(name, d)
    if any(o.cls != 's' for o in roles):
        notes.append((target, name, 'skipped: operand not in the signature language'))
        return None
    parts = []
    for i, o in enumerate(roles):
        bits = reg_bits(o.n)
        t = int_type(name, bits, o.role == 'sdst')
        role = o.role
        if role == 'src' and name in SALU_REG_ONLY:
            role = 'ssrc'
        elif role == 'src' and name in SALU_NO_LITERAL:
            role = 'sreg'
        parts.append('%s:%s' % (role, t))
    return Entry(name, fam, ' '.join(parts), d['op'])


def sopk_entry(target, name, d, probes, notes):
    mn, ops = split_ops(d['text'])
    flags = set()
    if name.startswith('s_cmpk_'):
        t = 'u32' if name.endswith('_u32') else 'i32'
        sig = 'sreg:%s %s' % (t, 'uimm16' if t == 'u32' else 'simm16')
        flags.add('AMD_I_SOPK_SRC')
    elif name in ('s_movk_i32', 's_cmovk_i32', 's_addk_i32', 's_mulk_i32'):
        sig = 'sdst:i32 simm16'
    elif name.startswith('s_waitcnt_'):
        sig = 'sreg:b32 simm16'
        flags.add('AMD_I_SOPK_SRC')
    elif name == 's_getreg_b32':
        sig = 'sdst:b32 hwreg'
    elif name == 's_setreg_b32':
        sig = 'hwreg sreg:b32'
    elif name == 's_setreg_imm32_b32':
        sig = 'hwreg kimm:b32'
    elif name == 's_cbranch_i_fork':
        sig = 'sreg:b64 label'
    elif name == 's_call_b64':
        sig = 'sdst:b64 label'
    elif name in ('s_subvector_loop_begin', 's_subvector_loop_end'):
        sig = 'sdst:b32 label'
    elif name == 's_version':
        sig = 'uimm16'
    else:
        raise SystemExit('%s: SOPK %s: no signature rule (sample %r)' % (target, name, d['text']))
    return Entry(name, 'SOPK', sig, d['op'], flags)


def sopp_entry(target, name, d, probes, notes):
    mn, ops = split_ops(d['text'])
    imm = probes.get(target, {}).get(name, {}).get('imm', {}).get('*', {})
    flags = set()
    if SOPP_LABEL_RE.match(name):
        sig = 'label'
    elif name == 's_waitcnt':
        sig = 'waitcnt'
    elif name in ('s_sendmsg', 's_sendmsghalt'):
        sig = 'sendmsg'
    elif name == 's_set_gpr_idx_mode':
        sig = 'gpridx'
    elif ops:
        sig = 'uimm16'
        if imm.get('bare') == '1':
            flags.add('AMD_I_OPTIONAL_OP')
        if name in SOPP_STRICT16:
            flags.add('AMD_I_IMM16')
    else:
        if imm.get('one') == '1':
            sig = 'uimm16'
            flags.add('AMD_I_OPTIONAL_OP')
        else:
            sig = ''
    if sig in ('label', 'waitcnt', 'sendmsg') and imm.get('bare') == '1':
        flags.add('AMD_I_OPTIONAL_OP')
    return Entry(name, 'SOPP', sig, d['op'], flags)


# --------------------------------------------------------------------------
# per target
# --------------------------------------------------------------------------

def alu_entries(target, probes, aliases, notes, checks):
    insts = common.alu_insts(target)
    out = OrderedDict()
    for name, d in insts.items():
        fam = d['fam']
        if name.startswith('v_interp_'):
            continue   # interp_entries
        if fam == 'VOP3P' and name.startswith('v_mfma_'):
            e = mfma_entry(target, name, d)
        elif fam in common.VALU + ('VOP3P',):
            e = valu_entry(target, name, d, probes, notes)
        elif fam == 'SOPK':
            e = sopk_entry(target, name, d, probes, notes)
        elif fam == 'SOPP':
            e = sopp_entry(target, name, d, probes, notes)
        else:
            e = sop_entry(target, name, d, probes, notes)
        if e is None:
            continue
        out[name] = e
        if fam in ('VOP1', 'VOP2', 'VOPC') and d['op64'] is not None:
            g = GEN[target]
            off = {'VOPC': 0, 'VOP2': 0x100, 'VOP1': 0x140 if g in (8, 9) else 0x180}[fam]
            if d['op64'] != d['op'] + off:
                checks.append('%s %s: VOP3 opcode 0x%x is not the %s opcode 0x%x + 0x%x'
                              % (target, name, d['op64'], fam, d['op'], off))
    # llvm-mc aliases
    for alias, printed, line, outp, enc in aliases.get(target, []):
        if alias in out:
            continue
        e = alias_entry(target, alias, printed, outp, enc, insts, out, notes)
        if e:
            out[alias] = e
    return out


# VOP3-only interpolation rows: i/j (f32), the attribute read as 16-bit halves
# (`high` selects the upper one), and the third source
INTERP_VOP3_SIG = {
    'v_interp_p1ll_f16': 'vdst:f32 src:f32 attr:f16',
    'v_interp_p1lv_f16': 'vdst:f32 src:f32 attr:f16 src:f16',
    'v_interp_p2_f16': 'vdst:f16 src:f32 attr:f16 src:f32',
    'v_interp_p2_legacy_f16': 'vdst:f16 src:f32 attr:f16 src:f32',
}


def interp_entries(target, notes):
    """VINTRP rows (with their VOP3 form from GFX8: opcode 0x270 + op, 0x200 + op
    on GFX10, checked here against the inventory) and the VOP3-only rows."""
    out = OrderedDict()
    inv = common.load_inventory(target)
    vop3 = {strip_form(mn): op for fam, op, mn, enc, text in inv if fam == 'VOP3' and mn.startswith('v_interp_')}
    for fam, op, mn, enc, text in inv:
        if fam != 'VINTRP':
            continue
        name = strip_form(mn)
        sig = 'vdst:f32 islot attr:f32' if name == 'v_interp_mov_f32' else 'vdst:f32 vsrc:f32 attr:f32'
        flags = {'AMD_I_READS_M0'}
        if name in vop3:
            want = op + (0x200 if GEN[target] == 10 else 0x270)
            if vop3[name] != want:
                raise SystemExit('%s %s: VOP3 opcode 0x%x is not 0x%x' % (target, name, vop3[name], want))
        else:
            flags.add('AMD_I_NO_E64')
        out[name] = Entry(name, 'VINTRP', sig, op, flags)
    for name, op in vop3.items():
        if name in out:
            continue
        if name not in INTERP_VOP3_SIG:
            raise SystemExit('%s: interpolation row %s has no signature rule' % (target, name))
        # llvm-mc 14 leaves M0 out of the constant bus of GFX9's v_interp_p2_f16 only
        flags = set() if name == 'v_interp_p2_f16' and GEN[target] == 9 else {'AMD_I_READS_M0'}
        out[name] = Entry(name, 'VOP3', INTERP_VOP3_SIG[name], op, flags)
    return out


# EXP (export) has no opcode field, so the opcode inventory cannot list it:
# llvm-mc 14 assembles `exp` on every target of every column (gfx700 ... gfx1010,
# encoding bits 31:26 = 0x3e on GFX7/GFX10, 0x31 on GFX8/GFX9). One row with
# opcode 0 in every column; the export targets are src/amdgpu/exp.c's table.
EXP_SIG = 'etgt esrc:b32 esrc:b32 esrc:b32 esrc:b32'


def exp_entries(target):
    return OrderedDict([('exp', Entry('exp', 'EXP', EXP_SIG, 0))])


TUPLE_RE = re.compile(r'^[av](?:(\d+)|\[(\d+):(\d+)\])$')


def mfma_entry(target, name, d):
    """A matrix row (VOP3P-MAI): register sizes from the sample text, the
    accumulator type (inline constants of src2) from the mnemonic."""
    ops = split_ops(d['text'])[1]
    sizes = []
    for o in ops[:4]:
        m = TUPLE_RE.match(o.split()[0])
        if not m:
            raise SystemExit('%s: MFMA sample %r: operand %r' % (target, d['text'], o))
        sizes.append(1 if m.group(1) else int(m.group(3)) - int(m.group(2)) + 1)
    acc = type_tokens(name)[0]
    sig = 'mdst:b%d msrc:b%d msrc:b%d macc:%s' % (32 * sizes[0], 32 * sizes[1], 32 * sizes[2], acc)
    return Entry(name, 'VOP3P', sig, d['op'])


def decode_vop3_op(target, enc):
    b = [int(x, 16) for x in enc.split(',')]
    w0 = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
    if (w0 >> 26) not in (0x34, 0x35):
        return None
    return (w0 >> 17) & 0x1ff if GEN[target] == 7 else (w0 >> 16) & 0x3ff


def alias_entry(target, alias, printed, outp, enc, insts, entries, notes):
    if printed == '?' or not outp:
        notes.append((target, alias, 'alias not resolved (no probe template assembled)'))
        return None
    if printed == alias or printed not in entries:
        op3 = decode_vop3_op(target, enc) if enc else None
        printed = None
        for n, d in insts.items():
            if op3 is not None and ((d['fam'] == 'VOP3' and d['op'] == op3) or d['op64'] == op3):
                printed = n
        if printed is None or printed not in entries:
            notes.append((target, alias, 'alias target not found'))
            return None
    tgt = entries[printed]
    flags = set(tgt.flags) | {'AMD_I_PSEUDO'}
    mn_out = split_ops(outp)[0]
    if tgt.fam in ('VOP1', 'VOP2', 'VOPC') and mn_out.endswith('_e64'):
        # llvm-mc maps the alias to the VOP3 form only: a VOP3 row, whose src1
        # stays a VGPR as in the 32-bit form
        sig = ' '.join(p.replace('vsrc:', 'vgpr:') for p in tgt.sig.split())
        flags.discard('AMD_I_NO_E64')
        if 'cdst' in sig.split() and tgt.fam == 'VOP2':
            flags.add('AMD_I_VOP3B')
        return Entry(alias, 'VOP3', sig, insts[printed]['op64'], flags,
                     note='alias of %s (VOP3 form only)' % printed)
    return Entry(alias, tgt.fam, tgt.sig, tgt.op, flags, note='alias of %s' % printed)


# --------------------------------------------------------------------------
# merge columns and emit C
# --------------------------------------------------------------------------

def merge(per_col):
    """per_col: {col: {name: Entry}} -> rows [(Entry-key, {col: op})] in output order."""
    rows = OrderedDict()
    for col in common.COLS:
        for name, e in per_col[col].items():
            k = e.key()
            rows.setdefault(k, {'fam': e.fam, 'ops': {}})
            if col in rows[k]['ops']:
                raise SystemExit('duplicate %s in %s' % (name, col))
            rows[k]['ops'][col] = e.op
    # at most one row per name per column
    seen = {}
    for k, r in rows.items():
        for col in r['ops']:
            if (k[0], col) in seen:
                raise SystemExit('two rows for %s in column %s' % (k[0], col))
            seen[(k[0], col)] = k

    def order(item):
        k, r = item
        first = min(common.COLS.index(c) for c in r['ops'])
        return (FAM_ORDER.index('SMEM' if r['fam'] == 'SMRD' else r['fam']), k[0], first)
    return sorted(rows.items(), key=order)


def c_row(k, r):
    name, fam, sig, flags = k
    ops = []
    for col in common.COLS:
        op = r['ops'].get(col)
        ops.append('-1' if op is None else '0x%x' % op)
    fl = ' | '.join(f for f in FLAG_NAMES if f in flags) or '0'
    return '    {"%s", %s, "%s", {%s}, %s},\n' % (name, fam, sig, ', '.join(ops), fl)


HEADER = """/* GENERATED FILE - do not edit by hand.
 * Generated by `python3 scripts/amdgpu_tablegen/gen.py` from
 * data/amdgpu/inventory/{gfx700,gfx801,gfx900,gfx90a,gfx1010}.tsv and
 * vop3_forms.tsv (llvm-mc 14 opcode inventory) and
 * data/amdgpu/tablegen/probes.tsv, aliases.tsv (llvm-mc 14 operand probes,
 * refreshed with `python3 scripts/amdgpu_tablegen/probe.py`).
 * Columns: {gfx700, gfx801, gfx900, gfx90a, gfx1010} = AMD_C7..AMD_C10.
 * %s */
#include "amdgpu/insts.h"

const amd_inst amd_insts_%s[] = {
"""


def emit(group, rows, what):
    s = HEADER % (what, group)
    for k, r in rows:
        s += c_row(k, r)
    s += '};\n'
    s += 'const unsigned amd_insts_%s_count = sizeof amd_insts_%s / sizeof amd_insts_%s[0];\n' % (group, group, group)
    return s


GROUP = {'SOP1': 'salu', 'SOP2': 'salu', 'SOPK': 'salu', 'SOPC': 'salu', 'SOPP': 'salu',
         'VOP1': 'valu', 'VOP2': 'valu', 'VOPC': 'valu', 'VOP3': 'valu', 'VOP3P': 'valu', 'VINTRP': 'valu'}
WHAT = {'salu': 'Families SOP2, SOPK, SOP1, SOPC, SOPP.',
        'valu': 'Families VOP1, VOP2, VOPC (32-bit opcode; the encoder derives the VOP3\n * opcode), VOP3 (VOP3-only instructions).',
        'mem': 'Families SMEM (SMRD on GFX7), DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF, MIMG, EXP.'}


def mix_rows(per_col):
    """gfx904 is column C9 (gfx900's inventory) with the fma-mix feature: llvm-mc 14
    accepts v_fma_mix_f32/mixlo/mixhi there and rejects v_mad_mix*, at the same VOP3P
    opcodes (gfx902, gfx909, gfx90c keep v_mad_mix*). The mix rows carry feature flags
    (the target table says which targets have the feature) and the fma rows take the C9
    column at the mad rows' opcodes, which must equal gfx906's (C906)."""
    for ents in per_col.values():
        for name, e in list(ents.items()):
            flag = 'AMD_I_FMA_MIX' if name.startswith('v_fma_mix') else 'AMD_I_MAD_MIX' if name.startswith('v_mad_mix') else None
            if flag:
                ents[name] = Entry(e.name, e.fam, e.sig, e.op, set(e.flags) | {flag}, e.note)
    c9, c906 = per_col['C9'], per_col['C906']
    for name in [n for n in c9 if n.startswith('v_mad_mix')]:
        fma = 'v_fma_mix' + name[len('v_mad_mix'):]
        src = c906.get(fma)
        if src is None or src.op != c9[name].op or src.sig != c9[name].sig:
            raise SystemExit('C9 %s: no C906 %s at the same opcode and signature' % (name, fma))
        c9[fma] = Entry(fma, src.fam, src.sig, c9[name].op, src.flags, 'gfx904 (fma-mix feature)')


def dot10_rows(per_col, notes):
    """gfx1011 and gfx1012 are column C10 (gfx1010's inventory) with the dot
    instructions: the rows gfx1011's inventory has and gfx1010's lacks. Their
    operands, forms and flags are gfx908's rows of the same names (probed there;
    llvm-mc 14 gives them the same operands, no SDWA or _e64 form of v_dot2c/v_dot4c,
    DPP); the opcodes are gfx1011's. Flag AMD_I_DOT10: only on targets with the feature."""
    g1011 = common.alu_insts('gfx1011')
    g1010 = common.alu_insts('gfx1010')
    c908, c10 = per_col['C908'], per_col['C10']
    for name, d in g1011.items():
        if name in g1010:
            continue
        src = c908.get(name)
        if src is None or not name.startswith('v_dot'):
            raise SystemExit('gfx1011 %s: no gfx908 dot row to take the operands from' % name)
        c10[name] = Entry(name, src.fam, src.sig, d['op'], set(src.flags) | {'AMD_I_DOT10'},
                          'gfx1011/gfx1012 (dot feature)')


def build():
    probes = load_probes()
    aliases = load_aliases()
    notes, checks = [], []
    per_col = {}
    for col, target in common.COL_TARGET.items():
        ents = alu_entries(target, probes, aliases, notes, checks)
        ents.update(interp_entries(target, notes))
        ents.update(exp_entries(target))
        for name, e in mem.mem_entries(target, notes, Entry).items():
            if name in ents:
                raise SystemExit('%s: %s in two families' % (target, name))
            ents[name] = e
        per_col[col] = ents
    mix_rows(per_col)
    dot10_rows(per_col, notes)
    rows = merge(per_col)
    files = OrderedDict()
    for group, path in OUT_FILES.items():
        grows = [(k, r) for k, r in rows if GROUP.get(r['fam'], 'mem') == group]
        files[path] = emit(group, grows, WHAT[group])
    return files, rows, per_col, notes, checks


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--check', action='store_true', help='exit 1 if the C files differ from a fresh generation')
    ap.add_argument('--report', action='store_true', help='print row counts and notes')
    args = ap.parse_args()
    files, rows, per_col, notes, checks = build()
    if args.check:
        bad = []
        for path, text in files.items():
            full = os.path.join(common.ROOT, path)
            cur = open(full).read() if os.path.exists(full) else None
            if cur != text:
                bad.append(path)
        if bad:
            print('out of date: ' + ', '.join(bad) + ' (run python3 scripts/amdgpu_tablegen/gen.py)')
            sys.exit(1)
        print('up to date')
        return
    if args.report:
        report(rows, per_col, notes, checks)
        return
    for path, text in files.items():
        with open(os.path.join(common.ROOT, path), 'w') as fh:
            fh.write(text)
    print('wrote %s (%d rows)' % (', '.join(files), len(rows)))


def report(rows, per_col, notes, checks):
    fams = [f for f in FAM_ORDER if any(r['fam'] in (f,) or (f == 'SMEM' and r['fam'] == 'SMRD') for k, r in rows)]
    print('rows per family (C rows / names present per column %s)' % ' '.join(common.COLS))
    for f in fams:
        fr = [(k, r) for k, r in rows if (r['fam'] == f or (f == 'SMEM' and r['fam'] == 'SMRD'))]
        cnt = [sum(1 for k, r in fr if c in r['ops']) for c in common.COLS]
        print('  %-8s %4d rows   %s' % (f, len(fr), ' '.join('%5d' % x for x in cnt)))
    print('  total    %4d rows' % len(rows))
    print('VOP3 opcode checks: %s' % ('all VOP1/VOP2/VOPC e64 opcodes = base + offset' if not checks else ''))
    for c in checks:
        print('  ' + c)
    print('notes:')
    for t, n, msg in notes:
        print('  %s %s: %s' % (t, n, msg))


if __name__ == '__main__':
    main()

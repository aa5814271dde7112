"""Operand roles of SALU/VALU instructions, read from the inventory's sample
texts, and the operand lines used to probe llvm-mc (probe.py) and to check
the generated rows (check_rows.py)."""
import re
from common import split_ops, reg_info, reg, GEN

# VOP3-only instructions whose second operand is an SGPR carry/condition
# destination (VOP3b encoding: sdst field).
VOP3B_NAMES = {'v_div_scale_f32', 'v_div_scale_f64', 'v_mad_u64_u32', 'v_mad_i64_i32',
               'v_add_co_u32', 'v_sub_co_u32', 'v_subrev_co_u32'}

MASK_NAMES = ('vcc', 'vcc_lo')


def is_interp(text):
    return 'attr' in text or ' p10' in text or ' p20' in text or ' p0' in text


class Op(object):
    """One operand of an instruction: role + register class/width of the sample."""
    __slots__ = ('role', 'cls', 'n', 'text')

    def __init__(self, role, cls, n, text):
        self.role, self.cls, self.n, self.text = role, cls, n, text

    def __repr__(self):
        return '%s:%s%d' % (self.role, self.cls, self.n)


def _reg(text):
    r = reg_info(text)
    return r if r else (None, 1)


def valu_roles(name, d):
    """Roles of a VOP1/VOP2/VOPC/VOP3 instruction: list of Op, or None if the
    operand syntax is outside the signature language (interpolation)."""
    fam = d['fam']
    text = d['text']
    if is_interp(text) or (d['text64'] and is_interp(d['text64'])):
        return None
    mn, ops = split_ops(text)
    ops = [o.split(' ')[0] for o in ops]      # drop trailing modifiers (op_sel_hi:[..])
    out = []
    nops = len(ops)
    for i, o in enumerate(ops):
        cls, n = _reg(o)
        if fam == 'VOPC':
            if i == 0 and (o in MASK_NAMES or (nops == 3)):
                out.append(Op('cdst', 's', 0, o))
            else:
                out.append(Op('src', cls, n, o))
            continue
        if i == 0:
            role = {'v': 'vdst', 's': 'sdst', 'a': 'adst'}[cls]
            out.append(Op(role, cls, n, o))
            continue
        if o.startswith('0x') or re.match(r'^-?\d', o):
            out.append(Op('kimm', None, 1, o))
        elif o in MASK_NAMES:
            out.append(Op('cdst' if i == 1 and nops >= 4 else 'csrc', 's', 0, o))
        elif fam in ('VOP3', 'VOP3P') and i == 1 and name in VOP3B_NAMES:
            out.append(Op('cdst', 's', 0, o))
        elif fam == 'VOP3' and i == nops - 1 and name in ('v_cndmask_b32',):
            out.append(Op('csrc', 's', 0, o))
        else:
            out.append(Op('asrc' if cls == 'a' else 'src', cls, n, o))
    return out


def salu_roles(name, d):
    """Roles of a SOP1/SOP2/SOPC instruction (SOPK/SOPP are name-driven in gen.py)."""
    fam = d['fam']
    mn, ops = split_ops(d['text'])
    out = []
    for i, o in enumerate(ops):
        cls, n = _reg(o)
        if fam == 'SOPC':
            out.append(Op('src', cls, n, o))
        elif fam == 'SOP1' and len(ops) == 1:
            out.append(Op('sdst' if name == 's_getpc_b64' else 'src', cls, n, o))
        elif fam == 'SOP2' and len(ops) == 2:
            out.append(Op('src', cls, n, o))
        else:
            out.append(Op('sdst' if i == 0 else 'src', cls, n, o))
    return out


def mask_reg(target, which=0):
    """An SGPR (pair) usable as VOP3 carry/compare mask on the target (default wave size)."""
    base = 20 + 2 * which
    return 's%d' % base if GEN[target] >= 10 else 's[%d:%d]' % (base, base + 1)


def vcc(target):
    return 'vcc_lo' if GEN[target] >= 10 else 'vcc'


def src_slots(roles):
    """Index in the VOP3 src0..src2 fields of every source-like operand."""
    slots, k = {}, 0
    for i, o in enumerate(roles):
        if o.role in ('src', 'asrc', 'csrc'):
            slots[i] = k
            k += 1
    return slots


def operand_text(o, target, form, value, i):
    """Text of operand o at position i: value='v' (a VGPR), 's' (an SGPR), or
    the sample-independent neutral choice for its role."""
    if o.role in ('vdst',):
        return reg('v', o.n, 0)
    if o.role == 'adst':
        return reg('a', o.n, 0)
    if o.role == 'sdst':
        return reg('s', o.n, 0)
    if o.role == 'cdst':
        return vcc(target) if form == 'e32' else mask_reg(target, 0)
    if o.role == 'csrc':
        return vcc(target) if form == 'e32' else mask_reg(target, 1)
    if o.role == 'kimm':
        return '0x1234'
    if o.role == 'asrc':
        return reg('a', o.n, 8 + 4 * i)
    if value == 'v':
        return reg('v', o.n, 8 + 4 * i)
    if value == 's':
        return reg('s', o.n, 4 + 4 * i)
    if value == 'i':
        return '1'
    return o.text


def base_candidates(roles, target, form):
    """Operand lists for the base line of a probe, most neutral first:
    all sources VGPRs; sample SGPR sources replaced by the inline constant 1;
    the sample operands."""
    cands = []
    cands.append([operand_text(o, target, form, 'v', i) for i, o in enumerate(roles)])
    alt = []
    for i, o in enumerate(roles):
        if o.role == 'src' and o.cls == 's':
            alt.append('1')
        else:
            alt.append(operand_text(o, target, form, 'v', i))
    cands.append(alt)
    cands.append([operand_text(o, target, form, 'sample', i) if o.role == 'src' else
                  operand_text(o, target, form, 'v', i) for i, o in enumerate(roles)])
    out = []
    for c in cands:
        if c not in out:
            out.append(c)
    return out


# probe values for a source operand: key -> text (for width n)
def probe_values(n):
    return [('v', reg('v', n, 24)), ('s', reg('s', n, 40)), ('i', '1'), ('k', '0x3f000000'),
            ('h', '0x3800'), ('f', '0.5'), ('d', '1.5'), ('l', '0x12345'),
            ('n', '-' + reg('v', n, 24)), ('a', '|' + reg('v', n, 24) + '|')]


def le32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def is_vop3_word(w0):
    return (w0 >> 26) in (0x33, 0x34, 0x35)   # VOP3/VOP3P (GFX7-9), VOP3P/VOP3 (GFX10)


def valu_src_code(enc, slot):
    """The 9-bit source code (and literal) of VOP source `slot` in an encoding."""
    w0 = le32(enc, 0)
    if is_vop3_word(w0):
        w1 = le32(enc, 4)
        code = (w1 >> (9 * slot)) & 0x1ff
        lit = le32(enc, 8) if code == 255 and len(enc) >= 12 else None
    else:
        if slot == 0:
            code = w0 & 0x1ff
        else:
            code = 0x200 | ((w0 >> 9) & 0xff)   # 0x2xx: raw VOP2 vsrc1 byte
        lit = le32(enc, 4) if code == 255 and len(enc) >= 8 else None
    return code, lit


def salu_src_code(enc, slot):
    w0 = le32(enc, 0)
    code = (w0 >> (8 * slot)) & 0xff
    lit = le32(enc, 4) if code == 255 and len(enc) >= 8 else None
    return code, lit


def fmt_result(r, code_fn, slot):
    if not isinstance(r, tuple):
        return '-'
    code, lit = code_fn(r[1], slot)
    if lit is not None:
        return '%x:%x' % (code, lit)
    return '%x' % code

"""Shared helpers of the AMDGPU table generator (stdlib only).

Inventory loading (data/amdgpu/inventory), the llvm-mc batch runner and
operand-text helpers used by probe.py, gen.py and check_rows.py."""
import os
import sys
import re
import subprocess
import tempfile
from collections import OrderedDict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
INV = os.path.join(ROOT, 'data', 'amdgpu', 'inventory')
CACHE = os.path.join(ROOT, 'data', 'amdgpu', 'tablegen')

# table column -> the target whose inventory and probes define it
COLS = ['C7', 'C8', 'C9', 'C906', 'C908', 'C90A', 'C10']
COL_TARGET = OrderedDict([('C7', 'gfx700'), ('C8', 'gfx801'), ('C9', 'gfx900'), ('C906', 'gfx906'),
                          ('C908', 'gfx908'), ('C90A', 'gfx90a'), ('C10', 'gfx1010')])
TARGETS = list(COL_TARGET.values())
GEN = {'gfx700': 7, 'gfx701': 7, 'gfx801': 8, 'gfx803': 8, 'gfx900': 9, 'gfx906': 9, 'gfx908': 9, 'gfx90a': 9, 'gfx1010': 10, 'gfx1011': 10}

SALU = ('SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP')
VALU = ('VOP1', 'VOP2', 'VOPC', 'VOP3')
MEM = ('SMEM', 'SMRD', 'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF', 'MIMG')


def llvm_mc():
    for p in ('llvm-mc-14', 'llvm-mc'):
        for d in os.environ.get('PATH', '').split(os.pathsep):
            if os.path.exists(os.path.join(d, p)):
                return os.path.join(d, p)
    raise SystemExit('llvm-mc not found')


def read_tsv(path):
    rows = []
    with open(path) as fh:
        for ln in fh:
            if ln.startswith('#') or not ln.strip():
                continue
            rows.append(ln.rstrip('\n').split('\t'))
    return rows


def strip_form(m):
    return m[:-4] if m.endswith(('_e32', '_e64')) else m


def load_inventory(target):
    """[(family, opcode, mnemonic, encoding, text)] in file order."""
    out = []
    for fam, op, mn, enc, text in read_tsv(os.path.join(INV, target + '.tsv')):
        out.append((fam, int(op, 16), mn, enc, text))
    return out


def load_vop3_forms():
    """{target: {vop3 mnemonic: (base family, base opcode, base mnemonic, vop3 opcode)}}"""
    out = {}
    for t, op3, m3, bf, bo, bm, d in read_tsv(os.path.join(INV, 'vop3_forms.tsv')):
        out.setdefault(t, {})[m3] = (bf, int(bo, 16), bm, int(op3, 16))
    return out


def split_ops(text):
    """'v_add_f32 v0, v1, v2 clamp' -> ('v_add_f32', ['v0', 'v1', 'v2 clamp'])"""
    p = text.split(' ', 1)
    if len(p) == 1:
        return p[0], []
    return p[0], [o.strip() for o in split_commas(p[1])]


def split_commas(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '([':
            depth += 1
        elif ch in ')]':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return out


REG_RE = re.compile(r'^([vsa])(?:(\d+)|\[(\d+):(\d+)\])$')
SPECIAL_1 = {'vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi', 'm0', 'null', 'scc', 'flat_scratch_lo',
             'flat_scratch_hi', 'tba_lo', 'tma_lo', 'xnack_mask_lo'}
SPECIAL_2 = {'vcc', 'exec', 'flat_scratch', 'tba', 'tma', 'xnack_mask'}


def reg_info(op):
    """('v'|'s'|'a', nregs) for a register operand, None otherwise."""
    m = REG_RE.match(op)
    if m:
        if m.group(2) is not None:
            return m.group(1), 1
        return m.group(1), int(m.group(4)) - int(m.group(3)) + 1
    if op in SPECIAL_1:
        return 's', 1
    if op in SPECIAL_2:
        return 's', 2
    return None


def reg(cls, n, base):
    if n == 1:
        return '%s%d' % (cls, base)
    return '%s[%d:%d]' % (cls, base, base + n - 1)


ENC_RE = re.compile(r'^\s+(.*?)\s*; encoding: \[([^\]]*)\]\s*$')
DIAG_RE = re.compile(r'^(?:.*?):(\d+):(\d+): (warning|error): (.*)$')


def parse_enc_lines(stdout):
    out = []
    for ln in stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            text = re.sub(r'\s+', ' ', m.group(1).strip())
            # fixup bytes print as letters ('A'); they read as 0
            enc = [int(x, 16) if x.startswith('0x') else 0 for x in m.group(2).split(',') if x]
            out.append((text, enc))
    return out


def run_batch(args, lines):
    """Assemble `lines` (one instruction each) with the command `args` (the input
    file is appended). Returns per line (text, bytes) or the error message."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, 'in.s')
        with open(path, 'w') as fh:
            fh.write(''.join(l + '\n' for l in lines))
        p = subprocess.run(args + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
    err = {}
    for ln in p.stderr.splitlines():
        m = DIAG_RE.match(ln)
        if m and m.group(3) == 'error':
            err.setdefault(int(m.group(1)), m.group(4))
    insts = parse_enc_lines(p.stdout)
    k, res = 0, []
    for i in range(1, len(lines) + 1):
        if i in err:
            res.append(err[i])
        elif not lines[i - 1].strip():
            res.append('empty')
        else:
            if k >= len(insts):
                raise RuntimeError('output out of sync: %r' % (lines[i - 1],))
            res.append(insts[k])
            k += 1
    if k != len(insts):
        raise RuntimeError('output out of sync (%d of %d consumed)' % (k, len(insts)))
    return res


def mc_batch(target, lines, mattr=None):
    args = [llvm_mc(), '-arch=amdgcn', '-mcpu=' + target, '-show-encoding']
    if mattr:
        args.append('-mattr=' + mattr)
    return run_batch(args, lines)


def alu_insts(target):
    """SALU/VALU instructions of a target from the inventory:
    {name: {'fam', 'op', 'text' (32-bit form / only form), 'text64', 'op64'}}.
    VOP3 rows that are the _e64 form of a VOP1/VOP2/VOPC row are folded into it;
    VOP3 rows that print like a VOP1 mnemonic (v_nop, v_clrexcp, v_pipeflush) too."""
    forms = load_vop3_forms().get(target, {})
    inv = load_inventory(target)
    out = OrderedDict()
    for fam, op, mn, enc, text in inv:
        if fam not in SALU + VALU + ('VOP3P',) or (fam == 'VOP3' and mn in forms):
            continue
        name = strip_form(mn)
        if fam == 'VOP3' and name in out:
            continue
        if name in out:
            raise RuntimeError('%s: %s twice' % (target, name))
        out[name] = {'fam': fam, 'op': op, 'text': text, 'text64': None, 'op64': None}
    for fam, op, mn, enc, text in inv:
        if fam != 'VOP3':
            continue
        name = strip_form(mn)
        if mn in forms:
            bf, bo, bm, op3 = forms[mn]
            d = out[strip_form(bm)]
            d['text64'], d['op64'] = text, op
        elif name in out and out[name]['fam'] != 'VOP3':
            d = out[name]
            d['text64'], d['op64'] = text, op
    return out


def type_tokens(name):
    return [t for t in name.split('_') if re.match(r'^[biuf](8|16|32|64)$', t)]


def generated_file_main(out, data, emit, probe, script):
    """main() of a generator with committed data: `--check` compares `out` with emit()
    (the ctest `tables/*`), otherwise probe() records `data` from llvm-mc and `out` is
    rewritten."""
    if '--check' in sys.argv:
        cur = open(out).read() if os.path.exists(out) else ''
        if cur != emit():
            sys.exit('%s is not current: run scripts/amdgpu_tablegen/%s' % (out, script))
        print('up to date')
        return
    probe()
    open(out, 'w').write(emit())
    print('wrote', data, out)

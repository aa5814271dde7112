"""Memory-family rows (SMEM/SMRD, DS, FLAT, GLOBAL, SCRATCH, MUBUF, MTBUF, MIMG)
and the operand forms check_rows.py uses for them.

Signatures follow src/amdgpu/insts.h: the roles come from the mnemonic
(load / store / atomic / returning DS ops) and the data widths from the
register tuples of the inventory's disassembled sample text."""
import os
import re
from collections import OrderedDict

import common
from common import split_ops, reg_info, GEN

MEM_FAMS = ('SMEM', 'SMRD', 'DS', 'FLAT', 'GLOBAL', 'SCRATCH', 'MUBUF', 'MTBUF', 'MIMG')


def dtype(op):
    r = reg_info(op)
    n = r[1] if r else 1
    return 'b%d' % (32 * n)


def regs_only(ops):
    """Operands without trailing modifiers ('v0 gds' -> 'v0'); drops bare modifiers."""
    out = []
    for o in ops:
        o = o.split(' ')[0]
        if o in ('gds', 'lds', 'glc', 'slc', 'off') and not out and o != 'off':
            continue
        out.append(o)
    return out


DS_VDST_RE = re.compile(r'^ds_(read|load)|_rtn_|^ds_(swizzle|permute|bpermute)_b32$|^ds_(consume|append)$|'
                        r'^ds_ordered_count$')


def ds_sig(name, ops):
    ops = [o.split(' ')[0] for o in ops if o.split(' ')[0] != 'gds']
    ops = [o for o in ops if o != 'gds']
    if not ops:
        return ''
    if DS_VDST_RE.search(name):
        parts = ['vdst:%s' % dtype(ops[0])]
        if len(ops) > 1:
            parts.append('vaddr')
        parts += ['vgpr:%s' % dtype(o) for o in ops[2:]]
        return ' '.join(parts)
    if 'src2' in name:
        return 'vaddr'
    if name.startswith('ds_gws_'):
        # llvm-mc encodes the GWS data0 VGPR in the ADDR field (DSInstructions.td
        # has_gws_data0), so it is a vaddr operand for the encoder
        return 'vaddr'
    if name == 'ds_write_addtid_b32':
        return ' '.join('vgpr:%s' % dtype(o) for o in ops)
    return ' '.join(['vaddr'] + ['vgpr:%s' % dtype(o) for o in ops[1:]])


def smem_sig(name, ops, flags):
    if not ops:
        return ''
    if name in ('s_memtime', 's_memrealtime', 's_get_waveid_in_workgroup'):
        return 'sdst:%s' % dtype(ops[0])
    if name == 's_dcache_discard' or name == 's_dcache_discard_x2':
        return 'sbase soff'
    if name.startswith('s_atc_probe'):
        return 'uimm16 %s soff' % ('sbuf' if reg_info(ops[1])[1] == 4 else 'sbase')
    base = 'sbuf' if reg_info(ops[1])[1] == 4 else 'sbase'
    if 'atomic' in name:
        flags.add('AMD_I_ATOMIC')
        return 'sreg:%s %s soff' % (dtype(ops[0]), base)
    if 'store' in name:
        flags.add('AMD_I_STORE')
        return 'sreg:%s %s soff' % (dtype(ops[0]), base)
    return 'sdst:%s %s soff' % (dtype(ops[0]), base)


def flat_sig(fam, name, ops, flags):
    tail = ' saddr' if fam in ('GLOBAL', 'SCRATCH') else ''
    if name.endswith('_addtid'):
        if '_store_' in name:
            flags.add('AMD_I_STORE')
            return 'vgpr:%s saddr' % dtype(ops[0])
        return 'vdst:%s saddr' % dtype(ops[0])
    if '_load_' in name:
        return 'vdst:%s faddr%s' % (dtype(ops[0]), tail)
    if '_store_' in name:
        flags.add('AMD_I_STORE')
    elif '_atomic_' in name:
        flags.add('AMD_I_ATOMIC')
    else:
        raise SystemExit('FLAT %s: unknown kind' % name)
    return 'faddr vgpr:%s%s' % (dtype(ops[1]), tail)


def buf_sig(name, ops, flags):
    regs = [o for o in ops if not o.startswith(('off', 'lds'))]
    if not ops:
        return ''
    if name == 'buffer_store_lds_dword':
        flags.add('AMD_I_STORE')
        flags.add('AMD_I_LDS')
        return 'srsrc soffset'
    d = dtype(ops[0])
    if '_store_' in name:
        flags.add('AMD_I_STORE')
        return 'vgpr:%s baddr srsrc soffset' % d
    if '_atomic_' in name:
        flags.add('AMD_I_ATOMIC')
        return 'vgpr:%s baddr srsrc soffset' % d
    if '_load_' in name:
        return 'vdst:%s baddr srsrc soffset' % d
    raise SystemExit('MUBUF %s: unknown kind %r' % (name, regs))


DS2_RE = re.compile(r'^ds_(read|write|wrxchg)2(st64)?_')

SAMPLER_RE = re.compile(r'^image_(sample|gather4|get_lod)')


def mimg_sig(name, flags):
    if name.startswith('image_store'):
        flags.add('AMD_I_STORE')
    elif name.startswith('image_atomic_'):
        flags.add('AMD_I_ATOMIC')
    return 'idata iaddr irsrc' + (' ssamp' if SAMPLER_RE.match(name) else '')


def mem_entries(target, notes, Entry):
    out = OrderedDict()
    for fam, op, mn, enc, text in common.load_inventory(target):
        if fam not in MEM_FAMS:
            continue
        if mn in out:
            continue
        name, ops = split_ops(text)
        name = mn
        flags = set()
        if target == 'gfx908' and name.endswith(('atomic_add_f32', 'atomic_pk_add_f16')):
            flags.add('AMD_I_NO_GLC')   # gfx908 float atomics have no returning form
        if fam in ('SMEM', 'SMRD'):
            sig = smem_sig(name, ops, flags)
            if name.startswith(('s_atc_probe', 's_dcache_discard')):
                flags.add('AMD_I_NO_GLC')
            fam = 'SMEM'
        elif fam == 'DS':
            sig = ds_sig(name, ops)
            if name.startswith('ds_gws_') or name == 'ds_ordered_count':
                flags.add('AMD_I_GDS')
            if name in ('ds_nop', 'ds_permute_b32', 'ds_bpermute_b32'):
                flags.add('AMD_I_NO_GDS')
            if name == 'ds_swizzle_b32':
                flags.add('AMD_I_SWIZZLE')  # offset:swizzle(MODE, ...) macros (llvm-mc 14 parseSwizzleOp)
            if DS2_RE.search(name):
                flags.add('AMD_I_DS2')   # two 8-bit offsets (offset0/offset1) instead of one 16-bit offset
        elif fam in ('FLAT', 'GLOBAL', 'SCRATCH'):
            sig = flat_sig(fam, name, ops, flags)
        elif fam in ('MUBUF', 'MTBUF'):
            sig = buf_sig(name, ops, flags)
            if name == 'buffer_wbinvl1' and GEN[target] == 10:
                # the inventory lists 0xf1; llvm-mc assembles (and re-encodes) it as 0x71,
                # which the disassembler prints as buffer_gl0_inv: an assembler alias
                op = 0x71
                flags.add('AMD_I_PSEUDO')
                notes.append((target, name, 'alias of buffer_gl0_inv (opcode 0x71), marked AMD_I_PSEUDO'))
        else:
            if GEN[target] < 10 and name.endswith('_g16'):
                # llvm-mc 14 takes the 16-bit-gradient names before GFX10: the opcode
                # of the name without _g16 in bits 24:18 and its g16 opcode's bit 7 in
                # bit 0, a bit these generations do not use: an assembler alias
                op |= 0x80
                flags.add('AMD_I_PSEUDO')
                notes.append((target, name, 'g16 name before GFX10: alias of opcode 0x%x, marked AMD_I_PSEUDO' % op))
            sig = mimg_sig(name, flags)
        out[name] = Entry(name, fam, sig, op, flags)
    return out


# --------------------------------------------------------------------------
# check forms
# --------------------------------------------------------------------------

def vreg(t, base):
    n = max(1, int(t[1:]) // 32) if t else 1
    if n > 1:
        base = (base + 1) & ~1
    return common.reg('v', n, base)


def sreg(t, base):
    n = max(1, int(t[1:]) // 32) if t else 1
    if n > 1:
        base = (base + 3) & ~3 if n >= 4 else (base + 1) & ~1
    return common.reg('s', n, base)


_MIMG_ADDR = {}


def mimg_addr_regs(name, target):
    """A valid address size for a MIMG mnemonic: before GFX10 the smallest size
    llvm-mc 14 accepts (data/amdgpu/tablegen/mimg_addr.tsv); on GFX10 the
    components of dim 2D (as src/amdgpu/asm/encode_mimg.c counts them)."""
    g = GEN[target]
    if g >= 10:
        parts = name.split('_')[1:]
        sample = name.startswith(('image_sample', 'image_gather4', 'image_get_lod'))
        if name.startswith('image_get_resinfo'):
            return 1
        coords, extra, grads = 2, 0, 0
        if not sample:
            coords += 'mip' in parts
        else:
            extra = sum(p in parts for p in ('o', 'b', 'c'))
            grads = (2 if 'g16' in parts else 4) if ('d' in parts or 'cd' in parts) else 0
            coords += ('l' in parts) + ('cl' in parts)
        n = coords + extra + grads
        return n if n <= 4 else 8 if n <= 8 else 16
    if not _MIMG_ADDR:
        for r in common.read_tsv(os.path.join(common.CACHE, 'mimg_addr.tsv')):
            _MIMG_ADDR[(r[0], r[1])] = int(r[2], 16)
    col = {'gfx701': 'gfx700', 'gfx803': 'gfx801'}.get(target, target)
    mask = _MIMG_ADDR.get((col, name), 0)
    for n in range(1, 17):
        if mask >> n & 1:
            return n
    return 2


def check_forms(row, target):
    g = GEN[target]
    name, fam, sig, flags = row['name'], row['fam'], row['sig'], row['flags']
    kinds = [k for k, t in sig]
    typ = {k: t for k, t in sig}
    forms = []

    def ops(**over):
        out = []
        for k, t in sig:
            if k in over:
                out.append(over[k])
                continue
            out.append({
                'vdst': lambda: vreg(t, 20), 'vgpr': lambda: vreg(t, 30), 'sdst': lambda: sreg(t, 20),
                'sreg': lambda: sreg(t, 20), 'sbase': lambda: 's[4:5]', 'sbuf': lambda: 's[8:11]',
                'soff': lambda: '0x10', 'uimm16': lambda: '3', 'vaddr': lambda: 'v2',
                'faddr': lambda: 'v2' if fam == 'SCRATCH' or (fam == 'GLOBAL' and 'saddr' in kinds and False)
                else 'v[2:3]',
                'saddr': lambda: 'off' if fam != 'SCRATCH' else 'off',
                'baddr': lambda: 'off', 'srsrc': lambda: 's[8:11]', 'soffset': lambda: 's3',
                'idata': lambda: 'v[20:23]', 'iaddr': lambda: 'v[2:3]', 'irsrc': lambda: 's[8:15]',
                'ssamp': lambda: 's[16:19]',
            }[k]())
        return ', '.join(out)

    def add(tag, line):
        forms.append((tag, line.strip()))
    if fam == 'SMEM':
        add('a', name + ' ' + ops())
        if 'soff' in kinds:
            add('soff_sgpr', name + ' ' + ops(soff='s3'))
            add('glc', name + ' ' + ops() + ' glc')
    elif fam == 'DS':
        add('a', name + ' ' + ops())
        if 'vaddr' in kinds:
            if re.search(r'^ds_(read|write|wrxchg)2(st64)?_', name):
                add('offs', name + ' ' + ops() + ' offset0:4 offset1:8')
            else:
                add('off', name + ' ' + ops() + ' offset:16')
        add('gds', name + ' ' + ops() + ' gds')
    elif fam in ('FLAT', 'GLOBAL', 'SCRATCH'):
        add('a', name + ' ' + ops())
        if g >= 9:
            add('off', name + ' ' + ops() + ' offset:16')
        else:
            add('glc_slc', name + ' ' + ops() + ' glc slc')
        if fam == 'GLOBAL' and 'faddr' in kinds:
            add('saddr', name + ' ' + ops(faddr='v2', saddr='s[4:5]'))
        if fam == 'SCRATCH' and 'faddr' in kinds:
            add('saddr', name + ' ' + ops(faddr='off', saddr='s4'))
        if 'AMD_I_ATOMIC' in flags:
            d = typ['vgpr']
            if 'cmpswap' in name:
                d = 'b%d' % (int(d[1:]) // 2)
            add('rtn', name + ' ' + vreg(d, 20) + ', ' + ops() + ' glc')
    elif fam in ('MUBUF', 'MTBUF'):
        add('a', name + ' ' + ops())
        if 'baddr' in kinds:
            add('offen', name + ' ' + ops(baddr='v2') + ' offen offset:16')
            if g <= 7:
                add('addr64', name + ' ' + ops(baddr='v[2:3]') + ' addr64')
        if 'AMD_I_ATOMIC' in flags:
            add('rtn', name + ' ' + ops() + ' glc')
    elif fam == 'MIMG':
        extra = ' dim:SQ_RSRC_IMG_2D' if g >= 10 else ''
        n = mimg_addr_regs(name, target)
        addr = common.reg('v', n, 2 if n < 4 else 4)
        ops_plain = ops
        ops = lambda **over: ops_plain(**dict({'iaddr': addr}, **over))  # noqa: E731
        if 'AMD_I_ATOMIC' in flags:
            two = 'cmpswap' in name
            add('a', name + ' ' + ops(idata='v[20:21]' if two else 'v20') + (' dmask:0x3' if two else ' dmask:0x1')
                + extra + ' unorm')
            add('glc', name + ' ' + ops(idata='v[20:21]' if two else 'v20') + (' dmask:0x3' if two else ' dmask:0x1')
                + extra + ' unorm glc')
        elif name.startswith('image_gather4'):
            # four components whatever the (one-bit) dmask
            add('a', name + ' ' + ops() + ' dmask:0x1' + extra)
            add('d8', name + ' ' + ops() + ' dmask:0x8' + extra)
        else:
            add('a', name + ' ' + ops() + ' dmask:0xf' + extra)
            add('d1', name + ' ' + ops(idata='v20') + ' dmask:0x1' + extra)
    return forms

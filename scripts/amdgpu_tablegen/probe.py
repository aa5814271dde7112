#!/usr/bin/env python3
"""Probe llvm-mc 14 for the operand facts the instruction table needs and
cache them in data/amdgpu/tablegen/ (committed; gen.py reads only the cache).

    python3 scripts/amdgpu_tablegen/probe.py [--targets gfx900,...]

Writes
  probes.tsv   per (target, instruction, form, source operand): what llvm-mc
               does with a VGPR, an SGPR, the constants 1, 0x3f000000, 0x3800,
               0.5, 1.5, 0x12345, and -v / |v| in that position ('-' = rejected,
               otherwise the 9-bit source code and ':literal'); per (target,
               instruction, form) the base line and whether it, `mul:2`,
               `clamp` and `op_sel:[0,0,0,0]` are accepted; SOPK/SOPP operand acceptance.
  aliases.tsv  mnemonics llvm-mc accepts on a target that it prints as another
               mnemonic (llvm-mc aliases), with that mnemonic.
One llvm-mc process per target and pass; lines are mapped back by line number."""
import argparse
import os
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import alu  # noqa: E402
from common import split_ops, strip_form, reg  # noqa: E402

ALIAS_TEMPLATES = ['', 'v0, v1', 'v0, v1, v2', 'v0, vcc, v1, v2', 'v0, v1, v2, v3', 'v0, vcc, v1, v2, vcc',
                   'v0, vcc_lo, v1, v2', 'v0, s0, v1, v2', 'v0, s[0:1], v1, v2', 's0, s1', 's0, s1, s2',
                   'vcc, v1, v2', 's[0:1], v1, v2', 'v1, v2', 'v[0:1], v[2:3], v[4:5]', 'v0, a0', 'a0, v0']

# MnemonicAlias spellings that are no string of their own in libLLVM (the
# generated matcher compares them piecewise), so libllvm_names() misses them
EXTRA_ALIAS_CANDIDATES = ['v_accvgpr_read', 'v_accvgpr_write']


DPP_CTRLS = ['quad_perm:[0,1,2,3]', 'row_newbcast:1', 'dpp8:[0,1,2,3,4,5,6,7]']


def valu_forms(name, d):
    """[(form, mnemonic)] to probe."""
    fam = d['fam']
    if fam in ('VOP3', 'VOP3P'):
        return [('e64', name)]
    mn32 = split_ops(d['text'])[0]
    mn64 = split_ops(d['text64'])[0] if d['text64'] else name + '_e64'
    return [('e32', mn32), ('e64', mn64)]


def probe_target(target, log):
    insts = common.alu_insts(target)
    rows = []
    # ---------------- VALU ----------------
    jobs = []   # (name, form, mnem, roles, [candidate operand lists])
    for name, d in insts.items():
        if d['fam'] not in common.VALU + ('VOP3P',) or name.startswith('v_mfma_'):
            continue
        roles = alu.valu_roles(name, d)
        if roles is None:
            continue
        for form, mn in valu_forms(name, d):
            cands = alu.base_candidates(roles, target, form)
            jobs.append((name, form, mn, roles, cands))
    lines, keys = [], []
    for j, (name, form, mn, roles, cands) in enumerate(jobs):
        for c in cands:
            lines.append((mn + ' ' + ', '.join(c)).strip())
            keys.append(j)
    res = common.mc_batch(target, lines)
    base = {}
    for j, line, r in zip(keys, lines, res):
        if j not in base and isinstance(r, tuple):
            base[j] = line
    # pass 2: modifiers and per-source probes on the accepted base
    lines, keys = [], []
    for j, (name, form, mn, roles, cands) in enumerate(jobs):
        if j not in base:
            continue
        b = base[j]
        lines += [b + ' mul:2', b + ' clamp', b + ' op_sel:[0,0,0,0]']
        keys += [(j, '*', 'omod'), (j, '*', 'clamp'), (j, '*', 'opsel')]
        if form == 'e32':
            # the SDWA and DPP forms of the base line: the DPP control that
            # 64-bit operands need differs (row_newbcast on gfx90a, dpp8 on GFX10)
            m_, o_ = split_ops(b)
            rest = ' ' + ', '.join(o_) if o_ else ''
            lines += [name + '_sdwa' + rest] + [name + '_dpp' + rest + ' ' + c for c in DPP_CTRLS]
            keys += [(j, '*', 'sdwa')] + [(j, '*', 'dpp%d' % k) for k in range(len(DPP_CTRLS))]
            # the SDWA output modifier, and how -x of the first source is encoded
            # (the neg bit, or llvm-mc's sext bit for an integer operand)
            srcs = [k for k, o in enumerate(roles) if o.role == 'src']
            lines.append(name + '_sdwa' + rest + ' mul:2')
            keys.append((j, '*', 'sdwaomod'))
            if srcs and srcs[0] < len(o_):
                o2 = list(o_)
                o2[srcs[0]] = '-' + o2[srcs[0]]
                lines.append(name + '_sdwa ' + ', '.join(o2))
                keys.append((j, '*', 'sdwaneg'))
        ops = split_ops(b)[1]
        slots = alu.src_slots(roles)
        for i, o in enumerate(roles):
            if o.role != 'src':
                continue
            for key, val in alu.probe_values(o.n):
                ops2 = list(ops)
                ops2[i] = val
                lines.append(mn + ' ' + ', '.join(ops2))
                keys.append((j, i, key))
    res = common.mc_batch(target, lines)
    got = {}
    for (j, i, key), r in zip(keys, res):
        name, form, mn, roles, cands = jobs[j]
        if i == '*' and key == 'sdwaneg':
            # n: the neg bit (20), x: the sext bit (19), -: rejected
            v = '-' if not isinstance(r, tuple) else 'x' if r[1][6] & 0x08 else 'n' if r[1][6] & 0x10 else '0'
            got.setdefault((j, '*'), []).append('%s=%s' % (key, v))
        elif i == '*':
            got.setdefault((j, '*'), []).append('%s=%d' % (key, isinstance(r, tuple)))
        else:
            slot = alu.src_slots(roles)[i]
            got.setdefault((j, i), []).append('%s=%s' % (key, alu.fmt_result(r, alu.valu_src_code, slot)))
    for j, (name, form, mn, roles, cands) in enumerate(jobs):
        if j not in base:
            rows.append((target, name, form, '*', 'base=0', ''))
            continue
        rows.append((target, name, form, '*', 'base=1 ' + ' '.join(got[(j, '*')]), base[j]))
        for i, o in enumerate(roles):
            if (j, i) in got:
                rows.append((target, name, form, str(i), ' '.join(got[(j, i)]), ''))
    # ---------------- SALU: SOP1/SOP2/SOPC ----------------
    lines, keys = [], []
    sjobs = []
    for name, d in insts.items():
        if d['fam'] not in ('SOP1', 'SOP2', 'SOPC'):
            continue
        roles = alu.salu_roles(name, d)
        if any(o.cls != 's' for o in roles):
            continue      # s_set_gpr_idx_on: gpr_idx() operand
        ops = [reg('s', o.n, 0) if o.role == 'sdst' else reg('s', o.n, 4 + 4 * i) for i, o in enumerate(roles)]
        sjobs.append((name, d, roles, ops))
    for j, (name, d, roles, ops) in enumerate(sjobs):
        b = (name + ' ' + ', '.join(ops)).strip()
        lines.append(b)
        keys.append((j, '*', 'base'))
        slot = 0
        for i, o in enumerate(roles):
            if o.role != 'src':
                continue
            for key, val in alu.probe_values(o.n)[:8]:
                if key == 'v':
                    val = reg('v', o.n, 24)
                if key == 's':
                    val = reg('s', o.n, 40)
                ops2 = list(ops)
                ops2[i] = val
                lines.append(name + ' ' + ', '.join(ops2))
                keys.append((j, i, key, slot))
            slot += 1
    res = common.mc_batch(target, lines)
    got = {}
    for k, r in zip(keys, res):
        j, i = k[0], k[1]
        if i == '*':
            got[(j, '*')] = ['base=%d' % isinstance(r, tuple)]
        else:
            got.setdefault((j, i), []).append('%s=%s' % (k[2], alu.fmt_result(r, alu.salu_src_code, k[3])))
    for j, (name, d, roles, ops) in enumerate(sjobs):
        rows.append((target, name, 'sop', '*', ' '.join(got[(j, '*')]), (name + ' ' + ', '.join(ops)).strip()))
        for i, o in enumerate(roles):
            if (j, i) in got:
                rows.append((target, name, 'sop', str(i), ' '.join(got[(j, i)]), ''))
    # ---------------- SOPK / SOPP immediates ----------------
    lines, keys = [], []
    for name, d in insts.items():
        if d['fam'] == 'SOPP':
            lines += [name, name + ' 1', name + ' 0xffff', name + ' -1', name + ' 0x10000']
            keys += [(name, 'bare'), (name, 'one'), (name, 'ffff'), (name, 'm1'), (name, '10000')]
        elif d['fam'] == 'SOPK':
            mn, ops = split_ops(d['text'])
            for k, o in enumerate(ops):
                if o.startswith('0x') or o == '0':
                    for key, val in (('ffff', '0xffff'), ('m1', '-1'), ('m8000', '-32768'), ('10000', '0x10000'),
                                     ('sym', 'sym')):
                        ops2 = list(ops)
                        ops2[k] = val
                        lines.append(name + ' ' + ', '.join(ops2))
                        keys.append((name, key))
    res = common.mc_batch(target, lines)
    got = {}
    for (name, key), r in zip(keys, res):
        got.setdefault(name, []).append('%s=%d' % (key, isinstance(r, tuple)))
    for name in insts:
        if name in got:
            rows.append((target, name, 'imm', '*', ' '.join(got[name]), ''))
    log('%s: %d probe rows' % (target, len(rows)))
    return rows


def libllvm_names():
    sys.path.insert(0, os.path.join(common.ROOT, 'scripts', 'amdgpu_inventory'))
    import inventory
    return sorted(inventory.libllvm_names())


def alias_target(target, cands, known_all, log):
    """Accepted mnemonics that llvm-mc prints as another mnemonic."""
    inv = {strip_form(r[2]) for r in common.load_inventory(target)}
    res = common.mc_batch(target, cands)
    acc = [n for n, r in zip(cands, res)
           if isinstance(r, tuple) or not (r.startswith('invalid instruction') or 'not supported' in r)]
    extra = [n for n in acc if strip_form(n) not in inv and not n.endswith(('_sdwa', '_dpp', '_pad_s_nop'))]
    lines, keys = [], []
    for n in extra:
        for t in ALIAS_TEMPLATES:
            lines.append((n + ' ' + t).strip())
            keys.append(n)
    res = common.mc_batch(target, lines) if lines else []
    out = {}
    for n, line, r in zip(keys, lines, res):
        if n in out or not isinstance(r, tuple):
            continue
        out[n] = (strip_form(split_ops(r[0])[0]), line, r[0], ','.join('%02x' % b for b in r[1]))
    rows = []
    for n in extra:
        if n in out:
            rows.append((target, n) + out[n])
        else:
            rows.append((target, n, '?', '', '', ''))
    log('%s: %d aliases' % (target, len(rows)))
    return rows


def write_tsv(path, header, rows):
    with open(path, 'w') as fh:
        fh.write('# ' + '\t'.join(header) + '\n')
        for r in rows:
            fh.write('\t'.join(r) + '\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--targets', default=','.join(common.TARGETS))
    args = ap.parse_args()
    t0 = time.time()
    os.makedirs(common.CACHE, exist_ok=True)

    def log(msg):
        sys.stderr.write('[%5.1fs] %s\n' % (time.time() - t0, msg))

    targets = args.targets.split(',')
    rows = []
    for t in targets:
        rows += probe_target(t, log)
    write_tsv(os.path.join(common.CACHE, 'probes.tsv'),
              ['target', 'name', 'form', 'operand', 'results', 'base line'], rows)
    cands = sorted(set(libllvm_names()) | set(EXTRA_ALIAS_CANDIDATES))
    log('%d candidate mnemonics from libLLVM' % len(cands))
    arows = []
    for t in targets:
        arows += alias_target(t, cands, None, log)
    write_tsv(os.path.join(common.CACHE, 'aliases.tsv'),
              ['target', 'alias', 'printed as', 'probe line', 'llvm-mc output', 'encoding'], arows)
    log('done')


if __name__ == '__main__':
    main()

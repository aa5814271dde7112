#!/usr/bin/env python3
"""Flatten a `gpuisa run --json` result into stable lines for FileCheck:

    regs.R0: 0x1010 0x1018          (one hex number per lane / element)
    preds.P0: 1 0                   (booleans as 1/0)
    cc.CF: 0 1
    memory global 0x1000 u32: 0x1 0x2
    fault pc=2 lane=1 kind=misaligned address=0x1001
    buffer out[0]: 0x1 0x2 ...        (a launch result: 8 elements a line)
    fault group=0,1,0 wave=1 pc=2 lane=1 kind=trap address=0x3
    instructions: 4

Keys are printed in sorted order within each group; anything else in the object is printed
as `key: <json>`. Reads the JSON object from standard input (exactly one object)."""
import json
import sys


def num(v):
    if isinstance(v, bool):
        return '1' if v else '0'
    if isinstance(v, int):
        return hex(v)
    if isinstance(v, str):
        return v
    return repr(v)


def row(v):
    return ' '.join(num(x) for x in v) if isinstance(v, list) else num(v)


def main():
    data = sys.stdin.read()
    obj = json.loads(data)
    for group in ('regs', 'preds', 'cc'):
        for k in sorted(obj.get(group, {})):
            print('%s.%s: %s' % (group, k, row(obj[group][k])))
    for m in obj.get('memory', []):
        print('memory %s %s %s: %s' % (m.get('space'), num(m.get('address')), m.get('type'), row(m.get('values', []))))
    # launch results: one line per buffer, 8 elements a line ("buffer NAME[i]: ...")
    for name in sorted(obj.get('buffers', {})):
        vals = obj['buffers'][name]
        for i in range(0, len(vals), 8):
            print('buffer %s[%d]: %s' % (name, i, row(vals[i:i + 8])))
    for f in obj.get('faults', []):
        where = 'group=%s wave=%s ' % (','.join(str(g) for g in f['group']), f['wave']) if 'group' in f else ''
        print('fault %spc=%s lane=%s kind=%s address=%s' % (where, f.get('pc'), f.get('lane'), f.get('kind'),
                                                            num(f.get('address'))))
    if 'instructions' in obj:
        print('instructions: %d' % obj['instructions'])
    for k in ('lane_instructions', 'waves'):
        if k in obj:
            print('%s: %d' % (k, obj[k]))
    for k in sorted(obj):
        if k not in ('regs', 'preds', 'cc', 'memory', 'faults', 'instructions', 'buffers', 'lane_instructions',
                     'waves'):
            print('%s: %s' % (k, json.dumps(obj[k], sort_keys=True)))


if __name__ == '__main__':
    main()

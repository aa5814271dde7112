#!/usr/bin/env python3
"""Parquet data pages v2 for `gpuisa report` (ctest trace/parquet-v2).

DuckDB writes v1 data page headers only, so this test makes v2 pages itself, from the Parquet
specification (parquet.thrift, Encodings.md) and independently of tools/parquet_read.c: it
rewrites a DuckDB-written file (tests/lit/run/Inputs/parquet/*.parquet, codecs gzip or none;
zstd and snappy are not in Python's standard library) page by page: each v1 data page
<4-byte length, definition levels, values>, compressed as a whole, becomes a v2 page
<definition levels uncompressed, values compressed>, its header a DataPageHeaderV2 with
num_nulls and num_rows counted from the levels; the footer's offsets and sizes follow. Then
`gpuisa report --json` on the rewritten file must print exactly what it prints on the original.
A third variant also re-encodes the PLAIN text pages as DELTA_BYTE_ARRAY (DuckDB writes none):
prefix lengths shared with the previous value and suffix lengths, both DELTA_BINARY_PACKED, then
the suffixes.

    python3 tests/trace/parquet_v2.py --gpuisa build/gpuisa
"""
import argparse, gzip, os, struct, subprocess, sys, tempfile, zlib

# ---- the Thrift compact protocol, as a tree: a struct is a list of (id, type, value) ----
def uleb(b, i):
    v = s = 0
    while True:
        x = b[i]; i += 1
        v |= (x & 0x7f) << s; s += 7
        if not x & 0x80: return v, i

def zz(u): return (u >> 1) ^ -(u & 1)

def read_value(b, i, t):
    if t in (1, 2): return t == 1, i
    if t == 3: return struct.unpack_from('b', b, i)[0], i + 1
    if t in (4, 5, 6): u, i = uleb(b, i); return zz(u), i
    if t == 7: return b[i:i + 8], i + 8
    if t == 8: n, i = uleb(b, i); return bytes(b[i:i + n]), i + n
    if t in (9, 10):
        h = b[i]; i += 1; n, et = h >> 4, h & 15
        if n == 15: n, i = uleb(b, i)
        out = []
        for _ in range(n):
            if et in (1, 2): out.append(b[i] == 1); i += 1
            else: v, i = read_value(b, i, et); out.append(v)
        return (et, out), i
    if t == 12: return read_struct(b, i)
    raise ValueError('thrift type %d' % t)

def read_struct(b, i):
    fields, last = [], 0
    while True:
        h = b[i]; i += 1
        if h == 0: return fields, i
        t, d = h & 15, h >> 4
        if d: fid = last + d
        else: u, i = uleb(b, i); fid = zz(u)
        v, i = read_value(b, i, t)
        fields.append((fid, t, v)); last = fid

def w_uleb(v):
    out = bytearray()
    while True:
        x = v & 0x7f; v >>= 7
        if v: out.append(x | 0x80)
        else: out.append(x); return bytes(out)

def w_zz(v): return w_uleb((v << 1) ^ (v >> 63))

def write_value(t, v):
    if t == 3: return struct.pack('b', v)
    if t in (4, 5, 6): return w_zz(v)
    if t == 7: return v
    if t == 8: return w_uleb(len(v)) + v
    if t in (9, 10):
        et, items = v
        h = bytes([(len(items) << 4) | et]) if len(items) < 15 else bytes([0xf0 | et]) + w_uleb(len(items))
        return h + b''.join(bytes([1 if x else 2]) if et in (1, 2) else write_value(et, x) for x in items)
    if t == 12: return write_struct(v)
    raise ValueError(t)

def write_struct(fields):
    out, last = bytearray(), 0
    for fid, t, v in fields:
        tt = (1 if v else 2) if t in (1, 2) else t
        if 0 < fid - last <= 15: out.append(((fid - last) << 4) | tt)
        else: out.append(tt); out += w_zz(fid)
        if t not in (1, 2): out += write_value(t, v)
        last = fid
    return bytes(out) + b'\0'

def get(fields, fid, default=None):
    for f, _, v in fields:
        if f == fid: return v
    return default

def put(fields, fid, t, v):
    return sorted([f for f in fields if f[0] != fid] + [(fid, t, v)], key=lambda f: f[0])

# ---- definition levels (max level 1): count the zeros of the RLE / bit-packed hybrid ----
def count_nulls(lv, n):
    i = nulls = seen = 0
    while seen < n:
        h, i = uleb(lv, i)
        if h & 1:
            cnt = (h >> 1) * 8
            for k in range(min(cnt, n - seen)):
                nulls += not (lv[i + k // 8] >> (k % 8)) & 1
            i += h >> 1; seen += min(cnt, n - seen)
        else:
            cnt = h >> 1; v = lv[i]; i += 1
            if v == 0: nulls += min(cnt, n - seen)
            seen += min(cnt, n - seen)
    return nulls

# ---- DELTA_BINARY_PACKED (blocks of 128 values, 4 miniblocks of 32) and DELTA_BYTE_ARRAY ----
def delta_binary_packed(vals):
    out = bytearray(w_uleb(128) + w_uleb(4) + w_uleb(len(vals)) + w_zz(vals[0] if vals else 0))
    deltas = [vals[k] - vals[k - 1] for k in range(1, len(vals))]
    for b in range(0, len(deltas), 128):
        block = deltas[b:b + 128]
        md = min(block)
        out += w_zz(md)
        minis = [[d - md for d in block[m:m + 32]] for m in range(0, 128, 32)]
        widths = [max(x for x in mb).bit_length() if mb else 0 for mb in minis]
        out += bytes(widths)
        for mb, w in zip(minis, widths):
            if not mb: break                      # miniblocks past the last value are not written
            mb = mb + [0] * (32 - len(mb))        # the last one padded
            acc = 0
            for k, x in enumerate(mb): acc |= x << (k * w)
            out += acc.to_bytes(4 * w, 'little')  # 32 values of w bits
    return bytes(out)

def delta_byte_array(strs):
    pre, suf, prev = [], [], b''
    for x in strs:
        p = 0
        while p < min(len(x), len(prev)) and x[p] == prev[p]: p += 1
        pre.append(p); suf.append(x[p:]); prev = x
    return delta_binary_packed(pre) + delta_binary_packed([len(x) for x in suf]) + b''.join(suf)

def plain_strings(b, n):
    out, i = [], 0
    for _ in range(n):
        ln = struct.unpack_from('<I', b, i)[0]
        out.append(bytes(b[i + 4:i + 4 + ln])); i += 4 + ln
    return out

CODEC_NONE, CODEC_GZIP = 0, 2

def decompress(codec, b):
    return b if codec == CODEC_NONE else gzip.decompress(b)

def compress(codec, b):
    return b if codec == CODEC_NONE else gzip.compress(b, 6)

def rewrite(src, dst, plain, dba=False):
    """plain: the v2 pages uncompressed (is_compressed false, the chunk's codec UNCOMPRESSED);
    dba: PLAIN BYTE_ARRAY values re-encoded as DELTA_BYTE_ARRAY."""
    d = open(src, 'rb').read()
    assert d[:4] == b'PAR1' and d[-4:] == b'PAR1'
    flen = struct.unpack_from('<I', d, len(d) - 8)[0]
    meta, _ = read_struct(d, len(d) - 8 - flen)
    schema = get(meta, 2)[1]
    leaves = [e for e in schema[1:] if not get(e, 5)]
    out = bytearray(b'PAR1')
    groups = get(meta, 4)[1]
    npages = 0
    ndba = [0]
    for g in range(len(groups)):
        cols = get(groups[g], 1)[1]
        for c in range(len(cols)):
            cm = get(cols[c], 3)
            codec = get(cm, 4)
            assert codec in (CODEC_NONE, CODEC_GZIP), 'codec %d' % codec
            optional = get(leaves[c], 3) == 1
            dict_off, data_off = get(cm, 11), get(cm, 9)
            start = dict_off if dict_off and dict_off < data_off else data_off
            end = start + get(cm, 7)
            new_start = len(out)
            new_dict = None
            before = ndba[0]
            i = start
            while i < end:
                ph, j = read_struct(d, i)
                body = d[j:j + get(ph, 3)]
                i = j + get(ph, 3)
                if get(ph, 1) != 0:   # dictionary (and other) pages as they are, or uncompressed
                    if get(ph, 1) == 2: new_dict = len(out)
                    if plain:
                        body = decompress(codec, body)
                        ph = put(ph, 3, 5, len(body))
                    out += write_struct(ph) + body
                    continue
                dh = get(ph, 5)
                n, enc = get(dh, 1), get(dh, 2)
                raw = decompress(codec, body)
                lv = b''
                if optional:
                    ln = struct.unpack_from('<I', raw, 0)[0]
                    lv, vals = raw[4:4 + ln], raw[4 + ln:]
                else:
                    vals = raw
                nulls = count_nulls(lv, n) if optional else 0
                if dba and enc == 0 and get(leaves[c], 1) == 6:
                    vals, enc = delta_byte_array(plain_strings(vals, n - nulls)), 7
                    ndba[0] += 1
                oc = CODEC_NONE if plain else codec
                cv = compress(oc, vals)
                v2 = [(1, 5, n), (2, 5, nulls), (3, 5, n), (4, 5, enc), (5, 5, len(lv)), (6, 5, 0),
                      (7, 1 if oc != CODEC_NONE else 2, oc != CODEC_NONE)]
                hdr = [(1, 5, 3), (2, 5, len(lv) + len(vals)), (3, 5, len(lv) + len(cv)), (8, 12, v2)]
                out += write_struct(hdr) + lv + cv
                npages += 1
            if plain: cm = put(cm, 4, 5, CODEC_NONE)
            et, encs = get(cm, 2)
            if ndba[0] > before and 7 not in encs: cm = put(cm, 2, 9, (et, encs + [7]))
            # data_page_offset: the first data page; the dictionary page (if any) comes first
            first_data = new_start
            if new_dict is not None:
                ph, j = read_struct(out, new_dict)
                first_data = j + get(ph, 3)
                cm = put(cm, 11, 6, new_dict)
            cm = put(cm, 9, 6, first_data)
            cm = put(cm, 7, 6, len(out) - new_start)
            cm = put(cm, 6, 6, len(out) - new_start)
            cm = [f for f in cm if f[0] not in (12, 13, 14)]   # statistics, encoding stats, bloom filter
            cols[c] = put([f for f in cols[c] if f[0] in (1, 2, 3)], 3, 12, cm)
            cols[c] = put(cols[c], 2, 6, new_start)
        groups[g] = [f for f in groups[g] if f[0] in (1, 2, 3)]
    meta = [f for f in meta if f[0] in (1, 2, 3, 4, 6)]
    foot = write_struct(meta)
    out += foot + struct.pack('<I', len(foot)) + b'PAR1'
    open(dst, 'wb').write(out)
    assert not dba or ndba[0], 'no PLAIN BYTE_ARRAY page'
    return npages

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--gpuisa', default='build/gpuisa')
    a = ap.parse_args()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
    inputs = os.path.join(root, 'tests', 'lit', 'run', 'Inputs', 'parquet')
    failed = passed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted(os.listdir(inputs)):
            if not name.endswith('.parquet'): continue
            src = os.path.join(inputs, name)
            want = subprocess.run([a.gpuisa, 'report', '--json', src], capture_output=True, text=True)
            for plain, dba in ((False, False), (True, False), (True, True)):
                what = 'v2 pages, ' + ('uncompressed' if plain else 'the file\'s codec') + (', DELTA_BYTE_ARRAY text' if dba else '')
                try:
                    dst = os.path.join(tmp, name.replace('.parquet', '.v2%s%s.parquet' % ('-plain' if plain else '', '-dba' if dba else '')))
                    n = rewrite(src, dst, plain, dba)
                except AssertionError as e:
                    print('skip %s (%s): %s is not in Python\'s standard library' % (name, what, e))
                    continue
                got = subprocess.run([a.gpuisa, 'report', '--json', dst], capture_output=True, text=True)
                ok = want.returncode == 0 and got.returncode == 0 and got.stdout == want.stdout
                print('%s %s (%s): %d data pages v2: report --json = the v1 file\'s%s' %
                      ('ok  ' if ok else 'FAIL', name, what, n, '' if ok else ': ' + (got.stderr.strip() or 'differs')))
                passed += ok; failed += not ok
    print('%d checks passed, %d failed' % (passed, failed))
    return 1 if failed or not passed else 0

if __name__ == '__main__':
    sys.exit(main())

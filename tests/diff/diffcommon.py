"""Shared code of the AMDGPU differential tests (record_goldens.py, compare.py).

Terms used throughout:
  instruction line  a source line that, once `//` and `;` comments and whitespace are
                    stripped (and any leading `label:`), is not empty, not a directive (starts
                    with `.`) and not an assignment (`name = expr`).
  result            what an assembler did with one instruction line:
                      ('OK', bytes, reloc_ranges, objerr, pad)  accepted; `bytes` is a bytes
                        object; reloc_ranges lists (first, last) byte indices that a relocation
                        or an unresolved fixup covers; objerr is None or the message with which
                        llvm-mc's object emission rejected the line (show-encoding accepted it);
                        pad is the size of an `s_nop 0` the object file has after the line
                      ('ERR', message)                      rejected
  directive errors  errors that land on non-instruction lines; kept separately as
                    {lineno: message}.

Python 3 standard library only.
"""

import hashlib
import os
import re
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(HERE, 'cases')
GOLDEN_DIR = os.path.join(HERE, 'golden')

# name -> (mcpu, extra llvm-mc/gpuisa flags)
TARGETS = {
    'gfx700': ('gfx700', []),
    'gfx701': ('gfx701', []),
    'gfx801': ('gfx801', []),
    'gfx803': ('gfx803', []),
    'gfx900': ('gfx900', []),
    'gfx906': ('gfx906', []),
    'gfx908': ('gfx908', []),
    'gfx90a': ('gfx90a', []),
    'gfx1010': ('gfx1010', []),
    'gfx1010w64': ('gfx1010', ['-mattr=+wavefrontsize64']),
}
TARGET_ORDER = list(TARGETS)

LLVM_TIMEOUT = 60


class MappingError(Exception):
    """Outputs cannot be attributed to input lines: the suite refuses to guess."""


# ----------------------------------------------------------------------------- tools

def find_tool(names, fallback_dirs=('/usr/lib/llvm-14/bin',)):
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    for d in fallback_dirs:
        for n in names:
            q = os.path.join(d, n)
            if os.access(q, os.X_OK):
                return q
    return None


def llvm_tools():
    """Paths of llvm-mc (on PATH), llvm-objcopy and llvm-readobj, or None without llvm-mc."""
    mc = find_tool(['llvm-mc-14', 'llvm-mc'], fallback_dirs=())
    if not mc:
        return None
    return {
        'mc': mc,
        'objcopy': find_tool(['llvm-objcopy-14', 'llvm-objcopy']),
        'readobj': find_tool(['llvm-readobj-14', 'llvm-readobj']),
    }


def llvm_mc_version(tools):
    p = subprocess.run([tools['mc'], '--version'], capture_output=True, text=True)
    for l in p.stdout.splitlines():
        if 'LLVM version' in l:
            return l.strip()
    return 'unknown'


# ----------------------------------------------------------------------------- lines

_ASSIGN = re.compile(r'^[A-Za-z_.$][\w.$@]*\s*=(?!=)')
_LABEL = re.compile(r'^([A-Za-z_.$][\w.$@]*|\d+)\s*:(?!:)\s*')


def strip_comment(line):
    if line.lstrip().startswith('#'):
        return ''
    out = []
    i = 0
    quote = None
    while i < len(line):
        c = line[i]
        if quote:
            out.append(c)
            if c == '\\' and i + 1 < len(line):
                out.append(line[i + 1])
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in '"':
            quote = c
            out.append(c)
        elif c == ';' or line.startswith('//', i):
            break
        else:
            out.append(c)
        i += 1
    return ''.join(out).strip()


def line_kind(line):
    """'instr', 'directive' (directives, labels, assignments) or None (blank/comment)."""
    s = strip_comment(line)
    if not s:
        return None
    while True:
        m = _LABEL.match(s)
        if not m:
            break
        s = s[m.end():]
    if not s:
        return 'directive'
    if s.startswith('.') or _ASSIGN.match(s):
        return 'directive'
    return 'instr'


def classify(text):
    """[(lineno, kind)] for every non-blank line."""
    out = []
    for i, l in enumerate(text.split('\n'), 1):
        k = line_kind(l)
        if k:
            out.append((i, k))
    return out


def file_digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# ----------------------------------------------------------------------------- output parsing

_DIAG = re.compile(r'^(.*?):(\d+):(\d+): (error|warning): (.*)$')
_ENC = re.compile(r';\s*encoding:\s*\[([^\]]*)\]')


LATE_MESSAGES = ('directional label undefined',)


def parse_diags(stderr):
    """{lineno: first error message} for `FILE:LINE:COL: error: MSG` lines, plus the set of
    lines whose error came late (after the whole file was parsed, e.g. an undefined `1f`):
    such a line may already have printed its encoding."""
    errs = {}
    late = set()
    high = 0
    for l in stderr.split('\n'):
        m = _DIAG.match(l)
        if m and m.group(4) == 'error':
            n = int(m.group(2))
            if n not in errs and (n < high or m.group(5).strip() in LATE_MESSAGES):
                late.add(n)
            errs.setdefault(n, m.group(5).strip())
            high = max(high, n)
    return errs, late


def parse_encodings(stdout):
    """[(list of int-or-None, text)] for every stdout line with `; encoding: [...]`.
    None marks an llvm-mc fixup placeholder byte `A`."""
    encs = []
    for l in stdout.split('\n'):
        m = _ENC.search(l)
        if not m:
            continue
        body = m.group(1).strip()
        bs = []
        if body:
            for tok in body.split(','):
                tok = tok.strip()
                if tok == 'A':
                    bs.append(None)
                else:
                    bs.append(int(tok, 16))
        encs.append((bs, l[:m.start()].strip()))
    return encs


def map_outputs(text, diags, encs, who):
    """Zip accepted instruction lines with encodings. `diags` is parse_diags()'s result.
    Returns ({lineno: ('ERR', msg) | ('ENC', bytes-list)}, {lineno: msg} directive errors,
    [lineno of each encoding line])."""
    errs, late = diags
    kinds = classify(text)
    instr = [n for n, k in kinds if k == 'instr']
    plain = [n for n in instr if n not in errs]
    with_late = [n for n in instr if n not in errs or n in late]
    if len(plain) == len(encs):
        accepted = plain
    elif len(with_late) == len(encs):
        accepted = with_late            # late-rejected lines printed an encoding first
    else:
        hint = ''
        if len(encs) > len(plain):
            hint = ('; a rejected line must print no encoding (lines with errors: %s)'
                    % ','.join(str(n) for n in sorted(set(instr) & set(errs))[:40]))
        raise MappingError('%s: %d accepted instruction lines but %d encoding lines%s'
                           % (who, len(plain), len(encs), hint))
    res = {}
    for n, (bs, _) in zip(accepted, encs):
        res[n] = ('ENC', bs)
    for n in instr:
        if n in errs:
            res[n] = ('ERR', errs[n])
    instr_set = set(instr)
    derrs = {n: m for n, m in errs.items() if n not in instr_set}
    return res, derrs, accepted


def ranges_of(mask):
    """[(first, last)] runs of True in a list of bools."""
    out = []
    i = 0
    while i < len(mask):
        if mask[i]:
            j = i
            while j + 1 < len(mask) and mask[j + 1]:
                j += 1
            out.append((i, j))
            i = j + 1
        else:
            i += 1
    return out


# ----------------------------------------------------------------------------- llvm-mc

def mc_args(tools, target):
    mcpu, extra = TARGETS[target]
    return [tools['mc'], '-arch=amdgcn', '-mcpu=' + mcpu] + extra


def _run(args, **kw):
    try:
        return subprocess.run(args, capture_output=True, text=True, timeout=LLVM_TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        raise MappingError('timeout: ' + ' '.join(args))


def _obj_attempt(tools, target, lines, tmp):
    """Assemble `lines` to an object. Returns (ok, text bytes, relocation offsets, errs)."""
    src = os.path.join(tmp, 'obj.s')
    obj = os.path.join(tmp, 'obj.o')
    binf = os.path.join(tmp, 'obj.bin')
    for f in (obj, binf):
        if os.path.exists(f):
            os.unlink(f)
    with open(src, 'w') as f:
        f.write('\n'.join(lines))
    p = _run(mc_args(tools, target) + ['-filetype=obj', src, '-o', obj])
    errs = parse_diags(p.stderr)[0]
    if p.returncode != 0 or not os.path.exists(obj):
        return False, None, None, errs, p
    q = _run([tools['objcopy'], '-O', 'binary', '--only-section=.text', obj, binf])
    if q.returncode != 0:
        raise MappingError('llvm-objcopy failed: ' + q.stderr)
    with open(binf, 'rb') as f:
        data = f.read()
    relocs = []
    if tools.get('readobj'):
        r = _run([tools['readobj'], '-r', obj])
        for l in r.stdout.split('\n'):
            m = re.match(r'\s*0x([0-9A-Fa-f]+)\s+(R_\w+)', l)
            if m:
                relocs.append(int(m.group(1), 16))
    return True, data, relocs, errs, p


def run_llvm_mc(tools, target, path, raw=False):
    """Reference results of llvm-mc for one case file and target.
    Returns (results {lineno: result}, directive errors {lineno: msg}); with raw=True also
    the line number of every -show-encoding encoding line and the CompletedProcess."""
    with open(path) as f:
        text = f.read()
    p = _run(mc_args(tools, target) + ['-show-encoding', path])
    if p.returncode < 0 or 'Stack dump' in p.stderr:
        raise MappingError('llvm-mc crashed on %s (%s): %s' % (path, target, p.stderr[-400:]))
    diags = parse_diags(p.stderr)
    errs = diags[0]
    encs = parse_encodings(p.stdout)
    mapped, derrs, accepted = map_outputs(text, diags, encs, 'llvm-mc %s %s' % (target, path))

    results = {}
    unresolved = []  # instruction lines with fixup placeholders, in order
    for n, r in mapped.items():
        if r[0] == 'ERR':
            results[n] = r
        elif None in r[1]:
            unresolved.append(n)
    unresolved.sort()
    order = sorted(n for n, r in mapped.items() if r[0] == 'ENC')
    for n in order:
        bs = mapped[n][1]
        if None not in bs:
            results[n] = ('OK', bytes(bs), [], None, 0)
    if unresolved:
        _resolve_fixups(tools, target, text, mapped, errs, derrs, order, unresolved, results)
    if raw:
        return results, derrs, accepted, p
    return results, derrs


def _resolve_fixups(tools, target, text, mapped, errs, derrs, order, unresolved, results):
    """Fill in fixup bytes from an object file assembled from the same source."""
    src_lines = text.split('\n')
    base = list(src_lines)
    for n in errs:                      # every rejected line: drop so the object can be built
        base[n - 1] = ''
    size = {n: len(mapped[n][1]) for n in order}
    culprits = {}                       # lineno -> obj error message

    def attempt(extra):
        lines = list(base)
        for n in set(culprits) | set(extra):
            lines[n - 1] = '\t.fill %d, 1, 0' % size[n]
        return _obj_attempt(tools, target, lines, tmp)

    with tempfile.TemporaryDirectory(prefix='gpuisa-diff-') as tmp:
        for _ in range(len(unresolved) + 2):
            ok, data, relocs, oerrs, proc = attempt([])
            if ok:
                break
            new = {n: m for n, m in oerrs.items() if n in size and n not in culprits}
            if new:
                culprits.update(new)
                continue
            # No line-attributed error (e.g. a crash): find the first culprit by bisection
            # over the lines that still have unresolved fixups.
            cand = [n for n in unresolved if n not in culprits]
            if not cand:
                raise MappingError('object emission fails for %s: %s'
                                   % (target, proc.stderr[-400:]))
            lo, hi = 1, len(cand)
            if not attempt(cand)[0]:
                raise MappingError('object emission fails even without fixups (%s): %s'
                                   % (target, proc.stderr[-400:]))
            while lo < hi:
                mid = (lo + hi) // 2
                if attempt(cand[:mid])[0]:
                    hi = mid
                else:
                    lo = mid + 1
            bad = cand[lo - 1]
            if proc.returncode < 0 or 'Stack dump' in proc.stderr:
                msg = 'llvm-mc crashed'
            else:
                msg = 'object emission failed'
                for m in re.findall(r'error: (.*)', proc.stderr):
                    q = re.search(r"'([^']+)'", m)
                    if q and re.search(r'\b%s\b' % re.escape(q.group(1)), src_lines[bad - 1]):
                        msg = m.strip()
                        break
            culprits[bad] = msg
        else:
            raise MappingError('object emission never succeeded (%s)' % target)

    # Walk .text. On gfx10 (offset-0x3f hardware bug workaround) object emission appends an
    # `s_nop 0` after a branch whose target needs a relocation; it is not part of the line's
    # encoding, the golden notes it as objpad=4.
    S_NOP0 = b'\x00\x00\x80\xbf'
    excess = len(data) - sum(size.values())
    off = 0
    for n in order:
        bs = mapped[n][1]
        k = len(bs)
        pad = 0
        if None in bs:
            amask = [b is None for b in bs]
            if n in culprits:
                out = bytes(0 if b is None else b for b in bs)
                results[n] = ('OK', out, ranges_of(amask), culprits[n], 0)
            else:
                chunk = data[off:off + k]
                if len(chunk) != k or any(b is not None and chunk[i] != b for i, b in enumerate(bs)):
                    raise MappingError('%s line %d: object bytes differ from encoding' % (target, n))
                has_reloc = any(off <= r < off + k for r in relocs)
                if excess >= 4 and data[off + k:off + k + 4] == S_NOP0 and bs[2:] == [0x82, 0xbf]:
                    pad = 4
                    excess -= 4
                results[n] = ('OK', bytes(chunk), ranges_of(amask) if has_reloc else [], None, pad)
        off += k + pad
    if off != len(data) or excess:
        raise MappingError('%s: .text has %d bytes, encodings sum to %d (data directives in a '
                           'case file?)' % (target, len(data), off))


# ----------------------------------------------------------------------------- golden files

def format_result(n, r):
    if r[0] == 'ERR':
        return '%d ERR %s' % (n, r[1])
    s = '%d OK %s' % (n, r[1].hex())
    if r[2]:
        s += ' reloc=' + ','.join('%d-%d' % a for a in r[2])
    if len(r) > 4 and r[4]:
        s += ' objpad=%d' % r[4]
    if r[3]:
        s += ' objerr: ' + r[3]
    return s


def write_golden(path, case_rel, case_text, target, version, results, derrs):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write('# %s %s (%s)\n' % (case_rel, target, version))
        f.write('# cases-sha256 %s\n' % file_digest(case_text))
        for n in sorted(set(results) | set(derrs)):
            if n in results:
                f.write(format_result(n, results[n]) + '\n')
            else:
                f.write('%d DERR %s\n' % (n, derrs[n]))


def parse_result(rest):
    status, _, tail = rest.partition(' ')
    if status == 'ERR':
        return ('ERR', tail)
    hexs, _, tail = tail.partition(' ')
    relocs = []
    objerr = None
    pad = 0
    while tail:
        if tail.startswith('objerr: '):
            objerr = tail[len('objerr: '):]
            break
        tok, _, tail = tail.partition(' ')
        if tok.startswith('reloc='):
            for a in tok[len('reloc='):].split(','):
                x, y = a.split('-')
                relocs.append((int(x), int(y)))
        elif tok.startswith('objpad='):
            pad = int(tok[len('objpad='):])
    return ('OK', bytes.fromhex(hexs), relocs, objerr, pad)


def read_golden(path):
    """Returns (digest or None, results, directive errors)."""
    digest = None
    results, derrs = {}, {}
    with open(path) as f:
        for l in f:
            l = l.rstrip('\n')
            if l.startswith('# cases-sha256 '):
                digest = l.split()[2]
                continue
            if not l or l.startswith('#'):
                continue
            n, _, rest = l.partition(' ')
            if rest.startswith('DERR'):
                derrs[int(n)] = rest[5:]
            else:
                results[int(n)] = parse_result(rest)
    return digest, results, derrs


def golden_path(golden_dir, target, case_path):
    stem = os.path.splitext(os.path.basename(case_path))[0]
    return os.path.join(golden_dir, target, stem + '.golden')


def case_files(cases_dir):
    if not os.path.isdir(cases_dir):
        raise SystemExit('no case directory %s (run gen_cases.py)' % cases_dir)
    return sorted(os.path.join(cases_dir, f) for f in os.listdir(cases_dir) if f.endswith('.s'))


def display_path(path):
    rel = os.path.relpath(path, HERE)
    return path if rel.startswith('..') else rel


# ----------------------------------------------------------------------------- gpuisa stand-in

def emulate_gpuisa(argv):
    """`gpuisa as --isa=amdgpu --mcpu=CPU --llvm-compat --show-encoding [-mattr=..] FILE`
    played by llvm-mc: its stderr unchanged, its stdout with fixup bytes resolved through the
    object file (0 where object emission fails), fixup comment lines dropped, and no encoding
    for a line llvm-mc rejects late. Used by llvm_mc_as_gpuisa.sh to self-test compare.py."""
    import sys
    mcpu, extra, path = None, [], None
    for a in argv:
        if a.startswith(('--mcpu=', '-mcpu=')):
            mcpu = a.split('=', 1)[1]
        elif a.startswith(('-mattr=', '--mattr=')):
            extra.append('-mattr=' + a.split('=', 1)[1])
        elif a in ('as', '--isa=amdgpu', '-arch=amdgcn', '--llvm-compat', '--show-encoding',
                   '-show-encoding'):
            pass
        elif a.startswith('-') and a != '-':
            sys.stderr.write('llvm_mc_as_gpuisa: unsupported option %s\n' % a)
            return 2
        else:
            path = a
    if not mcpu or not path:
        sys.stderr.write('usage: as --isa=amdgpu --mcpu=CPU [--llvm-compat] [--show-encoding] '
                         '[-mattr=ATTR] FILE\n')
        return 2
    tools = llvm_tools()
    key = mcpu + ''.join(extra)
    TARGETS.setdefault(key, (mcpu, extra))
    try:
        results, _, accepted, p = run_llvm_mc(tools, key, path, raw=True)
    except MappingError as e:
        sys.stderr.write('llvm_mc_as_gpuisa: %s\n' % e)
        return 3
    sys.stderr.write(p.stderr)
    k = 0
    for l in p.stdout.split('\n'):
        if re.match(r'^\s*;\s+fixup', l):
            continue
        m = _ENC.search(l)
        if m:
            n = accepted[k]
            k += 1
            r = results.get(n)
            if r is None or r[0] != 'OK':
                continue
            l = l[:m.start()] + '; encoding: [' + ','.join('0x%02x' % b for b in r[1]) + ']'
        sys.stdout.write(l + '\n')
    return 1 if any(r[0] == 'ERR' for r in results.values()) or p.returncode else 0


if __name__ == '__main__':
    import sys
    if len(sys.argv) > 1 and sys.argv[1] == 'emulate-gpuisa':
        sys.exit(emulate_gpuisa(sys.argv[2:]))
    sys.exit('usage: diffcommon.py emulate-gpuisa as --isa=amdgpu --mcpu=CPU ... FILE')

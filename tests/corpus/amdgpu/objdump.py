#!/usr/bin/env python3
"""Print a normalised, deterministic text of an ELF64 object (AMDGPU relocatable objects
and code objects in particular), for comparing the objects of two assemblers.

    python3 objdump.py FILE.o

Pure python3 standard library.  The text has, in this order:
  * the ELF header fields that matter (OS/ABI, ABI version, type, machine, flags);
  * every section in section-header order: name, type, flags, addralign, entsize, link
    and info (as section names where they name sections), size, and a hex dump of the
    bytes -- except string tables, the symbol table and relocation sections, which are
    shown decoded below instead of as raw bytes (their layout is not part of what an
    assembler must reproduce, their content is);
  * every symbol in symbol-table order: name, value, size, type, binding, visibility,
    section name;
  * every relocation: section, offset, type (number and R_AMDGPU_* name), symbol, addend;
  * every note: owner, type, and the descriptor -- for NT_AMDGPU_METADATA (owner "AMDGPU",
    type 32) the msgpack document decoded to JSON text, keys in document order.
File offsets and addresses of sections are not printed.
"""

import json
import struct
import sys

SHT = {0: 'NULL', 1: 'PROGBITS', 2: 'SYMTAB', 3: 'STRTAB', 4: 'RELA', 5: 'HASH', 6: 'DYNAMIC',
       7: 'NOTE', 8: 'NOBITS', 9: 'REL', 11: 'DYNSYM', 14: 'INIT_ARRAY', 15: 'FINI_ARRAY',
       17: 'GROUP', 18: 'SYMTAB_SHNDX', 0x6fff4c00: 'LLVM_ODRTAB',
       0x6fff4c01: 'LLVM_LINKER_OPTIONS', 0x6fff4c02: 'LLVM_CALL_GRAPH_PROFILE',
       0x6fff4c03: 'LLVM_ADDRSIG', 0x6fff4c04: 'LLVM_DEPENDENT_LIBRARIES',
       0x6fff4c05: 'LLVM_SYMPART', 0x6fff4c09: 'LLVM_CALL_GRAPH_PROFILE',
       0x6ffffff6: 'GNU_HASH'}
SHF = [(0x1, 'W'), (0x2, 'A'), (0x4, 'X'), (0x10, 'M'), (0x20, 'S'), (0x40, 'I'),
       (0x80, 'L'), (0x100, 'O'), (0x200, 'G'), (0x400, 'T'), (0x800, 'C'),
       (0x80000000, 'E')]
ET = {0: 'NONE', 1: 'REL', 2: 'EXEC', 3: 'DYN', 4: 'CORE'}
EM = {224: 'AMDGPU', 62: 'X86_64', 190: 'CUDA'}
OSABI = {0: 'NONE', 64: 'AMDGPU_HSA', 65: 'AMDGPU_PAL', 66: 'AMDGPU_MESA3D'}
STT = {0: 'NOTYPE', 1: 'OBJECT', 2: 'FUNC', 3: 'SECTION', 4: 'FILE', 5: 'COMMON', 6: 'TLS',
       10: 'GNU_IFUNC'}
STB = {0: 'LOCAL', 1: 'GLOBAL', 2: 'WEAK', 10: 'GNU_UNIQUE'}
STV = {0: 'DEFAULT', 1: 'INTERNAL', 2: 'HIDDEN', 3: 'PROTECTED'}
R_AMDGPU = {0: 'R_AMDGPU_NONE', 1: 'R_AMDGPU_ABS32_LO', 2: 'R_AMDGPU_ABS32_HI',
            3: 'R_AMDGPU_ABS64', 4: 'R_AMDGPU_REL32', 5: 'R_AMDGPU_REL64',
            6: 'R_AMDGPU_ABS32', 7: 'R_AMDGPU_GOTPCREL', 8: 'R_AMDGPU_GOTPCREL32_LO',
            9: 'R_AMDGPU_GOTPCREL32_HI', 10: 'R_AMDGPU_REL32_LO', 11: 'R_AMDGPU_REL32_HI',
            13: 'R_AMDGPU_RELATIVE64', 14: 'R_AMDGPU_REL16'}
# EF_AMDGPU_MACH_* (low byte of e_flags)
MACH = {0x20: 'gfx600', 0x21: 'gfx601', 0x22: 'gfx700', 0x23: 'gfx701', 0x24: 'gfx702',
        0x25: 'gfx703', 0x26: 'gfx704', 0x28: 'gfx801', 0x29: 'gfx802', 0x2a: 'gfx803',
        0x2b: 'gfx810', 0x2c: 'gfx900', 0x2d: 'gfx902', 0x2e: 'gfx904', 0x2f: 'gfx906',
        0x30: 'gfx908', 0x31: 'gfx909', 0x32: 'gfx90c', 0x33: 'gfx1010', 0x34: 'gfx1011',
        0x35: 'gfx1012', 0x36: 'gfx1030', 0x37: 'gfx1031', 0x38: 'gfx1032', 0x39: 'gfx1033',
        0x3a: 'gfx602', 0x3b: 'gfx705', 0x3c: 'gfx805', 0x3d: 'gfx1035', 0x3e: 'gfx1034',
        0x3f: 'gfx90a', 0x40: 'gfx940', 0x41: 'gfx1013', 0x42: 'gfx1036'}
NT_AMDGPU = {1: 'NT_AMD_HSA_CODE_OBJECT_VERSION', 2: 'NT_AMD_HSA_HSAIL', 3: 'NT_AMD_HSA_ISA_VERSION',
             4: 'NT_AMD_HSA_PRODUCER', 5: 'NT_AMD_HSA_PRODUCER_OPTIONS', 6: 'NT_AMD_HSA_EXTENSION',
             10: 'NT_AMD_HSA_METADATA', 11: 'NT_AMD_HSA_ISA_NAME', 12: 'NT_AMD_PAL_METADATA',
             32: 'NT_AMDGPU_METADATA'}
NT_GNU = {1: 'NT_GNU_ABI_TAG', 3: 'NT_GNU_BUILD_ID', 5: 'NT_GNU_PROPERTY_TYPE_0'}


class ElfError(Exception):
    pass


# ---- msgpack ---------------------------------------------------------------------------

class MsgpackError(Exception):
    pass


def msgpack_decode(buf):
    """Decode one msgpack document that fills buf exactly. Maps become lists of
    (key, value) pairs so that document order is kept; bin becomes bytes; ext becomes
    ('ext', type, bytes)."""
    val, pos = _mp(buf, 0)
    if pos != len(buf):
        raise MsgpackError('%d trailing bytes after the document' % (len(buf) - pos))
    return val


def _take(buf, pos, n):
    if pos + n > len(buf):
        raise MsgpackError('truncated at byte %d' % pos)
    return buf[pos:pos + n], pos + n


def _mp(buf, pos):
    b, pos = _take(buf, pos, 1)
    t = b[0]
    if t <= 0x7f:
        return t, pos
    if t >= 0xe0:
        return t - 0x100, pos
    if 0x80 <= t <= 0x8f:
        return _mp_map(buf, pos, t & 0x0f)
    if 0x90 <= t <= 0x9f:
        return _mp_arr(buf, pos, t & 0x0f)
    if 0xa0 <= t <= 0xbf:
        return _mp_str(buf, pos, t & 0x1f)
    if t == 0xc0:
        return None, pos
    if t == 0xc2:
        return False, pos
    if t == 0xc3:
        return True, pos
    fixed = {0xcc: '>B', 0xcd: '>H', 0xce: '>I', 0xcf: '>Q', 0xd0: '>b', 0xd1: '>h',
             0xd2: '>i', 0xd3: '>q', 0xca: '>f', 0xcb: '>d'}
    if t in fixed:
        fmt = fixed[t]
        raw, pos = _take(buf, pos, struct.calcsize(fmt))
        return struct.unpack(fmt, raw)[0], pos
    lens = {0xd9: ('str', '>B'), 0xda: ('str', '>H'), 0xdb: ('str', '>I'),
            0xc4: ('bin', '>B'), 0xc5: ('bin', '>H'), 0xc6: ('bin', '>I'),
            0xdc: ('arr', '>H'), 0xdd: ('arr', '>I'), 0xde: ('map', '>H'), 0xdf: ('map', '>I'),
            0xc7: ('ext', '>B'), 0xc8: ('ext', '>H'), 0xc9: ('ext', '>I')}
    if t in lens:
        kind, fmt = lens[t]
        raw, pos = _take(buf, pos, struct.calcsize(fmt))
        n = struct.unpack(fmt, raw)[0]
        if kind == 'str':
            return _mp_str(buf, pos, n)
        if kind == 'bin':
            return _take(buf, pos, n)
        if kind == 'arr':
            return _mp_arr(buf, pos, n)
        if kind == 'map':
            return _mp_map(buf, pos, n)
        et, pos = _take(buf, pos, 1)
        data, pos = _take(buf, pos, n)
        return ('ext', struct.unpack('b', et)[0], data), pos
    if t in (0xd4, 0xd5, 0xd6, 0xd7, 0xd8):
        n = 1 << (t - 0xd4)
        et, pos = _take(buf, pos, 1)
        data, pos = _take(buf, pos, n)
        return ('ext', struct.unpack('b', et)[0], data), pos
    raise MsgpackError('unknown type byte 0x%02x at byte %d' % (t, pos - 1))


def _mp_str(buf, pos, n):
    raw, pos = _take(buf, pos, n)
    try:
        return raw.decode('utf-8'), pos
    except UnicodeDecodeError:
        raise MsgpackError('string is not UTF-8 at byte %d' % (pos - n))


def _mp_arr(buf, pos, n):
    out = []
    for _ in range(n):
        v, pos = _mp(buf, pos)
        out.append(v)
    return out, pos


class MsgMap(list):
    """a msgpack map, kept as an ordered list of (key, value) pairs"""


def _mp_map(buf, pos, n):
    out = MsgMap()
    for _ in range(n):
        k, pos = _mp(buf, pos)
        v, pos = _mp(buf, pos)
        out.append((k, v))
    return out, pos


def msgpack_to_text(v, indent=0):
    """JSON text with one map entry / array element per line; document order kept.
    Non-string keys are written as JSON text of the key; bin as {"$bin": "hex"}."""
    pad = '  ' * indent
    pad1 = '  ' * (indent + 1)
    if isinstance(v, MsgMap):
        if not v:
            return '{}'
        items = []
        for k, x in v:
            ks = k if isinstance(k, str) else json.dumps(_plain(k))
            items.append('%s%s: %s' % (pad1, json.dumps(ks), msgpack_to_text(x, indent + 1)))
        return '{\n' + ',\n'.join(items) + '\n' + pad + '}'
    if isinstance(v, list):
        if not v:
            return '[]'
        if all(not isinstance(x, (list, MsgMap)) for x in v):
            return '[' + ', '.join(msgpack_to_text(x) for x in v) + ']'
        return '[\n' + ',\n'.join(pad1 + msgpack_to_text(x, indent + 1) for x in v) + '\n' + pad + ']'
    return json.dumps(_plain(v))


def _plain(v):
    if isinstance(v, (bytes, bytearray)):
        return {'$bin': bytes(v).hex()}
    if isinstance(v, tuple) and v and v[0] == 'ext':
        return {'$ext': v[1], 'data': v[2].hex()}
    if isinstance(v, MsgMap):
        return [[_plain(k), _plain(x)] for k, x in v]
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, float):
        return repr(v)  # exact, and distinct from integers
    return v


# ---- ELF ---------------------------------------------------------------------------------

class Elf:
    def __init__(self, data):
        self.data = data
        if len(data) < 64 or data[:4] != b'\x7fELF':
            raise ElfError('not an ELF file')
        if data[4] != 2 or data[5] != 1:
            raise ElfError('only little-endian ELF64 is supported (class %d, data %d)'
                           % (data[4], data[5]))
        self.osabi, self.abiversion = data[7], data[8]
        (self.e_type, self.e_machine, self.e_version, self.e_entry, self.e_phoff,
         self.e_shoff, self.e_flags, self.e_ehsize, self.e_phentsize, self.e_phnum,
         self.e_shentsize, self.e_shnum, self.e_shstrndx) = struct.unpack_from(
            '<HHIQQQIHHHHHH', data, 16)
        self.sections = []
        shnum, shstrndx = self.e_shnum, self.e_shstrndx
        if self.e_shoff:
            if shnum == 0:
                shnum = self._shdr(0)['size']
            if shstrndx == 0xffff:
                shstrndx = self._shdr(0)['link']
            for i in range(shnum):
                self.sections.append(self._shdr(i))
        for s in self.sections:
            s['name'] = self.cstr(self.sections[shstrndx], s['name_off']) if shstrndx else ''

    def _shdr(self, i):
        off = self.e_shoff + i * self.e_shentsize
        if off + 64 > len(self.data):
            raise ElfError('section header %d is past the end of the file' % i)
        (name, typ, flags, addr, offset, size, link, info, align, entsize) = struct.unpack_from(
            '<IIQQQQIIQQ', self.data, off)
        return dict(index=i, name_off=name, type=typ, flags=flags, addr=addr, offset=offset,
                    size=size, link=link, info=info, addralign=align, entsize=entsize)

    def body(self, s):
        if s['type'] == 8:  # NOBITS
            return b''
        if s['offset'] + s['size'] > len(self.data):
            raise ElfError('section %s is past the end of the file' % s['name'])
        return self.data[s['offset']:s['offset'] + s['size']]

    def cstr(self, strsec, off):
        b = self.body(strsec)
        if off >= len(b) and off:
            raise ElfError('string offset %d past the end of %s' % (off, strsec.get('name', '?')))
        end = b.find(b'\0', off)
        if end < 0:
            end = len(b)
        return b[off:end].decode('utf-8', 'backslashreplace')

    def secname(self, idx):
        if 0 < idx < len(self.sections):
            return self.sections[idx]['name']
        return '#%d' % idx

    def symbols(self, symsec):
        strsec = self.sections[symsec['link']]
        b = self.body(symsec)
        out = []
        for i in range(len(b) // 24):
            name, info, other, shndx, value, size = struct.unpack_from('<IBBHQQ', b, i * 24)
            out.append(dict(index=i, name=self.cstr(strsec, name), bind=info >> 4,
                            type=info & 15, vis=other & 3, other=other, shndx=shndx,
                            value=value, size=size))
        return out


def fmt_flags(f):
    s = ''.join(c for bit, c in SHF if f & bit)
    rest = f & ~sum(bit for bit, _ in SHF)
    if rest:
        s += '+0x%x' % rest
    return s or '-'


def hexdump(b, out, indent='    '):
    for off in range(0, len(b), 16):
        chunk = b[off:off + 16]
        words = ' '.join(chunk[i:i + 4].hex() for i in range(0, len(chunk), 4))
        out.append('%s%06x: %s' % (indent, off, words))


def sym_section(elf, shndx):
    if shndx == 0:
        return 'UND'
    if shndx == 0xfff1:
        return 'ABS'
    if shndx == 0xfff2:
        return 'COMMON'
    return elf.secname(shndx)


def dump(data):
    elf = Elf(data)
    out = []
    mach = '-'
    if elf.e_machine == 224:
        mach = MACH.get(elf.e_flags & 0xff, '?')
        if elf.osabi == 64 and elf.abiversion >= 2:  # code object v4+: xnack/sramecc settings
            feat = ('unsupported', 'any', 'off', 'on')
            mach += ' xnack=%s sramecc=%s' % (feat[(elf.e_flags >> 8) & 3], feat[(elf.e_flags >> 10) & 3])
            if elf.e_flags & ~0xfff:
                mach += ' other=0x%x' % (elf.e_flags & ~0xfff)
    out.append('elf: class=ELF64 data=LSB osabi=%d(%s) abiversion=%d type=%s machine=%d(%s) '
               'flags=0x%x(mach=%s) version=%d entry=0x%x phnum=%d'
               % (elf.osabi, OSABI.get(elf.osabi, '?'), elf.abiversion,
                  ET.get(elf.e_type, str(elf.e_type)), elf.e_machine,
                  EM.get(elf.e_machine, '?'), elf.e_flags, mach, elf.e_version, elf.e_entry,
                  elf.e_phnum))

    out.append('sections: %d' % len(elf.sections))
    decoded = {2, 3, 4, 9, 11}  # symtab, strtab, rela, rel, dynsym: shown decoded below
    for s in elf.sections:
        if s['index'] == 0:
            continue
        link = elf.secname(s['link']) if s['link'] else '-'
        if s['type'] in (4, 9) or (s['flags'] & 0x40):
            info = elf.secname(s['info']) if s['info'] else '-'
        else:
            info = str(s['info'])
        out.append('section %d %s: type=%s flags=%s addralign=%d entsize=%d link=%s info=%s size=%d'
                   % (s['index'], s['name'], SHT.get(s['type'], '0x%x' % s['type']),
                      fmt_flags(s['flags']), s['addralign'], s['entsize'], link, info, s['size']))
        if s['type'] not in decoded and s['type'] != 8:
            hexdump(elf.body(s), out)

    for s in elf.sections:
        if s['type'] not in (2, 11):
            continue
        syms = elf.symbols(s)
        out.append('symbols in %s: %d (first non-local %d)' % (s['name'], len(syms), s['info']))
        for y in syms:
            if y['index'] == 0:
                continue
            name = y['name']
            if y['type'] == 3 and not name:
                name = '[section %s]' % sym_section(elf, y['shndx'])
            extra = '' if y['other'] == y['vis'] else ' other=0x%x' % y['other']
            out.append('  sym %d %s: value=0x%x size=%d type=%s bind=%s vis=%s section=%s%s'
                       % (y['index'], name, y['value'], y['size'],
                          STT.get(y['type'], str(y['type'])), STB.get(y['bind'], str(y['bind'])),
                          STV[y['vis']], sym_section(elf, y['shndx']), extra))

    for s in elf.sections:
        if s['type'] not in (4, 9):
            continue
        rela = s['type'] == 4
        ent = 24 if rela else 16
        b = elf.body(s)
        syms = elf.symbols(elf.sections[s['link']]) if s['link'] else []
        target = elf.secname(s['info']) if s['info'] else '-'
        out.append('relocations in %s (for %s): %d' % (s['name'], target, len(b) // ent))
        for i in range(len(b) // ent):
            if rela:
                off, info, addend = struct.unpack_from('<QQq', b, i * ent)
            else:
                off, info = struct.unpack_from('<QQ', b, i * ent)
                addend = None
            symi, typ = info >> 32, info & 0xffffffff
            if symi < len(syms):
                y = syms[symi]
                sname = y['name'] or ('[section %s]' % sym_section(elf, y['shndx'])
                                      if y['type'] == 3 else '')
            else:
                sname = '#%d' % symi
            tname = R_AMDGPU.get(typ, '?') if elf.e_machine == 224 else '?'
            out.append('  reloc 0x%x type=%d(%s) sym=%d(%s) addend=%s'
                       % (off, typ, tname, symi, sname,
                          '-' if addend is None else '%d' % addend))

    for s in elf.sections:
        if s['type'] != 7:
            continue
        b = elf.body(s)
        out.append('notes in %s:' % s['name'])
        pos = 0
        while pos + 12 <= len(b):
            namesz, descsz, typ = struct.unpack_from('<III', b, pos)
            pos += 12
            name = b[pos:pos + namesz].rstrip(b'\0').decode('utf-8', 'backslashreplace')
            pos += (namesz + 3) & ~3
            desc = b[pos:pos + descsz]
            pos += (descsz + 3) & ~3
            if name in ('AMDGPU', 'AMD'):
                tname = NT_AMDGPU.get(typ, '?')
            elif name == 'GNU':
                tname = NT_GNU.get(typ, '?')
            else:
                tname = '?'
            out.append('  note owner=%s type=%d(%s) descsz=%d' % (json.dumps(name), typ, tname, descsz))
            if name == 'AMDGPU' and typ == 32:
                try:
                    doc = msgpack_decode(desc)
                    for line in msgpack_to_text(doc).split('\n'):
                        out.append('    ' + line)
                except MsgpackError as e:
                    out.append('    msgpack error: %s' % e)
                    hexdump(desc, out, '    ')
            else:
                hexdump(desc, out, '    ')
        if pos != len(b):
            out.append('  %d trailing bytes' % (len(b) - pos))
    return '\n'.join(out) + '\n'


def main(argv):
    if len(argv) != 2 or argv[1].startswith('-'):
        sys.stderr.write('usage: objdump.py FILE.o\n')
        return 2
    try:
        with open(argv[1], 'rb') as f:
            data = f.read()
        sys.stdout.write(dump(data))
    except (OSError, ElfError, struct.error) as e:
        sys.stderr.write('objdump.py: %s: %s\n' % (argv[1], e))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

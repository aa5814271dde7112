/* Loading AMDGPU objects and code objects for a launch (codeobj.h). A
 * relocatable object (what `gpuisa as -filetype=obj` and llvm-mc write) has
 * its allocated sections placed one after another, each at its alignment,
 * and its .rela sections applied with the R_AMDGPU_* formulas of
 * AMDGPUUsage ("Relocation Records"), GOT entries made for the GOTPCREL
 * forms; a code object (ld.lld's ET_DYN) is placed by its section
 * addresses and its dynamic relocations applied. */
#include "amdgpu/exec/codeobj.h"
#include <gelf.h>
#include <libelf.h>
#include <msgpack.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EM_AMDGPU_ = 224, NT_AMDGPU_METADATA_ = 32, R_RELATIVE64 = 13 };

typedef struct loader {
    Elf *e;
    amd_codeobj *co;
    bool rel;                /* ET_REL */
    uint64_t *sec_addr;      /* guest address per section index (0: not loaded) */
    size_t nsec;
    uint64_t got_off, got_used, got_cap;   /* GOT at the end of the image (ET_REL) */
    char *err;
    size_t errlen;
} loader;

static int fail(loader *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(loader *l, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->err, l->errlen, fmt, ap);
    va_end(ap);
    return -1;
}

static uint64_t align_up(uint64_t v, uint64_t a) { return a > 1 ? (v + a - 1) / a * a : v; }

/* ---- layout ---- */

static bool loadable(const GElf_Shdr *sh) { return (sh->sh_flags & SHF_ALLOC) && sh->sh_size; }

/* Section addresses: ET_REL executable sections first, then the rest, each
 * aligned; ET_DYN at sh_addr. Returns the image size before the GOT. */
static int layout(loader *l, uint64_t *size)
{
    uint64_t at = 0, lo = UINT64_MAX, hi = 0;
    for (int pass = 0; pass < 2; pass++) {
        Elf_Scn *scn = NULL;
        while ((scn = elf_nextscn(l->e, scn))) {
            GElf_Shdr sh;
            if (!gelf_getshdr(scn, &sh) || !loadable(&sh)) continue;
            bool exec = (sh.sh_flags & SHF_EXECINSTR) != 0;
            if (l->rel && exec != (pass == 0)) continue;
            if (!l->rel && pass) continue;
            size_t i = elf_ndxscn(scn);
            if (sh.sh_size > (1ull << 32)) return fail(l, "section %zu is too large to load", i);
            uint64_t off = l->rel ? align_up(at, sh.sh_addralign) : sh.sh_addr;
            if (!l->rel && off > (1ull << 32)) return fail(l, "section %zu lies past 4 GiB", i);
            l->sec_addr[i] = l->co->base + off;
            at = off + sh.sh_size;
            if (exec) {
                if (off < lo) lo = off;
                if (at > hi) hi = at;
            }
            if (at > *size) *size = at;
        }
    }
    if (lo == UINT64_MAX) return fail(l, "the file has no code section");
    l->co->code_off = lo, l->co->code_size = hi - lo;
    return 0;
}

/* Copy the PROGBITS sections into the image (NOBITS stay zero). */
static int copy_sections(loader *l)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(l->e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || !loadable(&sh) || sh.sh_type == SHT_NOBITS) continue;
        Elf_Data *d = elf_rawdata(scn, NULL);
        if (!d || d->d_size != sh.sh_size) return fail(l, "cannot read section %zu", elf_ndxscn(scn));
        memcpy(l->co->image + (l->sec_addr[elf_ndxscn(scn)] - l->co->base), d->d_buf, d->d_size);
    }
    return 0;
}

/* ---- symbols ---- */

typedef struct symtab {
    Elf_Data *d;
    size_t n, strndx;
} symtab;

static bool find_symtab(Elf *e, Elf64_Word type, symtab *t)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != type || !sh.sh_entsize) continue;
        t->d = elf_getdata(scn, NULL);
        t->n = sh.sh_size / sh.sh_entsize;
        t->strndx = sh.sh_link;
        return t->d != NULL;
    }
    return false;
}

/* A symbol's guest address; -1 when it is undefined or not loaded. */
static int sym_addr(loader *l, const symtab *t, size_t i, uint64_t *addr, const char **name)
{
    GElf_Sym s;
    if (!gelf_getsym(t->d, (int)i, &s)) return fail(l, "bad symbol %zu", i);
    *name = elf_strptr(l->e, t->strndx, s.st_name);
    if (!*name) *name = "?";
    if (s.st_shndx == SHN_ABS) return *addr = s.st_value, 0;
    /* an undefined symbol (a device-library function no kernel of the launch
     * may call) is address 0: a call to it stops the wave (docs/amdgpu-launch.md) */
    if (s.st_shndx == SHN_UNDEF) return *addr = 0, 0;
    if (s.st_shndx >= l->nsec || !l->sec_addr[s.st_shndx])
        return fail(l, "symbol '%s' is in a section that is not loaded", *name);
    *addr = l->rel ? l->sec_addr[s.st_shndx] + s.st_value : l->co->base + s.st_value;
    return 0;
}

/* ---- relocations ---- */

/* The GOT slot holding `value` (made on first use). */
static int got_slot(loader *l, uint64_t value, uint64_t *addr)
{
    uint8_t *got = l->co->image + l->got_off;
    for (uint64_t i = 0; i < l->got_used; i++) {
        uint64_t v;
        memcpy(&v, got + 8 * i, 8);
        if (v == value) return *addr = l->co->base + l->got_off + 8 * i, 0;
    }
    if (l->got_used == l->got_cap) return fail(l, "GOT overflow");
    memcpy(got + 8 * l->got_used, &value, 8);
    *addr = l->co->base + l->got_off + 8 * l->got_used++;
    return 0;
}

static void put(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++, v >>= 8) p[i] = (uint8_t)v;
}

/* Apply one relocation at guest address P of symbol value S, addend A. */
static int apply(loader *l, unsigned type, uint64_t P, uint64_t S, int64_t A, const char *sym)
{
    amd_codeobj *co = l->co;
    unsigned n = type == 3 || type == 5 || type == R_RELATIVE64 ? 8 : type == 14 ? 2 : 4;
    if (P < co->base || P - co->base > co->size - n) return fail(l, "relocation outside the image");
    uint8_t *p = co->image + (P - co->base);
    uint64_t v, got;
    switch (type) {
    case 0: return 0;
    case 1: v = S + (uint64_t)A; break;                                /* ABS32_LO */
    case 2: v = (S + (uint64_t)A) >> 32; break;                        /* ABS32_HI */
    case 3: case 6: v = S + (uint64_t)A; break;                        /* ABS64, ABS32 */
    case 4: case 5: case 10: v = S + (uint64_t)A - P; break;           /* REL32, REL64, REL32_LO */
    case 11: v = (S + (uint64_t)A - P) >> 32; break;                   /* REL32_HI */
    case 13: v = co->base + (uint64_t)A; break;                        /* RELATIVE64 */
    case 14: v = (S + (uint64_t)A - P - 4) / 4; break;                 /* REL16 */
    case 7: case 8: case 9:                                            /* GOTPCREL, _LO, _HI */
        if (got_slot(l, S, &got)) return -1;
        v = got + (uint64_t)A - P;
        if (type == 9) v >>= 32;
        break;
    default: return fail(l, "relocation type %u (symbol '%s') is not supported by the loader", type, sym);
    }
    put(p, v, n);
    return 0;
}

static int relocate(loader *l)
{
    symtab st = {0}, dyn = {0};
    bool have_st = find_symtab(l->e, l->rel ? SHT_SYMTAB : SHT_DYNSYM, l->rel ? &st : &dyn);
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(l->e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh)) continue;
        if (sh.sh_type == SHT_REL) return fail(l, "SHT_REL sections are not supported (AMDGPU uses RELA)");
        if (sh.sh_type != SHT_RELA || !sh.sh_entsize) continue;
        bool dynamic = !l->rel;
        if (l->rel && (sh.sh_info >= l->nsec || !l->sec_addr[sh.sh_info])) continue;   /* .rela.debug_* */
        Elf_Data *d = elf_getdata(scn, NULL);
        size_t n = d ? sh.sh_size / sh.sh_entsize : 0;
        const symtab *t = l->rel ? &st : &dyn;
        for (size_t i = 0; i < n; i++) {
            GElf_Rela r;
            if (!gelf_getrela(d, (int)i, &r)) return fail(l, "bad relocation");
            unsigned type = (unsigned)GELF_R_TYPE(r.r_info);
            size_t si = GELF_R_SYM(r.r_info);
            uint64_t S = 0;
            const char *name = "";
            if (si && (!have_st || sym_addr(l, t, si, &S, &name))) return have_st ? -1 : fail(l, "no symbol table");
            uint64_t P = dynamic ? l->co->base + r.r_offset : l->sec_addr[sh.sh_info] + r.r_offset;
            if (apply(l, type, P, S, r.r_addend, name)) return -1;
        }
    }
    return 0;
}

/* ---- metadata (msgpack note) ---- */

static bool key_is(const msgpack_object *k, const char *z)
{
    return k->type == MSGPACK_OBJECT_STR && k->via.str.size == strlen(z) && !memcmp(k->via.str.ptr, z, k->via.str.size);
}

static const msgpack_object *map_get(const msgpack_object *m, const char *key)
{
    if (m->type != MSGPACK_OBJECT_MAP) return NULL;
    for (uint32_t i = 0; i < m->via.map.size; i++)
        if (key_is(&m->via.map.ptr[i].key, key)) return &m->via.map.ptr[i].val;
    return NULL;
}

static uint32_t get_u32(const msgpack_object *m, const char *key)
{
    const msgpack_object *v = map_get(m, key);
    return v && v->type == MSGPACK_OBJECT_POSITIVE_INTEGER && v->via.u64 <= UINT32_MAX ? (uint32_t)v->via.u64 : 0;
}

static void get_str(const msgpack_object *m, const char *key, char *out, size_t cap)
{
    const msgpack_object *v = map_get(m, key);
    out[0] = 0;
    if (!v || v->type != MSGPACK_OBJECT_STR) return;
    size_t n = v->via.str.size < cap - 1 ? v->via.str.size : cap - 1;
    memcpy(out, v->via.str.ptr, n);
    out[n] = 0;
}

static amd_kernel_info *kernel_by_symbol(amd_codeobj *co, const char *sym)
{
    for (size_t i = 0; i < co->nk; i++) {
        size_t n = strlen(co->k[i].name);
        if (!strncmp(sym, co->k[i].name, n) && !strcmp(sym + n, ".kd")) return &co->k[i];
    }
    return NULL;
}

static int read_kernel_meta(loader *l, const msgpack_object *k)
{
    char sym[140];
    get_str(k, ".symbol", sym, sizeof sym);
    amd_kernel_info *ki = kernel_by_symbol(l->co, sym);
    if (!ki) return 0;   /* metadata of a kernel without a descriptor: not launchable */
    get_str(k, ".name", ki->name, sizeof ki->name);
    ki->has_meta = true;
    ki->kernarg_size = get_u32(k, ".kernarg_segment_size");
    ki->group_fixed = get_u32(k, ".group_segment_fixed_size");
    ki->private_fixed = get_u32(k, ".private_segment_fixed_size");
    ki->wavefront_size = get_u32(k, ".wavefront_size");
    const msgpack_object *args = map_get(k, ".args");
    if (!args) return 0;
    if (args->type != MSGPACK_OBJECT_ARRAY) return fail(l, "metadata of '%s': .args is not an array", ki->name);
    ki->args = calloc(args->via.array.size ? args->via.array.size : 1, sizeof *ki->args);
    if (!ki->args) return fail(l, "out of memory");
    for (uint32_t i = 0; i < args->via.array.size; i++) {
        const msgpack_object *a = &args->via.array.ptr[i];
        amd_karg *g = &ki->args[ki->nargs++];
        g->offset = get_u32(a, ".offset");
        g->size = get_u32(a, ".size");
        get_str(a, ".value_kind", g->kind, sizeof g->kind);
        get_str(a, ".name", g->name, sizeof g->name);
        if (!g->kind[0] || !g->size)
            return fail(l, "metadata of '%s': argument %u has no .size or .value_kind", ki->name, i);
        if ((uint64_t)g->offset + g->size > ki->kernarg_size)
            return fail(l, "metadata of '%s': argument %u lies past .kernarg_segment_size", ki->name, i);
    }
    return 0;
}

static int parse_meta(loader *l, const uint8_t *desc, size_t n)
{
    msgpack_unpacked u;
    msgpack_unpacked_init(&u);
    size_t off = 0;
    int rc = 0;
    if (msgpack_unpack_next(&u, (const char *)desc, n, &off) != MSGPACK_UNPACK_SUCCESS) {
        rc = fail(l, "the metadata note is not msgpack");
    } else {
        const msgpack_object *ks = map_get(&u.data, "amdhsa.kernels");
        if (ks && ks->type == MSGPACK_OBJECT_ARRAY)
            for (uint32_t i = 0; i < ks->via.array.size && !rc; i++) rc = read_kernel_meta(l, &ks->via.array.ptr[i]);
    }
    msgpack_unpacked_destroy(&u);
    return rc;
}

/* The NT_AMDGPU_METADATA notes of the note sections. */
static int read_notes(loader *l)
{
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(l->e, scn))) {
        GElf_Shdr sh;
        if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE) continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        if (!d) continue;
        GElf_Nhdr nh;
        size_t off = 0, noff, doff;
        while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
            if (nh.n_type == NT_AMDGPU_METADATA_ && nh.n_namesz == 7 &&
                !memcmp((const char *)d->d_buf + noff, "AMDGPU", 7) &&
                parse_meta(l, (const uint8_t *)d->d_buf + doff, nh.n_descsz))
                return -1;
        }
    }
    return 0;
}

/* ---- kernels ---- */

/* Every NAME.kd object symbol is a kernel: its descriptor and entry. */
static int find_kernels(loader *l)
{
    symtab t = {0};
    if (!find_symtab(l->e, SHT_SYMTAB, &t) && !find_symtab(l->e, SHT_DYNSYM, &t)) return 0;
    amd_codeobj *co = l->co;
    for (size_t i = 1; i < t.n; i++) {
        GElf_Sym s;
        if (!gelf_getsym(t.d, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_OBJECT) continue;
        const char *name = elf_strptr(l->e, t.strndx, s.st_name);
        size_t len = name ? strlen(name) : 0;
        if (len < 4 || len - 3 >= sizeof co->k[0].name || strcmp(name + len - 3, ".kd") || s.st_size != 64) continue;
        uint64_t addr;
        const char *nm;
        if (sym_addr(l, &t, i, &addr, &nm)) return -1;
        if (addr < co->base || addr - co->base > co->size - 64) return fail(l, "descriptor '%s' outside the image", name);
        amd_kernel_info *k = realloc(co->k, (co->nk + 1) * sizeof *k);
        if (!k) return fail(l, "out of memory");
        co->k = k;
        k = &co->k[co->nk++];
        memset(k, 0, sizeof *k);
        memcpy(k->name, name, len - 3);
        k->kd_addr = addr;
        memcpy(k->kd, co->image + (addr - co->base), 64);
        int64_t entry;
        memcpy(&entry, k->kd + AMD_KD_ENTRY, 8);
        k->entry = addr + (uint64_t)entry;
        uint32_t v;
        memcpy(&v, k->kd + AMD_KD_KERNARG_SIZE, 4), k->kernarg_size = v;
        memcpy(&v, k->kd + AMD_KD_GROUP_SIZE, 4), k->group_fixed = v;
        memcpy(&v, k->kd + AMD_KD_PRIVATE_SIZE, 4), k->private_fixed = v;
    }
    return 0;
}

int amd_codeobj_load(const uint8_t *bytes, size_t n, uint64_t base, unsigned mach, amd_codeobj *co, char *err,
                     size_t errlen)
{
    memset(co, 0, sizeof *co);
    co->base = base;
    loader l = {.co = co, .err = err, .errlen = errlen};
    if (elf_version(EV_CURRENT) == EV_NONE) return fail(&l, "libelf: %s", elf_errmsg(-1));
    l.e = elf_memory((char *)(uintptr_t)bytes, n);
    int rc = -1;
    GElf_Ehdr eh;
    if (!l.e || elf_kind(l.e) != ELF_K_ELF || !gelf_getehdr(l.e, &eh)) {
        fail(&l, "not an ELF file");
        goto out;
    }
    if (eh.e_machine != EM_AMDGPU_ || eh.e_ident[EI_CLASS] != ELFCLASS64) {
        fail(&l, "not an AMDGPU ELF file (e_machine %u)", eh.e_machine);
        goto out;
    }
    if (mach && (eh.e_flags & 0xff) != mach) {
        fail(&l, "the file is for another processor (EF_AMDGPU_MACH 0x%x, the target's is 0x%x)",
             (unsigned)(eh.e_flags & 0xff), mach);
        goto out;
    }
    if (eh.e_type != ET_REL && eh.e_type != ET_DYN && eh.e_type != ET_EXEC) {
        fail(&l, "ELF type %u cannot be loaded", eh.e_type);
        goto out;
    }
    l.rel = eh.e_type == ET_REL;
    if (elf_getshdrnum(l.e, &l.nsec)) {
        fail(&l, "libelf: %s", elf_errmsg(-1));
        goto out;
    }
    l.sec_addr = calloc(l.nsec ? l.nsec : 1, sizeof *l.sec_addr);
    uint64_t size = 0;
    if (!l.sec_addr || layout(&l, &size)) {
        if (!l.sec_addr) fail(&l, "out of memory");
        goto out;
    }
    l.got_cap = 256;
    l.got_off = align_up(size, 8);
    co->size = l.got_off + 8 * l.got_cap;
    co->image = calloc(1, co->size);
    if (!co->image) {
        fail(&l, "out of memory");
        goto out;
    }
    if (copy_sections(&l) || relocate(&l) || find_kernels(&l) || read_notes(&l)) goto out;
    rc = 0;
out:
    free(l.sec_addr);
    if (l.e) elf_end(l.e);
    if (rc) amd_codeobj_free(co);
    return rc;
}

void amd_codeobj_free(amd_codeobj *co)
{
    for (size_t i = 0; i < co->nk; i++) free(co->k[i].args);
    free(co->k);
    free(co->image);
    memset(co, 0, sizeof *co);
}

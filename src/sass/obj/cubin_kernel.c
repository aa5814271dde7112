/* A cubin's kernel as the CUDA driver loads it (docs/sass.md "Launching a cubin"):
 * the entry symbol (STT_FUNC with STO_CUDA_ENTRY), its `.text.<name>` code, the
 * static shared memory of `.nv.shared.<name>`, its constant banks
 * (`.nv.constant<N>.<name>` and the module's `.nv.constant<N>`), and from
 * `.nv.info.<name>` where the parameters go: EIATTR_PARAM_CBANK (the window in
 * bank 0), EIATTR_KPARAM_INFO (ordinal, offset and size of each),
 * EIATTR_REQNTID / EIATTR_MAX_THREADS. What the loader would have to patch
 * (relocations: __device__ variables, textures, device calls) is refused by name. */
#include "sass/obj/cubin.h"
#include "exec/mem.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    SHT_SYMTAB_ = 2, SHT_RELA_ = 4, SHT_REL_ = 9, SHT_NOBITS_ = 8,
    STT_FUNC_ = 2, STO_CUDA_ENTRY_ = 0x10,
    EF_CUDA_64BIT_ADDRESS_ = 0x400,
    /* .nv.info record formats and the attributes read here */
    EIFMT_HVAL_ = 3, EIFMT_SVAL_ = 4,
    EIATTR_MAX_THREADS_ = 0x05, EIATTR_PARAM_CBANK_ = 0x0a, EIATTR_REQNTID_ = 0x10,
    EIATTR_KPARAM_INFO_ = 0x17, EIATTR_CBANK_PARAM_SIZE_ = 0x19
};

typedef struct sym {
    uint32_t name, shndx;
    uint8_t info, other;
} sym;

static bool sym_at(const cubin_file *f, const cubin_scn *s, size_t i, sym *out)
{
    bool is64 = f->ident[4] == 2;
    size_t es = is64 ? 24 : 16, off = i * es;
    if (off + es > s->len) return false;
    const uint8_t *p = s->data + off;
    out->name = (uint32_t)gi_le_load(p, 4);
    out->info = is64 ? p[4] : p[12];
    out->other = is64 ? p[5] : p[13];
    out->shndx = (uint32_t)gi_le_load(is64 ? p + 6 : p + 14, 2);
    return true;
}

static const char *str_at(const cubin_file *f, uint32_t strtab, uint32_t off)
{
    if (strtab == 0 || strtab >= f->nscn) return "";
    const cubin_scn *s = &f->scn[strtab];
    if (off >= s->len || !memchr(s->data + off, 0, s->len - off)) return "";
    return (const char *)s->data + off;
}

static int find_scn(const cubin_file *f, const char *prefix, const char *kernel)
{
    size_t pl = strlen(prefix);
    for (size_t i = 1; i < f->nscn; i++) {
        const char *n = cubin_scn_name(f, i);
        if (!strncmp(n, prefix, pl) && !strcmp(n + pl, kernel ? kernel : "")) return (int)i;
    }
    return -1;
}

/* The entry kernels' names, comma-separated, for messages. */
static void entry_names(const cubin_file *f, const cubin_scn *st, char *buf, size_t len)
{
    buf[0] = 0;
    sym s;
    for (size_t i = 0; sym_at(f, st, i, &s); i++)
        if ((s.info & 0xf) == STT_FUNC_ && (s.other & STO_CUDA_ENTRY_)) {
            size_t used = strlen(buf);
            snprintf(buf + used, len - used, "%s%s", used ? ", " : "", str_at(f, st->link, s.name));
        }
}

static bool info_records(const cubin_file *f, int scn, cubin_kernel *k, char *err, size_t errlen)
{
    const cubin_scn *s = &f->scn[scn];
    size_t p = 0;
    while (p + 4 <= s->len) {
        unsigned fmt = s->data[p], id = s->data[p + 1], v = (unsigned)gi_le_load(s->data + p + 2, 2);
        const uint8_t *d = s->data + p + 4;
        size_t n = fmt == EIFMT_SVAL_ ? v : 0;
        if (fmt < 1 || fmt > 4 || p + 4 + n > s->len)
            return snprintf(err, errlen, "%s: a malformed record at offset 0x%zx", cubin_scn_name(f, (size_t)scn), p),
                   false;
        if (id == EIATTR_KPARAM_INFO_ && fmt == EIFMT_SVAL_ && n >= 12) {
            if (k->nparams == CUBIN_MAX_PARAMS)
                return snprintf(err, errlen, "more than %d kernel parameters", CUBIN_MAX_PARAMS), false;
            uint32_t flags = (uint32_t)gi_le_load(d + 8, 4);
            k->params[k->nparams++] = (cubin_param){(unsigned)gi_le_load(d + 4, 2), (unsigned)gi_le_load(d + 6, 2),
                                                    flags >> 18};
        } else if (id == EIATTR_PARAM_CBANK_ && fmt == EIFMT_SVAL_ && n >= 8) {
            uint32_t w = (uint32_t)gi_le_load(d + 4, 4);   /* size << 16 | offset in bank 0 */
            k->param_base = w & 0xffff, k->param_size = w >> 16;
        } else if (id == EIATTR_CBANK_PARAM_SIZE_ && fmt == EIFMT_HVAL_) {
            k->param_size = v;
        } else if (id == EIATTR_REQNTID_ && fmt == EIFMT_SVAL_ && n >= 12) {
            for (int i = 0; i < 3; i++) k->reqntid[i] = (uint32_t)gi_le_load(d + 4 * i, 4);
        } else if (id == EIATTR_MAX_THREADS_ && fmt == EIFMT_SVAL_ && n >= 12) {
            for (int i = 0; i < 3; i++) k->maxntid[i] = (uint32_t)gi_le_load(d + 4 * i, 4);
        }
        p += 4 + n;
    }
    return true;
}

/* Bank N from `.nv.constant<N>.<kernel>`, else the module's `.nv.constant<N>`. */
static void const_banks(const cubin_file *f, const char *kernel, cubin_kernel *k)
{
    for (unsigned b = 1; b < CUBIN_CBANKS; b++) {
        char pre[32];
        snprintf(pre, sizeof pre, ".nv.constant%u.", b);
        int i = find_scn(f, pre, kernel);
        if (i < 0) {
            snprintf(pre, sizeof pre, ".nv.constant%u", b);
            i = find_scn(f, pre, NULL);
        }
        if (i >= 0 && f->scn[i].type != SHT_NOBITS_)
            k->cbank[b] = f->scn[i].data, k->cbank_size[b] = f->scn[i].len, k->cbank_scn[b] = i;
    }
}

/* A relocation section that patches the kernel's code or constants. */
static int relocations_into(const cubin_file *f, const cubin_kernel *k, int text)
{
    for (size_t i = 1; i < f->nscn; i++) {
        const cubin_scn *s = &f->scn[i];
        if (s->type != SHT_REL_ && s->type != SHT_RELA_) continue;
        if (s->info == (uint32_t)text) return (int)i;
        for (unsigned b = 0; b < CUBIN_CBANKS; b++)
            if (k->cbank[b] && s->info == (uint32_t)k->cbank_scn[b]) return (int)i;
    }
    return -1;
}

bool cubin_kernel_find(const cubin_file *f, const char *name, cubin_kernel *k, char *err, size_t errlen)
{
    memset(k, 0, sizeof *k);
    k->param_base = 0x140;
    int st = -1;
    for (size_t i = 1; i < f->nscn && st < 0; i++)
        if (f->scn[i].type == SHT_SYMTAB_) st = (int)i;
    if (st < 0) return snprintf(err, errlen, "the cubin has no symbol table"), false;
    const cubin_scn *sts = &f->scn[st];
    char names[400];
    entry_names(f, sts, names, sizeof names);
    if (!names[0]) return snprintf(err, errlen, "the cubin has no kernel (no STO_CUDA_ENTRY function)"), false;
    if (!name && strchr(names, ','))
        return snprintf(err, errlen, "the cubin has several kernels (%s): name one with \"kernel\" / --kernel", names),
               false;
    sym s;
    bool found = false;
    for (size_t i = 0; !found && sym_at(f, sts, i, &s); i++)
        found = (s.info & 0xf) == STT_FUNC_ && (s.other & STO_CUDA_ENTRY_) &&
                (!name || !strcmp(str_at(f, sts->link, s.name), name));
    if (!found) return snprintf(err, errlen, "no kernel '%s' in the cubin (it has %s)", name, names), false;
    k->name = str_at(f, sts->link, s.name);
    if (!(f->flags & EF_CUDA_64BIT_ADDRESS_))
        return snprintf(err, errlen, "kernel '%s': a 32-bit cubin (no EF_CUDA_64BIT_ADDRESS; 4-byte pointers) is not "
                        "supported: the launch places buffers above 4 GiB", k->name), false;
    if (s.shndx == 0 || s.shndx >= f->nscn || !cubin_scn_is_code(&f->scn[s.shndx]))
        return snprintf(err, errlen, "kernel '%s' has no code section", k->name), false;
    k->code = f->scn[s.shndx].data, k->code_size = f->scn[s.shndx].len;
    int sh = find_scn(f, ".nv.shared.", k->name);
    if (sh >= 0) k->static_shared = f->scn[sh].size;
    int c0 = find_scn(f, ".nv.constant0.", k->name);
    if (c0 >= 0 && f->scn[c0].type != SHT_NOBITS_)
        k->cbank[0] = f->scn[c0].data, k->cbank_size[0] = f->scn[c0].len, k->cbank_scn[0] = c0;
    const_banks(f, k->name, k);
    int info = find_scn(f, ".nv.info.", k->name);
    if (info >= 0 && !info_records(f, info, k, err, errlen)) return false;
    int rel = relocations_into(f, k, (int)s.shndx);
    if (rel >= 0)
        return snprintf(err, errlen, "kernel '%s': relocations (%s) are not supported: the kernel refers to __device__ "
                        "variables, textures or functions the loader would patch", k->name, cubin_scn_name(f, (size_t)rel)),
               false;
    return true;
}

/* The entry points of the modules the WebAssembly build leaves out (web/CMakeLists.txt): ELF
 * objects and code objects (libelf, libyaml, msgpack-c), cubins, zebin launches and memory-trace
 * files (zlib). The playground never asks for them (it assembles without GI_OPT_OBJECT, runs
 * without launches and traces through a hook); if something does, it gets an error, not a crash. */
#include "amdgpu/exec/codeobj.h"
#include "amdgpu/obj/obj.h"
#include "exec/memtrace.h"
#include "sass/obj/cubin.h"
#include "visa/launch.h"
#include <stdio.h>

#define NOT_IN_WEB "not available in the WebAssembly build (web/)"

static void say(char *err, size_t errlen, const char *what)
{
    if (err && errlen) snprintf(err, errlen, "%s: %s", what, NOT_IN_WEB);
}

int amd_codeobj_load(const uint8_t *elf, size_t n, uint64_t base, unsigned mach, amd_codeobj *co, char *err,
                     size_t errlen)
{
    say(err, errlen, "code objects");
    return -1;
}
void amd_codeobj_free(amd_codeobj *co) {}
unsigned amd_elf_mach(const char *cpu) { return 0; }
uint8_t *amd_elf_write(amd_state *s, size_t *size, char *err, size_t errlen)
{
    say(err, errlen, "object files");
    return NULL;
}
uint8_t *amd_meta_to_msgpack(const char *yaml, size_t len, size_t *out_len, char *err, size_t errlen,
                             unsigned *err_line)
{
    say(err, errlen, ".amdgpu_metadata");
    if (err_line) *err_line = 0;
    return NULL;
}

bool cubin_read(const uint8_t *b, size_t n, cubin_file *f, char *err, size_t errlen)
{
    say(err, errlen, "cubins");
    return false;
}
void cubin_free(cubin_file *f) {}
bool cubin_scn_is_code(const cubin_scn *s) { return false; }
void cubin_scn_append(cubin_scn *s, const uint8_t *b, size_t n) {}
uint8_t *cubin_write(const cubin_file *f, size_t *n, char *err, size_t errlen)
{
    say(err, errlen, "cubins");
    return NULL;
}
bool cubin_directive(cubin_file *f, gi_asmcore *core, const char *line, size_t len) { return false; }
bool cubin_kernel_find(const cubin_file *f, const char *name, cubin_kernel *k, char *err, size_t errlen)
{
    say(err, errlen, "cubins");
    return false;
}

int visa_launch(const visa_target *t, const uint8_t *code, size_t n, gi_launch_spec *spec,
                const gi_launch_options *opt, char **result, char *err, size_t errlen)
{
    say(err, errlen, "vISA launches");
    return 1;
}

void gi_mt_code(gi_memtrace *t, const uint8_t *code, size_t size, const uint64_t *offs, size_t n) {}
gi_mt_group *gi_mt_group_new(gi_memtrace *t, unsigned nwaves) { return NULL; }
void gi_mt_group_attach(gi_mt_group *g, unsigned wave, gi_machine *m) {}
void gi_mt_group_begin(gi_mt_group *g, const uint32_t group[3]) {}
int gi_mt_group_end(gi_mt_group *g, uint64_t index) { return -1; }
void gi_mt_group_free(gi_mt_group *g) {}

/* Intel zebin (the ELF `ocloc compile ... --format zebin` writes): its kernels as a runtime
 * launches them. The ELF (libelf) gives the `.ze_info` section and each kernel's code
 * section `.text.NAME`; `.ze_info` is YAML (libyaml) read against the zeinfo schema of
 * IGC's ZEBinWriter spec (docs/visa.md "Zebin files"). Reentrant: no global mutable
 * state; every failure is a message in the caller's buffer naming the key or section. */
#ifndef GI_VISA_OBJ_ZEBIN_H
#define GI_VISA_OBJ_ZEBIN_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* payload_arguments / per_thread_payload_arguments arg_type (zeinfo.md <argument_type>) */
typedef enum visa_zebin_arg_type {
    VISA_ZEBIN_ARG_PACKED_LOCAL_IDS, VISA_ZEBIN_ARG_LOCAL_ID, VISA_ZEBIN_ARG_LOCAL_SIZE,
    VISA_ZEBIN_ARG_GROUP_COUNT, VISA_ZEBIN_ARG_WORK_DIMENSIONS, VISA_ZEBIN_ARG_GLOBAL_SIZE,
    VISA_ZEBIN_ARG_ENQUEUED_LOCAL_SIZE, VISA_ZEBIN_ARG_GLOBAL_ID_OFFSET,
    VISA_ZEBIN_ARG_PRIVATE_BASE_STATELESS, VISA_ZEBIN_ARG_BUFFER_ADDRESS, VISA_ZEBIN_ARG_BUFFER_OFFSET,
    VISA_ZEBIN_ARG_PRINTF_BUFFER, VISA_ZEBIN_ARG_IMPLICIT_ARG_BUFFER, VISA_ZEBIN_ARG_BYVALUE,
    VISA_ZEBIN_ARG_BYPOINTER, VISA_ZEBIN_ARG_IMAGE_HEIGHT, VISA_ZEBIN_ARG_IMAGE_WIDTH,
    VISA_ZEBIN_ARG_IMAGE_DEPTH, VISA_ZEBIN_ARG_IMAGE_NUM_MIP_LEVELS, VISA_ZEBIN_ARG_IMAGE_CHANNEL_DATA_TYPE,
    VISA_ZEBIN_ARG_IMAGE_CHANNEL_ORDER, VISA_ZEBIN_ARG_IMAGE_SRGB_CHANNEL_ORDER,
    VISA_ZEBIN_ARG_IMAGE_ARRAY_SIZE, VISA_ZEBIN_ARG_IMAGE_NUM_SAMPLES, VISA_ZEBIN_ARG_FLAT_IMAGE_BASEOFFSET,
    VISA_ZEBIN_ARG_FLAT_IMAGE_HEIGHT, VISA_ZEBIN_ARG_FLAT_IMAGE_WIDTH, VISA_ZEBIN_ARG_FLAT_IMAGE_PITCH,
    VISA_ZEBIN_ARG_SAMPLER_ADDRESS, VISA_ZEBIN_ARG_SAMPLER_NORMALIZED, VISA_ZEBIN_ARG_SAMPLER_SNAP_WA,
    VISA_ZEBIN_ARG_TYPE_COUNT
} visa_zebin_arg_type;

/* addrmode (<memory_addressing_mode>); NONE when the key is absent */
typedef enum { VISA_ZEBIN_ADDRMODE_NONE, VISA_ZEBIN_STATELESS, VISA_ZEBIN_STATEFUL, VISA_ZEBIN_BINDLESS,
               VISA_ZEBIN_SLM } visa_zebin_addrmode;
/* addrspace (<address_space>) */
typedef enum { VISA_ZEBIN_ADDRSPACE_NONE, VISA_ZEBIN_GLOBAL, VISA_ZEBIN_LOCAL, VISA_ZEBIN_CONSTANT,
               VISA_ZEBIN_IMAGE, VISA_ZEBIN_SAMPLER } visa_zebin_addrspace;
/* access_type (<access_type>) */
typedef enum { VISA_ZEBIN_ACCESS_NONE, VISA_ZEBIN_READONLY, VISA_ZEBIN_WRITEONLY,
               VISA_ZEBIN_READWRITE } visa_zebin_access;

/* One payload_arguments entry. The strings are the enums' spellings in the file
 * ("" for an absent optional key). */
typedef struct visa_zebin_arg {
    visa_zebin_arg_type arg_type;
    const char *arg_type_name;
    int32_t offset, size;           /* required */
    int32_t arg_index;              /* -1 if absent */
    visa_zebin_addrmode addrmode;
    visa_zebin_addrspace addrspace;
    visa_zebin_access access_type;
    const char *addrmode_name, *addrspace_name, *access_type_name;
    int32_t sampler_index;          /* -1 if absent */
    int32_t source_offset;          /* -1 if absent */
    int32_t slm_alignment;          /* 0 if absent */
    char *image_type, *sampler_type;   /* "" if absent (owned) */
    bool image_transformable;
} visa_zebin_arg;

/* One per_thread_payload_arguments entry (local_id, packed_local_ids). */
typedef struct visa_zebin_thread_arg {
    visa_zebin_arg_type arg_type;
    const char *arg_type_name;
    int32_t offset, size;
} visa_zebin_thread_arg;

typedef struct visa_zebin_bti {
    int32_t bti_value, arg_index;
} visa_zebin_bti;

/* per_thread_memory_buffers: type global|scratch|slm, usage private_space|spill_fill_space|single_space */
typedef struct visa_zebin_membuf {
    char *type, *usage;             /* owned */
    int32_t size;
    int32_t slot;                   /* 0 if absent */
    bool is_simt_thread;
} visa_zebin_membuf;

typedef struct visa_zebin_kernel {
    char *name;
    /* execution_env (zeinfo.md defaults when absent) */
    unsigned simd_size, grf_count;  /* required */
    unsigned slm_size, barrier_count, inline_data_payload_size, offset_to_skip_per_thread_data_load,
        offset_to_skip_set_ffid_gp, required_sub_group_size;
    unsigned required_work_group_size[3];         /* 0 0 0 if absent */
    unsigned work_group_walk_order_dimensions[3]; /* 0 1 2 if absent */
    bool has_barriers;              /* barrier_count > 0 */
    bool disable_mid_thread_preemption, has_4gb_buffers, has_device_enqueue, has_dpas,
        has_fence_for_image_access, has_global_atomics, has_multi_scratch_spaces, has_no_stateless_write,
        has_stack_calls, require_disable_eufusion, subgroup_independent_forward_progress;
    char *thread_scheduling_mode;   /* "" if absent (owned) */
    visa_zebin_arg *payload_arguments;
    size_t npayload_arguments;
    visa_zebin_thread_arg *per_thread_payload_arguments;
    size_t nper_thread_payload_arguments;
    visa_zebin_bti *binding_table_indices;
    size_t nbinding_table_indices;
    visa_zebin_membuf *per_thread_memory_buffers;
    size_t nper_thread_memory_buffers;
    /* the .text.NAME section: points INTO the bytes given to visa_zebin_read, which must
     * outlive the visa_zebin (not copied) */
    const uint8_t *text;
    size_t text_size;
    bool text_relocated;            /* a .rel(a).text.NAME section patches the gen code (symbol addresses) */
} visa_zebin_kernel;

/* A data section of the program (.data.const, .data.global, .bss.*): the constant
 * tables and globals `faddr` takes the address of. bytes NULL for NOBITS (zeros). */
typedef struct visa_zebin_data {
    char *name;                     /* owned */
    const uint8_t *bytes;           /* into the input bytes, as text */
    uint64_t size;
} visa_zebin_data;

/* An object symbol in a data section: data[section] + value. */
typedef struct visa_zebin_symbol {
    char *name;                     /* owned */
    size_t section;                 /* index into data */
    uint64_t value, size;
} visa_zebin_symbol;

typedef struct visa_zebin {
    visa_zebin_kernel *kernels;
    size_t nkernels;
    visa_zebin_data *data;
    size_t ndata;
    visa_zebin_symbol *syms;
    size_t nsyms;
    char *version;                  /* .ze_info version, e.g. "1.20" */
    unsigned machine;               /* ELF e_machine (205, EM_INTELGT) */
} visa_zebin;

/* zebin_read.c: reads the file (n bytes); 0 on success, else -1 with a message in err
 * and *out empty (visa_zebin_free on it is harmless). Never keeps a pointer to err. */
int visa_zebin_read(const uint8_t *bytes, size_t n, visa_zebin *out, char *err, size_t errlen);
/* the kernel of that name, NULL if none */
const visa_zebin_kernel *visa_zebin_find(const visa_zebin *z, const char *kernel_name);
void visa_zebin_free(visa_zebin *z);

/* zebin_syms.c: the data sections and their object symbols (from .symtab) into z */
#include <libelf.h>
int visa_zebin_read_syms(Elf *e, const uint8_t *b, size_t n, visa_zebin *z, char *err, size_t errlen);

/* zebin.c: the spellings of the enums ("" for the NONE values) */
const char *visa_zebin_arg_type_name(visa_zebin_arg_type t);

/* zeinfo.c: the .ze_info YAML text (len bytes) into z->version and z->kernels (text not set) */
int visa_zeinfo_parse(const char *yaml, size_t len, visa_zebin *z, char *err, size_t errlen);

/* zebin_dump.c: the normalized one-line-per-item dump of `gpuisa dis --isa=visa --zebin-info`
 * (tests/corpus/visa/check_zebin.py reads it) */
#include <stdio.h>
void visa_zebin_dump(const visa_zebin *z, FILE *out);
#endif

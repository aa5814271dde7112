/* Zebin: the spellings of the zeinfo enums, the kernel look-up and freeing. */
#include "visa/obj/zebin.h"
#include <stdlib.h>
#include <string.h>

static const char *const arg_types[VISA_ZEBIN_ARG_TYPE_COUNT] = {
    "packed_local_ids", "local_id", "local_size", "group_count", "work_dimensions", "global_size",
    "enqueued_local_size", "global_id_offset", "private_base_stateless", "buffer_address", "buffer_offset",
    "printf_buffer", "implicit_arg_buffer", "arg_byvalue", "arg_bypointer", "image_height", "image_width",
    "image_depth", "image_num_mip_levels", "image_channel_data_type", "image_channel_order",
    "image_srgb_channel_order", "image_array_size", "image_num_samples", "flat_image_baseoffset",
    "flat_image_height", "flat_image_width", "flat_image_pitch", "sampler_address", "sampler_normalized",
    "sampler_snap_wa"};

const char *visa_zebin_arg_type_name(visa_zebin_arg_type t)
{
    return (unsigned)t < VISA_ZEBIN_ARG_TYPE_COUNT ? arg_types[t] : "";
}

const visa_zebin_kernel *visa_zebin_find(const visa_zebin *z, const char *kernel_name)
{
    if (!z || !kernel_name) return NULL;
    for (size_t i = 0; i < z->nkernels; i++)
        if (z->kernels[i].name && !strcmp(z->kernels[i].name, kernel_name)) return &z->kernels[i];
    return NULL;
}

static void free_kernel(visa_zebin_kernel *k)
{
    free(k->name);
    free(k->thread_scheduling_mode);
    for (size_t i = 0; i < k->npayload_arguments; i++) {
        free(k->payload_arguments[i].image_type);
        free(k->payload_arguments[i].sampler_type);
    }
    free(k->payload_arguments);
    free(k->per_thread_payload_arguments);
    free(k->binding_table_indices);
    for (size_t i = 0; i < k->nper_thread_memory_buffers; i++) {
        free(k->per_thread_memory_buffers[i].type);
        free(k->per_thread_memory_buffers[i].usage);
    }
    free(k->per_thread_memory_buffers);
}

void visa_zebin_free(visa_zebin *z)
{
    if (!z) return;
    for (size_t i = 0; i < z->nkernels; i++) free_kernel(&z->kernels[i]);
    free(z->kernels);
    for (size_t i = 0; i < z->ndata; i++) free(z->data[i].name);
    free(z->data);
    for (size_t i = 0; i < z->nsyms; i++) free(z->syms[i].name);
    free(z->syms);
    free(z->version);
    memset(z, 0, sizeof *z);
}

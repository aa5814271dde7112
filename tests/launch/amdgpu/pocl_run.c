/* pocl_run - launch an OpenCL C kernel on the CPU (pocl) as `gpuisa run --launch` launches its
 * compiled form, and print the launch result JSON (CONTRACT.md, "gpuisa run --launch"):
 *
 *     pocl_run [--kernel NAME] [--options "CLANG OPTIONS"] [--time] LAUNCH.json FILE.cl
 *
 * LAUNCH.json is the launch file of `gpuisa run --launch`: kernel, grid (workgroups per
 * dimension), block (work-items per workgroup), shared (ignored: dynamic LDS is given per
 * argument), buffers (type + values, or type + count + fill), args ({"buffer": NAME},
 * {"local": BYTES}, {"i32": V} ..., {"struct": [MEMBER, ...]} by value) and dump (default: every
 * buffer).  The kernel is enqueued
 * with global size grid*block and local size block, then the dumped buffers are read back and
 * printed as {"buffers": {NAME: [values...]}}: integers exactly (u64 above INT64_MAX as a
 * "0x..." string), floats with %.17g, NaN and infinities as "0x..." strings of their bits, as
 * gpuisa prints them.  The program is built with OPTIONS (default -cl-std=CL1.2) and -I the
 * directory of FILE.cl.  Only the first OpenCL platform with a CPU device is used.
 *
 * --time adds one line to stderr (stdout is unchanged), CLOCK_MONOTONIC seconds:
 *     pocl_run: time build S run S
 * build = clBuildProgram + clCreateKernel (pocl's front end, or its kernel cache); run =
 * clEnqueueNDRangeKernel + clFinish (which includes pocl's compile of the work-group function
 * for this local size on a cold cache).
 *
 * Exit status: 0 on success, 1 on invalid input or any OpenCL error (message on stderr).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef enum { T_U8, T_S8, T_U16, T_S16, T_U32, T_S32, T_U64, T_S64, T_F16, T_F32, T_F64, T_NONE } vtype;

static const char *const type_names[] = {"u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64", "f16", "f32", "f64"};
/* scalar argument kinds of the launch file (i* for the signed types) */
static const char *const arg_names[] = {"u8", "i8", "u16", "i16", "u32", "i32", "u64", "i64", "f16", "f32", "f64"};
static const size_t type_sizes[] = {1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8};

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pocl_run: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void check(cl_int err, const char *what)
{
    if (err != CL_SUCCESS) die("%s failed: OpenCL error %d", what, (int)err);
}

static vtype type_of(const char *s, const char *const *names)
{
    for (int t = 0; t < T_NONE; t++)
        if (strcmp(s, names[t]) == 0) return (vtype)t;
    return T_NONE;
}

/* ---- f16 <-> f32 (round to nearest even) ---------------------------------------------- */

static uint16_t f32_to_f16(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u, e = (x >> 23) & 0xffu, m = x & 0x7fffffu;
    if (e == 0xff) return (uint16_t)(sign | 0x7c00u | (m ? 0x200u | (m >> 13) : 0));
    int ex = (int)e - 127 + 15;
    if (ex >= 31) return (uint16_t)(sign | 0x7c00u);
    if (ex <= 0) {
        if (ex < -10) return (uint16_t)sign;
        m |= 0x800000u;
        unsigned shift = (unsigned)(14 - ex);
        uint32_t half = m >> shift, rem = m & ((1u << shift) - 1), mid = 1u << (shift - 1);
        if (rem > mid || (rem == mid && (half & 1))) half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = ((uint32_t)ex << 10) | (m >> 13), rem = m & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (half & 1))) half++;
    return (uint16_t)(sign | half);
}

static double f16_to_double(uint16_t h)
{
    int e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double v;
    if (e == 0) v = ldexp(m, -24);
    else if (e == 31) v = m ? NAN : INFINITY;
    else v = ldexp(m | 0x400, e - 25);
    return (h & 0x8000) ? -v : v;
}

/* ---- values ---------------------------------------------------------------------------- */

/* Stores JSON value j as type t at p.  Integers: JSON integers or "0x..." strings (two's
 * complement, truncated to the type); floats: any JSON number, or "0x..." bits. */
static void store_value(json_t *j, vtype t, unsigned char *p, const char *where)
{
    uint64_t bits = 0;
    int is_bits = 0;
    double d = 0;
    if (json_is_string(j)) {
        const char *s = json_string_value(j);
        char *end;
        if (strncmp(s, "0x", 2) != 0 && strncmp(s, "0X", 2) != 0) die("%s: bad value \"%s\"", where, s);
        errno = 0;
        bits = strtoull(s + 2, &end, 16);
        if (*end || errno || end == s + 2) die("%s: bad value \"%s\"", where, s);
        is_bits = 1;
    } else if (json_is_integer(j)) {
        bits = (uint64_t)json_integer_value(j);
        d = (double)json_integer_value(j);
    } else if (json_is_real(j)) {
        if (t < T_F16) die("%s: %s value must be an integer", where, type_names[t]);
        d = json_real_value(j);
    } else {
        die("%s: a value must be a number or a \"0x...\" string", where);
    }
    switch (t) {
    case T_F16: {
        uint16_t h = is_bits ? (uint16_t)bits : f32_to_f16((float)d);
        memcpy(p, &h, 2);
        break;
    }
    case T_F32: {
        float f = (float)d;
        if (is_bits) { uint32_t b = (uint32_t)bits; memcpy(p, &b, 4); }
        else memcpy(p, &f, 4);
        break;
    }
    case T_F64:
        if (is_bits) memcpy(p, &bits, 8);
        else memcpy(p, &d, 8);
        break;
    default: /* little-endian host: the low bytes of the 64-bit value */
        memcpy(p, &bits, type_sizes[t]);
        break;
    }
}

static void print_value(const unsigned char *p, vtype t)
{
    uint64_t u = 0;
    switch (t) {
    case T_F16: case T_F32: case T_F64: {
        double d;
        uint64_t raw = 0;
        memcpy(&raw, p, type_sizes[t]);
        if (t == T_F16) d = f16_to_double((uint16_t)raw);
        else if (t == T_F32) { float f; memcpy(&f, p, 4); d = f; }
        else memcpy(&d, p, 8);
        if (isnan(d) || isinf(d)) printf("\"0x%0*llx\"", (int)(type_sizes[t] * 2), (unsigned long long)raw);
        else printf("%.17g", d);
        return;
    }
    case T_S8: printf("%d", (int)(int8_t)p[0]); return;
    case T_S16: { int16_t v; memcpy(&v, p, 2); printf("%d", (int)v); return; }
    case T_S32: { int32_t v; memcpy(&v, p, 4); printf("%ld", (long)v); return; }
    case T_S64: { int64_t v; memcpy(&v, p, 8); printf("%lld", (long long)v); return; }
    default:
        memcpy(&u, p, type_sizes[t]);
        if (u > (uint64_t)INT64_MAX) printf("\"0x%016llx\"", (unsigned long long)u);
        else printf("%llu", (unsigned long long)u);
        return;
    }
}

/* ---- launch file --------------------------------------------------------------------- */

typedef struct {
    const char *name;
    vtype type;
    size_t count;
    unsigned char *host;
    cl_mem mem;
} buffer;

static cl_uint dims(json_t *root, const char *key, size_t out[3])
{
    json_t *a = json_object_get(root, key);
    out[0] = out[1] = out[2] = 1;
    if (!json_is_array(a) || json_array_size(a) < 1 || json_array_size(a) > 3)
        die("\"%s\" must be a list of 1 to 3 numbers", key);
    for (size_t i = 0; i < json_array_size(a); i++) {
        json_t *v = json_array_get(a, i);
        if (!json_is_integer(v) || json_integer_value(v) < 1) die("\"%s\"[%zu] must be a positive integer", key, i);
        out[i] = (size_t)json_integer_value(v);
    }
    return (cl_uint)json_array_size(a);
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open %s: %s", path, strerror(errno));
    if (fseek(f, 0, SEEK_END) != 0) die("cannot read %s", path);
    long n = ftell(f);
    if (n < 0 || fseek(f, 0, SEEK_SET) != 0) die("cannot read %s", path);
    char *s = malloc((size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) die("cannot read %s", path);
    s[n] = 0;
    fclose(f);
    return s;
}

/* A by-value struct {"struct": [MEMBER, ...]} laid out as the host C compiler lays out a struct of
 * these members (each at a multiple of its alignment, the size a multiple of the largest), into
 * out; returns the size and the alignment in *align. */
static size_t struct_bytes(json_t *v, unsigned char *out, size_t cap, size_t *align, const char *const *names,
                           const char *where)
{
    if (!json_is_array(v) || json_array_size(v) == 0) die("%s: \"struct\" must be a non-empty list", where);
    size_t off = 0, al = 1;
    for (size_t m = 0; m < json_array_size(v); m++) {
        json_t *j = json_array_get(v, m);
        if (!json_is_object(j) || json_object_size(j) != 1) die("%s: struct member %zu: one {\"kind\": value}", where, m);
        const char *k = json_object_iter_key(json_object_iter(j));
        json_t *mv = json_object_iter_value(json_object_iter(j));
        unsigned char tmp[4096] = {0};
        size_t msize, mal = 1;
        if (strcmp(k, "struct") == 0) {
            msize = struct_bytes(mv, tmp, sizeof tmp, &mal, names, where);
        } else {
            vtype t = type_of(k, names);
            if (t == T_NONE) die("%s: unknown struct member kind \"%s\"", where, k);
            store_value(mv, t, tmp, where);
            msize = mal = type_sizes[t];
        }
        off = (off + mal - 1) / mal * mal;
        if (off + msize > cap) die("%s: struct larger than %zu bytes", where, cap);
        memcpy(out + off, tmp, msize);
        off += msize;
        if (mal > al) al = mal;
    }
    *align = al;
    return (off + al - 1) / al * al;
}

int main(int argc, char **argv)
{
    int timing = 0;
    const char *kernel_opt = NULL, *options = "-cl-std=CL1.2", *launch_path = NULL, *cl_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--kernel") == 0 && i + 1 < argc) kernel_opt = argv[++i];
        else if (strcmp(argv[i], "--options") == 0 && i + 1 < argc) options = argv[++i];
        else if (strcmp(argv[i], "--time") == 0) timing = 1;
        else if (argv[i][0] == '-' && argv[i][1]) die("unknown option %s", argv[i]);
        else if (!launch_path) launch_path = argv[i];
        else if (!cl_path) cl_path = argv[i];
        else die("too many arguments");
    }
    if (!launch_path || !cl_path)
        die("usage: pocl_run [--kernel NAME] [--options \"CLANG OPTIONS\"] [--time] LAUNCH.json FILE.cl");

    json_error_t jerr;
    json_t *root = json_load_file(launch_path, 0, &jerr);
    if (!root || !json_is_object(root)) die("%s:%d: %s", launch_path, jerr.line, root ? "not an object" : jerr.text);
    static const char *const known[] = {"kernel", "grid", "block", "shared", "buffers", "args", "dump"};
    const char *key;
    json_t *val;
    json_object_foreach(root, key, val) {
        size_t k = 0;
        while (k < sizeof known / sizeof *known && strcmp(key, known[k]) != 0) k++;
        if (k == sizeof known / sizeof *known) die("unknown key \"%s\" in %s", key, launch_path);
    }
    size_t grid[3], block[3], global[3];
    cl_uint work_dim = dims(root, "grid", grid), bdim = dims(root, "block", block);
    if (bdim > work_dim) work_dim = bdim;
    for (int d = 0; d < 3; d++) global[d] = grid[d] * block[d];
    const char *kname = kernel_opt;
    if (!kname) {
        json_t *k = json_object_get(root, "kernel");
        if (k && !json_is_string(k)) die("\"kernel\" must be a string");
        kname = k ? json_string_value(k) : NULL;
    }

    /* OpenCL: the first platform with a CPU device */
    cl_uint nplat = 0;
    check(clGetPlatformIDs(0, NULL, &nplat), "clGetPlatformIDs");
    if (nplat == 0) die("no OpenCL platform (is pocl-opencl-icd installed?)");
    cl_platform_id *plats = calloc(nplat, sizeof *plats);
    check(clGetPlatformIDs(nplat, plats, NULL), "clGetPlatformIDs");
    cl_device_id dev = NULL;
    for (cl_uint p = 0; p < nplat && !dev; p++)
        if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_CPU, 1, &dev, NULL) != CL_SUCCESS) dev = NULL;
    if (!dev) die("no OpenCL CPU device");
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    check(err, "clCreateContext");
    cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
    check(err, "clCreateCommandQueue");

    char *src = read_text(cl_path);
    const char *srcs[1] = {src};
    cl_program prog = clCreateProgramWithSource(ctx, 1, srcs, NULL, &err);
    check(err, "clCreateProgramWithSource");
    /* the directory of FILE.cl on the include path: some corpus files #include another */
    const char *slash = strrchr(cl_path, '/');
    size_t dirlen = slash ? (size_t)(slash - cl_path) : 1;
    char *opts = malloc(strlen(options) + dirlen + 8);
    if (!opts) die("out of memory");
    sprintf(opts, "%s -I %.*s", options, (int)dirlen, slash ? cl_path : ".");
    double t_build = now();
    err = clBuildProgram(prog, 1, &dev, opts, NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t n = 0;
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &n);
        char *log = calloc(n + 1, 1);
        clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, log, NULL);
        die("building %s failed (OpenCL error %d):\n%s", cl_path, (int)err, log);
    }
    if (!kname) {
        cl_uint nk = 0;
        check(clCreateKernelsInProgram(prog, 0, NULL, &nk), "clCreateKernelsInProgram");
        if (nk != 1) die("%s holds %u kernels: name one with \"kernel\" or --kernel", cl_path, nk);
    }
    cl_kernel kern;
    if (kname) {
        kern = clCreateKernel(prog, kname, &err);
        if (err != CL_SUCCESS) die("no kernel \"%s\" in %s (OpenCL error %d)", kname, cl_path, (int)err);
    } else {
        check(clCreateKernelsInProgram(prog, 1, &kern, NULL), "clCreateKernelsInProgram");
    }
    t_build = now() - t_build;

    /* buffers */
    json_t *jbufs = json_object_get(root, "buffers");
    if (jbufs && !json_is_object(jbufs)) die("\"buffers\" must be an object");
    size_t nbuf = jbufs ? json_object_size(jbufs) : 0;
    buffer *bufs = calloc(nbuf + 1, sizeof *bufs);
    size_t bi = 0;
    json_object_foreach(jbufs, key, val) {
        buffer *b = &bufs[bi++];
        b->name = key;
        json_t *jt = json_object_get(val, "type"), *jv = json_object_get(val, "values");
        json_t *jc = json_object_get(val, "count"), *jf = json_object_get(val, "fill");
        if (!json_is_object(val) || !json_is_string(jt)) die("buffer \"%s\": needs a \"type\"", key);
        b->type = type_of(json_string_value(jt), type_names);
        if (b->type == T_NONE) die("buffer \"%s\": unknown type \"%s\"", key, json_string_value(jt));
        const char *bk;
        json_t *bv;
        json_object_foreach(val, bk, bv)
            if (strcmp(bk, "type") && strcmp(bk, "values") && strcmp(bk, "count") && strcmp(bk, "fill"))
                die("buffer \"%s\": unknown key \"%s\"", key, bk);
        if (jv) {
            if (!json_is_array(jv) || jc || jf) die("buffer \"%s\": \"values\" is a list, without count/fill", key);
            b->count = json_array_size(jv);
        } else {
            if (!json_is_integer(jc) || json_integer_value(jc) < 1) die("buffer \"%s\": needs \"values\" or \"count\"", key);
            b->count = (size_t)json_integer_value(jc);
        }
        if (b->count == 0) die("buffer \"%s\" is empty", key);
        size_t sz = type_sizes[b->type];
        b->host = calloc(b->count, sz);
        if (!b->host) die("out of memory");
        char where[256];
        snprintf(where, sizeof where, "buffer \"%s\"", key);
        for (size_t i = 0; i < b->count; i++) {
            if (jv) store_value(json_array_get(jv, i), b->type, b->host + i * sz, where);
            else if (jf) store_value(jf, b->type, b->host + i * sz, where);
        }
        b->mem = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, b->count * sz, b->host, &err);
        check(err, "clCreateBuffer");
    }

    /* arguments */
    json_t *jargs = json_object_get(root, "args");
    if (!json_is_array(jargs)) die("\"args\" must be a list");
    cl_uint nargs = 0;
    check(clGetKernelInfo(kern, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL), "clGetKernelInfo");
    if (json_array_size(jargs) != nargs)
        die("kernel has %u parameters, \"args\" gives %zu", nargs, json_array_size(jargs));
    for (cl_uint a = 0; a < nargs; a++) {
        json_t *ja = json_array_get(jargs, a);
        if (!json_is_object(ja) || json_object_size(ja) != 1) die("args[%u]: one {\"kind\": value} each", a);
        void *it = json_object_iter(ja);
        key = json_object_iter_key(it);
        json_t *v = json_object_iter_value(it);
        char where[64];
        snprintf(where, sizeof where, "args[%u]", a);
        if (strcmp(key, "buffer") == 0) {
            size_t k = 0;
            if (!json_is_string(v)) die("%s: buffer name must be a string", where);
            while (k < nbuf && strcmp(bufs[k].name, json_string_value(v)) != 0) k++;
            if (k == nbuf) die("%s: no buffer \"%s\"", where, json_string_value(v));
            check(clSetKernelArg(kern, a, sizeof(cl_mem), &bufs[k].mem), where);
        } else if (strcmp(key, "local") == 0) {
            if (!json_is_integer(v) || json_integer_value(v) < 1) die("%s: local size must be a positive integer", where);
            check(clSetKernelArg(kern, a, (size_t)json_integer_value(v), NULL), where);
        } else if (strcmp(key, "struct") == 0) {
            unsigned char bytes[4096] = {0};
            size_t al = 1, size = struct_bytes(v, bytes, sizeof bytes, &al, arg_names, where);
            check(clSetKernelArg(kern, a, size, bytes), where);
        } else {
            vtype t = type_of(key, arg_names);
            if (t == T_NONE) die("%s: unknown argument kind \"%s\"", where, key);
            unsigned char scalar[8] = {0};
            store_value(v, t, scalar, where);
            check(clSetKernelArg(kern, a, type_sizes[t], scalar), where);
        }
    }

    double t_run = now();
    check(clEnqueueNDRangeKernel(q, kern, work_dim, NULL, global, block, 0, NULL, NULL), "clEnqueueNDRangeKernel");
    check(clFinish(q), "clFinish");
    t_run = now() - t_run;
    if (timing) fprintf(stderr, "pocl_run: time build %.6f run %.6f\n", t_build, t_run);

    /* result */
    json_t *jdump = json_object_get(root, "dump");
    if (jdump && !json_is_array(jdump)) die("\"dump\" must be a list of buffer names");
    size_t ndump = jdump ? json_array_size(jdump) : nbuf;
    printf("{\"buffers\": {");
    for (size_t d = 0; d < ndump; d++) {
        size_t k = d;
        if (jdump) {
            json_t *n = json_array_get(jdump, d);
            if (!json_is_string(n)) die("dump[%zu] must be a buffer name", d);
            for (k = 0; k < nbuf && strcmp(bufs[k].name, json_string_value(n)) != 0; k++) {}
            if (k == nbuf) die("dump: no buffer \"%s\"", json_string_value(n));
        }
        buffer *b = &bufs[k];
        size_t sz = type_sizes[b->type];
        check(clEnqueueReadBuffer(q, b->mem, CL_TRUE, 0, b->count * sz, b->host, 0, NULL, NULL), "clEnqueueReadBuffer");
        printf("%s\"%s\": [", d ? ", " : "", b->name);
        for (size_t i = 0; i < b->count; i++) {
            if (i) fputs(", ", stdout);
            print_value(b->host + i * sz, b->type);
        }
        putchar(']');
    }
    printf("}}\n");

    for (size_t k = 0; k < nbuf; k++) {
        clReleaseMemObject(bufs[k].mem);
        free(bufs[k].host);
    }
    free(bufs);
    free(src);
    free(opts);
    free(plats);
    clReleaseKernel(kern);
    clReleaseProgram(prog);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    json_decref(root);
    return 0;
}

/* libFuzzer target: arbitrary bytes as the trace file of `gpuisa report` (tools/trace_read.h):
 * CSV or gzip CSV, or Parquet when they start with "PAR1" (tools/parquet_read.c: footer,
 * Thrift, pages, codecs, encodings). The bytes go to a memfd, read through its /proc path as a
 * file would be, and every row is read. Any crash, leak or sanitizer report is a bug; rejected
 * files are expected. */
#define _GNU_SOURCE
#include "trace_read.h"
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = memfd_create("trace", 0);
    if (fd < 0) return 0;
    size_t done = 0;
    while (done < size) {
        ssize_t k = write(fd, data + done, size - done);
        if (k <= 0) break;
        done += (size_t)k;
    }
    char path[64], err[640];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    gi_trace_reader *r = gi_trace_reader_open(path, err, sizeof err);
    if (r) {
        gi_trace_row row;
        size_t n = 0;
        volatile uint64_t sink = 0;
        while (gi_trace_reader_next(r, &row) > 0 && n++ < 1000000)
            sink += row.pc + row.address + row.size + (uint64_t)row.lane + row.isa[0] + row.inst[0] + row.space[0] + row.kind[0];
        (void)sink;
        gi_trace_reader_close(r);
    }
    close(fd);
    return 0;
}

/* The rows of a memory trace (docs/memory-trace.md "The trace file") for `gpuisa report`
 * (tools/cmd_report.c): CSV, gzip CSV or Parquet, chosen by the content (a file that starts
 * with "PAR1" is Parquet, tools/parquet_read.h; anything else is read through zlib, which reads
 * plain files as they are). One row at a time; nothing else of the trace stays in memory. */
#ifndef GI_TOOLS_TRACE_READ_H
#define GI_TOOLS_TRACE_READ_H
#include <stddef.h>
#include <stdint.h>

/* One record: the columns the report uses. The strings are valid until the next call. */
typedef struct gi_trace_row {
    const char *isa, *target, *inst, *space, *kind;
    uint32_t group[3], wave;
    uint64_t pc, address, size;
    int lane;    /* -1: a scalar (wave-wide) access */
    int ok;      /* status "ok" (or no status column) */
} gi_trace_row;

typedef struct gi_trace_reader gi_trace_reader;

/* Open the trace at path and read its header (CSV) or footer (Parquet): the reader, or NULL with
 * the message in err ("cannot read 'PATH'", "PATH:1: ..." or "PATH: ..."). */
gi_trace_reader *gi_trace_reader_open(const char *path, char *err, size_t errlen);
/* The next row: 1, 0 at the end of the trace, -1 on an error (gi_trace_reader_error). */
int gi_trace_reader_next(gi_trace_reader *r, gi_trace_row *row);
/* The message of the error, without the "gpuisa: " prefix: "PATH:LINE: why" for CSV (the line
 * of the file), "PATH: why" for Parquet. */
const char *gi_trace_reader_error(const gi_trace_reader *r);
/* Where the last row came from, for messages: "PATH:LINE" (CSV) or "PATH: row N" (Parquet). */
const char *gi_trace_reader_where(const gi_trace_reader *r, char *buf, size_t n);
void gi_trace_reader_close(gi_trace_reader *r);

#endif

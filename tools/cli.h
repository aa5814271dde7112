/* Shared by the gpuisa subcommands (tools/gpuisa.c, tools/cmd_run.c, tools/cmd_dis.c). */
#ifndef GI_TOOLS_CLI_H
#define GI_TOOLS_CLI_H

/* --opt=value, -opt=value and "--opt value"; NULL if argv[*i] is not `name`. */
const char *gi_cli_opt_value(int argc, char **argv, int *i, const char *name);

/* The context of a subcommand: the ISA by name (amdgpu when NULL) and the
 * options; prints the reason and returns NULL on failure. *isa gets the ISA. */
#include "gpuisa/gpuisa.h"
#include <stdio.h>
gi_ctx *gi_cli_ctx(const char *isa_name, const gi_options *opt, int *isa);

/* The input FILE ("-" or NULL: stdin, named <stdin>); prints the reason and
 * returns NULL when it cannot be opened. */
FILE *gi_cli_open_input(const char *path, const char **name);

/* gpuisa run ... (argv[1] == "run"); returns the exit status. */
int gi_cmd_run(int argc, char **argv);
/* The usage of `gpuisa run` (on stderr for a usage error, stdout for --help). */
void gi_run_help(FILE *f);

/* gpuisa report TRACE [--json] [--svg DIR] (tools/cmd_report.c, docs/memory-trace.md). */
int gi_cmd_report(int argc, char **argv);
void gi_report_help(FILE *f);
/* The report of a trace file on out (none when NULL) and, when svg_dir is not NULL, its pictures
 * in svg_dir (src/exec/mempic.h); 0, or 1 after a message. */
int gi_report_file(const char *path, int json, FILE *out, const char *svg_dir);

#endif

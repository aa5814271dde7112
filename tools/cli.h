/* Shared by the gpuisa subcommands (tools/gpuisa.c, tools/cmd_run.c). */
#ifndef GI_TOOLS_CLI_H
#define GI_TOOLS_CLI_H

/* --opt=value, -opt=value and "--opt value"; NULL if argv[*i] is not `name`. */
const char *gi_cli_opt_value(int argc, char **argv, int *i, const char *name);

/* gpuisa run ... (argv[1] == "run"); returns the exit status. */
int gi_cmd_run(int argc, char **argv);

#endif

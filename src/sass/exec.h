/* The SASS executor (src/sass/exec.c), plugged into gi_sass_module.exec. */
#ifndef GI_SASS_EXEC_H
#define GI_SASS_EXEC_H

struct gi_isa_exec;
extern const struct gi_isa_exec gi_sass_exec;

#endif

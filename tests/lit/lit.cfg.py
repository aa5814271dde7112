# lit configuration for gpuisa's FileCheck tests (LLVM style: RUN:/CHECK: lines).
import os
import lit.formats

config.name = "gpuisa"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".s"]
config.test_source_root = os.path.dirname(__file__)
build = lit_config.params.get("build_dir", os.path.join(os.path.dirname(__file__), "..", "..", "build"))
build = os.path.abspath(build)
config.test_exec_root = os.path.join(build, "lit")
llvm_bin = "/usr/lib/llvm-14/bin"
config.substitutions.append(("%gpuisa", os.path.join(build, "gpuisa")))
config.substitutions.append(("FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
config.environment["PATH"] = os.pathsep.join([build, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# `gpuisa run --json` output flattened to stable lines (tests/lit/tools/jsonq.py)
config.substitutions.append(("%jsonq", "python3 " + os.path.join(os.path.dirname(__file__), "tools", "jsonq.py")))

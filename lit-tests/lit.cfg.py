# Configuration of ttgo's lit tests for LLVM's lit (22):
#
#   go build -o bin/ ./tools/... && lit -v lit-tests
#
# tt-opt comes from $TTGO_TOOLS_DIR (default: bin/ of this repository); FileCheck, not, count
# and split-file from $LLVM_TOOLS_DIR (default: the directory of the running lit, as in
# Debian's /usr/lib/llvm-22/bin) or PATH. `go test ./lit-tests/...` runs the same suite with
# the runner of internal/lit; keep the two configurations alike (lit_test.go).

import os
import shutil
import sys

import lit.formats

config.name = "ttgo"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".tc"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# Temporary files (%t) go under $TTGO_LIT_EXEC_ROOT, by default bin/lit-tests of this
# repository (ignored by git), never into the source tree.
config.test_exec_root = os.environ.get(
    "TTGO_LIT_EXEC_ROOT",
    os.path.join(os.path.dirname(config.test_source_root), "bin", "lit-tests"),
)
config.available_features.add("ttgo")

# Like Triton's lit configuration: local FileCheck variables die at each CHECK-LABEL.
config.environment["FILECHECK_OPTS"] = "--enable-var-scope"
# A Go panic dies by SIGABRT, so `not --crash` sees it as a crash.
config.environment["GOTRACEBACK"] = "crash"

repo = os.path.dirname(config.test_source_root)
tools_dir = os.environ.get("TTGO_TOOLS_DIR", os.path.join(repo, "bin"))
llvm_tools_dir = os.environ.get(
    "LLVM_TOOLS_DIR", os.path.dirname(os.path.abspath(sys.argv[0]))
)
if not os.path.exists(os.path.join(tools_dir, "tt-opt")):
    lit_config.fatal(
        "no tt-opt in %s: run `go build -o bin/ ./tools/...` or set TTGO_TOOLS_DIR" % tools_dir
    )

# Optional tools are features, for REQUIRES.
for tool in ["tt-layout", "tt-translate", "tt-compile", "tt-c"]:
    if os.path.exists(os.path.join(tools_dir, tool)):
        config.available_features.add(tool)

# tt-compile's PTX stage runs llc-22: the tests of that stage require it.
if shutil.which("llc-22"):
    config.available_features.add("llc-22")

# Differential tests print the same input with mlir-opt-22 and compare.
if shutil.which("mlir-opt-22"):
    config.available_features.add("mlir-opt-22")

config.environment["PATH"] = os.pathsep.join(
    [tools_dir, llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)

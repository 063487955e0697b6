"""Run Triton 3.6's own passes on MLIR inputs: the oracle for ttgo's goldens.

Usage (on the device machine, which has Triton 3.6 installed):

    python3 internal/tritonoracle/oracle.py DIR [DIR ...]

Every DIR/NAME.mlir whose first line is

    // ORACLE: pass[,pass...]

is parsed by Triton, run through the named passes in order, and printed the
way Triton prints (debug info on, name locations as SSA prefixes). A pass is
the name of a function in triton._C.libtriton.passes without its "add_"
prefix, qualified by its submodule ("ttir.rewrite_tensor_pointer",
"common.canonicalizer"); options follow in parentheses as Python literals
("ttir.convert_to_ttgpuir('cuda:90',4,32,1)"). The result goes to
DIR/NAME.mlir.triton (or DIR/NAME.mlir.triton-error with the failure), and
whatever Triton's C++ wrote to stderr meanwhile (MLIR diagnostics) to
DIR/NAME.mlir.triton-stderr, when it wrote anything.

The script runs from DIR so that locations read loc("NAME.mlir":L:C), and
packs every result into $OUT/oracle.tar (one file comes back from the
device, whatever the number of inputs).
"""

import ast
import io
import os
import sys
import tarfile
import tempfile

from triton._C.libtriton import ir, passes


def parse_passes(line):
    specs = []
    depth = 0
    cur = ""
    for ch in line:
        if ch == "," and depth == 0:
            specs.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    if cur.strip():
        specs.append(cur.strip())
    out = []
    for spec in specs:
        name, _, args = spec.partition("(")
        module, _, fn = name.partition(".")
        call = getattr(getattr(passes, module), "add_" + fn)
        values = ast.literal_eval("(" + args.rstrip(")") + ",)") if args.rstrip(")") else ()
        out.append((call, values))
    return out


def run_one(path):
    with open(path) as f:
        first = f.readline()
    if not first.startswith("// ORACLE:"):
        return None
    pipeline = parse_passes(first[len("// ORACLE:"):].strip())
    ctx = ir.context()
    ir.load_dialects(ctx)
    mod = ir.parse_mlir_module(os.path.basename(path), ctx)
    mod.context = ctx
    pm = ir.pass_manager(ctx)
    for call, values in pipeline:
        call(pm, *values)
    pm.run(mod, "oracle")
    return mod.str()


def main():
    out = os.environ.get("OUT", ".")
    results = []
    for d in sys.argv[1:]:
        d = os.path.abspath(d)
        for name in sorted(os.listdir(d)):
            if not name.endswith(".mlir"):
                continue
            cwd = os.getcwd()
            os.chdir(d)
            base = os.path.join(d, name)
            sys.stderr.flush()
            saved = os.dup(2)
            captured = tempfile.TemporaryFile()
            os.dup2(captured.fileno(), 2)
            try:
                text = run_one(name)
                if text is not None:
                    results.append((base + ".triton", text))
            except Exception as e:  # the failure is the oracle's answer
                text = ""
                results.append((base + ".triton-error", str(e) + "\n"))
            finally:
                sys.stderr.flush()
                os.dup2(saved, 2)
                os.close(saved)
                os.chdir(cwd)
            captured.seek(0)
            stderr = captured.read().decode()
            captured.close()
            if text is not None and stderr:
                results.append((base + ".triton-stderr", stderr))
    root = os.getcwd()
    with tarfile.open(os.path.join(out, "oracle.tar"), "w") as tar:
        for path, text in results:
            rel = os.path.relpath(path, root)
            data = text.encode()
            info = tarfile.TarInfo(rel)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
            print(rel, len(data))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""record_warpgolden: re-records warpgolden.json.gz with Triton 3.6's own lowering.

Run where Triton 3.6 is installed (the GPU machine): python3 record_warpgolden.py IN.json.gz OUT.json.gz
Each case's input runs through Triton's allocate-shared-memory-nv and convert-triton-gpu-to-llvm
with the case's compute capability and PTX version; the output, locations removed and trailing
spaces trimmed, is kept whole ("triton") or as its SHA-256 ("tritonSHA256"), as the input file has it.
"""
import gzip, hashlib, json, sys, tempfile

from triton._C.libtriton import ir, nvidia


def strip_locations(text):
    text = "\n".join(l for l in text.splitlines() if not l.startswith("#loc"))
    out, i = [], 0
    while True:
        j = text.find(" loc(", i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        depth, k = 0, j + 4
        while k < len(text):
            depth += {"(": 1, ")": -1}.get(text[k], 0)
            k += 1
            if depth == 0:
                break
        i = k
    return "\n".join(l.rstrip() for l in "".join(out).splitlines()) + "\n"


def lower(case):
    ctx = ir.context()
    ir.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(case["input"])
    mod = ir.parse_mlir_module(f.name, ctx)
    mod.context = ctx
    pm = ir.pass_manager(ctx)
    nvidia.passes.ttgpuir.add_allocate_shared_memory_nv(pm, case["cap"], case["ptx"])
    nvidia.passes.ttgpuir.add_to_llvmir(pm, case["cap"], case["ptx"])
    pm.run(mod, "record")
    return strip_locations(str(mod))


cases = json.load(gzip.open(sys.argv[1]))
for c in cases:
    text = lower(c)
    if "triton" in c:
        c["triton"] = text
    else:
        c["tritonSHA256"] = hashlib.sha256(text.encode()).hexdigest()
with gzip.open(sys.argv[2], "wt") as f:
    json.dump(cases, f, indent=1)

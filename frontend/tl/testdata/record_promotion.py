#!/usr/bin/env python3
"""Records Triton's binary-operator type promotion for promotion.json.gz.

Run where Triton 3.6 is installed (no GPU needed):
    OUT=. python3 record_promotion.py && gzip -9 promotion.json
For every pair of dtypes, each operand a tensor or a scalar (not both scalars), with and
without / or %, it asks Triton's TritonSemantic.computation_type_impl for the result dtype,
or "error" where Triton raises.
"""
import json
import os

import triton
import triton.language as tl
from triton.language.semantic import TritonSemantic

NAMES = ["int1", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
         "fp8e4nv", "fp8e5", "fp8e4b15", "fp8e4b8", "fp8e5b16", "fp16", "bf16", "fp32", "fp64"]

sem = TritonSemantic(None)
rows = []
for a in NAMES:
    for b in NAMES:
        for a_scalar, b_scalar in ((False, False), (True, False), (False, True)):
            for div_or_mod in (False, True):
                try:
                    got = sem.computation_type_impl(tl.dtype(a), a_scalar, tl.dtype(b), b_scalar, div_or_mod).name
                except Exception:
                    got = "error"
                rows.append({"a": a, "aScalar": a_scalar, "b": b, "bScalar": b_scalar,
                             "divOrMod": div_or_mod, "result": got})
json.dump({"triton": triton.__version__, "cases": rows},
          open(os.path.join(os.environ.get("OUT", "."), "promotion.json"), "w"), indent=0)
print(len(rows), "cases from Triton", triton.__version__)

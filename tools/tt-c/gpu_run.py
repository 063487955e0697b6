#!/usr/bin/env python3
"""gpu_run: run the Triton-C examples (examples/triton-c/*.tc) on a GPU against NumPy.

Two steps, as tools/gpu-check: the build needs LLVM 22 (llc), the run needs only a GPU driver.

  python3 tools/tt-c/gpu_run.py build [--arch sm_90a] [--out bin/gpu-tc] [--libdevice PATH]
      here: tt-c compiles each example to Triton IR, tt-compile takes it to PTX (the warps and
      stages of Triton's launch of the same corpus kernel); writes OUT/NAME.ptx and
      OUT/index.json (entry, warps, shared bytes, or the build error).
  python3 tools/tt-c/gpu_run.py run [--out bin/gpu-tc] [KERNEL...]
      on the GPU machine (NumPy and libcuda, nothing else): loads each PTX with the CUDA driver
      (which JIT-compiles it), launches it on seeded random data and prints a table of the
      largest relative error against NumPy; writes OUT/gpu_run.json. Exit status 1 if any
      kernel failed to build, to launch or to match.
"""
import argparse
import ctypes
import json
import os
import re
import subprocess
import sys

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# name: (num_warps, num_stages, tolerance on the largest relative error), as Triton's launches
# of the same corpus kernels.
KERNELS = {"add": (4, 3, 1e-6), "softmax": (4, 3, 1e-5), "layernorm": (8, 3, 2e-2), "matmul": (8, 3, 2e-2),
           "argmax": (4, 3, 0), "transpose": (4, 3, 0), "gather": (4, 3, 0), "bf16_matmul_tanh": (4, 4, 3e-2),
           "dropout": (4, 3, 1e-6)}


def build(args):
    os.makedirs(args.out, exist_ok=True)
    index = {}
    for name, (warps, stages, _) in KERNELS.items():
        src = os.path.join(REPO, "examples", "triton-c", name + ".tc")
        ttir = os.path.join(args.out, name + ".ttir")
        dump = os.path.join(args.out, name + ".stages")
        entry = {"num_warps": warps, "ok": False}
        steps = [[os.path.join(args.bin, "tt-c"), src, "-o", ttir],
                 [os.path.join(args.bin, "tt-compile"), ttir, f"--arch={args.arch}", f"--num-warps={warps}", f"--num-stages={stages}",
                  *([f"--libdevice={args.libdevice}"] if args.libdevice else []), "--dump-dir", dump,
                  "-o", os.path.join(args.out, name + ".ptx")]]
        for cmd in steps:
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode != 0:
                entry["error"] = " ".join(l for l in p.stderr.splitlines() if "error" in l)[:400]
                break
        else:
            ptx = open(os.path.join(args.out, name + ".ptx")).read()
            entry["entry"] = re.search(r"\.entry (\w+)\(", ptx).group(1)
            entry["params"] = len(re.findall(r"\.param ", ptx.split(")")[0]))
            shared = 0
            for f in os.listdir(dump):
                m = re.search(r'"?ttg\.shared"? = (\d+)', open(os.path.join(dump, f)).read())
                if m:
                    shared = max(shared, int(m.group(1)))
            entry.update(ok=True, shared=shared)
        index[name] = entry
        print(f"{name:10s} {'ok' if entry['ok'] else 'FAILED: ' + entry['error'][:150]}", flush=True)
    json.dump(index, open(os.path.join(args.out, "index.json"), "w"), indent=1)


class CUDA:
    """The few driver API calls the run needs, through ctypes."""

    def __init__(self):
        self.lib = ctypes.CDLL("libcuda.so.1")
        c = ctypes
        for name, args in {
            "cuInit": [c.c_uint], "cuDeviceGet": [c.POINTER(c.c_int), c.c_int],
            "cuDevicePrimaryCtxRetain": [c.POINTER(c.c_void_p), c.c_int], "cuCtxSetCurrent": [c.c_void_p],
            "cuGetErrorString": [c.c_int, c.POINTER(c.c_char_p)],
            "cuModuleLoadDataEx": [c.POINTER(c.c_void_p), c.c_char_p, c.c_uint, c.POINTER(c.c_int), c.POINTER(c.c_void_p)],
            "cuModuleGetFunction": [c.POINTER(c.c_void_p), c.c_void_p, c.c_char_p],
            "cuFuncSetAttribute": [c.c_void_p, c.c_int, c.c_int],
            "cuMemAlloc_v2": [c.POINTER(c.c_uint64), c.c_size_t],
            "cuMemcpyHtoD_v2": [c.c_uint64, c.c_void_p, c.c_size_t],
            "cuMemcpyDtoH_v2": [c.c_void_p, c.c_uint64, c.c_size_t],
            "cuLaunchKernel": [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.POINTER(c.c_void_p), c.POINTER(c.c_void_p)],
            "cuCtxSynchronize": [],
        }.items():
            getattr(self.lib, name).argtypes = args
        self.check(self.lib.cuInit(0), "cuInit")
        dev = ctypes.c_int()
        self.check(self.lib.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        self.ctx = ctypes.c_void_p()
        self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev), "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")

    def check(self, status, what):
        if status != 0:
            msg = ctypes.c_char_p()
            self.lib.cuGetErrorString(status, ctypes.byref(msg))
            raise RuntimeError(f"{what}: CUDA error {status} ({msg.value.decode() if msg.value else '?'})")

    def function(self, ptx, entry, shared):
        mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
        log = ctypes.create_string_buffer(8192)
        opts = (ctypes.c_int * 2)(5, 6)  # CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
        vals = (ctypes.c_void_p * 2)(ctypes.cast(log, ctypes.c_void_p), ctypes.c_void_p(len(log)))
        status = self.lib.cuModuleLoadDataEx(ctypes.byref(mod), ptx.encode() + b"\0", 2, opts, vals)
        if status != 0:
            raise RuntimeError(f"cuModuleLoadDataEx: CUDA error {status}: {log.value.decode(errors='replace')}")
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(fn), mod, entry.encode()), "cuModuleGetFunction")
        if shared > 48 * 1024:  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            self.check(self.lib.cuFuncSetAttribute(fn, 8, shared), "cuFuncSetAttribute")
        return fn

    def to_device(self, array):
        ptr = ctypes.c_uint64()
        self.check(self.lib.cuMemAlloc_v2(ctypes.byref(ptr), max(array.nbytes, 1)), "cuMemAlloc")
        self.check(self.lib.cuMemcpyHtoD_v2(ptr, array.ctypes.data_as(ctypes.c_void_p), array.nbytes), "cuMemcpyHtoD")
        return ptr

    def from_device(self, ptr, array):
        self.check(self.lib.cuMemcpyDtoH_v2(array.ctypes.data_as(ctypes.c_void_p), ptr, array.nbytes), "cuMemcpyDtoH")
        return array

    def launch(self, fn, grid, warps, shared, params, total):
        holders = list(params) + [ctypes.c_uint64(0)] * (total - len(params))  # Triton's scratch pointers
        argv = (ctypes.c_void_p * len(holders))(*[ctypes.cast(ctypes.byref(h), ctypes.c_void_p) for h in holders])
        gx, gy = (grid.x, grid.y) if hasattr(grid, "x") else (grid, 1)
        self.check(self.lib.cuLaunchKernel(fn, gx, gy, 1, 32 * warps, 1, 1, shared, None, argv, None), "cuLaunchKernel")
        self.check(self.lib.cuCtxSynchronize(), "cuCtxSynchronize")


def bf16_bits(np, x):
    """Returns float32 x rounded to bfloat16, as uint16 bits."""
    u = x.astype(np.float32).view(np.uint32)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_value(np, bits):
    """Returns the float32 values of bfloat16 bits."""
    return (bits.astype(np.uint32) << 16).view(np.float32)


def cases(np, rng):
    """Yields (name, setup): setup(d) takes d (host array -> device pointer) and returns the grid,
    the kernel parameters and the outputs [(parameter index, host buffer, reference, decode)]; a
    callable reference takes the output and returns its error."""
    n = 98432
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    yield "add", lambda d: ((n + 1023) // 1024, [d(x), d(y), d(np.zeros(n, np.float32)), ctypes.c_int32(n)],
                            [(2, np.zeros(n, np.float32), x + y, None)])
    rows, cols = 1823, 781
    a = rng.standard_normal((rows, cols), dtype=np.float32)
    e = np.exp(a - a.max(axis=1, keepdims=True))
    yield "softmax", lambda d: (rows, [d(np.zeros_like(a)), d(a), ctypes.c_int32(cols), ctypes.c_int32(cols),
                                       ctypes.c_int32(cols)], [(0, np.zeros_like(a), e / e.sum(axis=1, keepdims=True), None)])
    rows, cols = 1151, 1008
    h = rng.standard_normal((rows, cols)).astype(np.float16)
    w, b = rng.standard_normal(cols).astype(np.float16), rng.standard_normal(cols).astype(np.float16)
    hf = h.astype(np.float32)
    ref = (hf - hf.mean(axis=1, keepdims=True)) / np.sqrt(hf.var(axis=1, keepdims=True) + 1e-5) * w + b
    yield "layernorm", lambda d: (rows, [d(h), d(np.zeros_like(h)), d(w), d(b), ctypes.c_int32(cols),
                                         ctypes.c_int32(cols), ctypes.c_float(1e-5)], [(1, np.zeros_like(h), ref, None)])
    m = nn = k = 512
    A = (rng.standard_normal((m, k)) / 8).astype(np.float16)
    B = (rng.standard_normal((k, nn)) / 8).astype(np.float16)
    i32 = ctypes.c_int32
    yield "matmul", lambda d: ((m // 128) * (nn // 128), [d(A), d(B), d(np.zeros((m, nn), np.float16)), i32(m), i32(nn),
                                                          i32(k), i32(k), i32(nn), i32(nn)],
                               [(2, np.zeros((m, nn), np.float16), A.astype(np.float32) @ B.astype(np.float32), None)])
    rows, cols = 4096, 1000
    v = rng.standard_normal((rows, cols), dtype=np.float32)
    yield "argmax", lambda d: (rows // 4, [d(v), d(np.zeros(rows, np.int32)), d(np.zeros(rows, np.float32)), i32(cols), i32(cols)],
                               [(1, np.zeros(rows, np.int32), v.argmax(axis=1), None), (2, np.zeros(rows, np.float32), v.max(axis=1), None)])
    tm, tn = 1024, 1000
    t = rng.standard_normal((tm, tn), dtype=np.float32)

    class Grid2:
        """A 2-D grid, for the launch."""
        def __init__(self, x, y):
            self.x, self.y = x, y
    yield "transpose", lambda d: (Grid2((tm + 63) // 64, (tn + 63) // 64), [d(t), d(np.zeros((tn, tm), np.float32)), i32(tm), i32(tn)],
                                  [(1, np.zeros((tn, tm), np.float32), t.T, None)])
    g = rng.standard_normal((512, 256), dtype=np.float32)
    gi = rng.integers(0, 256, size=(512, 256), dtype=np.int32)
    yield "gather", lambda d: (512, [d(g), d(gi), d(np.zeros_like(g))], [(2, np.zeros_like(g), np.take_along_axis(g, gi, 1), None)])
    A16 = bf16_bits(np, rng.standard_normal((m, k)) / 8)
    B16 = bf16_bits(np, rng.standard_normal((k, nn)) / 8)
    bias = bf16_bits(np, rng.standard_normal(nn))
    ref = np.tanh(bf16_value(np, A16) @ bf16_value(np, B16) + bf16_value(np, bias))
    yield "bf16_matmul_tanh", lambda d: (Grid2(m // 128, nn // 128), [d(A16), d(B16), d(bias), d(np.zeros((m, nn), np.uint16)),
                                                                     i32(m), i32(nn), i32(k), i32(k), i32(nn), i32(nn)],
                                         [(3, np.zeros((m, nn), np.uint16), ref, lambda out: bf16_value(np, out))])
    dn, p = 1 << 20, 0.3
    dx = rng.standard_normal(dn, dtype=np.float32)

    def dropout_error(out):
        """Each output is 0 or x / (1 - p), and about 1 - p of them are kept (random bits)."""
        kept = out != 0
        scaled = np.abs(out[kept] - dx[kept] / np.float32(1 - p)).max(initial=0) / np.abs(dx[kept] / (1 - p)).max(initial=1)
        return float(scaled) if abs(kept.mean() - (1 - p)) < 0.01 else 1.0
    yield "dropout", lambda d: (dn // 1024, [d(dx), d(np.zeros(dn, np.float32)), i32(dn), ctypes.c_float(p), i32(1234)],
                                [(1, np.zeros(dn, np.float32), dropout_error, None)])


def run(args):
    import numpy as np
    index = json.load(open(os.path.join(args.out, "index.json")))
    cuda = CUDA()
    rng = np.random.default_rng(0)
    results, failed = {}, False
    print(f"{'kernel':18s} {'status':8s} {'max rel err':>12s}")
    for name, setup in cases(np, rng):
        if args.kernels and name not in args.kernels:
            continue
        meta, tol = index[name], KERNELS[name][2]
        if not meta["ok"]:
            results[name] = {"status": "build failed", "error": meta["error"]}
            print(f"{name:18s} {'BUILD':8s} {'-':>12s}  {meta['error'][:100]}")
            failed = True
            continue
        try:
            fn = cuda.function(open(os.path.join(args.out, name + ".ptx")).read(), meta["entry"], meta["shared"])
            grid, params, outs = setup(cuda.to_device)
            cuda.launch(fn, grid, meta["num_warps"], meta["shared"], params, meta["params"])
            err = 0.0
            for index_, host, ref, decode in outs:
                got = cuda.from_device(params[index_], host)
                got = decode(got) if decode else got
                if callable(ref):
                    err = max(err, ref(got))
                    continue
                got = got.astype(np.float64)
                err = max(err, float(np.max(np.abs(got - ref) / (np.abs(ref) + 1e-2))))
            ok = err <= tol
            results[name] = {"status": "ok" if ok else "mismatch", "max_rel_err": err}
            print(f"{name:18s} {'ok' if ok else 'MISMATCH':8s} {err:12.3e}")
            failed |= not ok
        except Exception as e:  # a launch failure is reported, the other kernels still run
            results[name] = {"status": "error", "error": str(e)[:400]}
            print(f"{name:18s} {'ERROR':8s} {'-':>12s}  {str(e)[:100]}")
            failed = True
    json.dump(results, open(os.path.join(args.out, "gpu_run.json"), "w"), indent=1)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=["build", "run"])
    ap.add_argument("kernels", nargs="*")
    ap.add_argument("--arch", default="sm_90a")
    ap.add_argument("--out", default=os.path.join(REPO, "bin", "gpu-tc"))
    ap.add_argument("--bin", default=os.path.join(REPO, "bin"))
    ap.add_argument("--libdevice", default=os.environ.get("TTGO_LIBDEVICE", ""))
    args = ap.parse_args()
    if args.step == "build":
        build(args)
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

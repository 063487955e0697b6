"""Third batch of reference Triton kernels, for sm_90: Hopper warp specialization and kernels of two
CTAs (num_ctas=2).

Usage: python3 kernels3.py NAME OUTDIR   (one kernel per process, so each gets its own dump file:
set MLIR_ENABLE_DUMP=1 MLIR_DUMP_PATH=FILE). run3(name) returns (compiled, rel_err, triton_ms).
"""
import json, os, sys
import torch, triton
import triton.language as tl
from triton.tools.tensor_descriptor import TensorDescriptor


@triton.jit
def ws_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * sam + offs_k[None, :] * sak
    b_ptrs = b_ptr + offs_k[:, None] * sbk + offs_n[None, :] * sbn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * sak
        b_ptrs += BLOCK_K * sbk
    c_ptrs = c_ptr + offs_m[:, None] * scm + offs_n[None, :] * scn
    tl.store(c_ptrs, acc.to(tl.float16))


@triton.jit
def ws_tma_matmul_kernel(a_desc, b_desc, c_desc, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                         BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K, warp_specialize=True):
        a = a_desc.load([pid_m * BLOCK_M, k])
        b = b_desc.load([k, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def ws_dev_tma_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                             BLOCK_K: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, [K, N], [N, 1], [BLOCK_K, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BLOCK_M, BLOCK_N])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K, warp_specialize=True):
        a = a_desc.load([pid_m * BLOCK_M, k])
        b = b_desc.load([k, pid_n * BLOCK_N])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def cta_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * sam + offs_k[None, :] * sak
    b_ptrs = b_ptr + offs_k[:, None] * sbk + offs_n[None, :] * sbn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * sak
        b_ptrs += BLOCK_K * sbk
    c_ptrs = c_ptr + offs_m[:, None] * scm + offs_n[None, :] * scn
    tl.store(c_ptrs, acc.to(tl.float16))


@triton.jit
def cta_add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def cta_softmax_kernel(x_ptr, out_ptr, stride, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * stride + offs, mask=offs < N, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + offs, e / tl.sum(e, axis=0), mask=offs < N)


ALL = ["ws_matmul_fp16", "ws_tma_matmul_fp16", "ws_dev_tma_matmul_fp16", "cta2_matmul_fp16",
       "cta2_add_fp32", "cta2_softmax_fp32"]


def run3(name):
    """Compiles and runs kernel name; returns (compiled, rel_err vs torch, median ms)."""
    from triton.testing import do_bench
    dev = "cuda"
    g = torch.Generator(device=dev).manual_seed(0)
    rel = lambda o, r: float((o.double() - r.double()).norm() / r.double().norm().clamp_min(1e-30))
    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device=dev))
    M = N = K = 4096
    if name.endswith("matmul_fp16"):
        a = torch.randn(M, K, device=dev, generator=g, dtype=torch.float16)
        b = torch.randn(K, N, device=dev, generator=g, dtype=torch.float16)
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        strides = (a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))
        ref = lambda: a.float() @ b.float()
        out_t = c
        grid = (M // 128, N // 128)
    kw = dict(num_warps=4, num_stages=3)
    if name == "ws_matmul_fp16":
        run = lambda: ws_matmul_kernel[grid](a, b, c, M, N, K, *strides, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, **kw)
    elif name == "ws_tma_matmul_fp16":
        da = TensorDescriptor.from_tensor(a, [128, 64]); db = TensorDescriptor.from_tensor(b, [64, 128])
        dc = TensorDescriptor.from_tensor(c, [128, 128])
        run = lambda: ws_tma_matmul_kernel[grid](da, db, dc, K, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, **kw)
    elif name == "ws_dev_tma_matmul_fp16":
        run = lambda: ws_dev_tma_matmul_kernel[grid](a, b, c, M, N, K, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, **kw)
    elif name == "cta2_matmul_fp16":
        run = lambda: cta_matmul_kernel[grid](a, b, c, M, N, K, *strides, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64,
                                              num_warps=8, num_stages=3, num_ctas=2)
    elif name == "cta2_add_fp32":
        n = 1 << 24
        x = torch.randn(n, device=dev, generator=g); y = torch.randn(n, device=dev, generator=g)
        out_t = torch.empty_like(x); ref = lambda: x + y
        run = lambda: cta_add_kernel[(n // 2048,)](x, y, out_t, n, BLOCK=2048, num_warps=4, num_ctas=2)
    elif name == "cta2_softmax_fp32":
        x = torch.randn(4096, 1000, device=dev, generator=g)
        out_t = torch.empty_like(x); ref = lambda: torch.softmax(x, dim=1)
        run = lambda: cta_softmax_kernel[(4096,)](x, out_t, x.stride(0), 1000, BLOCK=1024, num_warps=4, num_ctas=2)
    k = run()
    torch.cuda.synchronize()
    return k, rel(out_t, ref()), do_bench(run, return_mode="median")


def main(name, out):
    k, err, ms = run3(name)
    info = dict(name=name, num_warps=k.metadata.num_warps, num_stages=k.metadata.num_stages,
                num_ctas=k.metadata.num_ctas, shared=k.metadata.shared,
                cluster_dims=list(getattr(k.metadata, "cluster_dims", ())), rel_err=err, triton_ms=ms)
    for ext in ("ttir", "ttgir", "llir", "ptx"):
        with open(os.path.join(out, f"{name}.{ext}"), "w") as f:
            f.write(k.asm[ext])
    with open(os.path.join(out, f"{name}.json"), "w") as f:
        json.dump(info, f, indent=1)
    print(json.dumps(info))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

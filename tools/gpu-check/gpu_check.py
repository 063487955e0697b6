#!/usr/bin/env python3
"""gpu_check: run ttgo's compile of the corpus kernels on a GPU, against torch and Triton.

Two steps, because the GPU machine has Triton, torch and CUDA's ptxas but no LLVM 22 (llc):

  python3 tools/gpu-check/gpu_check.py build [--arch sm_90a] [--out DIR]
      here: `bin/tt-compile` compiles each corpus kernel's Triton IR
      (testdata/corpus/ARCH/kernels/NAME.ttir) to PTX, with the warps and stages of Triton's own
      launch, into DIR (default bin/gpu-check/ARCH), every stage dumped beside it.
  python3 tools/gpu-check/gpu_check.py run [--arch sm_90a] [--out DIR] [KERNEL...]
      on the GPU machine: runs the corpus kernels (testdata/corpus/kernels.py, kernels2.py) once
      with Triton's own build and once, in a fresh process per kernel, with ttgo's PTX in place
      of Triton's (Triton's launcher, its ptxas); prints a table (error against torch of each,
      median times, speed ratio) and writes $OUT/gpu_check.json.

ttgo's PTX replaces Triton's only where the Triton IR Triton made at run time is the corpus
kernel's (locations aside) and the launch's warps are those it was built for; anything else is
reported, never silently run with Triton's code.
"""
import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
CORPUS = os.path.join(REPO, "testdata", "corpus")


def strip_locations(text):
    """Returns Triton IR text without #loc definitions and loc(...) annotations, spaces folded."""
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
    return " ".join("".join(out).split())


def launch_config(arch_dir, name):
    """Returns the (num_warps, num_stages, num_ctas) of Triton's launch of a corpus kernel."""
    meta = os.path.join(arch_dir, "kernels", name + ".json")
    if os.path.exists(meta):
        m = json.load(open(meta))[name]
        return m["num_warps"], m["num_stages"], m.get("num_ctas", 1)
    ttgir = open(os.path.join(arch_dir, "kernels", name + ".ttgir")).read()
    return int(re.search(r'"ttg.num-warps" = (\d+)', ttgir).group(1)), 3, 1


def final_llvm_module(arch_dir, name):
    """Returns Triton's own final llvm dialect module of a corpus kernel: the input of its last
    pass, enable-line-info, in the kernel's pass dump."""
    text = gzip.open(os.path.join(arch_dir, "passes", name + ".passes.mlir.gz"), "rt").read()
    start = text.rindex("// -----// IR Dump Before LLVMDIScope")
    body = text[text.index("\n", start) + 1:]
    for end in ("// -----// ", "Traceback (most recent call last):"):
        if end in body:
            body = body[:body.index(end)]
    return body.rstrip("\n") + "\n"


def build(args):
    arch_dir = os.path.join(CORPUS, args.arch.rstrip("a").replace("sm_", "sm"))
    libdevice = args.libdevice or os.environ.get("TTGO_LIBDEVICE", "")
    os.makedirs(args.out, exist_ok=True)
    index = {}
    for f in sorted(os.listdir(os.path.join(arch_dir, "kernels"))):
        if not f.endswith(".ttir"):
            continue
        name = f[:-len(".ttir")]
        warps, stages, ctas = launch_config(arch_dir, name)
        ttir = os.path.join(arch_dir, "kernels", f)
        src = ttir
        if args.source == "llir":
            # The stages after Triton's lowering only: ttgo's translation, llc and libdevice.
            src = os.path.join(args.out, name + ".llir.mlir")
            open(src, "w").write(final_llvm_module(arch_dir, name))
        cmd = [os.path.join(args.bin, "tt-compile"), src, f"--arch={args.arch}", f"--num-warps={warps}",
               f"--num-stages={stages}", f"--num-ctas={ctas}", *([f"--libdevice={libdevice}"] if libdevice else []), "--dump-dir", args.out,
               "-o", os.path.join(args.out, name + ".ptx")]
        p = subprocess.run(cmd, capture_output=True, text=True)
        errors = [l for l in p.stderr.splitlines() if "error" in l]
        index[name] = {"num_warps": warps, "num_stages": stages, "num_ctas": ctas, "ttir": strip_locations(open(ttir).read()),
                       "ok": p.returncode == 0, "error": "\n".join(errors)[:600]}
        print(f"{name:24s} {'ok' if p.returncode == 0 else 'FAILED: ' + (errors or ['?'])[0][:100]}", flush=True)
    json.dump(index, open(os.path.join(args.out, "index.json"), "w"), indent=1)


def install_swap(args, state):
    """Makes Triton's PTX stage return ttgo's PTX for the corpus kernels built by `build`."""
    from triton.backends.nvidia.compiler import CUDABackend
    index = json.load(open(os.path.join(args.out, "index.json")))
    by_ttir = {v["ttir"]: k for k, v in index.items()}
    original = CUDABackend.add_stages

    def add_stages(self, stages, options, language, *a, **kw):
        original(self, stages, options, language, *a, **kw)
        make_ttgir, make_ptx = stages["ttgir"], stages["ptx"]
        seen = {}

        def ttgir(src, md):
            seen["ttir"] = strip_locations(str(src))
            return make_ttgir(src, md)

        def ptx(src, md):
            out = make_ptx(src, md)  # Triton's own, for its metadata
            name = by_ttir.get(seen.get("ttir"))
            if name is None:
                state["unmatched"].append(md.get("name"))
                return out
            entry = index[name]
            if not entry["ok"] or entry["num_warps"] != options.num_warps or entry.get("num_ctas", 1) != options.num_ctas:
                state["errors"].append(f"{name}: {entry['error'] or 'built for other warps'}")
                raise RuntimeError(f"no ttgo PTX for {name}")
            text = open(os.path.join(args.out, name + ".ptx")).read()
            llir = open(os.path.join(args.out, name + ".llir.mlir")).read()
            # Triton's launcher looks the kernel up by name and reserves its shared memory.
            md["name"] = re.search(r"\.entry\s+(\w+)", text).group(1)
            shared = re.search(r"ttg\.shared = (\d+) : i32", llir)
            md["shared"] = int(shared.group(1)) if shared else 0
            state["swapped"].append(name)
            return text

        stages["ttgir"], stages["ptx"] = ttgir, ptx

    CUDABackend.add_stages = add_stages


def run_kernels(names):
    """Runs the named corpus kernels in this process: {name: {rel_err, ms, torch_ms}}."""
    sys.path.insert(0, CORPUS)
    import kernels, kernels2  # noqa: E401
    res = {}
    for name in names:
        gen = kernels2.run_all2(only={name}) if name in kernels2.ALL else kernels.run_all(only={name})
        try:
            for kname, _, err, ms, tms in gen:
                res[kname] = {"rel_err": err, "ms": ms, "torch_ms": tms}
        except Exception as e:
            res.setdefault("_errors", []).append(f"{name}: {type(e).__name__}: {str(e)[:300]}")
    return res


def child(args):
    """One process's share of `run`: Triton's build (--child ref) or ttgo's (--child ttgo)."""
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"
    state = {"swapped": [], "unmatched": [], "errors": []}
    if args.child == "ttgo":
        install_swap(args, state)
    res = run_kernels(args.kernels)
    res["_state"] = state
    json.dump(res, open(args.result, "w"), default=str)


def run(args):
    index = json.load(open(os.path.join(args.out, "index.json")))
    names = args.kernels or sorted(index)
    t0 = time.time()
    results = {"ref": {}, "ttgo": {}}
    # Triton's build in one process; ttgo's in one per kernel, so a kernel that brings Triton
    # down costs only itself. Each run seeds its inputs alike, so both see the same data.
    for which, groups in (("ref", [names]), ("ttgo", [[n] for n in names])):
        for group in groups:
            path = f"/tmp/gpu_check_{which}.json"
            if os.path.exists(path):
                os.remove(path)
            # Triton's own build targets the architecture ttgo's was built for (sm_80 code runs
            # on a Hopper too), so that both compile the same Triton IR for the same target.
            env = dict(os.environ, TRITON_CACHE_DIR=f"/tmp/gpu_check_cache_{which}",
                       TRITON_OVERRIDE_ARCH="sm" + args.arch[3:].rstrip("a"))
            p = subprocess.run([sys.executable, __file__, "child", "--child", which, "--result", path,
                                "--out", args.out, "--arch", args.arch, *group],
                               env=env, capture_output=True, text=True, timeout=1200)
            if os.path.exists(path):
                got = json.load(open(path))
                state = got.pop("_state")
                for k in ("swapped", "unmatched", "errors"):
                    results[which].setdefault("_" + k, []).extend(state[k])
                results[which].setdefault("_errors", []).extend(got.pop("_errors", []))
                results[which].update(got)
            else:
                tail = " | ".join(l for l in p.stderr.strip().splitlines()[-3:])
                results[which].setdefault("_errors", []).append(f"{group[0]}: exit {p.returncode}: {tail[:400]}")
    import torch
    import triton
    log = {"gpu": torch.cuda.get_device_name(), "triton": triton.__version__, "arch": args.arch, "kernels": {}}
    ref, new = results["ref"], results["ttgo"]
    print(f"{'kernel':26s} {'result':8s} {'ttgo err':>10s} {'triton err':>10s} {'ttgo ms':>9s} {'triton ms':>9s} {'speed':>6s}")
    # Only the corpus kernels themselves: a variant a launch group compiles besides (matmul_fp16's
    # relu epilogue) has Triton IR of its own, which ttgo's build did not see.
    for name in names:
        r, n = ref.get(name, {}), new.get(name, {})
        swapped = name in new.get("_swapped", [])
        ok = n.get("rel_err") is not None and n["rel_err"] <= max(2 * (r.get("rel_err") or 0), 1e-6)
        failed = any(e.startswith(name + ":") for e in new.get("_errors", []))
        result = ("OK" if ok else "WRONG") if swapped else ("FAILED" if failed else "NOT-TTGO")
        ratio = r["ms"] / n["ms"] if r.get("ms") and n.get("ms") else None
        log["kernels"][name] = {"result": result, "ttgo": n, "triton": r, "speed_vs_triton": ratio}
        fmt = lambda v, f: "-" if v is None else format(v, f)
        print(f"{name:26s} {result:8s} {fmt(n.get('rel_err'), '10.2e')} {fmt(r.get('rel_err'), '10.2e')} "
              f"{fmt(n.get('ms'), '9.4f')} {fmt(r.get('ms'), '9.4f')} {fmt(ratio, '6.3f')}")
    log["errors"] = {"triton": ref.get("_errors", []), "ttgo": new.get("_errors", [])}
    log["ttgo_not_swapped"] = new.get("_unmatched", [])
    log["seconds"] = round(time.time() - t0)
    out = os.environ.get("OUT", "/tmp/out")
    os.makedirs(out, exist_ok=True)
    json.dump(log, open(os.path.join(out, "gpu_check.json"), "w"), indent=1, default=str)
    print("errors:", json.dumps(log["errors"]), "seconds:", log["seconds"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=["build", "run", "child"])
    ap.add_argument("kernels", nargs="*")
    ap.add_argument("--arch", default="sm_90a")
    ap.add_argument("--out", help="directory of the built PTX (default bin/gpu-check/ARCH)")
    ap.add_argument("--bin", default=os.path.join(REPO, "bin"), help="where tt-compile is")
    ap.add_argument("--libdevice", help="libdevice.10.bc for `build`")
    ap.add_argument("--source", choices=["ttir", "llir"], default="ttir",
                    help="`build` from the Triton IR (the whole of ttgo) or from Triton's own final llvm "
                         "dialect module (ttgo's translation and PTX stages only)")
    ap.add_argument("--child", choices=["ref", "ttgo"], help=argparse.SUPPRESS)
    ap.add_argument("--result", help=argparse.SUPPRESS)
    args = ap.parse_intermixed_args()
    args.out = os.path.abspath(args.out or os.path.join(REPO, "bin", "gpu-check", args.arch))
    {"build": build, "run": run, "child": child}[args.step](args)


if __name__ == "__main__":
    main()

package compiler

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Tools are the external programs (and libdevice) the PTX and cubin stages run. An empty path
// is looked up on PATH under the tool's usual names.
type Tools struct {
	// LLC is LLVM's static compiler (llc-22, then llc).
	LLC string
	// Opt optimizes the LLVM IR at O3 before llc, as Triton's make_llir does (opt-22, then
	// opt).
	Opt string
	// LLVMLink links libdevice into the kernel (llvm-link-22, then llvm-link).
	LLVMLink string
	// Libdevice is the libdevice bitcode (Triton's libdevice.10.bc), needed when the kernel
	// calls __nv_* functions.
	Libdevice string
	// PTXAS is CUDA's assembler.
	PTXAS string
}

// tool describes how to find one external program and what to install when it is missing.
type tool struct {
	flag    string
	names   []string
	install string
}

var (
	llcTool      = tool{"--llc", []string{"llc-22", "llc"}, "install LLVM 22 (Debian package llvm-22)"}
	optTool      = tool{"--opt", []string{"opt-22", "opt"}, "install LLVM 22 (Debian package llvm-22)"}
	llvmLinkTool = tool{"--llvm-link", []string{"llvm-link-22", "llvm-link"}, "install LLVM 22 (Debian package llvm-22)"}
	ptxasTool    = tool{"--ptxas", []string{"ptxas"}, "install the CUDA toolkit, or pass Triton's bundled one (triton/backends/nvidia/bin/ptxas)"}
)

// find returns the program to run: path when given, else the first of the tool's names on PATH.
func (t tool) find(path string) (string, error) {
	if path != "" {
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("%s %s: %v", t.flag, path, err)
		}
		return path, nil
	}
	for _, n := range t.names {
		if p, err := exec.LookPath(n); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found on PATH: %s, or give its path with %s", strings.Join(t.names, " or "), t.install, t.flag)
}

// run runs the program with args and returns its standard output; a failure's error carries
// its standard error.
func run(step, prog string, args ...string) ([]byte, error) {
	cmd := exec.Command(prog, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, &StageError{step, fmt.Errorf("%s failed (%v):\n%s", filepath.Base(prog), err, strings.TrimSpace(stderr.String()))}
	}
	return stdout.Bytes(), nil
}

// libdeviceCall finds the declaration of a libdevice function in LLVM IR.
var libdeviceCall = regexp.MustCompile(`(?m)^declare [^@\n]*@(__nv_\w+)\(`)

// PTX compiles LLVM IR to PTX for compute capability cc as Triton's make_llir and make_ptx
// do: a kernel that calls libdevice is linked with it (llvm-link --only-needed --internalize,
// Triton's link_extern_libs, with __CUDA_FTZ set as its set_nvvm_reflect_ftz sets it); opt
// optimizes the module at O3 (optimize_module); llc compiles it for nvptx64-nvidia-cuda, the
// sm_NN(a) processor and the +ptxNN feature at -O3; then the `.version` line says ptxVersion,
// the `.target` line sm_NN(a), and the debug flag that keeps ptxas from optimizing is dropped.
func (t Tools) PTX(ll []byte, cc, ptxVersion int) ([]byte, error) {
	llc, err := llcTool.find(t.LLC)
	if err != nil {
		return nil, &StageError{"llc", err}
	}
	dir, err := os.MkdirTemp("", "tt-compile")
	if err != nil {
		return nil, &StageError{"llc", err}
	}
	defer os.RemoveAll(dir)
	input := filepath.Join(dir, "kernel.ll")
	if err := os.WriteFile(input, ll, 0o644); err != nil {
		return nil, &StageError{"llc", err}
	}
	opt, err := optTool.find(t.Opt)
	if err != nil {
		return nil, &StageError{"opt", err}
	}
	target := []string{"-mtriple=nvptx64-nvidia-cuda", "-mcpu=" + archName(cc), fmt.Sprintf("-mattr=+ptx%d", ptxVersion), "-O3"}
	var reflect []string
	if m := libdeviceCall.FindSubmatch(ll); m != nil {
		if t.Libdevice == "" {
			return nil, &StageError{"llvm-link", fmt.Errorf("the kernel calls libdevice (%s): give its bitcode with --libdevice PATH (Triton's third_party/nvidia/backend/lib/libdevice.10.bc)", m[1])}
		}
		link, err := llvmLinkTool.find(t.LLVMLink)
		if err != nil {
			return nil, &StageError{"llvm-link", err}
		}
		linked := filepath.Join(dir, "linked.bc")
		if _, err := run("llvm-link", link, input, "--only-needed", "--internalize", t.Libdevice, "-o", linked); err != nil {
			return nil, err
		}
		input = linked
		reflect = []string{"--nvvm-reflect-add=__CUDA_FTZ=1"}
	}
	optimized := filepath.Join(dir, "optimized.bc")
	if _, err := run("opt", opt, slices.Concat(target, reflect, []string{input, "-o", optimized})...); err != nil {
		return nil, err
	}
	ptx, err := run("llc", llc, slices.Concat(target, reflect, []string{"-nvptx-mad-wide-opt", optimized, "-o", "-"})...)
	if err != nil {
		return nil, err
	}
	return fixPTX(ptx, cc, ptxVersion), nil
}

var (
	ptxVersionLine = regexp.MustCompile(`\.version \d+\.\d+`)
	ptxTargetLine  = regexp.MustCompile(`\.target sm_\d+a?`)
	ptxDebugFlag   = regexp.MustCompile(`,\s*debug|debug,\s*`)
)

// fixPTX makes the post-processing of Triton's make_ptx.
func fixPTX(ptx []byte, cc, ptxVersion int) []byte {
	ptx = ptxVersionLine.ReplaceAll(ptx, fmt.Appendf(nil, ".version %d.%d", ptxVersion/10, ptxVersion%10))
	ptx = ptxTargetLine.ReplaceAll(ptx, []byte(".target "+archName(cc)))
	return ptxDebugFlag.ReplaceAll(ptx, nil)
}

// Cubin assembles PTX for compute capability cc with ptxas, as Triton's make_cubin does
// (-lineinfo, -v, --gpu-name).
func (t Tools) Cubin(ptx []byte, cc int) ([]byte, error) {
	ptxas, err := ptxasTool.find(t.PTXAS)
	if err != nil {
		return nil, &StageError{"ptxas", err}
	}
	dir, err := os.MkdirTemp("", "tt-compile")
	if err != nil {
		return nil, &StageError{"ptxas", err}
	}
	defer os.RemoveAll(dir)
	src, bin := filepath.Join(dir, "kernel.ptx"), filepath.Join(dir, "kernel.cubin")
	if err := os.WriteFile(src, ptx, 0o644); err != nil {
		return nil, &StageError{"ptxas", err}
	}
	if _, err := run("ptxas", ptxas, "-lineinfo", "-v", "--gpu-name="+archName(cc), "-O3", src, "-o", bin); err != nil {
		return nil, err
	}
	out, err := os.ReadFile(bin)
	if err != nil {
		return nil, &StageError{"ptxas", err}
	}
	return out, nil
}

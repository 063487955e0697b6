package compiler

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
)

// libdevicePath is Triton's libdevice.10.bc, which the repository does not ship: the file
// $TTGO_LIBDEVICE names, or "" when it is not set.
func libdevicePath() string { return os.Getenv("TTGO_LIBDEVICE") }

// kernelEntry finds the name of the kernel function in an llvm dialect module.
var kernelEntry = regexp.MustCompile(`(?m)^\s*llvm\.func @(\w+)\([^\n]*nvvm\.kernel = 1`)

// kernelInterface matches the lines of PTX that make a kernel's interface to its launcher: the
// entry's parameters and its thread count.
var kernelInterface = regexp.MustCompile(`(?m)^\s+\.param [^\n]*$|^\.(reqntid|maxntid)[^\n]*$`)

// TestPTXCorpus compiles the final llvm dialect module of every corpus kernel (the input of
// enable-line-info, Triton's last pass) to PTX with llc-22 and checks the kernel's entry, the
// .version and .target lines Triton's make_ptx writes, and that the entry's parameters and
// thread count are those of Triton's own PTX, which its launcher was made for.
func TestPTXCorpus(t *testing.T) {
	if _, err := llcTool.find(""); err != nil {
		t.Skipf("no llc: %v", err)
	}
	libdevice := libdevicePath()
	if _, err := os.Stat(libdevice); err != nil {
		libdevice = ""
	}
	for _, d := range corpus.Dumps(t) {
		t.Run(d.Name(), func(t *testing.T) {
			var module string
			for _, s := range corpus.Sections(d.Read(t)) {
				if s.Pass == "LLVMDIScope" && s.IsModule() {
					module = s.Module()
				}
			}
			if module == "" {
				t.Fatal("no LLVMDIScope section")
			}
			entry := kernelEntry.FindStringSubmatch(module)
			if entry == nil {
				t.Fatal("no kernel function in the module")
			}
			arch := "sm_90a"
			if d.CC() == 80 {
				arch = "sm_80"
			}
			ptx, err := Compile(d.Name()+".llir.mlir", []byte(module), Options{Arch: arch, PTXVersion: 87, Last: StagePTX, Tools: Tools{Libdevice: libdevice}})
			var se *StageError
			if libdevice == "" && errors.As(err, &se) && se.Step == "llvm-link" {
				t.Skipf("needs libdevice: %v", err)
			}
			if err != nil {
				t.Fatal(err)
			}
			text := string(ptx)
			for _, want := range []string{".version 8.7\n", ".target " + arch + "\n", ".visible .entry " + entry[1] + "("} {
				if !strings.Contains(text, want) {
					t.Errorf("PTX lacks %q", want)
				}
			}
			if strings.Contains(text, "debug") {
				t.Error("PTX keeps the debug flag")
			}
			triton, err := os.ReadFile(filepath.Join(corpus.Dir(t), d.Arch, "kernels", d.Kernel+".ptx"))
			if err != nil {
				return // copy_cache_fp16: ptxas rejected Triton's PTX, which the corpus does not keep
			}
			got := strings.Join(kernelInterface.FindAllString(text, -1), "\n")
			if !strings.Contains(got, ".param") {
				t.Errorf("PTX entry without parameters:\n%s", got)
			}
			if want := strings.Join(kernelInterface.FindAllString(string(triton), -1), "\n"); got != want {
				t.Errorf("kernel interface differs from Triton's PTX:\n got: %s\nwant: %s", got, want)
			}
		})
	}
}

// libdeviceModule calls libdevice's __nv_expf and stores the result.
const libdeviceModule = `module {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @k(%arg0: f32, %arg1: !llvm.ptr<1>) attributes {nvvm.kernel = 1 : ui1} {
    %0 = llvm.call @__nv_expf(%arg0) : (f32) -> f32
    llvm.store %0, %arg1 : f32, !llvm.ptr<1>
    llvm.return
  }
}
`

func TestLibdeviceNeeded(t *testing.T) {
	if _, err := llcTool.find(""); err != nil {
		t.Skipf("no llc: %v", err)
	}
	_, err := Compile("k.llir.mlir", []byte(libdeviceModule), Options{Arch: "sm_80", PTXVersion: 87, Last: StagePTX})
	var se *StageError
	if !errors.As(err, &se) || se.Step != "llvm-link" || !strings.Contains(err.Error(), "--libdevice") || !strings.Contains(err.Error(), "__nv_expf") {
		t.Fatalf("error = %v, want llvm-link's asking for --libdevice", err)
	}
	if _, err := os.Stat(libdevicePath()); err != nil {
		t.Skipf("no libdevice: %v", err)
	}
	ptx, err := Compile("k.llir.mlir", []byte(libdeviceModule), Options{Arch: "sm_80", PTXVersion: 87, Last: StagePTX, Tools: Tools{Libdevice: libdevicePath()}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ptx), ".visible .entry k(") || !strings.Contains(string(ptx), "ex2.approx") {
		t.Errorf("PTX lacks the kernel or libdevice's exp:\n%s", ptx)
	}
}

func TestMissingTools(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, c := range []struct {
		last        Stage
		step, hint  string
		tools       Tools
		needsLLVM22 bool
	}{
		{StagePTX, "llc", "llvm-22", Tools{}, false},
		{StagePTX, "opt", "llvm-22", Tools{LLC: "/usr/bin/llc-22"}, true},
		{StageCubin, "ptxas", "CUDA", Tools{LLC: "/usr/bin/llc-22", Opt: "/usr/bin/opt-22"}, true},
	} {
		if _, err := exec.LookPath("/usr/bin/llc-22"); c.needsLLVM22 && err != nil {
			continue
		}
		o := Options{Arch: "sm_90a", PTXVersion: 87, Last: c.last, Tools: c.tools}
		_, err := Compile("k.llir.mlir", []byte("module {\n  llvm.func @k() attributes {nvvm.kernel = 1 : ui1} {\n    llvm.return\n  }\n}\n"), o)
		var se *StageError
		if !errors.As(err, &se) || se.Step != c.step || !strings.Contains(err.Error(), c.hint) {
			t.Errorf("%v: error = %v, want %s's naming %s", c.last, err, c.step, c.hint)
		}
	}
}

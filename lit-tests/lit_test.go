// Package littests runs the lit tests under this directory: TestLit with the runner of
// internal/lit and the tools linked into the test binary, TestLLVMLit with LLVM's lit 22 and
// LLVM's FileCheck when they are installed.
package littests

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/compiler"
	"github.com/ttgo/ttgo/frontend/tc"
	"github.com/ttgo/ttgo/internal/filecheck"
	"github.com/ttgo/ttgo/internal/lit"
	"github.com/ttgo/ttgo/internal/ttlayout"
	"github.com/ttgo/ttgo/ttopt"
	"github.com/ttgo/ttgo/tttranslate"
)

func TestMain(m *testing.M) {
	lit.ServeTools(map[string]lit.Main{
		"tt-opt": func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			return ttopt.Run(ttopt.DefaultRegistry(), args, stdin, stdout, stderr)
		},
		"filecheck": func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			return filecheck.Main(args, os.Getenv("FILECHECK_OPTS"), stdin, stdout, stderr)
		},
		"tt-layout":    ttlayout.Main,
		"tt-translate": tttranslate.Run,
		"tt-compile":   compiler.Run,
		"tt-c":         tc.Main,
	})
	os.Exit(m.Run())
}

// suite is the configuration lit.cfg.py gives LLVM's lit, for the runner of internal/lit. Each
// optional tool (tt-layout, tt-translate, tt-compile) is also a feature, for REQUIRES.
func suite(t *testing.T) *lit.Suite {
	s := &lit.Suite{
		Root:     ".",
		Suffixes: []string{".mlir", ".tc"},
		Excludes: []string{"Inputs"},
		Features: []string{"ttgo", "tt-layout", "tt-translate", "tt-compile", "tt-c"},
		Env:      []string{"FILECHECK_OPTS=--enable-var-scope", "GOTRACEBACK=crash"},
		Tools:    map[string]lit.Tool{},
	}
	// tt-compile's PTX stage runs llc-22: the tests of that stage require it.
	if _, err := exec.LookPath("llc-22"); err == nil {
		s.Features = append(s.Features, "llc-22")
	}
	// Differential tests print the same input with mlir-opt-22 and compare.
	if _, err := exec.LookPath("mlir-opt-22"); err == nil {
		s.Features = append(s.Features, "mlir-opt-22")
	}
	for name, tool := range map[string]string{"tt-opt": "tt-opt", "tt-layout": "tt-layout", "tt-translate": "tt-translate", "tt-compile": "tt-compile", "tt-c": "tt-c", "FileCheck": "filecheck", "filecheck": "filecheck"} {
		tl, err := lit.SelfTool(tool)
		if err != nil {
			t.Fatal(err)
		}
		s.Tools[name] = tl
	}
	return s
}

// TestLit runs every test file, each in a parallel subtest named for its path.
func TestLit(t *testing.T) {
	s := suite(t)
	tests, err := s.Discover()
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) == 0 {
		t.Fatal("no lit tests found")
	}
	for _, path := range tests {
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			res := s.Run(path, t.TempDir())
			switch {
			case res.Status.Failed():
				t.Errorf("%s: %s\n%s", res.Status, path, res.Log)
			case res.Status == lit.Unsupported:
				t.Skipf("%s: %s", res.Status, res.Log)
			case testing.Verbose():
				t.Logf("%s: %s", res.Status, path)
			}
		})
	}
}

// litCommand returns LLVM's lit: $LIT, lit 22's Debian path, or lit in PATH.
func litCommand() string {
	if p := os.Getenv("LIT"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/lib/llvm-22/bin/lit"); err == nil {
		return "/usr/lib/llvm-22/bin/lit"
	}
	if p, err := exec.LookPath("lit"); err == nil {
		return p
	}
	return ""
}

// TestLLVMLit runs the suite with LLVM's lit, the tt-opt built from this tree and LLVM's
// FileCheck, to keep the tests meaningful outside ttgo's runner.
func TestLLVMLit(t *testing.T) {
	litBin := litCommand()
	if litBin == "" {
		t.Skip("LLVM's lit is not installed (set LIT, or install llvm-22-tools)")
	}
	if testing.Short() {
		t.Skip("builds tt-opt; skipped in -short mode")
	}
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", bin+string(filepath.Separator), "./tools/...")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./tools/...: %v\n%s", err, out)
	}
	cmd := exec.Command(litBin, "-v", "--no-progress-bar", ".")
	cmd.Env = append(os.Environ(), "TTGO_TOOLS_DIR="+bin, "TTGO_LIT_EXEC_ROOT="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -v .: %v\n%s", litBin, err, out)
	}
	t.Logf("%s", out)
}

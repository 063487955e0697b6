package compiler

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
)

// TestRunTTIRToTTGIR compiles a corpus kernel's Triton IR to TritonGPU IR with --dump-dir and
// -v: the output is TritonGPU IR with the requested warps, and each stage is dumped and timed.
func TestRunTTIRToTTGIR(t *testing.T) {
	in := filepath.Join(corpus.Dir(t), "sm90", "kernels", "softmax_fp32.ttir")
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ttgir")
	var stdout, stderr bytes.Buffer
	args := []string{in, "--arch", "sm_90a", "--num-warps", "8", "-v", "--dump-dir", filepath.Join(dir, "dump"), "-o", out}
	if status := Run(args, nil, &stdout, &stderr); status != 0 {
		t.Fatalf("status %d: %s", status, stderr.String())
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := DetectStage(parse(t, out, string(text))); got != StageTTGIR {
		t.Errorf("output stage %v, want ttgir", got)
	}
	if !strings.Contains(string(text), `"ttg.num-warps" = 8 : i32`) || !strings.Contains(string(text), `ttg.target = "cuda:90"`) {
		t.Errorf("output lacks the requested warps or target:\n%s", text)
	}
	for _, s := range []Stage{StageTTIR, StageTTGIR} {
		if _, err := os.Stat(filepath.Join(dir, "dump", "softmax_fp32"+s.Ext())); err != nil {
			t.Errorf("--dump-dir: %v", err)
		}
		if !strings.Contains(stderr.String(), "tt-compile: "+s.String()+" ") {
			t.Errorf("-v does not show stage %s:\n%s", s, stderr.String())
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "dump", "softmax_fp32.llir.mlir")); err == nil {
		t.Error("--dump-dir wrote a stage past the output")
	}
	// Each warning of a pipeline is shown once.
	seen := map[string]bool{}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, "warning:") {
			if seen[line] {
				t.Errorf("warning shown twice: %s", line)
			}
			seen[line] = true
		}
	}
}

func TestRunErrors(t *testing.T) {
	dir := t.TempDir()
	ttgir := filepath.Join(dir, "k.ttgir")
	bad := filepath.Join(dir, "bad.ttir")
	os.WriteFile(ttgir, []byte("module attributes {\"ttg.num-warps\" = 4 : i32} {\n}\n"), 0o644)
	os.WriteFile(bad, []byte("module {\n  tt.func @f() {\n    tt.bogus\n  }\n}\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{ttgir, "-o", filepath.Join(dir, "k.ttir")}, "past the requested output"},
		{[]string{ttgir, "-o", filepath.Join(dir, "k.txt")}, "extension must be one of"},
		{[]string{bad, "-o", filepath.Join(dir, "k.ttgir")}, "parse: " + bad + ":3:"},
		{[]string{ttgir, "--arch", "hopper"}, "invalid --arch"},
		{[]string{}, "expected one input file"},
		{[]string{ttgir, "--bogus"}, "unknown flag: --bogus"},
	} {
		var stdout, stderr bytes.Buffer
		if status := Run(c.args, nil, &stdout, &stderr); status != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: status %d, stderr %q; want 1 and %q", c.args, status, stderr.String(), c.want)
		}
	}
}

func TestDumpBase(t *testing.T) {
	for in, want := range map[string]string{"a/k.ttir": "k", "k.llir.mlir": "k", "k.mlir": "k", "<stdin>": "kernel"} {
		if got := dumpBase(in); got != want {
			t.Errorf("dumpBase(%q) = %q, want %q", in, got, want)
		}
	}
}

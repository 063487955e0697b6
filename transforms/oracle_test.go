package transforms_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ttopt"
)

// TestAgainstMLIR runs each testdata file through tt-opt and mlir-opt-22 with the flags of its
// `// FLAGS:` line and compares stdout and stderr.
func TestAgainstMLIR(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(src), "\n")
			flags := strings.Fields(strings.TrimPrefix(first, "// FLAGS:"))
			args := append(flags, f)
			var got bytes.Buffer
			if rc := ttopt.Run(ttopt.DefaultRegistry(), args, nil, &got, &got); rc != 0 {
				t.Fatalf("tt-opt exited %d:\n%s", rc, got.String())
			}
			want, err := exec.Command(oracle, args...).CombinedOutput()
			if err != nil {
				t.Fatalf("mlir-opt-22: %v\n%s", err, want)
			}
			if d := cmp.Diff(string(want), got.String()); d != "" {
				t.Errorf("output differs from mlir-opt-22 (-want +got):\n%s", d)
			}
		})
	}
}

// BenchmarkCSE measures cse over a module of many functions with redundant expressions.
func BenchmarkCSE(b *testing.B) { benchPass(b, "--cse") }

// BenchmarkCanonicalize measures canonicalize over the same module.
func BenchmarkCanonicalize(b *testing.B) { benchPass(b, "--canonicalize") }

func benchPass(b *testing.B, flag string) {
	var src strings.Builder
	for i := range 200 {
		fmt.Fprintf(&src, "func.func @f%d(%%a: i32) -> i32 {\n  %%c1 = arith.constant 1 : i32\n  %%v0 = arith.addi %%a, %%c1 : i32\n", i)
		for j := 1; j < 50; j++ {
			fmt.Fprintf(&src, "  %%v%d = arith.addi %%v%d, %%a : i32\n  %%w%d = arith.addi %%v%d, %%a : i32\n", j, j-1, j, j-1)
		}
		src.WriteString("  return %w49 : i32\n}\n")
	}
	path := filepath.Join(b.TempDir(), "in.mlir")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		var out bytes.Buffer
		if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{flag, path}, nil, &out, &out); rc != 0 {
			b.Fatalf("tt-opt failed:\n%s", out.String())
		}
	}
}

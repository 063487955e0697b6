package littests

import (
	"os"
	"os/exec"
	"regexp"
	"testing"

	"github.com/ttgo/ttgo/internal/lit"
)

// TestTritonLit runs Triton 3.6's own lit files with tt-opt standing in for triton-opt,
// tt-translate for mlir-translate, opt-22 for opt and llc-22 for llc, when
// TTGO_TRITON_TEST names Triton's test directory (a checkout's test/, never copied into this
// repository). TTGO_TRITON_LIT, a regular expression, picks the files by their path under it:
//
//	TTGO_TRITON_TEST=/path/to/triton/test TTGO_TRITON_LIT='^TritonGPU/coalesce\.mlir$' \
//	    go test ./lit-tests/ -run TestTritonLit -v
func TestTritonLit(t *testing.T) {
	root := os.Getenv("TTGO_TRITON_TEST")
	if root == "" {
		t.Skip("TTGO_TRITON_TEST is not set: it names the test/ directory of a Triton 3.6 checkout")
	}
	pick, err := regexp.Compile(os.Getenv("TTGO_TRITON_LIT"))
	if err != nil {
		t.Fatalf("TTGO_TRITON_LIT: %v", err)
	}
	s := suite(t)
	s.Root = root
	s.Features = []string{"cuda"}
	s.Tools["triton-opt"] = s.Tools["tt-opt"]
	s.Tools["mlir-translate"] = s.Tools["tt-translate"]
	// Triton's RUN lines pipe LLVM IR through `opt` and `llc`; they must be LLVM 22's, not
	// whatever older ones PATH finds first.
	for _, tool := range []string{"opt", "llc"} {
		if path, err := exec.LookPath(tool + "-22"); err == nil {
			s.Tools[tool] = lit.Tool{Path: path}
		}
	}
	tests, err := s.Discover()
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, path := range tests {
		if !pick.MatchString(path) {
			continue
		}
		ran++
		t.Run(path, func(t *testing.T) {
			t.Parallel()
			res := s.Run(path, t.TempDir())
			switch {
			case res.Status.Failed():
				t.Errorf("%s: %s\n%s", res.Status, path, res.Log)
			case res.Status == lit.Unsupported:
				t.Skipf("%s: %s", res.Status, res.Log)
			}
		})
	}
	if ran == 0 {
		t.Fatalf("no file under %s matches %q", root, pick)
	}
}

package tc

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/frontend/frontendtest"
	"github.com/ttgo/ttgo/ir"
)

// FuzzCompile feeds arbitrary text to the compiler: it must return a module that verifies or
// an error, never panic.
func FuzzCompile(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(frontendtest.RepoRoot(), "examples", "triton-c", "*.tc"))
	more, _ := filepath.Glob(filepath.Join(frontendtest.RepoRoot(), "lit-tests", "tt-c", "*.tc"))
	for _, p := range append(paths, more...) {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	f.Fuzz(func(t *testing.T, src string) {
		module, err := Compile(nil, "fuzz.tc", src, Options{})
		if err == nil {
			if verr := ir.Verify(module); verr != nil {
				t.Fatalf("the module does not verify: %v", verr)
			}
		}
	})
}

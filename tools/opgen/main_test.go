package main

import (
	"os"

	"github.com/ttgo/ttgo/ir/opgen"
	"path/filepath"
	"testing"
)

// TestGeneratedFilesAreCurrent fails when a dialect's zz_ops.go differs from what its op
// definitions generate: run `go run ./tools/opgen` and commit the result.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	for _, p := range Packages {
		src, err := opgen.Generate(p.Name, p.Dialect())
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("..", "..", p.Dir, opgen.FileName)
		old, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v; run `go run ./tools/opgen`", err)
		}
		if string(old) != string(src) {
			t.Errorf("%s is stale; run `go run ./tools/opgen` and commit the result", path)
		}
	}
}

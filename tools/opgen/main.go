// Command opgen writes the typed views of every dialect's ops (zz_ops.go in each dialect
// package) from their definitions. Run it from the repository root, or through go generate:
//
//	go run ./tools/opgen
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/ttgo/ttgo/internal/opgen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "opgen:", err)
		os.Exit(1)
	}
}

func run() error {
	for _, p := range opgen.Packages {
		src, err := opgen.Generate(p.Name, p.Dialect())
		if err != nil {
			return err
		}
		path := filepath.Join(p.Dir, opgen.FileName)
		if old, err := os.ReadFile(path); err == nil && string(old) == string(src) {
			continue
		}
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", path)
	}
	return nil
}

// Command opgen writes the typed views of every dialect's ops (zz_ops.go in each dialect
// package) from their definitions, with package ir/opgen. Run it from the repository root
// after changing an op definition's slots, and commit what it writes; its test fails when a
// view is stale:
//
//	go run ./tools/opgen    (or go generate ./tools/opgen)
//
// A dialect defined outside this repository gets its views the same way: a small main that
// calls opgen.Generate on its dialect and writes the result next to it.
package main

//go:generate go run .

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/ttgo/ttgo/ir/opgen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "opgen:", err)
		os.Exit(1)
	}
}

func run() error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	for _, p := range Packages {
		src, err := opgen.Generate(p.Name, p.Dialect())
		if err != nil {
			return err
		}
		path := filepath.Join(root, p.Dir, opgen.FileName)
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

// moduleRoot returns the nearest directory at or above the working directory that holds
// go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod at or above the working directory")
		}
		dir = parent
	}
}

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/filecheck"
)

// TestLit builds custom-opt and runs the RUN lines of every .mlir file here, which have the
// form `custom-opt ARGS | FileCheck %s`, checking the output with ttgo's FileCheck.
func TestLit(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "custom-opt")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	files, err := filepath.Glob("*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lit tests found (%v)", err)
	}
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			checker, err := filecheck.Parse(file, src, filecheck.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range strings.Split(string(src), "\n") {
				run, ok := strings.CutPrefix(line, "// RUN: ")
				if !ok {
					continue
				}
				opt, check, _ := strings.Cut(strings.ReplaceAll(run, "%s", file), "|")
				args := strings.Fields(opt)
				if len(args) == 0 || args[0] != "custom-opt" || strings.TrimSpace(check) != "FileCheck "+file {
					t.Fatalf("unsupported RUN line %q", run)
				}
				out, err := exec.Command(bin, args[1:]...).Output()
				if err != nil {
					t.Fatalf("%s: %v\n%s", run, err, out)
				}
				if res := checker.Match("<stdin>", out); !res.OK {
					t.Errorf("%s:\n%s", run, res)
				}
			}
		})
	}
}

package tritontotritongpu_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/conversion/tritontotritongpu"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

// oracleLine is the header of an input Triton ran: its convert_to_ttgpuir arguments.
var oracleLine = regexp.MustCompile(`^// ORACLE: ttir\.convert_to_ttgpuir\('([^']*)',(\d+),(\d+),(\d+)\)\n`)

// TestTritonGoldens replays every input of testdata/oracle through the pass and compares the
// result with what Triton 3.6 printed for it (NAME.mlir.triton), byte for byte, or, where
// Triton failed, ttgo's first error with Triton's (NAME.mlir.triton-diag: line:col: message).
// internal/tritonoracle recorded both on the device machine.
func TestTritonGoldens(t *testing.T) {
	inputs, err := filepath.Glob("testdata/oracle/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) < 15 {
		t.Fatalf("want at least 15 recorded inputs, have %d", len(inputs))
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			m := oracleLine.FindStringSubmatch(string(src))
			if m == nil {
				t.Fatal("no ORACLE header")
			}
			opts := tritontotritongpu.Options{Target: m[1], NumWarps: atoi(t, m[2]), ThreadsPerWarp: atoi(t, m[3]), NumCTAs: atoi(t, m[4])}
			out, runErr := convert(filepath.Base(in), string(src), opts)
			if want, err := os.ReadFile(in + ".triton"); err == nil {
				if runErr != nil {
					t.Fatalf("Triton converts this input, ttgo fails: %v", runErr)
				}
				if d := cmp.Diff(string(want), out); d != "" {
					t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
				}
				return
			}
			want, err := os.ReadFile(in + ".triton-diag")
			if err != nil {
				t.Fatal("no .triton or .triton-diag golden")
			}
			if runErr == nil {
				t.Fatalf("Triton fails with %q, ttgo succeeds", want)
			}
			if got := diagText(runErr); got != string(want) {
				t.Errorf("first error differs from Triton's:\ngot:  %q\nwant: %q", got, want)
			}
		})
	}
}

func atoi(t *testing.T, s string) int32 {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return int32(n)
}

// convert parses src as file name, verifies it, runs the pass and verifies and prints the
// result as Triton's oracle prints it (debug info, name locations as prefixes).
func convert(name, src string, opts tritontotritongpu.Options) (string, error) {
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSourceWithOptions(ctx, name, src, asm.ParseOptions{})
	if err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	if err := tritontotritongpu.NewWithOptions(opts).Run(f.Op, nil); err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	return asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}), nil
}

// diagText renders err as the oracle's .triton-diag files hold Triton's first error.
func diagText(err error) string {
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		return err.Error()
	}
	if fl := fileLineCol(d.Loc); fl != nil {
		return fmt.Sprintf("%d:%d: %s\n", fl.Line, fl.Col, d.Message)
	}
	return d.Message + "\n"
}

// fileLineCol finds the file position a location names.
func fileLineCol(l ir.Location) *ir.FileLineColLoc {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return fileLineCol(l.Child)
	case *ir.FusedLoc:
		for _, c := range l.Locs {
			if fl := fileLineCol(c); fl != nil {
				return fl
			}
		}
	}
	return nil
}

package ttopt

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// driverParityCases are inputs and flags on which tt-opt must behave as mlir-opt-22: split
// markers, the output after local scope, pass statistics, and --verify-diagnostics with every
// designator.
var driverParityCases = []struct {
	name, input string
	args        []string
}{
	{"split-custom-marker", "func.func @f() {\n  return\n}\n// =====\nfunc.func @g() {\n  return\n}\n", []string{"--split-input-file=// ====="}},
	{"output-split-marker", "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n", []string{"--split-input-file", "--output-split-marker=// XX"}},
	{"empty-output-split-marker", "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n", []string{"--split-input-file", "--output-split-marker="}},
	{"local-scope", "func.func @f() {\n  return\n}\n", []string{"--mlir-print-local-scope", "--mlir-print-debuginfo"}},
	{"local-scope-split", "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n", []string{"--mlir-print-local-scope", "--split-input-file"}},
	{"verify-roundtrip", "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n", []string{"--verify-roundtrip"}},
	{"relative-above-below", "func.func @f() -> i32 {\n  %0 = arith.constant 1 : i64\n  // expected-error @-1 {{never}}\n  // expected-error @above {{nor this}}\n  // expected-remark @below {{remark here}}\n  return %0 : i32\n}\n", []string{"--verify-diagnostics"}},
	{"unknown-designator", "func.func @f(%a: i32) -> i64 {\n  // expected-error @+1 {{requires the same type}}\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n  // expected-note @unknown {{nothing}}\n  return %0 : i64\n}\n", []string{"--verify-diagnostics"}},
	{"unknown-designator-only-expected", "func.func @f() {\n  // expected-note @unknown {{one}}\n  // expected-error @unknown {{two}}\n  // expected-error {{three}}\n  return\n}\n", []string{"--verify-diagnostics=only-expected"}},
	{"name-loc-unexpected", "func.func @f(%a: i32) -> i64 {\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64 loc(\"named\")\n  return %0 : i64\n}\n// expected-error @named {{not a designator}}\n", []string{"--verify-diagnostics"}},
	{"name-loc-only-expected", "func.func @f(%a: i32) -> i64 {\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64 loc(\"named\")\n  return %0 : i64\n}\n", []string{"--verify-diagnostics=only-expected"}},
	{"name-loc-around-file", "func.func @f(%a: i32) -> i64 {\n  // expected-error @+1 {{requires the same type}}\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64 loc(\"named\"(\"input.mlir\":3:3))\n  return %0 : i64\n}\n", []string{"--verify-diagnostics"}},
	{"pass-statistics", "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.addi %a, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}\n", []string{"--mlir-pass-statistics", "--cse"}},
	{"pass-statistics-split", "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n", []string{"--mlir-pass-statistics", "--split-input-file"}},
	{"pass-statistics-parse-error", "func.func @f( {\n", []string{"--mlir-pass-statistics"}},
	{"pass-statistics-pass-failure", "func.func @f() {\n  return\n}\n", []string{"--mlir-pass-statistics", "--pass-pipeline=builtin.module(func.func(cse,symbol-dce))"}},
	{"timing-display-bad", "func.func @f() {\n  return\n}\n", []string{"--mlir-timing-display=bogus"}},
	{"elide-elementsattrs", "func.func @f() -> (tensor<4xi32>, tensor<4xi32>, tensor<2xi32>) {\n  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>\n  %s = arith.constant dense<7> : tensor<4xi32>\n  %t = arith.constant dense<[1, 2]> : tensor<2xi32>\n  return %c, %s, %t : tensor<4xi32>, tensor<4xi32>, tensor<2xi32>\n}\n", []string{"--mlir-elide-elementsattrs-if-larger=2"}},
	{"elide-elementsattrs-zero-generic", "func.func @f() -> tensor<2xi32> {\n  %t = arith.constant dense<[1, 2]> : tensor<2xi32>\n  return %t : tensor<2xi32>\n}\n", []string{"--mlir-elide-elementsattrs-if-larger=0", "--mlir-print-op-generic"}},
	{"unknown-loc", "func.func @f(%a: i32) -> i64 {\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64 loc(unknown)\n  return %0 : i64\n}\n", nil},
	{"name-loc-error", "func.func @f(%a: i32) -> i64 {\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64 loc(\"named\")\n  return %0 : i64\n}\n", nil},
}

// TestDriverFlagsMatchMLIROpt runs each parity case through tt-opt and mlir-opt-22 and
// requires the same exit status, stdout and stderr.
func TestDriverFlagsMatchMLIROpt(t *testing.T) {
	bin := mlirOpt(t)
	dir := t.TempDir()
	for _, c := range driverParityCases {
		t.Run(c.name, func(t *testing.T) {
			// Every case reads input.mlir in its own directory, so that messages name the
			// same file for both tools.
			caseDir := filepath.Join(dir, c.name)
			if err := os.Mkdir(caseDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(caseDir, "input.mlir"), []byte(c.input), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append(append([]string{}, c.args...), "input.mlir")
			cmd := exec.Command(bin, args...)
			cmd.Dir = caseDir
			var wout, werr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &wout, &werr
			wantCode := 0
			var ee *exec.ExitError
			if err := cmd.Run(); errors.As(err, &ee) {
				wantCode = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			var gout, gerr bytes.Buffer
			t.Chdir(caseDir)
			gotCode := Run(DefaultRegistry(), args, nil, &gout, &gerr)
			if gotCode != wantCode {
				t.Errorf("exit status %d, mlir-opt-22's %d", gotCode, wantCode)
			}
			if d := cmp.Diff(wout.String(), gout.String()); d != "" {
				t.Errorf("stdout differs from mlir-opt-22's (-mlir-opt +tt-opt):\n%s", d)
			}
			if d := cmp.Diff(programName.ReplaceAllString(werr.String(), "${1}tt-opt"), gerr.String()); d != "" {
				t.Errorf("stderr differs from mlir-opt-22's (-mlir-opt +tt-opt):\n%s", d)
			}
		})
	}
}

// TestInfoFlags checks --version, --show-dialects and --help: they print on stdout and exit 0
// without reading an input.
func TestInfoFlags(t *testing.T) {
	r := DefaultRegistry()
	for _, c := range []struct {
		flag, prefix string
	}{
		{"--version", "ttgo version "},
		{"--show-dialects", "Available Dialects: amdg,arith,builtin,"},
		{"--help", "OVERVIEW: ttgo modular optimizer driver\n\nAvailable Dialects: amdg, arith, builtin,"},
	} {
		var out, errOut bytes.Buffer
		if code := Run(r, []string{c.flag, "no-such-input.mlir"}, nil, &out, &errOut); code != 0 || errOut.Len() > 0 {
			t.Errorf("tt-opt %s: exit %d, stderr %q", c.flag, code, errOut.String())
		}
		if !strings.HasPrefix(out.String(), c.prefix) {
			t.Errorf("tt-opt %s printed %q, want it to start with %q", c.flag, out.String(), c.prefix)
		}
	}
	names := dialectNames(r)
	for _, d := range r.Dialects {
		if !strings.Contains(","+strings.Join(names, ",")+",", ","+d.Name+",") {
			t.Errorf("--show-dialects does not list %s", d.Name)
		}
	}
}

// TestSplitMarkerTooShort checks that a marker tt-opt cannot split at is a diagnostic.
func TestSplitMarkerTooShort(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Run(DefaultRegistry(), []string{"--split-input-file=ab", "-"}, strings.NewReader("module {}\n"), &out, &errOut)
	if code != 1 || !strings.Contains(errOut.String(), "invalid --split-input-file marker 'ab'") {
		t.Errorf("exit %d, stderr %q; want 1 and a diagnostic about the marker", code, errOut.String())
	}
}

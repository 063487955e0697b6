package ttopt

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// programName matches mlir-opt's name where LLVM's command-line parser prints it.
var programName = regexp.MustCompile(`(?m)(^|See: )(\S*/)?mlir-opt(-22)?\b`)

// TestDriverMatchesMLIROpt runs tt-opt and mlir-opt-22 with the same flags on the same input
// and requires the same exit status, stdout and stderr (mlir-opt's name read as tt-opt's), and
// the same crash reproducer where one is asked for: pipeline and pass option errors, the
// verifier on the parsed input and after passes, and reconcile-unrealized-casts on casts that
// stay.
func TestDriverMatchesMLIROpt(t *testing.T) {
	bin := mlirOpt(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	valid := write("valid.mlir", "func.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %c1 = arith.constant 1 : i32\n  %0 = arith.addi %a, %c0 : i32\n  %1 = arith.muli %0, %c1 : i32\n  return %1 : i32\n}\n")
	invalid := write("invalid.mlir", "// a comment\nfunc.func @f(%a: i32) -> i64 {\n  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n  return %0 : i64\n}\n")
	region := write("region.mlir", "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n  %c = arith.constant 1 : i32\n  \"func.return\"() : () -> ()\n}) : () -> ()\n")
	casts := write("casts.mlir", "func.func @live(%a: i64) -> i32 {\n  %0 = builtin.unrealized_conversion_cast %a : i64 to i32\n  return %0 : i32\n}\nfunc.func @partial(%a: i64) -> (i64, i16) {\n  %0 = builtin.unrealized_conversion_cast %a : i64 to i32\n  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64\n  %2 = builtin.unrealized_conversion_cast %0 : i32 to i16\n  %3 = builtin.unrealized_conversion_cast %2 : i16 to i64\n  return %1, %2 : i64, i16\n}\n")
	expectMissing := write("expect-missing.mlir", "func.func @f() {\n  %0 = arith.constant 1 : i32 // expected-error {{never emitted}}\n  return\n}\n")
	expectWrong := write("expect-wrong.mlir", "func.func @f() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32 // expected-error {{nope}}\n}\n")
	failing := "--pass-pipeline=builtin.module(func.func(cse,symbol-dce))"
	for _, c := range []struct {
		name  string
		args  []string
		repro bool
	}{
		{"unbalanced", []string{"--pass-pipeline=builtin.module(func.func(cse)", valid}, false},
		{"extra-paren", []string{"--pass-pipeline=builtin.module(cse))", valid}, false},
		{"missing-comma", []string{"--pass-pipeline=builtin.module(func.func(cse) cse)", valid}, false},
		{"open-brace", []string{"--pass-pipeline=builtin.module(cse{)", valid}, false},
		{"unknown-pass", []string{"--pass-pipeline=builtin.module(no-such-pass)", valid}, false},
		{"empty-element", []string{"--pass-pipeline=builtin.module(func.func())", valid}, false},
		{"names-before-options", []string{"--pass-pipeline=builtin.module(cse{bogus=1},nope)", valid}, false},
		{"no-anchor", []string{"--pass-pipeline=cse", valid}, false},
		{"empty-pipeline", []string{"--pass-pipeline=", valid}, false},
		{"wrong-anchor", []string{"--pass-pipeline=func.func(cse)", valid}, false},
		{"pipeline-and-flags", []string{"--pass-pipeline=builtin.module(cse)", "-cse", valid}, false},
		{"no-such-option", []string{"--pass-pipeline=builtin.module(cse{bogus=1})", valid}, false},
		{"no-such-option-flag", []string{"-cse=bogus=1", valid}, false},
		{"bad-long", []string{"--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})", valid}, false},
		{"bad-long-flag", []string{"-canonicalize=max-iterations=abc", valid}, false},
		{"no-option-value", []string{"--pass-pipeline=builtin.module(canonicalize{max-iterations})", valid}, false},
		{"bad-bool", []string{"--pass-pipeline=builtin.module(canonicalize{top-down=maybe})", valid}, false},
		{"bad-enum", []string{"--pass-pipeline=builtin.module(canonicalize{region-simplify=bogus})", valid}, false},
		{"bad-enum-flag", []string{"--canonicalize=region-simplify=bogus", valid}, false},
		{"inline-options", []string{"--pass-pipeline=builtin.module(inline{inlining-threshold=7 op-pipelines={func.func(cse)},{gpu.func(canonicalize)}})", "--dump-pass-pipeline", valid}, false},
		{"bad-op-pipelines", []string{"--pass-pipeline=builtin.module(inline{op-pipelines=cse})", valid}, false},
		{"bad-op-pipelines-flag", []string{"--inline=op-pipelines=func.func(bogus)", valid}, false},
		{"scf-to-cf-dump", []string{"--convert-scf-to-cf", "--dump-pass-pipeline", valid}, false},
		{"two-inputs", []string{valid, valid}, false},
		{"no-value", []string{valid, "-o"}, false},
		{"bad-bool-flag", []string{"--mlir-timing=maybe", valid}, false},
		{"module-scope-threads", []string{"--mlir-print-ir-module-scope", "--mlir-print-ir-after-all", "-cse", valid}, false},
		{"verify-parsed", []string{invalid}, false},
		{"verify-parsed-anyway", []string{"--verify-each=false", invalid}, false},
		{"verify-no-op-note", []string{"--mlir-print-op-on-diagnostic=false", invalid}, false},
		{"unverified-generic", []string{"--mlir-very-unsafe-disable-verifier-on-parsing", invalid}, false},
		{"verify-region-op", []string{region}, false},
		{"reconcile-live", []string{"--reconcile-unrealized-casts", casts}, false},
		{"missing-input", []string{filepath.Join(dir, "missing.mlir")}, false},
		{"output-dir-missing", []string{"-o", filepath.Join(dir, "no-dir", "out.mlir"), valid}, false},
		{"expected-not-produced", []string{"--verify-diagnostics", expectMissing}, false},
		{"unexpected-and-missing", []string{"--verify-diagnostics", expectWrong}, false},
		{"reproducer", []string{"--mlir-disable-threading", failing, valid}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			run := func(tool string) (code int, stdout, stderr, repro string) {
				args := c.args
				path := filepath.Join(dir, tool+"-"+c.name+".repro.mlir")
				if c.repro {
					args = append([]string{"--mlir-pass-pipeline-crash-reproducer=" + path}, args...)
				}
				var out, errb bytes.Buffer
				if tool == "tt-opt" {
					code = Run(DefaultRegistry(), args, nil, &out, &errb)
				} else {
					cmd := exec.Command(bin, args...)
					cmd.Stdout, cmd.Stderr = &out, &errb
					var ee *exec.ExitError
					if err := cmd.Run(); errors.As(err, &ee) {
						code = ee.ExitCode()
					} else if err != nil {
						t.Fatal(err)
					}
				}
				if c.repro {
					b, _ := os.ReadFile(path)
					repro = string(b)
				}
				stderr = strings.ReplaceAll(errb.String(), path, "REPRO")
				return code, out.String(), programName.ReplaceAllString(stderr, "${1}tt-opt"), repro
			}
			wc, wout, werr, wrepro := run("mlir-opt")
			gc, gout, gerr, grepro := run("tt-opt")
			if gc != wc {
				t.Errorf("exit status %d, mlir-opt-22's %d", gc, wc)
			}
			for _, d := range []struct{ what, want, got string }{{"stdout", wout, gout}, {"stderr", werr, gerr}, {"reproducer", wrepro, grepro}} {
				if diff := cmp.Diff(d.want, d.got); diff != "" {
					t.Errorf("%s differs from mlir-opt-22's (-mlir-opt +tt-opt):\n%s", d.what, diff)
				}
			}
		})
	}
}

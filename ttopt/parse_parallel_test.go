package ttopt

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// parseOutcome parses src with the given number of goroutines (asm.ParseOptions.Threads) and
// returns what came of it: the module in generic form with locations, or the diagnostic.
func parseOutcome(name, src string, threads int) string {
	ctx := newBenchContext()
	ctx.AllowUnregistered = true
	f, err := asm.ParseSourceWithOptions(ctx, name, src, asm.ParseOptions{Threads: threads})
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			return "error: " + asm.FormatDiagnostic(d, name, src)
		}
		return "error: " + err.Error()
	}
	return asm.String(f.Op, asm.PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true})
}

// TestParallelParseMatchesSequential parses the corpus modules and every test input of the
// repository (split as --split-input-file splits them; many hold invalid IR) on four
// goroutines and on one: the results, diagnostics included, must be the same.
func TestParallelParseMatchesSequential(t *testing.T) {
	type input struct{ name, text string }
	var ins []input
	for _, m := range corpusModules(t) {
		ins = append(ins, input{m.name, m.text})
	}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && (d.Name() == ".git" || d.Name() == "corpus") {
			if err == nil {
				err = filepath.SkipDir
			}
			return err
		}
		if ext := filepath.Ext(path); ext != ".mlir" && ext != ".ttir" && ext != ".ttgir" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		chunks, _ := splitInput(string(b), splitMarker)
		for _, c := range chunks {
			ins = append(ins, input{path, c.text})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(ins) < 500 {
		t.Fatalf("only %d inputs found", len(ins))
	}
	failed := 0
	for _, in := range ins {
		if got, want := parseOutcome(in.name, in.text, 4), parseOutcome(in.name, in.text, 1); got != want {
			t.Errorf("%s: on four goroutines:\n%s", in.name, firstDifference(want, got))
			if failed++; failed == 5 {
				t.Fatal("too many differences")
			}
		}
	}
	t.Logf("%d inputs", len(ins))
}

// TestRunLargeInputOnGoroutines runs tt-opt on a generated module large enough for the parser
// to use workers on its own (asm.ParseOptions.Threads = 0), under GOMAXPROCS=2: the output must
// be the one of a run with --mlir-disable-threading.
func TestRunLargeInputOnGoroutines(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	text := mlirgen.Generate(mlirgen.Config{Seed: 7, Ops: 12000})
	if len(text) < 1<<19 {
		t.Fatalf("the generated module has %d bytes, too few for workers", len(text))
	}
	run := func(args ...string) string {
		var out, errOut bytes.Buffer
		if code := Run(DefaultRegistry(), append(args, "--mlir-print-debuginfo", "-"), strings.NewReader(text), &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		return out.String()
	}
	if got, want := run(), run("--mlir-disable-threading"); got != want {
		t.Errorf("output differs from --mlir-disable-threading:\n%s", firstDifference(want, got))
	}
}

package ttopt

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

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
		chunks, _ := splitInput(string(b))
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

package transforms_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/ttopt"
)

// greedyPanicPass runs the greedy driver on two goroutines with a pattern that panics on
// func.return: it stands for a pattern bug hit while functions are simplified in parallel.
type greedyPanicPass struct{}

func (greedyPanicPass) Name() string        { return "TestGreedyPanic" }
func (greedyPanicPass) Argument() string    { return "test-greedy-panic" }
func (greedyPanicPass) Description() string { return "runs a panicking pattern on worker goroutines" }
func (greedyPanicPass) Run(op *ir.Operation, _ *pass.Analyses) error {
	boom := rewrite.NewPattern("func.return", 1, func(*ir.Operation, *rewrite.Rewriter) error { panic("pattern bug") })
	cfg := rewrite.DefaultGreedyConfig()
	cfg.Threads = 2
	rewrite.ApplyPatternsGreedily(op, rewrite.NewPatternSet(boom), cfg)
	return nil
}

// TestWorkerPanicIsDiagnostic checks that a panic on a greedy driver's worker goroutine ends
// the run with a diagnostic naming the pass and a crash reproducer, not a Go stack trace.
func TestWorkerPanicIsDiagnostic(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.mlir")
	repro := filepath.Join(dir, "repro.mlir")
	src := "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n"
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := ttopt.DefaultRegistry().AddPass(func() pass.Pass { return greedyPanicPass{} })
	var out, errb bytes.Buffer
	rc := ttopt.Run(r, []string{"--test-greedy-panic", "--mlir-pass-pipeline-crash-reproducer=" + repro, in}, nil, &out, &errb)
	if rc == 0 {
		t.Fatalf("the run succeeded despite the panic:\n%s", out.String())
	}
	if got := errb.String(); !strings.Contains(got, "pass 'test-greedy-panic' panicked: pattern bug") || strings.Contains(got, "goroutine ") {
		t.Errorf("stderr does not name the pass's panic as a diagnostic:\n%s", got)
	}
	b, err := os.ReadFile(repro)
	if err != nil || !strings.Contains(string(b), "test-greedy-panic") {
		t.Errorf("no crash reproducer naming the pipeline (%v):\n%s", err, b)
	}
}

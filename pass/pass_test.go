package pass

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

type testOptions struct {
	Iters int      `option:"iters" desc:"iterations"`
	Fast  bool     `option:"fast" desc:"go fast"`
	Names []string `option:"names" desc:"names"`
}

// testPass records the ops it runs on.
type testPass struct {
	arg  string
	opts testOptions
	log  *testLog
}

// testLog records pass runs; passes may run concurrently on different ops.
type testLog struct {
	mu      sync.Mutex
	entries []string
}

func (l *testLog) add(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.entries = append(l.entries, s)
}

func (p *testPass) Name() string        { return "Test" + p.arg }
func (p *testPass) Argument() string    { return p.arg }
func (p *testPass) Description() string { return "test pass" }
func (p *testPass) Options() any        { return &p.opts }
func (p *testPass) Run(op *ir.Operation, am *Analyses) error {
	p.log.add(p.arg + "@" + ir.SymbolName(op))
	return nil
}

func testRegistry(log *testLog) *Registry {
	r := NewRegistry()
	for _, a := range []string{"a", "b"} {
		r.Register(func() Pass { return &testPass{arg: a, opts: testOptions{Iters: 10}, log: log} })
	}
	r.RegisterPipeline("ab", "a then b", nil, func(pm *OpPassManager, _ any) error {
		if err := r.AddTo(pm, "a", ""); err != nil {
			return err
		}
		return r.AddTo(pm, "b", "fast=1")
	})
	return r
}

func TestPipelineRoundTrip(t *testing.T) {
	r := testRegistry(new(testLog))
	for in, want := range map[string]string{
		"builtin.module(a)": "builtin.module(a{fast=false iters=10 })",
		"builtin.module( f.f( a{iters=3 fast} , b ), ab )": "builtin.module(f.f(a{fast=true iters=3 },b{fast=false iters=10 }),a{fast=false iters=10 },b{fast=true iters=10 })",
		"builtin.module(b{names=x,{y z} fast=True})":       "builtin.module(b{fast=true iters=10 names=x,{y z}})",
		"builtin.module()": "builtin.module()",
	} {
		pm, err := ParsePipeline(r, in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if got := pm.String(); got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
	}
}

// TestPipelineErrors checks the texts of MLIR's pipeline parser errors: the parser's own, with
// the caret under the offending spot, and the option parser's with LLVM's command-line report.
func TestPipelineErrors(t *testing.T) {
	r := testRegistry(new(testLog))
	caret := func(col int, msg, text string) string {
		return fmt.Sprintf("MLIR Textual PassPipeline Parser:1:%d: error: %s\n%s\n%s^\n", col, msg, text, strings.Repeat(" ", col-1))
	}
	for _, c := range []struct{ in, want, commandLine string }{
		{"a", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'", ""},
		{"builtin.module(c)", caret(1, "'c' does not refer to a registered pass or pass pipeline", "c"), ""},
		{"builtin.module(a,)", caret(3, "'' does not refer to a registered pass or pass pipeline", "a,"), ""},
		{"builtin.module(f.f(a)", caret(5, "encountered unbalanced parentheses while parsing pipeline", "f.f(a"), ""},
		{"builtin.module(a))", caret(2, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline", "a)"), ""},
		{"builtin.module(f.f(a) b)", caret(8, "expected ',' after parsing pipeline", "f.f(a) b"), ""},
		{"builtin.module(a{iters=1)", caret(2, "missing closing '}' while processing pass options", "a{iters=1"), ""},
		{"builtin.module(a{bad=1},c)", caret(10, "'c' does not refer to a registered pass or pass pipeline", "a{bad=1},c"), ""},
		{"builtin.module(a{bad=1})", "<Pass-Options-Parser>: no such option bad\n\nfailed to add `a` with options `bad=1`\n", ""},
		{"builtin.module(a{iters=x})", "\nfailed to add `a` with options `iters=x`\n", "for the --iters option: 'x' value invalid for integer argument!"},
		{"builtin.module(a{iters})", "\nfailed to add `a` with options `iters`\n", "for the --iters option: requires a value!"},
		{"builtin.module(a{fast=maybe})", "\nfailed to add `a` with options `fast=maybe`\n", "for the --fast option: 'maybe' is invalid value for boolean argument! Try 0 or 1"},
	} {
		_, err := ParsePipeline(r, c.in)
		if err == nil {
			t.Errorf("%s: no error", c.in)
			continue
		}
		var ae *AddError
		got := err.Error()
		if errors.As(err, &ae) {
			got = ae.PipelineText()
			if ae.Err == nil || ae.Err.CommandLine != c.commandLine {
				t.Errorf("%s: command-line report %+v, want %q", c.in, ae.Err, c.commandLine)
			}
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPipelineWarnings checks that the warnings of pipeline builders reach the top-level
// manager, its own first, then those of nested managers in order.
func TestPipelineWarnings(t *testing.T) {
	r := testRegistry(new(testLog))
	r.RegisterPipeline("partial", "a, and a warning", nil, func(pm *OpPassManager, _ any) error {
		pm.Warn("partial: left out c in " + pm.Anchor())
		return r.AddTo(pm, "a", "")
	})
	pm, err := ParsePipeline(r, "builtin.module(f.f(partial),ab,g.g(b,partial),partial)")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"partial: left out c in builtin.module", "partial: left out c in f.f", "partial: left out c in g.g"}
	if got := pm.Warnings(); !slices.Equal(got, want) {
		t.Errorf("Warnings() = %q, want %q", got, want)
	}
	pm, err = ParsePipeline(r, "builtin.module(ab)")
	if err != nil {
		t.Fatal(err)
	}
	if got := pm.Warnings(); len(got) != 0 {
		t.Errorf("a pipeline built without warnings has %q", got)
	}
}

func TestDump(t *testing.T) {
	r := testRegistry(new(testLog))
	pm, err := ParsePipeline(r, "builtin.module(f.f(a),b)")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	pm.Dump(&b)
	want := "Pass Manager with 2 passes:\nbuiltin.module(\n  f.f(\n    a{fast=false iters=10 }\n  ),\n  b{fast=false iters=10 }\n)\n\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}

// module builds `module { f.f @f0 ... @fN }` from unregistered ops.
func module(ctx *ir.Context, n int) *ir.Operation {
	r := ir.NewRegion()
	b := ir.NewBlock(nil, nil)
	r.Append(b)
	m := ctx.Create(&ir.OperationState{Name: "builtin.module", Regions: []*ir.Region{r}})
	for i := range n {
		b.Append(ctx.Create(&ir.OperationState{Name: "f.f", Attrs: []ir.NamedAttribute{{Name: "sym_name", Value: ctx.StringAttr(string(rune('a' + i)))}}}))
	}
	return m
}

func TestNestedRunDeterministic(t *testing.T) {
	for _, threads := range []bool{false, true} {
		var tl testLog
		r := testRegistry(&tl)
		pm, err := ParsePipeline(r, "builtin.module(f.f(a),b)")
		if err != nil {
			t.Fatal(err)
		}
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		var out bytes.Buffer
		m := NewManager("builtin.module", &out)
		m.OpPassManager = pm
		m.DisableThreading = !threads
		m.Instrumentations = []Instrumentation{&IRPrinter{
			Print: func(w io.Writer, op *ir.Operation, _ bool) error {
				_, err := w.Write([]byte(ir.SymbolName(op)))
				return err
			},
			Before: func(Pass) bool { return true },
		}}
		if err := m.Run(module(ctx, 5)); err != nil {
			t.Fatal(err)
		}
		if log := tl.entries; len(log) != 6 || log[5] != "b@" {
			t.Errorf("log %v", log)
		}
		want := ""
		for _, s := range []string{"a", "b", "c", "d", "e"} {
			want += "// -----// IR Dump Before Testa (a) //----- //\n" + s + "\n\n"
		}
		want += "// -----// IR Dump Before Testb (b) //----- //\n\n\n"
		if out.String() != want {
			t.Errorf("threads=%v: got %q, want %q", threads, out.String(), want)
		}
	}
}

// countAnalysis is an analysis for TestTimingReport.
type countAnalysis struct{ n int }

// analysisPass asks for countAnalysis twice; only the first computes it.
type analysisPass struct{}

func (analysisPass) Name() string        { return "Analyzing" }
func (analysisPass) Argument() string    { return "analyzing" }
func (analysisPass) Description() string { return "asks for an analysis" }
func (analysisPass) Run(op *ir.Operation, am *Analyses) error {
	for range 2 {
		Analysis(am, func(op *ir.Operation) *countAnalysis { return &countAnalysis{n: op.NumRegions()} })
	}
	return nil
}

// TestTimingReport checks the report's rows (an analysis under the pass that computed it, as
// mlir-opt's "(A) DominanceInfo" under CSE) and its columns: user time only when a nested
// pipeline ran on several threads.
func TestTimingReport(t *testing.T) {
	for _, c := range []struct {
		threads  bool
		ops      int
		userTime bool
	}{{false, 3, false}, {true, 1, false}, {true, 3, true}} {
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		m := NewManager("builtin.module", io.Discard)
		m.DisableThreading = !c.threads
		m.Timing = NewTimer("Total")
		if err := m.Nest("f.f").Add(analysisPass{}); err != nil {
			t.Fatal(err)
		}
		if err := m.Run(module(ctx, c.ops)); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		m.Timing.Report(&b)
		var names []string
		for _, line := range strings.Split(b.String(), "\n") {
			if i := strings.LastIndex(line, "%)  "); i >= 0 {
				names = append(names, line[i+len("%)  "):])
			}
		}
		want := []string{"'f.f' Pipeline", "  Analyzing", "    (A) countAnalysis", "Rest", "Total"}
		if strings.Join(names, "|") != strings.Join(want, "|") {
			t.Errorf("threads=%v ops=%d: rows %q, want %q", c.threads, c.ops, names, want)
		}
		if got := strings.Contains(b.String(), "----User Time----"); got != c.userTime {
			t.Errorf("threads=%v ops=%d: user time column %v, want %v:\n%s", c.threads, c.ops, got, c.userTime, b.String())
		}
	}
}

package asm

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// parseOutcome parses src with the given number of goroutines and returns what came of it:
// the module in generic form with locations, or the diagnostic, and the number of ops the
// parser took from workers.
func parseOutcome(t testing.TB, ctx *ir.Context, src string, threads int) (outcome string, taken int) {
	p := newParser(ctx, "x.mlir", src)
	p.opts.Threads = threads
	f, err := p.parse()
	if err != nil {
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Fatalf("error is not a diagnostic: %v", err)
		}
		return "error: " + FormatDiagnostic(d, "x.mlir", src), p.fanTaken
	}
	return String(f.Op, PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true}), p.fanTaken
}

// checkParallelParse checks that parsing src on 3 goroutines comes out as parsing it on one.
func checkParallelParse(t testing.TB, ctx *ir.Context, src string) (outcome string, taken int) {
	want, _ := parseOutcome(t, ctx, src, 1)
	got, taken := parseOutcome(t, ctx, src, 3)
	if got != want {
		t.Fatalf("parsed on 3 goroutines:\n%s\non one:\n%s", got, want)
	}
	return got, taken
}

// TestParallelParseTakesWorkersOps parses a file of many functions, with location aliases
// defined after their use, on several goroutines: the parser must take every function from
// the workers, and the result must be the one-goroutine parse's.
func TestParallelParseTakesWorkersOps(t *testing.T) {
	var b strings.Builder
	const n = 300
	for i := range n {
		fmt.Fprintf(&b, "tst.func @f%d(%%a: i32) {\n  %%s = tst.add %%a, %%a : i32 loc(#l%d)\n", i, i)
		fmt.Fprintf(&b, "  tst.loop %%i = %%s {\n    %%t = tst.add %%i, %%s : i32\n    tst.ret\n  }\n  tst.ret %%s : i32\n} loc(#f%d)\n", i)
	}
	for i := range n {
		fmt.Fprintf(&b, "#l%d = loc(\"a.py\":%d:1)\n#f%d = loc(\"f%d\")\n", i, i+1, i, i)
	}
	ctx := customContext()
	out, taken := checkParallelParse(t, ctx, b.String())
	if taken != n {
		t.Errorf("the parser took %d functions from the workers, want %d", taken, n)
	}
	if !strings.Contains(out, `loc("f299")`) || !strings.Contains(out, `loc("a.py":300:1)`) {
		t.Errorf("locations defined after their use were not resolved:\n%s", out[len(out)-300:])
	}
}

// TestWorkersLeaveOpsTheParserBegan has the parser begin the first function of a file before
// the candidates are published, as it does while a large file is being scanned: a worker must
// leave that function to the parser (whose it is: the file's first function may be all of it)
// and parse the next one.
func TestWorkersLeaveOpsTheParserBegan(t *testing.T) {
	src := "tst.func @f0(%a: i32) {\n  tst.ret %a : i32\n}\ntst.func @f1(%a: i32) {\n  tst.ret %a : i32\n}\n"
	p := newParser(customContext(), "x.mlir", src)
	f := newFanOut()
	p.fan = f
	if p.take(ir.NewBlock(nil, nil)) {
		t.Fatal("the parser took an op before the candidates were published")
	}
	f.scan(p)
	table := f.table.Load()
	if len(table.starts) != 2 || table.starts[0] != 0 {
		t.Fatalf("candidates at %v, want the two functions", table.starts)
	}
	w := p.worker(table)
	defer w.ctx.Release()
	if !f.work(w) {
		t.Fatal("the worker parsed no function")
	}
	if got := table.slots[0].state.Load(); got != slotFree {
		t.Errorf("the function the parser began is in state %d, want %d (free: no worker parsed it)", got, slotFree)
	}
	if got := table.slots[1].state.Load(); got != slotDone || table.slots[1].op == nil {
		t.Errorf("the second function is in state %d, want %d (done) with its op", got, slotDone)
	}
}

// sharedScopeContext is customContext with tsf.func, a tst.func whose body sees the names
// around it, as func.func's does in MLIR's parser (it is isolated from above only for the
// verifier); tsf.region, an op with a region whose unprefixed op names are tst's; and
// builtin.ret, which an unprefixed `ret` names at the top of a file.
func sharedScopeContext() *ir.Context {
	ctx := customContext()
	ctx.AllowUnregistered = true
	ctx.Load(&ir.Dialect{Name: "tsf", Ops: []*ir.OpDef{
		{Name: "tsf.func", Traits: ir.IsolatedFromAbove, DefaultDialect: "tst",
			Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
				if _, err := p.ParseSymbolName(); err != nil {
					return err
				}
				return p.ParseRegion(st.AddRegion(), nil, false)
			}},
		{Name: "tsf.region", DefaultDialect: "tst",
			Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
				return p.ParseRegion(st.AddRegion(), nil, false)
			}},
	}})
	ctx.Load(&ir.Dialect{Name: "builtin", Ops: []*ir.OpDef{{Name: "builtin.ret", Traits: ir.Terminator,
		Parse: func(ir.OpAsmParser, *ir.OperationState) error { return nil }}}})
	return ctx
}

// TestParallelParseFallsBack checks inputs where a worker's op must not be taken, or where a
// worker fails: the result, diagnostics included, must be the one-goroutine parse's.
func TestParallelParseFallsBack(t *testing.T) {
	fn := func(i int, body string) string {
		return fmt.Sprintf("tst.func @f%d(%%a: i32) {\n%s  tst.ret %%a : i32\n}\n", i, body)
	}
	// want is part of the outcome: of the diagnostic, or of the module when it is empty or
	// does not start with "error: ".
	cases := []struct {
		name, src string
		taken     int
		want      string
	}{
		{name: "outer value in a shared scope", src: "%c = \"tst.gen\"() : () -> i32\ntsf.func @f {\n  %s = tst.add %c, %c : i32\n}\n" + fn(1, "")},
		{name: "outer name redefined in a shared scope", src: "%s = \"tst.gen\"() : () -> i32\ntsf.func @f {\n  %s = \"tst.gen\"() : () -> i32\n}\n", want: "redefinition of SSA value"},
		{name: "forward reference from outside", src: "\"tst.use\"(%s) : (i32) -> ()\ntsf.func @f {\n  %s = \"tst.gen\"() : () -> i32\n}\n"},
		{name: "outer value in an isolated scope", src: "%c = \"tst.gen\"() : () -> i32\n" + fn(0, "  %s = tst.add %c, %a : i32\n"), want: "use of undeclared SSA value name"},
		{name: "errors in functions", src: fn(0, "") + fn(1, "  %s = tst.add %a, %b : i32\n") + fn(2, "  %t = tst.add : i32\n"), taken: 1, want: "0 operands present, but expected 2"},
		{name: "undefined location alias", src: fn(0, "  %s = tst.add %a, %a : i32 loc(#nope)\n") + fn(1, ""), taken: 2, want: "operation location alias was never defined"},
		{name: "generic function under another default dialect", src: "tsf.region {\n\"tst.func\"() ({\n  ret\n}) : () -> ()\n}\n", want: "tst.ret"},
		{name: "function in a function", src: "tst.func @outer() {\n" + fn(0, "") + "  tst.ret\n}\n" + fn(1, ""), taken: 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, taken := checkParallelParse(t, sharedScopeContext(), c.src)
			if taken != c.taken {
				t.Errorf("took %d ops from the workers, want %d", taken, c.taken)
			}
			if c.want == "" && strings.HasPrefix(out, "error: ") || !strings.Contains(out, c.want) {
				t.Errorf("want %q, got:\n%s", c.want, out)
			}
		})
	}
}

// TestParallelParseNesting checks the nesting limit for a function that a worker parsed from
// depth 0: the parser must not take it where, parsed in place, it nests too deep.
func TestParallelParseNesting(t *testing.T) {
	fn := func(levels int) string {
		var b strings.Builder
		b.WriteString("tst.func @f(%a: i32) {\n")
		for i := range levels {
			fmt.Fprintf(&b, "tst.loop %%i%d = %%a {\n", i)
		}
		b.WriteString(strings.Repeat("tst.ret\n}\n", levels))
		b.WriteString("tst.ret %a : i32\n}\n")
		return b.String()
	}
	// The deepest function that parses at the top level.
	levels := maxNesting
	for ; levels > 0; levels-- {
		if _, err := ParseSourceString(customContext(), "x.mlir", fn(levels)); err == nil {
			break
		}
	}
	if levels < maxNesting/2 {
		t.Fatalf("only %d levels parse", levels)
	}
	ctx := customContext()
	ctx.AllowUnregistered = true
	if out, taken := checkParallelParse(t, ctx, fn(levels)); taken != 1 || strings.HasPrefix(out, "error: ") {
		t.Errorf("at the limit: took %d, got %.200s", taken, out)
	}
	wrapped := "\"x.wrap\"() ({\n" + fn(levels) + "}) : () -> ()\n"
	if out, taken := checkParallelParse(t, ctx, wrapped); taken != 0 || !strings.Contains(out, "nesting too deep") {
		t.Errorf("one level deeper: took %d, got %.200s", taken, out)
	}
}

// TestCandidateStarts checks which lines the workers start from: registered ops isolated from
// above at the start of a line, in custom or generic form, but not modules.
func TestCandidateStarts(t *testing.T) {
	src := "module {\n  tst.func @f() {\n  }\n\t\"tst.func\"() ({}) : () -> ()\n  tst.add\n  // tst.func\n  x.func\n  tst.funcs\nbuiltin.module {\n}\ntst.func"
	ctx := customContext()
	module := &ir.OpDef{Name: "builtin.module", Traits: ir.IsolatedFromAbove}
	ctx.Load(&ir.Dialect{Name: "builtin", Ops: []*ir.OpDef{module}, Module: module})
	starts, _ := candidateStarts(ctx, src)
	var got []string
	for _, off := range starts {
		got = append(got, strings.SplitN(src[off:], "\n", 2)[0])
	}
	want := []string{`tst.func @f() {`, `"tst.func"() ({}) : () -> ()`, `tst.func`}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("candidates %q, want %q", got, want)
	}
	// The scan's line table is the parser's.
	for _, s := range []string{src, src + "\n", "", "\n", "a\n\nb", "\n\n"} {
		_, lines := candidateStarts(ctx, s)
		p := newParser(ctx, "x.mlir", s)
		p.lineCol(0)
		if fmt.Sprint(lines) != fmt.Sprint(p.lines) {
			t.Errorf("%q: line table %v, the parser's %v", s, lines, p.lines)
		}
	}
}

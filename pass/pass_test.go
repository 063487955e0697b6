package pass

import (
	"bytes"
	"io"
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

func TestPipelineErrors(t *testing.T) {
	r := testRegistry(new(testLog))
	for in, want := range map[string]string{
		"a":                          "wrapped with the anchor",
		"builtin.module(c)":          "'c' does not refer to a registered pass",
		"builtin.module(a{bad=1})":   "no such option bad",
		"builtin.module(a{iters=x})": "invalid value 'x' for option 'iters'",
		"builtin.module(a{iters=1)":  "missing closing '}'",
	} {
		if _, err := ParsePipeline(r, in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", in, err, want)
		}
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

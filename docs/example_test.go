// Package docs_test compiles and runs the code of the guides in this directory: every Go
// block of docs/*.md must appear in this file (TestGuidesQuoteThisFile checks it), and every
// lit test of the guides and of README.md passes (TestGuidesLitTests).
package docs_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/filecheck"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/ttopt"
)

// BoxType is `!demo.box<T>`, a value of type T in a box.
type BoxType struct {
	ir.TypeBase
	Elem ir.Type
}

// Box returns the uniqued `!demo.box<elem>`: the same arguments give the same *BoxType.
func Box(ctx *ir.Context, elem ir.Type) *BoxType {
	return ir.Unique(ctx, ir.Key("demo.box").Ref(elem).String(), func(id uint64) *BoxType {
		return &BoxType{TypeBase: ir.NewTypeBase(id), Elem: elem}
	})
}

// DialectName returns "demo".
func (*BoxType) DialectName() string { return "demo" }

// Print writes the type's body after `!demo.`.
func (t *BoxType) Print(p ir.AsmPrinter) {
	p.WriteString("box<")
	p.PrintType(t.Elem)
	p.WriteString(">")
}

// parseType reads a type body after `!demo.`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParseKeyword("box"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	return Box(p.Context(), elem), p.ParsePunct(">")
}

// ScaleOp is `demo.scale`, an integer times a positive constant factor.
//
// Example printed form:
//
//	%1 = demo.scale %0 by 4 : i32
var ScaleOp = &ir.OpDef{
	Name:     "demo.scale",
	Summary:  "Multiplies an integer by a constant factor",
	Traits:   ir.Pure | ir.SameOperandsAndResultType,
	Operands: []ir.ValueSpec{{Name: "input"}},
	Results:  []ir.ValueSpec{{Name: "result"}},
	Attrs: []ir.AttrSpec{{
		Name: "factor",
		Type: func(ctx *ir.Context) ir.Type { return ctx.I64() },
	}},
	Format: "$input `by` $factor attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		if f, ok := op.Attr("factor").(*ir.IntegerAttr); !ok || f.Value <= 0 {
			return ir.OpError(op, "factor must be positive")
		}
		return nil
	},
	// scale by 1 folds to its input.
	Fold: func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.Attr("factor").(*ir.IntegerAttr).Value != 1 {
			return nil, false
		}
		return []ir.FoldResult{{Value: op.Operand(0)}}, true
	},
	CanonicalizationPatterns: func(add ir.PatternAdder) { add(combineScales) },
}

// BoxOp is `demo.box`, which boxes a value.
var BoxOp = &ir.OpDef{
	Name:     "demo.box",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "value"}},
	Results:  []ir.ValueSpec{{Name: "result"}},
	Format:   "$value attr-dict `:` type($value) `->` type($result)",
	Verify: func(op *ir.Operation) error {
		if b, ok := op.Result(0).Type().(*BoxType); !ok || b.Elem != op.Operand(0).Type() {
			return ir.OpError(op, "result must be a !demo.box of the operand's type")
		}
		return nil
	},
}

// Dialect is the demo dialect; load it with ctx.Load or a ttopt.Registry.
var Dialect = &ir.Dialect{
	Name:      "demo",
	Ops:       []*ir.OpDef{ScaleOp, BoxOp},
	ParseType: parseType,
}

// combineScales rewrites `demo.scale (demo.scale %x by a) by b` into `demo.scale %x by a*b`.
var combineScales = rewrite.NewPattern("demo.scale", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "demo.scale" {
		return rewrite.ErrNoMatch
	}
	a := inner.Attr("factor").(*ir.IntegerAttr).Value
	b := op.Attr("factor").(*ir.IntegerAttr).Value
	rw.ModifyInPlace(op, func() {
		op.SetOperand(0, inner.Operand(0))
		op.SetAttr("factor", rw.Ctx.IntegerAttr(rw.Ctx.I64(), a*b))
	})
	return nil
}).WithLabel("CombineScales")

// CombineScales is the `demo-combine-scales` pass: it merges chains of demo.scale.
type CombineScales struct {
	opts CombineScalesOptions
}

// CombineScalesOptions are the pass's options, set from `{max-iterations=3}` or
// `--demo-combine-scales=max-iterations=3`.
type CombineScalesOptions struct {
	MaxIterations int64 `option:"max-iterations" desc:"Max. sweeps of the greedy driver"`
}

// NewCombineScales returns the pass with its default options.
func NewCombineScales() pass.Pass {
	return &CombineScales{opts: CombineScalesOptions{MaxIterations: 10}}
}

// Name returns the pass's display name.
func (*CombineScales) Name() string { return "CombineScales" }

// Argument returns the pass's flag and pipeline name.
func (*CombineScales) Argument() string { return "demo-combine-scales" }

// Description is the one-line summary --help prints.
func (*CombineScales) Description() string { return "Merge chains of demo.scale" }

// Options returns the pass's options for the pass manager to set.
func (p *CombineScales) Options() any { return &p.opts }

// Run applies the pattern to every op nested in op.
func (p *CombineScales) Run(op *ir.Operation, _ *pass.Analyses) error {
	cfg := rewrite.DefaultGreedyConfig()
	cfg.MaxIterations = int(p.opts.MaxIterations)
	rewrite.ApplyPatternsGreedily(op, rewrite.NewPatternSet(combineScales), cfg)
	return nil
}

// demoOpt runs a tt-opt that knows the demo dialect and pass, as a researcher's main would.
func demoOpt(t *testing.T, input string, args ...string) (string, string, int) {
	t.Helper()
	r := ttopt.DefaultRegistry()
	r.AddDialect(Dialect)
	r.AddPass(NewCombineScales)
	var out, errOut bytes.Buffer
	code := ttopt.Run(r, append(args, "-"), strings.NewReader(input), &out, &errOut)
	return out.String(), errOut.String(), code
}

const demoInput = `func.func @f(%x: i32) -> !demo.box<i32> {
  %0 = demo.scale %x by 2 : i32
  %1 = demo.scale %0 by 3 : i32
  %2 = demo.box %1 : i32 -> !demo.box<i32>
  return %2 : !demo.box<i32>
}
`

func TestDemoDialect(t *testing.T) {
	out, errOut, code := demoOpt(t, demoInput)
	if code != 0 || !strings.Contains(out, "demo.scale %arg0 by 2 : i32") || !strings.Contains(out, "!demo.box<i32>") {
		t.Fatalf("round trip: exit %d\n%s%s", code, out, errOut)
	}
	_, errOut, code = demoOpt(t, strings.Replace(demoInput, "by 2", "by 0", 1))
	if code == 0 || !strings.Contains(errOut, "factor must be positive") {
		t.Errorf("the verifier accepted factor 0: %s", errOut)
	}
}

func TestDemoPassAndCanonicalize(t *testing.T) {
	for _, flag := range []string{"--demo-combine-scales", "--demo-combine-scales=max-iterations=2", "--canonicalize"} {
		out, errOut, code := demoOpt(t, demoInput, flag)
		if code != 0 || !strings.Contains(out, "demo.scale %arg0 by 6 : i32") || strings.Count(out, "demo.scale") != 1 {
			t.Errorf("%s: exit %d\n%s%s", flag, code, out, errOut)
		}
	}
	out, _, _ := demoOpt(t, "func.func @g(%x: i32) -> i32 {\n  %0 = demo.scale %x by 1 : i32\n  return %0 : i32\n}\n", "--canonicalize")
	if strings.Contains(out, "demo.scale") {
		t.Errorf("scale by 1 did not fold:\n%s", out)
	}
}

// goBlock matches a fenced Go block of a guide.
var goBlock = regexp.MustCompile("(?s)```go\n(.*?)```")

// TestGuidesQuoteThisFile keeps the guides' Go code compiling: each Go block of docs/*.md
// must be a verbatim piece of this file.
func TestGuidesQuoteThisFile(t *testing.T) {
	self, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	guides, _ := filepath.Glob("*.md")
	for _, g := range guides {
		text, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range goBlock.FindAllSubmatch(text, -1) {
			if !bytes.Contains(self, m[1]) {
				t.Errorf("%s: this Go block is not in example_test.go:\n%s", g, m[1])
			}
		}
	}
}

// mlirBlock matches a fenced MLIR block of a guide.
var mlirBlock = regexp.MustCompile("(?s)```mlir\n(.*?)```")

// TestGuidesLitTests runs the MLIR blocks of README.md and docs/*.md that start with a
// `// RUN: tt-opt ...` line, piped into FileCheck or not: tt-opt must succeed and FileCheck
// must match.
func TestGuidesLitTests(t *testing.T) {
	guides, _ := filepath.Glob("*.md")
	for _, g := range append(guides, "../README.md") {
		text, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mlirBlock.FindAllSubmatch(text, -1) {
			test := m[1]
			first, _, _ := strings.Cut(string(test), "\n")
			run, ok := strings.CutPrefix(first, "// RUN: tt-opt ")
			if !ok {
				continue
			}
			opt, check, piped := strings.Cut(run, "|")
			args := strings.Fields(strings.ReplaceAll(opt, "%s", "-"))
			var out, errOut bytes.Buffer
			if code := ttopt.Run(ttopt.DefaultRegistry(), args, bytes.NewReader(test), &out, &errOut); code != 0 {
				t.Errorf("%s: %s: exit %d\n%s", g, first, code, errOut.String())
				continue
			}
			if !piped {
				continue
			}
			if strings.TrimSpace(check) != "FileCheck %s" {
				t.Fatalf("%s: unsupported RUN line %q", g, first)
			}
			checker, err := filecheck.Parse(g, test, filecheck.Options{EnableVarScope: true})
			if err != nil {
				t.Fatal(err)
			}
			if res := checker.Match("<stdin>", out.Bytes()); !res.OK {
				t.Errorf("%s: %s:\n%s", g, first, res)
			}
		}
	}
}

package conversion_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	ctx.Load(builtin.Dialect, arith.Dialect, cf.Dialect, function.Dialect)
	return ctx
}

// widen builds the pieces of a conversion that turns every i32 into i64, the way
// convert-triton-to-tritongpu attaches layouts to tensor types: a type converter, a target on
// which ops are legal when their types are, and patterns that rebuild ops with converted
// types from their adaptor operands.
func widen(ctx *ir.Context) (*conversion.TypeConverter, *conversion.Target, []conversion.Pattern) {
	tc := conversion.NewTypeConverter()
	// The first conversion added is tried last: keep every other type as it is.
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return t, true })
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ctx.I32() {
			return ctx.I64(), true
		}
		return nil, false
	})

	target := conversion.NewTarget()
	target.AddDynamicallyLegalDialect(func(op *ir.Operation) bool {
		return tc.IsLegalOp(op) && tc.IsLegalRegions(op)
	}, arith.Dialect, cf.Dialect, function.Dialect)
	target.AddDynamicallyLegalOp(func(op *ir.Operation) bool {
		return tc.IsSignatureLegal(function.FunctionType(op)) && tc.IsLegalRegions(op)
	}, function.FuncOp{})
	target.AddLegalOp(builtin.ModuleOp{})

	// Any arith or cf op: rebuild it with converted result types and the adaptor operands.
	generic := conversion.NewPattern("", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		if op.Dialect() != "arith" && op.Dialect() != "cf" {
			return fmt.Errorf("not an arith or cf op")
		}
		types, err := rw.TypeConverter().ConvertTypes(op.ResultTypes())
		if err != nil {
			return err
		}
		attrs := op.AllAttrs()
		if c, ok := op.Attr("value").(*ir.IntegerAttr); ok && c.Type == ctx.I32() {
			attrs = []ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(ctx.I64(), c.Value)}}
		}
		n := rw.Create(&ir.OperationState{Name: op.Name(), Operands: operands, Types: types,
			Attrs: attrs, Successors: op.Successors()})
		rw.ReplaceOp(op, n.Results())
		return nil
	})
	// func.func: a new signature, and the body's block arguments converted.
	fn := conversion.NewPattern("func.func", func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
		ft := function.FunctionType(op)
		tcv := rw.TypeConverter()
		inputs, err := tcv.ConvertTypes(ft.Inputs)
		if err != nil {
			return err
		}
		results, err := tcv.ConvertTypes(ft.Results)
		if err != nil {
			return err
		}
		if _, err := rw.ConvertRegionTypes(op.Region(0), nil); err != nil {
			return err
		}
		rw.ModifyOpInPlace(op, func() {
			op.SetAttr("function_type", ctx.TypeAttr(ctx.FunctionType(inputs, results)))
		})
		return nil
	})
	// func.return: same op, new operands.
	ret := conversion.NewPattern("func.return", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		rw.ModifyOpInPlace(op, func() { op.SetOperands(operands) })
		return nil
	})
	return tc, target, []conversion.Pattern{generic, fn, ret}
}

func run(t *testing.T, src string, convert func(op *ir.Operation) error) (string, error) {
	t.Helper()
	ctx := newContext()
	mod, err := asm.ParseSourceString(ctx, "in.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	err = convert(mod)
	if verr := ir.Verify(mod); verr != nil {
		t.Fatalf("invalid IR after conversion: %v\n%s", verr, asm.String(mod, asm.PrintOptions{}))
	}
	return asm.String(mod, asm.PrintOptions{}), err
}

const widenInput = `func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  "test.keep"(%0) : (i32) -> ()
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}
`

// TestPartialConversion converts a function from i32 to i64: block arguments of every block
// change type, the unknown op test.keep keeps its i32 operand through a source
// materialization (an unrealized cast), and no cast is left where none is needed.
func TestPartialConversion(t *testing.T) {
	got, err := run(t, widenInput, func(mod *ir.Operation) error {
		tc, target, patterns := widen(mod.Context())
		return conversion.ApplyPartialConversion(mod, target, patterns, tc)
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func @f(%arg0: i64, %arg1: i64, %arg2: i1) -> i64 {
    %0 = arith.addi %arg0, %arg1 : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    "test.keep"(%1) : (i32) -> ()
    cf.cond_br %arg2, ^bb1(%0 : i64), ^bb1(%arg0 : i64)
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb0
    %3 = arith.muli %2, %2 : i64
    return %3 : i64
  }
}
`
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestFullConversionFails: test.keep is unknown to the target, so a full conversion fails on
// it with MLIR's message and leaves the input as it was.
func TestFullConversionFails(t *testing.T) {
	got, err := run(t, widenInput, func(mod *ir.Operation) error {
		tc, target, patterns := widen(mod.Context())
		return conversion.ApplyFullConversion(mod, target, patterns, tc)
	})
	if err == nil || !strings.Contains(err.Error(), "failed to legalize operation 'test.keep'") {
		t.Fatalf("want a failure on test.keep, got %v", err)
	}
	ctx := newContext()
	orig, _ := asm.ParseSourceString(ctx, "in.mlir", widenInput)
	if d := cmp.Diff(asm.String(orig, asm.PrintOptions{}), got); d != "" {
		t.Errorf("not rolled back (-want +got):\n%s", d)
	}
}

// TestIllegalOpRollsBack marks arith.muli illegal with no pattern that converts it: the partial
// conversion fails and everything the other patterns did is undone.
func TestIllegalOpRollsBack(t *testing.T) {
	got, err := run(t, widenInput, func(mod *ir.Operation) error {
		tc, target, patterns := widen(mod.Context())
		target.AddIllegalOp(arith.MulIOp{})
		generic := patterns[0]
		patterns[0] = conversion.NewPattern("", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			if op.Name() == "arith.muli" {
				return fmt.Errorf("no conversion for arith.muli")
			}
			return generic.MatchAndRewrite(op, operands, rw)
		})
		return conversion.ApplyPartialConversion(mod, target, patterns, tc)
	})
	if err == nil || !strings.Contains(err.Error(), "failed to legalize operation 'arith.muli' that was explicitly marked illegal") {
		t.Fatalf("want a failure on arith.muli, got %v", err)
	}
	ctx := newContext()
	orig, _ := asm.ParseSourceString(ctx, "in.mlir", widenInput)
	if d := cmp.Diff(asm.String(orig, asm.PrintOptions{}), got); d != "" {
		t.Errorf("not rolled back (-want +got):\n%s", d)
	}
}

// testBad is the kind of the unregistered op test.bad.
type testBad struct{}

func (testBad) OpName() string { return "test.bad" }

// fallbackPatterns are two patterns for arith.subi: the first (higher benefit) creates an op
// the target rejects, the second a constant.
func fallbackPatterns(ctx *ir.Context) (*conversion.Target, []conversion.Pattern) {
	target := conversion.NewTarget()
	target.AddLegalDialect(arith.Dialect, function.Dialect, builtin.Dialect)
	target.AddIllegalOp(arith.SubIOp{}, testBad{})
	bad := &conversion.FuncPattern{RootName: "arith.subi", BenefitValue: 2, Fn: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		n := rw.CreateOp("test.bad", operands, op.ResultTypes(), nil)
		rw.ReplaceOp(op, n.Results())
		return nil
	}}
	good := conversion.NewPattern("arith.subi", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		c := rw.CreateOp("arith.constant", nil, []ir.Type{ctx.I64()}, []ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(ctx.I64(), 0)}})
		rw.ReplaceOp(op, c.Results())
		return nil
	})
	return target, []conversion.Pattern{bad, good}
}

const fallbackInput = "func.func @g(%a: i64, %b: i64) -> i64 {\n  %0 = arith.subi %a, %b : i64\n  return %0 : i64\n}\n"

// TestPatternFallback: the first pattern creates an op the target rejects, so its rewrite is
// rolled back and the next pattern (lower benefit) applies.
func TestPatternFallback(t *testing.T) {
	got, err := run(t, fallbackInput, func(mod *ir.Operation) error {
		target, patterns := fallbackPatterns(mod.Context())
		return conversion.ApplyPartialConversion(mod, target, patterns, nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "module {\n  func.func @g(%arg0: i64, %arg1: i64) -> i64 {\n    %c0_i64 = arith.constant 0 : i64\n    return %c0_i64 : i64\n  }\n}\n"
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestNoPatternRollback: with rollback disallowed, the first pattern's illegal result fails
// the conversion at the op instead of falling back, and the IR is restored.
func TestNoPatternRollback(t *testing.T) {
	got, err := run(t, fallbackInput, func(mod *ir.Operation) error {
		target, patterns := fallbackPatterns(mod.Context())
		return conversion.Config{NoPatternRollback: true}.ApplyPartial(mod, target, patterns, nil)
	})
	if err == nil || !strings.Contains(err.Error(), "pattern rollback is disabled, but a pattern for 'arith.subi' failed after changing the IR") {
		t.Fatalf("want a rollback failure, got %v", err)
	}
	if !strings.Contains(got, "arith.subi") || strings.Contains(got, "test.bad") {
		t.Errorf("IR not restored:\n%s", got)
	}
}

// TestFoldBeforePatterns: an illegal op whose folder applies is replaced by the fold's result
// before any pattern is tried, as in MLIR; the constant the fold materializes is legal.
func TestFoldBeforePatterns(t *testing.T) {
	src := "func.func @g(%a: i64) -> i64 {\n  %0 = arith.subi %a, %a : i64\n  return %0 : i64\n}\n"
	got, err := run(t, src, func(mod *ir.Operation) error {
		target := conversion.NewTarget()
		target.AddLegalDialect(arith.Dialect, function.Dialect, builtin.Dialect)
		target.AddIllegalOp(arith.SubIOp{})
		never := conversion.NewOpPattern(func(arith.SubIOp, []*ir.Value, *conversion.Rewriter) error {
			return fmt.Errorf("the folder should have applied")
		})
		return conversion.ApplyPartialConversion(mod, target, []conversion.Pattern{never}, nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "module {\n  func.func @g(%arg0: i64) -> i64 {\n    %c0_i64 = arith.constant 0 : i64\n    return %c0_i64 : i64\n  }\n}\n"
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// dropArguments converts every func.func by dropping its entry block's arguments without a
// replacement, as Triton's function pattern does with an empty signature conversion.
func dropArguments(mod *ir.Operation) error {
	target := conversion.NewTarget()
	target.AddLegalDialect(arith.Dialect, function.Dialect, builtin.Dialect)
	target.AddDynamicallyLegalOp(func(op *ir.Operation) bool {
		return op.Region(0).Front().NumArguments() == 0
	}, function.FuncOp{})
	drop := conversion.NewOpPattern(func(fn function.FuncOp, _ []*ir.Value, rw *conversion.Rewriter) error {
		entry := fn.Body().Front()
		rw.ApplySignatureConversion(entry, conversion.NewSignatureConversion(entry.NumArguments()))
		return nil
	})
	return conversion.ApplyPartialConversion(mod, target, []conversion.Pattern{drop}, nil)
}

// TestDroppedArgumentStillUsed: an argument dropped without a replacement that is still used
// when the conversion ends fails it with MLIR's message, at the argument.
func TestDroppedArgumentStillUsed(t *testing.T) {
	ctx := newContext()
	src := "func.func @g(%a: i64, %b: i32) -> i64 {\n  %0 = arith.addi %a, %a : i64\n  return %0 : i64\n}\n"
	mod, err := asm.ParseSourceString(ctx, "in.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	err = dropArguments(mod)
	want := "in.mlir:1:14: error: failed to legalize unresolved materialization from () to ('i64') that remained live after conversion"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %q", err, want)
	}
}

// TestDroppedArgumentUnused: unused dropped arguments leave the new entry block without them
// and without any stand-in.
func TestDroppedArgumentUnused(t *testing.T) {
	ctx := newContext()
	src := "func.func @g(%a: i64) {\n  return\n}\n"
	mod, err := asm.ParseSourceString(ctx, "in.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := dropArguments(mod); err != nil {
		t.Fatal(err)
	}
	var fn function.FuncOp
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if f, ok := function.AsFunc(op); ok {
			fn = f
		}
		return ir.WalkAdvance
	})
	entry := fn.Body().Front()
	if entry.NumArguments() != 0 || entry.Len() != 1 {
		t.Errorf("entry block has %d arguments and %d ops, want 0 and 1:\n%s", entry.NumArguments(), entry.Len(), asm.String(mod, asm.PrintOptions{}))
	}
}

// TestBranchConvertsSuccessorRegion replaces a branch and then converts the argument types of
// its region's blocks, as Triton's branch patterns do: the new branch, placed before the
// replaced one that stays until the end, must name the successor's new block. The entry
// block, whose arguments are legal already, is kept.
func TestBranchConvertsSuccessorRegion(t *testing.T) {
	src := "func.func @f() {\n  %0 = \"test.source\"() : () -> i32\n  cf.br ^bb1(%0 : i32)\n" +
		"^bb1(%1: i32):\n  \"test.sink\"(%1) : (i32) -> ()\n  return\n}\n"
	var entry *ir.Block
	got, err := run(t, src, func(mod *ir.Operation) error {
		tc, _, _ := widen(mod.Context())
		target := conversion.NewTarget()
		target.AddLegalDialect(function.Dialect, builtin.Dialect)
		target.AddDynamicallyLegalDialect(tc.IsLegalOp, cf.Dialect)
		br := conversion.NewOpPattern(func(op cf.BranchOp, operands []*ir.Value, rw *conversion.Rewriter) error {
			entry = op.Block()
			n := rw.Create(&ir.OperationState{Name: op.Name(), Operands: operands, Successors: op.Successors()})
			rw.ReplaceOp(op.Operation, n.Results())
			_, err := rw.ConvertRegionTypes(op.ParentRegion(), nil)
			return err
		})
		return conversion.ApplyPartialConversion(mod, target, []conversion.Pattern{br}, tc)
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func @f() {
    %0 = "test.source"() : () -> i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    cf.br ^bb1(%1 : i64)
  ^bb1(%2: i64):  // pred: ^bb0
    %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
    "test.sink"(%3) : (i32) -> ()
    return
  }
}
`
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if entry == nil || entry.Parent() == nil {
		t.Error("the entry block, whose arguments need no conversion, was replaced")
	}
}

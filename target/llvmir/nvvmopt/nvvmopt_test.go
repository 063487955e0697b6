package nvvmopt

import (
	"math"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// expand runs the pass over a function dividing two values of type elem and returns the
// function's ops.
func expand(t *testing.T, elem string) []*ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, llvm.Dialect, nvvm.Dialect)
	src := "llvm.func @f(%a: " + elem + ", %b: " + elem + ") -> " + elem + " {\n  %0 = llvm.fdiv %a, %b : " + elem + "\n  llvm.return %0 : " + elem + "\n}\n"
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := New().Run(mod, nil); err != nil {
		t.Fatal(err)
	}
	var ops []*ir.Operation
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if op != mod {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	return ops
}

// TestF32DivisionStays checks that only f16 divisions are expanded.
func TestF32DivisionStays(t *testing.T) {
	for _, op := range expand(t, "f32") {
		if _, ok := nvvm.AsRcpApproxFtzF(op); ok {
			t.Fatalf("an f32 division was expanded")
		}
	}
}

// TestF16DivisionComputesQuotient evaluates the expansion of an f16 division, the
// reciprocal exact, and compares its f32 result before truncation with the quotient.
func TestF16DivisionComputesQuotient(t *testing.T) {
	ops := expand(t, "f16")
	for _, c := range [][2]float32{{1, 3}, {7, 0.25}, {-5.5, 1.75}, {1000, 7}, {0.001, 3}, {3, 0}} {
		vals := map[*ir.Value]float64{}
		var result float64
		for _, op := range ops {
			f := func(v *ir.Value) float64 { return vals[v] }
			switch {
			case isFunc(op):
				args := op.Region(0).Front().Arguments()
				vals[args[0]], vals[args[1]] = float64(c[0]), float64(c[1])
			case is[llvm.FpextOp](op):
				o, _ := llvm.AsFpext(op)
				vals[o.Res()] = f(o.Arg())
			case is[nvvm.RcpApproxFtzFOp](op):
				o, _ := nvvm.AsRcpApproxFtzF(op)
				vals[o.Res()] = float64(1 / float32(f(o.Arg())))
			case is[llvm.FmulOp](op):
				o, _ := llvm.AsFmul(op)
				vals[o.Res()] = float64(float32(f(o.Lhs()) * f(o.Rhs())))
			case is[llvm.FnegOp](op):
				o, _ := llvm.AsFneg(op)
				vals[o.Res()] = -f(o.Operand())
			case is[llvm.IntrFmaOp](op):
				o, _ := llvm.AsIntrFma(op)
				vals[o.Res()] = float64(float32(math.FMA(f(o.A()), f(o.B()), f(o.C()))))
			case is[llvm.MlirConstantOp](op):
				o, _ := llvm.AsMlirConstant(op)
				vals[o.Res()] = float64(o.ValueAttr().(*ir.IntegerAttr).Value)
			case is[llvm.BitcastOp](op):
				o, _ := llvm.AsBitcast(op)
				vals[o.Res()] = float64(math.Float32bits(float32(f(o.Arg()))))
			case is[llvm.AndOp](op):
				o, _ := llvm.AsAnd(op)
				vals[o.Res()] = float64(uint32(f(o.Lhs())) & uint32(f(o.Rhs())))
			case is[llvm.OrOp](op):
				o, _ := llvm.AsOr(op)
				vals[o.Res()] = float64(uint32(f(o.Lhs())) | uint32(f(o.Rhs())))
			case is[llvm.IcmpOp](op):
				o, _ := llvm.AsIcmp(op)
				vals[o.Res()] = 0
				if f(o.Lhs()) == f(o.Rhs()) {
					vals[o.Res()] = 1
				}
			case is[llvm.SelectOp](op):
				o, _ := llvm.AsSelect(op)
				vals[o.Res()] = f(o.FalseValue())
				if f(o.Condition()) != 0 {
					vals[o.Res()] = f(o.TrueValue())
				}
			case is[llvm.FptruncOp](op):
				o, _ := llvm.AsFptrunc(op)
				result = f(o.Arg())
			case is[llvm.ReturnOp](op):
			default:
				t.Fatalf("unexpected op %s in the expansion", op.Name())
			}
		}
		want := float64(c[0] / c[1])
		if math.IsInf(want, 0) {
			if result != want {
				t.Errorf("%v / %v = %v, want %v", c[0], c[1], result, want)
			}
			continue
		}
		if math.IsNaN(result) || math.Abs(result-want) > math.Abs(want)*1e-6 {
			t.Errorf("%v / %v = %v, want %v", c[0], c[1], result, want)
		}
	}
}

// isFunc reports whether op is an llvm.func.
func isFunc(op *ir.Operation) bool { _, ok := llvm.AsFunc(op); return ok }

// is reports whether op is a T.
func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

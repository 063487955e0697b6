package tritontotritongpu

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// convert runs Triton's partial conversion on mod: the conversion target says which ops need a
// layout, the patterns give it to them.
func convert(mod *ir.Operation, c *TypeConverter) error {
	tc := c.conversion()
	return conversion.ApplyPartialConversion(mod, newTarget(tc), newPatterns(c), tc)
}

// conversion returns the framework's type converter over c. Where a pattern needs a value in
// the layout the type converter gives it and the value has another, a ttg.convert_layout is
// built (Triton's target materialization).
func (c *TypeConverter) conversion() *conversion.TypeConverter {
	tc := conversion.NewTypeConverter()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		r, err := c.Convert(t)
		if err != nil {
			return nil, true
		}
		return r, true
	})
	tc.AddTargetMaterialization(func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		if _, ok := t.(*ir.RankedTensorType); !ok || len(inputs) != 1 {
			return nil
		}
		return ttg.BuildConvertLayout(b, loc, t, inputs[0]).Result()
	})
	return tc
}

// newTarget returns TritonGPUConversionTarget: the TritonGPU dialect is legal; the ops of
// arith, math, tt, cf, scf and ub are legal when their types and their regions' argument
// types are; a tt.dot needs dot-operand layouts on both operands, a tt.func tensor
// arguments with a layout; the scf ops Triton never lowers from are illegal.
func newTarget(tc *conversion.TypeConverter) *conversion.Target {
	t := conversion.NewTarget()
	t.AddLegalDialect(ttg.Dialect())
	t.AddIllegalOp(scf.ExecuteRegionOp{}, scf.ParallelOp{}, scf.ReduceOp{}, scf.ReduceReturnOp{})
	t.AddDynamicallyLegalDialect(func(op *ir.Operation) bool {
		return tc.IsLegalOp(op) && tc.IsLegalRegions(op)
	}, arith.Dialect, math.Dialect, tt.Dialect(), cf.Dialect, scf.Dialect, ub.Dialect)
	t.AddDynamicallyLegalOp(func(op *ir.Operation) bool {
		dot := ir.View[tt.DotOp](op)
		return isDotOperand(dot.A().Type()) && isDotOperand(dot.B().Type())
	}, tt.DotOp{})
	t.AddDynamicallyLegalOp(func(op *ir.Operation) bool {
		body := ir.View[tt.FuncOp](op).Body()
		if body.Empty() {
			return true
		}
		for _, a := range body.Front().Arguments() {
			if t, ok := a.Type().(*ir.RankedTensorType); ok && t.Encoding == nil {
				return false
			}
		}
		return true
	}, tt.FuncOp{})
	return t
}

func isDotOperand(t ir.Type) bool {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return false
	}
	_, ok = rt.Encoding.(*ttg.DotOperandEncoding)
	return ok
}

// tensorType returns the ranked tensor type of v.
func tensorType(v *ir.Value) *ir.RankedTensorType {
	t, _ := v.Type().(*ir.RankedTensorType)
	return t
}

func iota32(n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(i)
	}
	return out
}

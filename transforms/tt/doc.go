// Package ttpasses holds Triton's passes over Triton IR (lib/Dialect/Triton/Transforms), one
// pass per file: triton-combine, triton-reorder-broadcast, triton-rewrite-tensor-pointer,
// triton-rewrite-tensor-descriptor-to-pointer, triton-loop-unroll, triton-licm and
// triton-loop-aware-cse.
package ttpasses

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewCombine, NewReorderBroadcast, NewRewriteTensorPointer, NewRewriteTensorDescriptorToPointer,
		NewLoopUnroll, NewLICM, NewLoopAwareCSE)
}

// modulePass holds what the passes of this package share: they run on builtin.module and take
// no options.
type modulePass struct{}

// OpName anchors the pass on builtin.module.
func (modulePass) OpName() string { return "builtin.module" }

// is reports whether op is an op of view T.
func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// splatOrScalar returns the constant value of v: an integer or float attribute, the splat
// value of a dense constant, or nil.
func splatOrScalar(v *ir.Value) ir.Attribute {
	a := rewrite.ConstantValue(v.DefiningOp())
	if d, ok := a.(*ir.DenseElementsAttr); ok {
		if !d.Splat || len(d.Data) != 1 {
			return nil
		}
		switch et := d.Type.ElementType().(type) {
		case *ir.FloatType:
			return v.DefiningOp().Context().FloatAttrFromBits(et, d.Data[0])
		case *ir.IntegerType, *ir.IndexType:
			return v.DefiningOp().Context().IntegerAttr(et, int64(d.Data[0]))
		}
		return nil
	}
	return a
}

// isZero reports whether v is a constant integer zero or a float ±0, scalar or splat.
func isZero(v *ir.Value) bool {
	switch a := splatOrScalar(v).(type) {
	case *ir.IntegerAttr:
		return a.Big == nil && a.Value == 0
	case *ir.FloatAttr:
		return a.Value == 0
	}
	return false
}

package axisinfo

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// constantFolder finds the values that are constants, for deciding which way branches go, as
// MLIR's constant propagation does for its dead code analysis: constant-like ops, and ops
// whose fold hooks fold them given constant operands. Block arguments are not followed.
type constantFolder struct {
	known map[*ir.Value]ir.Attribute
}

// of returns the constant of each value, nil where it is not known.
func (f *constantFolder) of(vals []*ir.Value) []ir.Attribute {
	out := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		out[i] = f.value(v)
	}
	return out
}

// value returns the constant v is, or nil.
func (f *constantFolder) value(v *ir.Value) ir.Attribute {
	if c, seen := f.known[v]; seen {
		return c
	}
	f.known[v] = nil
	c := f.fold(v)
	f.known[v] = c
	return c
}

// fold folds the op defining v when its operands are constants. An in-place fold is undone:
// the analysis must not change the IR.
func (f *constantFolder) fold(v *ir.Value) ir.Attribute {
	op := v.DefiningOp()
	if op == nil {
		return nil
	}
	if c := rewrite.ConstantValue(op); c != nil {
		return c
	}
	def := op.Def()
	if _, isCall := ir.AsCall(op); def == nil || def.Fold == nil || isCall || op.NumRegions() > 0 {
		return nil
	}
	operands := op.Operands()
	attrs := f.of(operands)
	for _, a := range attrs {
		if a == nil {
			return nil
		}
	}
	discardable, props := op.Attrs(), op.Props()
	folded, ok := def.Fold(op, attrs)
	if !ok || len(folded) != op.NumResults() {
		if ok {
			op.SetOperands(operands)
			op.SetAttrs(discardable)
			op.SetProps(props)
		}
		return nil
	}
	r := folded[v.Index()]
	if r.Attr != nil {
		return r.Attr
	}
	if r.Value != nil && r.Value != v {
		return f.value(r.Value)
	}
	return nil
}

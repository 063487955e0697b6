package transforms

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ReconcileUnrealizedCasts is MLIR's `reconcile-unrealized-casts`: a
// builtin.unrealized_conversion_cast whose chain of input casts leads back to its result types
// is replaced by that chain's inputs, and the casts left without a use outside casts are erased.
// A cast that is still needed stays, silently: the pass never fails (MLIR 22's
// reconcileUnrealizedCasts).
type ReconcileUnrealizedCasts struct{}

// NewReconcileUnrealizedCasts returns the reconcile-unrealized-casts pass.
func NewReconcileUnrealizedCasts() pass.Pass { return &ReconcileUnrealizedCasts{} }

// Name returns "ReconcileUnrealizedCastsPass".
func (*ReconcileUnrealizedCasts) Name() string { return "ReconcileUnrealizedCastsPass" }

// Argument returns "reconcile-unrealized-casts".
func (*ReconcileUnrealizedCasts) Argument() string { return "reconcile-unrealized-casts" }

// Description describes the pass.
func (*ReconcileUnrealizedCasts) Description() string {
	return "Simplify and eliminate unrealized conversion casts"
}

// isCast reports whether op is a builtin.unrealized_conversion_cast.
func isCast(op *ir.Operation) bool {
	_, ok := builtin.AsUnrealizedConversionCast(op)
	return ok
}

// Run reconciles the casts nested in op.
func (*ReconcileUnrealizedCasts) Run(op *ir.Operation, am *pass.Analyses) error {
	var casts []*ir.Operation
	op.WalkPostOrder(func(o *ir.Operation) {
		if isCast(o) {
			casts = append(casts, o)
		}
	})
	// Bottom to top, fold each cast onto the inputs of the nearest cast up its chain whose input
	// types are its result types, unless those inputs are its own results (a cycle).
	for i := len(casts) - 1; i >= 0; i-- {
		c := casts[i]
		want := c.ResultTypes()
		for in := c; in != nil; in = castInput(in) {
			if !sameTypes(in.OperandTypes(), want) {
				continue
			}
			if !definesAny(c, in.Operands()) {
				for i, r := range c.Results() {
					r.ReplaceAllUsesWith(in.Operand(i))
				}
			}
			break
		}
	}
	// A cast is live when an op other than a cast uses it, and so are the casts it reads.
	live := map[*ir.Operation]bool{}
	markLive := func(c *ir.Operation) {
		stack := []*ir.Operation{c}
		for len(stack) > 0 {
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if live[o] {
				continue
			}
			live[o] = true
			for _, v := range o.Operands() {
				if d := v.DefiningOp(); d != nil && isCast(d) {
					stack = append(stack, d)
				}
			}
		}
	}
	for _, c := range casts {
		if live[c] {
			continue
		}
		for _, r := range c.Results() {
			if usedOutsideCasts(r) {
				markLive(c)
				break
			}
		}
	}
	for _, c := range casts {
		if !live[c] {
			c.Erase()
		}
	}
	return nil
}

// usedOutsideCasts reports whether an op other than a cast uses v.
func usedOutsideCasts(v *ir.Value) bool {
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		if !isCast(u.Owner()) {
			return true
		}
	}
	return false
}

// definesAny reports whether op defines one of vs.
func definesAny(op *ir.Operation, vs []*ir.Value) bool {
	for _, v := range vs {
		if v.DefiningOp() == op {
			return true
		}
	}
	return false
}

// castInput returns the cast whose results are exactly c's operands, in order, or nil.
func castInput(c *ir.Operation) *ir.Operation {
	ins := ir.View[builtin.UnrealizedConversionCastOp](c).Inputs()
	if len(ins) == 0 {
		return nil
	}
	d := ins[0].DefiningOp()
	if d == nil || !isCast(d) || d.NumResults() != c.NumOperands() {
		return nil
	}
	for i, v := range c.Operands() {
		if v != d.Result(i) {
			return nil
		}
	}
	return d
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

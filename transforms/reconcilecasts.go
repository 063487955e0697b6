package transforms

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ReconcileUnrealizedCasts is MLIR's `reconcile-unrealized-casts`: chains of
// builtin.unrealized_conversion_cast that lead back to the types they started from are
// replaced by the chain's inputs, dead casts are erased, and a cast that is still needed
// fails the pass.
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

const castOp = "builtin.unrealized_conversion_cast"

// Run reconciles the casts nested in op.
func (*ReconcileUnrealizedCasts) Run(op *ir.Operation, am *pass.Analyses) error {
	var casts []*ir.Operation
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == castOp {
			casts = append(casts, o)
		}
		return ir.WalkAdvance
	})
	// Fold each cast onto the input of the nearest cast up its chain whose input types are
	// its result types.
	for _, c := range casts {
		if c.Block() == nil {
			continue
		}
		want := c.ResultTypes()
		for in := castInput(c); in != nil; in = castInput(in) {
			if sameTypes(in.OperandTypes(), want) {
				for i, r := range c.Results() {
					r.ReplaceAllUsesWith(in.Operand(i))
				}
				break
			}
		}
	}
	// Erase dead casts, users first.
	for changed := true; changed; {
		changed = false
		for i := len(casts) - 1; i >= 0; i-- {
			c := casts[i]
			if c.Block() != nil && c.UseEmpty() {
				c.Erase()
				changed = true
			}
		}
	}
	for _, c := range casts {
		if c.Block() != nil {
			return ir.Errorf(c.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", castOp)
		}
	}
	return nil
}

// castInput returns the cast whose results are exactly c's operands, in order, or nil.
func castInput(c *ir.Operation) *ir.Operation {
	if c.NumOperands() == 0 {
		return nil
	}
	d := c.Operand(0).DefiningOp()
	if d == nil || d.Name() != castOp || d.NumResults() != c.NumOperands() {
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

package transforms

import (
	"math/big"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// LICM is MLIR's loop-invariant code motion (`loop-invariant-code-motion`). Loops (ops with
// the LoopLike trait: scf.for, scf.while, scf.parallel, scf.forall) are visited innermost
// first; in each region of a loop, the top-level ops that have no memory effects, are
// speculatable and use only values defined outside the loop (or inside themselves) move right
// before the loop, in order. A moved op's users in the same region are reconsidered, so chains
// of invariant ops move together.
type LICM struct{}

// NewLICM returns the loop-invariant-code-motion pass.
func NewLICM() pass.Pass { return &LICM{} }

// Name returns "LoopInvariantCodeMotion".
func (*LICM) Name() string { return "LoopInvariantCodeMotion" }

// Argument returns "loop-invariant-code-motion".
func (*LICM) Argument() string { return "loop-invariant-code-motion" }

// Description describes the pass.
func (*LICM) Description() string {
	return "Hoist loop invariant instructions outside of the loop"
}

// Run hoists the loop-invariant ops of every loop nested in op.
func (*LICM) Run(op *ir.Operation, am *pass.Analyses) error {
	var loops []*ir.Operation
	op.WalkPostOrder(func(o *ir.Operation) {
		if o.HasTrait(ir.LoopLike) {
			loops = append(loops, o)
		}
	})
	for _, loop := range loops {
		hoistLoopInvariants(loop)
	}
	return nil
}

// hoistLoopInvariants moves the invariant ops of loop's regions before loop.
func hoistLoopInvariants(loop *ir.Operation) {
	for _, r := range loop.Regions() {
		var queue []*ir.Operation
		for _, b := range r.Blocks() {
			queue = append(queue, b.Ops()...)
		}
		for len(queue) > 0 {
			op := queue[0]
			queue = queue[1:]
			if op.ParentRegion() != r || !rewrite.IsMemoryEffectFree(op) || !isSpeculatable(op) || !invariantIn(op, loop) {
				continue
			}
			op.MoveBefore(loop)
			for _, res := range op.Results() {
				for u := res.FirstUse(); u != nil; u = u.NextUse() {
					if u.Owner().ParentRegion() == r {
						queue = append(queue, u.Owner())
					}
				}
			}
		}
	}
}

// invariantIn reports whether op, not a terminator, uses only values defined outside loop or
// inside op itself.
func invariantIn(op, loop *ir.Operation) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	return op.Walk(func(child *ir.Operation) ir.WalkResult {
		for _, v := range child.Operands() {
			owner := valueRegionOwner(v)
			if op.IsAncestorOf(owner) {
				continue
			}
			if loop.IsAncestorOf(owner) {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	}) != ir.WalkInterrupt
}

// valueRegionOwner returns the op whose region defines v.
func valueRegionOwner(v *ir.Value) *ir.Operation {
	if op := v.DefiningOp(); op != nil {
		return op.ParentOp()
	}
	return v.OwnerBlock().ParentOp()
}

// isSpeculatable reports whether op may run where it would not have: Pure ops, divisions by
// constants that cannot trap, and scf.if and unit-step scf.for whose nested ops all are.
func isSpeculatable(op *ir.Operation) bool {
	switch op.Name() {
	case "arith.divui", "arith.ceildivui":
		return constantDivisorIsSafe(op.Operand(1), false)
	case "arith.divsi", "arith.ceildivsi":
		return constantDivisorIsSafe(op.Operand(1), true)
	case "scf.if":
		return nestedSpeculatable(op)
	case "scf.for":
		step, ok := rewrite.ConstantValue(op.Operand(2).DefiningOp()).(*ir.IntegerAttr)
		return ok && step.Value == 1 && nestedSpeculatable(op)
	}
	return op.HasTrait(ir.Pure)
}

func nestedSpeculatable(op *ir.Operation) bool {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !isSpeculatable(o) {
					return false
				}
			}
		}
	}
	return true
}

// constantDivisorIsSafe reports whether v is an integer constant (scalar or dense) whose
// range of values excludes zero and, for a signed division, -1, as MLIR's
// m_IntRangeWithoutZeroU/S and m_IntRangeWithoutNegOneS judge arith.constant's range: the
// unsigned minimum must be positive; signed, the range must lie on one side of zero and of -1.
func constantDivisorIsSafe(v *ir.Value, signed bool) bool {
	var elems []*big.Int
	var width int
	switch c := rewrite.ConstantValue(v.DefiningOp()).(type) {
	case *ir.IntegerAttr:
		width = ir.IntOrFloatBitWidth(c.Type)
		if c.Big != nil {
			elems = []*big.Int{c.Big}
		} else {
			elems = []*big.Int{big.NewInt(c.Value)}
		}
	case *ir.DenseElementsAttr:
		width = ir.IntOrFloatBitWidth(c.Type.ElementType())
		if c.Wide != nil {
			elems = c.Wide
		} else {
			for _, d := range c.Data {
				elems = append(elems, new(big.Int).SetUint64(d))
			}
		}
	default:
		return false
	}
	if len(elems) == 0 {
		return false
	}
	if width <= 0 {
		width = 64
	}
	modulus := new(big.Int).Lsh(big.NewInt(1), uint(width))
	half := new(big.Int).Rsh(modulus, 1)
	var umin, smin, smax *big.Int
	for _, e := range elems {
		u := new(big.Int).Mod(e, modulus)
		sv := new(big.Int).Set(u)
		if u.Cmp(half) >= 0 {
			sv.Sub(sv, modulus)
		}
		if umin == nil || u.Cmp(umin) < 0 {
			umin = u
		}
		if smin == nil || sv.Cmp(smin) < 0 {
			smin = sv
		}
		if smax == nil || sv.Cmp(smax) > 0 {
			smax = sv
		}
	}
	if !signed {
		return umin.Sign() > 0
	}
	minusOne := big.NewInt(-1)
	return (smin.Sign() > 0 || smax.Sign() < 0) && (smin.Cmp(minusOne) > 0 || smax.Cmp(minusOne) < 0)
}

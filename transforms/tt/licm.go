package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// LICM is triton-licm: MLIR's loop-invariant code motion, innermost loops first, that also
// hoists tt.load out of scf.for loops that only read memory, guarding the load's mask with
// `lower bound < upper bound` so that a loop that runs no iteration loads nothing.
type LICM struct{ modulePass }

// NewLICM returns the triton-licm pass.
func NewLICM() pass.Pass { return &LICM{} }

// Name returns "TritonLoopInvariantCodeMotion".
func (*LICM) Name() string { return "TritonLoopInvariantCodeMotion" }

// Argument returns "triton-licm".
func (*LICM) Argument() string { return "triton-licm" }

// Description describes the pass.
func (*LICM) Description() string { return "MLIR's LICM plus hoist load ops out of loops with masks." }

// Run hoists the loop-invariant ops of every loop in the module.
func (*LICM) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var loops []*ir.Operation
	mod.WalkPostOrder(func(op *ir.Operation) {
		if op.HasTrait(ir.LoopLike) {
			loops = append(loops, op)
		}
	})
	for _, loop := range loops {
		hoistInvariants(loop)
	}
	return nil
}

// hoistInvariants moves the invariant ops of loop's regions before it, as MLIR's
// moveLoopInvariantCode: a FIFO worklist seeded with the top-level ops of each region, and the
// users of each moved op re-queued.
func hoistInvariants(loop *ir.Operation) {
	onlyReads := -1 // whether the loop's effects are all reads, computed on first need
	for _, region := range loop.Regions() {
		var queue []*ir.Operation
		for _, b := range region.Blocks() {
			queue = append(queue, b.Ops()...)
		}
		for len(queue) > 0 {
			op := queue[0]
			queue = queue[1:]
			if op.ParentRegion() != region {
				continue
			}
			load, isLoad := tt.AsLoad(op)
			if isLoad {
				if onlyReads < 0 {
					onlyReads = 0
					if effectsOnlyRead(loop) {
						onlyReads = 1
					}
				}
				if !effectsOnlyRead(op) || onlyReads == 0 {
					continue
				}
			} else if !speculatable(op) || !memoryEffectFree(op) {
				continue
			}
			if !canBeHoisted(op, loop) {
				continue
			}
			if isLoad {
				forOp, ok := scf.AsFor(loop)
				if !ok {
					continue
				}
				guardLoad(load, forOp)
			}
			op.MoveBefore(loop)
			for _, r := range op.Results() {
				for u := r.FirstUse(); u != nil; u = u.NextUse() {
					if u.Owner().ParentRegion() == region {
						queue = append(queue, u.Owner())
					}
				}
			}
		}
	}
}

// canBeHoisted reports whether op is not a terminator and every value it and its nested ops
// use is defined outside loop or inside op.
func canBeHoisted(op, loop *ir.Operation) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	return op.Walk(func(child *ir.Operation) ir.WalkResult {
		for _, v := range child.Operands() {
			if op.IsAncestorOf(v.ParentBlock().ParentOp()) {
				continue
			}
			if loop.IsAncestorOf(v.ParentBlock().ParentOp()) {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	}) != ir.WalkInterrupt
}

// guardLoad makes a hoisted load's mask false when the loop runs no iteration.
func guardLoad(load tt.LoadOp, loop scf.ForOp) {
	ctx := load.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(loop.Operation)
	loc := loop.Loc()
	mask := arith.BuildCmpI(b, loc, ctx.I1(), loop.LowerBound(), loop.UpperBound(),
		ir.NamedAttribute{Name: "predicate", Value: ctx.IntegerAttr(ctx.I64(), 2)}).Result()
	if pt, ok := load.Ptr().Type().(*ir.RankedTensorType); ok {
		mt := ctx.RankedTensorType(pt.Dims, ctx.I1(), pt.Encoding)
		mask = tt.BuildSplat(b, loc, mt, mask).Result()
	}
	if old := load.Mask(); old != nil {
		mask = arith.BuildAndI(b, loc, mask, old).Result()
	}
	load.SetMask(mask)
}

// speculatable reports whether op may run where it would not have: pure ops, divisions by a
// constant that cannot trap, and ops with recursive effects whose nested ops are speculatable.
func speculatable(op *ir.Operation) bool {
	if op.HasTrait(ir.Pure) || op.HasTrait(ir.ConstantLike) {
		return true
	}
	if divisor, signed, ok := division(op); ok {
		return nonZeroConstant(divisor, signed)
	}
	if _, isMap := tt.AsMapElementwise(op); op.HasTrait(ir.RecursiveMemoryEffects) && !isMap {
		ok := true
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil && ok; o = o.Next() {
					ok = speculatable(o)
				}
			}
		}
		return ok
	}
	return false
}

// division returns the divisor of an integer division that traps on a zero divisor (and, when
// signed, on -1), and whether op is one.
func division(op *ir.Operation) (divisor *ir.Value, signed, ok bool) {
	if d, ok := arith.AsDivUI(op); ok {
		return d.Rhs(), false, true
	}
	if d, ok := arith.AsCeilDivUI(op); ok {
		return d.Rhs(), false, true
	}
	if d, ok := arith.AsDivSI(op); ok {
		return d.Rhs(), true, true
	}
	if d, ok := arith.AsCeilDivSI(op); ok {
		return d.Rhs(), true, true
	}
	return nil, false, false
}

// nonZeroConstant reports whether v is a constant other than zero (and, for signed division,
// other than -1).
func nonZeroConstant(v *ir.Value, signed bool) bool {
	a, ok := splatOrScalar(v).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return false
	}
	return a.Value != 0 && !(signed && a.Value == -1)
}

// memoryEffectFree reports whether op (with the ops nested in it) has no memory effects.
func memoryEffectFree(op *ir.Operation) bool {
	if op.HasTrait(ir.NoMemoryEffect) {
		return true
	}
	return rewrite.IsMemoryEffectFree(op)
}

// effectsOnlyRead reports whether every memory effect of op and its nested ops is known and a
// read.
func effectsOnlyRead(op *ir.Operation) bool {
	if op.Def() == nil {
		return false
	}
	load, isLoad := tt.AsLoad(op)
	switch {
	case op.HasTrait(ir.MemoryWrite):
		return false
	case isLoad:
		return !load.IsVolatile()
	case op.HasTrait(ir.MemoryRead), memoryEffectFree(op) && !op.HasTrait(ir.RecursiveMemoryEffects):
		return true
	case op.HasTrait(ir.RecursiveMemoryEffects):
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					if !effectsOnlyRead(o) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}

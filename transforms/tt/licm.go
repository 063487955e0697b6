package ttpasses

import (
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
			if op.Name() == "tt.load" {
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
			if op.Name() == "tt.load" {
				if loop.Name() != "scf.for" {
					continue
				}
				guardLoad(op, loop)
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
func guardLoad(load, loop *ir.Operation) {
	b := ir.NewBuilder(load.Context())
	b.Loc = loop.Loc()
	b.SetInsertionPoint(loop)
	ctx := load.Context()
	cond := b.Create(&ir.OperationState{Name: "arith.cmpi", Operands: []*ir.Value{loop.Operand(0), loop.Operand(1)},
		Types: []ir.Type{ctx.I1()}, Attrs: []ir.NamedAttribute{{Name: "predicate", Value: ctx.IntegerAttr(ctx.I64(), 2)}}}).Result(0)
	mask := cond
	if pt, ok := load.Operand(0).Type().(*ir.RankedTensorType); ok {
		mt := ctx.RankedTensorType(pt.Dims, ctx.I1(), pt.Encoding)
		mask = b.CreateOp("tt.splat", []*ir.Value{cond}, []ir.Type{mt}, nil).Result(0)
	}
	operands := load.Operands()
	segs := []int32{1, 0, 0}
	if d, ok := load.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok {
		for i, v := range d.Int64s() {
			segs[i] = int32(v)
		}
	}
	if segs[1] == 1 {
		mask = b.CreateOp("arith.andi", []*ir.Value{mask, operands[1]}, []ir.Type{mask.Type()}, nil).Result(0)
		operands[1] = mask
	} else {
		operands = append([]*ir.Value{operands[0], mask}, operands[1:]...)
		segs[1] = 1
	}
	load.SetOperands(operands)
	load.SetProp("operandSegmentSizes", ctx.DenseI32ArrayAttr(segs))
}

// speculatable reports whether op may run where it would not have: pure ops, divisions by a
// constant that cannot trap, and ops with recursive effects whose nested ops are speculatable.
func speculatable(op *ir.Operation) bool {
	if op.HasTrait(ir.Pure) || op.HasTrait(ir.ConstantLike) {
		return true
	}
	switch op.Name() {
	case "arith.divui", "arith.ceildivui":
		return nonZeroConstant(op.Operand(1), false)
	case "arith.divsi", "arith.ceildivsi":
		return nonZeroConstant(op.Operand(1), true)
	}
	if op.HasTrait(ir.RecursiveMemoryEffects) && op.Name() != "tt.map_elementwise" {
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
	switch {
	case op.HasTrait(ir.MemoryWrite):
		return false
	case op.Name() == "tt.load":
		if v, ok := op.Attr("isVolatile").(*ir.IntegerAttr); ok && v.Value != 0 {
			return false
		}
		return true
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

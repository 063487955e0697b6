package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	ttngpasses "github.com/ttgo/ttgo/transforms/ttng"
)

// lowerTMADescriptors is Triton's lowerTMADescriptors: each tt.make_tensor_descriptor in the
// loop writes its TMA descriptor into the next of a ring of global scratch slots, one per
// stage of the schedule (one more with a warp_group_dot, which lengthens the pipeline), so a
// descriptor still read by a copy of an earlier iteration is not overwritten. Each ring has
// its own counter carried by the loop.
func lowerTMADescriptors(forOp scf.ForOp, s *coarseSchedule) (scf.ForOp, error) {
	numBuffers := s.numStages - 1
	for _, op := range bodyOps(forOp) {
		if isOp[ttng.WarpGroupDotOp](op) {
			numBuffers++
			break
		}
	}
	var makes []tt.MakeTensorDescriptorOp
	forOp.Walk(func(op *ir.Operation) ir.WalkResult {
		if m, ok := tt.AsMakeTensorDescriptor(op); ok {
			makes = append(makes, m)
		}
		return ir.WalkAdvance
	})
	if len(makes) == 0 {
		return forOp, nil
	}
	ctx := forOp.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(forOp.Operation)
	allocs := make([]*ir.Value, len(makes))
	for i, m := range makes {
		alloc := ttg.BuildGlobalScratchAlloc(b, m.Loc(), tt.Pointer(ctx, ctx.IntegerType(8), 1))
		alloc.SetNbytes(int64(numBuffers * ttngpasses.TMADescriptorBytes))
		alloc.SetAlignment(ttngpasses.TMADescriptorBytes)
		allocs[i] = alloc.Result()
	}
	loc := forOp.Loc()
	zero := constantI32(b, loc, 0)
	one := constantI32(b, loc, 1)
	numBuffersValue := constantI32(b, loc, numBuffers)
	inits := make([]*ir.Value, len(makes))
	for i := range inits {
		inits[i] = zero
	}
	firstCounter := body(forOp).NumArguments()
	forOp = addIterArgsToLoop(forOp, inits)
	yield := body(forOp).Terminator()
	yield.SetOperands(append(yield.Operands(), inits...))
	for i, m := range makes {
		counter := body(forOp).Argument(firstCounter + i)
		next, err := rewriteTMADescriptor(m, allocs[i], counter, numBuffersValue, zero, one, s)
		if err != nil {
			return forOp, err
		}
		move := func(from, to *ir.Operation) { moveSchedulePlace(s, from, to) }
		if next, err = sinkValueRedefinition(rewrite.NewRewriter(forOp.Context(), nil), counter, next, m.Operation.Block(), move); err != nil {
			return forOp, err
		}
		body(forOp).Terminator().SetOperand(firstCounter+i-1, next)
	}
	return forOp, nil
}

// rewriteTMADescriptor makes makeDesc write its descriptor into slot counter of the ring alloc and
// its users read it from there; it returns the counter of the next iteration.
func rewriteTMADescriptor(makeDesc tt.MakeTensorDescriptorOp, alloc, counter, numBuffers, zero, one *ir.Value, s *coarseSchedule) (*ir.Value, error) {
	b := newStageBuilder(makeDesc.Operation, s)
	loc := makeDesc.Loc()
	slotBytes := constantI32(b, loc, ttngpasses.TMADescriptorBytes)
	offset := arith.BuildMulI(b, loc, slotBytes, counter).Result()
	slot := tt.BuildAddptr(b, loc, alloc.Type(), alloc, offset).Result()
	if err := ttngpasses.CreateTMADescriptor(b, slot, makeDesc); err != nil {
		return nil, err
	}
	ttng.BuildTensormapFenceproxyAcquire(b, loc, slot)
	desc := ttng.BuildReinterpretTensorDescriptor(b, loc, makeDesc.Result().Type(), slot).Result()
	makeDesc.Result().ReplaceAllUsesWith(desc)
	next, _ := incrementModulo(b, loc, counter, numBuffers, zero, one)
	return next, nil
}

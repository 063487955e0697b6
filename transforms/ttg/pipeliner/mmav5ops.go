package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// The mutators of Triton's MMAv5OpInterface, on tc_gen5_mma and tc_gen5_mma_scaled.

// addCompletionBarrier makes the MMA arrive on barrier, under pred, when it completes.
func (m mmaV5) addCompletionBarrier(barrier, pred *ir.Value) {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		mm.SetBarriers(append(slices.Clone(mm.Barriers()), barrier))
		mm.SetBarrierPreds(append(slices.Clone(mm.BarrierPreds()), pred))
		return
	}
	mm := ir.View[ttng.TcGen5MmaScaledOp](m.op)
	mm.SetBarriers(append(slices.Clone(mm.Barriers()), barrier))
	mm.SetBarrierPreds(append(slices.Clone(mm.BarrierPreds()), pred))
}

// setAsync marks the MMA asynchronous.
func (m mmaV5) setAsync() {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		mm.SetIsAsync(true)
		return
	}
	ir.View[ttng.TcGen5MmaScaledOp](m.op).SetIsAsync(true)
}

// setAccumulator makes the MMA accumulate into acc.
func (m mmaV5) setAccumulator(acc *ir.Value) {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		mm.SetD(acc)
		return
	}
	ir.View[ttng.TcGen5MmaScaledOp](m.op).SetD(acc)
}

// dropAccDep removes the token the MMA's accumulator access depends on and returns the token
// the MMA produces (nil when it has none).
func (m mmaV5) dropAccDep() *ir.Value {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		mm.SetAccDep(nil)
		return mm.Token()
	}
	mm := ir.View[ttng.TcGen5MmaScaledOp](m.op)
	mm.SetAccDep(nil)
	return mm.Token()
}

// predicate returns the MMA's predicate.
func (m mmaV5) predicate() *ir.Value {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		return mm.Pred()
	}
	return ir.View[ttng.TcGen5MmaScaledOp](m.op).Pred()
}

// setPredicate makes pred the MMA's predicate.
func (m mmaV5) setPredicate(pred *ir.Value) {
	if mm, ok := ttng.AsTcGen5Mma(m.op); ok {
		mm.SetPred(pred)
		return
	}
	ir.View[ttng.TcGen5MmaScaledOp](m.op).SetPred(pred)
}

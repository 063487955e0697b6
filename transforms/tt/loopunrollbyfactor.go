package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// unrollByFactor unrolls the scf.for loop by factor (> 1) in place, as MLIR's
// loopUnrollByFactor at the LLVM revision Triton 3.6 pins (f6ded0be), and returns the epilogue
// loop that runs the remaining iterations and true, or false where there is none (the trip count is a
// known multiple of factor, the body is empty, or the epilogue ran once and was inlined).
//
// The new bounds are built right before the loop with its location: constants where the bounds
// and the step are constants, else the IR that computes
// ub' = lb + (tc - tc mod factor) * step with tc = (ub - lb + step - 1) / step, and step * factor.
// The epilogue is a copy of the loop placed after it that starts at ub' and takes the main
// loop's results as its initial values. A main loop or epilogue left with one iteration (or
// a count that reads negative, see staticTripCount) is inlined into its block, one left with
// none is erased. Constant bounds and the trip count are read sign-extended, as that LLVM
// reads them even in unsigned loops; the Triton-recorded tests pin these quirks.
//
// Where the trip count is static but a bound is not a constant (the bounds are one value),
// that LLVM aborts on reading the bound as a constant; here such a loop takes the dynamic path,
// as later MLIR does.
func unrollByFactor(loop scf.ForOp, factor uint64) (scf.ForOp, bool) {
	body := loop.Region().Front()
	if body.Len() == 1 {
		return scf.ForOp{}, false
	}
	ctx := loop.Context()
	loc := loop.Loc()
	lb, ub, step := loop.LowerBound(), loop.UpperBound(), loop.Step()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(loop.Operation)

	var ubUnrolled, stepUnrolled *ir.Value
	withEpilogue := true
	if tc, ok := staticTripCount(loop); ok && allConstant(lb, ub, step) {
		lbC, _ := boundConstant(lb)
		ubC, _ := boundConstant(ub)
		stepC, _ := boundConstant(step)
		n := uint64(tc.signed())
		even := n - n%factor
		ubUnrolledC := int64(uint64(lbC) + even*uint64(stepC))
		stepUnrolledC := int64(uint64(stepC) * factor)
		withEpilogue = ubUnrolledC < ubC
		ubUnrolled = ub
		if withEpilogue {
			ubUnrolled = buildConstant(b, loc, ub.Type(), ubUnrolledC)
		}
		stepUnrolled = step
		if stepUnrolledC != stepC {
			stepUnrolled = buildConstant(b, loc, step.Type(), stepUnrolledC)
		}
	} else {
		diff := arith.BuildSubI(b, loc, ub, lb).Result()
		one := buildConstant(b, loc, diff.Type(), 1)
		sum := arith.BuildAddI(b, loc, diff, arith.BuildSubI(b, loc, step, one).Result()).Result()
		tc := arith.BuildDivUI(b, loc, sum, step).Result()
		f := buildConstant(b, loc, tc.Type(), int64(factor))
		even := arith.BuildSubI(b, loc, tc, arith.BuildRemSI(b, loc, tc, f).Result()).Result()
		ubUnrolled = arith.BuildAddI(b, loc, lb, arith.BuildMulI(b, loc, even, step).Result()).Result()
		stepUnrolled = arith.BuildMulI(b, loc, step, f).Result()
	}

	var epilogue scf.ForOp
	if withEpilogue {
		epilogue = ir.View[scf.ForOp](loop.Clone(nil))
		b.SetInsertionPointAfter(loop.Operation)
		b.Insert(epilogue.Operation)
		epilogue.SetLowerBound(ubUnrolled)
		results := epilogue.Results()
		for i, r := range loop.Results() {
			r.ReplaceAllUsesWith(results[i])
		}
		epilogue.SetInitArgs(loop.Results())
		if promoteIfSingleIteration(epilogue) {
			withEpilogue = false
		}
	}
	loop.SetUpperBound(ubUnrolled)
	loop.SetStep(stepUnrolled)
	unrollBody(loop, factor, step)
	promoteIfSingleIteration(loop)
	return epilogue, withEpilogue
}

// unrollBody appends factor-1 copies of the loop body before its terminator, as MLIR's
// generateUnrolledLoop: copy i sees the values the previous copy yields in place of the
// iteration arguments and iv + step * i in place of the induction variable (built only when
// the induction variable has uses), and the terminator yields what the last copy computes.
func unrollBody(loop scf.ForOp, factor uint64, step *ir.Value) {
	body := loop.Region().Front()
	term := body.Terminator()
	ops := body.Ops()
	ops = ops[:len(ops)-1]
	iv := body.Argument(0)
	iterArgs := body.Arguments()[1:]
	yielded := term.Operands()
	last := append([]*ir.Value(nil), yielded...)
	b := ir.NewBuilder(loop.Context())
	b.SetInsertionPoint(term)
	loc := loop.Loc()
	for i := uint64(1); i < factor; i++ {
		mapping := map[*ir.Value]*ir.Value{}
		for j, a := range iterArgs {
			mapping[a] = last[j]
		}
		if iv.HasUses() {
			stride := arith.BuildMulI(b, loc, step, buildConstant(b, loc, iv.Type(), int64(i))).Result()
			mapping[iv] = arith.BuildAddI(b, loc, iv, stride).Result()
		}
		for _, op := range ops {
			b.Insert(op.Clone(mapping))
		}
		for j, v := range yielded {
			if m, ok := mapping[v]; ok {
				last[j] = m
			} else {
				last[j] = v
			}
		}
	}
	term.SetOperands(last)
}

// promoteIfSingleIteration is scf.for's promoteIfSingleIteration: a loop of static trip count
// 0 is replaced by its initial values, one of trip count 1 by its body with the lower bound
// for the induction variable. It reports whether the loop is gone.
func promoteIfSingleIteration(loop scf.ForOp) bool {
	tc, ok := staticTripCount(loop)
	if !ok || tc.signed() > 1 {
		return false
	}
	inits := loop.InitArgs()
	if tc.bits == 0 {
		for i, r := range loop.Results() {
			r.ReplaceAllUsesWith(inits[i])
		}
		loop.Erase()
		return true
	}
	body := loop.Region().Front()
	term := body.Terminator()
	yielded := term.Operands()
	for i, r := range loop.Results() {
		r.ReplaceAllUsesWith(yielded[i])
	}
	body.Argument(0).ReplaceAllUsesWith(loop.LowerBound())
	for i, a := range body.Arguments()[1:] {
		a.ReplaceAllUsesWith(inits[i])
	}
	for _, op := range body.Ops() {
		if op != term {
			op.MoveBefore(loop.Operation)
		}
	}
	loop.Erase()
	return true
}

// allConstant reports whether every value is defined by an integer constant.
func allConstant(vs ...*ir.Value) bool {
	for _, v := range vs {
		if _, ok := boundConstant(v); !ok {
			return false
		}
	}
	return true
}

// buildConstant builds `arith.constant v : t` at loc, v truncated to t's width.
func buildConstant(b *ir.Builder, loc ir.Location, t ir.Type, v int64) *ir.Value {
	return arith.BuildConstant(b, loc, t, ir.NamedAttribute{Name: "value", Value: b.Ctx.IntegerAttr(t, v)}).Result()
}

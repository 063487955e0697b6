package ttpasses

import (
	"github.com/ttgo/ttgo/ir"
)

// unrollByFactor unrolls the scf.for loop by factor (> 1) in place, as MLIR's
// loopUnrollByFactor at the LLVM revision Triton 3.6 pins (f6ded0be), and returns the epilogue
// loop that runs the remaining iterations, or nil where there is none (the trip count is a
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
func unrollByFactor(loop *ir.Operation, factor uint64) *ir.Operation {
	body := loop.Region(0).Front()
	if body.Len() == 1 {
		return nil
	}
	ctx := loop.Context()
	loc := loop.Loc()
	lb, ub, step := loop.Operand(0), loop.Operand(1), loop.Operand(2)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(loop)
	b.Loc = loc

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
			ubUnrolled = buildConstant(b, ub.Type(), ubUnrolledC)
		}
		stepUnrolled = step
		if stepUnrolledC != stepC {
			stepUnrolled = buildConstant(b, step.Type(), stepUnrolledC)
		}
	} else {
		diff := buildBinary(b, "arith.subi", ub, lb)
		one := buildConstant(b, diff.Type(), 1)
		sum := buildBinary(b, "arith.addi", diff, buildBinary(b, "arith.subi", step, one))
		tc := buildBinary(b, "arith.divui", sum, step)
		f := buildConstant(b, tc.Type(), int64(factor))
		even := buildBinary(b, "arith.subi", tc, buildBinary(b, "arith.remsi", tc, f))
		ubUnrolled = buildBinary(b, "arith.addi", lb, buildBinary(b, "arith.muli", even, step))
		stepUnrolled = buildBinary(b, "arith.muli", step, f)
	}

	var epilogue *ir.Operation
	if withEpilogue {
		epilogue = loop.Clone(nil)
		b.SetInsertionPointAfter(loop)
		b.Insert(epilogue)
		epilogue.SetOperand(0, ubUnrolled)
		for i, r := range loop.Results() {
			r.ReplaceAllUsesWith(epilogue.Result(i))
			epilogue.SetOperand(3+i, r)
		}
		if promoteIfSingleIteration(epilogue) {
			epilogue = nil
		}
	}
	loop.SetOperand(1, ubUnrolled)
	loop.SetOperand(2, stepUnrolled)
	unrollBody(loop, factor, step)
	promoteIfSingleIteration(loop)
	return epilogue
}

// unrollBody appends factor-1 copies of the loop body before its terminator, as MLIR's
// generateUnrolledLoop: copy i sees the values the previous copy yields in place of the
// iteration arguments and iv + step * i in place of the induction variable (built only when
// the induction variable has uses), and the terminator yields what the last copy computes.
func unrollBody(loop *ir.Operation, factor uint64, step *ir.Value) {
	body := loop.Region(0).Front()
	term := body.Terminator()
	ops := body.Ops()
	ops = ops[:len(ops)-1]
	iv := body.Argument(0)
	iterArgs := body.Arguments()[1:]
	yielded := term.Operands()
	last := append([]*ir.Value(nil), yielded...)
	b := ir.NewBuilder(loop.Context())
	b.SetInsertionPoint(term)
	b.Loc = loop.Loc()
	for i := uint64(1); i < factor; i++ {
		mapping := map[*ir.Value]*ir.Value{}
		for j, a := range iterArgs {
			mapping[a] = last[j]
		}
		if iv.HasUses() {
			stride := buildBinary(b, "arith.muli", step, buildConstant(b, iv.Type(), int64(i)))
			mapping[iv] = buildBinary(b, "arith.addi", iv, stride)
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
func promoteIfSingleIteration(loop *ir.Operation) bool {
	tc, ok := staticTripCount(loop)
	if !ok || tc.signed() > 1 {
		return false
	}
	inits := loop.Operands()[3:]
	if tc.bits == 0 {
		for i, r := range loop.Results() {
			r.ReplaceAllUsesWith(inits[i])
		}
		loop.Erase()
		return true
	}
	body := loop.Region(0).Front()
	term := body.Terminator()
	for i, r := range loop.Results() {
		r.ReplaceAllUsesWith(term.Operand(i))
	}
	body.Argument(0).ReplaceAllUsesWith(loop.Operand(0))
	for i, a := range body.Arguments()[1:] {
		a.ReplaceAllUsesWith(inits[i])
	}
	for _, op := range body.Ops() {
		if op != term {
			op.MoveBefore(loop)
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

// buildConstant builds `arith.constant v : t`, v truncated to t's width.
func buildConstant(b *ir.Builder, t ir.Type, v int64) *ir.Value {
	attr := b.Ctx.IntegerAttr(t, v)
	return b.CreateOp("arith.constant", nil, []ir.Type{t}, []ir.NamedAttribute{{Name: "value", Value: attr}}).Result(0)
}

// buildBinary builds the integer op name over x and y, of x's type.
func buildBinary(b *ir.Builder, name string, x, y *ir.Value) *ir.Value {
	return b.CreateOp(name, []*ir.Value{x, y}, []ir.Type{x.Type()}, nil).Result(0)
}

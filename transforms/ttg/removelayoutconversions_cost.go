package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// The cost model of backward rematerialization (Triton's in
// LayoutRematerialization::backwardRematerialization), in milli-SM-cycles: a convert costs a
// round trip through shared memory; rematerializing costs the ops of the slice that other
// users keep alive, so that they are computed twice.

// isExpensiveMathOp reports whether op takes several instructions or the special function
// unit.
func isExpensiveMathOp(op *ir.Operation) bool {
	return is[arith.DivFOp](op) || is[math.ErfcOp](op) || is[math.SinhOp](op) || is[math.CoshOp](op) ||
		is[math.TanhOp](op) || is[math.AsinhOp](op) || is[math.AcoshOp](op) || is[math.AtanhOp](op) ||
		is[math.CtPopOp](op) || is[math.CtlzOp](op) || is[math.CttzOp](op) || is[math.ExpOp](op) ||
		is[math.Exp2Op](op) || is[math.ExpM1Op](op) || is[math.LogOp](op) || is[math.Log2Op](op) ||
		is[math.Log10Op](op) || is[math.Log1pOp](op) || is[math.SinOp](op) || is[math.CosOp](op) ||
		is[math.TanOp](op) || is[math.AsinOp](op) || is[math.AcosOp](op) || is[math.AtanOp](op) ||
		is[math.Atan2Op](op) || is[math.PowFOp](op) || is[math.SqrtOp](op) || is[math.RsqrtOp](op) ||
		is[math.ErfOp](op) || is[math.CbrtOp](op)
}

// byteCount returns the bytes of a tensor value, counting at least minElems elements of at
// least minBits bits.
func byteCount(v *ir.Value, minElems, minBits int64) int64 {
	var elems, bits int64
	if t := tensorOf(v.Type()); t != nil {
		elems = ir.NumElements(t.Dims)
		bits = int64(ir.IntOrFloatBitWidth(t.Elem))
	}
	return (max(elems, minElems) * max(bits, minBits)) >> 3
}

// rematerializationPays reports whether recomputing slice in the layout of cvt costs no more
// than cvt.
func rematerializationPays(cvt ttg.ConvertLayoutOp, slice *valueSet) bool {
	var sliceOps []*ir.Operation
	inSlice := map[*ir.Operation]bool{}
	for _, v := range slice.list {
		if d := v.DefiningOp(); d != nil && !inSlice[d] {
			inSlice[d] = true
			sliceOps = append(sliceOps, d)
		}
	}
	singleUse := map[*ir.Operation]bool{}
	var isSingleUse func(op *ir.Operation) bool
	isSingleUse = func(op *ir.Operation) bool {
		if s, ok := singleUse[op]; ok {
			return s
		}
		single := true
	results:
		for _, r := range op.Results() {
			for _, u := range r.Users() {
				if u == cvt.Operation {
					continue
				}
				if !inSlice[u] || !isSingleUse(u) {
					single = false
					break results
				}
			}
		}
		singleUse[op] = single
		return single
	}
	convertCost := 32 * byteCount(cvt.Src(), 32, 32)
	var rematCost int64
	for _, op := range sliceOps {
		switch {
		case isSingleUse(op), is[arith.ConstantOp](op):
		case is[tt.LoadOp](op) || is[ttg.LocalLoadOp](op):
			for _, r := range op.Results() {
				rematCost += 8 * byteCount(r, 0, 0)
			}
		case op.Dialect() == "arith" || op.Dialect() == "math":
			mult := int64(1)
			if isExpensiveMathOp(op) {
				mult = 8
			}
			for _, r := range op.Results() {
				rematCost += mult * byteCount(r, 0, 0)
			}
		case is[tt.ReduceOp](op):
			intra, inter, associative := reduceCost(ir.View[tt.ReduceOp](op))
			if !associative {
				return false
			}
			rematCost += intra + 8*inter
		}
	}
	return rematCost <= convertCost
}

// reduceCost returns, for a reduction, the threads of a warp and the warps of a CTA with
// distinct data along its axis (Triton's ReduceOpHelper), and whether it is associative: a
// float reduction over more than two elements with an addf or mulf is not.
func reduceCost(r tt.ReduceOp) (intra, inter int64, associative bool) {
	srcs := r.Srcs()
	if len(srcs) == 0 {
		return 0, 0, true
	}
	t := tensorOf(srcs[0].Type())
	if t == nil {
		return 0, 0, true
	}
	axis, _ := r.Axis()
	associative = true
	if _, isFloat := t.Elem.(*ir.FloatType); isFloat && t.Dims[axis] > 2 {
		r.Walk(func(op *ir.Operation) ir.WalkResult {
			if is[arith.AddFOp](op) || is[arith.MulFOp](op) {
				associative = false
				return ir.WalkInterrupt
			}
			return ir.WalkAdvance
		})
	}
	if !associative {
		return 0, 0, false
	}
	l, ok := linearOf(t)
	if !ok {
		return 0, 0, true
	}
	return int64(l.ThreadsPerWarp()[axis]), int64(l.WarpsPerCTA()[axis]), true
}

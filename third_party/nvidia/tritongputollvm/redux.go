package tritongputollvm

import (
	"slices"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// WarpReduce is Triton's NVIDIA warpReduce: a reduction over all 32 lanes of a warp whose
// combiner redux.sync implements (integer add, and, or, xor, min and max of at most 32 bits
// from sm_80; f32 min and max on sm_100) becomes one nvvm.redux.sync, narrower integers
// extended to i32 around it. Partial warps keep the shuffle tree: redux.sync pays off only
// over a whole warp with a constant mask.
func (t TargetInfo) WarpReduce(l *shared.Lowering, loc ir.Location, acc []*ir.Value, op *ir.Operation, numLanes, _ int) (bool, error) {
	kind, nan, ok := reduxKind(op, t.ComputeCapability)
	if !ok || numLanes != 32 {
		return false, nil
	}
	if len(acc) != 1 {
		return false, ir.OpError(op, "redux.sync reduces one value, got %d", len(acc))
	}
	ctx := l.Ctx
	mask := l.I32(loc, -1)
	v := acc[0]
	it, isInt := v.Type().(*ir.IntegerType)
	narrow := isInt && it.Width < 32
	if narrow {
		if kind == "min" || kind == "max" {
			v = llvm.BuildSext(l.B, loc, ctx.I32(), v).Res()
		} else {
			v = llvm.BuildZext(l.B, loc, ctx.I32(), v).Res()
		}
	}
	v = nvvm.BuildReduxSync(l.B, loc, v.Type(), v, mask,
		ir.NamedAttribute{Name: "kind", Value: llvm.Enum(ctx, "nvvm", "redux_kind", kind, true)},
		ir.NamedAttribute{Name: "abs", Value: ctx.BoolAttr(false)},
		ir.NamedAttribute{Name: "nan", Value: ctx.BoolAttr(nan)}).Res()
	if narrow {
		v = llvm.BuildTrunc(l.B, loc, it, v).Res()
	}
	acc[0] = v
	return true, nil
}

// reduxKind is Triton's matchReduxKind: the redux.sync kind of a reduction's single
// combiner, and whether it needs the NaN-propagating form; ok is false when redux.sync
// cannot do the reduction on the given compute capability.
func reduxKind(op *ir.Operation, computeCapability int) (kind string, nan, ok bool) {
	if computeCapability < 80 {
		return "", false, false
	}
	c := singleCombiner(op)
	if c == nil {
		return "", false, false
	}
	result, err := shared.SoleResult(c)
	if err != nil {
		return "", false, false
	}
	if computeCapability == 100 && result.Type() == ir.Type(op.Context().F32()) {
		switch {
		case isOp[arith.MaximumFOp](c):
			return "fmax", true, true
		case isOp[arith.MinimumFOp](c):
			return "fmin", true, true
		case isOp[arith.MaxNumFOp](c):
			return "fmax", false, true
		case isOp[arith.MinNumFOp](c):
			return "fmin", false, true
		}
	}
	if it, isInt := result.Type().(*ir.IntegerType); !isInt || it.Width > 32 {
		return "", false, false
	}
	for _, k := range integerReduxKinds {
		if k.is(c) {
			return k.kind, false, true
		}
	}
	return "", false, false
}

// integerReduxKinds are the redux.sync kinds of the integer combiners.
var integerReduxKinds = []struct {
	is   func(*ir.Operation) bool
	kind string
}{
	{isOp[arith.AddIOp], "add"}, {isOp[arith.AndIOp], "and"}, {isOp[arith.OrIOp], "or"},
	{isOp[arith.XOrIOp], "xor"}, {isOp[arith.MinSIOp], "min"}, {isOp[arith.MinUIOp], "umin"},
	{isOp[arith.MaxSIOp], "max"}, {isOp[arith.MaxUIOp], "umax"},
}

// singleCombiner is ReduceOp::getSingleCombiner: for a reduction of one operand, the op
// that combines the region's two arguments, in that order, into the value it returns; nil
// for any other reduction.
func singleCombiner(op *ir.Operation) *ir.Operation {
	red, ok := tt.AsReduce(op)
	if !ok || len(red.Srcs()) != 1 || len(op.Results()) != 1 {
		return nil
	}
	block := red.CombineOp().Front()
	ret, ok := tt.AsReduceReturn(block.Terminator())
	if !ok || len(ret.ResultOperands()) == 0 {
		return nil
	}
	c := ret.ResultOperands()[0].DefiningOp()
	if c == nil || len(c.Results()) != 1 {
		return nil
	}
	// The combiner's operands are the region's first two arguments, in order.
	args := block.Arguments()
	if len(args) < 2 || !slices.Equal(c.Operands(), args[:2]) {
		return nil
	}
	return c
}

package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// ConstantArrayPattern is Triton's ArithConstantArrayOpConversion: a tensor constant of
// distinct elements, as many as each thread holds, becomes one llvm.mlir.constant per element
// packed in order into the thread's struct.
func ConstantArrayPattern(op *ir.Operation, l *Lowering) (bool, error) {
	c, ok := arith.AsConstant(op)
	if !ok {
		return false, nil
	}
	t, isTensor := c.Result().Type().(*ir.RankedTensorType)
	dense, isDense := c.ValueAttr().(*ir.DenseElementsAttr)
	if !isTensor || !isDense || dense.Splat {
		return false, nil
	}
	if dense.Wide != nil {
		return true, ir.OpError(op, "lowering a constant of elements wider than 64 bits is not supported")
	}
	loc := op.Loc()
	vals := make([]*ir.Value, len(dense.Data))
	for i, bits := range dense.Data {
		vals[i] = llvm.BuildMlirConstant(l.B, loc, t.Elem, ir.NamedAttribute{Name: "value", Value: scalarOf(l.Ctx, t.Elem, bits)}).Res()
	}
	n, err := ElemsPerThread(t)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if n != len(vals) {
		return true, ir.OpError(op, "Right now we only support constant arrays with the same number of elements as the number of threads per warp")
	}
	st, err := l.Types.Convert(t)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(loc, vals, st))
	return true, nil
}

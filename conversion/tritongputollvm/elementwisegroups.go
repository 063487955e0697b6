package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// GroupBuilder emits the llvm ops of the first registers of regs ([register][operand]), the
// registers not converted yet, and returns their results: at least one, at most len(regs).
type GroupBuilder func(loc ir.Location, elem ir.Type, regs [][]*ir.Value) ([]*ir.Value, error)

// ElementwiseGroups is Triton's ElementwiseOpConversionBase for patterns whose createDestOps
// converts several registers at once (packed conversions): build is called on the remaining
// registers until every one has its result; the results are deduplicated and packed as
// Elementwise does.
func (l *Lowering) ElementwiseGroups(op *ir.Operation, build GroupBuilder) error {
	loc := op.Loc()
	result, err := SoleResult(op)
	if err != nil {
		return err
	}
	rt, isTensor := result.Type().(*ir.RankedTensorType)
	elemT := result.Type()
	n := 1
	if isTensor {
		elemT = rt.Elem
		if n, err = ElemsPerThread(rt); err != nil {
			return ir.OpError(op, "%v", err)
		}
	}
	elem, err := l.Types.Convert(elemT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	regs := make([][]*ir.Value, n)
	for _, v := range l.Operands(op) {
		elems := l.Unpack(loc, v)
		for i := range regs {
			regs[i] = append(regs[i], elems[min(i, len(elems)-1)])
		}
	}
	var vals []*ir.Value
	for len(vals) < n {
		cur, err := build(loc, elem, regs[len(vals):])
		if err != nil {
			return err
		}
		if len(cur) == 0 || len(vals)+len(cur) > n {
			return ir.OpError(op, "a conversion of %d registers gave %d results", n-len(vals), len(cur))
		}
		vals = append(vals, cur...)
	}
	if !isTensor {
		l.Replace(op, vals[0])
		return nil
	}
	return l.packResult(op, l.deduplicate(result, rt, vals))
}

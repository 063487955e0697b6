package tt

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
)

// verifyMapElementwiseBody checks the ops of tt.map_elementwise's region, as Triton's
// MapElementwiseOp::verifyRegions: no op of its own writes memory (the scalar body could not
// mask a store), and each tt.map_elementwise.return returns the element types of the results,
// each repeated pack times.
func verifyMapElementwiseBody(op *ir.Operation, pack int) error {
	var want []ir.Type
	for _, r := range op.Results() {
		for range pack {
			want = append(want, elemOf(r.Type()))
		}
	}
	var err error
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != op && o.Def() != nil && o.Def().Traits&ir.RecursiveMemoryEffects == 0 {
			if e, known := ir.Effects(o); known && e&ir.WriteEffect != 0 {
				err = ir.OpError(o, "Stores are not supported inside map_elementwise")
				return ir.WalkInterrupt
			}
		}
		if _, isReturn := AsMapElementwiseReturn(o); isReturn && !slices.Equal(o.OperandTypes(), want) {
			d := ir.Errorf(o.Loc(), "region return does not match map_elementwise result")
			d.Op = o
			err = d
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return err
}

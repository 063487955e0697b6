package nvws

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// verifyArefCreate checks that the buffers have the aref's base types.
func verifyArefCreate(op *ir.Operation) error {
	result := ir.View[ArefCreateOp](op).Result()
	aref, ok := result.Type().(*ArefType)
	if !ok {
		return ir.OpError(op, "result #0 must be Asynchronous Reference, but got '%s'", asm.TypeString(result.Type()))
	}
	if !slices.Equal(aref.BaseTypes, op.OperandTypes()) {
		return ir.OpError(op, "failed to verify that input types match Aref output type")
	}
	return verifyArefBuffers(op)
}

// verifyWarpGroup checks what Triton's WarpGroupOp::verify does: a warp count per partition,
// every partition a body, and results that the first partition yields.
func verifyWarpGroup(op *ir.Operation) error {
	for i, r := range op.Regions() {
		if r.Empty() {
			return ir.OpError(op, "region #%d ('partitionRegions') failed to verify constraint: region with at least 1 blocks", i)
		}
	}
	a, _ := op.Attr("numWarps").(*ir.DenseArrayAttr)
	if a == nil || len(a.Int64s()) != op.NumRegions() {
		return ir.Errorf(op.Loc(), "Must supply numWarps for each Warp Group.")
	}
	if op.NumResults() == 0 {
		return nil
	}
	if op.NumRegions() == 0 {
		return ir.Errorf(op.Loc(), "Must have at least one region when there are results.")
	}
	yield, ok := AsWarpGroupYield(op.Region(0).Front().Last())
	if !ok {
		return ir.Errorf(op.Loc(), "When nvws.warp_group op has results, the first region should be terminated by nvws.warp_group.yield op.")
	}
	if yield.NumOperands() != op.NumResults() {
		return ir.Errorf(op.Loc(), "Mismatch in the number of results returned by nvws.warp_group op and the number of the operands of the corresponding nvws.warp_group.yield op in the first region.")
	}
	return nil
}

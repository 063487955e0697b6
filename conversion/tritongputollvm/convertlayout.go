package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// ConvertLayoutPattern is Triton's ConvertLayoutOpConversion for distributed layouts, by the
// dimensions the minimal conversion between the two linear layouts moves data along: none
// (equivalent layouts) keeps the registers, registers only permutes them within each
// thread, warps goes through shared memory (TransferWithinBlockSwizzling). Moving data
// between lanes (warp shuffles) or CTAs is not lowered yet.
func ConvertLayoutPattern(op *ir.Operation, l *Lowering) (bool, error) {
	cvt, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false, nil
	}
	srcT, ok := cvt.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return true, ir.OpError(op, "expected a tensor operand")
	}
	dstT := cvt.Result().Type().(*ir.RankedTensorType)
	srcLL, err := LinearLayoutOf(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	dstLL, err := LinearLayoutOf(dstT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	conversion, err := layout.MinimalConversion(srcLL, dstLL)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	dims := conversion.InDimNames()
	switch {
	case slices.Contains(dims, layout.DimBlock):
		return true, ir.OpError(op, "lowering a layout conversion between CTAs is not supported yet")
	case slices.Contains(dims, layout.DimWarp):
		return true, l.TransferWithinBlockSwizzling(op, l.LdStSwizzling)
	case slices.Contains(dims, layout.DimLane):
		return true, ir.OpError(op, "lowering a layout conversion between lanes is not supported yet")
	case slices.Contains(dims, layout.DimRegister):
		in := l.Unpack(op.Loc(), l.Remapped(cvt.Src()))
		out := make([]*ir.Value, conversion.InDimSize(layout.DimRegister))
		for i := range out {
			out[i] = in[conversion.ApplyValues([]int32{int32(i)})[0]]
		}
		return true, l.packResult(op, out)
	}
	l.Replace(op, l.Remapped(cvt.Src()))
	return true, nil
}

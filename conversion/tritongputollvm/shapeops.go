package tritongputollvm

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// registerOffsets is Triton's emitOffsetForLayout: the coordinates of each register of the
// first thread of a tensor of type t.
func registerOffsets(t *ir.RankedTensorType) ([][]int32, error) {
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return nil, err
	}
	n := ll.InDimSize(layout.DimRegister)
	out := make([][]int32, n)
	for reg := int32(0); reg < n; reg++ {
		out[reg] = ll.ApplyValues([]int32{reg})
	}
	return out, nil
}

// offsetKey is a map key of coordinates.
func offsetKey(c []int32) string { return fmt.Sprint(c) }

// remapRegisters lowers a shape op whose result registers read source registers: for every
// result register, project maps its coordinates to those of the source register it copies.
func (l *Lowering) remapRegisters(op *ir.Operation, src *ir.Value, project func([]int32) []int32) error {
	srcT := src.Type().(*ir.RankedTensorType)
	resT := op.Result(0).Type().(*ir.RankedTensorType)
	srcOffs, err := registerOffsets(srcT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	resOffs, err := registerOffsets(resT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	vals := l.Unpack(op.Loc(), l.Remapped(src))
	byOffset := map[string]*ir.Value{}
	for i, o := range srcOffs {
		byOffset[offsetKey(o)] = vals[i]
	}
	out := make([]*ir.Value, len(resOffs))
	for i, o := range resOffs {
		v, ok := byOffset[offsetKey(project(o))]
		if !ok {
			return ir.OpError(op, "no source register holds the coordinates %v", project(o))
		}
		out[i] = v
	}
	return l.packResult(op, out)
}

// ExpandDimsPattern is Triton's ExpandDimsOpConversion: the registers are the source's,
// found by their coordinates without the new dimension.
func ExpandDimsPattern(op *ir.Operation, l *Lowering) (bool, error) {
	e, ok := tt.AsExpandDims(op)
	if !ok {
		return false, nil
	}
	axis, _ := e.Axis()
	return true, l.remapRegisters(op, e.Src(), func(c []int32) []int32 {
		out := append([]int32(nil), c[:axis]...)
		return append(out, c[axis+1:]...)
	})
}

// BroadcastPattern is Triton's BroadcastOpConversion: each register copies the source
// register at its coordinates, with the broadcast dimensions at 0.
func BroadcastPattern(op *ir.Operation, l *Lowering) (bool, error) {
	b, ok := tt.AsBroadcast(op)
	if !ok {
		return false, nil
	}
	srcT := b.Src().Type().(*ir.RankedTensorType)
	return true, l.remapRegisters(op, b.Src(), func(c []int32) []int32 {
		out := append([]int32(nil), c...)
		for d, n := range srcT.Dims {
			if n == 1 {
				out[d] = 0
			}
		}
		return out
	})
}

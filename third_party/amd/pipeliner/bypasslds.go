package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// bypassLDS is ScheduleLoops.cpp's bypassLDS: when a dot operand is a load preshuffled in
// global memory, reaching the dot through reshapes and transposes only, the load can take
// the layout that makes those ops free and feed the dot from registers, provided that layout
// loads as coalesced as the original. It then converts the load to that layout, marks it
// with amdg.bypass_lds_load and returns it; nil otherwise.
func bypassLDS(load, use *ir.Operation) *ir.Operation {
	if load == nil || use == nil || !isDotLike(use) {
		return nil
	}
	slice := pipeliner.ForwardSlice(load)
	var defs []*ir.Operation
	for _, v := range use.Operands() {
		if def := v.DefiningOp(); def != nil && slice[def] {
			defs = append(defs, def)
		}
	}
	if len(defs) != 1 {
		return nil
	}
	def := defs[0]
	if def.NumResults() != 1 {
		return nil
	}
	resultTy, ok := def.SingleResult().Type().(*ir.RankedTensorType)
	if !ok || resultTy.Encoding == nil {
		return nil
	}
	resultEnc := resultTy.Encoding
	var srcEnc ir.Attribute
	cur := def
	for cur != nil && cur != load {
		if cvt, ok := ttg.AsConvertLayout(cur); ok {
			cur = cvt.Src().DefiningOp()
			continue
		}
		src := reshapeOrTransSource(cur)
		if src == nil {
			return nil
		}
		if srcEnc = ttgpasses.InferSrcEncoding(cur, resultEnc); srcEnc == nil {
			return nil
		}
		resultEnc = srcEnc
		cur = src.DefiningOp()
	}
	if cur != load || srcEnc == nil {
		return nil
	}
	loadTy, ok := load.SingleResult().Type().(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	enc, err := ttg.LayoutEncoding(srcEnc)
	if err != nil {
		return nil
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return nil
	}
	target, err := layout.ToLinear(dist, loadTy.Dims)
	if err != nil || !isCoalesced(loadTy, target) {
		return nil
	}
	ttgpasses.ConvertDistributedOpEncoding(load, srcEnc)
	load.SetAttr(bypassLDSAttr, load.Context().BoolAttr(true))
	return load
}

// reshapeOrTransSource returns the source of a tt.reshape or tt.trans, nil for other ops.
func reshapeOrTransSource(op *ir.Operation) *ir.Value {
	if r, ok := tt.AsReshape(op); ok {
		return r.Src()
	}
	if t, ok := tt.AsTrans(op); ok {
		return t.Src()
	}
	return nil
}

// isCoalesced is ScheduleLoops.cpp's isCoalesced: loading a blocked-layout load in the target
// layout keeps at least its per-thread contiguity along the fastest dimension, and no warp
// repeats another's elements.
func isCoalesced(loadTy *ir.RankedTensorType, target layout.Linear) bool {
	blocked, ok := loadTy.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return false
	}
	contigDim := blocked.Order[0]
	if target.ContigPerThread()[contigDim] < blocked.SizePerThread[contigDim] {
		return false
	}
	warps := target.Layout.Bases(layout.DimWarp)
	if warps == nil {
		return false
	}
	for _, basis := range warps {
		allZero := true
		for _, v := range basis {
			allZero = allZero && v == 0
		}
		if allZero {
			return false
		}
	}
	return true
}

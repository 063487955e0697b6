package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/amd/amdgpu"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// sharedEncodingForDotUsers is LowerLoops.cpp's getSharedEncIfAllUsersAreDotEnc: the shared
// encoding the users of op's result agree on, for dot operands behind convert_layout or
// local_load (or an encoding a local_alloc already chose); nil when some user needs none or
// two disagree beyond their vector width.
func sharedEncodingForDotUsers(op *ir.Operation, family isaFamily, useAsyncCopy bool, info *axisinfo.Module) ir.Attribute {
	loaded := op.SingleResult()
	var encs []ir.Attribute
	for _, user := range loaded.Users() {
		if user.NumResults() != 1 {
			return nil
		}
		res := user.SingleResult()
		if md, ok := res.Type().(*ttg.MemDescType); ok {
			if _, isAlloc := ttg.AsLocalAlloc(user); !isAlloc && sharedEncodingForDotUsers(user, family, useAsyncCopy, info) == nil {
				return nil
			}
			encs = append(encs, md.Encoding)
			continue
		}
		if _, ok := ttg.AsConvertLayout(user); !ok && !isLocalLoad(user) {
			return nil
		}
		if enc := dotUserEncoding(op, loaded, res, family, useAsyncCopy, info); enc != nil {
			encs = append(encs, enc)
		}
	}
	if len(encs) == 0 || encs[0] == nil {
		return nil
	}
	best := encs[0]
	for _, enc := range encs[1:] {
		a, aok := enc.(*ttg.SwizzledSharedEncoding)
		b, bok := best.(*ttg.SwizzledSharedEncoding)
		if !aok || !bok || a.PerPhase != b.PerPhase || a.MaxPhase != b.MaxPhase || !equalOrder(a.Order, b.Order) || !equalCGA(a.CGA, b.CGA) {
			return nil
		}
		if a.Vec > b.Vec {
			best = enc
		}
	}
	return best
}

// isLocalLoad reports whether op reads shared memory into registers (Triton's
// LocalLoadTrait).
func isLocalLoad(op *ir.Operation) bool {
	if _, ok := ttg.AsLocalLoad(op); ok {
		return true
	}
	_, ok := amdgpu.AsLocalLoadPackedTranposed(op)
	return ok
}

// dotUserEncoding is the shared encoding a user of loaded producing res asks for: the
// swizzling of the dot operand it converts to, or for a linear layout the swizzling of the
// MFMA dot further down; nil for none.
func dotUserEncoding(op *ir.Operation, loaded, res *ir.Value, family isaFamily, useAsyncCopy bool, info *axisinfo.Module) ir.Attribute {
	ctx := op.Context()
	srcDims, elem := shapeOf(loaded.Type())
	order := pipeliner.MemoryOrder(loaded.Type())
	if order == nil {
		return nil
	}
	bitwidth := ir.IntOrFloatBitWidth(elem)
	if bitwidth == 0 {
		return nil
	}
	sharedOrder := order
	if len(order) == 3 {
		sharedOrder = nil
		for _, d := range order {
			if d != 0 {
				sharedOrder = append(sharedOrder, d)
			}
		}
		sharedOrder = append(sharedOrder, 0)
	}
	resTy, ok := res.Type().(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	switch enc := resTy.Encoding.(type) {
	case *ttg.DotOperandEncoding:
		load, isLoad := tt.AsLoad(op)
		srcTensor, isTensor := loaded.Type().(*ir.RankedTensorType)
		if useAsyncCopy && isLoad && isTensor && canBeConvertedToAsyncLoad(2, load, nil, info, family) {
			if padded := paddedLayoutForAsyncCopy(ctx, family, true, enc, srcTensor, sharedOrder); padded != nil {
				return padded
			}
		}
		return swizzledForDotOperand(ctx, enc, srcDims, sharedOrder, bitwidth)
	case *ttg.LinearEncoding:
		mfma, opIdx, vec := mfmaDotBelow(res)
		if mfma == nil {
			return nil
		}
		return mfmaSharedLayoutForOperand(ctx, mfma, opIdx, srcDims, order, vec, bitwidth)
	}
	return nil
}

// shapeOf returns the shape and element type of a tensor or shared memory descriptor.
func shapeOf(t ir.Type) ([]int64, ir.Type) {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return t.Dims, t.Elem
	case *ttg.MemDescType:
		return t.Dims, t.Elem
	}
	return nil, nil
}

// mfmaDotBelow is LowerLoops.cpp's getDotEncoding: following single uses in v's block down to
// a dot, the dot's MFMA layout, the operand index v reaches it at and v's vector width.
func mfmaDotBelow(v *ir.Value) (*ttg.AMDMfmaEncoding, int, int) {
	if !v.HasOneUse() {
		return nil, 0, 0
	}
	use := v.FirstUse()
	user := use.Owner()
	if user.NumResults() != 1 || user.Block() != v.ParentBlock() {
		return nil, 0, 0
	}
	if isDotLike(user) {
		t, ok := v.Type().(*ir.RankedTensorType)
		dotTy, dok := user.SingleResult().Type().(*ir.RankedTensorType)
		if !ok || !dok {
			return nil, 0, 0
		}
		vec := 1
		if enc, err := ttg.LayoutEncoding(t.Encoding); err == nil {
			if ll, err := layout.ToLinearLayout(enc, t.Dims); err == nil {
				vec = ll.NumConsecutiveInOut()
			}
		}
		mfma, _ := dotTy.Encoding.(*ttg.AMDMfmaEncoding)
		return mfma, use.Index(), vec
	}
	return mfmaDotBelow(user.SingleResult())
}

// isDotLike reports whether op implements Triton's DotOpInterface among the ops AMD loops
// hold.
func isDotLike(op *ir.Operation) bool {
	if _, ok := tt.AsDot(op); ok {
		return true
	}
	_, ok := tt.AsDotScaled(op)
	return ok
}

// swizzledForDotOperand is Triton's SwizzledSharedEncodingAttr::get for a dot operand: the
// AMD MFMA and WMMA layouts' own swizzling, else the NVIDIA one.
func swizzledForDotOperand(ctx *ir.Context, dot *ttg.DotOperandEncoding, dims []int64, order []uint32, bitwidth int) ir.Attribute {
	switch parent := dot.Parent.(type) {
	case *ttg.AMDMfmaEncoding:
		return mfmaSharedLayoutForOperand(ctx, parent, dot.OpIdx, dims, order, dot.KWidth, bitwidth)
	case *ttg.AMDWmmaEncoding:
		return wmmaSharedLayoutForOperand(ctx, parent, dot.OpIdx, dims, order, dot.KWidth, bitwidth)
	}
	return pipeliner.SwizzledForNvidiaDotOperand(ctx, dot, dims, order, bitwidth)
}

// mfmaSharedLayoutForOperand is Triton's AMDMfmaEncodingAttr::composeSharedLayoutForOperand
// (without transposition): the swizzling that spreads an MFMA operand's rows over the LDS
// banks, none where K is not the contiguous dimension (unless gfx950 reads it transposed).
func mfmaSharedLayoutForOperand(ctx *ir.Context, mfma *ttg.AMDMfmaEncoding, opIdx int, dims []int64, order []uint32, vec, bitwidth int) ir.Attribute {
	if opIdx >= 2 {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, mfma.CGA)
	}
	kDim := 1
	if opIdx != 0 {
		kDim = 0
	}
	isGFX950 := mfma.Version == 4
	if int(order[0]) != kDim && !(isGFX950 && (bitwidth == 8 || bitwidth == 16)) {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, mfma.CGA)
	}
	numBanks := 32
	if isGFX950 {
		numBanks = 64
	}
	const bankBitWidth, simdWidth = 32, 16
	inner := int(dims[order[0]])
	perPhase := max(1, numBanks*bankBitWidth/bitwidth/inner)
	maxPhase := max(min(simdWidth/perPhase, inner/vec), 1)
	if len(mfma.InstrShape) > 0 && mfma.InstrShape[0] == 4 {
		maxPhase = 4
	}
	return ttg.SwizzledShared(ctx, vec, perPhase, maxPhase, order, mfma.CGA)
}

// wmmaSharedLayoutForOperand is Triton's AMDWmmaEncodingAttr::composeSharedLayoutForOperand
// (without transposition).
func wmmaSharedLayoutForOperand(ctx *ir.Context, wmma *ttg.AMDWmmaEncoding, opIdx int, dims []int64, order []uint32, kWidth, bitwidth int) ir.Attribute {
	kDim := 1
	if opIdx != 0 {
		kDim = 0
	}
	if int(order[0]) != kDim {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, wmma.CGA)
	}
	vec := min(kWidth*bitwidth, 128) / bitwidth
	const numBanks, bankBitWidth = 32, 32
	inner := int(dims[order[0]])
	perPhase := max(1, numBanks*bankBitWidth/bitwidth/inner)
	mDim := 16
	if len(wmma.InstrShape) > 0 {
		mDim = int(wmma.InstrShape[0])
	}
	maxPhase := max(min(mDim/perPhase, inner/vec), 1)
	return ttg.SwizzledShared(ctx, vec, perPhase, maxPhase, order, wmma.CGA)
}

// equalOrder reports whether two orders are the same.
func equalOrder(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// equalCGA reports whether two CTA layouts are the same.
func equalCGA(a, b ttg.CGALayout) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

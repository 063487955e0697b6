package nvws

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// verifyArefBuffers checks the buffers of nvws.aref.create, as Triton's ArefCreateOp::verify:
// the aref owns them (their only other users deallocate them), and they have one leading
// (stage) dimension.
func verifyArefBuffers(op *ir.Operation) error {
	var dims []int64
	for _, v := range op.Operands() {
		for _, u := range v.Users() {
			_, isCreate := AsArefCreate(u)
			_, isDealloc := ttg.AsLocalDealloc(u)
			if !isCreate && !isDealloc {
				return ir.Errorf(op.Loc(), "Aref buffer is used elsewhere, Aref cannot guarantee async safety")
			}
		}
		var shape []int64
		switch t := v.Type().(type) {
		case *ttg.MemDescType:
			shape = t.Dims
		case *ir.RankedTensorType:
			shape = t.Dims
		}
		if len(shape) == 0 {
			return ir.Errorf(op.Loc(), "Aref is sliced, but input type isn't supported.")
		}
		dims = append(dims, shape[0])
	}
	for _, d := range dims {
		if d != dims[0] {
			return ir.Errorf(op.Loc(), "Leading dims of sliced aref inputs don't match.")
		}
	}
	return nil
}

// verifyArefEnter checks that nvws.aref.get.enter and nvws.aref.put.enter give one buffer per
// buffer of the aref, each a stage of it (Triton's arefEnterVerify): the shape without the
// leading dimension, or the same shape for tensor memory scales.
func verifyArefEnter(op *ir.Operation) error {
	var arefValue *ir.Value
	var bufferValues []*ir.Value
	if enter, isGet := AsArefGetEnter(op); isGet {
		arefValue, bufferValues = enter.Aref(), enter.Buffers()
	} else if enter, isPut := AsArefPutEnter(op); isPut {
		arefValue, bufferValues = enter.Aref(), enter.Buffers()
	}
	if arefValue == nil {
		return nil
	}
	aref, ok := arefValue.Type().(*ArefType)
	if !ok {
		return nil
	}
	buffers := make([]ir.Type, len(bufferValues))
	for i, v := range bufferValues {
		buffers[i] = v.Type()
	}
	if len(aref.BaseTypes) != len(buffers) {
		return ir.Errorf(op.Loc(), "Aref has different number of arguments than enter")
	}
	for i, orig := range aref.BaseTypes {
		if msg := sliceMismatch(orig, buffers[i]); msg != "" {
			return ir.Errorf(op.Loc(), "%s", msg)
		}
	}
	return nil
}

// sliceMismatch says why buffer is not a stage of a buffer of type orig, or "".
func sliceMismatch(orig, buffer ir.Type) string {
	var oShape, bShape []int64
	var oElem, bElem ir.Type
	var oEnc ir.Attribute
	switch o := orig.(type) {
	case *ir.RankedTensorType:
		b, ok := buffer.(*ir.RankedTensorType)
		if !ok {
			return "MLIR Types don't match"
		}
		oShape, bShape, oElem, bElem, oEnc = o.Dims, b.Dims, o.Elem, b.Elem, o.Encoding
	case *ttg.MemDescType:
		b, ok := buffer.(*ttg.MemDescType)
		if !ok {
			return "MLIR Types don't match"
		}
		oShape, bShape, oElem, bElem, oEnc = o.Dims, b.Dims, o.Elem, b.Elem, o.Encoding
	default:
		return "Slicing not Implemented for this type"
	}
	if _, scales := oEnc.(*ttng.TensorMemoryScalesEncoding); scales {
		if oElem != bElem || len(oShape) != len(bShape) {
			return "Ranks don't match for TensorMemoryScalesEncodingAttr"
		}
		for i := range bShape {
			if oShape[i] != bShape[i] {
				return "Dimensions don't match for TensorMemoryScalesEncodingAttr"
			}
		}
		return ""
	}
	if oElem != bElem || len(oShape)-1 != len(bShape) {
		return "Ranks don't match"
	}
	for i := range bShape {
		if oShape[i+1] != bShape[i] {
			return "Dimensions don't match"
		}
	}
	return ""
}

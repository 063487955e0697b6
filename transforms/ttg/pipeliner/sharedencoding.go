package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// canHaveSharedEncoding is Triton's AssignLoadLatencies::canHaveSharedEncoding: the users of
// a load that need a swizzled shared encoding for a dot must agree on one.
func canHaveSharedEncoding(v *ir.Value) bool {
	_, incompatible := sharedEncodingForDotUsers(v)
	return !incompatible
}

// sharedEncodingForDotUsers is Triton's getSharedEncIfAllUsersAreDotEnc: it returns the
// swizzled shared encoding the users of v need for dot operands (nil when some user needs
// none, or when they disagree) and whether two users disagree.
func sharedEncodingForDotUsers(v *ir.Value) (enc *ttg.SwizzledSharedEncoding, incompatible bool) {
	for _, user := range v.Users() {
		if user.NumResults() != 1 {
			return nil, false
		}
		var temp *ttg.SwizzledSharedEncoding
		res := user.SingleResult()
		if md, ok := res.Type().(*ttg.MemDescType); ok {
			e, ok := md.Encoding.(*ttg.SwizzledSharedEncoding)
			if !ok {
				return nil, false
			}
			inner, innerIncompatible := sharedEncodingForDotUsers(res)
			if inner == nil {
				return nil, innerIncompatible
			}
			temp = e
		} else {
			if !isOp[ttg.LocalLoadOp](user) && !isOp[ttg.ConvertLayoutOp](user) {
				return nil, false
			}
			dst, ok := res.Type().(*ir.RankedTensorType)
			if !ok {
				return nil, false
			}
			dot, ok := dst.Encoding.(*ttg.DotOperandEncoding)
			if !ok {
				return nil, false
			}
			temp = swizzledForDotOperand(user.Context(), dot, v.Type())
			if temp == nil {
				return nil, false
			}
		}
		if enc != nil && enc != temp {
			return nil, true
		}
		enc = temp
	}
	return enc, false
}

// copyVecBytes is Triton's getCopyVecBytes: how many bytes a thread copies at once from
// registers of regTy into shared memory of the encoding shared.
func copyVecBytes(regTy *ir.RankedTensorType, shared ir.Attribute) int {
	regEnc, err := ttg.LayoutEncoding(regTy.Encoding)
	if err != nil {
		return 0
	}
	sharedEnc, err := ttg.LayoutEncoding(shared)
	if err != nil {
		return 0
	}
	regLL, err := layout.ToLinearLayout(regEnc, regTy.Dims)
	if err != nil {
		return 0
	}
	sharedLL, err := layout.ToLinearLayout(sharedEnc, regTy.Dims)
	if err != nil {
		return 0
	}
	regToShared, err := regLL.InvertAndCompose(sharedLL)
	if err != nil {
		return 0
	}
	return regToShared.NumConsecutiveInOut() * ir.IntOrFloatBitWidth(regTy.Elem) / 8
}

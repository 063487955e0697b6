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

// sharedEncodingForDotUsers follows Triton's getSharedEncIfAllUsersAreDotEnc: it returns the
// shared encoding the users of v need (nil when some user needs none, or when they disagree)
// and whether two users disagree. The encoding a dot-operand user needs is identified by its
// dot_op layout and v's type, which determine it; a user that converts to another layout
// gets none (Triton's swizzleDotOperandLike is not modelled).
func sharedEncodingForDotUsers(v *ir.Value) (key any, incompatible bool) {
	for _, user := range v.Users() {
		if user.NumResults() != 1 {
			return nil, false
		}
		var temp any
		res := user.Result(0)
		if md, ok := res.Type().(*ttg.MemDescType); ok {
			enc, ok := md.Encoding.(*ttg.SwizzledSharedEncoding)
			if !ok {
				return nil, false
			}
			inner, innerIncompatible := sharedEncodingForDotUsers(res)
			if inner == nil {
				return nil, innerIncompatible
			}
			temp = enc
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
			temp = dotSharedKey{dot, v.Type()}
		}
		if key != nil && key != temp {
			return nil, true
		}
		key = temp
	}
	return key, false
}

// dotSharedKey stands for the swizzled shared encoding Triton derives for a dot operand.
type dotSharedKey struct {
	dot *ttg.DotOperandEncoding
	src ir.Type
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

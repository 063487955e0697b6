package tt

import "github.com/ttgo/ttgo/ir"

// ScaleDotElemTypeE2M1 is the value of the e2m1 case of the ScaleDotElemType enum.
const ScaleDotElemTypeE2M1 = 4

// DotEncodingVerifier is implemented by the layout inference of a dialect that checks the
// operand layouts of a tt.dot whose accumulator it lays out (Triton's
// DialectInferLayoutInterface::verifyDotOpEncodingCompatibility).
type DotEncodingVerifier interface {
	// VerifyDotEncodings checks the layouts a and b of dot's operands.
	VerifyDotEncodings(dot *ir.Operation, a, b ir.Attribute) error
}

// verifyDotShapes checks the operand and result shapes of an op that multiplies a by b into c
// (Triton's verifyDotOpInterface): kOfA and kOfB give the K each operand holds, and mOfA and
// nOfB the M and N each implies for the result.
func verifyDotShapes(op *ir.Operation, a, b, c *ir.RankedTensorType, kOfA, kOfB, mOfA, nOfB int64) error {
	rank := len(a.Dims)
	if rank != 2 && rank != 3 {
		return ir.OpError(op, "expected operands to be 2d or 3d")
	}
	if len(b.Dims) != rank || len(c.Dims) != rank {
		return ir.OpError(op, "expected all operands to have the same rank")
	}
	if kOfA != kOfB {
		return ir.OpError(op, "expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand")
	}
	if rank == 3 && (a.Dims[0] != c.Dims[0] || b.Dims[0] != c.Dims[0]) {
		return ir.OpError(op, "expected the first dimension of the first operand to be equal to the first dimension of the result")
	}
	if c.Dims[rank-2] != mOfA || c.Dims[rank-1] != nOfB {
		return ir.OpError(op, "expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second ")
	}
	return nil
}

// verifyDotOperandShapes checks tt.dot's shapes: a is MxK, b KxN and c MxN.
func verifyDotOperandShapes(op *ir.Operation, a, b, c *ir.RankedTensorType) error {
	rank := len(a.Dims)
	if rank < 2 || len(b.Dims) < rank {
		return verifyDotShapes(op, a, b, c, 0, 0, 0, 0)
	}
	return verifyDotShapes(op, a, b, c, a.Dims[rank-1], b.Dims[rank-2], a.Dims[rank-2], b.Dims[rank-1])
}

// verifyDotScaledOperandShapes checks tt.dot_scaled's shapes, where an e2m1 operand packs two
// elements per byte along K when k-packed, or along M (N) otherwise.
func verifyDotScaledOperandShapes(op *ir.Operation, a, b, c *ir.RankedTensorType) error {
	rank := len(a.Dims)
	if rank < 2 || len(b.Dims) < rank {
		return verifyDotShapes(op, a, b, c, 0, 0, 0, 0)
	}
	dot := ir.View[DotScaledOp](op)
	kA, kB, m, n := a.Dims[rank-1], b.Dims[rank-2], a.Dims[rank-2], b.Dims[rank-1]
	if elem, _ := dot.AElemType(); elem == ScaleDotElemTypeE2M1 {
		if dot.LhsKPack() {
			kA *= 2
		} else {
			m *= 2
		}
	}
	if elem, _ := dot.BElemType(); elem == ScaleDotElemTypeE2M1 {
		if dot.RhsKPack() {
			kB *= 2
		} else {
			n *= 2
		}
	}
	return verifyDotShapes(op, a, b, c, kA, kB, m, n)
}

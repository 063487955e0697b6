package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// dotPattern is Triton's NVIDIA DotOpConversion: a dot with an nvidia_mma v2 result becomes
// mma.sync, one with a blocked result multiply-adds.
func (p *ConvertTritonGPUToLLVM) dotPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	dot, ok := tt.AsDot(op)
	if !ok {
		return false, nil
	}
	dT, ok := dot.D().Type().(*ir.RankedTensorType)
	if !ok {
		return true, ir.OpError(op, "expected a ranked tensor result")
	}
	switch enc := dT.Encoding.(type) {
	case *ttg.NvidiaMmaEncoding:
		if enc.VersionMajor != 2 {
			return true, ir.OpError(op, "Unsupported MMA kind found when converting DotOp to LLVM.")
		}
		return true, p.lowerMMAv2(dot, l, enc)
	case *ttg.BlockedEncoding:
		return true, l.LowerFMADot(dot)
	}
	return true, ir.OpError(op, "Unsupported DotOp found when converting TritonGPU to LLVM.")
}

package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// FDivPattern is Triton's NVIDIA FDivOpConversion: arith.divf through the NVVM division
// intrinsics, approximate (div.full) for f32 and round-to-nearest for f64.
func FDivPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	if _, ok := arith.AsDivF(op); !ok {
		return false, nil
	}
	var fail error
	err := l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		name := ""
		switch ir.IntOrFloatBitWidth(t) {
		case 32:
			name = "llvm.nvvm.div.full"
		case 64:
			name = "llvm.nvvm.div.rn.d"
		default:
			fail = ir.OpError(op, "lowering arith.divf of %d-bit floats is not supported", ir.IntOrFloatBitWidth(t))
			return llvm.BuildFdiv(l.B, loc, args[0], args[1]).Res()
		}
		return Intrinsic(l, loc, name, t, args)
	})
	if fail != nil {
		return true, fail
	}
	return true, err
}

// Intrinsic emits `llvm.call_intrinsic "name"(args)` returning t.
func Intrinsic(l *shared.Lowering, loc ir.Location, name string, t ir.Type, args []*ir.Value) *ir.Value {
	return llvm.BuildCallIntrinsic(l.B, loc, t, args, nil,
		ir.NamedAttribute{Name: "intrin", Value: l.Ctx.StringAttr(name)},
		ir.NamedAttribute{Name: "op_bundle_sizes", Value: l.Ctx.DenseI32ArrayAttr(nil)}).ResultsResult()
}

package ttgpasses

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// sharedOperandOptions says how sharedMemoryMMAOperand stores an operand.
type sharedOperandOptions struct {
	// allowTranspose keeps the operand's register order; without it the operand is stored
	// K-contiguous, or MN-contiguous with forceTranspose.
	allowTranspose, forceTranspose bool
	// fp4Padded stores packed fp4 elements padded as tcgen05's mxf8f6f4 kind reads them.
	fp4Padded bool
	// warnOn is the op that gets a warning when the stored order differs from the register
	// order, or nil for no warning.
	warnOn *ir.Operation
}

// sharedMemoryMMAOperand stores the tensor behind v (through its layout conversions) into
// shared memory with the #ttg.nvmma_shared layout an MMA reads operand opIdx from, right after
// that tensor is defined, and returns the allocation.
func sharedMemoryMMAOperand(v *ir.Value, opIdx int, opts sharedOperandOptions, rw *rewrite.Rewriter) (*ir.Value, error) {
	arg := skipConvertLayouts(v)
	argType := arg.Type().(*ir.RankedTensorType)
	enc, err := ttg.LayoutEncoding(argType.Encoding)
	if err != nil {
		return nil, ir.Errorf(arg.Location(), "%v", err)
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return nil, ir.Errorf(arg.Location(), "a dot operand needs a distributed layout, got %v", argType.Encoding)
	}
	registerOrder, err := layout.OrderForMemory(dist, argType.Dims)
	if err != nil {
		return nil, ir.Errorf(arg.Location(), "%v", err)
	}
	order := registerOrder
	if !opts.allowTranspose {
		order = []uint32{1, 0}
		if opIdx == 1 {
			order = []uint32{0, 1}
		}
		if opts.forceTranspose {
			order[0], order[1] = order[1], order[0]
		}
	}
	if opts.warnOn != nil && !slices.Equal(order, registerOrder) {
		warnForcedOrder(opts.warnOn, order, opIdx)
	}
	cga := dist.CTALayout()
	bits := ir.IntOrFloatBitWidth(argType.Elem)
	swizzle, transposed := layout.NVMMASwizzle(layout.ShapePerCTA(dist, argType.Dims), order, bits, opts.fp4Padded)
	shared := ttg.NVMMAShared(rw.Ctx, swizzle, transposed, bits, opts.fp4Padded, len(argType.Dims), cgaAttr(cga))
	memType := ttg.MemDesc(rw.Ctx, argType.Dims, argType.Elem, shared, ttg.SharedMemory(rw.Ctx), false, nil)
	setInsertionPointAfterValue(rw.Builder, arg)
	return ttg.BuildLocalAlloc(rw, arg.Location(), memType, arg).Result(), nil
}

// warnForcedOrder warns on op that operand opIdx is stored in order, transposing registers
// on the way to shared memory.
func warnForcedOrder(op *ir.Operation, order []uint32, opIdx int) {
	op.Context().Emit(&ir.Diagnostic{Severity: ir.SeverityWarning, Loc: op.Loc(), Op: op, Message: fmt.Sprintf(
		"Warning: Forcing a different order [%d, %d] on SMEM than the register order for the operand %d. "+
			"Registers will be transposed before SMEM store and the pipelined load for this operand will be disabled, "+
			"so poor performance is expected. Recommendation: consider transposing the operand in global memory to "+
			"remove the need to transpose the tensor in registers.", order[0], order[1], opIdx)})
}

// decomposeMixedModeDots extends the operands of the dots the tensor cores cannot take as
// they are: fp8 operands of a version 2 MMA on targets without fp8 mma.sync become f16, and
// FMA dots with float operands get operands of their result's element type.
func decomposeMixedModeDots(mod *ir.Operation, cc int) {
	var dots []tt.DotOp
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if dot, ok := tt.AsDot(op); ok {
			dots = append(dots, dot)
		}
		return ir.WalkAdvance
	})
	b := ir.NewBuilder(mod.Context())
	for _, dot := range dots {
		dType := dot.D().Type().(*ir.RankedTensorType)
		aElem := ir.ElementTypeOrSelf(dot.A().Type())
		var promoted ir.Type
		if mma, ok := dType.Encoding.(*ttg.NvidiaMmaEncoding); ok {
			if !isNativeFloat8(aElem) || cc == 89 || cc == 120 || mma.VersionMajor == 3 {
				continue
			}
			promoted = b.Ctx.F16()
		} else {
			// Triton extends integer operands with arith.extf too, which is invalid IR: they
			// are left alone.
			if _, isFloat := aElem.(*ir.FloatType); !isFloat || aElem == dType.Elem {
				continue
			}
			promoted = dType.Elem
		}
		b.SetInsertionPoint(dot.Operation)
		dot.SetA(promoteOperand(b, dot.Loc(), dot.A(), promoted))
		dot.SetB(promoteOperand(b, dot.Loc(), dot.B(), promoted))
	}
}

// promoteOperand converts the elements of operand to elem: tt.fp_to_fp from fp8, arith.extf
// otherwise.
func promoteOperand(b *ir.Builder, loc ir.Location, operand *ir.Value, elem ir.Type) *ir.Value {
	t := operand.Type().(*ir.RankedTensorType)
	promotedType := b.Ctx.RankedTensorType(t.Dims, elem, t.Encoding)
	if isFloat8(t.Elem) {
		return tt.BuildFpToFp(b, loc, promotedType, operand).Result()
	}
	return arith.BuildExtF(b, loc, promotedType, operand).Out()
}

// isFloat8 reports whether t is an 8-bit float type.
func isFloat8(t ir.Type) bool {
	f, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch f.Kind {
	case ir.F8E5M2, ir.F8E4M3, ir.F8E4M3FN, ir.F8E5M2FNUZ, ir.F8E4M3FNUZ, ir.F8E4M3B11FNUZ, ir.F8E3M4, ir.F8E8M0FNU:
		return true
	}
	return false
}

package tritongputollvm

import (
	"slices"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// convertLayoutSwizzlingPattern is Triton's NVIDIA ConvertLayoutOpSwizzlingConversion: a
// conversion within the CTA that needs shared memory goes through the swizzled layout that
// also weighs ldmatrix and stmatrix; other conversions are left to the shared pattern.
func (p *ConvertTritonGPUToLLVM) convertLayoutSwizzlingPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	cvt, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false, nil
	}
	srcT, ok := cvt.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return false, nil
	}
	srcLL, err := shared.LinearLayoutOf(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	dstLL, err := shared.LinearLayoutOf(cvt.Result().Type().(*ir.RankedTensorType))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	conversion, err := layout.MinimalConversion(srcLL, dstLL)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if slices.Contains(conversion.InDimNames(), layout.DimBlock) {
		return false, nil
	}
	needs, err := layout.CvtNeedsSharedMemory(srcLL, dstLL)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if !needs {
		return false, nil
	}
	return true, l.TransferWithinBlockSwizzling(op, func(src, dst layout.LinearLayout, bitwidth int) (layout.LinearLayout, shared.TileAccess, shared.TileAccess, error) {
		smem, srcInstr, dstInstr, err := layout.OptimalSwizzlingNV(src, dst, int(p.opts.ComputeCapability), bitwidth)
		cc := int(p.opts.ComputeCapability)
		return smem, matrixOrLdSt(l, srcInstr, cc), matrixOrLdSt(l, dstInstr, cc), err
	})
}

// matrixOrLdSt returns the TileAccess of an instruction that OptimalSwizzlingNV picked.
func matrixOrLdSt(l *shared.Lowering, instr, computeCapability int) shared.TileAccess {
	if instr == layout.InstrLdSt {
		return l.LdStAccess
	}
	return func(loc ir.Location, cvt layout.LinearLayout, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value) ([]*ir.Value, error) {
		out, ok, err := lowerLdStMatrix(l, loc, cvt, instr == layout.InstrMatrixTrans, vals, elem, base, affineOffset, 0, computeCapability)
		if err == nil && !ok {
			err = ir.Errorf(loc, "the swizzled layout does not fit ldmatrix or stmatrix")
		}
		return out, err
	}
}

package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// TargetInfo is Triton's NVIDIA TargetInfo.
type TargetInfo struct {
	ComputeCapability int
}

// ClusterCTAID emits nvg.cluster_id. With one CTA per cluster Triton's conversion replaces
// it by the constant 0 it emits first, and leaves the nvg.cluster_id for later passes to
// erase; the constant is what the users see.
func (TargetInfo) ClusterCTAID(l *shared.Lowering, loc ir.Location) *ir.Value {
	if l.NumCTAs == 1 {
		zero := l.I32(loc, 0)
		nvgpu.BuildClusterId(l.B, loc, l.Ctx.I32())
		return zero
	}
	return nvgpu.BuildClusterId(l.B, loc, l.Ctx.I32()).Result()
}

// ProgramIDPattern is Triton's GetProgramIdOpConversion: the CTA id along the axis.
func ProgramIDPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	pid, ok := tt.AsGetProgramId(op)
	if !ok {
		return false, nil
	}
	axis, _ := pid.Axis()
	if l.NumCTAs != 1 {
		return true, ir.OpError(op, "lowering get_program_id with several CTAs per cluster is not supported yet")
	}
	var v *ir.Value
	switch axis {
	case 0:
		v = nvvm.BuildReadPtxSregCtaidX(l.B, op.Loc(), l.Ctx.I32()).Res()
	case 1:
		v = nvvm.BuildReadPtxSregCtaidY(l.B, op.Loc(), l.Ctx.I32()).Res()
	default:
		v = nvvm.BuildReadPtxSregCtaidZ(l.B, op.Loc(), l.Ctx.I32()).Res()
	}
	l.Replace(op, v)
	return true, nil
}

// NumProgramsPattern is Triton's GetNumProgramsOpConversion: the grid size along the axis.
func NumProgramsPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	np, ok := tt.AsGetNumPrograms(op)
	if !ok {
		return false, nil
	}
	if l.NumCTAs != 1 {
		return true, ir.OpError(op, "lowering get_num_programs with several CTAs per cluster is not supported yet")
	}
	axis, _ := np.Axis()
	var v *ir.Value
	switch axis {
	case 0:
		v = nvvm.BuildReadPtxSregNctaidX(l.B, op.Loc(), l.Ctx.I32()).Res()
	case 1:
		v = nvvm.BuildReadPtxSregNctaidY(l.B, op.Loc(), l.Ctx.I32()).Res()
	default:
		v = nvvm.BuildReadPtxSregNctaidZ(l.B, op.Loc(), l.Ctx.I32()).Res()
	}
	l.Replace(op, v)
	return true, nil
}

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

// ProgramIDPattern is Triton's GetProgramIdOpConversion: the CTA id along the axis, or the
// cluster id when the module runs several CTAs per cluster.
func ProgramIDPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	pid, ok := tt.AsGetProgramId(op)
	if !ok {
		return false, nil
	}
	axis, _ := pid.Axis()
	l.Replace(op, programID(l, op.Loc(), axis))
	return true, nil
}

// programID is Triton's llGetPid: the CTA id along axis (0, 1 or 2) with one CTA per cluster,
// else the cluster id.
func programID(l *shared.Lowering, loc ir.Location, axis int64) *ir.Value {
	i32 := l.Ctx.I32()
	if l.NumCTAs != 1 {
		switch axis {
		case 0:
			return nvvm.BuildReadPtxSregClusteridX(l.B, loc, i32).Res()
		case 1:
			return nvvm.BuildReadPtxSregClusteridY(l.B, loc, i32).Res()
		default:
			return nvvm.BuildReadPtxSregClusteridZ(l.B, loc, i32).Res()
		}
	}
	switch axis {
	case 0:
		return nvvm.BuildReadPtxSregCtaidX(l.B, loc, i32).Res()
	case 1:
		return nvvm.BuildReadPtxSregCtaidY(l.B, loc, i32).Res()
	default:
		return nvvm.BuildReadPtxSregCtaidZ(l.B, loc, i32).Res()
	}
}

// NumProgramsPattern is Triton's GetNumProgramsOpConversion: the grid size along the axis,
// counted in clusters when the module runs several CTAs per cluster.
func NumProgramsPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	np, ok := tt.AsGetNumPrograms(op)
	if !ok {
		return false, nil
	}
	axis, _ := np.Axis()
	loc, i32 := op.Loc(), l.Ctx.I32()
	var v *ir.Value
	switch {
	case l.NumCTAs != 1 && axis == 0:
		v = nvvm.BuildReadPtxSregNclusteridX(l.B, loc, i32).Res()
	case l.NumCTAs != 1 && axis == 1:
		v = nvvm.BuildReadPtxSregNclusteridY(l.B, loc, i32).Res()
	case l.NumCTAs != 1:
		v = nvvm.BuildReadPtxSregNclusteridZ(l.B, loc, i32).Res()
	case axis == 0:
		v = nvvm.BuildReadPtxSregNctaidX(l.B, loc, i32).Res()
	case axis == 1:
		v = nvvm.BuildReadPtxSregNctaidY(l.B, loc, i32).Res()
	default:
		v = nvvm.BuildReadPtxSregNctaidZ(l.B, loc, i32).Res()
	}
	l.Replace(op, v)
	return true, nil
}

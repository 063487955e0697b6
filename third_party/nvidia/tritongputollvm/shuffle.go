package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// ShuffleIdx is Triton's NVIDIA shuffleIdx: shfl.sync.idx of the value from lane.
func (TargetInfo) ShuffleIdx(l *shared.Lowering, loc ir.Location, v, lane *ir.Value) *ir.Value {
	return shufflePointer(l, loc, v, lane, l.I32(loc, 0x1f), "idx")
}

// ShuffleUp is Triton's NVIDIA shuffleUp: shfl.sync.up of the value by delta lanes.
func (TargetInfo) ShuffleUp(l *shared.Lowering, loc ir.Location, v *ir.Value, delta int) *ir.Value {
	return shufflePointer(l, loc, v, l.I32(loc, int64(delta)), l.I32(loc, 0), "up")
}

// shufflePointer is Triton's shuffleCommon: shuffle, with pointers shuffled as i64.
func shufflePointer(l *shared.Lowering, loc ir.Location, v, offset, clamp *ir.Value, kind string) *ir.Value {
	pt, isPtr := v.Type().(*llvm.PointerType)
	if !isPtr {
		return shuffle(l, loc, v, offset, clamp, kind)
	}
	i := llvm.BuildPtrtoint(l.B, loc, l.Ctx.I64(), v).Res()
	return llvm.BuildInttoptr(l.B, loc, pt, shuffle(l, loc, i, offset, clamp, kind)).Res()
}

// Permute is Triton's NVIDIA permute: the llvm.nvvm.prmt intrinsic.
func (TargetInfo) Permute(l *shared.Lowering, loc ir.Location, a, b, selector *ir.Value) *ir.Value {
	return Intrinsic(l, loc, "llvm.nvvm.prmt", l.Ctx.I32(), []*ir.Value{a, b, selector})
}

// Ballot is Triton's NVIDIA ballot: nvvm.vote.sync ballot over the full warp.
func (TargetInfo) Ballot(l *shared.Lowering, loc ir.Location, t ir.Type, pred *ir.Value) *ir.Value {
	all := l.IntConst(loc, t, -1)
	return nvvm.BuildVoteSync(l.B, loc, t, all, pred,
		ir.NamedAttribute{Name: "kind", Value: llvm.Enum(l.Ctx, "nvvm", "vote_sync_kind", "ballot", true)}).Res()
}

package tritongputollvm

import (
	"math/bits"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Voter is what lowering a histogram asks of a backend beyond TargetInfo, as the ballot of
// Triton's TargetInfoBase.
type Voter interface {
	// Ballot emits the integer of type t whose bit i is pred on lane i.
	Ballot(l *Lowering, loc ir.Location, t ir.Type, pred *ir.Value) *ir.Value
}

// The llvm.atomicrmw encodings the histogram uses: its add operation and monotonic ordering.
const (
	atomicBinOpAdd          = 1
	atomicOrderingMonotonic = 2
)

// histogramLowering is the state of one tt.histogram lowering.
type histogramLowering struct {
	l                *Lowering
	loc              ir.Location
	voter            Voter
	laneT            ir.Type
	numBins, numBits int
	laneBits         int
	tid              *ir.Value
}

// HistogramPattern is Triton's HistogramOpConversion (HistogramOpToLLVM.cpp): each warp
// counts its elements per bin with ballots of the bin-index bits and popcounts, each lane
// owning numBins/32 bins; the warps' counts meet in shared memory by atomic adds.
func HistogramPattern(op *ir.Operation, l *Lowering) (bool, error) {
	hist, ok := tt.AsHistogram(op)
	if !ok {
		return false, nil
	}
	voter, ok := l.Target.(Voter)
	if !ok {
		return true, ir.OpError(op, "the target has no warp ballot")
	}
	srcT, ok := hist.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return true, ir.OpError(op, "expected a tensor operand")
	}
	if srcT.Elem != l.Ctx.I32() {
		// Triton's lowering tests the bits of each value against i32 masks.
		return true, ir.OpError(op, "lowering a histogram of %s values is not supported", asm.TypeString(srcT.Elem))
	}
	dstT := hist.Result().Type().(*ir.RankedTensorType)
	if l.ThreadsPerWarp != 32 && l.ThreadsPerWarp != 64 {
		return true, ir.OpError(op, "only 32 or 64 threads per warp are supported")
	}
	numBins := max(int(dstT.Dims[0]), l.ThreadsPerWarp)
	if numBins&(numBins-1) != 0 {
		return true, ir.OpError(op, "the number of bins must be a power of two")
	}
	loc := op.Loc()
	src := l.Unpack(loc, l.Remapped(hist.Src()))
	var mask []*ir.Value
	if m := hist.Mask(); m != nil {
		mask = l.Unpack(loc, l.Remapped(m))
	}
	h := &histogramLowering{l: l, loc: loc, voter: voter, laneT: l.Ctx.IntegerType(l.ThreadsPerWarp),
		numBins: numBins, numBits: bits.TrailingZeros(uint(numBins)), laneBits: bits.TrailingZeros(uint(l.ThreadsPerWarp))}
	h.tid = l.ThreadID(loc)
	warpCounts := h.warpHistogram(src, mask)
	base := l.SharedMemoryBase(loc, op)
	indices, err := l.EmitIndices(loc, dstT, true)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	counts := h.crossWarpHistogram(base, warpCounts, indices)
	ll, err := LinearLayoutOf(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	// Threads that hold copies of the same elements count them more than once.
	lin := layout.Linear{Layout: ll}
	replication := l.NumWarps * l.ThreadsPerWarp / productOf(lin.ThreadsPerWarp()) / productOf(lin.WarpsPerCTA())
	for i, c := range counts {
		counts[i] = llvm.BuildSdiv(l.B, loc, c, l.I32(loc, int64(replication))).Res()
	}
	return true, l.packResult(op, counts)
}

// laneConst emits a constant of the lane-mask type.
func (h *histogramLowering) laneConst(v int64) *ir.Value { return h.l.IntConst(h.loc, h.laneT, v) }

// warpHistogram is computeWarpLevelHistogram: the counts of the bins this lane owns among
// the warp's elements.
func (h *histogramLowering) warpHistogram(src, mask []*ir.Value) []*ir.Value {
	l, loc := h.l, h.loc
	zero := l.I32(loc, 0)
	counts := make([]*ir.Value, h.numBins/l.ThreadsPerWarp)
	for k := range counts {
		counts[k] = zero
	}
	for i, v := range src {
		ballots := make([]*ir.Value, h.numBits)
		for j := range ballots {
			bit := llvm.BuildAnd(l.B, loc, v, l.I32(loc, int64(1)<<j)).Res()
			ballots[j] = h.voter.Ballot(l, loc, h.laneT, l.ICmp(loc, "ne", bit, zero))
		}
		full := h.laneConst(-1)
		owned := full
		// The high bits of a bin index select the lane that owns the bin.
		for b := range h.laneBits {
			laneBit := llvm.BuildAnd(l.B, loc, h.tid, l.I32(loc, int64(1)<<b)).Res()
			isSet := l.ICmp(loc, "ne", laneBit, zero)
			flip := llvm.BuildSelect(l.B, loc, h.laneT, isSet, h.laneConst(0), full).Res()
			match := llvm.BuildXor(l.B, loc, ballots[b+h.numBits-h.laneBits], flip).Res()
			owned = llvm.BuildAnd(l.B, loc, owned, match).Res()
		}
		valid := full
		if mask != nil {
			valid = h.voter.Ballot(l, loc, h.laneT, mask[i])
		}
		owned = llvm.BuildAnd(l.B, loc, owned, valid).Res()
		// The low bits select among the lane's own bins.
		for k := range counts {
			inBin := owned
			for j := range h.numBits - h.laneBits {
				flip := int64(-1)
				if k&(1<<j) != 0 {
					flip = 0
				}
				match := llvm.BuildXor(l.B, loc, ballots[j], h.laneConst(flip)).Res()
				inBin = llvm.BuildAnd(l.B, loc, inBin, match).Res()
			}
			n := llvm.BuildIntrCtpop(l.B, loc, inBin).Res()
			if l.ThreadsPerWarp > 32 {
				n = llvm.BuildTrunc(l.B, loc, l.Ctx.I32(), n).Res()
			}
			counts[k] = llvm.BuildAdd(l.B, loc, counts[k], n).Res()
		}
	}
	return counts
}

// crossWarpHistogram is computeCrossWarpHistogram: shared memory zeroed, every lane's counts
// added atomically at its bins, and the bins at the result's indices read back.
func (h *histogramLowering) crossWarpHistogram(base *ir.Value, warpCounts []*ir.Value, indices [][]*ir.Value) []*ir.Value {
	l, loc := h.l, h.loc
	i32 := l.Ctx.I32()
	threads := l.NumWarps * l.ThreadsPerWarp
	lane := llvm.BuildAnd(l.B, loc, h.tid, l.I32(loc, int64(l.ThreadsPerWarp-1))).Res()
	for i := range (h.numBins + threads - 1) / threads {
		off := llvm.BuildAdd(l.B, loc, h.tid, l.I32(loc, int64(i*threads))).Res()
		off = llvm.BuildUrem(l.B, loc, off, l.I32(loc, int64(h.numBins))).Res()
		ptr := l.GEP(loc, base.Type(), i32, base, off)
		llvm.BuildStore(l.B, loc, l.I32(loc, 0), ptr)
	}
	l.Target.Barrier(l, loc)
	for i, c := range warpCounts {
		first := llvm.BuildMul(l.B, loc, lane, l.I32(loc, int64(len(warpCounts)))).Res()
		off := llvm.BuildAdd(l.B, loc, first, l.I32(loc, int64(i))).Res()
		ptr := l.GEP(loc, base.Type(), i32, base, off)
		llvm.BuildAtomicrmw(l.B, loc, i32, ptr, c,
			ir.NamedAttribute{Name: "bin_op", Value: l.Ctx.I64Attr(atomicBinOpAdd)},
			ir.NamedAttribute{Name: "ordering", Value: l.Ctx.I64Attr(atomicOrderingMonotonic)})
	}
	l.Target.Barrier(l, loc)
	out := make([]*ir.Value, len(indices))
	for i, idx := range indices {
		ptr := l.GEP(loc, base.Type(), i32, base, idx[0])
		out[i] = llvm.BuildLoad(l.B, loc, i32, ptr).Res()
	}
	return out
}

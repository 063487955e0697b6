package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// scanLowering is the state of one tt.scan lowering, Triton's ScanOpConversion with its
// ScanLoweringHelper: a scan of the contiguous elements of each thread, a scan of the last
// element of each chunk across the lanes with shuffles, then, with several warps along the
// axis, a combination of the warps' partial results through shared memory.
type scanLowering struct {
	l        *Lowering
	op       tt.ScanOp
	loc      ir.Location
	axis     int
	srcT     *ir.RankedTensorType
	ll       layout.LinearLayout
	order    []uint32
	elems    []ir.Type
	shuffler WarpShuffler
	// contig, threads and warps are the layout's elements, lanes and warps per dimension.
	contig, threads, warps []uint32
}

// ScanPattern is Triton's ScanOpConversion (ScanOpToLLVM.cpp), for blocked layouts.
func ScanPattern(op *ir.Operation, l *Lowering) (bool, error) {
	scan, ok := tt.AsScan(op)
	if !ok {
		return false, nil
	}
	srcs := scan.Srcs()
	if len(srcs) == 0 {
		return true, ir.OpError(op, "expected at least one operand")
	}
	srcT, ok := srcs[0].Type().(*ir.RankedTensorType)
	if !ok {
		return true, ir.OpError(op, "expected tensor operands")
	}
	blocked, ok := srcT.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return true, ir.OpError(op, "TODO: unsupported scan layout")
	}
	ll, err := LinearLayoutOf(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	shuffler, err := l.warpShuffler(op)
	if err != nil {
		return true, err
	}
	axis, _ := scan.Axis()
	linear := layout.Linear{Layout: ll}
	s := &scanLowering{l: l, op: scan, loc: op.Loc(), axis: int(axis), srcT: srcT, ll: ll, order: blocked.Order,
		shuffler: shuffler, contig: linear.ContigPerThread(), threads: linear.ThreadsPerWarp(), warps: linear.WarpsPerCTA()}
	if s.axis < 0 || s.axis >= len(s.contig) {
		return true, ir.OpError(op, "scan axis %d out of range", axis)
	}
	for _, v := range srcs {
		t, err := l.Types.Convert(v.Type().(*ir.RankedTensorType).Elem)
		if err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		s.elems = append(s.elems, t)
	}
	regs, err := ElemsPerThread(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if s.axisBlocks()*s.nonAxisBlocks()*s.nonAxisElems()*s.axisElems() != regs {
		// Triton asserts this too: its chunk bookkeeping assumes every register is distinct.
		return true, ir.OpError(op, "scanning a tensor smaller than its layout's tile (broadcast registers) is not supported")
	}
	if s.axisWarps() > 1 && op.Attr("allocation.offset") == nil {
		return true, ir.OpError(op, "a scan across warps needs its shared memory allocated (allocation.offset)")
	}
	return true, s.lower()
}

// productOf multiplies the entries of v.
func productOf(v []uint32) int {
	p := 1
	for _, x := range v {
		p *= int(x)
	}
	return p
}

// axisElems is getAxisNumElementsPerThread: the contiguous elements of a thread along the
// axis, one chunk.
func (s *scanLowering) axisElems() int { return int(s.contig[s.axis]) }

// nonAxisElems is getNonAxisNumElementsPerThread.
func (s *scanLowering) nonAxisElems() int { return productOf(s.contig) / s.axisElems() }

// axisLanes is getAxisNumThreadsPerWarpWithUniqueData.
func (s *scanLowering) axisLanes() int { return int(s.threads[s.axis]) }

// nonAxisLanes is getNonAxisNumThreadsPerWarp.
func (s *scanLowering) nonAxisLanes() int { return productOf(s.threads) / s.axisLanes() }

// axisWarps is getAxisNumWarpsWithUniqueData.
func (s *scanLowering) axisWarps() int { return int(s.warps[s.axis]) }

// nonAxisThreads is getNonAxisNumThreadsPerCTA: the threads that compute independent scans.
func (s *scanLowering) nonAxisThreads() int {
	return productOf(s.warps) / s.axisWarps() * s.nonAxisLanes()
}

// blocksAlong is the number of times the layout's CTA tile repeats along dimension d.
func (s *scanLowering) blocksAlong(d int) int {
	per := int64(s.contig[d]) * int64(s.threads[d]) * int64(s.warps[d])
	return int((s.srcT.Dims[d] + per - 1) / per)
}

// axisBlocks is getAxisNumBlocks.
func (s *scanLowering) axisBlocks() int { return s.blocksAlong(s.axis) }

// nonAxisBlocks is getNonAxisNumBlocks.
func (s *scanLowering) nonAxisBlocks() int {
	n := 1
	for d := range s.srcT.Dims {
		if d != s.axis {
			n *= s.blocksAlong(d)
		}
	}
	return n
}

// strideAlongOrder multiplies size(d) over the dimensions before the axis in the layout's
// order.
func (s *scanLowering) strideAlongOrder(size func(d int) int) int {
	stride := 1
	for _, d := range s.order {
		if int(d) == s.axis {
			break
		}
		stride *= size(int(d))
	}
	return stride
}

// elementStride is getAxisElementStride: the register distance of neighbours along the axis.
func (s *scanLowering) elementStride() int {
	return s.strideAlongOrder(func(d int) int { return int(s.contig[d]) })
}

// threadStride is getAxisThreadStride: the lane distance of neighbours along the axis.
func (s *scanLowering) threadStride() int {
	lanes := layout.Linear{Layout: s.ll}.ThreadsPerWarpWithBroadcast()
	return s.strideAlongOrder(func(d int) int { return int(lanes[d]) })
}

// blockStride is getAxisBlockStride.
func (s *scanLowering) blockStride() int { return s.strideAlongOrder(s.blocksAlong) }

// scratchElems is getScratchSizeInElems: the shared-memory elements per operand.
func (s *scanLowering) scratchElems() int {
	return productOf(s.warps) * s.nonAxisLanes() * s.nonAxisElems() * s.axisBlocks() * s.nonAxisBlocks()
}

// isChunkEnd reports whether register srcIndex holds the last element of its chunk.
func (s *scanLowering) isChunkEnd(srcIndex int) bool {
	return (srcIndex/s.elementStride())%s.axisElems() == s.axisElems()-1
}

// combine applies the combine region to acc and cur where pred holds (see combineWhere); an
// empty acc gives cur.
func (s *scanLowering) combine(acc, cur []*ir.Value, pred *ir.Value) ([]*ir.Value, error) {
	if len(acc) == 0 {
		return slices.Clone(cur), nil
	}
	return s.l.combineWhere(s.op.Operation, s.op.CombineOp().Front(), acc, cur, pred)
}

// selectValue emits llvm.select.
func (s *scanLowering) selectValue(cond, a, b *ir.Value) *ir.Value {
	return llvm.BuildSelect(s.l.B, s.loc, a.Type(), cond, a, b).Res()
}

// scanIDs are the thread's ids and coordinates a scan needs, Triton's getDelinearizedIds.
type scanIDs struct {
	lane, warp *ir.Value
	// laneAxis and warpAxis are the lane and warp coordinates along the axis; parallel is
	// the flat id of the thread among those computing independent scans; representative
	// holds on the threads with the first copy of their data.
	laneAxis, warpAxis, parallel, representative *ir.Value
}

// threadIDs emits the thread's lane and warp ids and their coordinates.
func (s *scanLowering) threadIDs() scanIDs {
	l, loc := s.l, s.loc
	tid := l.ThreadID(loc)
	warpSize := l.I32(loc, int64(l.ThreadsPerWarp))
	var ids scanIDs
	ids.warp = llvm.BuildUdiv(l.B, loc, tid, warpSize).Res()
	ids.lane = llvm.BuildUrem(l.B, loc, tid, warpSize).Res()
	laneIdx, laneRep := l.Delinearize(loc, s.ll, layout.DimLane, ids.lane)
	warpIdx, warpRep := l.Delinearize(loc, s.ll, layout.DimWarp, ids.warp)
	ids.laneAxis, ids.warpAxis = laneIdx[s.axis], warpIdx[s.axis]
	laneIdx[s.axis] = l.I32(loc, 0)
	laneParallel := l.Linearize(loc, laneIdx, s.shapeWithoutAxis(s.threads), s.order)
	warpIdx[s.axis] = l.I32(loc, 0)
	warpParallel := l.Linearize(loc, warpIdx, s.shapeWithoutAxis(s.warps), s.order)
	scaled := llvm.BuildMul(l.B, loc, warpParallel, l.I32(loc, int64(s.nonAxisLanes()))).Res()
	ids.parallel = llvm.BuildAdd(l.B, loc, laneParallel, scaled).Res()
	ids.representative = llvm.BuildAnd(l.B, loc, laneRep, warpRep).Res()
	return ids
}

// shapeWithoutAxis returns sizes as int32 with the axis's set to 1.
func (s *scanLowering) shapeWithoutAxis(sizes []uint32) []int32 {
	out := make([]int32, len(sizes))
	for i, v := range sizes {
		out[i] = int32(v)
	}
	out[s.axis] = 1
	return out
}

// unpackInputs returns, per register, the values of every operand.
func (s *scanLowering) unpackInputs() [][]*ir.Value {
	var out [][]*ir.Value
	for _, src := range s.op.Srcs() {
		vals := s.l.Unpack(s.loc, s.l.Remapped(src))
		if out == nil {
			out = make([][]*ir.Value, len(vals))
		}
		for j, v := range vals {
			out[j] = append(out[j], v)
		}
	}
	return out
}

// lower emits the scan.
func (s *scanLowering) lower() error {
	l, loc := s.l, s.loc
	ids := s.threadIDs()
	srcValues := s.unpackInputs()
	reverse := s.op.Reverse()
	if reverse {
		// Triton scans in reverse as flip(scan(flip(x))).
		ids.warpAxis = llvm.BuildSub(l.B, loc, l.I32(loc, int64(s.axisWarps()-1)), ids.warpAxis).Res()
		srcValues = s.flip(srcValues)
	}
	if err := s.scanWithinThreads(srcValues); err != nil {
		return err
	}
	if err := s.scanWithinWarp(srcValues, ids.laneAxis); err != nil {
		return err
	}
	switch {
	case s.axisWarps() > 1:
		bases := s.smemBases()
		s.storeWarpPartials(srcValues, ids, bases)
		l.Target.Barrier(l, loc)
		if err := s.addWarpPartials(srcValues, ids, bases); err != nil {
			return err
		}
	case len(srcValues) > 1:
		laneIdx, _ := l.Delinearize(loc, s.ll, layout.DimLane, ids.lane)
		laneIdx[s.axis] = l.I32(loc, int64(s.axisLanes()-1))
		threads := make([]int32, len(s.threads))
		for i, v := range s.threads {
			threads[i] = int32(v)
		}
		lastLane := l.Linearize(loc, laneIdx, threads, s.order)
		if err := s.addChunkPartialsOneWarp(srcValues, ids, lastLane); err != nil {
			return err
		}
	}
	if reverse {
		srcValues = s.flip(srcValues)
	}
	results := make([]*ir.Value, len(s.op.Results()))
	for i, res := range s.op.Results() {
		vals := make([]*ir.Value, len(srcValues))
		for j := range srcValues {
			vals[j] = srcValues[j][i]
		}
		st, err := l.Types.Convert(res.Type())
		if err != nil {
			return ir.OpError(s.op.Operation, "%v", err)
		}
		results[i] = l.Pack(loc, vals, st)
	}
	l.Replace(s.op.Operation, results...)
	return nil
}

// flip is Triton's flipSrcValues: the registers in reverse order, each reversed across the
// lanes of the warp by butterfly shuffles.
func (s *scanLowering) flip(srcValues [][]*ir.Value) [][]*ir.Value {
	l := s.l
	out := make([][]*ir.Value, len(srcValues))
	for i := range srcValues {
		rev := len(srcValues) - i - 1
		for j := range srcValues[rev] {
			for k := l.ThreadsPerWarp / 2; k >= 1; k /= 2 {
				srcValues[rev][j] = l.Target.ShuffleXor(l, s.loc, srcValues[rev][j], k)
			}
			out[i] = append(out[i], srcValues[rev][j])
		}
	}
	return out
}

// scanWithinThreads is scanThreadContiguousElements: a running combination over the
// contiguous elements of each chunk of each thread.
func (s *scanLowering) scanWithinThreads(srcValues [][]*ir.Value) error {
	stride, per := s.elementStride(), s.axisElems()
	accs := make([][]*ir.Value, len(srcValues)/per)
	for i := range srcValues {
		k := i%stride + (i/stride)/per*stride
		acc, err := s.combine(accs[k], srcValues[i], nil)
		if err != nil {
			return err
		}
		accs[k] = acc
		srcValues[i] = slices.Clone(acc)
	}
	return nil
}

// scanWithinWarp is warpScan: a Hillis-Steele scan across the lanes along the axis of the
// last element of each chunk, with shuffles up.
func (s *scanLowering) scanWithinWarp(srcValues [][]*ir.Value, laneAxis *ir.Value) error {
	l, loc := s.l, s.loc
	for i := range srcValues {
		if !s.isChunkEnd(i) {
			continue
		}
		acc := slices.Clone(srcValues[i])
		for n := 1; n <= s.axisLanes()/2; n <<= 1 {
			shfl := make([]*ir.Value, len(acc))
			for j, v := range acc {
				shfl[j] = s.shuffler.ShuffleUp(l, loc, v, n*s.threadStride())
			}
			mask := l.ICmp(loc, "sge", laneAxis, l.I32(loc, int64(n)))
			combined, err := s.combine(shfl, acc, mask)
			if err != nil {
				return err
			}
			for j := range acc {
				acc[j] = s.selectValue(mask, combined[j], acc[j])
			}
		}
		srcValues[i] = acc
	}
	return nil
}

// smemBases is getSmemBases: one shared-memory array of scratchElems elements per operand,
// the widest operands first.
func (s *scanLowering) smemBases() []*ir.Value {
	n := len(s.elems)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return ir.IntOrFloatBitWidth(s.elems[b]) - ir.IntOrFloatBitWidth(s.elems[a])
	})
	base := s.l.SharedMemoryBase(s.loc, s.op.Operation)
	bases := make([]*ir.Value, n)
	bases[order[0]] = base
	for i := 1; i < n; i++ {
		prev := order[i-1]
		bases[order[i]] = s.l.GEP(s.loc, base.Type(), s.elems[prev], bases[prev], s.l.I32(s.loc, int64(s.scratchElems())))
	}
	return bases
}

// storeWarpPartials is storeWarpAccumulator: the last lane along the axis of every warp
// stores each chunk's total, chunk by chunk, warp by warp, parallel scan by parallel scan.
func (s *scanLowering) storeWarpPartials(srcValues [][]*ir.Value, ids scanIDs, bases []*ir.Value) {
	l, loc := s.l, s.loc
	parallel, warps := s.nonAxisThreads(), s.axisWarps()
	chunk := 0
	for i := range srcValues {
		if !s.isChunkEnd(i) {
			continue
		}
		mask := l.ICmp(loc, "eq", ids.laneAxis, l.I32(loc, int64(s.axisLanes()-1)))
		mask = llvm.BuildAnd(l.B, loc, mask, ids.representative).Res()
		warpOffset := llvm.BuildMul(l.B, loc, ids.warpAxis, l.I32(loc, int64(parallel))).Res()
		index := llvm.BuildAdd(l.B, loc, ids.parallel, warpOffset).Res()
		index = llvm.BuildAdd(l.B, loc, index, l.I32(loc, int64(chunk*parallel*warps))).Res()
		for j, v := range srcValues[i] {
			ptr := l.GEP(loc, bases[j].Type(), s.elems[j], bases[j], index)
			l.Target.StoreShared(l, loc, ptr, v, mask)
		}
		chunk++
	}
}

// chunkAccumulator returns the accumulator index of a chunk and the index of its block
// along the axis.
func (s *scanLowering) chunkAccumulator(chunk int) (index, axisBlock int) {
	per := s.nonAxisElems()
	block := chunk / per
	stride := s.blockStride()
	parallelBlock := block%stride + (block/stride)/s.axisBlocks()*stride
	return chunk%per + parallelBlock*per, (block / stride) % s.axisBlocks()
}

// addWarpPartials is AddPartialReduce: every thread combines the totals of the warps before
// its own (and of the earlier blocks) from shared memory into its chunks, then carries the
// previous lane's total into the other elements of each chunk.
func (s *scanLowering) addWarpPartials(srcValues [][]*ir.Value, ids scanIDs, bases []*ir.Value) error {
	l, loc := s.l, s.loc
	parallel, warps := s.nonAxisThreads(), s.axisWarps()
	notFirstWarp := l.ICmp(loc, "ne", ids.warpAxis, l.I32(loc, 0))
	notFirstLane := l.ICmp(loc, "ne", ids.laneAxis, l.I32(loc, 0))
	notFirstThread := llvm.BuildOr(l.B, loc, notFirstWarp, notFirstLane).Res()
	type accumulator struct{ acc, masked []*ir.Value }
	accs := make([]accumulator, s.nonAxisBlocks()*s.nonAxisElems())
	stride := s.elementStride()
	chunk := 0
	for i := range srcValues {
		if !s.isChunkEnd(i) {
			continue
		}
		k, axisBlock := s.chunkAccumulator(chunk)
		a := &accs[k]
		for w := range warps {
			index := llvm.BuildAdd(l.B, loc, ids.parallel, l.I32(loc, int64(parallel*(w+chunk*warps)))).Res()
			partial := make([]*ir.Value, len(bases))
			for j := range bases {
				ptr := l.GEP(loc, bases[j].Type(), s.elems[j], bases[j], index)
				partial[j] = llvm.BuildLoad(l.B, loc, s.elems[j], ptr).Res()
			}
			if len(a.acc) == 0 {
				a.acc, a.masked = partial, slices.Clone(partial)
				continue
			}
			mask := l.ICmp(loc, "sge", ids.warpAxis, l.I32(loc, int64(w+1)))
			acc, err := s.combine(a.acc, partial, nil)
			if err != nil {
				return err
			}
			a.acc = acc
			for j := range a.masked {
				a.masked[j] = s.selectValue(mask, a.acc[j], a.masked[j])
			}
		}
		var pred *ir.Value
		if axisBlock == 0 {
			pred = notFirstWarp
		}
		temp, err := s.combine(a.masked, srcValues[i], pred)
		if err != nil {
			return err
		}
		if axisBlock == 0 {
			// The first warp of the first block has nothing to add.
			for j, v := range srcValues[i] {
				temp[j] = s.selectValue(notFirstWarp, temp[j], v)
			}
		}
		srcValues[i] = temp
		last := make([]*ir.Value, len(temp))
		for j, v := range temp {
			up := s.shuffler.ShuffleUp(l, loc, v, s.threadStride())
			last[j] = s.selectValue(notFirstLane, up, a.masked[j])
		}
		for e := 1; e < s.axisElems(); e++ {
			pred = nil
			if axisBlock == 0 {
				pred = notFirstThread
			}
			prev := srcValues[i-e*stride]
			value, err := s.combine(last, prev, pred)
			if err != nil {
				return err
			}
			if axisBlock == 0 {
				for j := range value {
					value[j] = s.selectValue(notFirstThread, value[j], prev[j])
				}
			}
			srcValues[i-e*stride] = value
		}
		a.masked = slices.Clone(a.acc)
		chunk++
	}
	return nil
}

// addChunkPartialsOneWarp is AddPartialReduceOneWarp: with one warp along the axis, each
// chunk adds the total of the chunks before it, carried from the last lane by shuffles, and
// each element the previous lane's total.
func (s *scanLowering) addChunkPartialsOneWarp(srcValues [][]*ir.Value, ids scanIDs, lastLane *ir.Value) error {
	l, loc := s.l, s.loc
	firstWarp := l.ICmp(loc, "eq", ids.warpAxis, l.I32(loc, 0))
	firstLane := l.ICmp(loc, "eq", ids.laneAxis, l.I32(loc, 0))
	firstThread := llvm.BuildAnd(l.B, loc, firstWarp, firstLane).Res()
	accs := make([][]*ir.Value, s.nonAxisBlocks()*s.nonAxisElems())
	stride := s.elementStride()
	chunk := 0
	for i := range srcValues {
		if !s.isChunkEnd(i) {
			continue
		}
		k, axisBlock := s.chunkAccumulator(chunk)
		if axisBlock == 0 {
			accs[k] = slices.Clone(srcValues[i])
		} else {
			v, err := s.combine(accs[k], srcValues[i], nil)
			if err != nil {
				return err
			}
			srcValues[i] = v
		}
		last := slices.Clone(srcValues[i])
		switch {
		case s.axisLanes() > 1:
			for j := range last {
				up := s.shuffler.ShuffleUp(l, loc, srcValues[i][j], s.threadStride())
				last[j] = s.selectValue(firstLane, accs[k][j], up)
				if s.axisBlocks() > 1 {
					accs[k][j] = s.shuffler.ShuffleIdx(l, loc, srcValues[i][j], lastLane)
				}
			}
		case s.axisBlocks() > 1:
			accs[k] = slices.Clone(srcValues[i])
		}
		for e := 1; e < s.axisElems(); e++ {
			prev := srcValues[i-e*stride]
			value, err := s.combine(last, prev, nil)
			if err != nil {
				return err
			}
			if axisBlock == 0 {
				for j := range value {
					value[j] = s.selectValue(firstThread, prev[j], value[j])
				}
			}
			srcValues[i-e*stride] = value
		}
		chunk++
	}
	return nil
}

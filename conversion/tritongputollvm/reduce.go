package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// reduction is the state of one tt.reduce lowering, Triton's ReduceOpConversion with its
// ReduceOpHelper.
type reduction struct {
	l      *Lowering
	op     tt.ReduceOp
	loc    ir.Location
	axis   int
	srcT   *ir.RankedTensorType
	ll     layout.LinearLayout
	linear layout.Linear
	elems  []ir.Type
	// accs holds the partial results by the source coordinates with the axis at 0; keys
	// lists them in Triton's std::map order.
	accs    map[string][]*ir.Value
	keys    [][]int32
	indices map[string][]*ir.Value
}

// ReducePattern is Triton's ReduceOpConversion: a reduction within each thread, then across
// the lanes of a warp with shuffles, then across warps through shared memory.
func ReducePattern(op *ir.Operation, l *Lowering) (bool, error) {
	red, ok := tt.AsReduce(op)
	if !ok {
		return false, nil
	}
	axis, _ := red.Axis()
	srcT := red.Srcs()[0].Type().(*ir.RankedTensorType)
	ll, err := LinearLayoutOf(srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	r := &reduction{l: l, op: red, loc: op.Loc(), axis: int(axis), srcT: srcT, ll: ll, linear: layout.Linear{Layout: ll},
		accs: map[string][]*ir.Value{}, indices: map[string][]*ir.Value{}}
	for _, s := range red.Srcs() {
		r.elems = append(r.elems, s.Type().(*ir.RankedTensorType).Elem)
	}
	if r.linear.WarpsPerCTA()[r.axis] > 1 && red.Operation.Attr("allocation.offset") == nil {
		return true, ir.OpError(op, "a reduction across warps needs its shared memory allocated (allocation.offset)")
	}
	return true, r.lower()
}

// lower emits the reduction.
func (r *reduction) lower() error {
	srcValues := r.unpackInputs()
	if err := r.withinThreads(srcValues); err != nil {
		return err
	}
	lanes := int(r.linear.ThreadsPerWarp()[r.axis])
	for _, k := range r.keys {
		acc := r.accs[offsetKey(k)]
		if err := r.warpReduce(acc, lanes, r.threadOffsetOnAxis(), nil); err != nil {
			return err
		}
	}
	if r.linear.WarpsPerCTA()[r.axis] == 1 {
		return r.packResults()
	}
	smemShape := r.scratchShape()
	bases := r.smemBases(product(smemShape))
	if err := r.storeToShared(bases, smemShape); err != nil {
		return err
	}
	r.l.Target.Barrier(r.l, r.loc)
	if err := r.accumulatePartials(bases, product(smemShape)); err != nil {
		return err
	}
	r.l.Target.Barrier(r.l, r.loc)
	return r.loadResults(bases, smemShape)
}

// product multiplies dims.
func product(dims []int32) int32 {
	p := int32(1)
	for _, d := range dims {
		p *= d
	}
	return p
}

// unpackInputs returns, per register, the values of every operand.
func (r *reduction) unpackInputs() [][]*ir.Value {
	n := int(r.ll.InDimSize(layout.DimRegister))
	out := make([][]*ir.Value, n)
	for _, s := range r.op.Srcs() {
		for j, v := range r.l.Unpack(r.loc, r.l.Remapped(s)) {
			out[j] = append(out[j], v)
		}
	}
	return out
}

// combine applies the combine region to acc and cur where pred holds (see combineWhere);
// an empty acc takes cur.
func (r *reduction) combine(acc, cur []*ir.Value, pred *ir.Value) ([]*ir.Value, error) {
	if len(acc) == 0 {
		return cur, nil
	}
	return r.l.combineWhere(r.op.Operation, r.op.CombineOp().Front(), acc, cur, pred)
}

// applyCombine lowers the combine region block of a reduction or scan in place, its
// arguments bound to acc and then cur, and returns the lowered values its terminator yields.
func (l *Lowering) applyCombine(block *ir.Block, acc, cur []*ir.Value) ([]*ir.Value, error) {
	args := block.Arguments()
	for i := range acc {
		l.Map(args[i], acc[i])
		l.Map(args[len(acc)+i], cur[i])
	}
	for _, op := range block.Ops() {
		if op == block.Terminator() {
			return l.remapAll(op.Operands()), nil
		}
		if err := l.lowerOp(op); err != nil {
			return nil, err
		}
	}
	return nil, ir.Errorf(block.ParentOp().Loc(), "combine region without a terminator")
}

// withinThreads reduces the registers of each thread that share their coordinates off the
// axis, once per distinct register coordinate.
func (r *reduction) withinThreads(srcValues [][]*ir.Value) error {
	offsets, err := registerOffsets(r.srcT)
	if err != nil {
		return ir.OpError(r.op.Operation, "%v", err)
	}
	seen := map[string]bool{}
	var unique []int
	for i, o := range offsets {
		if k := offsetKey(o); !seen[k] {
			seen[k] = true
			unique = append(unique, i)
		}
	}
	srcIndices, err := r.l.EmitIndices(r.loc, r.srcT, true)
	if err != nil {
		return ir.OpError(r.op.Operation, "%v", err)
	}
	for _, i := range unique {
		key := slices.Clone(offsets[i])
		key[r.axis] = 0
		k := offsetKey(key)
		acc, found := r.accs[k]
		res, err := r.combine(acc, srcValues[i], nil)
		if err != nil {
			return err
		}
		r.accs[k] = res
		if !found {
			r.keys = append(r.keys, key)
			r.indices[k] = srcIndices[i]
		}
	}
	slices.SortFunc(r.keys, slices.Compare[[]int32])
	return nil
}

// threadOffsetOnAxis is ReduceOpHelper::getThreadOffsetOnReductionAxis: the lane distance of
// neighbours along the axis.
func (r *reduction) threadOffsetOnAxis() int {
	offset := 1
	for _, b := range r.ll.Bases(layout.DimLane) {
		if b[r.axis] != 0 {
			break
		}
		offset *= 2
	}
	return offset
}

// warpReduce combines acc across numLanes lanes interleave apart, in place.
func (r *reduction) warpReduce(acc []*ir.Value, numLanes, interleave int, pred *ir.Value) error {
	done, err := r.l.Target.WarpReduce(r.l, r.loc, acc, r.op.Operation, numLanes, interleave)
	if err != nil || done {
		return err
	}
	for n := numLanes / 2; n > 0; n >>= 1 {
		shfl := make([]*ir.Value, len(acc))
		for i, v := range acc {
			shfl[i] = r.l.Target.ShuffleXor(r.l, r.loc, v, n*interleave)
		}
		res, err := r.combine(acc, shfl, pred)
		if err != nil {
			return err
		}
		copy(acc, res)
	}
	return nil
}

// packResults replaces the reduction by the accumulators when one warp holds each result.
func (r *reduction) packResults() error {
	results := make([]*ir.Value, len(r.op.Results()))
	for i, res := range r.op.Results() {
		rt, ok := res.Type().(*ir.RankedTensorType)
		if !ok {
			results[i] = r.accs[offsetKey(r.keys[0])][i]
			continue
		}
		offs, err := registerOffsets(rt)
		if err != nil {
			return ir.OpError(r.op.Operation, "%v", err)
		}
		vals := make([]*ir.Value, len(offs))
		for j, o := range offs {
			key := slices.Insert(slices.Clone(o), r.axis, 0)
			vals[j] = r.accs[offsetKey(key)][i]
		}
		st, err := r.l.Types.Convert(rt)
		if err != nil {
			return ir.OpError(r.op.Operation, "%v", err)
		}
		results[i] = r.l.Pack(r.loc, vals, st)
	}
	r.l.Replace(r.op.Operation, results...)
	return nil
}

// scratchShape is ReduceOpHelper::getScratchRepShape: the source shape with the axis cut to
// the warps along it.
func (r *reduction) scratchShape() []int32 {
	shape := make([]int32, len(r.srcT.Dims))
	for i, d := range r.srcT.Dims {
		shape[i] = int32(d)
	}
	shape[r.axis] = int32(r.linear.WarpsPerCTA()[r.axis])
	return shape
}

// orderWithAxisFirst is ReduceOpHelper::getOrderWithAxisAtBeginning.
func (r *reduction) orderWithAxisFirst() []uint32 {
	order := slices.DeleteFunc(slices.Clone(r.linear.Order()), func(d uint32) bool { return int(d) == r.axis })
	return slices.Insert(order, 0, uint32(r.axis))
}

// smemBases is getSmemBases: one shared-memory array of elems elements per operand, the
// widest operands first.
func (r *reduction) smemBases(elems int32) []*ir.Value {
	n := len(r.elems)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return ir.IntOrFloatBitWidth(r.elems[b]) - ir.IntOrFloatBitWidth(r.elems[a])
	})
	base := r.l.SharedMemoryBase(r.loc, r.op.Operation)
	bases := make([]*ir.Value, n)
	bases[order[0]] = base
	ptrT := base.Type()
	for i := 1; i < n; i++ {
		prev := bases[order[i-1]]
		bases[order[i]] = r.l.GEP(r.loc, ptrT, r.elems[order[i-1]], prev, r.l.I32(r.loc, int64(elems)))
	}
	return bases
}

// storeToShared writes each warp's partial results to shared memory, from the lanes that
// hold the first copy at the axis's first lane.
func (r *reduction) storeToShared(bases []*ir.Value, smemShape []int32) error {
	l, loc := r.l, r.loc
	lane, warp := l.LaneAndWarpID(loc)
	laneIdx, laneRep := l.Delinearize(loc, r.ll, layout.DimLane, lane)
	warpIdx, warpRep := l.Delinearize(loc, r.ll, layout.DimWarp, warp)
	laneZero := l.ICmp(loc, "eq", laneIdx[r.axis], l.I32(loc, 0))
	write := llvm.BuildAnd(l.B, loc, llvm.BuildAnd(l.B, loc, laneRep, warpRep).Res(), laneZero).Res()
	order := r.orderWithAxisFirst()
	for _, k := range r.keys {
		acc := r.accs[offsetKey(k)]
		idx := slices.Clone(r.indices[offsetKey(k)])
		idx[r.axis] = warpIdx[r.axis]
		off := l.Linearize(loc, idx, smemShape, order)
		for i, v := range acc {
			ptr := l.GEP(loc, bases[i].Type(), r.elems[i], bases[i], off)
			l.Target.StoreShared(l, loc, ptr, v, write)
		}
	}
	return nil
}

// accumulatePartials reduces the warps' partial results in shared memory, each thread a
// slice of them, and writes the totals back.
func (r *reduction) accumulatePartials(bases []*ir.Value, elems int32) error {
	l, loc := r.l, r.loc
	threads := l.NumWarps * l.ThreadsPerWarp
	interWarps := int(r.linear.WarpsPerCTA()[r.axis])
	tid := l.ThreadID(loc)
	lane := llvm.BuildUrem(l.B, loc, tid, l.I32(loc, int64(l.ThreadsPerWarp))).Res()
	zero := l.I32(loc, 0)
	perThread := max(int(elems)/threads, 1)
	needed := l.ICmp(loc, "slt", tid, l.I32(loc, int64(elems)))
	readOff := tid
	for round := range perThread {
		acc := make([]*ir.Value, len(bases))
		for i := range bases {
			ptr := l.GEP(loc, bases[i].Type(), r.elems[i], bases[i], readOff)
			acc[i] = l.Target.LoadShared(l, loc, ptr, r.elems[i], needed)
		}
		if err := r.warpReduce(acc, interWarps, 1, needed); err != nil {
			return err
		}
		ptrs := make([]*ir.Value, len(bases))
		for i := range bases {
			ptrs[i] = l.GEP(loc, bases[i].Type(), r.elems[i], bases[i], readOff)
		}
		rem := llvm.BuildUrem(l.B, loc, lane, l.I32(loc, int64(interWarps))).Res()
		pred := llvm.BuildAnd(l.B, loc, needed, l.ICmp(loc, "eq", rem, zero)).Res()
		for i := range bases {
			l.Target.StoreShared(l, loc, ptrs[i], acc[i], pred)
		}
		if round != perThread-1 {
			readOff = llvm.BuildAdd(l.B, loc, readOff, l.I32(loc, int64(threads))).Res()
		}
	}
	return nil
}

// loadResults reads the totals from shared memory into the results' registers.
func (r *reduction) loadResults(bases []*ir.Value, smemShape []int32) error {
	l, loc := r.l, r.loc
	order := r.orderWithAxisFirst()
	results := make([]*ir.Value, len(r.op.Results()))
	for i, res := range r.op.Results() {
		rt, ok := res.Type().(*ir.RankedTensorType)
		if !ok {
			results[i] = llvm.BuildLoad(l.B, loc, r.elems[i], bases[i]).Res()
			continue
		}
		idxs, err := l.EmitIndices(loc, rt, true)
		if err != nil {
			return ir.OpError(r.op.Operation, "%v", err)
		}
		vals := make([]*ir.Value, len(idxs))
		for j, idx := range idxs {
			read := slices.Insert(slices.Clone(idx), r.axis, l.I32(loc, 0))
			for d := range rt.Dims {
				s := d
				if d >= r.axis {
					s = d + 1
				}
				if int32(rt.Dims[d]) > smemShape[s] {
					read[s] = llvm.BuildUrem(l.B, loc, read[s], l.I32(loc, int64(smemShape[s]))).Res()
				}
			}
			off := l.Linearize(loc, read, smemShape, order)
			ptr := l.GEP(loc, bases[i].Type(), r.elems[i], bases[i], off)
			vals[j] = llvm.BuildLoad(l.B, loc, r.elems[i], ptr).Res()
		}
		st, err := l.Types.Convert(rt)
		if err != nil {
			return ir.OpError(r.op.Operation, "%v", err)
		}
		results[i] = l.Pack(loc, vals, st)
	}
	l.Replace(r.op.Operation, results...)
	return nil
}

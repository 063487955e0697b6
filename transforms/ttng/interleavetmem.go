package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// InterleaveTMem is triton-nvidia-interleave-tmem: tensor memory loads and allocations,
// with the chain of pure single-use ops right after them, sink towards their uses, past ops
// that cannot write the buffer they read, to shorten the live ranges of the loaded
// registers.
type InterleaveTMem struct{}

// NewInterleaveTMem returns the triton-nvidia-interleave-tmem pass.
func NewInterleaveTMem() pass.Pass { return &InterleaveTMem{} }

// Name returns "TritonNvidiaGPUInterleaveTMemPass".
func (*InterleaveTMem) Name() string { return "TritonNvidiaGPUInterleaveTMemPass" }

// Argument returns "triton-nvidia-interleave-tmem".
func (*InterleaveTMem) Argument() string { return "triton-nvidia-interleave-tmem" }

// Description describes the pass.
func (*InterleaveTMem) Description() string {
	return "Interleave TMEM loads with other operations to reduce register pressure"
}

// OpName anchors the pass on builtin.module.
func (*InterleaveTMem) OpName() string { return "builtin.module" }

// Run sinks every tmem_load and tmem_alloc as far as it goes.
func (*InterleaveTMem) Run(m *ir.Operation, _ *pass.Analyses) error {
	type sinkable struct {
		op     *ir.Operation
		buffer *ir.Value
	}
	var ops []sinkable
	m.WalkPostOrder(func(op *ir.Operation) {
		if load, ok := ttng.AsTmemLoad(op); ok {
			ops = append(ops, sinkable{op, load.Src()})
		} else if alloc, ok := ttng.AsTmemAlloc(op); ok {
			ops = append(ops, sinkable{op, alloc.ResultResult()})
		}
	})
	for _, s := range ops {
		for trySink(s.op, s.buffer) {
		}
	}
	return nil
}

// trySink sinks op with the pure ops that each use only the previous one right after it.
func trySink(op *ir.Operation, buffer *ir.Value) bool {
	chain := []*ir.Operation{op}
	for {
		last := chain[len(chain)-1]
		user := soleUser(last)
		if user == nil || !isPure(user) || last.Next() != user {
			break
		}
		chain = append(chain, user)
	}
	return sinkChain(buffer, chain)
}

// soleUser returns the user of op's only use, or nil.
func soleUser(op *ir.Operation) *ir.Operation {
	var use *ir.OpOperand
	for _, r := range op.Results() {
		for _, u := range r.Uses() {
			if use != nil {
				return nil
			}
			use = u
		}
	}
	if use == nil {
		return nil
	}
	return use.Owner()
}

// sinkChain moves chain down its block to just before the first op that uses it, signals a
// barrier, or may write the tensor memory of buffer (or memory of unknown kind).
func sinkChain(buffer *ir.Value, chain []*ir.Operation) bool {
	last := chain[len(chain)-1]
	var insertBefore *ir.Operation
	for next := last.Next(); next != nil && !next.HasTrait(ir.Terminator); next = next.Next() {
		insertBefore = next
		dep := usesAnyResult(next, chain)
		if _, ok := ttng.AsArriveBarrier(next); ok {
			break
		}
		if !dep && !memoryEffectFree(next) {
			dep = mayWriteBuffer(next, buffer)
		}
		if dep {
			break
		}
	}
	if insertBefore == nil || insertBefore == last.Next() {
		return false
	}
	for _, op := range chain {
		op.MoveBefore(insertBefore)
	}
	return true
}

// usesAnyResult reports whether op or an op nested in it uses a result of chain.
func usesAnyResult(op *ir.Operation, chain []*ir.Operation) bool {
	found := false
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, v := range o.Operands() {
			for _, c := range chain {
				if v.DefiningOp() == c {
					found = true
					return ir.WalkInterrupt
				}
			}
		}
		return ir.WalkAdvance
	})
	return found
}

func memoryEffectFree(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	return known && effects == 0
}

// mayWriteBuffer reports whether op, or an op nested in it, may write or free memory of
// unknown kind or tensor memory that may alias buffer. Ops of the Triton dialects write the
// global, shared or tensor memory resources Triton declares; others write memory of unknown
// kind.
func mayWriteBuffer(op *ir.Operation, buffer *ir.Value) bool {
	if op.NumRegions() > 0 && op.HasTrait(ir.RecursiveMemoryEffects) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, inner := range b.Ops() {
					if mayWriteBuffer(inner, buffer) {
						return true
					}
				}
			}
		}
		return false
	}
	effects, known := ir.Effects(op)
	if !known {
		return true
	}
	if effects&ir.WriteEffect == 0 {
		return false
	}
	if written, ok := tensorMemoryWritten(op); ok {
		return written == nil || tmemMayAlias(written, buffer)
	}
	switch op.Dialect() {
	case "tt", "ttg", "ttng":
		return false
	}
	return true
}

// tensorMemoryWritten returns the tensor memory an op of the TritonNvidiaGPU dialect writes,
// and whether it writes tensor memory at all.
func tensorMemoryWritten(op *ir.Operation) (*ir.Value, bool) {
	if s, ok := ttng.AsTmemStore(op); ok {
		return s.Dst(), true
	}
	if c, ok := ttng.AsTmemCopy(op); ok {
		return c.Dst(), true
	}
	if a, ok := ttng.AsTmemAlloc(op); ok {
		return a.ResultResult(), true
	}
	if m, ok := ttng.AsTcGen5Mma(op); ok {
		return m.D(), true
	}
	if m, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return m.D(), true
	}
	return nil, false
}

// accessRange is the part of its allocation a tensor memory view covers: along each
// dimension, a half-open range of indices where known; the first rankOffset dimensions are
// those a rank-reducing subview indexed.
type accessRange struct {
	known      []bool
	start, end []int64
	rankOffset int
}

func (a *accessRange) push(known bool, start, end int64) {
	a.known = append(a.known, known)
	a.start = append(a.start, start)
	a.end = append(a.end, end)
}

// bufferAccess returns the tensor memory allocation v views and the range of it v covers,
// or nil when it cannot tell (Triton's findBufferAccess).
func bufferAccess(v *ir.Value) (*ir.Value, accessRange) {
	def := v.DefiningOp()
	if def == nil {
		if partitions, ok := ttg.AsWarpSpecializePartitions(v.OwnerBlock().ParentOp()); ok {
			ws, _ := ttg.AsWarpSpecialize(partitions.ParentOp())
			return bufferAccess(ws.ExplicitCaptures()[v.Index()])
		}
		return nil, accessRange{}
	}
	if alloc, ok := ttng.AsTmemAlloc(def); ok {
		var r accessRange
		for _, d := range alloc.ResultResult().Type().(*ttg.MemDescType).Dims {
			r.push(true, 0, d)
		}
		return v, r
	}
	if t, ok := ttg.AsMemdescTrans(def); ok {
		return bufferAccess(t.Src())
	}
	if t, ok := ttg.AsMemdescReshape(def); ok {
		return bufferAccess(t.Src())
	}
	if index, ok := ttg.AsMemdescIndex(def); ok {
		shape := index.Result().Type().(*ttg.MemDescType).Dims
		offsets := []offset{constantOffset(index.Index())}
		for range max(0, len(shape)-1) {
			offsets = append(offsets, offsetConstant(def, 0))
		}
		return subviewAccess(index.Src(), shape, offsets)
	}
	if slice, ok := ttg.AsMemdescSubslice(def); ok {
		shape := slice.Result().Type().(*ttg.MemDescType).Dims
		var offsets []offset
		if a, ok := slice.OffsetsAttr().(*ir.DenseArrayAttr); ok {
			for _, d := range a.Data {
				offsets = append(offsets, offsetConstant(def, int64(int32(d))))
			}
		}
		return subviewAccess(slice.Src(), shape, offsets)
	}
	if slice, ok := ttng.AsTmemSubslice(def); ok {
		alloc, parent := bufferAccess(slice.Src())
		if alloc == nil || len(parent.known) < 2 || !parent.known[1] {
			return alloc, parent
		}
		n, _ := slice.N()
		start := parent.start[1] + n
		child := accessRange{known: append([]bool(nil), parent.known...), start: append([]int64(nil), parent.start...),
			end: append([]int64(nil), parent.end...), rankOffset: parent.rankOffset}
		child.start[1], child.end[1] = start, start+slice.Result().Type().(*ttg.MemDescType).Dims[1]
		return alloc, child
	}
	return nil, accessRange{}
}

// offset is a subview offset, known when constant.
type offset struct {
	known bool
	value int64
}

// offsetConstant returns the known offset v of the subview view. Like Triton's
// findBufferAccess, it materializes the offset as an i32 arith.constant before view, which
// stays in the IR unused: the pass's output keeps it, as Triton's does.
func offsetConstant(view *ir.Operation, v int64) offset {
	b := ir.NewBuilder(view.Context())
	b.SetInsertionPoint(view)
	arith.BuildConstant(b, view.Loc(), view.Context().I32(), ir.NamedAttribute{Name: "value", Value: view.Context().IntegerAttr(view.Context().I32(), v)})
	return offset{known: true, value: v}
}

func constantOffset(v *ir.Value) offset {
	if a, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr); ok {
		return offset{known: true, value: a.Value}
	}
	return offset{}
}

// subviewAccess narrows the access of src to a subview of shape at offsets.
func subviewAccess(src *ir.Value, shape []int64, offsets []offset) (*ir.Value, accessRange) {
	alloc, parent := bufferAccess(src)
	if alloc == nil {
		return nil, accessRange{}
	}
	var child accessRange
	for i := range parent.rankOffset {
		child.push(parent.known[i], parent.start[i], parent.end[i])
	}
	child.rankOffset = src.Type().(*ttg.MemDescType).Rank() - len(shape)
	for i, off := range offsets {
		p := i + parent.rankOffset
		if p >= len(parent.known) || !parent.known[p] || !off.known {
			child.push(false, 0, 0)
			continue
		}
		start := parent.start[p] + off.value
		size := int64(1)
		if i >= child.rankOffset {
			size = shape[i-child.rankOffset]
		}
		child.push(true, start, start+size)
	}
	return alloc, child
}

// tmemMayAlias reports whether two tensor memory views may overlap: unless both are known
// views of different allocations, or of ranges of one that are disjoint along a dimension.
func tmemMayAlias(a, b *ir.Value) bool {
	aAlloc, aRange := bufferAccess(a)
	bAlloc, bRange := bufferAccess(b)
	if aAlloc == nil || bAlloc == nil {
		return true
	}
	if aAlloc != bAlloc {
		return false
	}
	for i := range min(len(aRange.known), len(bRange.known)) {
		if !aRange.known[i] || !bRange.known[i] {
			continue
		}
		if aRange.end[i] <= bRange.start[i] || bRange.end[i] <= aRange.start[i] {
			return false
		}
	}
	return true
}

// Package allocation is Triton's shared-memory allocation analysis (lib/Analysis/Allocation.cpp):
// it gives every buffer a function uses in shared memory an offset, reusing memory between
// buffers that are never live at the same time. Buffers are explicit (ttg.local_alloc), scratch
// (what an op such as convert_layout or reduce needs while it runs) or virtual (the shared
// memory of the function a call calls). Explicit buffers live while any value that may alias
// them is live (alias analysis over the liveness of analysis/liveness); scratch buffers live
// during their op. Offsets come from Triton's heuristic: buffers sorted by size, first placed by
// the triple-based algorithm of "Algorithms for Compile-Time Memory Optimization", then bumped
// by first-fit coloring of their interference graph until no two overlapping buffers are live
// together.
package allocation

import (
	"math"
	"slices"

	"github.com/ttgo/ttgo/analysis/alias"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// BufferKind says what a buffer holds.
type BufferKind int

// Buffer kinds.
const (
	// Explicit is the buffer of a ttg.local_alloc.
	Explicit BufferKind = iota
	// Scratch is memory an op uses while it runs.
	Scratch
	// Virtual is the shared memory of the function a call calls.
	Virtual
)

// Buffer is one shared-memory buffer of a function.
type Buffer struct {
	Kind BufferKind
	// ID numbers the buffers of a function in the order the analysis found them.
	ID int
	// Owner is the op that allocates the buffer or needs it.
	Owner                   *ir.Operation
	Size, Alignment, Offset int64
	// value is the ttg.local_alloc result of an explicit buffer.
	value *ir.Value
}

// setOffsetAligned sets the buffer's offset to off rounded up to its alignment and returns it.
func (b *Buffer) setOffsetAligned(off int64) int64 {
	b.Offset = (off + b.Alignment - 1) / b.Alignment * b.Alignment
	return b.Offset
}

// interval is the half-open range [start, end).
type interval struct{ start, end int64 }

// unbounded is the range of everything.
var unbounded = interval{0, math.MaxInt64}

// intersects reports whether the two ranges overlap.
func (i interval) intersects(o interval) bool { return i.start < o.end && o.start < i.end }

// Allocation is the shared-memory allocation of one function.
type Allocation struct {
	fn      *ir.Operation
	buffers []*Buffer
	// explicit, scratch and virtual index the buffers by what owns them; aliases lists the
	// explicit buffers each value may point into.
	explicit   map[*ir.Value]*Buffer
	scratch    map[*ir.Operation]*Buffer
	virtual    map[*ir.Operation]*Buffer
	aliases    map[*ir.Value][]*Buffer
	sharedSize int64
}

// SharedMemorySize returns the bytes of shared memory the function needs.
func (a *Allocation) SharedMemorySize() int64 { return a.sharedSize }

// Buffers returns the function's buffers in ID order.
func (a *Allocation) Buffers() []*Buffer { return a.buffers }

// OpBuffer returns the scratch or virtual buffer of op, or nil.
func (a *Allocation) OpBuffer(op *ir.Operation) *Buffer {
	if b := a.scratch[op]; b != nil {
		return b
	}
	return a.virtual[op]
}

// ValueBuffer returns the explicit buffer v allocates, or nil.
func (a *Allocation) ValueBuffer(v *ir.Value) *Buffer { return a.explicit[v] }

// ValueBuffers returns the buffers v may point into: its own and those it aliases, by ID.
func (a *Allocation) ValueBuffers(v *ir.Value) []*Buffer {
	var out []*Buffer
	if b := a.explicit[v]; b != nil {
		out = append(out, b)
	}
	for _, b := range a.aliases[v] {
		if !slices.Contains(out, b) {
			out = append(out, b)
		}
	}
	slices.SortFunc(out, func(x, y *Buffer) int { return x.ID - y.ID })
	return out
}

// scratchAlignment is the alignment of scratch and virtual buffers.
const scratchAlignment = 128

// newAllocation computes the allocation of fn; callees holds the allocations of the functions
// it calls.
func newAllocation(fn *ir.Operation, callees func(call *ir.Operation) *Allocation, sizeOf ScratchSizeFunc) (*Allocation, error) {
	a := &Allocation{fn: fn, explicit: map[*ir.Value]*Buffer{}, scratch: map[*ir.Operation]*Buffer{},
		virtual: map[*ir.Operation]*Buffer{}, aliases: map[*ir.Value][]*Buffer{}}
	var err error
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if err = a.addExplicit(op); err != nil {
			return ir.WalkInterrupt
		}
		if err = a.addScratch(op, callees, sizeOf); err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if err != nil {
		return nil, err
	}
	a.addAliases()
	ranges, order := a.liveRanges()
	a.computeOffsets(ranges, order)
	return a, nil
}

// addBuffer records a new buffer.
func (a *Allocation) addBuffer(kind BufferKind, owner *ir.Operation, size, alignment int64) *Buffer {
	b := &Buffer{Kind: kind, ID: len(a.buffers), Owner: owner, Size: size, Alignment: alignment}
	a.buffers = append(a.buffers, b)
	return b
}

// addExplicit records the buffer of a ttg.local_alloc in shared memory.
func (a *Allocation) addExplicit(op *ir.Operation) error {
	alloc, ok := ttg.AsLocalAlloc(op)
	if !ok || !alias.IsSharedMemDesc(alloc.Result().Type()) {
		return nil
	}
	md := alloc.Result().Type().(*ttg.MemDescType)
	elemBits := int64(ir.IntOrFloatBitWidth(md.Elem))
	if isPointerLike(md.Elem) {
		elemBits = ptrBitWidth
	}
	if padded, ok := md.Encoding.(*ttg.PaddedSharedEncoding); ok {
		b := a.addBuffer(Explicit, op, paddedSize(padded, ir.NumElements(md.Dims))*elemBits/8, allocAlignment(alloc, nil))
		b.value = alloc.Result()
		a.explicit[alloc.Result()] = b
		return nil
	}
	enc, err := layoutattr.ToEncoding(md.Encoding)
	if err != nil {
		return ir.OpError(op, "cannot size its buffer: %v", err)
	}
	shape := md.Dims
	if nv, isNV := enc.(layout.NVMMAShared); isNV && nv.FP4Padded {
		shape = slices.Clone(shape)
		order := nv.Order()
		shape[order[0]] *= 2
	}
	bytes := ir.NumElements(layout.ShapePerCTA(enc, shape)) * elemBits / 8
	b := a.addBuffer(Explicit, op, bytes, allocAlignment(alloc, enc))
	b.value = alloc.Result()
	a.explicit[alloc.Result()] = b
	return nil
}

// paddedSize is PaddedSharedEncodingAttr::getPaddedSize: n elements with the encoding's
// padding after every interval, but the last.
func paddedSize(enc *ttg.PaddedSharedEncoding, n int64) int64 {
	var padding int64
	for i, interval := range enc.Intervals {
		pad := int64(enc.Paddings[i])
		padding += n / int64(interval) * pad
		if n%int64(interval) == 0 {
			padding -= pad
		}
	}
	return n + padding
}

// allocAlignment is LocalAllocOp::getAlignmentOrDefault: the op's alignment, else its shared
// encoding's (128 bytes per swizzling phase for nvmma_shared, a shared_linear's own, else 16).
func allocAlignment(alloc ttg.LocalAllocOp, enc layout.Encoding) int64 {
	if v, ok := alloc.Alignment(); ok && alloc.AlignmentAttr() != nil {
		return v
	}
	switch e := enc.(type) {
	case layout.NVMMAShared:
		return 128 * int64(e.MaxPhase())
	case layout.SharedLinear:
		return int64(e.Alignment)
	}
	return 16
}

// addScratch records the scratch or virtual buffer op needs.
func (a *Allocation) addScratch(op *ir.Operation, callees func(*ir.Operation) *Allocation, sizeOf ScratchSizeFunc) error {
	if op.HasTrait(ir.CallLike) {
		if callee := callees(op); callee != nil && callee.sharedSize > 0 {
			a.virtual[op] = a.addBuffer(Virtual, op, callee.sharedSize, scratchAlignment)
		}
		return nil
	}
	if ws, ok := ttg.AsWarpSpecialize(op); ok {
		size, err := captureSize(ws)
		if err != nil {
			return err
		}
		if size > 0 {
			a.scratch[op] = a.addBuffer(Scratch, op, size, 8)
		}
		return nil
	}
	if op == a.fn {
		// Warp specialization hands each partition warp its state through an i8 of shared
		// memory owned by the function.
		var warps int64
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if ws, ok := ttg.AsWarpSpecialize(o); ok {
				warps = max(warps, totalPartitionWarps(ws))
			}
			return ir.WalkAdvance
		})
		if warps > 0 {
			a.scratch[op] = a.addBuffer(Scratch, op, warps, 4)
		}
		return nil
	}
	size, err := sizeOf(op)
	if err != nil {
		return err
	}
	if size > 0 {
		a.scratch[op] = a.addBuffer(Scratch, op, size, scratchAlignment)
	}
	return nil
}

// totalPartitionWarps returns the warps of ws's partitions together.
func totalPartitionWarps(ws ttg.WarpSpecializeOp) int64 {
	var n int64
	for _, w := range ir.IntsAttrValue(ws.PartitionNumWarpsAttr()) {
		n += w
	}
	return n
}

// captureSize is WarpSpecializeOp::getCaptureSizeAlign's size: the captures packed tightly.
func captureSize(ws ttg.WarpSpecializeOp) (int64, error) {
	var size int64
	for _, v := range ws.ExplicitCaptures() {
		switch t := v.Type().(type) {
		case *ir.IntegerType, *ir.FloatType:
			size += (int64(ir.IntOrFloatBitWidth(t)) + 7) / 8
		case *ttg.MemDescType:
			if alias.IsSharedMemDesc(t) {
				size += 8 + 4*int64(len(t.Dims))
			} else {
				size += 8
			}
		default:
			if isPointerLike(t) {
				size += 8
				continue
			}
			return 0, ir.OpError(ws.Operation, "shared memory size of capture type %s is unspecified", asm.TypeString(t))
		}
	}
	return size, nil
}

// isPointerLike reports whether t is a pointer or a tensor descriptor, 8 bytes in memory.
func isPointerLike(t ir.Type) bool {
	switch t.(type) {
	case *tt.PointerType, *tt.TensorDescType:
		return true
	}
	return false
}

// addAliases records, for every operand and result in the function, the explicit buffers it
// may point into.
func (a *Allocation) addAliases() {
	an := alias.New(a.fn)
	add := func(v *ir.Value) {
		for _, alloc := range an.Allocs(v) {
			b := a.explicit[alloc]
			if b != nil && !slices.Contains(a.aliases[v], b) {
				a.aliases[v] = append(a.aliases[v], b)
			}
		}
	}
	a.fn.Walk(func(op *ir.Operation) ir.WalkResult {
		for _, v := range op.Operands() {
			add(v)
		}
		for _, v := range op.Results() {
			add(v)
		}
		return ir.WalkAdvance
	})
}

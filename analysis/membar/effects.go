package membar

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// Access is one read or write of a memory descriptor by an op.
type Access struct {
	Value *ir.Value
	Write bool
}

// memDescOperand returns v when it is a memory descriptor, nil otherwise (a tensor operand of
// a dot reads no shared memory).
func memDescOperand(v *ir.Value) *ir.Value {
	if v == nil {
		return nil
	}
	if _, ok := v.Type().(*ttg.MemDescType); !ok {
		return nil
	}
	return v
}

// SharedAccesses returns the memory descriptors op reads and writes, as the memory effects
// Triton's op definitions attach to their operands and results (MemRead and MemWrite of
// SharedMemory, and the getEffects of local_alloc, warp_group_dot and the tcgen05 matmuls).
// Whether a descriptor lives in shared memory is left to the caller.
func SharedAccesses(op *ir.Operation) []Access {
	read := func(vs ...*ir.Value) []Access {
		var out []Access
		for _, v := range vs {
			if v = memDescOperand(v); v != nil {
				out = append(out, Access{Value: v})
			}
		}
		return out
	}
	write := func(vs ...*ir.Value) []Access {
		out := read(vs...)
		for i := range out {
			out[i].Write = true
		}
		return out
	}
	if o, ok := ttg.AsLocalAlloc(op); ok {
		// An immutable buffer counts as written only once it has its offset: before, it has no
		// effect, so that CSE and DCE treat it as a value.
		md, _ := o.Result().Type().(*ttg.MemDescType)
		if o.Src() != nil && md != nil && (md.Mutable || o.Attr(allocation.OffsetAttr) != nil) {
			return write(o.Result())
		}
		return nil
	}
	if o, ok := ttg.AsLocalLoad(op); ok {
		return read(o.Src())
	}
	if o, ok := ttg.AsLocalStore(op); ok {
		return write(o.Dst())
	}
	if o, ok := ttg.AsAsyncCopyGlobalToLocal(op); ok {
		return write(o.ResultOperand())
	}
	if o, ok := ttng.AsWarpGroupDot(op); ok {
		return read(o.A(), o.B())
	}
	if o, ok := ttng.AsTcGen5Mma(op); ok {
		return read(sharedOnly(o.A()), o.B())
	}
	if o, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return read(sharedOnly(o.A()), o.B())
	}
	if o, ok := ttng.AsInitBarrier(op); ok {
		return write(o.Alloc())
	}
	if o, ok := ttng.AsInvalBarrier(op); ok {
		return write(o.Alloc())
	}
	if o, ok := ttng.AsBarrierExpect(op); ok {
		return write(o.Alloc())
	}
	if o, ok := ttng.AsWaitBarrier(op); ok {
		return append(read(o.Alloc()), write(o.Alloc())...)
	}
	if o, ok := ttng.AsArriveBarrier(op); ok {
		return append(read(o.Alloc()), write(o.Alloc())...)
	}
	if o, ok := ttng.AsAsyncCopyMbarrierArrive(op); ok {
		return write(o.Barrier())
	}
	if o, ok := ttng.AsAsyncTmaCopyGlobalToLocal(op); ok {
		return write(o.Barrier(), o.ResultOperand())
	}
	if o, ok := ttng.AsAsyncTmaCopyLocalToGlobal(op); ok {
		return read(o.Src())
	}
	if o, ok := ttng.AsAsyncTmaReduce(op); ok {
		return read(o.Src())
	}
	if o, ok := ttng.AsAsyncTmaGather(op); ok {
		return write(o.Barrier(), o.ResultOperand())
	}
	if o, ok := ttng.AsAsyncTmaScatter(op); ok {
		return read(o.Src())
	}
	if o, ok := ttng.AsTcGen5Commit(op); ok {
		return write(o.Barrier())
	}
	if o, ok := ttng.AsTmemCopy(op); ok {
		return read(o.Src())
	}
	return nil
}

// sharedOnly returns v when it is a shared-memory descriptor, nil otherwise.
func sharedOnly(v *ir.Value) *ir.Value {
	md, ok := v.Type().(*ttg.MemDescType)
	if !ok {
		return nil
	}
	if _, shared := md.MemorySpace.(*ttg.SharedMemorySpace); !shared {
		return nil
	}
	return v
}

package wstollvm

import (
	"math"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// Module and op attributes the lowering reads.
const (
	numWarpsAttr         = "ttg.num-warps"
	threadsPerWarpAttr   = "ttg.threads-per-warp"
	totalNumWarpsAttr    = "ttg.total-num-warps"
	maxRegistersAttr     = "ttg.maxnreg"
	allocationOffsetAttr = "allocation.offset"
	globalSharedMemory   = "global_smem"
	sharedAddressSpace   = 3
	// icmpULT is llvm.icmp's `ult` predicate.
	icmpULT = 6
)

// Hardware barriers: one for the default warp group, one for the switch loop, then one per
// partition, 16 in all.
const (
	defaultWarpGroupBarrier = 0
	switchLoopBarrier       = 1
	numReservedBarriers     = 2
	numBarriers             = 16
)

// emitter creates ops at one location through a builder.
type emitter struct {
	*ir.Builder
	loc ir.Location
}

// i32 creates `llvm.mlir.constant(v : i32)`.
func (e emitter) i32(v int64) *ir.Value { return e.constant(e.Ctx.I32(), v) }

// i8 creates `llvm.mlir.constant(v : i8)`.
func (e emitter) i8(v int64) *ir.Value { return e.constant(e.Ctx.IntegerType(8), v) }

func (e emitter) constant(t ir.Type, v int64) *ir.Value {
	return llvm.BuildMlirConstant(e, e.loc, t, ir.NamedAttribute{Name: "value", Value: e.Ctx.IntegerAttr(t, v)}).Res()
}

// gep creates `llvm.getelementptr base[indices]` over elem, where an index is an int (a
// constant index) or a *ir.Value (a dynamic one).
func (e emitter) gep(elem ir.Type, base *ir.Value, indices ...any) *ir.Value {
	var raw []int32
	var dynamic []*ir.Value
	for _, idx := range indices {
		switch idx := idx.(type) {
		case int:
			raw = append(raw, int32(idx))
		case *ir.Value:
			raw = append(raw, math.MinInt32)
			dynamic = append(dynamic, idx)
		}
	}
	return llvm.BuildGetelementptr(e, e.loc, llvm.Pointer(e.Ctx, sharedAddressSpace), base, dynamic,
		ir.NamedAttribute{Name: "rawConstantIndices", Value: e.Ctx.DenseI32ArrayAttr(raw)},
		ir.NamedAttribute{Name: "elem_type", Value: e.Ctx.TypeAttr(elem)}).Res()
}

// allBarrier creates the CTA-wide barrier `barrier.cta.sync.all barIdx`.
func (e emitter) allBarrier(barIdx int64) {
	llvm.BuildCallIntrinsic(e, e.loc, llvm.Void(e.Ctx), []*ir.Value{e.i32(barIdx)}, nil,
		ir.NamedAttribute{Name: "intrin", Value: e.Ctx.StringAttr("llvm.nvvm.barrier.cta.sync.all")},
		ir.NamedAttribute{Name: "op_bundle_sizes", Value: e.Ctx.DenseI32ArrayAttr([]int32{})})
}

// barrier creates the barrier of numThreads threads on hardware barrier barIdx, a warp sync
// for a single warp.
func (e emitter) barrier(barIdx, numThreads int64) {
	if numThreads == 32 {
		nvvm.BuildBarWarpSync(e, e.loc, e.i32(-1))
		return
	}
	id := e.i32(barIdx)
	nvvm.BuildBarrier(e, e.loc, nil, id, e.i32(numThreads), nil)
}

// regRealloc creates the setmaxregister that moves a warp group from cur to adj registers.
func (e emitter) regRealloc(cur, adj int64) {
	cur, adj = min(256, cur), min(256, adj)
	action := "increase"
	if adj < cur {
		action = "decrease"
	}
	op := nvvm.BuildSetmaxregister(e, e.loc)
	op.SetRegCount(adj)
	op.SetActionAttr(llvm.Enum(e.Ctx, "nvvm", "action", action, true))
}

// sharedMemoryBase creates the address of the shared memory op is allocated at: its
// allocation.offset bytes into @global_smem.
func (e emitter) sharedMemoryBase(op *ir.Operation) *ir.Value {
	offset, _ := ir.IntAttrValue(op.Attr(allocationOffsetAttr))
	off := e.i32(offset)
	base := llvm.BuildMlirAddressof(e, e.loc, llvm.Pointer(e.Ctx, sharedAddressSpace),
		ir.NamedAttribute{Name: "global_name", Value: e.Ctx.SymbolRefAttr(globalSharedMemory)}).Res()
	return e.gep(e.Ctx.IntegerType(8), base, off)
}

// branch creates `llvm.br dest(args)`.
func (e emitter) branch(dest *ir.Block, args []*ir.Value, attrs ...ir.NamedAttribute) *ir.Operation {
	return e.Create(&ir.OperationState{Name: llvm.BrOp{}.OpName(), Loc: e.loc, Operands: args,
		Successors: []*ir.Block{dest}, Attrs: attrs})
}

package nvgputollvm

import (
	"strconv"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// Module attributes and symbols the tensor memory lowering reads.
const (
	tensorMemorySizeAttr = "ttg.tensor_memory_size"
	twoCTAsAttr          = "ttng.two-ctas"
	globalSharedMemory   = "global_smem"
	// icmpULT is llvm.icmp's `ult` predicate.
	icmpULT = 6
	// maxTensorMemoryColumns is the tensor memory a CTA can allocate.
	maxTensorMemoryColumns = 512
)

// lowerTensorMemoryBase replaces every nvg.tensor_memory_base by the address of tensor memory
// the kernel allocates on entry (its first warp, through shared memory) and frees before
// each return; a kernel that needs more tensor memory than there is traps instead.
func lowerTensorMemoryBase(mod *ir.Operation) error {
	var bases []*ir.Operation
	var kernel *ir.Operation
	var err error
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := nvgpu.AsTensorMemoryBase(op); !ok || err != nil {
			return ir.WalkAdvance
		}
		fn := enclosingFunc(op)
		if kernel == nil {
			kernel = fn
		}
		if fn == nil || fn != kernel {
			err = ir.OpError(op, "tensor memory is only supported in one kernel function")
		}
		bases = append(bases, op)
		return ir.WalkAdvance
	})
	if err != nil || len(bases) == 0 {
		return err
	}
	size, ok := ir.IntAttrValue(mod.Attr(tensorMemorySizeAttr))
	if !ok {
		return ir.OpError(mod, "expects the %s attribute", tensorMemorySizeAttr)
	}
	if size == 0 {
		return nil
	}
	base, err := initTensorMemory(mod, ir.View[llvm.FuncOp](kernel), size)
	if err != nil {
		return err
	}
	for _, op := range bases {
		ir.View[nvgpu.TensorMemoryBaseOp](op).Result().ReplaceAllUsesWith(base)
		op.Erase()
	}
	return nil
}

// enclosingFunc returns the llvm.func holding op, nil for none.
func enclosingFunc(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := llvm.AsFunc(p); ok {
			return p
		}
	}
	return nil
}

// initTensorMemory emits the allocation at the start of fn and the deallocation before its
// returns, and returns the allocated address.
func initTensorMemory(mod *ir.Operation, fn llvm.FuncOp, size int64) (*ir.Value, error) {
	ctx := mod.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(fn.Body().Front())
	loc := fn.Loc()
	if size > maxTensorMemoryColumns {
		llvm.BuildIntrTrap(b, loc)
		return llvm.BuildMlirUndef(b, loc, llvm.Pointer(ctx, 6)).Res(), nil
	}
	if !hasGlobalSharedMemory(mod) {
		return nil, ir.OpError(fn.Operation, "expects the module to define @%s", globalSharedMemory)
	}
	ctaGroup := "1"
	if on, ok := ir.IntAttrValue(mod.Attr(twoCTAsAttr)); ok && on != 0 {
		ctaGroup = "2"
	}
	sizeText := strconv.FormatInt(size, 10)
	tid := nvvm.BuildReadPtxSregTidX(b, loc, ctx.I32()).Res()
	cmp := llvm.BuildIcmp(b, loc, ctx.I1(), tid, i32Constant(b, loc, 32))
	cmp.SetPredicate(icmpULT)
	pred := cmp.Res()
	smem := llvm.BuildMlirAddressof(b, loc, llvm.Pointer(ctx, 3),
		ir.NamedAttribute{Name: "global_name", Value: ctx.SymbolRefAttr(globalSharedMemory)}).Res()
	voidType := llvm.Void(ctx)
	alloc := &inlinePTX{asm: "@$0 tcgen05.alloc.cta_group::" + ctaGroup + ".sync.aligned.shared::cta.b32 [$1], " + sizeText + ";",
		operands: []asmOperand{{value: pred, constraint: "b"}, {value: smem, constraint: "r"}}}
	alloc.launch(b, loc, voidType, true)
	nvvm.BuildBarrier0(b, loc)
	address := llvm.BuildLoad(b, loc, ctx.I32(), smem).Res()
	nvvm.BuildBarrier0(b, loc)
	base := llvm.BuildInttoptr(b, loc, llvm.Pointer(ctx, 6), address).Res()
	relinquish := &inlinePTX{asm: "@$0 tcgen05.relinquish_alloc_permit.cta_group::" + ctaGroup + ".sync.aligned;",
		operands: []asmOperand{{value: pred, constraint: "b"}}}
	relinquish.launch(b, loc, voidType, true)

	var returns []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := llvm.AsReturn(op); ok {
			returns = append(returns, op)
		}
		return ir.WalkAdvance
	})
	for _, ret := range returns {
		b.SetInsertionPoint(ret)
		nvvm.BuildBarrier0(b, ret.Loc())
		dealloc := &inlinePTX{asm: "@$0 tcgen05.dealloc.cta_group::" + ctaGroup + ".sync.aligned.b32 $1, " + sizeText + ";",
			operands: []asmOperand{{value: pred, constraint: "b"}, {value: base, constraint: "r"}}}
		dealloc.launch(b, ret.Loc(), voidType, true)
	}
	return base, nil
}

// hasGlobalSharedMemory reports whether mod defines the @global_smem global.
func hasGlobalSharedMemory(mod *ir.Operation) bool {
	for _, r := range mod.Regions() {
		for _, blk := range r.Blocks() {
			for op := blk.First(); op != nil; op = op.Next() {
				if g, ok := llvm.AsMlirGlobal(op); ok && g.SymName() == globalSharedMemory {
					return true
				}
			}
		}
	}
	return false
}

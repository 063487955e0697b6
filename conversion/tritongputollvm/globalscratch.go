package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// GlobalScratchAllocation is Triton's `tritongpu-global-scratch-memory-allocation`: every
// ttg.global_scratch_alloc and every call of a function that needs global scratch memory gets
// a `ttg.global_scratch_memory_offset` in its function's scratch area, laid out one after the
// other in post order without reuse; each function gets its area's size and alignment
// (`ttg.global_scratch_memory_size`, `ttg.global_scratch_memory_alignment`), and the module
// gets those of its kernel, the public function.
type GlobalScratchAllocation struct{}

// NewGlobalScratchAllocation returns the tritongpu-global-scratch-memory-allocation pass.
func NewGlobalScratchAllocation() pass.Pass { return &GlobalScratchAllocation{} }

// Name returns "TritonGPUGlobalScratchAllocationPass".
func (*GlobalScratchAllocation) Name() string { return "TritonGPUGlobalScratchAllocationPass" }

// Argument returns "tritongpu-global-scratch-memory-allocation".
func (*GlobalScratchAllocation) Argument() string {
	return "tritongpu-global-scratch-memory-allocation"
}

// Description is the one-line summary --help prints.
func (*GlobalScratchAllocation) Description() string {
	return "Assign global scratch memory allocation"
}

// OpName anchors the pass on builtin.module.
func (*GlobalScratchAllocation) OpName() string { return "builtin.module" }

const (
	attrScratchSize      = "ttg.global_scratch_memory_size"
	attrScratchAlignment = "ttg.global_scratch_memory_alignment"
	attrScratchOffset    = "ttg.global_scratch_memory_offset"
)

// Run allocates the global scratch memory of every function of mod.
func (p *GlobalScratchAllocation) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var kernel *ir.Operation
	var err error
	mod.WalkPostOrder(func(op *ir.Operation) {
		fn, ok := tt.AsFunc(op)
		if !ok || err != nil {
			return
		}
		if err = allocateGlobalScratch(fn.Operation, map[*ir.Operation]bool{}); err != nil {
			return
		}
		if ir.SymbolVisibility(fn.Operation) == "public" {
			if kernel != nil {
				err = ir.OpError(fn.Operation, "module has more than one public function")
				return
			}
			kernel = fn.Operation
		}
	})
	if err != nil {
		return err
	}
	if kernel == nil {
		return ir.OpError(mod, "module has no public function")
	}
	mod.SetAttr(attrScratchSize, kernel.Attr(attrScratchSize))
	mod.SetAttr(attrScratchAlignment, kernel.Attr(attrScratchAlignment))
	return nil
}

// roundUp returns v rounded up to a multiple of step.
func roundUp(v, step int64) int64 {
	t := v + step - 1
	return t - t%step
}

// callee returns the function a tt.call calls.
func callee(call tt.CallOp) (*ir.Operation, error) {
	ref, ok := call.CalleeAttr().(*ir.SymbolRefAttr)
	if !ok {
		return nil, ir.OpError(call.Operation, "call has no callee")
	}
	fn := ir.LookupNearestSymbol(call.Operation, ref)
	if fn == nil {
		return nil, ir.OpError(call.Operation, "callee @%s not found", ref.Root)
	}
	return fn, nil
}

// allocateGlobalScratch lays out the global scratch memory of fn, first that of the functions
// it calls; onStack holds the functions being laid out, to catch recursion.
func allocateGlobalScratch(fn *ir.Operation, onStack map[*ir.Operation]bool) error {
	var err error
	fn.WalkPostOrder(func(op *ir.Operation) {
		call, ok := tt.AsCall(op)
		if !ok || err != nil {
			return
		}
		var target *ir.Operation
		if target, err = callee(call); err != nil || target.Attr(attrScratchSize) != nil {
			return
		}
		if onStack[fn] {
			err = ir.OpError(call.Operation, "call cycle through @%s", ir.SymbolName(fn))
			return
		}
		onStack[fn] = true
		err = allocateGlobalScratch(target, onStack)
		delete(onStack, fn)
	})
	if err != nil {
		return err
	}
	ctx := fn.Context()
	var offset int64
	largestAlignment := int64(1)
	fn.WalkPostOrder(func(op *ir.Operation) {
		if err != nil {
			return
		}
		var nbytes, align int64
		if alloc, ok := ttg.AsGlobalScratchAlloc(op); ok {
			nbytes, _ = alloc.Nbytes()
			align, _ = alloc.Alignment()
		} else if call, ok := tt.AsCall(op); ok {
			var target *ir.Operation
			if target, err = callee(call); err != nil {
				return
			}
			size, okSize := target.Attr(attrScratchSize).(*ir.IntegerAttr)
			alignment, okAlign := target.Attr(attrScratchAlignment).(*ir.IntegerAttr)
			if !okSize || !okAlign {
				err = ir.OpError(call.Operation, "callee @%s has no global scratch size", ir.SymbolName(target))
				return
			}
			nbytes, align = int64(uint32(size.Value)), int64(uint32(alignment.Value))
		}
		if nbytes > 0 {
			offset = roundUp(offset, align)
			op.SetAttr(attrScratchOffset, ctx.I32Attr(int32(offset)))
			offset += nbytes
			largestAlignment = max(largestAlignment, align)
		}
	})
	if err != nil {
		return err
	}
	fn.SetAttr(attrScratchSize, ctx.I32Attr(int32(roundUp(offset, largestAlignment))))
	fn.SetAttr(attrScratchAlignment, ctx.I32Attr(int32(largestAlignment)))
	return nil
}

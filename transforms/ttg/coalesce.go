package ttgpasses

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Coalesce is Triton's `tritongpu-coalesce` (Coalesce.cpp): every load, store, atomic and
// async copy through a tensor of pointers gets the blocked layout under which the threads of
// a warp access consecutive, aligned memory, as the axis info analysis proves it; descriptor
// loads and stores get a row-major layout with up to 16 bytes per thread. The op's tensor
// operands are converted to that layout and its results converted back.
type Coalesce struct{}

// NewCoalesce returns the tritongpu-coalesce pass.
func NewCoalesce() pass.Pass { return &Coalesce{} }

// Name returns the pass's display name.
func (*Coalesce) Name() string { return "TritonGPUCoalesce" }

// Argument returns "tritongpu-coalesce".
func (*Coalesce) Argument() string { return "tritongpu-coalesce" }

// Description is the one-line summary --help prints.
func (*Coalesce) Description() string {
	return "coalesce"
}

// OpName anchors the pass on the module, which the axis info analysis covers.
func (*Coalesce) OpName() string { return builtin.ModuleOp{}.OpName() }

// coalescedOp is a memory op and the layout it gets.
type coalescedOp struct {
	op       *ir.Operation
	encoding ir.Attribute
}

// Run picks the layouts of the module's memory ops, then rewrites the ops.
func (*Coalesce) Run(module *ir.Operation, _ *pass.Analyses) error {
	analysis := axisinfo.NewModule(module)
	ctx := module.Context()
	lanes := threadsPerWarp(module)
	var picked []coalescedOp
	var failure error
	module.WalkPostOrder(func(op *ir.Operation) {
		if failure != nil {
			return
		}
		ptr := globalMemAccessPtr(op)
		if ptr == nil {
			return
		}
		t, ok := ptr.Type().(*ir.RankedTensorType)
		if !ok || len(t.Dims) == 0 {
			return
		}
		if _, isPtr := t.Elem.(*tt.PointerType); !isPtr {
			return
		}
		numWarps, ok := lookupNumWarps(op)
		if !ok {
			failure = ir.OpError(op, "is not contained within a context that specifies the number of warps")
			return
		}
		cga, err := ctaLayoutOf(t)
		if err != nil {
			failure = ir.OpError(op, "%v", err)
			return
		}
		enc, err := coalescedEncoding(ctx, analysis, op, numWarps, lanes, cga, shapePerCTA(cga, t.Dims))
		if err != nil {
			failure = err
			return
		}
		picked = append(picked, coalescedOp{op, enc})
	})
	if failure != nil {
		return failure
	}
	descriptors, err := descriptorLayouts(module, lanes)
	if err != nil {
		return err
	}
	for _, c := range append(picked, descriptors...) {
		convertOpEncoding(c.op, c.encoding)
	}
	return nil
}

// descriptorLayouts picks the layouts of descriptor loads and stores: they do not go through
// L1, but the layout decides the shared memory accesses, which vectorize up to 16 bytes.
func descriptorLayouts(module *ir.Operation, lanes int) ([]coalescedOp, error) {
	var out []coalescedOp
	var failure error
	module.WalkPostOrder(func(op *ir.Operation) {
		if failure != nil {
			return
		}
		t := descriptorTensorType(op)
		if t == nil {
			return
		}
		numWarps, ok := lookupNumWarps(op)
		if !ok {
			failure = ir.OpError(op, "is not contained within a context that specifies the number of warps")
			return
		}
		enc, err := descriptorLayout(op.Context(), numWarps, lanes, t)
		if err != nil {
			failure = ir.OpError(op, "%v", err)
			return
		}
		out = append(out, coalescedOp{op, enc})
	})
	return out, failure
}

// descriptorTensorType returns the tensor a descriptor load produces or a descriptor store
// writes, or nil for other ops.
func descriptorTensorType(op *ir.Operation) *ir.RankedTensorType {
	var v *ir.Value
	if o, ok := tt.AsDescriptorLoad(op); ok {
		v = o.Result()
	} else if o, ok := tt.AsDescriptorGather(op); ok {
		v = o.Result()
	} else if o, ok := tt.AsDescriptorStore(op); ok {
		v = o.Src()
	} else if o, ok := tt.AsDescriptorReduce(op); ok {
		v = o.Src()
	} else if o, ok := tt.AsDescriptorScatter(op); ok {
		v = o.Src()
	}
	if v == nil {
		return nil
	}
	if t, ok := v.Type().(*ir.RankedTensorType); ok && len(t.Dims) > 0 {
		return t
	}
	return nil
}

// descriptorLayout is Triton's pickDescriptorLoadStoreLayout: row-major, each thread holding up
// to 128 bits of consecutive elements of the last dimension.
func descriptorLayout(ctx *ir.Context, numWarps, lanes int, t *ir.RankedTensorType) (ir.Attribute, error) {
	cga, err := ctaLayoutOf(t)
	if err != nil {
		return nil, err
	}
	numElems := product(shapePerCTA(cga, t.Dims))
	perThread := max(numElems/int64(numWarps*lanes), 1)
	maxVector := int64(128 / max(ir.IntOrFloatBitWidth(t.Elem), 1))
	rank := len(t.Dims)
	sizePerThread := make([]uint32, rank)
	order := make([]uint32, rank)
	for i := range rank {
		sizePerThread[i] = 1
		order[i] = uint32(rank - 1 - i)
	}
	sizePerThread[rank-1] = uint32(min(perThread, maxVector))
	return blockedAttr(ctx, t.Dims, sizePerThread, order, numWarps, lanes, cga)
}

// convertOpEncoding is Triton's convertDistributedOpEncoding: op's tensor operands (but a
// gather's or scatter's x offsets) are converted to encoding, its tensor results (but an async
// copy's) take encoding and are converted back for their users.
func convertOpEncoding(op *ir.Operation, encoding ir.Attribute) {
	ctx := op.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	skipped := skippedOperand(op)
	for i, v := range op.Operands() {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok || v == skipped {
			continue
		}
		cvt := ttg.BuildConvertLayout(b, op.Loc(), withEncoding(ctx, t, encoding), v)
		op.OpOperand(i).Set(cvt.Result())
	}
	if _, isAsync := ttg.AsAsyncCopyGlobalToLocal(op); isAsync {
		return
	}
	b.SetInsertionPointAfter(op)
	for _, r := range op.Results() {
		t, ok := r.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		newType := withEncoding(ctx, t, encoding)
		if newType == t {
			continue
		}
		r.SetType(newType)
		back := ttg.BuildConvertLayout(b, op.Loc(), t, r)
		r.ReplaceUsesWithIf(back.Result(), func(use *ir.OpOperand) bool { return use.Owner() != back.Operation })
	}
}

// skippedOperand returns the operand convertOpEncoding leaves as it is: the x offsets of a
// descriptor gather or scatter.
func skippedOperand(op *ir.Operation) *ir.Value {
	if o, ok := tt.AsDescriptorGather(op); ok {
		return o.XOffsets()
	}
	if o, ok := tt.AsDescriptorScatter(op); ok {
		return o.XOffsets()
	}
	return nil
}

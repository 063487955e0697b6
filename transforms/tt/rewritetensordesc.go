package ttpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// RewriteTensorDescriptorToPointer is triton-rewrite-tensor-descriptor-to-pointer: it lowers
// tensor descriptors (!tt.tensordesc) to pointer arithmetic for targets without TMA. Each
// descriptor value becomes 2*rank+2 values (base pointer, shape and strides as i64, and an i1
// that is true for NaN padding); descriptor loads, stores, gathers, scatters and reductions
// become tt.load, tt.store and tt.atomic_rmw on tensors of pointers with bounds masks, and
// functions, calls, returns, arith.select and scf.for/if/while carry the expanded values.
// The output is Triton 3.6's, op for op: the ops appear in the order its conversion patterns
// build them. Modules without tensor descriptors are left unchanged.
type RewriteTensorDescriptorToPointer struct{ modulePass }

// NewRewriteTensorDescriptorToPointer returns the triton-rewrite-tensor-descriptor-to-pointer
// pass.
func NewRewriteTensorDescriptorToPointer() pass.Pass { return &RewriteTensorDescriptorToPointer{} }

// Name returns "TritonRewriteTensorDescriptorToPointer".
func (*RewriteTensorDescriptorToPointer) Name() string {
	return "TritonRewriteTensorDescriptorToPointer"
}

// Argument returns "triton-rewrite-tensor-descriptor-to-pointer".
func (*RewriteTensorDescriptorToPointer) Argument() string {
	return "triton-rewrite-tensor-descriptor-to-pointer"
}

// Description describes the pass.
func (*RewriteTensorDescriptorToPointer) Description() string {
	return "Rewrite load/stores of tensor descriptors into pointer load/stores"
}

// Run converts every op that has a tensor descriptor among its types, in pre-order as MLIR's
// partial conversion visits them. It first checks that every such op can be converted, so
// that a failure leaves the module as it was.
func (*RewriteTensorDescriptorToPointer) Run(op *ir.Operation, _ *pass.Analyses) error {
	var ops []*ir.Operation
	for _, r := range op.Regions() {
		ops = descConversionOrder(r, ops)
	}
	if !slices.ContainsFunc(ops, mentionsTensorDesc) {
		return nil
	}
	for _, o := range ops {
		if err := checkDescConvertible(o); err != nil {
			return err
		}
	}
	l := newDescLowering(op.Context())
	for _, o := range ops {
		if descIllegal(o) {
			l.convert(o)
		}
	}
	l.finish()
	return nil
}

// descConversionOrder appends the ops nested in r that MLIR's partial conversion visits, each
// before the ops nested in it: those of the blocks reachable from the entry block, depth first
// with a block's successors pushed in order and popped last first. Ops of unreachable blocks
// stay as they are.
func descConversionOrder(r *ir.Region, ops []*ir.Operation) []*ir.Operation {
	if r.Empty() {
		return ops
	}
	stack := []*ir.Block{r.Front()}
	seen := map[*ir.Block]bool{r.Front(): true}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for o := b.First(); o != nil; o = o.Next() {
			ops = append(ops, o)
			for _, nr := range o.Regions() {
				ops = descConversionOrder(nr, ops)
			}
		}
		for _, s := range b.Successors() {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return ops
}

// isTensorDesc reports whether t is a !tt.tensordesc.
func isTensorDesc(t ir.Type) bool {
	_, ok := t.(*tt.TensorDescType)
	return ok
}

// descConverted are the dialects whose ops the conversion target rules on: their ops are
// illegal while they have a tensor descriptor operand or result.
var descConverted = map[string]bool{"arith": true, "scf": true, "tt": true}

// descIllegal reports whether the conversion target marks op illegal: an arith, scf or tt op
// with a tensor descriptor operand or result, or a tt.func with one in its signature.
func descIllegal(op *ir.Operation) bool {
	if is[tt.FuncOp](op) {
		ft := tt.FunctionTypeOf(op)
		return ft != nil && (slices.ContainsFunc(ft.Inputs, isTensorDesc) || slices.ContainsFunc(ft.Results, isTensorDesc))
	}
	if !descConverted[op.Dialect()] {
		return false
	}
	return slices.ContainsFunc(op.OperandTypes(), isTensorDesc) || slices.ContainsFunc(op.ResultTypes(), isTensorDesc)
}

// mentionsTensorDesc reports whether op has a tensor descriptor in its operands, results,
// block arguments or function signature.
func mentionsTensorDesc(op *ir.Operation) bool {
	if descIllegal(op) || slices.ContainsFunc(op.OperandTypes(), isTensorDesc) || slices.ContainsFunc(op.ResultTypes(), isTensorDesc) {
		return true
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Arguments() {
				if isTensorDesc(a.Type()) {
					return true
				}
			}
		}
	}
	return false
}

// descRegionArgsConverted reports whether the conversion rewrites the arguments of the blocks
// of op's regions: those of a converted function (MLIR converts the types of its whole body)
// and the bodies of a converted scf.for or scf.while.
func descRegionArgsConverted(op *ir.Operation) bool {
	return (is[tt.FuncOp](op) || is[scf.ForOp](op) || is[scf.WhileOp](op)) && descIllegal(op)
}

// checkDescConvertible reports why op cannot be converted: an illegal op without a pattern
// (MLIR's "failed to legalize" error) or a reduction kind without an atomic counterpart. A
// branch that forwards a descriptor to a block whose arguments the conversion expands is left
// with fewer operands than the block has arguments: Triton's verifier then rejects it, with
// the message given here.
func checkDescConvertible(op *ir.Operation) error {
	if descIllegal(op) {
		if _, ok := descPatterns[op.Name()]; !ok {
			return ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
		}
		if err := checkDescArity(op); err != nil {
			return err
		}
		if red, ok := tt.AsDescriptorReduce(op); ok {
			desc := red.Desc().Type().(*tt.TensorDescType)
			if _, ok := descReduceRMWKind(red, desc); !ok {
				return ir.Errorf(op.Loc(), "Cannot fallback on descriptor atomic op, unsupported for type %s", asm.TypeString(desc.BlockType.Elem))
			}
		}
		return nil
	}
	groups, ok := rewrite.SuccessorOperands(op)
	if !ok || !slices.ContainsFunc(op.OperandTypes(), isTensorDesc) || !descRegionArgsConverted(op.ParentOp()) {
		return nil
	}
	for i, g := range groups {
		var ts []ir.Type
		for _, a := range op.Successors()[i].Arguments() {
			ts = append(ts, a.Type())
		}
		if n := len(descConvertedTypes(op.Context(), ts)); n != len(g) {
			return ir.Errorf(op.Loc(), "branch has %d operands for successor #%d, but target block has %d", len(g), i, n)
		}
	}
	return nil
}

// checkDescArity reports a descriptor op whose operands do not fit its block: shapes, strides
// or offsets of another count than the block's rank, or gathers and scatters of other than 1-D
// row offsets into 2-D blocks. The verifier rejects some of these; Triton's lowering assumes
// the rest.
func checkDescArity(op *ir.Operation) error {
	var desc *tt.TensorDescType
	var counts []int
	if mk, ok := tt.AsMakeTensorDescriptor(op); ok {
		desc, counts = mk.Result().Type().(*tt.TensorDescType), []int{len(mk.Shape()), len(mk.Strides())}
	} else if load, ok := tt.AsDescriptorLoad(op); ok {
		desc, counts = descType(load.Desc()), []int{len(load.Indices())}
	} else if store, ok := tt.AsDescriptorStore(op); ok {
		desc, counts = descType(store.Desc()), []int{len(store.Indices())}
	} else if red, ok := tt.AsDescriptorReduce(op); ok {
		desc, counts = descType(red.Desc()), []int{len(red.Indices())}
	} else if gather, ok := tt.AsDescriptorGather(op); ok {
		return checkRowsInto2D(op, gather.Desc(), gather.XOffsets(), gather.Result())
	} else if scatter, ok := tt.AsDescriptorScatter(op); ok {
		return checkRowsInto2D(op, scatter.Desc(), scatter.XOffsets(), scatter.Src())
	} else {
		return nil
	}
	for _, n := range counts {
		if rank := len(desc.BlockType.Dims); n != rank {
			return ir.Errorf(op.Loc(), "'%s' op has %d offsets, shapes or strides for a block of rank %d", op.Name(), n, rank)
		}
	}
	return nil
}

// checkRowsInto2D reports a gather or scatter op through desc whose row offsets are not 1-D or
// whose data (the gathered result or the scattered source) is not a 2-D block.
func checkRowsInto2D(op *ir.Operation, desc, rowOffsets, data *ir.Value) error {
	rows, _ := rowOffsets.Type().(*ir.RankedTensorType)
	block, _ := data.Type().(*ir.RankedTensorType)
	if len(descType(desc).BlockType.Dims) != 2 || rows == nil || len(rows.Dims) != 1 || block == nil || len(block.Dims) != 2 {
		return ir.Errorf(op.Loc(), "'%s' op needs 1-D row offsets into a 2-D block", op.Name())
	}
	return nil
}

// descType returns the type of the descriptor v.
func descType(v *ir.Value) *tt.TensorDescType { return v.Type().(*tt.TensorDescType) }

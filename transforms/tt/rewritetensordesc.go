package ttpasses

import (
	"slices"

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
	if op.Name() == "tt.func" {
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
	switch op.Name() {
	case "tt.func", "scf.for", "scf.while":
		return descIllegal(op)
	}
	return false
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
		if op.Name() == "tt.descriptor_reduce" {
			desc := op.Operand(0).Type().(*tt.TensorDescType)
			if _, ok := descReduceRMWKind(op, desc); !ok {
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
	switch op.Name() {
	case "tt.make_tensor_descriptor":
		desc = op.Result(0).Type().(*tt.TensorDescType)
		counts = []int{len(tt.OperandGroup(op, "shape")), len(tt.OperandGroup(op, "strides"))}
	case "tt.descriptor_load":
		desc, counts = op.Operand(0).Type().(*tt.TensorDescType), []int{op.NumOperands() - 1}
	case "tt.descriptor_store", "tt.descriptor_reduce":
		desc, counts = op.Operand(0).Type().(*tt.TensorDescType), []int{op.NumOperands() - 2}
	case "tt.descriptor_gather", "tt.descriptor_scatter":
		rows, _ := op.Operand(1).Type().(*ir.RankedTensorType)
		data := op.Operand(op.NumOperands() - 1).Type()
		if op.Name() == "tt.descriptor_gather" {
			data = op.Result(0).Type()
		}
		block, _ := data.(*ir.RankedTensorType)
		if len(op.Operand(0).Type().(*tt.TensorDescType).BlockType.Dims) != 2 || rows == nil || len(rows.Dims) != 1 || block == nil || len(block.Dims) != 2 {
			return ir.Errorf(op.Loc(), "'%s' op needs 1-D row offsets into a 2-D block", op.Name())
		}
		return nil
	default:
		return nil
	}
	for _, n := range counts {
		if rank := len(desc.BlockType.Dims); n != rank {
			return ir.Errorf(op.Loc(), "'%s' op has %d offsets, shapes or strides for a block of rank %d", op.Name(), n, rank)
		}
	}
	return nil
}

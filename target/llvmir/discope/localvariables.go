package discope

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// LocalVariables is the `extract-variable-info` pass (Triton's LLVMDILocalVariable): after
// every op whose location names a value (`"x"(loc)`), it binds the op's first result to a
// local variable of that name with llvm.intr.dbg.value.
type LocalVariables struct{}

// NewLocalVariables returns the pass.
func NewLocalVariables() pass.Pass { return &LocalVariables{} }

// Name returns the pass's display name, as Triton's dumps give it.
func (*LocalVariables) Name() string { return "LLVMDILocalVariable" }

// Argument returns the pass's flag.
func (*LocalVariables) Argument() string { return "extract-variable-info" }

// Description is the one-line summary --help prints.
func (*LocalVariables) Description() string { return "Extract variable info from the MLIR" }

// OpName anchors the pass on builtin.module.
func (*LocalVariables) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run walks the module in pre-order: a function sets the scope of the variables of the ops
// that follow it. A function without a subprogram gets one as enable-line-info would make it
// (with full emission), used as the variables' scope but not attached to the function.
func (*LocalVariables) Run(module *ir.Operation, _ *pass.Analyses) error {
	s := &scoper{ctx: module.Context(), nextDistinct: nextDistinct(module), moduleCU: compileUnitOf(module.Loc()),
		emission: "Full"}
	type binding struct {
		op    *ir.Operation
		scope *llvm.DISubprogramAttr
	}
	var scope *llvm.DISubprogramAttr
	var bindings []binding
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if fn, ok := llvm.AsFunc(op); ok {
			scope = subprogramOf(fn.Operation.Loc())
			if scope == nil {
				scope = s.subprogram(fn)
			}
			return ir.WalkAdvance
		}
		if _, ok := op.Loc().(*ir.NameLoc); ok && op.NumResults() > 0 && scope != nil {
			bindings = append(bindings, binding{op, scope})
		}
		return ir.WalkAdvance
	})
	b := ir.NewBuilder(s.ctx)
	for _, bd := range bindings {
		s.bindVariable(b, bd.op, bd.scope)
	}
	return nil
}

// bindVariable inserts the llvm.intr.dbg.value of op's first result after op.
func (s *scoper) bindVariable(b *ir.Builder, op *ir.Operation, scope *llvm.DISubprogramAttr) {
	nl := op.Loc().(*ir.NameLoc)
	var result *ir.Value
	for _, r := range op.Results() {
		result = r
		break
	}
	if result.Type() == llvm.Void(s.ctx) {
		return
	}
	file := llvm.DIFile(s.ctx, "<unknown>", "<unknown>")
	variable := llvm.DILocalVariable(s.ctx, scope, nl.Name, file, s.basicType(result.Type()))
	b.SetInsertionPointAfter(op)
	llvm.BuildIntrDbgValue(b, nl.Child, result, ir.NamedAttribute{Name: "varInfo", Value: variable})
}

// basicType returns the debug type Triton gives a value of type t: bool, int, half, float,
// double, a vector of its total bits, or unknown_type.
func (s *scoper) basicType(t ir.Type) *llvm.DIBasicTypeAttr {
	const tag = "DW_TAG_base_type"
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.Width == 1 {
			return llvm.DIBasicType(s.ctx, tag, "bool", 1, "DW_ATE_boolean")
		}
		return llvm.DIBasicType(s.ctx, tag, "int", int64(t.Width), "DW_ATE_signed")
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return llvm.DIBasicType(s.ctx, tag, "half", 16, "DW_ATE_float")
		case ir.F32:
			return llvm.DIBasicType(s.ctx, tag, "float", 32, "DW_ATE_float")
		case ir.F64:
			return llvm.DIBasicType(s.ctx, tag, "double", 64, "DW_ATE_float")
		}
	case *ir.VectorType:
		if bits := bitWidth(t); bits > 0 {
			return llvm.DIBasicType(s.ctx, tag, "vector", bits, "DW_ATE_float")
		}
	}
	return llvm.DIBasicType(s.ctx, tag, "unknown_type", 0, "DW_ATE_signed")
}

// bitWidth returns the bits of an integer, float or vector of them; 0 for other types.
func bitWidth(t ir.Type) int64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return int64(t.Width)
	case *ir.FloatType:
		return int64(t.Kind.Semantics().Width)
	case *ir.VectorType:
		n := int64(1)
		for _, d := range t.Dims {
			n *= d
		}
		return n * bitWidth(t.Elem)
	}
	return 0
}

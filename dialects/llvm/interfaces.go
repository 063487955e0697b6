package llvm

import "github.com/ttgo/ttgo/ir"

// The op interfaces of the llvm ops, as MLIR's LLVMDialect.cpp implements them: branches
// (BranchOpInterface, without picking a successor for constant operands), calls and functions.

var (
	brInterface     = &ir.BranchInterface{Slots: []int{0}}
	condBrInterface = &ir.BranchInterface{Slots: []int{1, 2}}
	switchInterface = ir.SwitchBranch(1, 2, "case_operand_segments")
)

// callInterface is llvm.call's: a direct call names its callee, an indirect one passes the
// function pointer as its first callee operand.
var callInterface = &ir.CallInterface{
	Callee: func(op *ir.Operation) *ir.SymbolRefAttr {
		ref, _ := ir.View[CallOp](op).CalleeAttr().(*ir.SymbolRefAttr)
		return ref
	},
	ArgOperands: func(op *ir.Operation) []*ir.Value {
		c := ir.View[CallOp](op)
		args := c.CalleeOperands()
		if c.CalleeAttr() == nil && len(args) > 0 {
			args = args[1:]
		}
		return args
	},
}

// funcCallable is llvm.func's: its signature is an !llvm.func type, whose void result stands
// for none.
var funcCallable = &ir.CallableInterface{
	Region: func(op *ir.Operation) *ir.Region { return ir.View[FuncOp](op).Body() },
	ArgTypes: func(op *ir.Operation) []ir.Type {
		if ft := funcSignature(op); ft != nil {
			return ft.Params
		}
		return nil
	},
	ResultTypes: func(op *ir.Operation) []ir.Type {
		ft := funcSignature(op)
		if ft == nil {
			return nil
		}
		if s, ok := ft.Result.(*SimpleType); ok && s.Mnemonic == "void" {
			return nil
		}
		return []ir.Type{ft.Result}
	},
}

// funcSignature returns the function type of an llvm.func, or nil.
func funcSignature(op *ir.Operation) *FunctionType {
	ta, _ := ir.View[FuncOp](op).FunctionTypeAttr().(*ir.TypeAttr)
	if ta == nil {
		return nil
	}
	ft, _ := ta.Type.(*FunctionType)
	return ft
}

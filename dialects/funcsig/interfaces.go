package funcsig

import "github.com/ttgo/ttgo/ir"

// Callable is the CallableInterface of the function ops whose body is their first region and
// whose signature is a builtin function type in their function_type attribute (func.func,
// tt.func).
var Callable = &ir.CallableInterface{
	Region:      func(op *ir.Operation) *ir.Region { return op.Region(0) },
	ArgTypes:    func(op *ir.Operation) []ir.Type { return signature(op).Inputs },
	ResultTypes: func(op *ir.Operation) []ir.Type { return signature(op).Results },
}

// signature returns the function type of op, empty when it has none.
func signature(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr(FunctionTypeAttr).(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return &ir.FunctionType{}
}

// DirectCall is the CallInterface of the call ops that name their callee in a `callee` symbol
// reference and pass all their operands as its arguments (func.call, tt.call).
var DirectCall = &ir.CallInterface{
	Callee: func(op *ir.Operation) *ir.SymbolRefAttr {
		ref, _ := op.Attr("callee").(*ir.SymbolRefAttr)
		return ref
	},
	ArgOperands: func(op *ir.Operation) []*ir.Value { return op.Operands() },
}

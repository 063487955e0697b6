package asm

import "github.com/ttgo/ttgo/ir"

// ValueNames numbers the values nested in op as Print would print op with opts, and returns
// the name of each as MLIR's Value::printAsOperand with an AsmState of op prints it: `%name`,
// or `%name#i` for a result of a group.
func ValueNames(op *ir.Operation, opts PrintOptions) func(*ir.Value) string {
	s := newNameState(op, &opts)
	return func(v *ir.Value) string { return string(s.appendValue(nil, v, true)) }
}

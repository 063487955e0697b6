package tt

import "github.com/ttgo/ttgo/ir"

// OperandGroup returns the operands of op that fill its definition's operand slot name (none
// for an absent optional operand), or nil for an unregistered op or unknown name.
func OperandGroup(op *ir.Operation, name string) []*ir.Value {
	def := op.Def()
	if def == nil {
		return nil
	}
	for i, s := range def.Operands {
		if s.Name == name {
			return op.OperandGroup(i)
		}
	}
	return nil
}

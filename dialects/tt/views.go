package tt

import "github.com/ttgo/ttgo/ir"

// group returns the values among vs that fill the slot called name.
func group(vs []*ir.Value, specs []ir.ValueSpec, segments ir.Attribute, name string) []*ir.Value {
	b := ir.AppendSegmentBounds(nil, len(vs), specs, segments)
	for i, s := range specs {
		if s.Name == name {
			return vs[b[i]:b[i+1]]
		}
	}
	return nil
}

// OperandGroup returns the operands of op that fill its definition's operand slot name (none
// for an absent optional operand), or nil for an unregistered op or unknown name.
func OperandGroup(op *ir.Operation, name string) []*ir.Value {
	if op.Def() == nil {
		return nil
	}
	return group(op.Operands(), op.Def().Operands, op.Attr("operandSegmentSizes"), name)
}

// ResultGroup returns the results of op that fill its definition's result slot name.
func ResultGroup(op *ir.Operation, name string) []*ir.Value {
	if op.Def() == nil {
		return nil
	}
	return group(op.Results(), op.Def().Results, op.Attr("resultSegmentSizes"), name)
}

// OptionalOperand returns the operand in slot name, or nil when it is absent.
func OptionalOperand(op *ir.Operation, name string) *ir.Value {
	if g := OperandGroup(op, name); len(g) > 0 {
		return g[0]
	}
	return nil
}

// IntAttr returns the value of the integer (or enum) attribute name, and whether op has it.
func IntAttr(op *ir.Operation, name string) (int64, bool) {
	a, ok := op.Attr(name).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

package llvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// typeConstraint is an ODS-style type constraint with its description, as MLIR prints it in
// "operand #0 must be <description>, but got '<type>'".
type typeConstraint struct {
	desc  string
	match func(ir.Type) bool
}

// elementOrSelf returns the element type of a vector, or t.
func elementOrSelf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

var (
	signlessIntOrVector = typeConstraint{
		desc: "signless integer or LLVM dialect-compatible vector of signless integer",
		match: func(t ir.Type) bool {
			it, ok := elementOrSelf(t).(*ir.IntegerType)
			return ok && it.Signedness == ir.Signless
		},
	}
	floatOrVector = typeConstraint{
		desc: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
		match: func(t ir.Type) bool {
			_, ok := elementOrSelf(t).(*ir.FloatType)
			return ok
		},
	}
	sizedType = typeConstraint{
		desc: "LLVM type with size",
		match: func(t ir.Type) bool {
			switch t := t.(type) {
			case *SimpleType:
				return t.Mnemonic != "void" && t.Mnemonic != "label" && t.Mnemonic != "metadata" && t.Mnemonic != "token"
			case *FunctionType:
				return false
			}
			return true
		},
	}
)

// check reports a value that violates c, naming it as MLIR does ("operand #0").
func (c typeConstraint) check(op *ir.Operation, what string, i int, t ir.Type) error {
	if c.match(t) {
		return nil
	}
	return ir.OpError(op, "%s #%d must be %s, but got '%s'", what, i, c.desc, asm.TypeString(t))
}

// verifyOperands returns a verifier checking every operand against c.
func verifyOperands(c typeConstraint) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		for i, v := range op.Operands() {
			if err := c.check(op, "operand", i, v.Type()); err != nil {
				return err
			}
		}
		return nil
	}
}

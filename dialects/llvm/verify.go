package llvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

// positionType returns the type at pos inside the aggregate t, or the message MLIR's
// extractvalue/insertvalue verifier gives for a bad position.
func positionType(t ir.Type, pos []int64) (ir.Type, string) {
	for _, i := range pos {
		switch c := t.(type) {
		case *StructType:
			if i < 0 || int(i) >= len(c.Body) {
				return nil, "position out of bounds: " + itoa(i)
			}
			t = c.Body[i]
		case *ArrayType:
			if i < 0 || i >= c.Len {
				return nil, "position out of bounds: " + itoa(i)
			}
			t = c.Elem
		default:
			return nil, "expected LLVM IR structure/array type, got: " + quoteType(t)
		}
	}
	return t, ""
}

// positionOf returns the position of an extractvalue or insertvalue, shared with the
// attribute: callers only read it.
func positionOf(op *ir.Operation) []int64 {
	if d, ok := op.Attr("position").(*ir.DenseArrayAttr); ok {
		return d.SharedInt64s()
	}
	return nil
}

func verifyExtractValue(op *ir.Operation) error {
	container := op.Operand(0).Type()
	t, msg := positionType(container, positionOf(op))
	if msg != "" {
		return ir.OpError(op, "%s", msg)
	}
	if r := op.Result(0).Type(); r != t {
		return ir.OpError(op, "Type mismatch: extracting from %s should produce %s but this op returns %s",
			quoteType(container), quoteType(t), quoteType(r))
	}
	return nil
}

func verifyInsertValue(op *ir.Operation) error {
	container := op.Operand(0).Type()
	t, msg := positionType(container, positionOf(op))
	if msg != "" {
		return ir.OpError(op, "%s", msg)
	}
	if v := op.Operand(1).Type(); v != t {
		return ir.OpError(op, "Type mismatch: cannot insert %s into %s", quoteType(v), quoteType(container))
	}
	return nil
}

// verifyGEP checks that struct indices are constants: the first index steps over the base
// pointer, the others walk into elem_type.
func verifyGEP(op *ir.Operation) error {
	raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	te, ok2 := op.Attr("elem_type").(*ir.TypeAttr)
	if !ok || !ok2 {
		return nil
	}
	t := te.Type
	for i, v := range raw.Int64s() {
		if i == 0 {
			continue
		}
		switch c := t.(type) {
		case *StructType:
			if v == dynamicIndex {
				return ir.OpError(op, "expected index %d indexing a struct to be constant", i)
			}
			if v < 0 || int(v) >= len(c.Body) {
				return ir.OpError(op, "index %d indexing a struct is out of bounds", i)
			}
			t = c.Body[v]
		case *ArrayType:
			t = c.Elem
		case *ir.VectorType:
			t = c.Elem
		default:
			return nil
		}
	}
	return nil
}

func verifyFunc(op *ir.Operation) error {
	if op.Region(0).Empty() {
		if e, ok := op.Attr("linkage").(*EnumAttr); ok && e.Value != "external" && e.Value != "extern_weak" {
			return ir.OpError(op, "external functions must have 'external' or 'extern_weak' linkage")
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil || parent.Name() != "llvm.func" {
		return nil
	}
	ft, ok := parent.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	fn, ok := ft.Type.(*FunctionType)
	if !ok {
		return nil
	}
	if s, ok := fn.Result.(*SimpleType); ok && s.Mnemonic == "void" {
		if op.NumOperands() != 0 {
			return ir.OpError(op, "expected no operands")
		}
		return nil
	}
	if op.NumOperands() != 1 {
		return ir.OpError(op, "expected 1 operand")
	}
	if op.Operand(0).Type() != fn.Result {
		return ir.OpError(op, "mismatching result types")
	}
	return nil
}

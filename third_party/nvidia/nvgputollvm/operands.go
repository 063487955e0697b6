package nvgputollvm

import (
	"strconv"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// isTiedConstraint reports whether c ties an input to an output by number ("0", "12").
func isTiedConstraint(c string) bool {
	if c == "" {
		return false
	}
	for _, r := range c {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// constraintType is the register type a one-letter constraint names.
func constraintType(ctx *ir.Context, c byte) ir.Type {
	switch c {
	case 'b':
		return ctx.I1()
	case 'h':
		return ctx.IntegerType(16)
	case 'r':
		return ctx.I32()
	case 'l':
		return ctx.I64()
	case 'f':
		return ctx.F32()
	case 'd':
		return ctx.F64()
	}
	return nil
}

// inputOperands turns values with their constraints into inline-asm inputs: a struct value
// becomes one input per field (a tied constraint counting up from its number), a pointer
// becomes the integer its constraint names, and a narrower integer is zero-extended to it.
func inputOperands(b ir.OpCreator, loc ir.Location, values []*ir.Value, constraints []string) []asmOperand {
	var flat []asmOperand
	for i, v := range values {
		c := constraints[i]
		st, ok := v.Type().(*llvm.StructType)
		if !ok {
			flat = append(flat, asmOperand{value: v, constraint: c})
			continue
		}
		base, _ := strconv.Atoi(c)
		for j, field := range st.Body {
			fc := c
			if isTiedConstraint(c) {
				fc = strconv.Itoa(base + j)
			}
			elem := llvm.BuildExtractvalue(b, loc, field, v,
				ir.NamedAttribute{Name: "position", Value: b.Context().DenseI64ArrayAttr([]int64{int64(j)})})
			flat = append(flat, asmOperand{value: elem.Res(), constraint: fc})
		}
	}
	for i, o := range flat {
		flat[i].value = convertToConstraint(b, loc, o.value, o.constraint)
	}
	return flat
}

// convertToConstraint converts v to the register type of constraint c.
func convertToConstraint(b ir.OpCreator, loc ir.Location, v *ir.Value, c string) *ir.Value {
	if isTiedConstraint(c) {
		return v
	}
	t := constraintType(b.Context(), c[0])
	if t == nil {
		return v
	}
	if _, ok := v.Type().(*llvm.PointerType); ok {
		return llvm.BuildPtrtoint(b, loc, t, v).Res()
	}
	if ir.IntOrFloatBitWidth(v.Type()) < ir.IntOrFloatBitWidth(t) {
		return llvm.BuildZext(b, loc, t, v).Res()
	}
	return v
}

// outputOperands returns one output per constraint.
func outputOperands(constraints []string) []asmOperand {
	out := make([]asmOperand, len(constraints))
	for i, c := range constraints {
		out[i] = asmOperand{constraint: c}
	}
	return out
}

// hasSideEffects reports whether op may have memory effects, as MLIR's !isMemoryEffectFree.
func hasSideEffects(op *ir.Operation) bool {
	e, known := ir.Effects(op)
	return !known || e != 0
}

// i32Constant creates `llvm.mlir.constant(v : i32) : i32`.
func i32Constant(b ir.OpCreator, loc ir.Location, v int64) *ir.Value {
	ctx := b.Context()
	return llvm.BuildMlirConstant(b, loc, ctx.I32(), ir.NamedAttribute{Name: "value", Value: ctx.IntegerAttr(ctx.I32(), v)}).Res()
}

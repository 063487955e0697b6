package arithtollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// lowerConstant turns arith.constant into llvm.mlir.constant of the converted type; the value
// keeps its attribute (an index constant stays `3 : index`).
func lowerConstant(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	t := rw.TypeConverter().ConvertType(op.Result(0).Type())
	value := op.Attr("value")
	if t == nil || !llvmCompatible(t) {
		return errUnsupported
	}
	if v, ok := op.Result(0).Type().(*ir.VectorType); ok {
		if _, isIndex := v.Elem.(*ir.IndexType); isIndex {
			return errUnsupported
		}
	}
	c := llvm.BuildMlirConstant(rw, op.Loc(), t, ir.NamedAttribute{Name: "value", Value: value})
	rw.ReplaceOp(op, []*ir.Value{c.Res()})
	return nil
}

// lowerNegF turns arith.negf into llvm.fneg.
func lowerNegF(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	rw.ReplaceOp(op, []*ir.Value{llvm.BuildFneg(rw, op.Loc(), operands[0], flags(rw.Ctx, op)...).Res()})
	return nil
}

// lowerTruncF turns arith.truncf without a rounding mode into llvm.fptrunc.
func lowerTruncF(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	t := op.Result(0).Type()
	if !lowerable(op, operands) || op.Attr("roundingmode") != nil {
		return errUnsupported
	}
	rw.ReplaceOp(op, []*ir.Value{llvm.BuildFptrunc(rw, op.Loc(), t, operands[0], flags(rw.Ctx, op)...).Res()})
	return nil
}

// lowerSelect turns arith.select into llvm.select.
func lowerSelect(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	t := operands[1].Type()
	rw.ReplaceOp(op, []*ir.Value{llvm.BuildSelect(rw, op.Loc(), t, operands[0], operands[1], operands[2]).Res()})
	return nil
}

// lowerCmpI turns arith.cmpi into llvm.icmp; the two dialects number the predicates alike.
func lowerCmpI(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	c := llvm.BuildIcmp(rw, op.Loc(), op.Result(0).Type(), operands[0], operands[1], ir.NamedAttribute{Name: "predicate", Value: op.Attr("predicate")})
	rw.ReplaceOp(op, []*ir.Value{c.Res()})
	return nil
}

// lowerCmpF turns arith.cmpf into llvm.fcmp; the two dialects number the predicates alike.
func lowerCmpF(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	attrs := append([]ir.NamedAttribute{{Name: "predicate", Value: op.Attr("predicate")}}, flags(rw.Ctx, op)...)
	c := llvm.BuildFcmp(rw, op.Loc(), op.Result(0).Type(), operands[0], operands[1], attrs...)
	rw.ReplaceOp(op, []*ir.Value{c.Res()})
	return nil
}

// extension builds the llvm op that widens x to t.
type extension func(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value

func sext(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
	return llvm.BuildSext(rw, loc, t, x).Res()
}

func zext(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x *ir.Value) *ir.Value {
	return llvm.BuildZext(rw, loc, t, x).Res()
}

// lowerIndexCast turns arith.index_cast (extend with sext) or index_castui (zext) into a
// truncation, an extension, or nothing where the converted widths agree.
func lowerIndexCast(extend extension) func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	return func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		t := rw.TypeConverter().ConvertType(op.Result(0).Type())
		if !lowerable(op, operands) || t == nil || !llvmCompatible(t) {
			return errUnsupported
		}
		from, to := intWidth(operands[0].Type()), intWidth(t)
		x := operands[0]
		switch {
		case from > to:
			x = llvm.BuildTrunc(rw, op.Loc(), t, x).Res()
		case from < to:
			x = extend(rw, op.Loc(), t, x)
		}
		rw.ReplaceOp(op, []*ir.Value{x})
		return nil
	}
}

// intWidth is the width of an integer type or of the elements of a vector of integers.
func intWidth(t ir.Type) int {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	return t.(*ir.IntegerType).Width
}

// lowerCeilDivSI expands arith.ceildivsi as MLIR's arith expansion does, then lowers it:
// q = a / b, plus one where q * b != a and a and b have the same sign.
func lowerCeilDivSI(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	a, b := operands[0], operands[1]
	t, loc := a.Type(), op.Loc()
	constant := func(v int64) *ir.Value {
		return llvm.BuildMlirConstant(rw, loc, t, ir.NamedAttribute{Name: "value", Value: splat(rw.Ctx, t, v)}).Res()
	}
	icmp := func(pred string, x, y *ir.Value) *ir.Value {
		i1 := ir.Type(rw.Ctx.I1())
		if v, ok := t.(*ir.VectorType); ok {
			i1 = rw.Ctx.VectorType(v.Dims, rw.Ctx.I1(), v.Scalable)
		}
		p := int64(slices.Index(arith.CmpIPredicates, pred))
		return llvm.BuildIcmp(rw, loc, i1, x, y, ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.I64Attr(p)}).Res()
	}
	zero, one := constant(0), constant(1)
	quotient := llvm.BuildSdiv(rw, loc, a, b).Res()
	product := llvm.BuildMul(rw, loc, quotient, b).Res()
	notEqual := icmp("ne", a, product)
	aNeg := icmp("slt", a, zero)
	bNeg := icmp("slt", b, zero)
	signEqual := icmp("eq", aNeg, bNeg)
	cond := llvm.BuildAnd(rw, loc, notEqual, signEqual).Res()
	plusOne := llvm.BuildAdd(rw, loc, quotient, one).Res()
	rw.ReplaceOp(op, []*ir.Value{llvm.BuildSelect(rw, loc, t, cond, plusOne, quotient).Res()})
	return nil
}

// splat is the integer v as an attribute of type t, splat over a vector type.
func splat(ctx *ir.Context, t ir.Type, v int64) ir.Attribute {
	if vt, ok := t.(*ir.VectorType); ok {
		return ctx.DenseElementsAttr(vt, []uint64{uint64(v)})
	}
	return ctx.IntegerAttr(t, v)
}

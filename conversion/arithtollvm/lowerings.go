package arithtollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// lowerConstant turns arith.constant into llvm.mlir.constant of the converted type; the value
// keeps its attribute (an index constant stays `3 : index`, a vector one `dense<...> :
// vector<2xindex>`).
func lowerConstant(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	t := rw.TypeConverter().ConvertType(op.SingleResult().Type())
	value := op.Attr("value")
	if t == nil || !llvmCompatible(t) {
		return errUnsupported
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
	t := op.SingleResult().Type()
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
	c := llvm.BuildIcmp(rw, op.Loc(), op.SingleResult().Type(), operands[0], operands[1], ir.NamedAttribute{Name: "predicate", Value: op.Attr("predicate")})
	rw.ReplaceOp(op, []*ir.Value{c.Res()})
	return nil
}

// lowerCmpF turns arith.cmpf into llvm.fcmp; the two dialects number the predicates alike.
func lowerCmpF(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !lowerable(op, operands) {
		return errUnsupported
	}
	attrs := append([]ir.NamedAttribute{{Name: "predicate", Value: op.Attr("predicate")}}, flags(rw.Ctx, op)...)
	c := llvm.BuildFcmp(rw, op.Loc(), op.SingleResult().Type(), operands[0], operands[1], attrs...)
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
		t := rw.TypeConverter().ConvertType(op.SingleResult().Type())
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

// expansion builds the llvm ops of an arith division expanded as MLIR's arith expansion
// patterns do, on operands of the converted type t; the expansion's constants are arith
// constants of the original type orig before they are lowered, so they keep that type in
// their attribute (`0 : index`).
type expansion struct {
	rw      *conversion.Rewriter
	loc     ir.Location
	t, orig ir.Type
}

// constant is the integer v (splat over a vector).
func (e expansion) constant(v int64) *ir.Value {
	return llvm.BuildMlirConstant(e.rw, e.loc, e.t, ir.NamedAttribute{Name: "value", Value: splat(e.rw.Ctx, e.orig, v)}).Res()
}

// icmp compares x and y with the predicate of keyword pred.
func (e expansion) icmp(pred string, x, y *ir.Value) *ir.Value {
	i1 := ir.Type(e.rw.Ctx.I1())
	if v, ok := x.Type().(*ir.VectorType); ok {
		i1 = e.rw.Ctx.VectorType(v.Dims, e.rw.Ctx.I1(), v.Scalable)
	}
	p := int64(slices.Index(arith.CmpIPredicates, pred))
	return llvm.BuildIcmp(e.rw, e.loc, i1, x, y, ir.NamedAttribute{Name: "predicate", Value: e.rw.Ctx.I64Attr(p)}).Res()
}

// lowerDivision lowers a division op whose expansion expand builds.
func lowerDivision(expand func(e expansion, a, b *ir.Value) *ir.Value) func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	return func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		if !lowerable(op, operands) {
			return errUnsupported
		}
		e := expansion{rw: rw, loc: op.Loc(), t: operands[0].Type(), orig: op.SingleResult().Type()}
		rw.ReplaceOp(op, []*ir.Value{expand(e, operands[0], operands[1])})
		return nil
	}
}

// ceilDivSI is a / b plus one where the division was inexact and a and b have the same sign.
func ceilDivSI(e expansion, a, b *ir.Value) *ir.Value {
	zero, one := e.constant(0), e.constant(1)
	quotient := llvm.BuildSdiv(e.rw, e.loc, a, b).Res()
	product := llvm.BuildMul(e.rw, e.loc, quotient, b).Res()
	notEqual := e.icmp("ne", a, product)
	signEqual := e.icmp("eq", e.icmp("slt", a, zero), e.icmp("slt", b, zero))
	cond := llvm.BuildAnd(e.rw, e.loc, notEqual, signEqual).Res()
	plusOne := llvm.BuildAdd(e.rw, e.loc, quotient, one).Res()
	return llvm.BuildSelect(e.rw, e.loc, e.t, cond, plusOne, quotient).Res()
}

// ceilDivUI is 0 for a = 0, else (a - 1) / b + 1.
func ceilDivUI(e expansion, a, b *ir.Value) *ir.Value {
	zero := e.constant(0)
	isZero := e.icmp("eq", a, zero)
	one := e.constant(1)
	minusOne := llvm.BuildSub(e.rw, e.loc, a, one).Res()
	quotient := llvm.BuildUdiv(e.rw, e.loc, minusOne, b).Res()
	plusOne := llvm.BuildAdd(e.rw, e.loc, quotient, one).Res()
	return llvm.BuildSelect(e.rw, e.loc, e.t, isZero, zero, plusOne).Res()
}

// floorDivSI is a / b minus one where the division was inexact and a and b have different
// signs.
func floorDivSI(e expansion, a, b *ir.Value) *ir.Value {
	quotient := llvm.BuildSdiv(e.rw, e.loc, a, b).Res()
	product := llvm.BuildMul(e.rw, e.loc, quotient, b).Res()
	notEqual := e.icmp("ne", a, product)
	zero := e.constant(0)
	signDiffer := e.icmp("ne", e.icmp("slt", a, zero), e.icmp("slt", b, zero))
	cond := llvm.BuildAnd(e.rw, e.loc, notEqual, signDiffer).Res()
	minusOne := llvm.BuildAdd(e.rw, e.loc, quotient, e.constant(-1)).Res()
	return llvm.BuildSelect(e.rw, e.loc, e.t, cond, minusOne, quotient).Res()
}

// splat is the integer v as an attribute of type t, splat over a vector type.
func splat(ctx *ir.Context, t ir.Type, v int64) ir.Attribute {
	if vt, ok := t.(*ir.VectorType); ok {
		return ctx.DenseElementsAttr(vt, []uint64{uint64(v)})
	}
	return ctx.IntegerAttr(t, v)
}

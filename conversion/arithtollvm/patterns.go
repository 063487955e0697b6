package arithtollvm

import (
	"errors"
	"strings"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// errUnsupported makes a pattern fail on an op ttgo does not lower: the op stays.
var errUnsupported = errors.New("arith-to-llvm: unsupported types or attributes")

// binaryBuild builds the llvm op of a two-operand arith op.
type binaryBuild func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, attrs ...ir.NamedAttribute) *ir.Value

// castBuild builds the llvm op of an arith cast to type t.
type castBuild func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, attrs ...ir.NamedAttribute) *ir.Value

// binaryOp pairs an arith op with the llvm op it becomes.
type binaryOp struct {
	op    conversion.OpKind
	build binaryBuild
}

// binaryOps are the arith ops lowered to one llvm op of the same operands, in
// ArithToLLVM.cpp's order.
var binaryOps = []binaryOp{
	{arith.AddFOp{}, binary(llvm.BuildFadd)},
	{arith.AddIOp{}, binary(llvm.BuildAdd)},
	{arith.AndIOp{}, binary(llvm.BuildAnd)},
	{arith.DivFOp{}, binary(llvm.BuildFdiv)},
	{arith.DivSIOp{}, binary(llvm.BuildSdiv)},
	{arith.DivUIOp{}, binary(llvm.BuildUdiv)},
	{arith.MaximumFOp{}, binary(llvm.BuildIntrMaximum)},
	{arith.MaxNumFOp{}, binary(llvm.BuildIntrMaxnum)},
	{arith.MaxSIOp{}, binary(llvm.BuildIntrSmax)},
	{arith.MaxUIOp{}, binary(llvm.BuildIntrUmax)},
	{arith.MinimumFOp{}, binary(llvm.BuildIntrMinimum)},
	{arith.MinNumFOp{}, binary(llvm.BuildIntrMinnum)},
	{arith.MinSIOp{}, binary(llvm.BuildIntrSmin)},
	{arith.MinUIOp{}, binary(llvm.BuildIntrUmin)},
	{arith.MulFOp{}, binary(llvm.BuildFmul)},
	{arith.MulIOp{}, binary(llvm.BuildMul)},
	{arith.OrIOp{}, binary(llvm.BuildOr)},
	{arith.RemFOp{}, binary(llvm.BuildFrem)},
	{arith.RemSIOp{}, binary(llvm.BuildSrem)},
	{arith.RemUIOp{}, binary(llvm.BuildUrem)},
	{arith.ShLIOp{}, binary(llvm.BuildShl)},
	{arith.ShRSIOp{}, binary(llvm.BuildAshr)},
	{arith.ShRUIOp{}, binary(llvm.BuildLshr)},
	{arith.SubFOp{}, binary(llvm.BuildFsub)},
	{arith.SubIOp{}, binary(llvm.BuildSub)},
	{arith.XOrIOp{}, binary(llvm.BuildXor)},
}

// binary adapts an llvm builder of a two-operand op to a binaryBuild.
func binary[V interface{ Res() *ir.Value }](build func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, attrs ...ir.NamedAttribute) V) binaryBuild {
	return func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, attrs ...ir.NamedAttribute) *ir.Value {
		return build(b, loc, x, y, attrs...).Res()
	}
}

// cast adapts an llvm cast builder to a castBuild.
func cast[V interface{ Res() *ir.Value }](build func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, attrs ...ir.NamedAttribute) V) castBuild {
	return func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, attrs ...ir.NamedAttribute) *ir.Value {
		return build(b, loc, t, x, attrs...).Res()
	}
}

// castOp pairs an arith cast with the llvm cast it becomes.
type castOp struct {
	op    conversion.OpKind
	build castBuild
}

// castOps are the arith casts lowered to one llvm cast.
var castOps = []castOp{
	{arith.BitcastOp{}, cast(llvm.BuildBitcast)},
	{arith.ExtFOp{}, cast(llvm.BuildFpext)},
	{arith.ExtSIOp{}, cast(llvm.BuildSext)},
	{arith.ExtUIOp{}, cast(llvm.BuildZext)},
	{arith.FPToSIOp{}, cast(llvm.BuildFptosi)},
	{arith.FPToUIOp{}, cast(llvm.BuildFptoui)},
	{arith.SIToFPOp{}, cast(llvm.BuildSitofp)},
	{arith.TruncIOp{}, cast(llvm.BuildTrunc)},
	{arith.UIToFPOp{}, cast(llvm.BuildUitofp)},
}

// patterns returns the conversion patterns of the pass.
func patterns() []conversion.Pattern {
	var ps []conversion.Pattern
	for _, b := range binaryOps {
		build := b.build
		ps = append(ps, conversion.NewPattern(b.op.OpName(), func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			if !lowerable(op, operands) {
				return errUnsupported
			}
			rw.ReplaceOp(op, []*ir.Value{build(rw, op.Loc(), operands[0], operands[1], flags(rw.Ctx, op)...)})
			return nil
		}))
	}
	for _, c := range castOps {
		build := c.build
		ps = append(ps, conversion.NewPattern(c.op.OpName(), func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			t := rw.TypeConverter().ConvertType(op.SingleResult().Type())
			if !lowerable(op, operands) || t == nil {
				return errUnsupported
			}
			rw.ReplaceOp(op, []*ir.Value{build(rw, op.Loc(), t, operands[0], flags(rw.Ctx, op)...)})
			return nil
		}))
	}
	return append(ps,
		conversion.NewPattern(arith.ConstantOp{}.OpName(), lowerConstant),
		conversion.NewPattern(arith.NegFOp{}.OpName(), lowerNegF),
		conversion.NewPattern(arith.TruncFOp{}.OpName(), lowerTruncF),
		conversion.NewPattern(arith.SelectOp{}.OpName(), lowerSelect),
		conversion.NewPattern(arith.CmpIOp{}.OpName(), lowerCmpI),
		conversion.NewPattern(arith.CmpFOp{}.OpName(), lowerCmpF),
		conversion.NewPattern(arith.IndexCastOp{}.OpName(), lowerIndexCast(sext)),
		conversion.NewPattern(arith.IndexCastUIOp{}.OpName(), lowerIndexCast(zext)),
		conversion.NewPattern(arith.CeilDivSIOp{}.OpName(), lowerDivision(ceilDivSI)),
		conversion.NewPattern(arith.CeilDivUIOp{}.OpName(), lowerDivision(ceilDivUI)),
		conversion.NewPattern(arith.FloorDivSIOp{}.OpName(), lowerDivision(floorDivSI)),
	)
}

// lowerable reports whether the llvm dialect takes op's converted operands and results as
// they are: integers, LLVM's float types and one-dimensional vectors of them.
func lowerable(op *ir.Operation, operands []*ir.Value) bool {
	for _, v := range operands {
		if !llvmCompatible(v.Type()) {
			return false
		}
	}
	for _, t := range op.ResultTypes() {
		if !isIndexLike(t) && !llvmCompatible(t) {
			return false
		}
	}
	return true
}

// isIndexLike reports whether t is index or a vector of one dimension of index, which the
// pass's type converter turns into integers.
func isIndexLike(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok && len(v.Dims) == 1 {
		t = v.Elem
	}
	_, ok := t.(*ir.IndexType)
	return ok
}

// llvmCompatible reports whether t is an integer, a float type LLVM has, or a vector of one
// dimension of those.
func llvmCompatible(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok {
		if len(v.Dims) != 1 {
			return false
		}
		t = v.Elem
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		return true
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16, ir.BF16, ir.F32, ir.F64, ir.F80, ir.F128:
			return true
		}
	}
	return false
}

// flags translates op's fastmath or overflow flags into the llvm attributes, when any is set.
func flags(ctx *ir.Context, op *ir.Operation) []ir.NamedAttribute {
	switch a := op.Attr("fastmath").(type) {
	case *arith.FastMathAttr:
		if a.Flags == arith.FastMathNone {
			return nil
		}
		value := strings.ReplaceAll(a.Flags.String(), ",", ", ")
		return []ir.NamedAttribute{{Name: "fastmathFlags", Value: llvm.Enum(ctx, "llvm", "fastmath", value, false)}}
	}
	if a, ok := op.Attr("overflowFlags").(*arith.OverflowAttr); ok && a.Flags != arith.OverflowNone {
		return []ir.NamedAttribute{{Name: "overflowFlags", Value: ctx.IntegerAttr(ctx.I32(), int64(a.Flags))}}
	}
	return nil
}

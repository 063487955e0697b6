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
	{arith.AddFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFadd(b, loc, x, y, a...).Res()
	}},
	{arith.AddIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildAdd(b, loc, x, y, a...).Res()
	}},
	{arith.AndIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildAnd(b, loc, x, y, a...).Res()
	}},
	{arith.DivFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFdiv(b, loc, x, y, a...).Res()
	}},
	{arith.DivSIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildSdiv(b, loc, x, y, a...).Res()
	}},
	{arith.DivUIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildUdiv(b, loc, x, y, a...).Res()
	}},
	{arith.MaximumFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrMaximum(b, loc, x, y, a...).Res()
	}},
	{arith.MaxNumFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrMaxnum(b, loc, x, y, a...).Res()
	}},
	{arith.MaxSIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrSmax(b, loc, x, y, a...).Res()
	}},
	{arith.MaxUIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrUmax(b, loc, x, y, a...).Res()
	}},
	{arith.MinimumFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrMinimum(b, loc, x, y, a...).Res()
	}},
	{arith.MinNumFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrMinnum(b, loc, x, y, a...).Res()
	}},
	{arith.MinSIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrSmin(b, loc, x, y, a...).Res()
	}},
	{arith.MinUIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildIntrUmin(b, loc, x, y, a...).Res()
	}},
	{arith.MulFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFmul(b, loc, x, y, a...).Res()
	}},
	{arith.MulIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildMul(b, loc, x, y, a...).Res()
	}},
	{arith.OrIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildOr(b, loc, x, y, a...).Res()
	}},
	{arith.RemFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFrem(b, loc, x, y, a...).Res()
	}},
	{arith.RemSIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildSrem(b, loc, x, y, a...).Res()
	}},
	{arith.RemUIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildUrem(b, loc, x, y, a...).Res()
	}},
	{arith.ShLIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildShl(b, loc, x, y, a...).Res()
	}},
	{arith.ShRSIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildAshr(b, loc, x, y, a...).Res()
	}},
	{arith.ShRUIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildLshr(b, loc, x, y, a...).Res()
	}},
	{arith.SubFOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFsub(b, loc, x, y, a...).Res()
	}},
	{arith.SubIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildSub(b, loc, x, y, a...).Res()
	}},
	{arith.XOrIOp{}, func(b ir.OpCreator, loc ir.Location, x, y *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildXor(b, loc, x, y, a...).Res()
	}},
}

// castOp pairs an arith cast with the llvm cast it becomes.
type castOp struct {
	op    conversion.OpKind
	build castBuild
}

// castOps are the arith casts lowered to one llvm cast.
var castOps = []castOp{
	{arith.BitcastOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildBitcast(b, loc, t, x, a...).Res()
	}},
	{arith.ExtFOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFpext(b, loc, t, x, a...).Res()
	}},
	{arith.ExtSIOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildSext(b, loc, t, x, a...).Res()
	}},
	{arith.ExtUIOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildZext(b, loc, t, x, a...).Res()
	}},
	{arith.FPToSIOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFptosi(b, loc, t, x, a...).Res()
	}},
	{arith.FPToUIOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildFptoui(b, loc, t, x, a...).Res()
	}},
	{arith.SIToFPOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildSitofp(b, loc, t, x, a...).Res()
	}},
	{arith.TruncIOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildTrunc(b, loc, t, x, a...).Res()
	}},
	{arith.UIToFPOp{}, func(b ir.OpCreator, loc ir.Location, t ir.Type, x *ir.Value, a ...ir.NamedAttribute) *ir.Value {
		return llvm.BuildUitofp(b, loc, t, x, a...).Res()
	}},
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
			t := rw.TypeConverter().ConvertType(op.Result(0).Type())
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
		conversion.NewPattern(arith.CeilDivSIOp{}.OpName(), lowerCeilDivSI),
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
		if _, ok := t.(*ir.IndexType); !ok && !llvmCompatible(t) {
			return false
		}
	}
	return true
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

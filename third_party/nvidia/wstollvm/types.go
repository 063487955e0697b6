package wstollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/transforms"
)

// convertWarpSpecializeTypes gives the warp_specialize ops of mod, their partitions and
// yields llvm types, bridged to the types around them by unrealized casts, then reconciles
// the casts, which cancel out where the values were cast from llvm types to begin with.
func convertWarpSpecializeTypes(mod *ir.Operation) error {
	var ops []*ir.Operation
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		_, ws := ttg.AsWarpSpecialize(op)
		_, parts := ttg.AsWarpSpecializePartitions(op)
		_, yield := ttg.AsWarpYield(op)
		if ws || parts || yield {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	if len(ops) == 0 {
		return nil
	}
	types := shared.NewTypeConverter(mod.Context())
	for _, op := range ops {
		if err := convertOpTypes(op, types); err != nil {
			return err
		}
	}
	return transforms.NewReconcileUnrealizedCasts().Run(mod, nil)
}

// convertOpTypes converts the types of op's operands, region arguments and results with
// Triton's TritonGPU-to-LLVM type converter (a pointer, a memdesc, a tensor).
func convertOpTypes(op *ir.Operation, types *shared.TypeConverter) error {
	convertType := func(t ir.Type) ir.Type {
		if c, err := types.Convert(t); err == nil {
			return c
		}
		return t
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	for i, v := range op.Operands() {
		if t := convertType(v.Type()); t != v.Type() {
			op.SetOperand(i, builtin.BuildUnrealizedConversionCast(b, op.Loc(), []ir.Type{t}, []*ir.Value{v}).Outputs()[0])
		}
	}
	for _, region := range op.Regions() {
		front := region.Front()
		if front == nil {
			continue
		}
		b.SetInsertionPointToStart(front)
		for i, arg := range front.Arguments() {
			t := convertType(arg.Type())
			if t == arg.Type() {
				continue
			}
			old := arg.Type()
			arg.SetType(t)
			cast := builtin.BuildUnrealizedConversionCast(b, op.Loc(), []ir.Type{old}, []*ir.Value{front.Argument(i)})
			arg.ReplaceUsesWithIf(cast.Outputs()[0], func(u *ir.OpOperand) bool { return u.Owner() != cast.Operation })
		}
	}
	b.SetInsertionPointAfter(op)
	for _, res := range op.Results() {
		t := convertType(res.Type())
		if t == res.Type() {
			continue
		}
		old := res.Type()
		res.SetType(t)
		cast := builtin.BuildUnrealizedConversionCast(b, op.Loc(), []ir.Type{old}, []*ir.Value{res})
		res.ReplaceUsesWithIf(cast.Outputs()[0], func(u *ir.OpOperand) bool { return u.Owner() != cast.Operation })
	}
	return nil
}

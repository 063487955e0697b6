package hopper

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
)

// taskBuilder creates ops tagged with the async task ids it holds, as Triton's
// OpBuilderWithAsyncTaskIds does; with no ids it tags nothing.
type taskBuilder struct {
	*ir.Builder
	ids []int32
}

// newTaskBuilder returns a builder without an insertion point or task ids.
func newTaskBuilder(ctx *ir.Context) *taskBuilder {
	return &taskBuilder{Builder: ir.NewBuilder(ctx)}
}

// Create inserts the op st describes and tags it with the builder's task ids.
func (b *taskBuilder) Create(st *ir.OperationState) *ir.Operation {
	op := b.Builder.Create(st)
	if len(b.ids) > 0 {
		setAsyncTaskIDs(op, b.ids)
	}
	return op
}

// setIDs makes the builder tag what it creates with ids.
func (b *taskBuilder) setIDs(ids ...int32) { b.ids = append([]int32(nil), ids...) }

// setIDsFromOp makes the builder tag what it creates with the task ids of op.
func (b *taskBuilder) setIDsFromOp(op *ir.Operation) { b.ids = asyncTaskIDs(op) }

// constInt creates an arith.constant of an integer type of width bits (i1 prints as a
// boolean).
func (b *taskBuilder) constInt(loc ir.Location, v int64, width int) *ir.Value {
	ctx := b.Context()
	var attr ir.Attribute
	if width == 1 {
		attr = ctx.BoolAttr(v != 0)
	} else {
		attr = ctx.IntegerAttr(ctx.IntegerType(width), v)
	}
	return arith.BuildConstant(b, loc, ctx.IntegerType(width), ir.NamedAttribute{Name: "value", Value: attr}).Result()
}

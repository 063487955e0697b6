package tritontotritongpu

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// Relayout is relayout-tritongpu: after warp specialization changes the warps of a
// partition, the ttng ops with layout requirements get their layouts again: tensor memory
// loads, stores and allocations the default tcgen05 layout of their buffer (through
// ttg.convert_layout), TMA gathers and scatters the row-offset layout they need. It is a
// partial conversion with the TritonGPU type converter of the module's warps, lanes and CTAs.
type Relayout struct{}

// NewRelayout returns the relayout-tritongpu pass.
func NewRelayout() pass.Pass { return &Relayout{} }

// Name returns "RelayoutTritonGPU".
func (*Relayout) Name() string { return "RelayoutTritonGPU" }

// Argument returns "relayout-tritongpu".
func (*Relayout) Argument() string { return "relayout-tritongpu" }

// Description describes the pass.
func (*Relayout) Description() string { return "relayout pass for `ttg` and `ttng` operations" }

// OpName anchors the pass on builtin.module.
func (*Relayout) OpName() string { return "builtin.module" }

// Run converts the ttng ops of mod whose tensors have no layout.
func (*Relayout) Run(mod *ir.Operation, _ *pass.Analyses) error {
	warps, ok := ttg.LookupNumWarps(mod)
	if !ok {
		return ir.OpError(mod, "has no ttg.num-warps")
	}
	c := &TypeConverter{Ctx: mod.Context(), NumWarps: int(warps),
		ThreadsPerWarp: moduleInt(mod, "ttg.threads-per-warp", 32), NumCTAs: moduleInt(mod, "ttg.num-ctas", 1)}
	tc := c.conversion()
	// A value that an earlier conversion cast from the wanted type is that value again, as
	// MLIR reconciles chains of unrealized casts.
	tc.AddTargetMaterialization(func(_ *ir.Builder, t ir.Type, inputs []*ir.Value, _ ir.Location) *ir.Value {
		if len(inputs) != 1 {
			return nil
		}
		cast, ok := builtin.AsUnrealizedConversionCast(inputs[0].DefiningOp())
		if !ok || len(cast.Inputs()) != 1 || cast.Inputs()[0].Type() != t {
			return nil
		}
		return cast.Inputs()[0]
	})
	target := newTarget(tc)
	target.AddDynamicallyLegalDialect(func(op *ir.Operation) bool {
		return tc.IsLegalOp(op) && tc.IsLegalRegions(op)
	}, ttng.Dialect())
	patterns := []conversion.Pattern{
		conversion.NewOpPattern(func(op ttng.AsyncTmaGatherOp, operands []*ir.Value, rw *conversion.Rewriter) error {
			return c.convertGatherScatter(op.Operation, op.Adaptor(operands).XOffsets(), operands, rw)
		}),
		conversion.NewOpPattern(func(op ttng.AsyncTmaScatterOp, operands []*ir.Value, rw *conversion.Rewriter) error {
			return c.convertGatherScatter(op.Operation, op.Adaptor(operands).XOffsets(), operands, rw)
		}),
		conversion.NewOpPattern(c.relayoutTMemLoad),
		conversion.NewOpPattern(c.relayoutTMemStore),
		conversion.NewOpPattern(c.relayoutTMemAlloc),
	}
	casts := usedCasts(mod)
	if err := conversion.ApplyPartialConversion(mod, target, patterns, tc); err != nil {
		return err
	}
	// The casts the conversion looked through are left unused: they go.
	for i := len(casts) - 1; i >= 0; i-- {
		if casts[i].UseEmpty() {
			casts[i].Erase()
		}
	}
	return nil
}

// usedCasts returns the unrealized casts of mod that have uses, in walk order.
func usedCasts(mod *ir.Operation) []*ir.Operation {
	var casts []*ir.Operation
	mod.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := builtin.AsUnrealizedConversionCast(op); ok && !op.UseEmpty() {
			casts = append(casts, op)
		}
	})
	return casts
}

// moduleInt returns the integer attribute name of mod, or def.
func moduleInt(mod *ir.Operation, name string, def int) int {
	if a, ok := mod.Attr(name).(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return def
}

// tmemTensorType is Triton's getTMEMTensorLayout: t, given the converter's layout when it has
// none, in the default tcgen05 layout of the tensor memory md for op's warps.
func (c *TypeConverter) tmemTensorType(op *ir.Operation, t ir.Type, md ir.Type) (*ir.RankedTensorType, error) {
	conv, err := c.Convert(t)
	if err != nil {
		return nil, err
	}
	rt, ok := conv.(*ir.RankedTensorType)
	mem, isMemDesc := md.(*ttg.MemDescType)
	if !ok || !isMemDesc {
		return nil, ir.OpError(op, "expects a tensor and a tensor memory descriptor")
	}
	enc, err := ttg.LayoutEncoding(rt.Encoding)
	if err != nil {
		return nil, err
	}
	warps, _ := ttg.LookupNumWarps(op)
	tmemEnc, err := ttng.DefaultTMemLayout(c.Ctx, mem, int(warps), enc.CTALayout())
	if err != nil {
		return nil, err
	}
	return withEncoding(c.Ctx, rt, tmemEnc), nil
}

// relayoutTMemLoad gives a tensor memory load its default layout, converted to the
// converter's type for its users.
func (c *TypeConverter) relayoutTMemLoad(op ttng.TmemLoadOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	res := op.ResultResult()
	t, err := c.tmemTensorType(op.Operation, res.Type(), op.Src().Type())
	if err != nil {
		return err
	}
	rw.ModifyOpInPlace(op.Operation, func() { res.SetType(t) })
	resultType, err := c.Convert(res.Type())
	if err != nil {
		return err
	}
	rw.SetInsertionPointAfter(op.Operation)
	cvt := ttg.BuildConvertLayout(rw, op.Loc(), resultType, res)
	for _, u := range res.Uses() {
		if owner := u.Owner(); owner != cvt.Operation {
			rw.ModifyOpInPlace(owner, func() { u.Set(cvt.Result()) })
		}
	}
	return nil
}

// relayoutTMemStore stores the converted source in the default layout of the destination.
func (c *TypeConverter) relayoutTMemStore(op ttng.TmemStoreOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	t, err := c.tmemTensorType(op.Operation, op.Src().Type(), op.Dst().Type())
	if err != nil {
		return err
	}
	src := ttg.BuildConvertLayout(rw, op.Loc(), t, op.Adaptor(operands).Src())
	rw.ModifyOpInPlace(op.Operation, func() { op.SetSrc(src.Result()) })
	return nil
}

// relayoutTMemAlloc allocates from the converted source in the default layout of the
// allocation.
func (c *TypeConverter) relayoutTMemAlloc(op ttng.TmemAllocOp, operands []*ir.Value, rw *conversion.Rewriter) error {
	if op.Src() == nil {
		return nil
	}
	t, err := c.tmemTensorType(op.Operation, op.Src().Type(), op.ResultResult().Type())
	if err != nil {
		return err
	}
	src := ttg.BuildConvertLayout(rw, op.Loc(), t, op.Adaptor(operands).Src())
	rw.ModifyOpInPlace(op.Operation, func() { op.SetSrc(src.Result()) })
	return nil
}

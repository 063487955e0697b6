package tritontotritongpu

import (
	"fmt"
	"math/bits"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// pattern converts one op in place.
type pattern func(c *converter, op *ir.Operation) error

// newPatterns returns the conversion patterns by op name, as Triton populates them.
func newPatterns() map[string]pattern {
	patterns := map[string]pattern{}
	generic := []string{
		// arith
		"arith.addi", "arith.subi", "arith.muli", "arith.divui", "arith.divsi", "arith.ceildivui", "arith.ceildivsi",
		"arith.floordivsi", "arith.remui", "arith.remsi", "arith.andi", "arith.ori", "arith.xori", "arith.shli",
		"arith.shrui", "arith.shrsi", "arith.addf", "arith.subf", "arith.maximumf", "arith.maxnumf", "arith.maxsi",
		"arith.maxui", "arith.minimumf", "arith.minnumf", "arith.minsi", "arith.minui", "arith.mulf", "arith.divf",
		"arith.remf", "arith.cmpi", "arith.cmpf", "arith.select", "arith.trunci", "arith.truncf", "arith.extui",
		"arith.extsi", "arith.extf", "arith.sitofp", "arith.fptosi", "arith.fptoui", "arith.uitofp",
		// math
		"math.exp", "math.exp2", "math.floor", "math.ceil", "math.cos", "math.sin", "math.log", "math.log2",
		"math.erf", "math.absf", "math.absi", "math.sqrt", "math.rsqrt", "math.fma",
		// tt
		"tt.advance", "tt.make_tensor_ptr", "tt.reshape", "tt.bitcast", "tt.fp_to_fp", "tt.int_to_ptr",
		"tt.ptr_to_int", "tt.splat", "tt.unsplat", "tt.addptr", "tt.clampf", "tt.precise_sqrt", "tt.precise_divf",
		"tt.mulhiui", "tt.elementwise_inline_asm", "tt.reduce.return", "tt.scan.return", "tt.make_range",
		"tt.load", "tt.store", "tt.histogram", "tt.gather", "tt.extern_elementwise", "tt.print", "tt.assert",
		"tt.atomic_cas", "tt.atomic_rmw", "tt.descriptor_load", "tt.descriptor_store", "tt.descriptor_reduce",
		"tt.dot_scaled", "tt.call", "tt.return",
		// scf, ub
		"scf.yield", "ub.poison",
	}
	for _, name := range generic {
		patterns[name] = convertGeneric
	}
	patterns["arith.constant"] = convertConstant
	patterns["tt.broadcast"] = convertBroadcast
	patterns["tt.cat"] = convertCat
	patterns["tt.join"] = convertJoin
	patterns["tt.split"] = convertSplit
	patterns["tt.reduce"] = convertReduce
	patterns["tt.scan"] = convertScan
	patterns["tt.expand_dims"] = convertExpandDims
	patterns["tt.trans"] = convertTrans
	patterns["tt.dot"] = convertDot
	patterns["tt.map_elementwise"] = convertGeneric
	patterns["tt.descriptor_gather"] = convertGatherScatter
	patterns["tt.descriptor_scatter"] = convertGatherScatter
	patterns["tt.func"] = convertFunc
	patterns["scf.for"] = convertForOrWhile
	patterns["scf.while"] = convertForOrWhile
	patterns["scf.if"] = convertGeneric
	patterns["scf.condition"] = convertOperandsOnly
	patterns["cf.br"] = convertBranch
	patterns["cf.cond_br"] = convertBranch
	return patterns
}

// convertGeneric remaps the operands and gives the results their default layouts
// (GenericOpPattern, and the structural scf.if and map_elementwise patterns).
func convertGeneric(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	return c.convertResults(op)
}

// convertOperandsOnly remaps the operands (scf.condition).
func convertOperandsOnly(c *converter, op *ir.Operation) error { return c.adapt(op) }

// convertConstant gives a tensor constant its default layout, its value the same type.
func convertConstant(c *converter, op *ir.Operation) error {
	if err := convertGeneric(c, op); err != nil {
		return err
	}
	t, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	v, ok := op.Attr("value").(*ir.DenseElementsAttr)
	if !ok {
		return fmt.Errorf("expected a dense elements attribute")
	}
	op.SetAttr("value", c.tc.Ctx.DenseElementsAttr(t, v.Data))
	return nil
}

// convertBroadcast keeps the source's layout for the result.
func convertBroadcast(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	src := tensorType(op.Operand(0))
	if src == nil || src.Encoding == nil {
		return fmt.Errorf("source has no encoding")
	}
	c.setType(op.Result(0), withEncoding(c.tc.Ctx, op.Result(0).Type().(*ir.RankedTensorType), src.Encoding))
	return nil
}

// convertCat gives the result enough elements per thread for both operands, rounded up to a
// power of two, along its fastest dimension.
func convertCat(c *converter, op *ir.Operation) error {
	if err := convertGeneric(c, op); err != nil {
		return err
	}
	ret := op.Result(0).Type().(*ir.RankedTensorType)
	enc, ok := ret.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return fmt.Errorf("result layout is not blocked")
	}
	total := func(t *ir.RankedTensorType) (int, error) {
		l, err := distributedLayout(t.Encoding)
		if err != nil {
			return 0, err
		}
		return layout.TotalElemsPerThread(l, t.Dims)
	}
	lhs, err := total(tensorType(op.Operand(0)))
	if err != nil {
		return err
	}
	rhs, err := total(tensorType(op.Operand(1)))
	if err != nil {
		return err
	}
	retTotal, err := total(ret)
	if err != nil {
		return err
	}
	newTotal := 1 << bits.Len(uint(lhs+rhs-1))
	spt := append([]uint32(nil), enc.SizePerThread...)
	spt[enc.Order[0]] *= uint32(newTotal / retTotal)
	newEnc := ttg.Blocked(c.tc.Ctx, spt, enc.ThreadsPerWarp, enc.WarpsPerCTA, enc.Order, enc.CGA)
	c.setType(op.Result(0), withEncoding(c.tc.Ctx, ret, newEnc))
	return nil
}

// convertJoin relies on type inference: the result gets the layout tt.join infers from its
// operands' (TritonJoinOpPattern).
func convertJoin(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	t, err := tt.InferJoinType(c.tc.Ctx, tensorType(op.Operand(0)))
	if err != nil {
		return err
	}
	c.setType(op.Result(0), t)
	return nil
}

// convertSplit makes the source a blocked layout with two elements per thread in its last,
// fastest dimension where it is not one already, then infers the results' layout.
func convertSplit(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	src := op.Operand(0)
	srcTy := tensorType(src)
	rank := len(srcTy.Dims)
	enc, ok := srcTy.Encoding.(*ttg.BlockedEncoding)
	if !ok || enc.SizePerThread[rank-1] != 2 || enc.Order[0] != uint32(rank-1) {
		def, err := c.tc.DefaultBlocked(op.Result(0).Type().(*ir.RankedTensorType).Dims)
		if err != nil {
			return err
		}
		order := append([]uint32{uint32(rank - 1)}, def.Order...)
		enc = ttg.Blocked(c.tc.Ctx, appendVal(def.SizePerThread, 2), appendVal(def.ThreadsPerWarp, 1), appendVal(def.WarpsPerCTA, 1),
			order, cgaInsertDim(def.CGA, rank-1))
		src = c.convertLayout(src, withEncoding(c.tc.Ctx, srcTy, enc))
		op.SetOperand(0, src)
	}
	t, err := tt.InferSplitType(c.tc.Ctx, tensorType(src))
	if err != nil {
		return err
	}
	for _, r := range op.Results() {
		c.setType(r, t)
	}
	return nil
}

// convertReduce infers the results: the operands' layouts sliced along the axis, or scalars.
func convertReduce(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	axis := int(op.Attr("axis").(*ir.IntegerAttr).Value)
	for i, r := range op.Results() {
		src := tensorType(op.Operand(i))
		if len(src.Dims) == 1 {
			continue
		}
		shape := append(append([]int64(nil), src.Dims[:axis]...), src.Dims[axis+1:]...)
		var enc ir.Attribute
		if src.Encoding != nil {
			enc = ttg.Slice(c.tc.Ctx, axis, src.Encoding)
		}
		c.setType(r, c.tc.Ctx.RankedTensorType(shape, src.Elem, enc))
	}
	return nil
}

// convertScan gives the results the operands' types.
func convertScan(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	for i, r := range op.Results() {
		c.setType(r, op.Operand(i).Type())
	}
	return nil
}

// convertExpandDims converts the source to a slice of a blocked layout with a size-1 dimension
// inserted at the axis, and gives the result that layout.
func convertExpandDims(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	src := tensorType(op.Operand(0))
	enc, ok := src.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return fmt.Errorf("source layout is not blocked")
	}
	axis := int(op.Attr("axis").(*ir.IntegerAttr).Value)
	retEnc := ttg.Blocked(c.tc.Ctx, insertOne(enc.SizePerThread, axis), insertOne(enc.ThreadsPerWarp, axis),
		insertOne(enc.WarpsPerCTA, axis), iota32(len(src.Dims)+1), cgaInsertDim(enc.CGA, axis))
	newSrc := c.convertLayout(op.Operand(0), withEncoding(c.tc.Ctx, src, ttg.Slice(c.tc.Ctx, axis, retEnc)))
	op.SetOperand(0, newSrc)
	c.setType(op.Result(0), withEncoding(c.tc.Ctx, op.Result(0).Type().(*ir.RankedTensorType), retEnc))
	return nil
}

// convertTrans relies on type inference: the result gets the layout tt.trans infers from its
// source's, a linear layout where no legacy layout moves no data (TritonTransPattern).
func convertTrans(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	src := tensorType(op.Operand(0))
	if src.Encoding == nil {
		return fmt.Errorf("source has no encoding")
	}
	t, err := tt.InferTransType(c.tc.Ctx, src, denseI32s(op.Attr("order")))
	if err != nil {
		return err
	}
	c.setType(op.Result(0), t)
	return nil
}

func denseI32s(a ir.Attribute) []int32 {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	vs := d.Int64s()
	out := make([]int32, len(vs))
	for i, v := range vs {
		out[i] = int32(v)
	}
	return out
}

// convertDot gives the result a blocked layout with up to 4x4 elements per thread and the
// operands dot_op layouts of it.
func convertDot(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	ctx := c.tc.Ctx
	orig := op.Result(0).Type().(*ir.RankedTensorType)
	shape := orig.Dims
	rank := len(shape)
	spt := make([]uint32, rank)
	for i := range spt {
		spt[i] = 1
	}
	perThread := ir.NumElements(shape) / int64(c.tc.NumWarps*c.tc.ThreadsPerWarp)
	if perThread >= 4 {
		spt[rank-1], spt[rank-2] = 2, 2
	}
	if perThread >= 16 {
		spt[rank-1], spt[rank-2] = 4, 4
	}
	spt[rank-1] = min(spt[rank-1], uint32(shape[rank-1]))
	spt[rank-2] = min(spt[rank-2], uint32(shape[rank-2]))
	order := make([]uint32, rank)
	for i := range order {
		order[i] = uint32(rank - 1 - i)
	}
	dEnc, err := c.tc.blockedForShape(shape, spt, order)
	if err != nil {
		return err
	}
	retType := withEncoding(ctx, orig, dEnc)
	a, b := tensorType(op.Operand(0)), tensorType(op.Operand(1))
	if a.Encoding == nil || b.Encoding == nil {
		return fmt.Errorf("operands have no encoding")
	}
	if _, ok := a.Encoding.(*ttg.DotOperandEncoding); !ok {
		op.SetOperand(0, c.convertLayout(op.Operand(0), withEncoding(ctx, a, ttg.DotOperand(ctx, 0, dEnc, 0))))
	}
	if _, ok := b.Encoding.(*ttg.DotOperandEncoding); !ok {
		op.SetOperand(1, c.convertLayout(op.Operand(1), withEncoding(ctx, b, ttg.DotOperand(ctx, 1, dEnc, 0))))
	}
	op.SetOperand(2, c.convertLayout(op.Operand(2), retType))
	c.setType(op.Result(0), retType)
	return nil
}

// convertGatherScatter gives the row offsets of a descriptor gather or scatter the layout that
// gather4/scatter4 need: four consecutive indices per thread.
func convertGatherScatter(c *converter, op *ir.Operation) error {
	if err := convertGeneric(c, op); err != nil {
		return err
	}
	idx := op.Operand(1)
	t := tensorType(idx)
	ctx := c.tc.Ctx
	parent := ttg.Blocked(ctx, []uint32{1, 4}, []uint32{uint32(c.tc.ThreadsPerWarp), 1}, []uint32{1, uint32(c.tc.NumWarps)}, []uint32{1, 0}, nil)
	enc := ttg.Slice(ctx, 0, parent)
	if t.Encoding == ir.Attribute(enc) {
		return nil
	}
	op.SetOperand(1, c.convertLayout(idx, withEncoding(ctx, t, enc)))
	return nil
}

// convertFunc replaces a function whose tensor arguments have no layout, as Triton's
// TritonFuncOpPattern does: it keeps the function type and converts the entry block with an
// empty signature conversion, which drops the block's arguments. Arguments still in use are
// reported once the conversion is done (see converter.checkDroppedArgs).
func convertFunc(c *converter, op *ir.Operation) error {
	if !op.Region(0).Empty() {
		c.droppedArgs = append(c.droppedArgs, op)
	}
	return nil
}

// convertForOrWhile remaps the operands and converts the results and the region arguments.
func convertForOrWhile(c *converter, op *ir.Operation) error {
	if err := convertGeneric(c, op); err != nil {
		return err
	}
	for _, r := range op.Regions() {
		if err := c.convertBlockArgs(r.Blocks()); err != nil {
			return err
		}
	}
	return nil
}

// convertBranch remaps the operands and converts the arguments of the successors' region.
func convertBranch(c *converter, op *ir.Operation) error {
	if err := c.adapt(op); err != nil {
		return err
	}
	return c.convertBlockArgs(op.ParentRegion().Blocks())
}

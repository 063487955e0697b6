package tt

import (
	"math/big"
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// Triton's canonicalization patterns (lib/Dialect/Triton/IR/Ops.cpp, Canonicalize.td), each
// labelled with the name Triton's C++ gives it: its class, namespace-qualified as
// llvm::getTypeName spells it, or for a pattern made of a canonicalize method (which has no
// name in MLIR) that method. The op definitions in ops.go name them, with their folders.

func loadPatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("tt.load", 1, canonicalizeMaskedLoad).WithLabel("mlir::triton::CanonicalizeMaskedLoadPattern"))
}

func storePatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("tt.store", 1, canonicalizeMaskedStore).WithLabel("mlir::triton::CanonicalizeMaskedStorePattern"))
}

func reshapePatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("tt.reshape", 1, canonicalizeReshape).WithLabel("ReshapeOp::canonicalize"))
}

// ExpandDimsCanonicalizationPatterns adds tt.expand_dims's canonicalization pattern
// (ExpandDimsOp::getCanonicalizationPatterns), which triton-reorder-broadcast applies too.
func ExpandDimsCanonicalizationPatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("tt.expand_dims", 1, canonicalizeExpandDims).WithLabel("ExpandDimsOp::canonicalize"))
}

// BroadcastCanonicalizationPatterns adds tt.broadcast's canonicalization patterns
// (BroadcastOp::getCanonicalizationPatterns), which triton-reorder-broadcast applies too:
// broadcast(splat(x)) -> splat(x) and broadcast(broadcast(x)) -> broadcast(x).
func BroadcastCanonicalizationPatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("tt.broadcast", 2, broadcastOfSplat).WithLabel("BroadcastSplatPattern"),
		rewrite.NewPattern("tt.broadcast", 2, broadcastOfBroadcast).WithLabel("BroadcastBroadcastPattern"))
}

func broadcastOfSplat(op *ir.Operation, rw *rewrite.Rewriter) error {
	src := definedBy(op.Operand(0), "tt.splat")
	if src == nil {
		return rewrite.ErrNoMatch
	}
	n := rw.Create(&ir.OperationState{Name: "tt.splat", Loc: op.Loc(), Operands: []*ir.Value{src.Operand(0)}, Types: op.ResultTypes()})
	rw.ReplaceOp(op, n.Results())
	return nil
}

func broadcastOfBroadcast(op *ir.Operation, rw *rewrite.Rewriter) error {
	src := definedBy(op.Operand(0), "tt.broadcast")
	if src == nil {
		return rewrite.ErrNoMatch
	}
	n := rw.Create(&ir.OperationState{Name: "tt.broadcast", Loc: op.Loc(), Operands: []*ir.Value{src.Operand(0)}, Types: op.ResultTypes()})
	rw.ReplaceOp(op, n.Results())
	return nil
}

// materializeConstant builds the arith.constant of a folded value, as Triton's dialect does.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	arith := b.Ctx.Dialect("arith")
	if arith == nil || arith.MaterializeConstant == nil {
		return nil
	}
	return arith.MaterializeConstant(b, value, t, loc)
}

func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

func value(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

func attr(a ir.Attribute) []ir.FoldResult { return []ir.FoldResult{{Attr: a}} }

// foldTrans: trans(x, order = iota) -> x when the types agree; trans(trans(x, o1), o2) ->
// trans(x, o1∘o2), in place; the transpose of a splat constant is a splat constant.
func foldTrans(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	order, _ := op.Attr("order").(*ir.DenseArrayAttr)
	if order == nil {
		return nil, false
	}
	outer := order.Int64s()
	if isIota(outer) && op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0)), true
	}
	if inner := definedBy(op.Operand(0), "tt.trans"); inner != nil {
		if innerOrder, ok := inner.Attr("order").(*ir.DenseArrayAttr); ok {
			in := innerOrder.Int64s()
			composed := make([]int32, len(outer))
			for i, o := range outer {
				composed[i] = int32(in[o])
			}
			op.SetAttr("order", op.Context().DenseI32ArrayAttr(composed))
			op.SetOperand(0, inner.Operand(0))
			return nil, true
		}
	}
	if len(operands) == 1 {
		if d, ok := operands[0].(*ir.DenseElementsAttr); ok && d.Splat {
			if t, ok := op.Result(0).Type().(ir.ShapedType); ok {
				return attr(op.Context().DenseElementsAttr(t, d.Data)), true
			}
		}
	}
	return nil, false
}

// isIota reports whether order is 0, 1, ..., n-1.
func isIota(order []int64) bool {
	for i, o := range order {
		if o != int64(i) {
			return false
		}
	}
	return true
}

// foldMakeRange: make_range(start, start + 1) -> splat constant start.
func foldMakeRange(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	start, ok1 := op.Attr("start").(*ir.IntegerAttr)
	end, ok2 := op.Attr("end").(*ir.IntegerAttr)
	t, ok3 := op.Result(0).Type().(ir.ShapedType)
	if !ok1 || !ok2 || !ok3 || start.Value+1 != end.Value {
		return nil, false
	}
	return attr(op.Context().DenseElementsAttr(t, []uint64{uint64(start.Value)})), true
}

// scalarBits returns the element encoding of an integer or float constant (a float's, as
// ir.FloatBitsEncoding gives it).
func scalarBits(a ir.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return uint64(a.Value), a.Big == nil
	case *ir.FloatAttr:
		return a.Type.Kind.FloatBitsEncoding(a.Bits), a.Wide == nil
	}
	return 0, false
}

// foldSplat: splat(constant) -> splat constant.
func foldSplat(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) != 1 {
		return nil, false
	}
	bits, ok := scalarBits(operands[0])
	t, ok2 := op.Result(0).Type().(ir.ShapedType)
	if !ok || !ok2 {
		return nil, false
	}
	return attr(op.Context().DenseElementsAttr(t, []uint64{bits})), true
}

// foldViewLike retypes a constant operand to the op's result type.
func foldViewLike(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) == 0 {
		return nil, false
	}
	d, ok := operands[0].(*ir.DenseElementsAttr)
	t, ok2 := op.Result(0).Type().(ir.ShapedType)
	if !ok || !ok2 {
		return nil, false
	}
	if d.Wide != nil {
		return attr(op.Context().WideDenseElementsAttr(t, d.Wide)), true
	}
	return attr(op.Context().DenseElementsAttr(t, d.Data)), true
}

func foldExpandDims(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	return foldViewLike(op, operands)
}

// foldReshape: an order-preserving reshape to the same type is a no-op; constants retype.
func foldReshape(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.Operand(0).Type() == op.Result(0).Type() && op.Attr("allow_reorder") == nil {
		return value(op.Operand(0)), true
	}
	return foldViewLike(op, operands)
}

// foldFpToFp: a cast to the same type is a no-op; ±0 casts to ±0.
func foldFpToFp(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	src, dst := op.Operand(0), op.Result(0).Type()
	if src.Type() == dst {
		return value(src), true
	}
	ft, ok := ir.ElementTypeOrSelf(dst).(*ir.FloatType)
	if !ok || len(operands) == 0 {
		return nil, false
	}
	var src0 float64
	switch a := operands[0].(type) {
	case *ir.FloatAttr:
		src0 = a.Value
	case *ir.DenseElementsAttr:
		et, ok := a.Type.ElementType().(*ir.FloatType)
		if !ok || !a.Splat || len(a.Data) != 1 {
			return nil, false
		}
		src0 = et.Kind.BitsToFloat64(a.Data[0])
	default:
		return nil, false
	}
	if src0 != 0 {
		return nil, false
	}
	t, shaped := dst.(ir.ShapedType)
	switch {
	case shaped && ft.Kind.IsWide():
		return attr(op.Context().WideDenseElementsAttr(t, []*big.Int{ft.Kind.Float64ToWide(src0)})), true
	case shaped:
		return attr(op.Context().DenseElementsAttr(t, []uint64{ft.Kind.Float64ToBits(src0)})), true
	}
	return attr(op.Context().FloatAttr(ft, src0)), true
}

// foldBroadcast: a broadcast to the same type is a no-op; splat constants resize.
func foldBroadcast(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0)), true
	}
	if len(operands) == 0 {
		return nil, false
	}
	d, ok := operands[0].(*ir.DenseElementsAttr)
	t, ok2 := op.Result(0).Type().(ir.ShapedType)
	if !ok || !ok2 || !d.Splat {
		return nil, false
	}
	if d.Wide != nil {
		return attr(op.Context().WideDenseElementsAttr(t, d.Wide)), true
	}
	return attr(op.Context().DenseElementsAttr(t, d.Data)), true
}

// isIntZero reports whether a constant is integer zero, scalar or splat.
func isIntZero(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return a.Big == nil && a.Value == 0
	case *ir.DenseElementsAttr:
		_, isInt := a.Type.ElementType().(*ir.IntegerType)
		return isInt && a.Splat && len(a.Data) == 1 && a.Data[0] == 0
	}
	return false
}

// foldAddPtr: addptr(p, 0) -> p.
func foldAddPtr(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) == 2 && isIntZero(operands[1]) {
		return value(op.Operand(0)), true
	}
	return nil, false
}

// foldAdvance: advance(p, 0, ..., 0) -> p.
func foldAdvance(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	for _, a := range operands[1:] {
		if !isIntZero(a) {
			return nil, false
		}
	}
	return value(op.Operand(0)), true
}

// constantSplatBool returns the value of a constant splat i1 mask.
func constantSplatBool(v *ir.Value) (bool, bool) {
	c := definedBy(v, "arith.constant")
	if c == nil {
		return false, false
	}
	d, ok := c.Attr("value").(*ir.DenseElementsAttr)
	if !ok || !d.Splat || len(d.Data) != 1 {
		return false, false
	}
	return d.Data[0]&1 != 0, true
}

// canonicalizeMaskedLoad: load(p, splat(true)) -> load(p); load(p, splat(false), other) -> other.
func canonicalizeMaskedLoad(op *ir.Operation, rw *rewrite.Rewriter) error {
	load := LoadOp{op}
	if load.Mask() == nil {
		return rewrite.ErrNoMatch
	}
	on, ok := constantSplatBool(load.Mask())
	if !ok {
		return rewrite.ErrNoMatch
	}
	if !on {
		if load.Other() == nil {
			return rewrite.ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{load.Other()})
		return nil
	}
	props := slices.Clone(op.Props())
	for i := range props {
		if props[i].Name == "operandSegmentSizes" {
			props[i].Value = rw.Ctx.DenseI32ArrayAttr([]int32{1, 0, 0})
		}
	}
	n := rw.Create(&ir.OperationState{Name: "tt.load", Loc: op.Loc(), Operands: []*ir.Value{op.Operand(0)}, Types: op.ResultTypes(), Props: props})
	rw.ReplaceOp(op, n.Results())
	return nil
}

// canonicalizeMaskedStore: store(p, v, splat(true)) -> store(p, v); store(p, v, splat(false)) -> nothing.
func canonicalizeMaskedStore(op *ir.Operation, rw *rewrite.Rewriter) error {
	mask := StoreOp{op}.Mask()
	if mask == nil {
		return rewrite.ErrNoMatch
	}
	on, ok := constantSplatBool(mask)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if !on {
		rw.EraseOp(op)
		return nil
	}
	var props []ir.NamedAttribute
	for _, p := range op.Props() {
		if p.Name == "cache" || p.Name == "evict" {
			props = append(props, p)
		}
	}
	rw.Create(&ir.OperationState{Name: "tt.store", Loc: op.Loc(), Operands: []*ir.Value{op.Operand(0), op.Operand(1)}, Props: props})
	rw.EraseOp(op)
	return nil
}

// ExpandDimsLayout is a tensor layout that infers the layout of an expand_dims of its
// tensors, as the inferExpandDimsOpEncoding of Triton's DialectInferLayoutInterface: TritonGPU's
// slice layouts expand along their sliced dimension into their parent.
type ExpandDimsLayout interface {
	// ExpandDimsEncoding returns the layout of the result of expanding along axis, and
	// whether the layout allows it.
	ExpandDimsEncoding(axis int) (ir.Attribute, bool)
}

// canonicalizeExpandDims: expand_dims(splat(x)) -> splat(x);
// expand_dims(broadcast(x)) -> broadcast(expand_dims(x)).
func canonicalizeExpandDims(op *ir.Operation, rw *rewrite.Rewriter) error {
	if s := definedBy(op.Operand(0), "tt.splat"); s != nil {
		n := rw.Create(&ir.OperationState{Name: "tt.splat", Loc: op.Loc(), Operands: []*ir.Value{s.Operand(0)}, Types: op.ResultTypes()})
		rw.ReplaceOp(op, n.Results())
		return nil
	}
	b := definedBy(op.Operand(0), "tt.broadcast")
	if b == nil {
		return rewrite.ErrNoMatch
	}
	src := b.Operand(0)
	st, ok := src.Type().(*ir.RankedTensorType)
	if !ok {
		return rewrite.ErrNoMatch
	}
	axis := op.Attr("axis").(*ir.IntegerAttr).Value
	shape := slices.Insert(slices.Clone(st.Dims), int(axis), 1)
	var enc ir.Attribute
	if st.Encoding != nil {
		l, ok := st.Encoding.(ExpandDimsLayout)
		if !ok {
			return rewrite.ErrNoMatch
		}
		if enc, ok = l.ExpandDimsEncoding(int(axis)); !ok {
			return rewrite.ErrNoMatch
		}
	}
	ne := rw.Create(&ir.OperationState{Name: "tt.expand_dims", Loc: op.Loc(), Operands: []*ir.Value{src},
		Types: []ir.Type{rw.Ctx.RankedTensorType(shape, st.Elem, enc)}, Attrs: []ir.NamedAttribute{{Name: "axis", Value: op.Attr("axis")}}})
	nb := rw.Create(&ir.OperationState{Name: "tt.broadcast", Loc: b.Loc(), Operands: ne.Results(), Types: op.ResultTypes()})
	rw.ReplaceOp(op, nb.Results())
	return nil
}

// canonicalizeReshape: reshape(reshape(x)) -> reshape(x); reshape(splat(x)) -> splat(x).
func canonicalizeReshape(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.Attr("efficient_layout") != nil {
		return rewrite.ErrNoMatch
	}
	if p := definedBy(op.Operand(0), "tt.reshape"); p != nil {
		var attrs []ir.NamedAttribute
		if op.Attr("allow_reorder") != nil || p.Attr("allow_reorder") != nil {
			attrs = append(attrs, ir.NamedAttribute{Name: "allow_reorder", Value: rw.Ctx.UnitAttr()})
		}
		n := rw.Create(&ir.OperationState{Name: "tt.reshape", Loc: op.Loc(), Operands: []*ir.Value{p.Operand(0)}, Types: op.ResultTypes(), Attrs: attrs})
		rw.ReplaceOp(op, n.Results())
		return nil
	}
	if s := definedBy(op.Operand(0), "tt.splat"); s != nil {
		n := rw.Create(&ir.OperationState{Name: "tt.splat", Loc: op.Loc(), Operands: []*ir.Value{s.Operand(0)}, Types: op.ResultTypes()})
		rw.ReplaceOp(op, n.Results())
		return nil
	}
	return rewrite.ErrNoMatch
}

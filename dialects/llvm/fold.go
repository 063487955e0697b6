package llvm

import (
	"math/big"

	"github.com/ttgo/ttgo/ir"
)

// The fold hooks of the llvm ops and the dialect's constant materializer, following
// LLVMDialect.cpp of MLIR 22. The dialect has few folders: constants fold to their values,
// casts and aggregates fold through chains, and only or, shl and zext fold arithmetic.

// UndefAttr is `#llvm.undef`, the value llvm.mlir.undef folds to.
type UndefAttr struct{ ir.AttrBase }

// PoisonAttr is `#llvm.poison`, the value llvm.mlir.poison folds to.
type PoisonAttr struct{ ir.AttrBase }

// ZeroAttr is `#llvm.zero`, the value llvm.mlir.zero folds to when its type has no builtin
// zero attribute (pointers, structs, arrays).
type ZeroAttr struct{ ir.AttrBase }

// Undef returns `#llvm.undef`.
func Undef(c *ir.Context) *UndefAttr {
	return ir.Unique(c, "llvm.undef", func(id uint64) *UndefAttr { return &UndefAttr{ir.NewAttrBase(id)} })
}

// Poison returns `#llvm.poison`.
func Poison(c *ir.Context) *PoisonAttr {
	return ir.Unique(c, "llvm.poison", func(id uint64) *PoisonAttr { return &PoisonAttr{ir.NewAttrBase(id)} })
}

// Zero returns `#llvm.zero`.
func Zero(c *ir.Context) *ZeroAttr {
	return ir.Unique(c, "llvm.zero", func(id uint64) *ZeroAttr { return &ZeroAttr{ir.NewAttrBase(id)} })
}

// DialectName returns "llvm".
func (*UndefAttr) DialectName() string { return "llvm" }

// Print writes `undef`.
func (*UndefAttr) Print(p ir.AsmPrinter) { p.WriteString("undef") }

// DialectName returns "llvm".
func (*PoisonAttr) DialectName() string { return "llvm" }

// Print writes `poison`.
func (*PoisonAttr) Print(p ir.AsmPrinter) { p.WriteString("poison") }

// DialectName returns "llvm".
func (*ZeroAttr) DialectName() string { return "llvm" }

// Print writes `zero`.
func (*ZeroAttr) Print(p ir.AsmPrinter) { p.WriteString("zero") }

// materializeConstant builds the op a folded value stands for, as
// LLVMDialect::materializeConstant: addressof for symbols of pointer type, undef, poison and
// zero for their attributes, and llvm.mlir.constant for integers, floats and dense elements
// of the result type.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	create := func(name string, attrs ...ir.NamedAttribute) *ir.Operation {
		return b.Create(&ir.OperationState{Name: name, Loc: loc, Types: []ir.Type{t}, Attrs: attrs})
	}
	switch v := value.(type) {
	case *ir.SymbolRefAttr:
		if _, ok := t.(*PointerType); ok && len(v.Nested) == 0 {
			return create("llvm.mlir.addressof", ir.NamedAttribute{Name: "global_name", Value: v})
		}
		return nil
	case *UndefAttr:
		return create("llvm.mlir.undef")
	case *PoisonAttr:
		return create("llvm.mlir.poison")
	case *ZeroAttr:
		return create("llvm.mlir.zero")
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr:
		if value.(ir.TypedAttr).AttrType() != t {
			return nil
		}
		return create("llvm.mlir.constant", ir.NamedAttribute{Name: "value", Value: value})
	}
	return nil
}

// foldTo returns a fold to one attribute.
func foldTo(a ir.Attribute) ([]ir.FoldResult, bool) {
	return []ir.FoldResult{{Attr: a}}, true
}

// foldToValue returns a fold to an existing value.
func foldToValue(v *ir.Value) ([]ir.FoldResult, bool) {
	return []ir.FoldResult{{Value: v}}, true
}

// foldInPlace reports an in-place update.
func foldInPlace() ([]ir.FoldResult, bool) { return nil, true }

// foldConstant folds llvm.mlir.constant to its value.
func foldConstant(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if v := op.Attr("value"); v != nil {
		return foldTo(v)
	}
	return nil, false
}

// foldAddressOf folds llvm.mlir.addressof to the symbol it names.
func foldAddressOf(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if v := op.Attr("global_name"); v != nil {
		return foldTo(v)
	}
	return nil, false
}

// foldTypeOnly returns the folder of llvm.mlir.undef, llvm.mlir.poison and llvm.mlir.zero.
func foldTypeOnly(name string) ir.FoldFunc {
	return func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		c := op.Context()
		switch name {
		case "llvm.mlir.undef":
			return foldTo(Undef(c))
		case "llvm.mlir.poison":
			return foldTo(Poison(c))
		}
		if z := zeroAttr(c, op.Result(0).Type()); z != nil {
			return foldTo(z)
		}
		return foldTo(Zero(c))
	}
}

// zeroAttr is Builder::getZeroAttr: the builtin zero of an integer, index or float type, or a
// splat of it for vectors and ranked tensors; nil for other types.
func zeroAttr(c *ir.Context, t ir.Type) ir.Attribute {
	switch t := t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return c.IntegerAttr(t, 0)
	case *ir.FloatType:
		return c.FloatAttrFromBits(t, 0)
	case *ir.VectorType:
		if zeroAttr(c, t.Elem) == nil {
			return nil
		}
		return c.DenseElementsAttr(t, []uint64{0})
	case *ir.RankedTensorType:
		if zeroAttr(c, t.Elem) == nil {
			return nil
		}
		return c.DenseElementsAttr(t, []uint64{0})
	}
	return nil
}

// boolAttr is a scalar or splat i1 constant shaped like t.
func boolAttr(c *ir.Context, t ir.Type, v bool) ir.Attribute {
	if st, ok := t.(ir.ShapedType); ok {
		bits := uint64(0)
		if v {
			bits = 1
		}
		return c.DenseElementsAttr(st, []uint64{bits})
	}
	return c.BoolAttr(v)
}

// The icmp predicates that fold.
const (
	icmpEq = 0
	icmpNe = 1
)

// foldICmp folds eq/ne comparisons of a value with itself, and of an alloca with null
// (swapping null to the right first).
func foldICmp(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	pred := intAttr(op, "predicate", -1)
	if pred != icmpEq && pred != icmpNe {
		return nil, false
	}
	lhs, rhs := op.Operand(0), op.Operand(1)
	t := op.Result(0).Type()
	if lhs == rhs {
		return foldTo(boolAttr(op.Context(), t, pred == icmpEq))
	}
	if definedBy(lhs, "llvm.alloca") && definedBy(rhs, "llvm.mlir.zero") {
		return foldTo(boolAttr(op.Context(), t, pred == icmpNe))
	}
	if definedBy(lhs, "llvm.mlir.zero") && definedBy(rhs, "llvm.alloca") {
		op.SetOperands([]*ir.Value{rhs, lhs})
		return foldInPlace()
	}
	return nil, false
}

// definedBy reports whether v is a result of an op called name.
func definedBy(v *ir.Value, name string) bool {
	d := v.DefiningOp()
	return d != nil && d.Name() == name
}

// elementAt extracts element i of a constant aggregate: of dense elements (flat index) or an
// array attribute; undef, poison and zero are their own elements.
func elementAt(c *ir.Context, a ir.Attribute, i int64) ir.Attribute {
	switch a := a.(type) {
	case *ir.DenseElementsAttr:
		n := ir.NumElements(a.Type.Shape())
		if i < 0 || i >= n {
			return nil
		}
		return denseElement(c, a, i)
	case *ir.ArrayAttr:
		if i < 0 || int(i) >= len(a.Elems) {
			return nil
		}
		return a.Elems[i]
	case *UndefAttr, *PoisonAttr, *ZeroAttr:
		return a
	}
	return nil
}

// denseElement returns element i of a dense elements attribute as a scalar attribute.
func denseElement(c *ir.Context, a *ir.DenseElementsAttr, i int64) ir.Attribute {
	if a.Splat {
		i = 0
	}
	et := a.Type.ElementType()
	ft, isFloat := et.(*ir.FloatType)
	switch {
	case a.Wide != nil && isFloat:
		return c.FloatAttrFromEncoding(ft, a.Wide[i])
	case a.Wide != nil:
		return c.BigIntegerAttr(et, a.Wide[i])
	case isFloat:
		return c.FloatAttrFromBits(ft, a.Data[i])
	}
	return c.IntegerAttr(et, int64(a.Data[i]))
}

// foldExtractValue composes extractvalue chains, extracts from constants and looks through
// insertvalue chains of other members for the inserted value, as ExtractValueOp::fold of
// MLIR 22.
func foldExtractValue(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	c := op.Context()
	pos := positionOf(op)
	if prev := op.Operand(0).DefiningOp(); prev != nil && prev.Name() == "llvm.extractvalue" {
		newPos := append(append([]int64(nil), positionOf(prev)...), pos...)
		op.SetAttr("position", c.DenseI64ArrayAttr(newPos))
		op.SetOperand(0, prev.Operand(0))
		return foldInPlace()
	}
	if len(operands) > 0 && operands[0] != nil {
		a := operands[0]
		for _, p := range pos {
			if a = elementAt(c, a, p); a == nil {
				return nil, false
			}
		}
		return foldTo(a)
	}
	// Walk up the insertvalue chain. An insert at a prefix of the position continues the walk
	// in the inserted value (without retargeting the extract); an insert of another member is
	// skipped by reading from its container; any other overlap stops the walk.
	ins := definingInsert(op.Operand(0))
	extractPos := pos
	switched, moved := false, false
	for ins != nil {
		insertPos := positionOf(ins)
		if equalPositions(extractPos, insertPos) {
			return foldToValue(ins.Operand(1))
		}
		if len(extractPos) > len(insertPos) && equalPositions(extractPos[:len(insertPos)], insertPos) {
			ins = definingInsert(ins.Operand(1))
			extractPos = extractPos[len(insertPos):]
			switched = true
			continue
		}
		n := min(len(extractPos), len(insertPos))
		if equalPositions(extractPos[:n], insertPos[:n]) {
			break
		}
		if !switched {
			op.SetOperand(0, ins.Operand(0))
			moved = true
		}
		ins = definingInsert(ins.Operand(0))
	}
	if moved {
		return foldInPlace()
	}
	return nil, false
}

// definingInsert returns the llvm.insertvalue defining v, or nil.
func definingInsert(v *ir.Value) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == "llvm.insertvalue" {
		return d
	}
	return nil
}

func equalPositions(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// foldChainableCast folds bitcast and addrspacecast: a cast to the operand's own type is the
// operand, a round trip is the original value, and a cast of a cast casts the original value.
func foldChainableCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	arg, t := op.Operand(0), op.Result(0).Type()
	if arg.Type() == t {
		return foldToValue(arg)
	}
	if prev := arg.DefiningOp(); prev != nil && prev.Name() == op.Name() {
		if prev.Operand(0).Type() == t {
			return foldToValue(prev.Operand(0))
		}
		op.SetOperand(0, prev.Operand(0))
		return foldInPlace()
	}
	return nil, false
}

// gepConstantLimit bounds the constant GEP indices: MLIR packs them into 29-bit signed
// integers (kGEPConstantBitWidth), so larger constants stay dynamic.
const gepConstantLimit = 1 << 28

// foldGEP folds a GEP with the single index 0 that keeps its type to its base, and turns
// constant dynamic indices that fit in 29 bits into constant indices.
func foldGEP(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	rawIdx := raw.Int64s()
	constOf := func(dyn int) *ir.IntegerAttr {
		if dyn < len(operands) {
			a, _ := operands[dyn].(*ir.IntegerAttr)
			return a
		}
		return nil
	}
	if op.Operand(0).Type() == op.Result(0).Type() && len(rawIdx) == 1 {
		if rawIdx[0] == dynamicIndex {
			if a := constOf(1); a != nil && a.Big == nil && a.Value == 0 {
				return foldToValue(op.Operand(0))
			}
		} else if rawIdx[0] == 0 {
			return foldToValue(op.Operand(0))
		}
	}
	changed := false
	newRaw := make([]int32, len(rawIdx))
	dynOps := []*ir.Value{op.Operand(0)}
	dyn := 1
	for i, r := range rawIdx {
		if r != dynamicIndex {
			newRaw[i] = int32(r)
			continue
		}
		if a := constOf(dyn); a != nil && a.Big == nil && a.Value >= -gepConstantLimit && a.Value < gepConstantLimit {
			newRaw[i] = int32(a.Value)
			changed = true
		} else {
			newRaw[i] = dynamicIndex
			dynOps = append(dynOps, op.Operand(dyn))
		}
		dyn++
	}
	if !changed {
		return nil, false
	}
	op.SetOperands(dynOps)
	op.SetAttr("rawConstantIndices", op.Context().DenseI32ArrayAttr(newRaw))
	return foldInPlace()
}

// intValue returns the value of an integer attribute of a type of the given width, as an
// unsigned big integer (the two's complement bits).
func intValue(a *ir.IntegerAttr, width int) *big.Int {
	v := a.Big
	if v == nil {
		v = big.NewInt(a.Value)
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
	return new(big.Int).And(v, mask)
}

// intAttrOf returns the integer attribute of type t holding the low bits of v.
func intAttrOf(c *ir.Context, t *ir.IntegerType, v *big.Int) *ir.IntegerAttr {
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width)), big.NewInt(1))
	v = new(big.Int).And(v, mask)
	if t.Width <= 64 {
		return c.IntegerAttr(t, int64(v.Uint64()))
	}
	if t.Signedness != ir.Unsigned && v.Bit(t.Width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(t.Width)))
	}
	return c.BigIntegerAttr(t, v)
}

// scalarInts returns the two integer constant operands of a scalar integer op.
func scalarInts(op *ir.Operation, operands []ir.Attribute) (lhs, rhs *ir.IntegerAttr, t *ir.IntegerType) {
	t, _ = op.Result(0).Type().(*ir.IntegerType)
	if len(operands) < 2 || t == nil {
		return nil, nil, nil
	}
	lhs, _ = operands[0].(*ir.IntegerAttr)
	rhs, _ = operands[1].(*ir.IntegerAttr)
	return lhs, rhs, t
}

// foldShl folds a shift of constants by less than the bit width.
func foldShl(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs, t := scalarInts(op, operands)
	if rhs == nil {
		return nil, false
	}
	amount := intValue(rhs, t.Width)
	if !amount.IsUint64() || amount.Uint64() >= uint64(t.Width) || lhs == nil {
		return nil, false
	}
	return foldTo(intAttrOf(op.Context(), t, new(big.Int).Lsh(intValue(lhs, t.Width), uint(amount.Uint64()))))
}

// foldOr folds an or of constants.
func foldOr(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs, t := scalarInts(op, operands)
	if lhs == nil || rhs == nil {
		return nil, false
	}
	return foldTo(intAttrOf(op.Context(), t, new(big.Int).Or(intValue(lhs, t.Width), intValue(rhs, t.Width))))
}

// foldZExt folds a zero extension of a constant.
func foldZExt(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) == 0 {
		return nil, false
	}
	arg, ok := operands[0].(*ir.IntegerAttr)
	t, tok := op.Result(0).Type().(*ir.IntegerType)
	src, sok := op.Operand(0).Type().(*ir.IntegerType)
	if !ok || !tok || !sok {
		return nil, false
	}
	return foldTo(intAttrOf(op.Context(), t, intValue(arg, src.Width)))
}

// foldShuffleVector folds a shuffle of a one-element vector with mask [0] to that vector.
func foldShuffleVector(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	vt, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok || len(vt.Dims) != 1 || vt.Dims[0] != 1 {
		return nil, false
	}
	mask, ok := op.Attr("mask").(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	if m := mask.Int64s(); len(m) != 1 || m[0] != 0 {
		return nil, false
	}
	return foldToValue(op.Operand(0))
}

// foldCommutative is MLIR's trait folder of commutative ops: it moves constant operands after
// the others, in place.
func foldCommutative(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.NumOperands() < 2 || len(operands) != op.NumOperands() {
		return nil, false
	}
	var vars, consts []*ir.Value
	for i, v := range op.Operands() {
		if operands[i] != nil {
			consts = append(consts, v)
		} else {
			vars = append(vars, v)
		}
	}
	if len(consts) == 0 || len(vars) == 0 {
		return nil, false
	}
	moved := false
	for i, v := range vars {
		if op.Operand(i) != v {
			moved = true
		}
	}
	if !moved {
		return nil, false
	}
	op.SetOperands(append(vars, consts...))
	return foldInPlace()
}

// The ops whose memory effects depend on their attributes have MLIR's getEffects: inline
// assembly has effects only when marked has_side_effects; a volatile or (at least monotonic)
// atomic load or store reads and writes arbitrary memory besides its own access; an alloca
// only allocates the memory its result points to.

// inlineAsmEffects are llvm.inline_asm's effects.
func inlineAsmEffects(op *ir.Operation) ir.MemoryEffects {
	if flagAttr(op, "has_side_effects") {
		return ir.ReadEffect | ir.WriteEffect
	}
	return 0
}

// accessEffects returns the effects of a load (own is ir.ReadEffect) or a store (ir.WriteEffect).
func accessEffects(own ir.MemoryEffects) func(*ir.Operation) ir.MemoryEffects {
	return func(op *ir.Operation) ir.MemoryEffects {
		if flagAttr(op, "volatile_") || intAttr(op, "ordering", 0) > atomicUnordered {
			return ir.ReadEffect | ir.WriteEffect
		}
		return own
	}
}

// allocaEffects are llvm.alloca's effects.
func allocaEffects(*ir.Operation) ir.MemoryEffects { return ir.AllocResultEffect }

// atomicUnordered is the index of `unordered` in atomicOrderings: stronger orderings
// synchronize.
const atomicUnordered = 1

package rewrite

import "github.com/ttgo/ttgo/ir"

// IsMemoryEffectFree reports whether op has no memory effects, nor has any op nested in it
// when its effects are recursive (see ir.Effects). Unregistered ops may do anything.
func IsMemoryEffectFree(op *ir.Operation) bool {
	e, known := ir.Effects(op)
	return known && e == 0
}

// IsTriviallyDead reports whether op can be erased as it stands: its results are unused, it is
// not a terminator or a symbol, and it has no memory effects other than reads (as MLIR's
// wouldOpBeTriviallyDead, an unused read may go).
func IsTriviallyDead(op *ir.Operation) bool {
	if !op.UseEmpty() || op.HasTrait(ir.Terminator) || op.HasTrait(ir.SymbolTrait) {
		return false
	}
	return IsMemoryEffectFree(op) || onlyReads(op)
}

// onlyReads reports whether op has no memory effects other than reads and the allocation of
// its own results, nor has any op nested in it when its effects are recursive: as MLIR's
// wouldOpBeTriviallyDead, an scf.if whose branches only load may go.
func onlyReads(op *ir.Operation) bool {
	e, known := ir.Effects(op)
	if !known || e&^(ir.ReadEffect|ir.AllocResultEffect) != 0 {
		return false
	}
	if op.Def().Effects == nil || !op.HasTrait(ir.RecursiveMemoryEffects) {
		return true
	}
	// ir.Effects asks only the hook of an op that has one; MLIR asks the nested ops too.
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !onlyReads(o) {
					return false
				}
			}
		}
	}
	return true
}

// ConstantValue returns the value of a ConstantLike op (what its fold hook returns, or else its
// "value" attribute), or nil when op is not a constant.
func ConstantValue(op *ir.Operation) ir.Attribute {
	if op == nil || !op.HasTrait(ir.ConstantLike) {
		return nil
	}
	if f := op.Def().Fold; f != nil {
		if rs, ok := f(op, nil); ok && len(rs) == 1 && rs[0].Attr != nil {
			return rs[0].Attr
		}
		return nil
	}
	return op.Attr("value")
}

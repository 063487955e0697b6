package rewrite

import "github.com/ttgo/ttgo/ir"

// IsMemoryEffectFree reports whether op has no memory effects: it is Pure, NoMemoryEffect or
// ConstantLike, or
// it has recursive memory effects, no read or write traits of its own, and only effect-free
// ops nested in it. Unregistered ops may do anything.
func IsMemoryEffectFree(op *ir.Operation) bool {
	if op.Def() == nil {
		return false
	}
	if f := op.Def().Effects; f != nil {
		return f(op) == 0
	}
	if op.HasTrait(ir.Pure) || op.HasTrait(ir.NoMemoryEffect) || op.HasTrait(ir.ConstantLike) {
		return true
	}
	if !op.HasTrait(ir.RecursiveMemoryEffects) || op.HasTrait(ir.MemoryRead) || op.HasTrait(ir.MemoryWrite) {
		return false
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !IsMemoryEffectFree(o) {
					return false
				}
			}
		}
	}
	return true
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

// onlyReads reports whether op's only memory effects are reads (and allocation of its own
// results): from the op's Effects hook when it has one, else when it is declared MemoryRead
// and not MemoryWrite, has no regions, and is not marked volatile (a volatile load also
// writes).
func onlyReads(op *ir.Operation) bool {
	if op.Def() != nil && op.Def().Effects != nil && op.NumRegions() == 0 {
		return op.Def().Effects(op)&^(ir.ReadEffect|ir.AllocResultEffect) == 0
	}
	if op.Def() == nil || !op.HasTrait(ir.MemoryRead) || op.HasTrait(ir.MemoryWrite) || op.NumRegions() > 0 {
		return false
	}
	for _, name := range []string{"isVolatile", "volatile_"} {
		switch a := op.Attr(name).(type) {
		case *ir.UnitAttr:
			return false
		case *ir.IntegerAttr:
			if a.Value != 0 {
				return false
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

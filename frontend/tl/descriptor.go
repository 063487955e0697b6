package tl

import (
	"github.com/ttgo/ttgo/dialects/tt"
)

// descriptorIndices checks a tensor descriptor and converts its indices to int32.
func (k *Kernel) descriptorIndices(what string, desc Value, indices []Value) bool {
	if !k.operands(desc) {
		return false
	}
	if len(desc.t.DescriptorShape) == 0 || len(indices) != len(desc.t.DescriptorShape) {
		k.errorf("%s expects a tensor descriptor and one index per dimension, not %s and %d indices", what, desc.t, len(indices))
		return false
	}
	return true
}

// DescriptorLoad loads the block at indices through a tensor descriptor (desc.load(indices)).
func (k *Kernel) DescriptorLoad(desc Value, indices ...Value) Value {
	if !k.descriptorIndices("descriptor load", desc, indices) {
		return Value{k: k}
	}
	idx := k.indexValues("descriptor load indices", indices, Int32)
	if k.err != nil {
		return Value{k: k}
	}
	t := Scalar(desc.t.Elem).Block(desc.t.DescriptorShape...)
	return k.wrap(tt.BuildDescriptorLoad(k.b, k.location(), t.IRType(k.Ctx), desc.IR(), idx).Result(), t)
}

// DescriptorStore stores value, cast to the descriptor's dtype and broadcast to its block, at
// indices through a tensor descriptor (desc.store(indices, value), in that order).
func (k *Kernel) DescriptorStore(desc Value, indices []Value, value Value) {
	if !k.descriptorIndices("descriptor store", desc, indices) || !k.operands(value) {
		return
	}
	idx := k.indexValues("descriptor store indices", indices, Int32)
	v := k.Cast(k.BroadcastTo(value, desc.t.DescriptorShape), desc.t.Elem)
	if k.err != nil {
		return
	}
	tt.BuildDescriptorStore(k.b, k.location(), desc.IR(), v.IR(), idx)
}

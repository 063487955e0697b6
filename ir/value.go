package ir

import (
	"slices"
	"sync/atomic"
	"unsafe"
)

// Value is an SSA value: an op result or a block argument. Values keep an intrusive list of
// their uses, so replacing all uses is proportional to their number.
type Value struct {
	typ      Type
	defOp    *Operation
	block    *Block
	firstUse *OpOperand
	// Loc is the location of a block argument (nil for op results, whose location is the op's).
	Loc   Location
	index int32
	id    uint32
}

// lastValueID is the ID of the last value created (see Value.ID).
var lastValueID atomic.Uint32

// newValueIDs reserves n consecutive value IDs and returns the first.
func newValueIDs(n int) uint32 { return lastValueID.Add(uint32(n)) - uint32(n) + 1 }

// ID returns v's creation number: values created one after another (an op's results, the
// ops of a parsed region) get consecutive IDs, so tools such as the printer can keep data
// about values in slices indexed by ID rather than maps. IDs are 32 bits and wrap around, so
// two values may share one: an ID is an index hint, the value itself is the identity.
func (v *Value) ID() uint32 { return v.id }

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type (used by type conversion).
func (v *Value) SetType(t Type) {
	if v.defOp != nil {
		v.defOp.noteChange()
	} else {
		v.block.noteChange()
	}
	v.typ = t
}

// DefiningOp returns the op that defines v, or nil for a block argument.
func (v *Value) DefiningOp() *Operation { return v.defOp }

// OwnerBlock returns the block of a block argument, or nil for an op result.
func (v *Value) OwnerBlock() *Block { return v.block }

// IsBlockArgument reports whether v is a block argument.
func (v *Value) IsBlockArgument() bool { return v.block != nil }

// Index is the result number or the argument number of v.
func (v *Value) Index() int { return int(v.index) }

// ParentBlock returns the block v is defined in: the defining op's block or the argument's.
func (v *Value) ParentBlock() *Block {
	if v.block != nil {
		return v.block
	}
	return v.defOp.block
}

// Uses returns the operands that use v, most recent first.
func (v *Value) Uses() []*OpOperand {
	var us []*OpOperand
	for u := v.firstUse; u != nil; u = u.next {
		us = append(us, u)
	}
	return us
}

// FirstUse returns the head of v's use list, or nil. Iterate with OpOperand.NextUse.
func (v *Value) FirstUse() *OpOperand { return v.firstUse }

// HasUses reports whether v has any use.
func (v *Value) HasUses() bool { return v.firstUse != nil }

// HasOneUse reports whether v has exactly one use.
func (v *Value) HasOneUse() bool { return v.firstUse != nil && v.firstUse.next == nil }

// Users returns the ops using v, once each, in use-list order.
func (v *Value) Users() []*Operation {
	var ops []*Operation
	// Most values have few users: a scan of those found is cheaper than a set until there
	// are many.
	const scanned = 16
	var seen map[*Operation]bool
	for u := v.firstUse; u != nil; u = u.next {
		if seen != nil {
			if seen[u.owner] {
				continue
			}
			seen[u.owner] = true
		} else if slices.Contains(ops, u.owner) {
			continue
		}
		ops = append(ops, u.owner)
		if seen == nil && len(ops) == scanned {
			seen = make(map[*Operation]bool, 2*scanned)
			for _, o := range ops {
				seen[o] = true
			}
		}
	}
	return ops
}

// ReplaceAllUsesWith makes every use of v use w instead.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for v.firstUse != nil {
		v.firstUse.Set(w)
	}
}

// DropAllUses detaches every use of v, leaving its users with a nil operand: for values
// whose users are going away too.
func (v *Value) DropAllUses() {
	for v.firstUse != nil {
		v.firstUse.Set(nil)
	}
}

// ReplaceUsesWithIf replaces the uses of v for which keep returns true.
func (v *Value) ReplaceUsesWithIf(w *Value, pred func(*OpOperand) bool) {
	for u := v.firstUse; u != nil; {
		next := u.next
		if pred(u) {
			u.Set(w)
		}
		u = next
	}
}

// OpOperand is one operand slot of an op: the use of a value by that op. Slots live in
// their op's operand array, which gives their index.
type OpOperand struct {
	value      *Value
	owner      *Operation
	next, prev *OpOperand
}

// Get returns the value used.
func (o *OpOperand) Get() *Value { return o.value }

// Owner returns the op holding the operand.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index returns the operand number in its op.
func (o *OpOperand) Index() int {
	base := uintptr(unsafe.Pointer(unsafe.SliceData(o.owner.operands)))
	return int((uintptr(unsafe.Pointer(o)) - base) / unsafe.Sizeof(OpOperand{}))
}

// NextUse returns the next use of the same value.
func (o *OpOperand) NextUse() *OpOperand { return o.next }

// Set makes the operand use v.
func (o *OpOperand) Set(v *Value) {
	o.owner.noteChange()
	o.unlink()
	o.value = v
	o.link()
}

func (o *OpOperand) link() {
	if o.value == nil {
		return
	}
	o.next = o.value.firstUse
	if o.next != nil {
		o.next.prev = o
	}
	o.prev = nil
	o.value.firstUse = o
}

func (o *OpOperand) unlink() {
	if o.value == nil {
		return
	}
	if o.prev != nil {
		o.prev.next = o.next
	} else {
		o.value.firstUse = o.next
	}
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.next, o.prev = nil, nil
}

// Location returns where v is defined: its defining op's location for a result, the
// argument's own location (nil when it has none) for a block argument.
func (v *Value) Location() Location {
	if v.defOp != nil {
		return v.defOp.loc
	}
	return v.Loc
}

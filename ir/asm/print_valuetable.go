package asm

import "github.com/ttgo/ttgo/ir"

// valueTable maps the values of the printed IR to their names. Values made one after another
// have consecutive IDs (ir.Value.ID), so most of them find their slot by ID in one slice that
// grows to cover the IDs seen; the others (IDs far from the rest, two values sharing a
// wrapped-around ID) go to a map.
type valueTable struct {
	base  uint32
	slots []valueSlot
	count int
	more  map[*ir.Value]valueSlot
}

// valueSlot holds the name of the value with ID base+i; v is nil while the slot is free.
// grouped marks the results of ops with several results, whose names depend on the result
// groups (see nameState.lookup).
type valueSlot struct {
	v       *ir.Value
	name    valueName
	grouped bool
}

// maxSlotsPerValue bounds the slice at this many slots per value named, so that values with
// scattered IDs use the map rather than a huge, mostly empty slice.
const maxSlotsPerValue = 4

// valueRange is the least and greatest ID of a number of values.
type valueRange struct {
	lo, hi uint32
	n      int
}

func (r *valueRange) add(v *ir.Value) {
	id := v.ID()
	if r.n == 0 {
		r.lo, r.hi = id, id
	}
	r.lo, r.hi = min(r.lo, id), max(r.hi, id)
	r.n++
}

// valueIDRange returns the range of the IDs of the results and block arguments of op and
// of everything nested in it.
func valueIDRange(op *ir.Operation) valueRange {
	var r valueRange
	var walk func(o *ir.Operation)
	walk = func(o *ir.Operation) {
		for i := 0; i < o.NumResults(); i++ {
			r.add(o.Result(i))
		}
		for _, reg := range o.Regions() {
			for _, b := range reg.Blocks() {
				for _, a := range b.Arguments() {
					r.add(a)
				}
				for c := b.First(); c != nil; c = c.Next() {
					walk(c)
				}
			}
		}
	}
	walk(op)
	return r
}

// newValueTable returns a table with room for the IDs of r.
func newValueTable(r valueRange) *valueTable {
	t := &valueTable{}
	if span := uint64(r.hi-r.lo) + 1; r.n > 0 && span <= uint64(r.n)*maxSlotsPerValue+1024 {
		t.base = r.lo
		t.slots = make([]valueSlot, span)
	}
	return t
}

// get returns the slot of v, or nil.
func (t *valueTable) get(v *ir.Value) *valueSlot {
	if i := v.ID() - t.base; i < uint32(len(t.slots)) && t.slots[i].v == v {
		return &t.slots[i]
	}
	if t.more == nil {
		return nil
	}
	if s, ok := t.more[v]; ok {
		return &s
	}
	return nil
}

// set gives v the name n.
func (t *valueTable) set(v *ir.Value, n valueName, grouped bool) {
	t.count++
	if i := v.ID() - t.base; i < uint32(len(t.slots)) || t.grow(v.ID()) {
		i = v.ID() - t.base
		if s := &t.slots[i]; s.v == nil || s.v == v {
			*s = valueSlot{v, n, grouped}
			return
		}
	}
	if t.more == nil {
		t.more = make(map[*ir.Value]valueSlot)
	}
	t.more[v] = valueSlot{v, n, grouped}
}

// grow extends the slice to cover id unless that makes it too sparse; it reports whether
// id is covered.
func (t *valueTable) grow(id uint32) bool {
	if len(t.slots) == 0 {
		t.base = id
		t.slots = make([]valueSlot, 1024)
		return true
	}
	lo, hi := uint64(t.base), uint64(t.base)+uint64(len(t.slots))
	if id < t.base {
		lo = uint64(id)
	} else {
		hi = uint64(id) + 1
	}
	if hi-lo > uint64(t.count)*maxSlotsPerValue+1024 {
		return false
	}
	// Leave as much room again in the direction of growth.
	span := 2 * (hi - lo)
	if id < t.base {
		lo = hi - min(span, hi)
	} else {
		hi = min(lo+span, 1<<32)
	}
	slots := make([]valueSlot, hi-lo)
	copy(slots[uint64(t.base)-lo:], t.slots)
	t.base, t.slots = uint32(lo), slots
	return true
}

// idIndex maps the IDs of uniqued attributes and types to ints of at least -1. A Context
// hands out IDs from 1 upwards, so small IDs index pages of a table made as they are needed;
// others go to a map.
type idIndex struct {
	// pages[id/idPageSize][id%idPageSize] holds i+2 for ID id; 0 is unset.
	pages [][]int32
	more  map[uint64]int
}

const (
	idPageSize = 4096
	// maxIndexedID bounds the IDs held in pages.
	maxIndexedID = 1 << 26
)

func (x *idIndex) get(id uint64) (int, bool) {
	if p := id / idPageSize; p < uint64(len(x.pages)) && x.pages[p] != nil {
		if s := x.pages[p][id%idPageSize]; s != 0 {
			return int(s - 2), true
		}
	}
	if x.more == nil {
		return 0, false
	}
	i, ok := x.more[id]
	return i, ok
}

func (x *idIndex) set(id uint64, i int) {
	if id < maxIndexedID && i < 1<<31-2 {
		p := id / idPageSize
		if p >= uint64(len(x.pages)) {
			x.pages = append(x.pages, make([][]int32, p+1-uint64(len(x.pages)))...)
		}
		if x.pages[p] == nil {
			x.pages[p] = make([]int32, idPageSize)
		}
		x.pages[p][id%idPageSize] = int32(i + 2)
		return
	}
	if x.more == nil {
		x.more = make(map[uint64]int)
	}
	x.more[id] = i
}

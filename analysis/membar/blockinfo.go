package membar

import (
	"maps"

	"github.com/ttgo/ttgo/ir"
)

// Interval is the half-open byte range [Start, End) of shared memory.
type Interval struct{ Start, End int64 }

// intersects reports whether the two ranges share a byte.
func (i Interval) intersects(o Interval) bool { return i.Start < o.End && o.Start < i.End }

// opSet is a set of ops.
type opSet map[*ir.Operation]bool

// intervalOps maps the ranges accessed since the last barrier to the ops that accessed them.
type intervalOps map[Interval]opSet

// BlockInfo holds the shared-memory ranges read and written since the last barrier, with the
// ops that did so (Triton's BlockInfo).
type BlockInfo struct {
	reads, writes intervalOps
}

// NewBlockInfo returns an empty BlockInfo.
func NewBlockInfo() *BlockInfo { return &BlockInfo{reads: intervalOps{}, writes: intervalOps{}} }

// AddRead records that op reads r.
func (b *BlockInfo) AddRead(r Interval, op *ir.Operation) { add(b.reads, r, op) }

// AddWrite records that op writes r.
func (b *BlockInfo) AddWrite(r Interval, op *ir.Operation) { add(b.writes, r, op) }

// add records that op accessed r in m.
func add(m intervalOps, r Interval, op *ir.Operation) {
	if m[r] == nil {
		m[r] = opSet{}
	}
	m[r][op] = true
}

// Empty reports whether nothing was accessed.
func (b *BlockInfo) Empty() bool { return len(b.reads) == 0 && len(b.writes) == 0 }

// clone returns a copy of b.
func (b *BlockInfo) clone() *BlockInfo {
	c := NewBlockInfo()
	c.Join(b)
	return c
}

// Join adds the accesses of o to b.
func (b *BlockInfo) Join(o *BlockInfo) {
	for r, ops := range o.reads {
		for op := range ops {
			add(b.reads, r, op)
		}
	}
	for r, ops := range o.writes {
		for op := range ops {
			add(b.writes, r, op)
		}
	}
}

// Sync forgets every access, as a barrier does.
func (b *BlockInfo) Sync() {
	clear(b.reads)
	clear(b.writes)
}

// equal reports whether b and o record the same accesses.
func (b *BlockInfo) equal(o *BlockInfo) bool {
	same := func(x, y intervalOps) bool {
		return maps.EqualFunc(x, y, func(a, b opSet) bool { return maps.Equal(a, b) })
	}
	return same(b.reads, o.reads) && same(b.writes, o.writes)
}

// Filter reports whether a barrier between before and after may be skipped although they
// access the same memory.
type Filter func(before, after *ir.Operation) bool

// Intersects reports whether an access of o conflicts with one of b (read after write, write
// after read or write after write) that filter does not excuse.
func (b *BlockInfo) Intersects(o *BlockInfo, filter Filter) bool {
	return conflicts(b.writes, o.reads, filter) || conflicts(b.reads, o.writes, filter) ||
		conflicts(b.writes, o.writes, filter)
}

// conflicts reports whether an access of lhs overlaps one of rhs that filter does not excuse.
func conflicts(lhs, rhs intervalOps, filter Filter) bool {
	for lr, lops := range lhs {
		for rr, rops := range rhs {
			if !lr.intersects(rr) {
				continue
			}
			for lop := range lops {
				for rop := range rops {
					if filter == nil || !filter(lop, rop) {
						return true
					}
				}
			}
		}
	}
	return false
}

package allocation

import (
	"math"
	"slices"

	"github.com/ttgo/ttgo/analysis/liveness"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// liveRanges returns the range of op numbers during which each buffer is live, and the
// buffers in Triton's order: explicit, then scratch, then virtual, each by ID. Ops are numbered
// in post order, so that an op that holds regions comes after the ops in them.
func (a *Allocation) liveRanges() (map[*Buffer]interval, []*Buffer) {
	ids := map[*ir.Operation]int64{}
	a.fn.WalkPostOrder(func(op *ir.Operation) { ids[op] = int64(len(ids)) })
	live := liveness.New(a.fn)
	rangeOf := func(v *ir.Value) interval {
		r := interval{math.MaxInt64, 0}
		for _, op := range live.LiveOps(v) {
			r.start = min(r.start, ids[op])
			r.end = max(r.end, ids[op]+1)
		}
		return r
	}
	ranges := map[*Buffer]interval{}
	var order []*Buffer
	for _, b := range a.buffers {
		if b.Kind == Explicit {
			ranges[b] = rangeOf(b.value)
			order = append(order, b)
		}
	}
	for v, bufs := range a.aliases {
		r := rangeOf(v)
		for _, b := range bufs {
			old := ranges[b]
			ranges[b] = interval{min(old.start, r.start), max(old.end, r.end)}
		}
	}
	for _, kind := range []BufferKind{Scratch, Virtual} {
		for _, b := range a.buffers {
			if b.Kind != kind {
				continue
			}
			if b.Owner == a.fn {
				// Memory the function owns is live throughout.
				ranges[b] = unbounded
			} else {
				ranges[b] = interval{ids[b.Owner], ids[b.Owner] + 1}
			}
			order = append(order, b)
		}
	}
	return ranges, order
}

// computeOffsets places the buffers: largest first by the triple algorithm, then recolors the
// interference graph until no two live buffers overlap.
func (a *Allocation) computeOffsets(ranges map[*Buffer]interval, order []*Buffer) {
	buffers := slices.Clone(order)
	slices.SortStableFunc(buffers, func(x, y *Buffer) int {
		switch {
		case x.Size > y.Size:
			return -1
		case x.Size < y.Size:
			return 1
		}
		return 0
	})
	if len(buffers) == 0 {
		return
	}
	calculateStarts(buffers, ranges)
	interference := buildInterference(buffers, ranges)
	for {
		a.allocate(buffers, interference)
		interference = buildInterference(buffers, ranges)
		if len(interference) == 0 {
			return
		}
	}
}

// triple is a candidate offset and the live range over which it is free.
type triple struct {
	offset int64
	live   interval
}

// calculateStarts gives each buffer its first offset: it takes the free triple with the lowest
// offset and places there the first buffer live during that triple and during no other.
func calculateStarts(buffers []*Buffer, ranges map[*Buffer]interval) {
	triples := []triple{{0, unbounded}}
	insert := func(t triple) {
		i := len(triples)
		for i > 0 && triples[i-1].offset > t.offset {
			i--
		}
		triples = slices.Insert(triples, i, t)
	}
	pending := slices.Clone(buffers)
	for len(pending) > 0 && len(triples) > 0 {
		t := triples[0]
		triples = triples[1:]
		pick := slices.IndexFunc(pending, func(b *Buffer) bool {
			r := ranges[b]
			if !r.intersects(t.live) {
				return false
			}
			for _, other := range triples {
				if other.live.intersects(r) {
					return false
				}
			}
			return true
		})
		if pick < 0 {
			continue
		}
		b := pending[pick]
		r := ranges[b]
		aligned := b.setOffsetAligned(t.offset)
		insert(triple{aligned + b.Size, interval{max(t.live.start, r.start), min(t.live.end, r.end)}})
		if t.live.start < r.start {
			insert(triple{t.offset, interval{t.live.start, r.end}})
		}
		if r.end < t.live.end {
			insert(triple{t.offset, interval{r.start, t.live.end}})
		}
		pending = slices.Delete(pending, pick, pick+1)
	}
}

// asyncRegionsParent returns the closest ttg.warp_specialize around op, whose regions run
// concurrently.
func asyncRegionsParent(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ttg.AsWarpSpecialize(p); ok {
			return p
		}
	}
	return nil
}

// buildInterference returns, for each buffer, the buffers it overlaps in memory while both are
// live or while both live in concurrently running regions.
func buildInterference(buffers []*Buffer, ranges map[*Buffer]interval) map[*Buffer][]*Buffer {
	graph := map[*Buffer][]*Buffer{}
	for _, x := range buffers {
		for _, y := range buffers {
			if x == y {
				continue
			}
			overlap := interval{x.Offset, x.Offset + x.Size}.intersects(interval{y.Offset, y.Offset + y.Size})
			if !overlap {
				continue
			}
			interferes := ranges[x].intersects(ranges[y])
			if !interferes {
				wx, wy := asyncRegionsParent(x.Owner), asyncRegionsParent(y.Owner)
				interferes = wx != nil && wx == wy && x.Owner.ParentRegion() != y.Owner.ParentRegion()
			}
			if interferes {
				graph[x] = append(graph[x], y)
			}
		}
	}
	return graph
}

// allocate colors the interference graph first-fit and moves every buffer not of color 0
// past the buffers it interferes with, then records the memory used.
func (a *Allocation) allocate(buffers []*Buffer, interference map[*Buffer][]*Buffer) {
	a.sharedSize = 0
	colors := map[*Buffer]int{}
	for _, b := range buffers {
		colors[b] = -1
	}
	colors[buffers[0]] = 0
	available := make([]bool, len(buffers))
	for _, x := range buffers {
		for i := range available {
			available[i] = true
		}
		for _, y := range interference[x] {
			if c := colors[y]; c >= 0 {
				available[c] = false
			}
		}
		c := slices.Index(available, true)
		if c < 0 {
			c = len(available)
		}
		colors[x] = c
	}
	for _, x := range buffers {
		var offset int64
		for _, y := range interference[x] {
			offset = max(offset, y.Offset+y.Size)
		}
		if colors[x] != 0 {
			x.setOffsetAligned(offset)
		}
		a.sharedSize = max(a.sharedSize, x.Offset+x.Size)
	}
}

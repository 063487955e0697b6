package ir

// DominanceInfo answers block dominance queries within one region, computed with the
// iterative algorithm of Cooper, Harvey and Kennedy over the region's CFG.
type DominanceInfo struct {
	order map[*Block]int // reverse post-order index; unreachable blocks are absent
	idom  []int
	rpo   []*Block
}

// NewDominanceInfo computes dominance for the blocks of r.
func NewDominanceInfo(r *Region) *DominanceInfo {
	d := &DominanceInfo{order: map[*Block]int{}}
	if len(r.blocks) == 0 {
		return d
	}
	var post []*Block
	seen := map[*Block]bool{}
	var visit func(b *Block)
	visit = func(b *Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if s.parent == r && !seen[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(r.blocks[0])
	for i := len(post) - 1; i >= 0; i-- {
		d.order[post[i]] = len(d.rpo)
		d.rpo = append(d.rpo, post[i])
	}
	preds := make([][]int, len(d.rpo))
	for i, b := range d.rpo {
		for _, s := range b.Successors() {
			if j, ok := d.order[s]; ok {
				preds[j] = append(preds[j], i)
			}
		}
	}
	d.idom = make([]int, len(d.rpo))
	for i := range d.idom {
		d.idom[i] = -1
	}
	d.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for i := 1; i < len(d.rpo); i++ {
			newIdom := -1
			for _, p := range preds[i] {
				if d.idom[p] == -1 {
					continue
				}
				if newIdom == -1 {
					newIdom = p
				} else {
					newIdom = d.intersect(p, newIdom)
				}
			}
			if newIdom != d.idom[i] {
				d.idom[i] = newIdom
				changed = true
			}
		}
	}
	return d
}

func (d *DominanceInfo) intersect(a, b int) int {
	for a != b {
		for a > b {
			a = d.idom[a]
		}
		for b > a {
			b = d.idom[b]
		}
	}
	return a
}

// Reachable reports whether b is reachable from the region's entry.
func (d *DominanceInfo) Reachable(b *Block) bool { _, ok := d.order[b]; return ok }

// Dominates reports whether a dominates b (every block dominates itself). Unreachable blocks
// are dominated by everything, as in MLIR.
func (d *DominanceInfo) Dominates(a, b *Block) bool {
	ib, ok := d.order[b]
	if !ok {
		return true
	}
	ia, ok := d.order[a]
	if !ok {
		return false
	}
	for ib != ia {
		if ib == 0 {
			return false
		}
		ib = d.idom[ib]
	}
	return true
}

// IDom returns the immediate dominator of b, or nil for the entry or unreachable blocks.
func (d *DominanceInfo) IDom(b *Block) *Block {
	i, ok := d.order[b]
	if !ok || i == 0 {
		return nil
	}
	return d.rpo[d.idom[i]]
}

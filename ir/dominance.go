package ir

// DominanceInfo answers block dominance queries within one region, computed with the
// iterative algorithm of Cooper, Harvey and Kennedy over the region's CFG.
type DominanceInfo struct {
	order map[*Block]int // reverse post-order index; unreachable blocks are absent
	idom  []int
	rpo   []*Block
	// pre numbers the blocks (by reverse post-order index) in a preorder of the dominator
	// tree and size counts the blocks of each one's subtree: a dominates b when pre[b] lies
	// in [pre[a], pre[a]+size[a]), which answers Dominates in constant time however deep
	// the tree (a chain of n blocks is n deep).
	pre, size []int32
}

// NewDominanceInfo computes dominance for the blocks of r.
func NewDominanceInfo(r *Region) *DominanceInfo {
	d := &DominanceInfo{order: map[*Block]int{}}
	if len(r.blocks) == 0 {
		return d
	}
	// A depth-first walk from the entry, visiting successors in order, lists the blocks in
	// post-order. It keeps its own stack: the walk is as deep as the longest chain of blocks.
	var post []*Block
	type visit struct {
		b    *Block
		next int // the next successor of b to look at
	}
	seen := map[*Block]bool{r.blocks[0]: true}
	stack := []visit{{b: r.blocks[0]}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := top.b.Successors()
		if top.next == len(succs) {
			post = append(post, top.b)
			stack = stack[:len(stack)-1]
			continue
		}
		s := succs[top.next]
		top.next++
		if s != nil && s.parent == r && !seen[s] {
			seen[s] = true
			stack = append(stack, visit{b: s})
		}
	}
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
	d.numberTree()
	return d
}

// numberTree sets pre and size. A block's immediate dominator comes before it in reverse
// post-order, so going backwards adds each subtree's size to its parent's before the parent
// is passed on, and going forwards gives each child, as it is met, the next free range of its
// parent's, its parent's number being set by then.
func (d *DominanceInfo) numberTree() {
	n := len(d.rpo)
	d.pre, d.size = make([]int32, n), make([]int32, n)
	for i := range d.size {
		d.size[i] = 1
	}
	for i := n - 1; i > 0; i-- {
		d.size[d.idom[i]] += d.size[i]
	}
	// free holds the next number to give a child of each block.
	free := make([]int32, n)
	free[0] = 1
	for i := 1; i < n; i++ {
		p := d.idom[i]
		d.pre[i] = free[p]
		free[p] += d.size[i]
		free[i] = d.pre[i] + 1
	}
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
	return d.pre[ia] <= d.pre[ib] && d.pre[ib] < d.pre[ia]+d.size[ia]
}

// IDom returns the immediate dominator of b, or nil for the entry or unreachable blocks.
func (d *DominanceInfo) IDom(b *Block) *Block {
	i, ok := d.order[b]
	if !ok || i == 0 {
		return nil
	}
	return d.rpo[d.idom[i]]
}

package ir

import (
	"math/rand/v2"
	"testing"
)

// TestDominatesRandomGraphs checks Dominates on random CFGs against its definition: a
// dominates b when b is unreachable from the entry, or a is reachable and b cannot be
// reached without passing through a.
func TestDominatesRandomGraphs(t *testing.T) {
	c := NewContext()
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.IntN(24)
		r := NewRegion()
		bs := make([]*Block, n)
		for i := range bs {
			bs[i] = &Block{}
			r.Append(bs[i])
		}
		for _, b := range bs {
			succs := make([]*Block, rng.IntN(4))
			for j := range succs {
				succs[j] = bs[rng.IntN(n)]
			}
			b.Append(c.Create(&OperationState{Name: "t.br", Successors: succs}))
		}
		// reachable returns the blocks reachable from the entry without passing through skip.
		reachable := func(skip *Block) map[*Block]bool {
			seen := map[*Block]bool{}
			if bs[0] == skip {
				return seen
			}
			work := []*Block{bs[0]}
			seen[bs[0]] = true
			for len(work) > 0 {
				b := work[len(work)-1]
				work = work[:len(work)-1]
				for _, s := range b.Successors() {
					if s != skip && !seen[s] {
						seen[s] = true
						work = append(work, s)
					}
				}
			}
			return seen
		}
		all := reachable(nil)
		d := NewDominanceInfo(r)
		for _, a := range bs {
			without := reachable(a)
			for _, b := range bs {
				want := !all[b] || all[a] && (a == b || !without[b])
				if got := d.Dominates(a, b); got != want {
					t.Fatalf("trial %d: Dominates(bb%d, bb%d) = %v, want %v", trial, r.BlockIndex(a), r.BlockIndex(b), got, want)
				}
			}
			if idom := d.IDom(a); idom != nil && (!d.Dominates(idom, a) || idom == a) {
				t.Fatalf("trial %d: IDom(bb%d) = bb%d does not strictly dominate it", trial, r.BlockIndex(a), r.BlockIndex(idom))
			}
		}
	}
}

// TestDominanceLongChain checks dominance along a chain of 100,000 blocks, as deep as a
// dominator tree gets: the walk that numbers the blocks keeps its own stack.
func TestDominanceLongChain(t *testing.T) {
	c := NewContext()
	r := NewRegion()
	const n = 100000
	bs := make([]*Block, n)
	for i := range bs {
		bs[i] = &Block{}
		r.Append(bs[i])
	}
	for i, b := range bs {
		var succs []*Block
		if i+1 < n {
			succs = []*Block{bs[i+1]}
		}
		b.Append(c.Create(&OperationState{Name: "t.br", Successors: succs}))
	}
	d := NewDominanceInfo(r)
	if !d.Dominates(bs[0], bs[n-1]) || !d.Dominates(bs[n/2], bs[n-1]) || d.Dominates(bs[n-1], bs[n/2]) || d.IDom(bs[n-1]) != bs[n-2] {
		t.Fatal("chain dominance wrong")
	}
}

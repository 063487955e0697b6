package ttpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/transforms"
)

// LoopAwareCSE is triton-loop-aware-cse: CSE, then the merging of scf.for iter_args that
// provably carry the same value on every iteration (same init, equal yielded values assuming
// the arguments equal), CSE again, and scf.for's canonicalizations to drop what became dead.
type LoopAwareCSE struct{ modulePass }

// NewLoopAwareCSE returns the triton-loop-aware-cse pass.
func NewLoopAwareCSE() pass.Pass { return &LoopAwareCSE{} }

// Name returns "TritonLoopAwareCSE".
func (*LoopAwareCSE) Name() string { return "TritonLoopAwareCSE" }

// Argument returns "triton-loop-aware-cse".
func (*LoopAwareCSE) Argument() string { return "triton-loop-aware-cse" }

// Description describes the pass.
func (*LoopAwareCSE) Description() string { return "CSE within loop bodies" }

// Run runs the pass on the module.
func (*LoopAwareCSE) Run(op *ir.Operation, am *pass.Analyses) error {
	cse := transforms.NewCSE()
	if err := cse.Run(op, am); err != nil {
		return err
	}
	op.WalkPostOrder(func(o *ir.Operation) {
		if loop, ok := scf.AsFor(o); ok {
			loopCSE(loop)
		}
	})
	if err := cse.Run(op, am); err != nil {
		return err
	}
	ps := rewrite.NewPatternSet()
	if def := scf.ForDef; def.CanonicalizationPatterns != nil {
		def.CanonicalizationPatterns(ps.Add)
	}
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}

// loopEquivalence decides whether values of one scf.for are equal on every iteration.
type loopEquivalence struct {
	inits    []*ir.Value
	body     *ir.Block
	argStack [][2]int
}

func (e *loopEquivalence) yielded(i int) *ir.Value { return e.body.Terminator().Operand(i) }

func (e *loopEquivalence) iterArgsEqual(i, j int) bool {
	if i == j {
		return true
	}
	if e.inits[i] != e.inits[j] {
		return false
	}
	if slices.Contains(e.argStack, [2]int{i, j}) {
		return true
	}
	// Assume the arguments equal while comparing what they become: this breaks recursion.
	e.argStack = append(e.argStack, [2]int{i, j})
	eq := e.equalInLoop(e.yielded(i), e.yielded(j))
	e.argStack = e.argStack[:len(e.argStack)-1]
	return eq
}

func (e *loopEquivalence) equalInLoop(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	if a.Type() != b.Type() || a.ParentBlock() != e.body || b.ParentBlock() != e.body {
		return false
	}
	if a.IsBlockArgument() != b.IsBlockArgument() {
		return false
	}
	iv := e.body.Argument(0)
	if a == iv || b == iv {
		return false
	}
	if a.IsBlockArgument() {
		return e.iterArgsEqual(a.Index()-1, b.Index()-1)
	}
	ad, bd := a.DefiningOp(), b.DefiningOp()
	if a.Index() != b.Index() {
		return false
	}
	if !memoryEffectFree(ad) || !memoryEffectFree(bd) || ad.NumRegions() > 0 || bd.NumRegions() > 0 {
		return false
	}
	return equivalentOps(ad, bd, e.equalInLoop)
}

// equivalentOps compares two region-free ops as MLIR's OperationEquivalence does, ignoring
// locations and comparing operands with eq.
func equivalentOps(a, b *ir.Operation, eq func(x, y *ir.Value) bool) bool {
	if a.Name() != b.Name() || a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		len(a.Successors()) != len(b.Successors()) {
		return false
	}
	if !slices.Equal(a.Props(), b.Props()) || !slices.Equal(a.Attrs(), b.Attrs()) ||
		!slices.Equal(a.ResultTypes(), b.ResultTypes()) {
		return false
	}
	for i := range a.NumOperands() {
		if !eq(a.Operand(i), b.Operand(i)) {
			return false
		}
	}
	return true
}

// loopCSE merges the equivalent iter_args of loop: uses of each class's other arguments and
// results go to its first, and the others yield themselves.
func loopCSE(loop scf.ForOp) {
	body := loop.Region().Front()
	n := body.NumArguments() - 1
	e := &loopEquivalence{inits: loop.InitArgs(), body: body}
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			i = parent[i]
		}
		return i
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if e.iterArgsEqual(i, j) {
				ri, rj := find(i), find(j)
				if ri != rj {
					parent[max(ri, rj)] = min(ri, rj)
				}
			}
		}
	}
	yield := body.Terminator()
	results := loop.Results()
	for j := range n {
		first := find(j)
		if first == j {
			continue
		}
		other := body.Argument(j + 1)
		other.ReplaceAllUsesWith(body.Argument(first + 1))
		yield.SetOperand(j, other)
		results[j].ReplaceAllUsesWith(results[first])
	}
}

package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// HoistTMEMAlloc is tritongpu-hoist-tmem-alloc: the tensor memory accumulator of a tcgen05
// MMA in a loop is allocated once before the loop and carried through it by its token, the
// MMA's invariant tensor memory operands leave the loop, and the loads and stores of the
// accumulator are rotated, combined and sunk so that the value stays in tensor memory
// across iterations. With hoist-out-of-if, allocations also leave scf.if branches.
type HoistTMEMAlloc struct {
	opts HoistTMEMAllocOptions
}

// HoistTMEMAllocOptions are the pass's options.
type HoistTMEMAllocOptions struct {
	HoistOutOfIf bool `option:"hoist-out-of-if" desc:"Hoist TMEM allocations out of if statements"`
}

// NewHoistTMEMAlloc returns the tritongpu-hoist-tmem-alloc pass.
func NewHoistTMEMAlloc() pass.Pass { return &HoistTMEMAlloc{} }

// Name returns "TritonGPUHoistTMEMAlloc".
func (*HoistTMEMAlloc) Name() string { return "TritonGPUHoistTMEMAlloc" }

// Argument returns "tritongpu-hoist-tmem-alloc".
func (*HoistTMEMAlloc) Argument() string { return "tritongpu-hoist-tmem-alloc" }

// Description describes the pass.
func (*HoistTMEMAlloc) Description() string {
	return "Hoist TMEM allocations out of the loop. This is a preparation for the loop lowering."
}

// OpName anchors the pass on builtin.module.
func (*HoistTMEMAlloc) OpName() string { return "builtin.module" }

// Options returns the pass's options.
func (p *HoistTMEMAlloc) Options() any { return &p.opts }

// Run hoists the accumulators, then applies the rotation and combination patterns with the
// loop canonicalizations, then splits the mutable allocations that still have a value into
// an allocation and a store, the form later passes expect.
func (p *HoistTMEMAlloc) Run(m *ir.Operation, _ *pass.Analyses) error {
	if !p.opts.HoistOutOfIf {
		var mmas []*ir.Operation
		m.WalkPostOrder(func(op *ir.Operation) {
			if _, ok := asMMAv5(op); ok {
				mmas = append(mmas, op)
			}
		})
		for _, op := range mmas {
			forOp, ok := scf.AsFor(op.ParentOp())
			if !ok {
				continue
			}
			hoistInvariantInputs(op, forOp)
			mma, _ := asMMAv5(op)
			alloc, ok := ttng.AsTmemAlloc(mma.acc.DefiningOp())
			if !ok || alloc.Token() == nil || alloc.ParentRegion() != op.ParentRegion() {
				continue
			}
			if err := hoistTMEMAlloc(alloc, forOp); err != nil {
				return err
			}
		}
	}
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, rotateTMEMStoreInLoop).WithLabel(hoistNS+"RotateTMEMStoreInLoop"),
		rewrite.NewOpPattern(1, rotateTMEMLoadInLoop).WithLabel(hoistNS+"RotateTMEMLoadInLoop"),
		rewrite.NewOpPattern(1, combineTMEMLoadAndStore).WithLabel(hoistNS+"CombineTMEMLoadAndStore"),
		rewrite.NewOpPattern(1, combineTMEMStoreAndSelect).WithLabel(hoistNS+"CombineTMEMStoreAndSelect"),
		rewrite.NewOpPattern(1, sinkTMEMLoad).WithLabel(hoistNS+"SinkTMEMLoad"),
		rewrite.NewOpPattern(1, removeUnusedTMEMLoad).WithLabel(hoistNS+"RemoveUnusedTMEMLoad"),
	)
	if p.opts.HoistOutOfIf {
		ps.Add(
			rewrite.NewOpPattern(1, combineTMEMStoreAndAlloc).WithLabel(hoistNS+"CombineTMEMStoreAndAlloc"),
			rewrite.NewOpPattern(1, hoistTMEMAllocOutOfIf).WithLabel(hoistNS+"HoistTMEMAllocOutOfIf"),
			rewrite.NewOpPattern(1, forwardTMEMLoad).WithLabel(hoistNS+"TMEMLoadForwarding"),
		)
	}
	scf.ForDef.CanonicalizationPatterns(ps.Add)
	rewrite.ApplyPatternsGreedily(m, ps, rewrite.DefaultGreedyConfig())
	splitInitializedAllocs(m)
	return nil
}

// hoistNS is the namespace of Triton's patterns, for their labels.
const hoistNS = "mlir::triton::gpu::(anonymous namespace)::"

// isPureOp reports whether op is speculatable and free of memory effects (MLIR's isPure).
func isPureOp(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	return known && effects == 0 && ir.IsSpeculatable(op)
}

// trueConstant builds `arith.constant true` with b.
func trueConstant(b ir.OpCreator, loc ir.Location) *ir.Value {
	ctx := b.Context()
	return arith.BuildConstant(b, loc, ctx.I1(), ir.NamedAttribute{Name: "value", Value: ctx.BoolAttr(true)}).Result()
}

// hoistInvariantInputs moves the immutable tensor memory operands of the MMA that the loop
// allocates from values defined outside it (through single-operand pure ops) out of the loop.
func hoistInvariantInputs(mma *ir.Operation, forOp scf.ForOp) {
	for _, operand := range mma.Operands() {
		if definedOutside(forOp, operand) {
			continue
		}
		alloc, ok := ttng.AsTmemAlloc(operand.DefiningOp())
		if !ok {
			continue
		}
		if md, isMemDesc := alloc.ResultResult().Type().(*ttg.MemDescType); !isMemDesc || md.Mutable || alloc.Src() == nil {
			continue
		}
		src := alloc.Src()
		hoist := []*ir.Operation{alloc.Operation}
		for def := src.DefiningOp(); def != nil; def = src.DefiningOp() {
			if definedOutside(forOp, src) || !isPureOp(def) || def.NumOperands() != 1 {
				break
			}
			hoist = append(hoist, def)
			for _, only := range def.Operands() {
				src = only
			}
		}
		if !definedOutside(forOp, src) {
			continue
		}
		for i := len(hoist) - 1; i >= 0; i-- {
			hoist[i].MoveBefore(forOp.Operation)
		}
	}
}

// hoistTMEMAlloc allocates the accumulator before the loop instead of in it: the loop carries
// its token, an initial value is stored where the allocation was.
func hoistTMEMAlloc(alloc ttng.TmemAllocOp, forOp scf.ForOp) error {
	ctx := alloc.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(forOp.Operation)
	vTrue := trueConstant(b, alloc.Loc())
	src := alloc.Src()
	newAlloc := ir.View[ttng.TmemAllocOp](b.Insert(alloc.Operation.Clone(nil)))
	newAlloc.SetSrc(nil)
	last, err := joinLastMemoryUses(alloc.Token())
	if err != nil {
		return err
	}
	forOp = addIterArgsToLoop(forOp, []*ir.Value{newAlloc.Token()})
	args := body(forOp).Arguments()
	newTok := args[len(args)-1]
	yield := ir.View[scf.YieldOp](body(forOp).Terminator())
	yield.SetResultsOperands(append(yield.ResultsOperands(), last))
	if src != nil {
		b.SetInsertionPoint(alloc.Operation)
		store := ttng.BuildTmemStore(b, alloc.Loc(), ttg.AsyncToken(ctx), newAlloc.ResultResult(), newTok, src, vTrue)
		newTok = store.Token()
	}
	alloc.ResultResult().ReplaceAllUsesWith(newAlloc.ResultResult())
	alloc.Token().ReplaceAllUsesWith(newTok)
	alloc.Erase()
	return nil
}

// memoryToken returns the token an op that uses a tensor memory token forwards.
func memoryToken(op *ir.Operation) *ir.Value {
	if m, ok := ttng.AsTcGen5Mma(op); ok {
		return m.Token()
	}
	if m, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return m.Token()
	}
	if l, ok := ttng.AsTmemLoad(op); ok {
		return l.Token()
	}
	if s, ok := ttng.AsTmemStore(op); ok {
		return s.Token()
	}
	return nil
}

// joinLastMemoryUses is Triton's function of the same name: the token of the last use of a
// memory variable in the loop body, found by following the tokens from token to the leaves.
// Several last uses, or one in another block, are not supported.
func joinLastMemoryUses(token *ir.Value) (*ir.Value, error) {
	var last []*ir.Value
	seen := map[*ir.Value]bool{}
	var find func(t *ir.Value) error
	find = func(t *ir.Value) error {
		if seen[t] {
			return nil
		}
		seen[t] = true
		if !t.HasUses() {
			last = append(last, t)
			return nil
		}
		for _, user := range t.Users() {
			next := memoryToken(user)
			if next == nil {
				return ir.OpError(user, "unknown TMEM memory user")
			}
			if err := find(next); err != nil {
				return err
			}
		}
		return nil
	}
	if err := find(token); err != nil {
		return nil, err
	}
	if len(last) != 1 || last[0].DefiningOp().Block() != token.DefiningOp().Block() {
		return nil, ir.OpError(token.DefiningOp(), "FIXME: can't hoist TMEM alloc with multiple or conditional uses")
	}
	return last[0], nil
}

// splitInitializedAllocs turns each mutable tmem_alloc with a value into an allocation and a
// store of the value, as later passes expect mutable allocations to start undefined.
func splitInitializedAllocs(m *ir.Operation) {
	var allocs []ttng.TmemAllocOp
	m.WalkPostOrder(func(op *ir.Operation) {
		if a, ok := ttng.AsTmemAlloc(op); ok {
			allocs = append(allocs, a)
		}
	})
	for _, a := range allocs {
		md, ok := a.ResultResult().Type().(*ttg.MemDescType)
		if !ok || !md.Mutable || a.Src() == nil || a.Token() == nil {
			continue
		}
		b := ir.NewBuilder(a.Context())
		b.SetInsertionPointAfter(a.Operation)
		pred := trueConstant(b, a.Loc())
		store := ttng.BuildTmemStore(b, a.Loc(), ttg.AsyncToken(a.Context()), a.ResultResult(), a.Token(), a.Src(), pred)
		for _, u := range a.Token().Uses() {
			if u.Owner() != store.Operation {
				u.Set(store.Token())
			}
		}
		a.SetSrc(nil)
	}
}

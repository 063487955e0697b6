package ttngpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// RemoveTMEMTokens is triton-nvidia-gpu-remove-tmem-tokens: once the passes that order tensor
// memory accesses by their tokens have run, the tokens go. The tcgen05 MMAs, tmem_store and
// tmem_load lose their dependency operand, and they and tmem_alloc lose their token result,
// whose remaining uses (loop-carried tokens, say) read a ub.poison token at the start of the
// function instead, for the canonicalizer to remove.
type RemoveTMEMTokens struct{}

// NewRemoveTMEMTokens returns the triton-nvidia-gpu-remove-tmem-tokens pass.
func NewRemoveTMEMTokens() pass.Pass { return &RemoveTMEMTokens{} }

// Name returns "TritonNvidiaGPURemoveTMEMTokensPass".
func (*RemoveTMEMTokens) Name() string { return "TritonNvidiaGPURemoveTMEMTokensPass" }

// Argument returns "triton-nvidia-gpu-remove-tmem-tokens".
func (*RemoveTMEMTokens) Argument() string { return "triton-nvidia-gpu-remove-tmem-tokens" }

// Description describes the pass.
func (*RemoveTMEMTokens) Description() string { return "remove TMEM tokens" }

// OpName anchors the pass on builtin.module.
func (*RemoveTMEMTokens) OpName() string { return "builtin.module" }

// Run removes the tokens of each function of the module.
func (*RemoveTMEMTokens) Run(m *ir.Operation, _ *pass.Analyses) error {
	for _, r := range m.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				if fn, ok := tt.AsFunc(op); ok && !fn.Body().Empty() {
					removeFuncTMEMTokens(fn)
				}
			}
		}
	}
	return nil
}

// removeFuncTMEMTokens removes the tensor memory tokens of fn.
func removeFuncTMEMTokens(fn tt.FuncOp) {
	entry := fn.Body().Front()
	b := ir.NewBuilder(fn.Context())
	b.SetInsertionPointToStart(entry)
	dummy := ub.BuildPoison(b, fn.Loc(), ttg.AsyncToken(fn.Context())).Result()
	var ops []*ir.Operation
	fn.WalkPostOrder(func(op *ir.Operation) { ops = append(ops, op) })
	for _, op := range ops {
		removeTMEMToken(op, dummy)
	}
}

// removeTMEMToken drops op's token operand and result when it is a tensor memory op.
func removeTMEMToken(op *ir.Operation, dummy *ir.Value) {
	if mma, ok := ttng.AsTcGen5Mma(op); ok {
		mma.SetAccDep(nil)
		eraseTokenResult(op, mma.Token(), dummy)
	} else if mma, ok := ttng.AsTcGen5MmaScaled(op); ok {
		mma.SetAccDep(nil)
		eraseTokenResult(op, mma.Token(), dummy)
	} else if store, ok := ttng.AsTmemStore(op); ok {
		store.SetDep(nil)
		eraseTokenResult(op, store.Token(), dummy)
	} else if alloc, ok := ttng.AsTmemAlloc(op); ok {
		eraseTokenResult(op, alloc.Token(), dummy)
	} else if load, ok := ttng.AsTmemLoad(op); ok {
		load.SetDep(nil)
		eraseTokenResult(op, load.Token(), dummy)
	}
}

// eraseTokenResult replaces op by a copy without its result token (when it has one), whose
// uses read dummy instead.
func eraseTokenResult(op *ir.Operation, token, dummy *ir.Value) {
	if token == nil {
		return
	}
	idx := token.Index()
	types := slices.Delete(slices.Clone(op.ResultTypes()), idx, idx+1)
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	copied := b.Create(&ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: op.Operands(), Types: types, Attrs: op.AllAttrs()})
	replacements := slices.Insert(slices.Clone(copied.Results()), idx, dummy)
	op.ReplaceAllUsesWith(replacements)
	op.Erase()
}

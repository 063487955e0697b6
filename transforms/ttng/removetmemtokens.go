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

// RemoveTMEMTokens is triton-nvidia-gpu-remove-tmem-tokens: once the tensor memory
// dependency tokens have served (after pipelining), tcgen05 MMAs and tensor memory loads,
// stores and allocations drop their token operands and results; uses of the tokens get a
// ub.poison the canonicalizer removes with them.
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

// Run removes the tokens of every function of m.
func (*RemoveTMEMTokens) Run(m *ir.Operation, _ *pass.Analyses) error {
	for _, r := range m.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				fn, ok := tt.AsFunc(op)
				if !ok || fn.Body().Empty() {
					continue
				}
				removeFuncTMEMTokens(fn)
			}
		}
	}
	return nil
}

// removeFuncTMEMTokens removes the tokens of the ops of fn, in post order.
func removeFuncTMEMTokens(fn tt.FuncOp) {
	b := ir.NewBuilder(fn.Context())
	b.SetInsertionPointToStart(fn.Body().Front())
	dummy := ub.BuildPoison(b, fn.Loc(), ttg.AsyncToken(fn.Context())).Result()
	var ops []*ir.Operation
	fn.WalkPostOrder(func(op *ir.Operation) { ops = append(ops, op) })
	for _, op := range ops {
		switch {
		case isOpOf[ttng.TcGen5MmaOp](op):
			mma := ir.View[ttng.TcGen5MmaOp](op)
			mma.SetAccDep(nil)
			eraseTokenResult(op, mma.Token(), dummy)
		case isOpOf[ttng.TcGen5MmaScaledOp](op):
			mma := ir.View[ttng.TcGen5MmaScaledOp](op)
			mma.SetAccDep(nil)
			eraseTokenResult(op, mma.Token(), dummy)
		case isOpOf[ttng.TmemStoreOp](op):
			store := ir.View[ttng.TmemStoreOp](op)
			store.SetDep(nil)
			eraseTokenResult(op, store.Token(), dummy)
		case isOpOf[ttng.TmemAllocOp](op):
			eraseTokenResult(op, ir.View[ttng.TmemAllocOp](op).Token(), dummy)
		case isOpOf[ttng.TmemLoadOp](op):
			load := ir.View[ttng.TmemLoadOp](op)
			load.SetDep(nil)
			eraseTokenResult(op, load.Token(), dummy)
		}
	}
}

// isOpOf reports whether op is an op of the view T.
func isOpOf[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// eraseTokenResult rebuilds op without its result token (when it has one), token's uses
// taking dummy.
func eraseTokenResult(op *ir.Operation, token, dummy *ir.Value) {
	if token == nil {
		return
	}
	i := token.Index()
	types := slices.Delete(slices.Clone(op.ResultTypes()), i, i+1)
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	n := b.Create(&ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: op.Operands(), Types: types, Props: op.Props(), Attrs: op.Attrs()})
	repl := slices.Insert(slices.Clone(n.Results()), i, dummy)
	op.ReplaceAllUsesWith(repl)
	op.Erase()
}

package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// tmaStore is a descriptor store, reduce or scatter of a loop body, with its descriptor and
// the tensor it stores.
type tmaStore struct {
	op        *ir.Operation
	desc, src *ir.Value
}

// loopTMAStores returns the descriptor stores of the loop, outside its nested loops, in
// pre-order.
func loopTMAStores(forOp scf.ForOp) []tmaStore {
	var out []tmaStore
	for _, op := range body(forOp).Ops() {
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if s, ok := tt.AsDescriptorStore(o); ok {
				out = append(out, tmaStore{o, s.Desc(), s.Src()})
			} else if r, ok := tt.AsDescriptorReduce(o); ok {
				out = append(out, tmaStore{o, r.Desc(), r.Src()})
			} else if sc, ok := tt.AsDescriptorScatter(o); ok {
				out = append(out, tmaStore{o, sc.Desc(), sc.Src()})
			} else if isOp[scf.ForOp](o) {
				return ir.WalkSkip
			}
			return ir.WalkAdvance
		})
	}
	return out
}

// pipelineTMAStores is Triton's function of the same name: each descriptor store of the loop
// goes through a shared buffer (one per shape and element type, allocated before the loop):
// it waits for the previous TMA stores, writes the buffer, fences it and issues an
// asynchronous TMA store; after the loop, a wait drains them and the buffers are freed.
// Descriptors created on the device in the loop then get a ring of global scratch slots
// over three stages (lowerTMADescriptorCreation).
func pipelineTMAStores(forOp scf.ForOp) error {
	stores := loopTMAStores(forOp)
	if len(stores) == 0 {
		return nil
	}
	ctx := forOp.Context()
	type allocKey struct {
		elem  ir.Type
		shape []int64
	}
	var keys []allocKey
	var keyAllocs []*ir.Value
	allocOf := make([]*ir.Value, len(stores))
	b := ir.NewBuilder(ctx)
	for i, st := range stores {
		t := st.src.Type().(*ir.RankedTensorType)
		idx := slices.IndexFunc(keys, func(k allocKey) bool { return k.elem == t.Elem && slices.Equal(k.shape, t.Dims) })
		if idx < 0 {
			b.SetInsertionPoint(forOp.Operation)
			enc := descriptorEncoding(ctx, st.desc, t.Dims)
			ty := ttg.MemDesc(ctx, t.Dims, t.Elem, enc, ttg.SharedMemory(ctx), true, nil)
			keys = append(keys, allocKey{t.Elem, t.Dims})
			keyAllocs = append(keyAllocs, ttg.BuildLocalAlloc(b, st.op.Loc(), ty, nil).Result())
			idx = len(keys) - 1
		}
		allocOf[i] = keyAllocs[idx]
	}
	deviceSide := slices.ContainsFunc(stores, func(st tmaStore) bool { return !isHostSideDescriptor(st.desc) })
	for i, st := range stores {
		createTMAStoreCopy(st, allocOf[i])
	}
	b.SetInsertionPointAfter(forOp.Operation)
	ttng.BuildAsyncTmaStoreWait(b, forOp.Loc()).SetPendings(0)
	for _, alloc := range allocOf {
		ttg.BuildLocalDealloc(b, forOp.Loc(), alloc)
	}
	if !deviceSide {
		return nil
	}
	_, err := lowerTMADescriptors(forOp, newSchedule(3))
	return err
}

// isHostSideDescriptor is Triton's function of the same name: desc is an argument of a
// kernel (a public function), so the host built it.
func isHostSideDescriptor(desc *ir.Value) bool {
	if !desc.IsBlockArgument() {
		return false
	}
	fn, ok := tt.AsFunc(desc.OwnerBlock().ParentOp())
	return ok && ir.SymbolVisibility(fn.Operation) == "public"
}

// createTMAStoreCopy replaces one descriptor store by its asynchronous form through alloc.
func createTMAStoreCopy(st tmaStore, alloc *ir.Value) {
	b := ir.NewBuilder(st.op.Context())
	b.SetInsertionPoint(st.op)
	loc := st.op.Loc()
	ttng.BuildAsyncTmaStoreWait(b, loc).SetPendings(0)
	ttg.BuildLocalStore(b, loc, st.src, alloc)
	ttng.BuildFenceAsyncShared(b, loc).SetBCluster(false)
	switch {
	case isOp[tt.DescriptorStoreOp](st.op):
		s := ir.View[tt.DescriptorStoreOp](st.op)
		ttng.BuildAsyncTmaCopyLocalToGlobal(b, loc, st.desc, s.Indices(), alloc)
	case isOp[tt.DescriptorReduceOp](st.op):
		r := ir.View[tt.DescriptorReduceOp](st.op)
		ttng.BuildAsyncTmaReduce(b, loc, st.desc, r.Indices(), alloc).SetKindAttr(r.KindAttr())
	default:
		sc := ir.View[tt.DescriptorScatterOp](st.op)
		ttng.BuildAsyncTmaScatter(b, loc, st.desc, sc.XOffsets(), sc.YOffset(), alloc)
	}
	st.op.Erase()
}

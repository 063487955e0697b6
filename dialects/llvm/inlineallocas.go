package llvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// hoistedAlloca is an alloca of an inlined entry block that moves to the caller's entry.
type hoistedAlloca struct {
	alloca   AllocaOp
	size     *ir.IntegerAttr
	lifetime bool
}

// hoistInlinedAllocas does what MLIR's LLVM inliner does with the allocas of a body inlined
// in place of call (handleInlinedAllocas): those of the body's entry block with a constant
// size move to the start of the caller's entry block, each after a new llvm.mlir.constant of
// its size, and, unless the size is zero or the alloca has lifetime markers already, get an
// llvm.intr.lifetime.start where they were and an llvm.intr.lifetime.end before each return
// of the body. An alloca of a size known only at run time brackets the body with
// llvm.intr.stacksave and llvm.intr.stackrestore.
func hoistInlinedAllocas(call *ir.Operation, blocks []*ir.Block) {
	scope := call.ParentOp()
	for scope != nil && !scope.HasTrait(ir.IsolatedFromAbove) {
		scope = scope.ParentOp()
	}
	if scope == nil || scope.NumRegions() == 0 || len(blocks) == 0 || scope.Region(0).Empty() {
		return
	}
	callerEntry, calleeEntry := scope.Region(0).Front(), blocks[0]
	if callerEntry == calleeEntry {
		return
	}
	var hoisted []hoistedAlloca
	dynamic, lifetimes := false, false
	for o := calleeEntry.First(); o != nil; o = o.Next() {
		a, ok := AsAlloca(o)
		if !ok {
			continue
		}
		size, ok := rewrite.ConstantValue(a.ArraySize().DefiningOp()).(*ir.IntegerAttr)
		if !ok || size.Big != nil {
			dynamic = true
			continue
		}
		h := hoistedAlloca{alloca: a, size: size, lifetime: size.Value != 0 && !hasLifetimeMarkers(a)}
		lifetimes = lifetimes || h.lifetime
		hoisted = append(hoisted, h)
	}
	for _, b := range blocks[1:] {
		for o := b.First(); o != nil && !dynamic; o = o.Next() {
			if a, ok := AsAlloca(o); ok && rewrite.ConstantValue(a.ArraySize().DefiningOp()) == nil {
				dynamic = true
			}
		}
	}
	if len(hoisted) == 0 && !dynamic {
		return
	}
	ctx := call.Context()
	bd := ir.NewBuilder(ctx)
	var stack *ir.Value
	if dynamic {
		bd.SetInsertionPointToStart(calleeEntry)
		stack = BuildIntrStacksave(bd, call.Loc(), Pointer(ctx, 0)).Res()
	}
	anchor := callerEntry.First()
	for _, h := range hoisted {
		if anchor != nil {
			bd.SetInsertionPoint(anchor)
		} else {
			bd.SetInsertionPointToEnd(callerEntry)
		}
		c := BuildMlirConstant(bd, h.alloca.Loc(), h.alloca.ArraySize().Type(), ir.NamedAttribute{Name: "value", Value: h.size})
		if h.lifetime {
			bd.SetInsertionPoint(h.alloca.Operation)
			BuildIntrLifetimeStart(bd, h.alloca.Loc(), h.alloca.Res())
		}
		h.alloca.Remove()
		callerEntry.InsertAfter(h.alloca.Operation, c.Operation)
		h.alloca.SetArraySize(c.Res())
	}
	if !lifetimes && !dynamic {
		return
	}
	for _, b := range blocks {
		ret := b.Last()
		if ret == nil || !ret.HasTrait(ir.ReturnLike) {
			continue
		}
		bd.SetInsertionPoint(ret)
		if dynamic {
			BuildIntrStackrestore(bd, call.Loc(), stack)
		}
		for _, h := range hoisted {
			if h.lifetime {
				BuildIntrLifetimeEnd(bd, h.alloca.Loc(), h.alloca.Res())
			}
		}
	}
}

// hasLifetimeMarkers reports whether an alloca's result feeds a lifetime marker.
func hasLifetimeMarkers(a AllocaOp) bool {
	for _, u := range a.Res().Users() {
		if _, ok := AsIntrLifetimeStart(u); ok {
			return true
		}
		if _, ok := AsIntrLifetimeEnd(u); ok {
			return true
		}
	}
	return false
}

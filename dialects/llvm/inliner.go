package llvm

import "github.com/ttgo/ttgo/ir"

// inliner is the llvm dialect's inlining rules, the part of MLIR's LLVMInlinerInterface that
// needs no rewriting of the inlined code: an llvm.call of an llvm.func may be inlined unless
// either is marked no_inline, the function is variadic, has a personality or a passthrough
// attribute that forbids duplication; an llvm.return leaving an inlined body of several blocks
// becomes an llvm.br; allocas of the inlined body move to the caller's entry block
// (hoistInlinedAllocas); an inlined block ending in llvm.unreachable stays a block of its own
// (mergesSingleBlock). Calls whose inlining MLIR follows with more rewriting are kept (see
// needsCallSiteRewriting).
var inliner = &ir.Inliner{
	LegalToInline:            legalToInline,
	BranchToContinuation:     branchToContinuation,
	ProcessInlinedCallBlocks: hoistInlinedAllocas,
	MergesSingleBlock:        mergesSingleBlock,
}

// mergesSingleBlock reports whether an inlined block may merge into the call's block of an
// llvm op's region: not when it ends in llvm.unreachable, as LLVMInlinerInterface's
// allowSingleBlockOptimization.
func mergesSingleBlock(block *ir.Block) bool {
	last := block.Last()
	if last == nil {
		return true
	}
	_, unreachable := AsUnreachable(last)
	return !unreachable
}

// passthroughForbiddingInline are the passthrough function attributes under which MLIR does
// not inline a function.
var passthroughForbiddingInline = []string{"noduplicate", "presplitcoroutine", "returns_twice", "strictfp"}

// legalToInline reports whether call may be replaced by the body of callable.
func legalToInline(call, callable *ir.Operation) bool {
	c, ok := AsCall(call)
	if !ok || c.NoInline() {
		return false
	}
	f, ok := AsFunc(callable)
	if !ok || f.NoInline() || f.PersonalityAttr() != nil {
		return false
	}
	if ft := funcSignature(callable); ft == nil || ft.VarArg {
		return false
	}
	if forbidsInline(f.PassthroughAttr()) {
		return false
	}
	return !needsCallSiteRewriting(c, f)
}

// forbidsInline reports whether a passthrough attribute holds a string MLIR refuses to
// inline under.
func forbidsInline(passthrough ir.Attribute) bool {
	arr, ok := passthrough.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, a := range arr.Elems {
		s, ok := a.(*ir.StringAttr)
		if !ok {
			continue
		}
		for _, name := range passthroughForbiddingInline {
			if s.Value == name {
				return true
			}
		}
	}
	return false
}

// rewrittenArgAttrs are the argument attributes of a function after whose inlining MLIR's
// LLVM inliner rewrites the code (a byval copy, noalias scopes), or that it refuses to inline
// (inalloca).
var rewrittenArgAttrs = []string{"llvm.byval", "llvm.noalias", "llvm.inalloca"}

// needsCallSiteRewriting reports whether inlining call would need what MLIR's LLVM inliner
// does besides moving the body, which ttgo does not do yet, so that the call stays rather than
// be inlined differently: argument attributes of the call, byval or noalias arguments of the
// function, alias scopes and access groups (cloned per call site), and va_start.
func needsCallSiteRewriting(c CallOp, f FuncOp) bool {
	if c.ArgAttrsAttr() != nil || c.ResAttrsAttr() != nil || hasScopes(c.Operation) {
		return true
	}
	if hasArgAttr(f.ArgAttrsAttr(), rewrittenArgAttrs) {
		return true
	}
	found := false
	f.Operation.Walk(func(o *ir.Operation) ir.WalkResult {
		if hasScopes(o) || o.Def() == IntrVastartDef {
			found = true
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return found
}

// hasArgAttr reports whether an arg_attrs array holds one of names in any argument's
// dictionary.
func hasArgAttr(argAttrs ir.Attribute, names []string) bool {
	arr, ok := argAttrs.(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, a := range arr.Elems {
		d, ok := a.(*ir.DictionaryAttr)
		if !ok {
			continue
		}
		for _, e := range d.Entries {
			for _, name := range names {
				if e.Name == name {
					return true
				}
			}
		}
	}
	return false
}

// hasScopes reports whether op carries alias scopes or access groups.
func hasScopes(op *ir.Operation) bool {
	return op.Attr("alias_scopes") != nil || op.Attr("noalias_scopes") != nil || op.Attr("access_groups") != nil
}

// branchToContinuation replaces ret, an llvm.return leaving an inlined body, by an llvm.br
// to dest passing the returned values.
func branchToContinuation(b ir.OpCreator, ret *ir.Operation, dest *ir.Block) {
	if _, ok := AsReturn(ret); !ok {
		return
	}
	b.Create(&ir.OperationState{Name: BrDef.Name, Loc: ret.Loc(), Operands: ret.Operands(), Successors: []*ir.Block{dest}})
	ret.Erase()
}

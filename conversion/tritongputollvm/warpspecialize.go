package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// WarpSpecializePattern is how Triton's conversion treats ttg.warp_specialize: the op and its
// partitions stay (convert-warp-specialize-to-llvm lowers them later), their regions are
// lowered in place. The default region runs on the function's warps; each partition on its
// own, its thread ids relative to its first warp. Values the op passes in or out keep their
// types, cast where the lowered code meets them, and the values the lowered partitions use
// from outside become explicit captures, as Triton's makeAllWarpGroupsIsolatedFromAbove
// makes them.
func WarpSpecializePattern(op *ir.Operation, l *Lowering) (bool, error) {
	ws, ok := ttg.AsWarpSpecialize(op)
	if !ok {
		return false, nil
	}
	l.legal[op] = true
	loc := op.Loc()
	ws.SetExplicitCaptures(l.unconvertedValues(loc, ws.ExplicitCaptures()))
	if err := l.castResultsForward(op); err != nil {
		return true, err
	}
	if err := l.convertRegion(ws.DefaultRegion()); err != nil {
		return true, err
	}
	partitions, ok := ttg.AsWarpSpecializePartitions(ws.PartitionOpHolder().Front().First())
	if !ok {
		return true, ir.OpError(op, "expected a ttg.warp_specialize.partitions op")
	}
	l.legal[partitions.Operation] = true
	numWarps := denseInts(ws.PartitionNumWarpsAttr())
	startIDs := denseInts(ws.WarpGroupStartIdsAttr())
	regions := partitions.PartitionRegions()
	if len(numWarps) != len(regions) {
		return true, ir.OpError(op, "expected one warp count per partition")
	}
	savedWarps, savedBase := l.NumWarps, l.threadIDBase
	defer func() { l.NumWarps, l.threadIDBase = savedWarps, savedBase }()
	for i, r := range regions {
		l.NumWarps = int(numWarps[i])
		// Before allocate-warp-groups the partitions have no start ids (Triton asserts
		// there): their thread ids stay the hardware's.
		l.threadIDBase = 0
		if i < len(startIDs) {
			l.threadIDBase = int(startIDs[i]) * l.ThreadsPerWarp
		}
		if err := l.castPartitionArguments(r.Front()); err != nil {
			return true, ir.OpError(op, "%v", err)
		}
		if err := l.convertRegion(r); err != nil {
			return true, err
		}
	}
	isolatePartitions(ws, partitions)
	return true, nil
}

// WarpGroupTerminatorPattern keeps ttg.warp_yield and ttg.warp_return, the terminators of a
// warp_specialize's regions, with the values they yield in their old types.
func WarpGroupTerminatorPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if y, ok := ttg.AsWarpYield(op); ok {
		l.legal[op] = true
		y.SetValues(l.unconvertedValues(op.Loc(), y.Values()))
		return true, nil
	}
	if _, ok := ttg.AsWarpReturn(op); ok {
		l.legal[op] = true
		return true, nil
	}
	return false, nil
}

// unconvertedValues returns the values an op that stays reads: each lowered value cast back
// to the type it had, as MLIR's conversion leaves the operands of a legal op. It materializes
// the cast once per value, right after the lowered value's definition at the location of the
// op it replaced (at the builder's insertion point, at loc, when a block argument replaced it).
func (l *Lowering) unconvertedValues(loc ir.Location, vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		out[i] = v
		def := v.DefiningOp()
		if v.IsBlockArgument() || l.legal[def] {
			continue
		}
		w := l.Remapped(v)
		if w.Type() == v.Type() {
			continue
		}
		if c := l.castBack(w, v.Type()); c != nil {
			out[i] = c
			continue
		}
		b, castLoc := l.B, loc
		if wDef := w.DefiningOp(); wDef != nil {
			b = ir.NewBuilder(l.Ctx)
			b.SetInsertionPointAfter(wDef)
			castLoc = def.Loc()
		}
		cast := builtin.BuildUnrealizedConversionCast(b, castLoc, []ir.Type{v.Type()}, []*ir.Value{w})
		l.legal[cast.Operation] = true
		out[i] = cast.Outputs()[0]
	}
	return out
}

// castBack returns the result of a cast of w to t that unconvertedValues made, nil if none.
func (l *Lowering) castBack(w *ir.Value, t ir.Type) *ir.Value {
	for _, user := range w.Users() {
		cast, ok := builtin.AsUnrealizedConversionCast(user)
		if ok && l.legal[user] && len(cast.Outputs()) == 1 && cast.Outputs()[0].Type() == t {
			return cast.Outputs()[0]
		}
	}
	return nil
}

// castResultsForward casts each result of op, an op that stays, to its lowered type right
// after op, the value the lowered ops that use it read, as MLIR's conversion materializes it.
func (l *Lowering) castResultsForward(op *ir.Operation) error {
	after := ir.NewBuilder(l.Ctx)
	after.SetInsertionPointAfter(op)
	for _, r := range op.Results() {
		t, err := l.Types.Convert(r.Type())
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		if t != r.Type() {
			cast := builtin.BuildUnrealizedConversionCast(after, op.Loc(), []ir.Type{t}, []*ir.Value{r})
			l.legal[cast.Operation] = true
			l.Map(r, cast.Outputs()[0])
		}
	}
	return nil
}

// convertRegion lowers the ops of a region nested in the op being lowered, its non-entry
// block arguments converted as a function's are.
func (l *Lowering) convertRegion(r *ir.Region) error {
	for _, b := range r.Blocks()[1:] {
		types := make([]ir.Type, len(b.Arguments()))
		for i, a := range b.Arguments() {
			t, err := l.Types.Convert(a.Type())
			if err != nil {
				return ir.OpError(r.ParentOp(), "cannot convert block argument type: %v", err)
			}
			types[i] = t
		}
		l.convertBlockArguments(b, types)
	}
	return l.convertOps(r.Blocks())
}

// castPartitionArguments casts each used argument of a partition's entry block to its
// lowered type at the block's start, the value the lowered ops read: the arguments keep
// their types, as Triton leaves the partitions' signatures. MLIR's conversion materializes
// each cast at the block's start when the first op that reads the argument is lowered, so
// the casts come in the reverse order of the arguments' first uses.
func (l *Lowering) castPartitionArguments(entry *ir.Block) error {
	b := ir.NewBuilder(l.Ctx)
	for _, a := range argumentsByFirstUse(entry) {
		t, err := l.Types.Convert(a.Type())
		if err != nil {
			return err
		}
		if t == a.Type() {
			continue
		}
		b.SetInsertionPointToStart(entry)
		cast := builtin.BuildUnrealizedConversionCast(b, a.Location(), []ir.Type{t}, []*ir.Value{a})
		l.legal[cast.Operation] = true
		l.Map(a, cast.Outputs()[0])
	}
	return nil
}

// argumentsByFirstUse returns the arguments of entry that ops of its region read, in the
// order the conversion reaches their first reader: ops in order, each before the ops nested
// in it, operands in order.
func argumentsByFirstUse(entry *ir.Block) []*ir.Value {
	var args []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, b := range entry.Parent().Blocks() {
		for _, op := range b.Ops() {
			op.Walk(func(o *ir.Operation) ir.WalkResult {
				for _, v := range o.Operands() {
					if v.IsBlockArgument() && v.OwnerBlock() == entry && !seen[v] {
						seen[v] = true
						args = append(args, v)
					}
				}
				return ir.WalkAdvance
			})
		}
	}
	return args
}

// isolatePartitions makes the partitions of ws isolated from above again: each value their
// lowered code uses from outside becomes an explicit capture of ws and an argument of every
// partition, in the order of first use.
func isolatePartitions(ws ttg.WarpSpecializeOp, partitions ttg.WarpSpecializePartitionsOp) {
	var captures []*ir.Value
	seen := map[*ir.Value]bool{}
	partitions.Operation.WalkPostOrder(func(op *ir.Operation) {
		for _, v := range op.Operands() {
			if seen[v] || definedWithin(v, partitions.Operation) {
				continue
			}
			seen[v] = true
			captures = append(captures, v)
		}
	})
	if len(captures) == 0 {
		return
	}
	ws.SetExplicitCaptures(append(ws.ExplicitCaptures(), captures...))
	for _, r := range partitions.PartitionRegions() {
		for _, c := range captures {
			arg := r.Front().AddArgument(c.Type(), c.Location())
			c.ReplaceUsesWithIf(arg, func(u *ir.OpOperand) bool { return inRegion(u.Owner(), r) })
		}
	}
}

// definedWithin reports whether v is defined inside op's regions.
func definedWithin(v *ir.Value, op *ir.Operation) bool {
	b := v.ParentBlock()
	if b == nil || b.Parent() == nil {
		return false
	}
	owner := b.Parent().ParentOp()
	return owner == op || op.IsAncestorOf(owner)
}

// inRegion reports whether op is nested in region r.
func inRegion(op *ir.Operation, r *ir.Region) bool {
	for p := op.ParentRegion(); p != nil; p = p.ParentOp().ParentRegion() {
		if p == r {
			return true
		}
		if p.ParentOp() == nil {
			return false
		}
	}
	return false
}

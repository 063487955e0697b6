package cf

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The canonicalization patterns of ControlFlowOps.cpp (MLIR 22), each labelled with its debug
// name in mlir-opt-22 (its C++ class, as llvm::getTypeName spells it), or, where MLIR adds a
// function, which has no debug name, with the function's name.

// predEdges counts the branch edges into b from the terminators of its region (MLIR's
// predecessor list has one entry per edge).
func predEdges(b *ir.Block) (n int, single *ir.Block) {
	if b.Parent() == nil {
		return 0, nil
	}
	for _, p := range b.Parent().Blocks() {
		t := p.Last()
		if t == nil {
			continue
		}
		for _, s := range t.Successors() {
			if s == b {
				n++
				single = p
			}
		}
	}
	if n != 1 {
		single = nil
	}
	return n, single
}

// uniquePredecessor returns the block all edges into b come from, or nil.
func uniquePredecessor(b *ir.Block) *ir.Block {
	var pred *ir.Block
	for _, p := range b.Parent().Blocks() {
		t := p.Last()
		if t == nil {
			continue
		}
		for _, s := range t.Successors() {
			if s != b {
				continue
			}
			if pred != nil && pred != p {
				return nil
			}
			pred = p
		}
	}
	return pred
}

// constBool returns the value of an i1 constant operand.
func constBool(v *ir.Value) (nonZero, ok bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false, false
	}
	a, isInt := rewrite.ConstantValue(d).(*ir.IntegerAttr)
	if !isInt {
		return false, false
	}
	return a.Value != 0 || a.Big != nil, true
}

// newBranch replaces op by cf.br to dest with operands.
func newBranch(rw *rewrite.Rewriter, op *ir.Operation, dest *ir.Block, operands []*ir.Value) {
	rw.Create(&ir.OperationState{Name: "cf.br", Loc: op.Loc(), Operands: operands, Successors: []*ir.Block{dest}})
	rw.EraseOp(op)
}

// newCondBranch replaces op by cf.cond_br.
func newCondBranch(rw *rewrite.Rewriter, op *ir.Operation, cond *ir.Value, t *ir.Block, tvs []*ir.Value, f *ir.Block, fvs []*ir.Value) {
	operands := append(append([]*ir.Value{cond}, tvs...), fvs...)
	rw.Create(&ir.OperationState{Name: "cf.cond_br", Loc: op.Loc(), Operands: operands, Successors: []*ir.Block{t, f},
		Attrs: []ir.NamedAttribute{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32ArrayAttr([]int32{1, int32(len(tvs)), int32(len(fvs))})}}})
	rw.EraseOp(op)
}

// reachesBranchCycle reports whether the chain of unconditional branches starting at dest
// (entered from succ) comes back to a block it already went through: collapsing into such a
// chain is not attempted, as MLIR 22's collapseBranch.
func reachesBranchCycle(succ, dest *ir.Block) bool {
	visited := map[*ir.Block]bool{succ: true, dest: true}
	for br := dest.Last(); br != nil && br.Name() == "cf.br"; {
		next := br.Successors()[0]
		if visited[next] {
			return true
		}
		visited[next] = true
		br = next.Last()
	}
	return false
}

// collapseBranch follows a successor that holds only an unconditional branch whose block
// arguments are used by that branch alone (and that is neither a self-loop nor a way into a
// cycle of unconditional branches), returning the final destination and operands.
func collapseBranch(succ *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	br := succ.First()
	if br == nil || br != succ.Last() || br.Name() != "cf.br" {
		return succ, operands, false
	}
	for _, a := range succ.Arguments() {
		for _, u := range a.Users() {
			if u != br {
				return succ, operands, false
			}
		}
	}
	dest := br.Successors()[0]
	if dest == succ || reachesBranchCycle(succ, dest) {
		return succ, operands, false
	}
	out := make([]*ir.Value, br.NumOperands())
	for i, v := range br.Operands() {
		if v.IsBlockArgument() && v.OwnerBlock() == succ {
			out[i] = operands[v.Index()]
		} else {
			out[i] = v
		}
	}
	return dest, out, true
}

// mergeBlocks moves the ops of src to the end of dest, replacing src's arguments by args, and
// erases src.
func mergeBlocks(rw *rewrite.Rewriter, src, dest *ir.Block, args []*ir.Value) {
	for i, a := range src.Arguments() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
	for _, o := range src.Ops() {
		o.Remove()
		dest.Append(o)
		if rw.Listener != nil {
			rw.Listener.OpInserted(o)
		}
	}
	src.Parent().RemoveBlock(src)
}

func branchPatterns(add ir.PatternAdder) {
	add(newPattern("cf.br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		succ, here := op.Successors()[0], op.Block()
		// A branch to a block with this one as its single predecessor merges the blocks.
		if n, _ := predEdges(succ); succ != here && n == 1 {
			args := op.Operands()
			rw.EraseOp(op)
			mergeBlocks(rw, succ, here, args)
			return nil
		}
		if succ == here {
			return rewrite.ErrNoMatch
		}
		dest, operands, ok := collapseBranch(succ, op.Operands())
		if !ok {
			return rewrite.ErrNoMatch
		}
		newBranch(rw, op, dest, operands)
		return nil
	}).WithLabel("BranchOp::canonicalize"))
}

func condBranchPatterns(add ir.PatternAdder) {
	// A constant condition takes one edge.
	add(newPattern("cf.cond_br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		taken, ok := constBool(op.Operand(0))
		if !ok {
			return rewrite.ErrNoMatch
		}
		tvs, fvs := condBranchOperands(op)
		if taken {
			newBranch(rw, op, op.Successors()[0], tvs)
		} else {
			newBranch(rw, op, op.Successors()[1], fvs)
		}
		return nil
	}).WithLabel("(anonymous namespace)::SimplifyConstCondBranchPred"))
	// Successors that only branch on are skipped.
	add(newPattern("cf.cond_br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		tvs, fvs := condBranchOperands(op)
		t, tvs2, okT := collapseBranch(op.Successors()[0], tvs)
		f, fvs2, okF := collapseBranch(op.Successors()[1], fvs)
		if !okT && !okF {
			return rewrite.ErrNoMatch
		}
		newCondBranch(rw, op, op.Operand(0), t, tvs2, f, fvs2)
		return nil
	}).WithLabel("(anonymous namespace)::SimplifyPassThroughCondBranch"))
	// Identical successors become one branch, with selects for differing operands when this
	// block is the destination"s only predecessor.
	add(newPattern("cf.cond_br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		dest := op.Successors()[0]
		if dest != op.Successors()[1] {
			return rewrite.ErrNoMatch
		}
		tvs, fvs := condBranchOperands(op)
		same := len(tvs) == len(fvs)
		for i := range tvs {
			same = same && tvs[i] == fvs[i]
		}
		if same {
			newBranch(rw, op, dest, tvs)
			return nil
		}
		if uniquePredecessor(dest) != op.Block() {
			return rewrite.ErrNoMatch
		}
		merged := make([]*ir.Value, len(tvs))
		for i := range tvs {
			if tvs[i] == fvs[i] {
				merged[i] = tvs[i]
				continue
			}
			merged[i] = rw.Create(&ir.OperationState{Name: arith.SelectDef.Name, Loc: op.Loc(),
				Operands: []*ir.Value{op.Operand(0), tvs[i], fvs[i]}, Types: []ir.Type{tvs[i].Type()}}).Result(0)
		}
		newBranch(rw, op, dest, merged)
		return nil
	}).WithLabel("(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors"))
	// A block reached only from a cond_br on the same condition knows the condition.
	add(newPattern("cf.cond_br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		_, pred := predEdges(op.Block())
		if pred == nil {
			return rewrite.ErrNoMatch
		}
		pb := pred.Last()
		if pb.Name() != "cf.cond_br" || pb.Operand(0) != op.Operand(0) {
			return rewrite.ErrNoMatch
		}
		tvs, fvs := condBranchOperands(op)
		if op.Block() == pb.Successors()[0] {
			newBranch(rw, op, op.Successors()[0], tvs)
		} else {
			newBranch(rw, op, op.Successors()[1], fvs)
		}
		return nil
	}).WithLabel("(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition"))
	// Uses of the condition in a successor reached only through this branch see a constant.
	add(newPattern("cf.cond_br", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		cond := op.Operand(0)
		replaced := false
		for i, value := range []bool{true, false} {
			dest := op.Successors()[i]
			if n, _ := predEdges(dest); n != 1 {
				continue
			}
			var c *ir.Value
			for _, use := range cond.Uses() {
				user := use.Owner()
				if user.Block() != dest {
					continue
				}
				if c == nil {
					c = rw.Create(&ir.OperationState{Name: arith.ConstantDef.Name, Loc: op.Loc(), Types: []ir.Type{rw.Ctx.I1()},
						Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.BoolAttr(value)}}}).Result(0)
				}
				rw.ModifyInPlace(user, func() { use.Set(c) })
				replaced = true
			}
		}
		if !replaced {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::CondBranchTruthPropagation"))
}

// switchCases returns the destinations, operands and values of a cf.switch's cases.
func switchCases(op *ir.Operation) (dests []*ir.Block, operands [][]*ir.Value, values []uint64) {
	_, operands = switchOperands(op)
	return op.Successors()[1:], operands, caseValues(op)
}

// newSwitch replaces op by a cf.switch with the given cases.
func newSwitch(rw *rewrite.Rewriter, op *ir.Operation, def *ir.Block, defOps []*ir.Value, dests []*ir.Block, operands [][]*ir.Value, values []uint64) {
	flag := op.Operand(0)
	all := append([]*ir.Value{flag}, defOps...)
	segs := make([]int32, len(dests))
	n := 0
	for i, vs := range operands {
		all = append(all, vs...)
		segs[i] = int32(len(vs))
		n += len(vs)
	}
	attrs := []ir.NamedAttribute{
		{Name: "case_operand_segments", Value: rw.Ctx.DenseI32ArrayAttr(segs)},
		{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32ArrayAttr([]int32{1, int32(len(defOps)), int32(n)})},
	}
	if len(values) > 0 {
		data := make([]uint64, len(values))
		w := ir.IntOrFloatBitWidth(flag.Type())
		for i, v := range values {
			data[i] = uint64(ir.SignExtend(v, w))
		}
		attrs = append(attrs, ir.NamedAttribute{Name: "case_values",
			Value: rw.Ctx.DenseElementsAttr(rw.Ctx.VectorType([]int64{int64(len(values))}, flag.Type(), nil), data)})
	}
	rw.Create(&ir.OperationState{Name: "cf.switch", Loc: op.Loc(), Operands: all,
		Successors: append([]*ir.Block{def}, dests...), Attrs: attrs})
	rw.EraseOp(op)
}

func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func switchPatterns(add ir.PatternAdder) {
	// A switch with only a default branches there; cases that match the default are dropped.
	add(newPattern("cf.switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		def, _ := switchOperands(op)
		dests, _, _ := switchCases(op)
		if len(dests) > 0 {
			return rewrite.ErrNoMatch
		}
		newBranch(rw, op, op.Successors()[0], def)
		return nil
	}).WithLabel("simplifySwitchWithOnlyDefault"))
	add(newPattern("cf.switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		def, _ := switchOperands(op)
		dests, operands, values := switchCases(op)
		var nd []*ir.Block
		var no [][]*ir.Value
		var nv []uint64
		for i, d := range dests {
			if d == op.Successors()[0] && sameValues(operands[i], def) {
				continue
			}
			nd, no, nv = append(nd, d), append(no, operands[i]), append(nv, values[i])
		}
		if len(nd) == len(dests) {
			return rewrite.ErrNoMatch
		}
		newSwitch(rw, op, op.Successors()[0], def, nd, no, nv)
		return nil
	}).WithLabel("dropSwitchCasesThatMatchDefault"))
	// A constant flag takes its case.
	add(newPattern("cf.switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		d := op.Operand(0).DefiningOp()
		if d == nil || !d.HasTrait(ir.ConstantLike) {
			return rewrite.ErrNoMatch
		}
		a, ok := rewrite.ConstantValue(d).(*ir.IntegerAttr)
		if !ok || a.Big != nil {
			return rewrite.ErrNoMatch
		}
		w := ir.IntOrFloatBitWidth(op.Operand(0).Type())
		v := uint64(a.Value)
		if w < 64 {
			v &= 1<<w - 1
		}
		def, _ := switchOperands(op)
		dests, operands, values := switchCases(op)
		for i, c := range values {
			if c == v {
				newBranch(rw, op, dests[i], operands[i])
				return nil
			}
		}
		newBranch(rw, op, op.Successors()[0], def)
		return nil
	}).WithLabel("simplifyConstSwitchValue"))
	// Successors that only branch on are skipped.
	add(newPattern("cf.switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		def, _ := switchOperands(op)
		dests, operands, values := switchCases(op)
		changed := false
		defDest, defOps, ok := collapseBranch(op.Successors()[0], def)
		changed = changed || ok
		nd := make([]*ir.Block, len(dests))
		no := make([][]*ir.Value, len(dests))
		for i := range dests {
			nd[i], no[i], ok = collapseBranch(dests[i], operands[i])
			changed = changed || ok
		}
		if !changed {
			return rewrite.ErrNoMatch
		}
		newSwitch(rw, op, defDest, defOps, nd, no, values)
		return nil
	}).WithLabel("simplifyPassThroughSwitch"))
	add(newPattern("cf.switch", 1, switchFromSwitchOnSameFlag).WithLabel("simplifySwitchFromSwitchOnSameCondition"))
	add(newPattern("cf.switch", 1, switchFromDefaultOfSwitchOnSameFlag).WithLabel("simplifySwitchFromDefaultSwitchOnSameCondition"))
}

// predecessorSwitch returns the switch on the same flag that ends the only predecessor block
// of op's block, or nil.
func predecessorSwitch(op *ir.Operation) *ir.Operation {
	pred := uniquePredecessor(op.Block())
	if pred == nil {
		return nil
	}
	ps := pred.Last()
	if ps == nil || ps.Name() != "cf.switch" || ps.Operand(0) != op.Operand(0) {
		return nil
	}
	return ps
}

// switchFromSwitchOnSameFlag branches directly when the block is reached only from a case of
// a switch on the same flag, whose value is then known (MLIR's
// simplifySwitchFromSwitchOnSameCondition).
func switchFromSwitchOnSameFlag(op *ir.Operation, rw *rewrite.Rewriter) error {
	ps := predecessorSwitch(op)
	if ps == nil || ps.Successors()[0] == op.Block() {
		return rewrite.ErrNoMatch
	}
	def, _ := switchOperands(op)
	dests, operands, values := switchCases(op)
	pdests, _, pvalues := switchCases(ps)
	for i, d := range pdests {
		if d != op.Block() {
			continue
		}
		for j, v := range values {
			if v == pvalues[i] {
				newBranch(rw, op, dests[j], operands[j])
				return nil
			}
		}
		break
	}
	newBranch(rw, op, op.Successors()[0], def)
	return nil
}

// switchFromDefaultOfSwitchOnSameFlag drops the cases that cannot be taken when the block is
// reached only as the default of a switch on the same flag (MLIR's
// simplifySwitchFromDefaultSwitchOnSameCondition).
func switchFromDefaultOfSwitchOnSameFlag(op *ir.Operation, rw *rewrite.Rewriter) error {
	ps := predecessorSwitch(op)
	if ps == nil || ps.Successors()[0] != op.Block() {
		return rewrite.ErrNoMatch
	}
	impossible := map[uint64]bool{}
	pdests, _, pvalues := switchCases(ps)
	for i, d := range pdests {
		if d != op.Block() {
			impossible[pvalues[i]] = true
		}
	}
	def, _ := switchOperands(op)
	dests, operands, values := switchCases(op)
	var nd []*ir.Block
	var no [][]*ir.Value
	var nv []uint64
	for i, v := range values {
		if !impossible[v] {
			nd, no, nv = append(nd, dests[i]), append(no, operands[i]), append(nv, v)
		}
	}
	if len(nv) == len(values) {
		return rewrite.ErrNoMatch
	}
	newSwitch(rw, op, op.Successors()[0], def, nd, no, nv)
	return nil
}

func assertPatterns(add ir.PatternAdder) {
	add(newPattern("cf.assert", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if v, ok := constBool(op.Operand(0)); !ok || !v {
			return rewrite.ErrNoMatch
		}
		rw.EraseOp(op)
		return nil
	}).WithLabel("AssertOp::canonicalize"))
}

// newPattern is rewrite.NewPattern for a pattern that must not see erased ops: the greedy
// driver may queue an op again after erasing it (it erases nested ops first to last and
// re-queues the producers of an erased op's operands), and such an op has lost its operands
// or hangs below a detached op.
func newPattern(root string, benefit int, fn func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.FuncPattern {
	return rewrite.NewPattern(root, benefit, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if !attached(op) {
			return rewrite.ErrNoMatch
		}
		return fn(op, rw)
	})
}

// attached reports whether op and its ancestors keep their operands and lead up to an
// isolated-from-above (or unregistered) op without a block: the op a pass runs on.
func attached(op *ir.Operation) bool {
	for {
		for _, v := range op.Operands() {
			if v == nil {
				return false
			}
		}
		b := op.Block()
		if b == nil {
			return op.Def() == nil || op.HasTrait(ir.IsolatedFromAbove)
		}
		if op = b.ParentOp(); op == nil {
			return false
		}
	}
}

package llvm

import (
	"sort"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// insertValuePatterns adds the canonicalization patterns of llvm.insertvalue, labelled with
// the debug name of MLIR's class.
func insertValuePatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("llvm.insertvalue", 1, resolveExtractValueSource).WithLabel("(anonymous namespace)::ResolveExtractValueSource"))
}

// resolveExtractValueSource makes the extractvalue users of an insertvalue read from the
// closest insertvalue up the chain that writes the member they read (or from the container
// at the top of the chain when none does), as MLIR's ResolveExtractValueSource: one walk up
// the chain serves every extract, where the extractvalue folder would walk once per extract.
func resolveExtractValueSource(op *ir.Operation, rw *rewrite.Rewriter) error {
	insertBase := positionOf(op)[0]
	// Most inserts feed only the next insert of their chain: the map is made for the first
	// extract of another member. Walking the use list in order visits each extract once, in
	// the order of Users (an extract has one operand).
	var byMember map[int64][]*ir.Operation
	for use := op.Result(0).FirstUse(); use != nil; use = use.NextUse() {
		u := use.Owner()
		if u.Name() != "llvm.extractvalue" || u.Operand(0) != op.Result(0) {
			continue
		}
		if base := positionOf(u)[0]; base != insertBase {
			if byMember == nil {
				byMember = map[int64][]*ir.Operation{}
			}
			byMember[base] = append(byMember[base], u)
		}
	}
	if byMember == nil {
		return rewrite.ErrNoMatch
	}
	changed := false
	retarget := func(extracts []*ir.Operation, v *ir.Value) {
		for _, e := range extracts {
			rw.ModifyInPlace(e, func() { e.SetOperand(0, v) })
		}
		changed = true
	}
	next := op.Operand(0)
	for len(byMember) > 0 {
		cur := next.DefiningOp()
		if cur == nil || cur.Name() != "llvm.insertvalue" {
			break
		}
		next = cur.Operand(0)
		base := positionOf(cur)[0]
		if extracts, ok := byMember[base]; ok {
			retarget(extracts, cur.Result(0))
			delete(byMember, base)
		}
	}
	members := make([]int64, 0, len(byMember))
	for m := range byMember {
		members = append(members, m)
	}
	sort.Slice(members, func(i, j int) bool { return members[i] < members[j] })
	for _, m := range members {
		retarget(byMember[m], next)
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

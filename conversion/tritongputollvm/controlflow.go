package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// withSuccessors is an ir.OpCreator that gives the ops it creates the successor blocks the
// generated branch builders leave out.
type withSuccessors struct {
	*ir.Builder
	successors []*ir.Block
}

// Create creates the op with the successors.
func (w withSuccessors) Create(st *ir.OperationState) *ir.Operation {
	st.Successors = w.successors
	return w.Builder.Create(st)
}

// BranchPattern is Triton's (MLIR's) lowering of cf.br and cf.cond_br to llvm.br and
// llvm.cond_br, with the converted operands.
func BranchPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if br, ok := cf.AsBranch(op); ok {
		llvm.BuildBr(withSuccessors{l.B, []*ir.Block{br.Dest()}}, op.Loc(), l.branchOperands(br.DestOperands()))
		return true, nil
	}
	if br, ok := cf.AsCondBranch(op); ok {
		llvm.BuildCondBr(withSuccessors{l.B, []*ir.Block{br.TrueDest(), br.FalseDest()}}, op.Loc(),
			l.Remapped(br.Condition()), l.branchOperands(br.TrueDestOperands()), l.branchOperands(br.FalseDestOperands()))
		return true, nil
	}
	return false, nil
}

// remapAll returns the remapped values.
func (l *Lowering) remapAll(vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		out[i] = l.Remapped(v)
	}
	return out
}

// convertBlockArguments gives a block's arguments their converted types; a converted
// argument is cast back to its old type at the block's start for the ops not lowered yet.
func (l *Lowering) convertBlockArguments(b *ir.Block, types []ir.Type) {
	for i, a := range b.Arguments() {
		if types[i] == a.Type() {
			continue
		}
		old := a.Type()
		a.SetType(types[i])
		l.B.SetInsertionPointToStart(b)
		cast := builtin.BuildUnrealizedConversionCast(l.B, a.Location(), []ir.Type{old}, []*ir.Value{a})
		back := cast.Outputs()[0]
		a.ReplaceUsesWithIf(back, func(u *ir.OpOperand) bool { return u.Owner() != cast.Operation })
		if l.Axis != nil {
			l.Axis.Share(a, back)
		}
		l.legal[cast.Operation] = true
		if b.IsEntry() {
			l.Map(back, a)
		} else {
			l.trackBlockArgumentCast(a, back, cast.Operation)
		}
	}
}

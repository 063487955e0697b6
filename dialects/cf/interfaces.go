package cf

import "github.com/ttgo/ttgo/ir"

// The BranchOpInterface of the cf branches, as MLIR's ControlFlowOps.cpp implements it: each
// successor takes its own operand group, and a constant condition or flag picks the successor.

var branchInterface = &ir.BranchInterface{
	Slots: []int{0},
	SuccessorForOperands: func(op *ir.Operation, _ []ir.Attribute) *ir.Block {
		return ir.View[BranchOp](op).Dest()
	},
}

var condBranchInterface = &ir.BranchInterface{
	Slots: []int{1, 2},
	SuccessorForOperands: func(op *ir.Operation, operands []ir.Attribute) *ir.Block {
		c, ok := operands[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		br := ir.View[CondBranchOp](op)
		if c.Value != 0 {
			return br.TrueDest()
		}
		return br.FalseDest()
	},
}

var switchInterface = withSuccessorForOperands(ir.SwitchBranch(1, 2, "case_operand_segments"), switchSuccessor)

func withSuccessorForOperands(b *ir.BranchInterface, f func(*ir.Operation, []ir.Attribute) *ir.Block) *ir.BranchInterface {
	b.SuccessorForOperands = f
	return b
}

// switchSuccessor is the destination of the case whose value a constant flag has (compared in
// the flag's width), else the default destination.
func switchSuccessor(op *ir.Operation, operands []ir.Attribute) *ir.Block {
	flag, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	sw := ir.View[SwitchOp](op)
	cases, ok := sw.CaseValuesAttr().(*ir.DenseElementsAttr)
	if !ok {
		return sw.DefaultDestination()
	}
	mask := ^uint64(0)
	if w := ir.IntOrFloatBitWidth(flag.Type); w < 64 {
		mask = 1<<uint(w) - 1
	}
	dests := sw.CaseDestinations()
	for i := range int(ir.NumElements(cases.Type.Shape())) {
		d := cases.Data[0]
		if !cases.Splat {
			d = cases.Data[i]
		}
		if d&mask == uint64(flag.Value)&mask && i < len(dests) {
			return dests[i]
		}
	}
	return sw.DefaultDestination()
}

// ReplaceByBranch replaces ret, which returns from an inlined callable body, by a cf.br to
// dest with ret's operands: the BranchToContinuation of the inliners of func and tt.
func ReplaceByBranch(b ir.OpCreator, ret *ir.Operation, dest *ir.Block) {
	b.Create(&ir.OperationState{Name: BranchDef.Name, Loc: ret.Loc(), Operands: ret.Operands(), Successors: []*ir.Block{dest}})
	ret.Erase()
}

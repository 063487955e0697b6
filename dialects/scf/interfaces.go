package scf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The op interfaces of the scf ops, as MLIR's SCF.cpp implements them: region control flow
// (RegionBranchOpInterface, with scf.yield, scf.condition and scf.reduce ending the regions),
// loops (LoopLikeOpInterface) and speculatability.

// parentOnly is the region successors of an op whose regions all return to it.
func parentOnly(op *ir.Operation, _ *ir.Region) []ir.RegionSuccessor {
	return []ir.RegionSuccessor{ir.ParentSuccessor(op)}
}

// bodyArgs returns the arguments of the entry block of r (none for an empty region).
func bodyArgs(r *ir.Region) []*ir.Value {
	if r.Empty() {
		return nil
	}
	return r.Front().Arguments()
}

// yielded returns the operands of the terminator of r's entry block (none without one).
func yielded(r *ir.Region) []*ir.Value {
	if r.Empty() || r.Front().Last() == nil {
		return nil
	}
	return r.Front().Last().Operands()
}

// forBody is the successor that enters scf.for's body: its inputs are the iteration arguments,
// not the induction variable.
func forBody(op *ir.Operation) ir.RegionSuccessor {
	r := ir.View[ForOp](op).Region()
	args := bodyArgs(r)
	if len(args) > 0 {
		args = args[1:]
	}
	return ir.RegionSuccessor{Region: r, Inputs: args}
}

// forLoop enters the body or, for a loop that runs no iteration, leaves with the inits; each
// iteration does the same.
func forLoop(op *ir.Operation) []ir.RegionSuccessor {
	return []ir.RegionSuccessor{forBody(op), ir.ParentSuccessor(op)}
}

var forRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor { return forLoop(op) },
	EntrySuccessorOperands: func(op *ir.Operation, _ ir.RegionSuccessor) []*ir.Value {
		return ir.View[ForOp](op).InitArgs()
	},
	RegionSuccessors: func(op *ir.Operation, _ *ir.Region) []ir.RegionSuccessor { return forLoop(op) },
}

var forLoopLike = &ir.LoopLikeInterface{
	Regions: func(op *ir.Operation) []*ir.Region { return []*ir.Region{ir.View[ForOp](op).Region()} },
	InductionVars: func(op *ir.Operation) []*ir.Value {
		if args := bodyArgs(ir.View[ForOp](op).Region()); len(args) > 0 {
			return args[:1]
		}
		return nil
	},
	Inits:          func(op *ir.Operation) []*ir.Value { return ir.View[ForOp](op).InitArgs() },
	RegionIterArgs: func(op *ir.Operation) []*ir.Value { return forBody(op).Inputs },
	YieldedValues:  func(op *ir.Operation) []*ir.Value { return yielded(ir.View[ForOp](op).Region()) },
}

// forSpeculatability: a loop with a constant step of one terminates whatever its bounds, so it
// is as speculatable as its body; with another step it might not terminate.
func forSpeculatability(op *ir.Operation) ir.Speculatability {
	step, ok := rewrite.ConstantValue(ir.View[ForOp](op).Step().DefiningOp()).(*ir.IntegerAttr)
	if ok && step.Value == 1 {
		return ir.RecursivelySpeculatable
	}
	return ir.NotSpeculatable
}

func recursivelySpeculatable(*ir.Operation) ir.Speculatability { return ir.RecursivelySpeculatable }

var whileRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor {
		return []ir.RegionSuccessor{ir.RegionEntry(ir.View[WhileOp](op).Before())}
	},
	EntrySuccessorOperands: func(op *ir.Operation, _ ir.RegionSuccessor) []*ir.Value {
		return ir.View[WhileOp](op).Inits()
	},
	RegionSuccessors: func(op *ir.Operation, r *ir.Region) []ir.RegionSuccessor {
		w := ir.View[WhileOp](op)
		if r == w.After() {
			return []ir.RegionSuccessor{ir.RegionEntry(w.Before())}
		}
		return []ir.RegionSuccessor{ir.RegionEntry(w.After()), ir.ParentSuccessor(op)}
	},
}

var whileLoopLike = &ir.LoopLikeInterface{
	Regions: func(op *ir.Operation) []*ir.Region {
		w := ir.View[WhileOp](op)
		return []*ir.Region{w.Before(), w.After()}
	},
	Inits:          func(op *ir.Operation) []*ir.Value { return ir.View[WhileOp](op).Inits() },
	RegionIterArgs: func(op *ir.Operation) []*ir.Value { return bodyArgs(ir.View[WhileOp](op).Before()) },
	YieldedValues:  func(op *ir.Operation) []*ir.Value { return yielded(ir.View[WhileOp](op).After()) },
}

// conditionTerminator: scf.condition forwards its args to the after region, or out of the loop,
// as its condition says.
var conditionTerminator = &ir.RegionBranchTerminatorInterface{
	SuccessorOperands: func(op *ir.Operation, _ ir.RegionSuccessor) []*ir.Value {
		return ir.View[ConditionOp](op).Args()
	},
	SuccessorRegions: func(op *ir.Operation, operands []ir.Attribute) []ir.RegionSuccessor {
		w := ir.View[WhileOp](op.ParentOp())
		c, known := operands[0].(*ir.IntegerAttr)
		var out []ir.RegionSuccessor
		if !known || c.Value != 0 {
			out = append(out, ir.RegionEntry(w.After()))
		}
		if !known || c.Value == 0 {
			out = append(out, ir.ParentSuccessor(w.Operation))
		}
		return out
	},
}

var ifRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, operands []ir.Attribute) []ir.RegionSuccessor {
		o := ir.View[IfOp](op)
		c, known := operands[0].(*ir.IntegerAttr)
		var out []ir.RegionSuccessor
		if !known || c.Value != 0 {
			out = append(out, ir.RegionEntry(o.ThenRegion()))
		}
		if !known || c.Value == 0 {
			if o.ElseRegion().Empty() {
				out = append(out, ir.ParentSuccessor(op))
			} else {
				out = append(out, ir.RegionEntry(o.ElseRegion()))
			}
		}
		return out
	},
	RegionSuccessors: parentOnly,
}

var executeRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor {
		return []ir.RegionSuccessor{ir.RegionEntry(ir.View[ExecuteRegionOp](op).Region())}
	},
	RegionSuccessors: parentOnly,
}

// indexSwitchRegionBranch enters the case whose value the argument has, the default region
// when none has it, and any region when the argument is unknown.
var indexSwitchRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, operands []ir.Attribute) []ir.RegionSuccessor {
		o := ir.View[IndexSwitchOp](op)
		cases := o.CaseRegions()
		c, known := operands[0].(*ir.IntegerAttr)
		if !known {
			var out []ir.RegionSuccessor
			for _, r := range cases {
				out = append(out, ir.RegionEntry(r))
			}
			return append(out, ir.RegionEntry(o.DefaultRegion()))
		}
		for i, v := range ir.IntsAttrValue(o.CasesAttr()) {
			if v == c.Value && i < len(cases) {
				return []ir.RegionSuccessor{ir.RegionEntry(cases[i])}
			}
		}
		return []ir.RegionSuccessor{ir.RegionEntry(o.DefaultRegion())}
	},
	RegionSuccessors: parentOnly,
}

// parallelRegionBranch is that of scf.forall and scf.parallel: the body runs any number of
// times, none included, and returns to the op. Their terminators forward nothing to the body's
// arguments, which stay unknown.
var parallelRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor {
		return []ir.RegionSuccessor{{Region: op.Region(0)}, ir.ParentSuccessor(op)}
	},
	RegionSuccessors: parentOnly,
}

var forallLoopLike = &ir.LoopLikeInterface{
	Regions: func(op *ir.Operation) []*ir.Region { return []*ir.Region{ir.View[ForallOp](op).Region()} },
	InductionVars: func(op *ir.Operation) []*ir.Value {
		args := bodyArgs(ir.View[ForallOp](op).Region())
		return args[:max(len(args)-len(ir.View[ForallOp](op).Outputs()), 0)]
	},
	Inits: func(op *ir.Operation) []*ir.Value { return ir.View[ForallOp](op).Outputs() },
	RegionIterArgs: func(op *ir.Operation) []*ir.Value {
		args := bodyArgs(ir.View[ForallOp](op).Region())
		return args[max(len(args)-len(ir.View[ForallOp](op).Outputs()), 0):]
	},
}

var parallelLoopLike = &ir.LoopLikeInterface{
	Regions:       func(op *ir.Operation) []*ir.Region { return []*ir.Region{ir.View[ParallelOp](op).Region()} },
	InductionVars: func(op *ir.Operation) []*ir.Value { return bodyArgs(ir.View[ParallelOp](op).Region()) },
	Inits:         func(op *ir.Operation) []*ir.Value { return ir.View[ParallelOp](op).InitVals() },
}

// reduceTerminator: scf.reduce ends scf.parallel's body; its operands go to its own reduction
// regions, not to where control goes.
var reduceTerminator = &ir.RegionBranchTerminatorInterface{
	SuccessorOperands: func(*ir.Operation, ir.RegionSuccessor) []*ir.Value { return nil },
}

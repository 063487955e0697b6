package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// mapKernelResults records, for the epilogue, which kernel loop result carries each
// loop-carried value at the version the epilogue first reads (the end of Triton's
// createKernel).
func (e *expander) mapKernelResults(n scf.ForOp) {
	iterArgs := body(e.forOp).Arguments()[1:]
	for i, v := range body(e.forOp).Terminator().Operands() {
		defStage, ok := e.stages[v.DefiningOp()]
		switch {
		case !ok || v.DefiningOp() == nil:
			for stage := 1; stage <= e.maxStage; stage++ {
				e.setValueMapping(iterArgs[i], v, stage)
			}
		case defStage > 0:
			e.setValueMapping(iterArgs[i], n.Results()[i], e.maxStage-defStage+1)
		}
	}
}

// emitEpilogue is Triton's emitEpilogue: after the kernel loop, part i (1 to maxStage) runs
// the ops of stages i and later for the iterations the kernel left, predicated on the loop
// having had that many iterations when its bounds are not constants. It returns the values
// that replace the loop's results.
func (e *expander) emitEpilogue(kernelResults []*ir.Value) []*ir.Value {
	loc := e.forOp.Loc()
	t := e.lb.Type()
	constant := func(v int) *ir.Value { return constantOfType(e.b, loc, t, v) }
	zero, one := constant(0), constant(1)
	stepNegative := cmpI(e.b, loc, cmpISlt, e.step, zero)
	stepDecr := arith.BuildSelect(e.b, loc, t, stepNegative, one, constant(-1)).Result()
	rangeDiff := arith.BuildSubI(e.b, loc, e.ub, e.lb).Result()
	rangeIncrStep := arith.BuildAddI(e.b, loc, rangeDiff, e.step).Result()
	rangeDecr := arith.BuildAddI(e.b, loc, rangeIncrStep, stepDecr).Result()
	totalIterations := arith.BuildDivSI(e.b, loc, rangeDecr, e.step).Result()
	iter := arith.BuildSubI(e.b, loc, totalIterations, constant(e.maxStage)).Result()
	iter = arith.BuildMaxSI(e.b, loc, zero, iter).Result()
	iv := body(e.forOp).Argument(0)
	predicates := make([]*ir.Value, e.maxStage+1)
	for i := 1; i <= e.maxStage; i++ {
		mul := arith.BuildMulI(e.b, loc, e.step, iter).Result()
		e.setValueMapping(iv, arith.BuildAddI(e.b, loc, e.lb, mul).Result(), i)
		iter = arith.BuildAddI(e.b, loc, iter, one).Result()
		if e.dynamicLoop {
			predicates[i] = cmpI(e.b, loc, cmpISge, totalIterations, constant(i))
		}
	}
	returnValues := append([]*ir.Value(nil), kernelResults...)
	iterArgs := body(e.forOp).Arguments()[1:]
	yield := body(e.forOp).Terminator()
	for i := 1; i <= e.maxStage; i++ {
		returnVersion := make([]int, len(returnValues))
		for _, op := range e.opOrder {
			stage := e.stages[op]
			if stage < i {
				continue
			}
			version := e.maxStage - stage + i
			newOp := e.cloneAndUpdateOperands(op, func(o *ir.Operation, k int) {
				if m, ok := e.valueMapping[o.Operand(k)]; ok && m[version] != nil {
					o.SetOperand(k, m[version])
				}
			})
			if e.dynamicLoop {
				newOp = e.predicate(e.b, newOp, predicates[version])
			}
			e.annotateOp(newOp, EpiloguePart, i-1)
			for r, res := range op.Results() {
				newRes := newOp.Result(r)
				e.setValueMapping(res, newRes, version)
				for y, v := range yield.Operands() {
					if v != res {
						continue
					}
					returnValues[y] = newRes
					returnVersion[y] = version
					if version+1 <= e.maxStage {
						e.setValueMapping(iterArgs[y], newRes, version+1)
					}
				}
			}
		}
		if !e.dynamicLoop {
			continue
		}
		for y, version := range returnVersion {
			if version == 0 {
				continue
			}
			prev := e.valueMapping[iterArgs[y]][version]
			sel := arith.BuildSelect(e.b, loc, returnValues[y].Type(), predicates[version], returnValues[y], prev).Result()
			returnValues[y] = sel
			if version+1 <= e.maxStage {
				e.setValueMapping(iterArgs[y], sel, version+1)
			}
		}
	}
	return returnValues
}

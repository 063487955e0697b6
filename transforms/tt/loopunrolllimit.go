package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// maxUnrolledOps bounds the ops an unrolled loop body may hold (the body's ops, nested ones
// included, times the factor). Real kernels stay far below it; a factor beyond it is an input
// error that would otherwise take minutes and gigabytes before failing.
const maxUnrolledOps = 100_000

// checkUnrolledSize returns a diagnostic at the loop when unrolling it by factor would make a
// body of more than maxUnrolledOps ops.
func checkUnrolledSize(loop scf.ForOp, factor uint64) error {
	n := uint64(0)
	for o := loop.Region().Front().First(); o != nil; o = o.Next() {
		o.Walk(func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
	}
	if n == 0 || factor <= maxUnrolledOps/n {
		return nil
	}
	return ir.Errorf(loop.Loc(), "'%s' = %d would unroll a body of %d ops into more than %d ops", unrollFactorAttr, factor, n, maxUnrolledOps)
}

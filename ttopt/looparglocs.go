package ttopt

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// restoreLoopArgLocations completes the locations --name-locs-from-arg-names gives the
// arguments of scf.for bodies. scf.for's printer shows no argument locations, so the parser
// can only name the place in the text; Triton's builder gives the induction variable the loop's
// location at build time (the loop's location less the names the frontend later put on it)
// and each iter_arg its init value's location (a call's, when the init was inlined since), and
// the frontend names them. Restoring those
// origins lets a Triton dump print back byte for byte, and a pass that copies an argument's
// location (a convert_layout of a loop-carried accumulator) gives what Triton gives. The walk
// is pre-order, so that an inner loop's init value that is an outer loop's argument is
// already complete.
func restoreLoopArgLocations(module *ir.Operation, fileName string) {
	ctx := module.Context()
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		loop, ok := scf.AsFor(op)
		if !ok || len(loop.Region().Blocks()) == 0 {
			return ir.WalkAdvance
		}
		inits := loop.InitArgs()
		for i, a := range loop.Region().Blocks()[0].Arguments() {
			named, ok := a.Loc.(*ir.NameLoc)
			if !ok || !isTextPosition(named.Child, fileName) {
				continue
			}
			origin := unnamed(op.Loc())
			if i > 0 && i <= len(inits) {
				origin = outermostCaller(inits[i-1].Location())
			}
			a.Loc = ctx.NameLoc(named.Name, origin)
		}
		return ir.WalkAdvance
	})
}

// isTextPosition reports whether l is a position in the input file itself, the location the
// parser gives what the text does not locate.
func isTextPosition(l ir.Location, fileName string) bool {
	flc, ok := l.(*ir.FileLineColLoc)
	return ok && flc.File == fileName
}

// unnamed strips the NameLocs around l.
func unnamed(l ir.Location) ir.Location {
	for {
		named, ok := l.(*ir.NameLoc)
		if !ok || named.Child == nil {
			return l
		}
		l = named.Child
	}
}

// outermostCaller returns the location of the call that an op inlined at l came from: the
// bottom of l's call-site stack, or l when it is no call site.
func outermostCaller(l ir.Location) ir.Location {
	for {
		site, ok := l.(*ir.CallSiteLoc)
		if !ok {
			return l
		}
		l = site.Caller
	}
}

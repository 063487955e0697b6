package mlirgen

import "fmt"

// edgeLoopVariants are the scf.for shapes edgeLoopBounds writes, noted in Stats.Kinds under
// these names: a constant step of zero (the loop never runs, mlir-opt-22's canonicalize drops
// it), a negative constant step, equal bounds, and constant bounds in the wrong order.
var edgeLoopVariants = []string{"scf.for.step_zero", "scf.for.step_negative", "scf.for.equal_bounds", "scf.for.reversed_bounds"}

// edgeLoopBounds returns the lower bound, upper bound and step of an scf.for of type t that
// runs zero times or has a step passes must not divide by, from the bounds lbUb drawn for it.
func (g *gen) edgeLoopBounds(t string, lbUb []string) []string {
	constant := func(v int) string {
		name := g.newVal(t)
		g.op("arith.constant.step", fmt.Sprintf("%s = arith.constant %d : %s", name, v, t))
		return name
	}
	variant := pick(g, edgeLoopVariants)
	g.kinds[variant]++
	switch variant {
	case "scf.for.step_zero":
		return []string{lbUb[0], lbUb[1], constant(0)}
	case "scf.for.step_negative":
		return []string{lbUb[0], lbUb[1], constant(-1 - g.intn(4))}
	case "scf.for.equal_bounds":
		return []string{lbUb[0], lbUb[0], g.step(t)}
	default:
		hi := 1 + g.intn(8)
		return []string{constant(hi), constant(hi - 1 - g.intn(4)), g.step(t)}
	}
}

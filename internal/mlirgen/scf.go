package mlirgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

func scfKinds() []*kind {
	nest := func(name string, emit func(g *gen) bool) *kind {
		return &kind{name: name, dialect: DialectSCF, nest: true, emit: emit}
	}
	return []*kind{
		{name: "arith.constant.step", dialect: DialectSCF, also: DialectArith},
		nest("scf.for", func(g *gen) bool { return g.scfFor("index") }),
		nest("scf.for.int", func(g *gen) bool { return g.scfFor(pick(g, []string{"i32", "i64", "i16"})) }),
		nest("scf.if", (*gen).scfIf),
		nest("scf.if.results", (*gen).scfIfResults),
		nest("scf.while", (*gen).scfWhile),
		nest("scf.execute_region", (*gen).scfExecuteRegion),
		{name: "scf.execute_region.multiblock", dialect: DialectSCF, nest: true, branch: true,
			emit: (*gen).scfExecuteRegion},
		nest("scf.index_switch", (*gen).scfIndexSwitch),
		nest("scf.forall", (*gen).scfForall),
		nest("scf.forall.bounds", (*gen).scfForall),
		nest("scf.parallel", (*gen).scfParallel),
		nest("scf.parallel.reduce", (*gen).scfParallel),
		{name: "scf.yield", dialect: DialectSCF},
		{name: "scf.condition", dialect: DialectSCF},
		{name: "scf.reduce", dialect: DialectSCF},
		{name: "scf.reduce.return", dialect: DialectSCF},
	}
}

func cfKinds() []*kind {
	return []*kind{
		{name: "cf.br", dialect: DialectCF, branch: true},
		{name: "cf.cond_br", dialect: DialectCF, branch: true},
		{name: "cf.switch", dialect: DialectCF, branch: true},
		{name: "cf.assert", dialect: DialectCF, emit: func(g *gen) bool {
			c, ok := g.use("i1")
			if !ok {
				return false
			}
			g.op("cf.assert", fmt.Sprintf("cf.assert %s, %s", c, g.stringLiteral()))
			return true
		}},
	}
}

// reserve names the results of a region op without defining them: they become visible only
// after the op's regions, through define.
func (g *gen) reserve(ts []string) (string, []string) {
	switch len(ts) {
	case 0:
		return "", nil
	case 1:
		v := g.fresh()
		return v + " = ", []string{v}
	}
	base := g.fresh()
	uses := make([]string, len(ts))
	for i := range ts {
		uses[i] = base + "#" + strconv.Itoa(i)
	}
	return fmt.Sprintf("%s:%d = ", base, len(ts)), uses
}

// define adds reserved results to the current scope.
func (g *gen) define(names, ts []string) {
	for i, n := range names {
		g.def(n, ts[i])
	}
}

// arrowTypes formats " -> (a, b)" or "".
func arrowTypes(ts []string) string {
	if len(ts) == 0 {
		return ""
	}
	return " -> (" + strings.Join(ts, ", ") + ")"
}

// body fills an entered region with about n ops and its terminator.
func (g *gen) body(term func()) {
	g.block(g.regionBudget())
	term()
}

// scfYield returns a terminator writing scf.yield of types ts; with no types it sometimes
// relies on the implicit terminator.
func (g *gen) scfYield(ts []string) func() {
	return func() {
		if len(ts) == 0 && g.chance(0.5) {
			return
		}
		g.yield("scf.yield", "scf.yield", ts)
	}
}

// explicitYield returns a terminator writing scf.yield of types ts, also when ts is empty:
// scf.index_switch and the after region of scf.while have no implicit terminator.
func (g *gen) explicitYield(ts []string) func() {
	return func() { g.yield("scf.yield", "scf.yield", ts) }
}

func (g *gen) scfFor(ivType string) bool {
	bounds, ok := g.uses(ivType, ivType)
	if !ok {
		return false
	}
	if g.cfg.EdgeLoops && g.has(DialectArith) && g.chance(0.25) {
		bounds = g.edgeLoopBounds(ivType, bounds)
	} else {
		bounds = append(bounds, g.step(ivType))
	}
	iters := g.yieldTypes(3)
	inits, ok := g.uses(iters...)
	if !ok {
		return false
	}
	def, res := g.reserve(iters)
	iv := g.fresh()
	args := make([]string, len(iters))
	for i := range iters {
		args[i] = g.fresh()
	}
	head := fmt.Sprintf("%sscf.for %s = %s to %s step %s", def, iv, bounds[0], bounds[1], bounds[2])
	if len(iters) > 0 {
		pairs := make([]string, len(iters))
		for i := range iters {
			pairs[i] = args[i] + " = " + inits[i]
		}
		head += " iter_args(" + joinVals(pairs) + ")" + arrowTypes(iters)
	}
	if ivType != "index" {
		head += " : " + ivType
	}
	g.line(head + " {")
	if ivType == "index" {
		g.note("scf.for")
	} else {
		g.note("scf.for.int")
	}
	g.enter()
	g.def(iv, ivType)
	g.define(args, iters)
	g.body(g.scfYield(iters))
	g.leave()
	g.line("}")
	g.define(res, iters)
	return true
}

func (g *gen) scfIf() bool {
	c, ok := g.use("i1")
	if !ok {
		return false
	}
	g.linef("scf.if %s {", c)
	g.note("scf.if")
	g.enter()
	g.body(g.scfYield(nil))
	g.leave()
	if g.chance(0.5) {
		g.line("} else {")
		g.enter()
		g.body(g.scfYield(nil))
		g.leave()
	}
	g.line("}")
	return true
}

func (g *gen) scfIfResults() bool {
	c, ok := g.use("i1")
	if !ok {
		return false
	}
	ts := g.yieldTypes(3)
	if len(ts) == 0 {
		ts = []string{g.anyValueType()}
	}
	def, res := g.reserve(ts)
	g.linef("%sscf.if %s%s {", def, c, arrowTypes(ts))
	g.note("scf.if.results")
	g.enter()
	g.body(g.scfYield(ts))
	g.leave()
	g.line("} else {")
	g.enter()
	g.body(g.scfYield(ts))
	g.leave()
	g.line("}")
	g.define(res, ts)
	return true
}

func (g *gen) scfWhile() bool {
	before := g.yieldTypes(2)
	after := g.yieldTypes(2)
	if g.chance(0.4) {
		after = before
	}
	inits, ok := g.uses(before...)
	if !ok {
		return false
	}
	def, res := g.reserve(after)
	args := make([]string, len(before))
	pairs := make([]string, len(before))
	for i := range before {
		args[i] = g.fresh()
		pairs[i] = args[i] + " = " + inits[i]
	}
	g.linef("%sscf.while (%s) : (%s) -> (%s) {", def, joinVals(pairs), strings.Join(before, ", "), strings.Join(after, ", "))
	g.note("scf.while")
	g.enter()
	g.define(args, before)
	g.body(func() {
		c, _ := g.use("i1")
		if len(after) == 0 {
			g.op("scf.condition", fmt.Sprintf("scf.condition(%s)", c))
			return
		}
		vs, _ := g.uses(after...)
		g.op("scf.condition", fmt.Sprintf("scf.condition(%s) %s : %s", c, joinVals(vs), strings.Join(after, ", ")))
	})
	g.leave()
	g.line("} do {")
	g.enter()
	if len(after) > 0 {
		bargs := make([]string, len(after))
		for i, t := range after {
			bargs[i] = g.newVal(t) + ": " + t
		}
		g.indent--
		g.linef("^bb0(%s):", joinVals(bargs))
		g.indent++
	}
	g.body(g.explicitYield(before))
	g.leave()
	g.line("}")
	g.define(res, after)
	return true
}

func (g *gen) scfExecuteRegion() bool {
	ts := g.yieldTypes(2)
	def, res := g.reserve(ts)
	g.linef("%sscf.execute_region%s {", def, arrowTypes(ts))
	g.enter()
	exit := func() { g.yield("scf.yield", "scf.yield", ts) }
	if g.canBranch() && g.chance(0.5) {
		g.note("scf.execute_region.multiblock")
		g.cfgRegion(g.regionBudget(), exit)
	} else {
		g.note("scf.execute_region")
		g.body(exit)
	}
	g.leave()
	g.line("}")
	g.define(res, ts)
	return true
}

func (g *gen) scfIndexSwitch() bool {
	idx, ok := g.use("index")
	if !ok {
		return false
	}
	ts := g.yieldTypes(2)
	def, res := g.reserve(ts)
	head := def + "scf.index_switch " + idx
	if len(ts) > 0 {
		head += " -> " + strings.Join(ts, ", ")
	}
	g.line(head)
	g.note("scf.index_switch")
	seen := map[int]bool{}
	for range g.intn(4) {
		c := g.intn(20) - 5
		if seen[c] {
			continue
		}
		seen[c] = true
		g.linef("case %d {", c)
		g.enter()
		g.body(g.explicitYield(ts))
		g.leave()
		g.line("}")
	}
	g.line("default {")
	g.enter()
	g.body(g.explicitYield(ts))
	g.leave()
	g.line("}")
	g.define(res, ts)
	return true
}

// step returns a loop step of type t: a new positive constant, since loop verifiers reject
// constant steps that are not positive, or an argument-derived value without arith.
func (g *gen) step(t string) string {
	if !g.has(DialectArith) {
		v, _ := g.use(t)
		return v
	}
	v := g.newVal(t)
	g.op("arith.constant.step", fmt.Sprintf("%s = arith.constant %d : %s", v, 1+g.intn(4), t))
	return v
}

// boundList returns n loop bounds mixing static integers and index values.
func (g *gen) boundList(n int, static func() int) []string {
	bs := make([]string, n)
	for i := range bs {
		if g.chance(0.5) {
			bs[i] = strconv.Itoa(static())
		} else {
			bs[i], _ = g.use("index")
		}
	}
	return bs
}

func (g *gen) scfForall() bool {
	if !g.can("index") {
		return false
	}
	n := 1 + g.intn(3)
	ivs := make([]string, n)
	for i := range ivs {
		ivs[i] = g.fresh()
	}
	if g.chance(0.5) {
		ubs := g.boundList(n, func() int { return 1 + g.intn(16) })
		g.linef("scf.forall (%s) in (%s) {", joinVals(ivs), joinVals(ubs))
		g.note("scf.forall")
	} else {
		lbs := g.boundList(n, func() int { return g.intn(4) })
		ubs := g.boundList(n, func() int { return 4 + g.intn(16) })
		steps := make([]string, n)
		for i := range steps {
			if g.chance(0.5) {
				steps[i] = strconv.Itoa(1 + g.intn(3))
			} else {
				steps[i] = g.step("index")
			}
		}
		g.linef("scf.forall (%s) = (%s) to (%s) step (%s) {", joinVals(ivs), joinVals(lbs), joinVals(ubs), joinVals(steps))
		g.note("scf.forall.bounds")
	}
	g.enter()
	for _, iv := range ivs {
		g.def(iv, "index")
	}
	g.block(g.regionBudget())
	g.leave()
	g.line("}")
	return true
}

func (g *gen) scfParallel() bool {
	n := 1 + g.intn(2)
	bounds, ok := g.uses(slices.Repeat([]string{"index"}, 2*n)...)
	if !ok {
		return false
	}
	for range n {
		bounds = append(bounds, g.step("index"))
	}
	var ts []string
	if g.chance(0.6) {
		ts = g.yieldTypes(2)
	}
	inits, ok := g.uses(ts...)
	if !ok {
		return false
	}
	ivs := make([]string, n)
	for i := range ivs {
		ivs[i] = g.fresh()
	}
	def, res := g.reserve(ts)
	head := fmt.Sprintf("%sscf.parallel (%s) = (%s) to (%s) step (%s)", def, joinVals(ivs),
		joinVals(bounds[:n]), joinVals(bounds[n:2*n]), joinVals(bounds[2*n:]))
	if len(ts) > 0 {
		head += fmt.Sprintf(" init (%s)%s", joinVals(inits), arrowTypes(ts))
		g.note("scf.parallel.reduce")
	} else {
		g.note("scf.parallel")
	}
	g.line(head + " {")
	g.enter()
	for _, iv := range ivs {
		g.def(iv, "index")
	}
	g.body(func() { g.scfReduce(ts) })
	g.leave()
	g.line("}")
	g.define(res, ts)
	return true
}

// scfReduce writes the scf.reduce terminator of an scf.parallel with reductions of types ts.
func (g *gen) scfReduce(ts []string) {
	if len(ts) == 0 {
		if g.chance(0.5) {
			g.op("scf.reduce", "scf.reduce")
		}
		return
	}
	vs, _ := g.uses(ts...)
	g.linef("scf.reduce(%s : %s) {", joinVals(vs), strings.Join(ts, ", "))
	g.note("scf.reduce")
	for i, t := range ts {
		if i > 0 {
			g.line("}, {")
		}
		g.enter()
		l, r := g.newVal(t), g.newVal(t)
		g.indent--
		g.linef("^bb0(%s: %s, %s: %s):", l, t, r, t)
		g.indent++
		g.block(g.intn(3))
		v, _ := g.use(t)
		g.op("scf.reduce.return", fmt.Sprintf("scf.reduce.return %s : %s", v, t))
		g.leave()
	}
	g.line("}")
}

package mlirgen

import (
	"fmt"
	"strconv"
	"strings"
)

// argScalars are always among the arguments of a generated func.func, so every body has an
// i1 condition, an index and values of the common types without materializing constants.
var argScalars = []string{"i1", "i32", "index", "f32"}

// extraArgTypes are further argument types, including ones no op here can create.
var extraArgTypes = []string{"i8", "i64", "f16", "f64", "bf16", "vector<4xf32>", "vector<4xi32>",
	"tensor<?xf32>", "tensor<*xf32>", "tensor<4x?xi32>", "tuple<i32, f32>", "tuple<>",
	"(i32) -> i32", "() -> ()", "vector<[4]xf32>", "memref<4x?xf32>", "none", "complex<f64>"}

// llvmArgTypes are the argument types of generated llvm.func definitions.
var llvmArgTypes = []string{"i1", "i32", "i64", "f32", "f64", "!llvm.ptr", "vector<4xi32>",
	"!llvm.struct<(i32, f32)>", "!llvm.array<4 x i8>"}

func funcKinds() []*kind {
	ks := []*kind{
		{name: "func.func", dialect: DialectFunc},
		{name: "func.func.private", dialect: DialectFunc},
		{name: "func.func.public", dialect: DialectFunc},
		{name: "func.func.declaration", dialect: DialectFunc},
		{name: "func.return", dialect: DialectFunc},
		{name: "func.call", dialect: DialectFunc, emit: (*gen).emitCall},
		{name: "func.call_indirect", dialect: DialectFunc, emit: (*gen).emitCallIndirect},
		{name: "func.constant", dialect: DialectFunc, emit: func(g *gen) bool {
			_, ok := g.funcConstant()
			return ok
		}},
		{name: "module.attributes", dialect: DialectFunc},
		{name: "loc", dialect: DialectFunc},
		{name: "op.discardable_attrs", dialect: DialectFunc, also: DialectArith},
	}
	for _, a := range attrKinds {
		ks = append(ks, &kind{name: "attr." + a, dialect: DialectFunc})
	}
	return ks
}

// fnType formats a signature as a function type.
func fnType(s fnSig) string {
	res := "(" + strings.Join(s.results, ", ") + ")"
	if len(s.results) == 1 && !strings.Contains(s.results[0], "->") {
		res = s.results[0]
	}
	return "(" + strings.Join(s.args, ", ") + ") -> " + res
}

// module writes the whole module.
func (g *gen) module() {
	if g.chance(0.5) {
		// Discardable attributes of builtin.module need a dialect prefix.
		g.linef("module attributes %s {", g.dict(0, "mlirgen."))
		g.note("module.attributes")
	} else {
		g.line("module {")
	}
	g.indent++
	if g.has(DialectLLVM) {
		for range 3 + g.intn(4) {
			g.global()
		}
		for range 2 + g.intn(2) {
			g.llvmDeclaration()
		}
	}
	for range 3 + g.intn(3) {
		g.declaration()
	}
	for g.ops < g.cfg.Ops || g.funcCount == 0 {
		if g.has(DialectLLVM) && g.chance(0.1) {
			g.global()
			g.llvmDeclaration()
		}
		if g.has(DialectLLVM) && g.chance(0.25) {
			g.llvmFunction()
		} else {
			g.function()
		}
	}
	g.indent--
	g.line("}")
}

func (g *gen) symbol(prefix string) string {
	g.nextSym++
	return prefix + strconv.Itoa(g.nextSym)
}

// signature draws argument and result types of a func.func.
func (g *gen) signature() ([]string, []string) {
	args := append([]string(nil), argScalars...)
	for range g.intn(4) {
		args = append(args, pick(g, extraArgTypes))
	}
	if g.has(DialectLLVM) && g.chance(0.3) {
		args = append(args, "!llvm.ptr")
	}
	// Shuffle so the fixed arguments are not always first.
	g.rng.Shuffle(len(args), func(i, j int) { args[i], args[j] = args[j], args[i] })
	results := make([]string, g.intn(3))
	for i := range results {
		if g.chance(0.2) {
			results[i] = pick(g, args)
		} else {
			results[i] = g.anyValueType()
		}
	}
	return args, results
}

// argAttr returns an argument attribute dictionary, or "".
func (g *gen) argAttr(t string) string {
	if !g.chance(0.2) {
		return ""
	}
	switch {
	case t == "!llvm.ptr":
		return " " + pick(g, []string{"{llvm.noalias}", "{llvm.nonnull, llvm.align = 16 : i64}", "{llvm.readonly}"})
	case typeInfo(t).kind == tInt:
		return " " + pick(g, []string{"{llvm.noundef}", "{llvm.signext}", "{mlirgen.tag = 3 : i32}"})
	}
	return " " + pick(g, []string{"{mlirgen.tag}", `{mlirgen.name = "x"}`, "{mlirgen.arr = [1, 2]}"})
}

// resultList formats "-> ..." for results with optional attributes.
func (g *gen) resultList(results []string) string {
	if len(results) == 0 {
		return ""
	}
	parts := make([]string, len(results))
	paren := len(results) > 1
	for i, t := range results {
		a := g.argAttr(t)
		if t == "!llvm.ptr" && a != "" {
			// Pointer results take fewer llvm attributes than arguments.
			a = " {llvm.noalias}"
		}
		parts[i] = t + a
		paren = paren || a != "" || strings.Contains(t, "->")
	}
	if paren {
		return " -> (" + strings.Join(parts, ", ") + ")"
	}
	return " -> " + parts[0]
}

// funcAttrs returns " attributes {...}" or "".
func (g *gen) funcAttrs() string {
	if !g.chance(0.3) {
		return ""
	}
	d := g.attrDict(0)
	if d == "{}" {
		return ""
	}
	return " attributes " + d
}

// declaration writes a private external func.func.
func (g *gen) declaration() {
	args, results := g.signature()
	name := g.symbol("decl")
	parts := make([]string, len(args))
	for i, t := range args {
		parts[i] = t + g.argAttr(t)
	}
	g.linef("func.func private @%s(%s)%s%s", name, strings.Join(parts, ", "), g.resultList(results), g.funcAttrs())
	g.note("func.func.declaration")
	g.funcs = append(g.funcs, fnSig{name: name, args: args, results: results})
}

// function writes a func.func definition.
func (g *gen) function() {
	args, results := g.signature()
	name := g.symbol("f")
	sig := fnSig{name: name, args: args, results: results}
	g.funcs = append(g.funcs, sig)
	g.nextVal, g.nextBB = 0, 0
	g.push()
	parts := make([]string, len(args))
	for i, t := range args {
		parts[i] = g.newVal(t) + ": " + t + g.argAttr(t)
	}
	vis, variant := "", "func.func"
	switch g.intn(6) {
	case 0:
		vis, variant = "private ", "func.func.private"
	case 1:
		vis, variant = "public ", "func.func.public"
	}
	g.linef("func.func %s@%s(%s)%s%s {", vis, name, strings.Join(parts, ", "), g.resultList(results), g.funcAttrs())
	g.note(variant)
	g.funcCount++
	g.indent++
	ret := func() {
		g.yield("func.return", "func.return", results)
	}
	g.funcBody(ret)
	g.indent--
	g.line("}")
	g.pop()
}

// funcBody fills a function's entry block (scope pushed, arguments defined) and what follows.
func (g *gen) funcBody(ret func()) {
	n := g.funcOps/2 + g.intn(g.funcOps+1)
	if g.canBranch() && g.chance(0.3) {
		g.cfgRegion(n, ret)
		return
	}
	g.block(n)
	ret()
}

// emitCall calls a random func.func whose operands can all be provided.
func (g *gen) emitCall() bool {
	s := pick(g, g.funcs)
	vs, ok := g.uses(s.args...)
	if !ok {
		return false
	}
	call := fmt.Sprintf("func.call @%s(%s)", s.name, joinVals(vs))
	if g.chance(0.1) {
		call += " {mlirgen.note = " + g.attr(1) + "}"
	}
	g.opResults("func.call", s.results, call+" : "+fnType(s))
	return true
}

// opResults writes an op with results of types ts: "%r = text" or "%r:2 = text" or "text".
func (g *gen) opResults(name string, ts []string, text string) {
	if len(ts) == 0 {
		g.op(name, text)
		return
	}
	def := g.resultNames(ts)
	g.op(name, def+" = "+text)
}

// funcConstant materializes a func.constant of a random func.func and returns its signature.
func (g *gen) funcConstant() (fnSig, bool) {
	s := pick(g, g.funcs)
	t := fnType(s)
	v := g.newVal(t)
	g.op("func.constant", fmt.Sprintf("%s = func.constant @%s : %s", v, s.name, t))
	return s, true
}

func (g *gen) emitCallIndirect() bool {
	s := pick(g, g.funcs)
	t := fnType(s)
	f, ok := g.existing(t)
	if !ok || g.chance(0.5) {
		s, _ = g.funcConstant()
		t = fnType(s)
		f, _ = g.existing(t)
	}
	vs, ok := g.uses(s.args...)
	if !ok {
		return false
	}
	g.opResults("func.call_indirect", s.results, fmt.Sprintf("func.call_indirect %s(%s) : %s", f, joinVals(vs), t))
	return true
}

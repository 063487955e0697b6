// Package mlirgen generates deterministic, seeded, random but valid MLIR modules over the
// upstream dialects func, arith, math, scf, cf and llvm, in the custom (pretty) syntax of
// MLIR 22. The modules are inputs for differential tests of ttgo's parser, printer and passes
// against mlir-opt-22: every module the generator writes is accepted by mlir-opt-22.
//
// The generator draws operations from a catalogue (see Catalogue); each entry names one op
// kind or one variant of an op (a comparison predicate, a constant's type kind, a cast with
// rounding mode). Stats reports how often each entry was emitted, so tests can assert that a
// module reaches the whole catalogue.
//
// README.md beside this file lists what mlir-opt-22 does to the generated text when it prints
// it back: the printing rules a byte-exact printer has to reproduce.
package mlirgen

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Dialect names accepted in Config.Dialects.
const (
	DialectFunc  = "func"
	DialectArith = "arith"
	DialectMath  = "math"
	DialectSCF   = "scf"
	DialectCF    = "cf"
	DialectLLVM  = "llvm"
)

// AllDialects lists every dialect the generator knows, in a fixed order.
var AllDialects = []string{DialectFunc, DialectArith, DialectMath, DialectSCF, DialectCF, DialectLLVM}

// Config selects the module Generate writes. The same Config always yields the same bytes.
type Config struct {
	// Seed selects the random stream.
	Seed uint64
	// Ops is the target number of operations (functions, globals, nested and terminator ops
	// included). Generation stops at the first function boundary at or past it.
	Ops int
	// Dialects lists the dialects ops are drawn from. func is always enabled because func.func
	// holds the generated code. Empty means all dialects.
	Dialects []string
	// MaxDepth bounds the nesting of region ops inside a function body; 0 means 5. The
	// reduction regions of scf.parallel may add one level.
	MaxDepth int
	// FuncOps is the mean number of operations in one function body; 0 means 80.
	FuncOps int
	// EdgeLoops makes about one scf.for in four (with arith on) a loop whose trip count
	// passes treat specially: a constant step of zero or below, or bounds that give zero
	// trips (see edgeLoopBounds). Off, the stream of every seed is what it always was.
	EdgeLoops bool
}

// Stats describes a generated module.
type Stats struct {
	// Ops counts the operations in the module (the implicit builtin.module excluded).
	Ops int
	// Funcs counts function definitions (func.func and llvm.func with bodies).
	Funcs int
	// MaxDepth is the deepest region nesting reached inside a function body.
	MaxDepth int
	// Kinds maps each catalogue entry to the number of times it was emitted.
	Kinds map[string]int
}

// Generate returns the text of a module described by cfg.
func Generate(cfg Config) string {
	text, _ := GenerateStats(cfg)
	return text
}

// GenerateStats returns the text of a module described by cfg and statistics about it.
func GenerateStats(cfg Config) (string, Stats) {
	g := newGen(cfg)
	g.module()
	return string(g.out), Stats{Ops: g.ops, Funcs: g.funcCount, MaxDepth: g.deepest, Kinds: g.kinds}
}

// Catalogue returns the names of the catalogue entries that a module over the given dialects
// can reach (all dialects when dialects is empty), sorted.
func Catalogue(dialects []string) []string {
	en := enabledSet(dialects)
	var names []string
	for _, k := range catalogue {
		if k.reachable(en) {
			names = append(names, k.name)
		}
	}
	slices.Sort(names)
	return names
}

// kind is one catalogue entry.
type kind struct {
	name    string
	dialect string
	// nest marks kinds that open regions; they are drawn only below the depth limit.
	nest bool
	// emit writes one instance at the current point and reports whether it could; nil marks
	// entries written by the structural code (functions, globals, terminators).
	emit func(g *gen) bool
	// branch marks entries that need a multi-block region, hence cf or llvm for branches.
	branch bool
	// also names a second dialect the entry needs.
	also string
}

func (k *kind) reachable(en map[string]bool) bool {
	if !en[k.dialect] || (k.also != "" && !en[k.also]) {
		return false
	}
	return !k.branch || en[DialectCF] || en[DialectLLVM]
}

func enabledSet(dialects []string) map[string]bool {
	en := map[string]bool{DialectFunc: true}
	if len(dialects) == 0 {
		dialects = AllDialects
	}
	for _, d := range dialects {
		en[d] = true
	}
	return en
}

// catalogue is the table of every op kind and variant the generator emits.
var catalogue = buildCatalogue()

func buildCatalogue() []*kind {
	var ks []*kind
	ks = append(ks, funcKinds()...)
	ks = append(ks, arithKinds()...)
	ks = append(ks, mathKinds()...)
	ks = append(ks, scfKinds()...)
	ks = append(ks, cfKinds()...)
	ks = append(ks, llvmKinds()...)
	return ks
}

// frame holds the values defined in one block, by type.
type frame struct {
	vals map[string][]string
}

// fnSig is a callable symbol.
type fnSig struct {
	name    string
	args    []string
	results []string
}

type gen struct {
	cfg      Config
	rng      *rand.Rand
	en       map[string]bool
	out      []byte
	indent   int
	ops      int
	kinds    map[string]int
	flat     []*kind // drawable kinds without regions
	nested   []*kind // drawable kinds with regions
	frames   []*frame
	depth    int
	deepest  int
	nextVal  int
	nextBB   int
	nextSym  int
	funcs    []fnSig // func.func symbols
	llvmFns  []fnSig // llvm.func symbols
	globals  []string
	funcOps  int
	maxDepth int

	funcCount int
}

func newGen(cfg Config) *gen {
	g := &gen{
		cfg:   cfg,
		rng:   rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15)),
		en:    enabledSet(cfg.Dialects),
		kinds: map[string]int{},
	}
	g.funcOps = cfg.FuncOps
	if g.funcOps <= 0 {
		g.funcOps = 80
	}
	g.maxDepth = cfg.MaxDepth
	if g.maxDepth <= 0 {
		g.maxDepth = 5
	}
	for _, k := range catalogue {
		if k.emit == nil || !k.reachable(g.en) {
			continue
		}
		if k.nest {
			g.nested = append(g.nested, k)
		} else {
			g.flat = append(g.flat, k)
		}
	}
	return g
}

// note records one emitted op of catalogue entry name.
func (g *gen) note(name string) {
	g.kinds[name]++
	g.ops++
}

func (g *gen) has(d string) bool { return g.en[d] }

// Random helpers.

func (g *gen) intn(n int) int { return g.rng.IntN(n) }

func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

func pick[T any](g *gen, xs []T) T { return xs[g.rng.IntN(len(xs))] }

// Output helpers.

func (g *gen) line(s string) {
	for range g.indent {
		g.out = append(g.out, "  "...)
	}
	g.out = append(g.out, s...)
	g.out = append(g.out, '\n')
}

func (g *gen) linef(format string, args ...any) { g.line(fmt.Sprintf(format, args...)) }

// op writes one op line, sometimes with a trailing location, and records it.
func (g *gen) op(name, text string) {
	if g.chance(0.04) {
		text += " " + g.location()
	}
	g.line(text)
	g.note(name)
}

// Value scopes.

func (g *gen) push() { g.frames = append(g.frames, &frame{vals: map[string][]string{}}) }

func (g *gen) pop() { g.frames = g.frames[:len(g.frames)-1] }

func (g *gen) fresh() string {
	g.nextVal++
	return "%v" + strconv.Itoa(g.nextVal)
}

func (g *gen) freshBlock() string {
	g.nextBB++
	return "^bb" + strconv.Itoa(g.nextBB)
}

// def adds an already named value of type t to the innermost scope.
func (g *gen) def(name, t string) {
	f := g.frames[len(g.frames)-1]
	f.vals[t] = append(f.vals[t], name)
}

// newVal names a new value of type t and adds it to the innermost scope.
func (g *gen) newVal(t string) string {
	v := g.fresh()
	g.def(v, t)
	return v
}

// existing returns a visible value of type t, preferring recent scopes.
func (g *gen) existing(t string) (string, bool) {
	n := 0
	for _, f := range g.frames {
		n += len(f.vals[t])
	}
	if n == 0 {
		return "", false
	}
	i := g.intn(n)
	for _, f := range g.frames {
		vs := f.vals[t]
		if i < len(vs) {
			return vs[i], true
		}
		i -= len(vs)
	}
	panic("unreachable")
}

// use returns a value of type t: an existing one, or a new constant. ok is false when t has
// no visible value and cannot be materialized with the enabled dialects.
func (g *gen) use(t string) (string, bool) {
	if g.chance(0.8) {
		if v, ok := g.existing(t); ok {
			return v, true
		}
	}
	if v, ok := g.materialize(t); ok {
		return v, true
	}
	return g.existing(t)
}

// uses returns values for all types in ts.
func (g *gen) uses(ts ...string) ([]string, bool) {
	vs := make([]string, len(ts))
	for i, t := range ts {
		v, ok := g.use(t)
		if !ok {
			return nil, false
		}
		vs[i] = v
	}
	return vs, true
}

// materialize emits a constant of type t.
func (g *gen) materialize(t string) (string, bool) {
	ti := typeInfo(t)
	if g.has(DialectArith) && ti.arithConst() {
		text, variant := g.constant(t, "")
		v := g.newVal(t)
		g.op("arith.constant."+variant, v+" = arith.constant "+text)
		return v, true
	}
	if g.has(DialectLLVM) && ti.llvmType() {
		return g.llvmMaterialize(t)
	}
	return "", false
}

// Blocks and regions.

// block emits about n ops into the current block (scope already pushed by the caller).
func (g *gen) block(n int) {
	start := g.ops
	for g.ops-start < n {
		g.emitOne(n - (g.ops - start))
	}
}

// emitOne draws one kind and emits it; budget bounds the size of nested regions.
func (g *gen) emitOne(budget int) {
	for {
		var k *kind
		if g.depth < g.maxDepth && budget > 3 && len(g.nested) > 0 && g.chance(0.14) {
			k = pick(g, g.nested)
		} else {
			k = pick(g, g.flat)
		}
		if k.emit(g) {
			return
		}
	}
}

// regionBudget returns how many ops a nested region may hold.
func (g *gen) regionBudget() int { return 1 + g.intn(12) }

// enter and leave bracket the body of a nested region.
func (g *gen) enter() {
	g.depth++
	g.deepest = max(g.deepest, g.depth)
	g.indent++
	g.push()
}

func (g *gen) leave() {
	g.pop()
	g.indent--
	g.depth--
}

// joinVals formats values as "a, b".
func joinVals(vs []string) string { return strings.Join(vs, ", ") }

// resultNames defines the results of one op of types ts and returns how the op's line names
// them: "%v1" or "%v1:3" (used as "%v1#0" ...).
func (g *gen) resultNames(ts []string) string {
	if len(ts) == 1 {
		return g.newVal(ts[0])
	}
	base := g.fresh()
	for i, t := range ts {
		g.def(fmt.Sprintf("%s#%d", base, i), t)
	}
	return fmt.Sprintf("%s:%d", base, len(ts))
}

// yieldTypes picks 0..n result types for region ops.
func (g *gen) yieldTypes(n int) []string {
	ts := make([]string, g.intn(n+1))
	for i := range ts {
		ts[i] = g.anyValueType()
	}
	return ts
}

// yield writes a region terminator name with operands of types ts: "scf.yield %a : i32".
func (g *gen) yield(name, op string, ts []string) {
	if len(ts) == 0 {
		g.op(name, op)
		return
	}
	vs, ok := g.uses(ts...)
	if !ok {
		panic("mlirgen: yield type without a value: " + strings.Join(ts, ","))
	}
	g.op(name, fmt.Sprintf("%s %s : %s", op, joinVals(vs), strings.Join(ts, ", ")))
}

// cfgRegion emits a region of several blocks linked by branches. The entry block's scope is
// already pushed; args are the entry block's arguments, already defined. exit writes the
// terminator of blocks that leave the region.
func (g *gen) cfgRegion(n int, exit func()) {
	nb := 2 + g.intn(3)
	labels := make([]string, nb)
	argTys := make([][]string, nb)
	for i := 1; i < nb; i++ {
		labels[i] = g.freshBlock()
		for range g.intn(3) {
			argTys[i] = append(argTys[i], g.blockArgType())
		}
	}
	per := max(1, n/nb)
	for i := range nb {
		if i > 0 {
			g.push()
			args := make([]string, len(argTys[i]))
			for j, t := range argTys[i] {
				args[j] = g.newVal(t) + ": " + t
			}
			g.indent--
			if len(args) > 0 {
				g.linef("%s(%s):", labels[i], joinVals(args))
			} else {
				g.line(labels[i] + ":")
			}
			g.indent++
		}
		g.block(per)
		if i == nb-1 || (i > 0 && g.chance(0.2)) {
			exit()
		} else {
			g.branch(labels, argTys, i)
		}
		if i > 0 {
			g.pop()
		}
	}
}

// succ formats a successor with arguments for block j.
func (g *gen) succ(labels []string, argTys [][]string, j int) string {
	if len(argTys[j]) == 0 {
		return labels[j]
	}
	vs := make([]string, len(argTys[j]))
	for i, t := range argTys[j] {
		vs[i] = g.succOperand(t)
	}
	return fmt.Sprintf("%s(%s : %s)", labels[j], joinVals(vs), strings.Join(argTys[j], ", "))
}

// blockArgType returns the type of a block argument that every branch can provide.
func (g *gen) blockArgType() string {
	switch {
	case g.has(DialectArith) && g.has(DialectCF):
		return g.scalarType()
	case g.has(DialectLLVM):
		// llvm branches take only LLVM-compatible operands, which llvm.mlir.constant makes.
		return pick(g, []string{"i1", "i32", "i64", "f32", "f64"})
	}
	return pick(g, argScalars)
}

// can reports whether use(t) will succeed.
func (g *gen) can(t string) bool {
	ti := typeInfo(t)
	if g.has(DialectArith) && ti.arithConst() || g.has(DialectLLVM) && ti.llvmType() {
		return true
	}
	_, ok := g.existing(t)
	return ok
}

// succOperand returns a value of type t for a successor operand list, where the parser does
// not accept result numbers ("%x#1").
func (g *gen) succOperand(t string) string {
	if g.chance(0.2) {
		if v, ok := g.materialize(t); ok {
			return v
		}
	}
	var plain []string
	for _, f := range g.frames {
		for _, v := range f.vals[t] {
			if !strings.Contains(v, "#") {
				plain = append(plain, v)
			}
		}
	}
	if len(plain) > 0 {
		return pick(g, plain)
	}
	v, ok := g.materialize(t)
	if !ok {
		panic("mlirgen: no successor operand of type " + t)
	}
	return v
}

// branch ends block i with a branch to later (or, rarely, earlier non-entry) blocks.
func (g *gen) branch(labels []string, argTys [][]string, i int) {
	target := func() int {
		if i > 0 && g.chance(0.15) {
			return 1 + g.intn(i)
		}
		return i + 1 + g.intn(len(labels)-i-1)
	}
	useLLVM := g.has(DialectLLVM) && (!g.has(DialectCF) || g.chance(0.4) && !slices.ContainsFunc(argTys, func(ts []string) bool {
		return slices.Contains(ts, "index")
	}))
	switch g.intn(3) {
	case 0:
		s := g.succ(labels, argTys, target())
		if useLLVM {
			g.op("llvm.br", "llvm.br "+s)
		} else {
			g.op("cf.br", "cf.br "+s)
		}
	case 1:
		c, _ := g.use("i1")
		a, b := g.succ(labels, argTys, target()), g.succ(labels, argTys, target())
		if useLLVM {
			g.op("llvm.cond_br", fmt.Sprintf("llvm.cond_br %s, %s, %s", c, a, b))
		} else {
			g.op("cf.cond_br", fmt.Sprintf("cf.cond_br %s, %s, %s", c, a, b))
		}
	default:
		t := pick(g, []string{"i32", "i64", "i8", "i16"})
		if !g.can(t) {
			t = "i32"
		}
		flag, _ := g.use(t)
		def := g.succ(labels, argTys, target())
		cases := []string{}
		seen := map[int]bool{}
		for range g.intn(4) {
			c := g.intn(200) - 100
			if t == "i64" && !useLLVM {
				// mlir-opt-22 prints cf.switch cases unsigned; a negative i64 case comes back
				// as a literal its parser rejects (README.md).
				c += 100
			}
			if seen[c] {
				continue
			}
			seen[c] = true
			cases = append(cases, fmt.Sprintf("%d: %s", c, g.succ(labels, argTys, target())))
		}
		name, op := "cf.switch", "cf.switch"
		if useLLVM {
			name, op = "llvm.switch", "llvm.switch"
		}
		if useLLVM {
			g.linef("%s %s : %s, %s [", op, flag, t, def)
		} else {
			g.linef("%s %s : %s, [", op, flag, t)
			cases = append([]string{"default: " + def}, cases...)
		}
		g.indent++
		for j, c := range cases {
			if j < len(cases)-1 {
				c += ","
			}
			g.line(c)
		}
		g.indent--
		g.line("]")
		g.note(name)
	}
}

// canBranch reports whether multi-block regions can be built.
func (g *gen) canBranch() bool { return g.has(DialectCF) || g.has(DialectLLVM) }

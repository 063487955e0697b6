package mlirgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

var (
	llvmIntBinary   = []string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl", "lshr", "ashr"}
	llvmFloatBinary = []string{"fadd", "fsub", "fmul", "fdiv", "frem"}
	icmpPredicates  = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	fcmpPredicates  = []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}
	llvmFastmath    = []string{"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "nnan, ninf"}
	atomicOrderings = []string{"monotonic", "acquire", "release", "acq_rel", "seq_cst"}
	atomicIntOps    = []string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"}
	atomicFloatOps  = []string{"fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"}
	gepFlags        = []string{"", "inbounds ", "nusw ", "nuw ", "inbounds|nuw "}
	// Intrinsics with a custom assembly form, by arity and operand class.
	llvmIntrFloat1 = []string{"fabs", "sqrt", "exp", "exp2", "log", "log2", "log10", "floor", "ceil",
		"trunc", "round", "roundeven", "rint", "nearbyint", "sin", "cos", "tan", "sinh", "cosh", "tanh",
		"asin", "acos", "atan"}
	llvmIntrFloat2 = []string{"minnum", "maxnum", "minimum", "maximum", "copysign", "pow"}
	llvmIntrFloat3 = []string{"fma", "fmuladd"}
	llvmIntrInt1   = []string{"bitreverse", "ctpop", "bswap"}
	llvmIntrInt2   = []string{"smax", "smin", "umax", "umin", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat"}
	// Intrinsics without one; they are written in the generic form.
	llvmIntrGeneric = []string{"ctlz", "cttz", "abs", "sadd.with.overflow", "uadd.with.overflow",
		"ssub.with.overflow", "usub.with.overflow", "smul.with.overflow", "umul.with.overflow"}
)

// aggregate describes an LLVM aggregate type and the element type at each constant position.
type aggregate struct {
	t     string
	paths map[string]string
}

var aggregates = []aggregate{
	{"!llvm.struct<(i32, f32)>", map[string]string{"0": "i32", "1": "f32"}},
	{"!llvm.struct<(i32, i1)>", map[string]string{"0": "i32", "1": "i1"}},
	{"!llvm.array<4 x i8>", map[string]string{"0": "i8", "3": "i8"}},
	{"!llvm.struct<packed (i8, i64)>", map[string]string{"0": "i8", "1": "i64"}},
	{"!llvm.struct<(f64, !llvm.array<2 x i32>)>", map[string]string{"0": "f64", "1": "!llvm.array<2 x i32>", "1, 1": "i32"}},
	{"!llvm.array<2 x vector<4xf32>>", map[string]string{"1": "vector<4xf32>"}},
	{"!llvm.struct<()>", map[string]string{}},
}

// llvmValueTypes are the types llvm.load, llvm.store and llvm.select move around.
var llvmValueTypes = []string{"i1", "i8", "i32", "i64", "f16", "f32", "f64", "vector<4xi32>",
	"vector<4xf32>", "!llvm.ptr", "!llvm.struct<(i32, f32)>", "!llvm.array<4 x i8>"}

func (g *gen) llvmInt() string {
	if g.chance(0.2) {
		return "vector<4x" + pick(g, commonInts) + ">"
	}
	return pick(g, commonInts)
}

func (g *gen) llvmFloat() string {
	if g.chance(0.2) {
		return "vector<4x" + pick(g, commonFloats) + ">"
	}
	return pick(g, commonFloats)
}

func (g *gen) llvmFastmathAttr() string {
	if !g.chance(0.3) {
		return ""
	}
	f := pick(g, llvmFastmath)
	g.kinds["llvm.fastmath."+f]++
	return " {fastmathFlags = #llvm.fastmath<" + f + ">}"
}

// llvmMaterialize emits an llvm.mlir.* op producing a value of type t.
func (g *gen) llvmMaterialize(t string) (string, bool) {
	ti := typeInfo(t)
	v := g.newVal(t)
	switch ti.kind {
	case tPtr:
		g.op("llvm.mlir.zero", fmt.Sprintf("%s = llvm.mlir.zero : %s", v, t))
	case tStruct, tArray:
		op := pick(g, []string{"undef", "poison", "zero"})
		g.op("llvm.mlir."+op, fmt.Sprintf("%s = llvm.mlir.%s : %s", v, op, t))
	default:
		text, _ := g.constant(t, "")
		if ti.kind == tInt && ti.bits == 1 {
			text = pick(g, []string{"true", "false"})
		}
		g.op("llvm.mlir.constant", fmt.Sprintf("%s = llvm.mlir.constant(%s) : %s", v, text, t))
	}
	return v, true
}

func llvmKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectLLVM, emit: emit})
	}
	structural := []string{"llvm.func", "llvm.func.declaration", "llvm.func.variadic", "llvm.return",
		"llvm.unreachable", "llvm.mlir.global.int", "llvm.mlir.global.float", "llvm.mlir.global.string",
		"llvm.mlir.global.dense", "llvm.mlir.global.region", "llvm.mlir.global.external",
		"llvm.mlir.global.thread_local"}
	for _, s := range structural {
		ks = append(ks, &kind{name: s, dialect: DialectLLVM})
	}
	for _, s := range []string{"llvm.br", "llvm.cond_br", "llvm.switch"} {
		ks = append(ks, &kind{name: s, dialect: DialectLLVM, branch: true})
	}
	for _, op := range llvmIntBinary {
		add("llvm."+op, func(g *gen) bool {
			flags := ""
			switch op {
			case "add", "sub", "mul", "shl":
				if g.chance(0.4) {
					flags = g.overflow("llvm")
				}
			case "udiv", "sdiv", "lshr", "ashr":
				if g.chance(0.3) {
					flags = " exact"
				}
			case "or":
				if g.chance(0.3) {
					flags = " disjoint"
				}
			}
			t := g.llvmInt()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			v := g.newVal(t)
			if strings.HasPrefix(flags, " overflow") {
				g.op("llvm."+op, fmt.Sprintf("%s = llvm.%s %s, %s%s : %s", v, op, vs[0], vs[1], flags, t))
			} else {
				g.op("llvm."+op, fmt.Sprintf("%s = llvm.%s%s %s, %s : %s", v, op, flags, vs[0], vs[1], t))
			}
			return true
		})
	}
	for _, op := range llvmFloatBinary {
		add("llvm."+op, func(g *gen) bool {
			t := g.llvmFloat()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			v := g.newVal(t)
			g.op("llvm."+op, fmt.Sprintf("%s = llvm.%s %s, %s%s : %s", v, op, vs[0], vs[1], g.llvmFastmathAttr(), t))
			return true
		})
	}
	add("llvm.fneg", func(g *gen) bool {
		t := g.llvmFloat()
		a, ok := g.use(t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("llvm.fneg", fmt.Sprintf("%s = llvm.fneg %s%s : %s", v, a, g.llvmFastmathAttr(), t))
		return true
	})
	for _, p := range icmpPredicates {
		add("llvm.icmp."+p, func(g *gen) bool {
			t := g.llvmInt()
			if g.chance(0.1) {
				t = "!llvm.ptr"
			}
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			rt := "i1"
			if ti := typeInfo(t); ti.shaped() {
				rt = i1Like(t)
			}
			v := g.newVal(rt)
			g.op("llvm.icmp."+p, fmt.Sprintf("%s = llvm.icmp %q %s, %s : %s", v, p, vs[0], vs[1], t))
			return true
		})
	}
	for _, p := range fcmpPredicates {
		add("llvm.fcmp."+p, func(g *gen) bool {
			t := g.llvmFloat()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			v := g.newVal(i1Like(t))
			g.op("llvm.fcmp."+p, fmt.Sprintf("%s = llvm.fcmp %q %s, %s%s : %s", v, p, vs[0], vs[1], g.llvmFastmathAttr(), t))
			return true
		})
	}
	ks = append(ks, llvmCastKinds()...)
	ks = append(ks, llvmMemoryKinds()...)
	ks = append(ks, llvmValueKinds()...)
	ks = append(ks, llvmCallKinds()...)
	return ks
}

func llvmCastKinds() []*kind {
	var ks []*kind
	add := func(op string, pairs func(g *gen) (string, string, string)) {
		ks = append(ks, &kind{name: "llvm." + op, dialect: DialectLLVM, emit: func(g *gen) bool {
			from, to, flags := pairs(g)
			return g.cast("llvm."+op, "llvm."+op+flags, from, "", to)
		}})
	}
	vec := func(g *gen, a, b string) (string, string) {
		if g.chance(0.2) {
			return "vector<4x" + a + ">", "vector<4x" + b + ">"
		}
		return a, b
	}
	ints := func(g *gen) (string, string) {
		ws := []int{1, 8, 16, 32, 64}
		i := g.intn(len(ws) - 1)
		j := i + 1 + g.intn(len(ws)-i-1)
		return vec(g, "i"+strconv.Itoa(ws[i]), "i"+strconv.Itoa(ws[j]))
	}
	add("trunc", func(g *gen) (string, string, string) { a, b := ints(g); return b, a, "" })
	add("zext", func(g *gen) (string, string, string) {
		a, b := ints(g)
		if g.chance(0.3) {
			return a, b, " nneg"
		}
		return a, b, ""
	})
	add("sext", func(g *gen) (string, string, string) { a, b := ints(g); return a, b, "" })
	for _, op := range []string{"fptosi", "fptoui"} {
		add(op, func(g *gen) (string, string, string) {
			a, b := vec(g, pick(g, commonFloats), pick(g, commonInts))
			return a, b, ""
		})
	}
	for _, op := range []string{"sitofp", "uitofp"} {
		add(op, func(g *gen) (string, string, string) {
			a, b := vec(g, pick(g, commonInts), pick(g, commonFloats))
			return a, b, ""
		})
	}
	fps := [][2]string{{"f16", "f32"}, {"bf16", "f32"}, {"f32", "f64"}, {"f16", "f64"}}
	add("fpext", func(g *gen) (string, string, string) {
		p := pick(g, fps)
		a, b := vec(g, p[0], p[1])
		return a, b, ""
	})
	add("fptrunc", func(g *gen) (string, string, string) {
		p := pick(g, fps)
		a, b := vec(g, p[1], p[0])
		return a, b, ""
	})
	casts := [][2]string{{"i32", "f32"}, {"f64", "i64"}, {"vector<4xi32>", "vector<4xf32>"},
		{"vector<2xi32>", "i64"}, {"i16", "bf16"}, {"!llvm.ptr", "!llvm.ptr"}}
	add("bitcast", func(g *gen) (string, string, string) {
		p := pick(g, casts)
		return p[0], p[1], ""
	})
	add("addrspacecast", func(g *gen) (string, string, string) {
		if g.chance(0.5) {
			return "!llvm.ptr", "!llvm.ptr<1>", ""
		}
		return "!llvm.ptr<1>", "!llvm.ptr<3>", ""
	})
	add("ptrtoint", func(g *gen) (string, string, string) { return "!llvm.ptr", pick(g, []string{"i64", "i32"}), "" })
	add("inttoptr", func(g *gen) (string, string, string) { return pick(g, []string{"i64", "i32"}), "!llvm.ptr", "" })
	return ks
}

func llvmMemoryKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectLLVM, emit: emit})
	}
	add("llvm.alloca", func(g *gen) bool {
		it := pick(g, []string{"i32", "i64"})
		n, ok := g.use(it)
		if !ok {
			return false
		}
		elem := pick(g, llvmValueTypes)
		attrs := ""
		if g.chance(0.4) {
			attrs = fmt.Sprintf(" {alignment = %d : i64}", 1<<g.intn(5))
		}
		v := g.newVal("!llvm.ptr")
		g.op("llvm.alloca", fmt.Sprintf("%s = llvm.alloca %s x %s%s : (%s) -> !llvm.ptr", v, n, elem, attrs, it))
		return true
	})
	add("llvm.getelementptr", func(g *gen) bool {
		it := pick(g, []string{"i32", "i64"})
		vs, ok := g.uses("!llvm.ptr", it)
		if !ok {
			return false
		}
		flags := pick(g, gepFlags)
		v := g.newVal("!llvm.ptr")
		switch g.intn(3) {
		case 0:
			g.op("llvm.getelementptr", fmt.Sprintf("%s = llvm.getelementptr %s%s[%s] : (!llvm.ptr, %s) -> !llvm.ptr, %s", v, flags, vs[0], vs[1], it, pick(g, llvmValueTypes)))
		case 1:
			g.op("llvm.getelementptr", fmt.Sprintf("%s = llvm.getelementptr %s%s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>", v, flags, vs[0]))
		default:
			g.op("llvm.getelementptr", fmt.Sprintf("%s = llvm.getelementptr %s%s[%s, 1, %d] : (!llvm.ptr, %s) -> !llvm.ptr, !llvm.struct<(f64, !llvm.array<2 x i32>)>", v, flags, vs[0], vs[1], g.intn(2), it))
		}
		return true
	})
	atomicTypes := []string{"i32", "i64", "f32", "!llvm.ptr"}
	add("llvm.load", func(g *gen) bool {
		p, ok := g.use("!llvm.ptr")
		if !ok {
			return false
		}
		t := pick(g, llvmValueTypes)
		mode := ""
		switch g.intn(4) {
		case 0:
			mode = " volatile"
		case 1:
			mode = fmt.Sprintf(" {alignment = %d : i64}", 1<<g.intn(4))
		case 2:
			t = pick(g, atomicTypes)
			mode = fmt.Sprintf(" atomic %s {alignment = 8 : i64}", pick(g, []string{"monotonic", "acquire", "seq_cst", "unordered"}))
		}
		v := g.newVal(t)
		if strings.HasPrefix(mode, " volatile") {
			g.op("llvm.load", fmt.Sprintf("%s = llvm.load volatile %s : !llvm.ptr -> %s", v, p, t))
		} else {
			g.op("llvm.load", fmt.Sprintf("%s = llvm.load %s%s : !llvm.ptr -> %s", v, p, mode, t))
		}
		return true
	})
	add("llvm.store", func(g *gen) bool {
		t := pick(g, llvmValueTypes)
		atomic := g.chance(0.25)
		if atomic {
			t = pick(g, atomicTypes)
		}
		vs, ok := g.uses(t, "!llvm.ptr")
		if !ok {
			return false
		}
		switch {
		case atomic:
			g.op("llvm.store", fmt.Sprintf("llvm.store %s, %s atomic %s {alignment = 8 : i64} : %s, !llvm.ptr", vs[0], vs[1], pick(g, []string{"monotonic", "release", "seq_cst", "unordered"}), t))
		case g.chance(0.3):
			g.op("llvm.store", fmt.Sprintf("llvm.store volatile %s, %s : %s, !llvm.ptr", vs[0], vs[1], t))
		default:
			g.op("llvm.store", fmt.Sprintf("llvm.store %s, %s : %s, !llvm.ptr", vs[0], vs[1], t))
		}
		return true
	})
	add("llvm.atomicrmw", func(g *gen) bool {
		op, t := pick(g, atomicIntOps), pick(g, []string{"i32", "i64", "i8"})
		if g.chance(0.3) {
			op, t = pick(g, atomicFloatOps), pick(g, []string{"f32", "f64"})
		}
		vs, ok := g.uses("!llvm.ptr", t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("llvm.atomicrmw", fmt.Sprintf("%s = llvm.atomicrmw %s %s, %s %s : !llvm.ptr, %s", v, op, vs[0], vs[1], pick(g, atomicOrderings), t))
		return true
	})
	add("llvm.cmpxchg", func(g *gen) bool {
		vs, ok := g.uses("!llvm.ptr", "i32", "i32")
		if !ok {
			return false
		}
		weak := ""
		if g.chance(0.3) {
			weak = "weak "
		}
		succ := pick(g, []string{"monotonic", "acquire", "acq_rel", "seq_cst"})
		v := g.newVal("!llvm.struct<(i32, i1)>")
		g.op("llvm.cmpxchg", fmt.Sprintf("%s = llvm.cmpxchg %s%s, %s, %s %s monotonic : !llvm.ptr, i32", v, weak, vs[0], vs[1], vs[2], succ))
		return true
	})
	add("llvm.fence", func(g *gen) bool {
		scope := ""
		if g.chance(0.3) {
			scope = `syncscope("agent") `
		}
		g.op("llvm.fence", "llvm.fence "+scope+pick(g, []string{"acquire", "release", "acq_rel", "seq_cst"}))
		return true
	})
	return ks
}

func llvmValueKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectLLVM, emit: emit})
	}
	add("llvm.mlir.constant", func(g *gen) bool {
		t := pick(g, []string{"i1", "i8", "i32", "i64", "f16", "f32", "f64", "vector<4xi32>", "vector<4xf32>"})
		_, ok := g.llvmMaterialize(t)
		return ok
	})
	add("llvm.mlir.constant.string", func(g *gen) bool {
		v := g.newVal("!llvm.array<3 x i8>")
		g.op("llvm.mlir.constant.string", fmt.Sprintf(`%s = llvm.mlir.constant("%s") : !llvm.array<3 x i8>`, v, pick(g, []string{"abc", `a\00b`, `\0A\09\22`})))
		return true
	})
	for _, op := range []string{"undef", "poison", "zero"} {
		add("llvm.mlir."+op, func(g *gen) bool {
			t := pick(g, llvmValueTypes)
			v := g.newVal(t)
			g.op("llvm.mlir."+op, fmt.Sprintf("%s = llvm.mlir.%s : %s", v, op, t))
			return true
		})
	}
	add("llvm.mlir.addressof", func(g *gen) bool {
		name := pick(g, g.globals)
		v := g.newVal("!llvm.ptr")
		g.op("llvm.mlir.addressof", fmt.Sprintf("%s = llvm.mlir.addressof @%s : !llvm.ptr", v, name))
		return true
	})
	add("llvm.select", func(g *gen) bool {
		t := pick(g, llvmValueTypes)
		vs, ok := g.uses("i1", t, t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("llvm.select", fmt.Sprintf("%s = llvm.select %s, %s, %s : i1, %s", v, vs[0], vs[1], vs[2], t))
		return true
	})
	add("llvm.freeze", func(g *gen) bool {
		t := pick(g, llvmValueTypes)
		a, ok := g.use(t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("llvm.freeze", fmt.Sprintf("%s = llvm.freeze %s : %s", v, a, t))
		return true
	})
	add("llvm.extractvalue", func(g *gen) bool {
		ag := pick(g, aggregates[:6])
		a, ok := g.use(ag.t)
		if !ok {
			return false
		}
		pos := pickKey(g, ag.paths)
		v := g.newVal(ag.paths[pos])
		g.op("llvm.extractvalue", fmt.Sprintf("%s = llvm.extractvalue %s[%s] : %s", v, a, pos, ag.t))
		return true
	})
	add("llvm.insertvalue", func(g *gen) bool {
		ag := pick(g, aggregates[:6])
		pos := pickKey(g, ag.paths)
		vs, ok := g.uses(ag.paths[pos], ag.t)
		if !ok {
			return false
		}
		v := g.newVal(ag.t)
		g.op("llvm.insertvalue", fmt.Sprintf("%s = llvm.insertvalue %s, %s[%s] : %s", v, vs[0], vs[1], pos, ag.t))
		return true
	})
	vecTypes := []string{"vector<4xi32>", "vector<4xf32>", "vector<8xi8>", "vector<2xf64>"}
	add("llvm.extractelement", func(g *gen) bool {
		t := pick(g, vecTypes)
		vs, ok := g.uses(t, "i32")
		if !ok {
			return false
		}
		v := g.newVal(typeInfo(t).elem)
		g.op("llvm.extractelement", fmt.Sprintf("%s = llvm.extractelement %s[%s : i32] : %s", v, vs[0], vs[1], t))
		return true
	})
	add("llvm.insertelement", func(g *gen) bool {
		t := pick(g, vecTypes)
		vs, ok := g.uses(typeInfo(t).elem, t, "i64")
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("llvm.insertelement", fmt.Sprintf("%s = llvm.insertelement %s, %s[%s : i64] : %s", v, vs[0], vs[1], vs[2], t))
		return true
	})
	add("llvm.shufflevector", func(g *gen) bool {
		t := pick(g, vecTypes)
		ti := typeInfo(t)
		vs, ok := g.uses(t, t)
		if !ok {
			return false
		}
		mask := make([]string, 1+g.intn(6))
		for i := range mask {
			mask[i] = strconv.Itoa(g.intn(2*ti.elems+1) - 1)
		}
		v := g.newVal(fmt.Sprintf("vector<%dx%s>", len(mask), ti.elem))
		g.op("llvm.shufflevector", fmt.Sprintf("%s = llvm.shufflevector %s, %s [%s] : %s", v, vs[0], vs[1], strings.Join(mask, ", "), t))
		return true
	})
	return ks
}

// pickKey returns a random key of m in a deterministic way.
func pickKey(g *gen, m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return pick(g, keys)
}

func llvmCallKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectLLVM, emit: emit})
	}
	add("llvm.call", func(g *gen) bool {
		s := pick(g, g.llvmFns)
		fixed := s.args
		variadic := len(fixed) > 0 && fixed[len(fixed)-1] == "..."
		if variadic {
			fixed = append(append([]string(nil), fixed[:len(fixed)-1]...), "i32", "f64")
		}
		vs, ok := g.uses(fixed...)
		if !ok {
			return false
		}
		res := "()"
		if len(s.results) == 1 {
			res = s.results[0]
		}
		va := ""
		if variadic {
			va = fmt.Sprintf(" vararg(!llvm.func<%s (%s)>)", llvmRes(s.results), strings.Join(s.args, ", "))
		}
		g.opResults("llvm.call", s.results, fmt.Sprintf("llvm.call @%s(%s)%s : (%s) -> %s", s.name, joinVals(vs), va, strings.Join(fixed, ", "), res))
		return true
	})
	add("llvm.call_intrinsic", func(g *gen) bool {
		switch g.intn(3) {
		case 0:
			g.op("llvm.call_intrinsic", `llvm.call_intrinsic "llvm.donothing"() : () -> ()`)
		case 1:
			a, ok := g.use("f32")
			if !ok {
				return false
			}
			v := g.newVal("f32")
			g.op("llvm.call_intrinsic", fmt.Sprintf(`%s = llvm.call_intrinsic "llvm.fabs.f32"(%s) : (f32) -> f32`, v, a))
		default:
			vs, ok := g.uses("i32", "i32")
			if !ok {
				return false
			}
			v := g.newVal("i32")
			g.op("llvm.call_intrinsic", fmt.Sprintf(`%s = llvm.call_intrinsic "llvm.smax.i32"(%s, %s) : (i32, i32) -> i32`, v, vs[0], vs[1]))
		}
		return true
	})
	intr := func(name string, n int, ty func(g *gen) string) {
		add("llvm.intr."+name, func(g *gen) bool {
			t := ty(g)
			ts := make([]string, n)
			for i := range ts {
				ts[i] = t
			}
			vs, ok := g.uses(ts...)
			if !ok {
				return false
			}
			v := g.newVal(t)
			g.op("llvm.intr."+name, fmt.Sprintf("%s = llvm.intr.%s(%s) : (%s) -> %s", v, name, joinVals(vs), strings.Join(ts, ", "), t))
			return true
		})
	}
	for _, n := range llvmIntrFloat1 {
		intr(n, 1, (*gen).llvmFloat)
	}
	for _, n := range llvmIntrFloat2 {
		intr(n, 2, (*gen).llvmFloat)
	}
	for _, n := range llvmIntrFloat3 {
		intr(n, 3, (*gen).llvmFloat)
	}
	for _, n := range llvmIntrInt1 {
		intr(n, 1, func(g *gen) string { return pick(g, []string{"i16", "i32", "i64", "vector<4xi32>"}) })
	}
	for _, n := range llvmIntrInt2 {
		intr(n, 2, (*gen).llvmInt)
	}
	for _, n := range llvmIntrGeneric {
		add("llvm.intr."+n, func(g *gen) bool {
			t := pick(g, []string{"i8", "i32", "i64"})
			switch n {
			case "ctlz", "cttz", "abs":
				a, ok := g.use(t)
				if !ok {
					return false
				}
				prop := "is_zero_poison"
				if n == "abs" {
					prop = "is_int_min_poison"
				}
				v := g.newVal(t)
				g.op("llvm.intr."+n, fmt.Sprintf(`%s = "llvm.intr.%s"(%s) <{%s = %v}> : (%s) -> %s`, v, n, a, prop, g.chance(0.5), t, t))
			default:
				vs, ok := g.uses(t, t)
				if !ok {
					return false
				}
				rt := fmt.Sprintf("!llvm.struct<(%s, i1)>", t)
				v := g.newVal(rt)
				g.op("llvm.intr."+n, fmt.Sprintf(`%s = "llvm.intr.%s"(%s, %s) : (%s, %s) -> %s`, v, n, vs[0], vs[1], t, t, rt))
			}
			return true
		})
	}
	add("llvm.inline_asm", func(g *gen) bool {
		dialect := pick(g, []string{"att", "intel"})
		if g.chance(0.4) {
			g.op("llvm.inline_asm", fmt.Sprintf(`llvm.inline_asm has_side_effects asm_dialect = %s "nop", "" : () -> ()`, dialect))
			return true
		}
		a, ok := g.use("i32")
		if !ok {
			return false
		}
		v := g.newVal("i32")
		g.op("llvm.inline_asm", fmt.Sprintf(`%s = llvm.inline_asm asm_dialect = %s "mov $0, $1", "=r,r" %s : (i32) -> i32`, v, dialect, a))
		return true
	})
	return ks
}

// llvmRes formats the result of an LLVM function type.
func llvmRes(results []string) string {
	if len(results) == 0 {
		return "void"
	}
	return results[0]
}

// global writes one llvm.mlir.global of a random variant.
func (g *gen) global() {
	name := g.symbol("g")
	g.globals = append(g.globals, name)
	linkage := pick(g, []string{"private", "internal", "external", "weak", "linkonce_odr"})
	konst := ""
	if g.chance(0.4) {
		konst = "constant "
	}
	switch g.intn(7) {
	case 0:
		g.linef("llvm.mlir.global %s %s@%s(%s : i32) {addr_space = 0 : i32} : i32", linkage, konst, name, g.intLiteral(32))
		g.note("llvm.mlir.global.int")
	case 1:
		v, _ := g.floatLiteral("f32")
		g.linef("llvm.mlir.global %s %s@%s(%s : f32) {alignment = 4 : i64} : f32", linkage, konst, name, v)
		g.note("llvm.mlir.global.float")
	case 2:
		g.linef(`llvm.mlir.global %s constant @%s("ab\0A\00") : !llvm.array<4 x i8>`, linkage, name)
		g.note("llvm.mlir.global.string")
	case 3:
		g.linef("llvm.mlir.global %s %s@%s(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>", linkage, konst, name)
		g.note("llvm.mlir.global.dense")
	case 4:
		t := "!llvm.struct<(i32, f32)>"
		g.linef("llvm.mlir.global %s @%s() : %s {", linkage, name, t)
		g.indent++
		g.nextVal = 0
		g.push()
		u := g.newVal(t)
		g.op("llvm.mlir.undef", fmt.Sprintf("%s = llvm.mlir.undef : %s", u, t))
		c, _ := g.llvmMaterialize("i32")
		r := g.newVal(t)
		g.op("llvm.insertvalue", fmt.Sprintf("%s = llvm.insertvalue %s, %s[0] : %s", r, c, u, t))
		g.op("llvm.return", fmt.Sprintf("llvm.return %s : %s", r, t))
		g.pop()
		g.indent--
		g.line("}")
		g.note("llvm.mlir.global.region")
	case 5:
		g.linef("llvm.mlir.global external @%s() : i64", name)
		g.note("llvm.mlir.global.external")
	default:
		g.linef("llvm.mlir.global weak thread_local unnamed_addr @%s(0 : i64) {addr_space = 0 : i32} : i64", name)
		g.note("llvm.mlir.global.thread_local")
	}
}

// llvmDeclaration writes an llvm.func without a body.
func (g *gen) llvmDeclaration() {
	name := g.symbol("ldecl")
	args := make([]string, 1+g.intn(3))
	for i := range args {
		args[i] = pick(g, llvmArgTypes)
	}
	var results []string
	if g.chance(0.7) {
		results = []string{pick(g, llvmArgTypes)}
	}
	variant := "llvm.func.declaration"
	if g.chance(0.4) {
		args = append(args, "...")
		variant = "llvm.func.variadic"
	}
	res := ""
	if len(results) == 1 {
		res = " -> " + results[0]
	}
	g.linef("llvm.func @%s(%s)%s", name, strings.Join(args, ", "), res)
	g.note(variant)
	g.llvmFns = append(g.llvmFns, fnSig{name: name, args: args, results: results})
}

// llvmFunction writes an llvm.func definition.
func (g *gen) llvmFunction() {
	name := g.symbol("lf")
	args := []string{"i1", "i32", "f32"}
	for range g.intn(4) {
		args = append(args, pick(g, llvmArgTypes))
	}
	var results []string
	if g.chance(0.7) {
		results = []string{pick(g, llvmArgTypes)}
	}
	g.llvmFns = append(g.llvmFns, fnSig{name: name, args: args, results: results})
	g.nextVal, g.nextBB = 0, 0
	g.push()
	parts := make([]string, len(args))
	for i, t := range args {
		parts[i] = g.newVal(t) + ": " + t + g.argAttr(t)
	}
	res := ""
	if len(results) == 1 {
		res = " -> " + results[0]
	}
	linkage := pick(g, []string{"", "", "internal ", "private ", "weak "})
	g.linef("llvm.func %s@%s(%s)%s {", linkage, name, strings.Join(parts, ", "), res)
	g.note("llvm.func")
	g.funcCount++
	g.indent++
	g.funcBody(func() {
		if g.chance(0.1) {
			g.op("llvm.unreachable", "llvm.unreachable")
			return
		}
		g.yield("llvm.return", "llvm.return", results)
	})
	g.indent--
	g.line("}")
	g.pop()
}

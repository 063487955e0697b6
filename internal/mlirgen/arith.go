package mlirgen

import (
	"fmt"
	"slices"
)

var (
	arithIntBinary = []string{"addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui",
		"floordivsi", "remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi",
		"maxui", "minsi", "minui"}
	// arithOverflowOps take overflow<...> flags.
	arithOverflowOps  = []string{"addi", "subi", "muli", "shli"}
	arithFloatBinary  = []string{"addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"}
	cmpiPredicates    = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	cmpfPredicates    = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}
	roundingModes     = []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}
	overflowFlags     = []string{"none", "nsw", "nuw", "nsw, nuw"}
	fastmathFlags     = []string{"none", "fast", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "nnan,ninf", "reassoc,nsz,contract"}
	constantVariants  = []string{"i1", "int", "wide_int", "index", "f16", "bf16", "f32", "f64", "f8", "float_other", "float_hex", "dense_splat", "dense_elements", "dense_hex"}
	scaledFloatInputs = []string{"f8E4M3FN", "f8E5M2", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN"}
)

func arithKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectArith, emit: emit})
	}
	for _, op := range arithIntBinary {
		add("arith."+op, func(g *gen) bool {
			t := g.intOrIndexLike()
			flags := ""
			if slices.Contains(arithOverflowOps, op) && g.chance(0.5) {
				flags = g.overflow("arith")
			}
			return g.binary("arith."+op, t, flags)
		})
	}
	for _, op := range arithFloatBinary {
		add("arith."+op, func(g *gen) bool { return g.binary("arith."+op, g.floatLike(), g.fastmath("arith")) })
	}
	add("arith.negf", func(g *gen) bool {
		t := g.floatLike()
		return g.unary("arith.negf", t, g.fastmath("arith"), t)
	})
	for _, p := range cmpiPredicates {
		add("arith.cmpi."+p, func(g *gen) bool {
			t := g.intOrIndexLike()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			v := g.newVal(i1Like(t))
			g.op("arith.cmpi."+p, fmt.Sprintf("%s = arith.cmpi %s, %s, %s : %s", v, p, vs[0], vs[1], t))
			return true
		})
	}
	for _, p := range cmpfPredicates {
		add("arith.cmpf."+p, func(g *gen) bool {
			t := g.floatLike()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			v := g.newVal(i1Like(t))
			g.op("arith.cmpf."+p, fmt.Sprintf("%s = arith.cmpf %s, %s, %s%s : %s", v, p, vs[0], vs[1], g.fastmath("arith"), t))
			return true
		})
	}
	add("arith.select", func(g *gen) bool {
		t := g.shape(g.scalarType())
		vs, ok := g.uses("i1", t, t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("arith.select", fmt.Sprintf("%s = arith.select %s, %s, %s : %s", v, vs[0], vs[1], vs[2], t))
		return true
	})
	add("arith.select.shaped", func(g *gen) bool {
		t := pick(g, shapePrefixes) + g.scalarType() + ">"
		vs, ok := g.uses(i1Like(t), t, t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("arith.select.shaped", fmt.Sprintf("%s = arith.select %s, %s, %s : %s, %s", v, vs[0], vs[1], vs[2], i1Like(t), t))
		return true
	})
	add("arith.addui_extended", func(g *gen) bool {
		t := g.intLike()
		vs, ok := g.uses(t, t)
		if !ok {
			return false
		}
		s, o := g.newVal(t), g.newVal(i1Like(t))
		g.op("arith.addui_extended", fmt.Sprintf("%s, %s = arith.addui_extended %s, %s : %s, %s", s, o, vs[0], vs[1], t, i1Like(t)))
		return true
	})
	for _, op := range []string{"mulsi_extended", "mului_extended"} {
		add("arith."+op, func(g *gen) bool {
			t := g.intLike()
			vs, ok := g.uses(t, t)
			if !ok {
				return false
			}
			if g.chance(0.5) {
				lo, hi := g.newVal(t), g.newVal(t)
				g.op("arith."+op, fmt.Sprintf("%s, %s = arith.%s %s, %s : %s", lo, hi, op, vs[0], vs[1], t))
			} else {
				g.opResults("arith."+op, []string{t, t}, fmt.Sprintf("arith.%s %s, %s : %s", op, vs[0], vs[1], t))
			}
			return true
		})
	}
	ks = append(ks, castKinds()...)
	for _, v := range constantVariants {
		add("arith.constant."+v, func(g *gen) bool { return g.constantOf(v) })
	}
	return ks
}

// overflow returns " overflow<...>" for arith or llvm and records the flag set.
func (g *gen) overflow(dialect string) string {
	f := pick(g, overflowFlags)
	g.kinds[dialect+".overflow."+f]++
	return " overflow<" + f + ">"
}

// fastmath returns " fastmath<...>" (arith and math) or "" and records the flag set.
func (g *gen) fastmath(dialect string) string {
	if !g.chance(0.4) {
		return ""
	}
	f := pick(g, fastmathFlags)
	g.kinds[dialect+".fastmath."+f]++
	return " fastmath<" + f + ">"
}

// binary emits "%r = op %a, %b flags : t".
func (g *gen) binary(name, t, flags string) bool {
	vs, ok := g.uses(t, t)
	if !ok {
		return false
	}
	attrs := ""
	if flags == "" && g.has(DialectArith) && g.chance(0.03) {
		attrs = " " + g.attrDict(1)
		g.kinds["op.discardable_attrs"]++
	}
	v := g.newVal(t)
	g.op(name, fmt.Sprintf("%s = %s %s, %s%s%s : %s", v, name, vs[0], vs[1], flags, attrs, t))
	return true
}

// unary emits "%r = op %a flags : t" with a result of type rt.
func (g *gen) unary(name, t, flags, rt string) bool {
	a, ok := g.use(t)
	if !ok {
		return false
	}
	v := g.newVal(rt)
	g.op(name, fmt.Sprintf("%s = %s %s%s : %s", v, name, a, flags, t))
	return true
}

// cast emits "%r = op %a flags : from to to".
func (g *gen) cast(name, op, from, flags, to string) bool {
	a, ok := g.use(from)
	if !ok {
		return false
	}
	v := g.newVal(to)
	g.op(name, fmt.Sprintf("%s = %s %s%s : %s to %s", v, op, a, flags, from, to))
	return true
}

// intPair returns two scalar integer types with widths a < b.
func (g *gen) intPair() (string, string) {
	ws := []int{1, 2, 4, 7, 8, 16, 17, 32, 33, 64, 128}
	i := g.intn(len(ws) - 1)
	j := i + 1 + g.intn(len(ws)-i-1)
	return fmt.Sprintf("i%d", ws[i]), fmt.Sprintf("i%d", ws[j])
}

// floatPairs lists (narrow, wide) float types extf and truncf accept.
var floatPairs = [][2]string{{"f16", "f32"}, {"bf16", "f32"}, {"f16", "f64"}, {"bf16", "f64"},
	{"f32", "f64"}, {"f8E4M3FN", "f16"}, {"f8E5M2", "f32"}, {"f4E2M1FN", "bf16"}, {"f6E3M2FN", "f32"},
	{"f8E8M0FNU", "f32"}, {"tf32", "f32"}, {"f64", "f80"}, {"f64", "f128"}, {"f8E4M3FNUZ", "f16"}}

// bitcastPairs lists same-width type pairs for bitcasts.
var bitcastPairs = [][2]string{{"i16", "f16"}, {"i16", "bf16"}, {"f16", "bf16"}, {"i32", "f32"},
	{"i64", "f64"}, {"i8", "f8E4M3FN"}, {"f8E5M2", "i8"}, {"i32", "i32"}, {"i128", "f128"}}

func castKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectArith, emit: emit})
	}
	// shaped wraps both sides of a cast in one shape.
	shaped := func(g *gen, a, b string) (string, string) {
		ti := typeInfo(g.shape(a))
		return ti.s, ti.withElem(b)
	}
	for _, op := range []string{"extsi", "extui", "trunci"} {
		add("arith."+op, func(g *gen) bool {
			narrow, wide := g.intPair()
			from, to := shaped(g, narrow, wide)
			flags := ""
			if op == "trunci" {
				from, to = to, from
				if g.chance(0.4) {
					flags = g.overflow("arith")
				}
			}
			return g.cast("arith."+op, "arith."+op, from, flags, to)
		})
	}
	add("arith.extf", func(g *gen) bool {
		p := pick(g, floatPairs)
		from, to := shaped(g, p[0], p[1])
		return g.cast("arith.extf", "arith.extf", from, g.fastmath("arith"), to)
	})
	add("arith.truncf", func(g *gen) bool {
		p := pick(g, floatPairs)
		from, to := shaped(g, p[1], p[0])
		return g.cast("arith.truncf", "arith.truncf", from, g.fastmath("arith"), to)
	})
	for _, m := range roundingModes {
		add("arith.truncf."+m, func(g *gen) bool {
			p := pick(g, floatPairs)
			from, to := shaped(g, p[1], p[0])
			return g.cast("arith.truncf."+m, "arith.truncf", from, " "+m+g.fastmath("arith"), to)
		})
	}
	for _, op := range []string{"fptosi", "fptoui"} {
		add("arith."+op, func(g *gen) bool {
			from, to := shaped(g, g.floatScalar(), g.intScalar())
			return g.cast("arith."+op, "arith."+op, from, "", to)
		})
	}
	for _, op := range []string{"sitofp", "uitofp"} {
		add("arith."+op, func(g *gen) bool {
			from, to := shaped(g, g.intScalar(), g.floatScalar())
			return g.cast("arith."+op, "arith."+op, from, "", to)
		})
	}
	for _, op := range []string{"index_cast", "index_castui"} {
		add("arith."+op, func(g *gen) bool {
			from, to := shaped(g, g.intScalar(), "index")
			if g.chance(0.5) {
				from, to = to, from
			}
			return g.cast("arith."+op, "arith."+op, from, "", to)
		})
	}
	add("arith.bitcast", func(g *gen) bool {
		p := pick(g, bitcastPairs)
		if g.chance(0.5) {
			p[0], p[1] = p[1], p[0]
		}
		from, to := shaped(g, p[0], p[1])
		return g.cast("arith.bitcast", "arith.bitcast", from, "", to)
	})
	add("arith.scaling_extf", func(g *gen) bool {
		in, out := pick(g, scaledFloatInputs), pick(g, []string{"f16", "bf16", "f32"})
		vs, ok := g.uses(in, "f8E8M0FNU")
		if !ok {
			return false
		}
		v := g.newVal(out)
		g.op("arith.scaling_extf", fmt.Sprintf("%s = arith.scaling_extf %s, %s : %s, f8E8M0FNU to %s", v, vs[0], vs[1], in, out))
		return true
	})
	add("arith.scaling_truncf", func(g *gen) bool {
		in, out := pick(g, []string{"f16", "bf16", "f32"}), pick(g, scaledFloatInputs)
		vs, ok := g.uses(in, "f8E8M0FNU")
		if !ok {
			return false
		}
		v := g.newVal(out)
		g.op("arith.scaling_truncf", fmt.Sprintf("%s = arith.scaling_truncf %s, %s : %s, f8E8M0FNU to %s", v, vs[0], vs[1], in, out))
		return true
	})
	return ks
}

// bigShapes hold more than 100 elements, so MLIR prints their dense constants as hex.
var bigShapes = []string{"tensor<128x", "tensor<8x16x", "vector<101x"}

// constantOf emits an arith.constant of the given variant.
func (g *gen) constantOf(variant string) bool {
	var t, force string
	switch variant {
	case "i1", "f16", "bf16", "f32", "f64":
		t = variant
	case "int":
		t = pick(g, []string{"i2", "i4", "i7", "i8", "i16", "i17", "i32", "i33", "i64"})
	case "wide_int":
		t = "i128"
	case "index":
		t = "index"
	case "f8":
		t = pick(g, oddFloats[:11])
	case "float_other":
		t = pick(g, []string{"tf32", "f80", "f128"})
	case "float_hex":
		t, force = pick(g, commonFloats), "hex"
	case "dense_splat":
		t, force = pick(g, shapePrefixes)+g.scalarType()+">", "splat"
	case "dense_elements":
		t, force = pick(g, shapePrefixes[1:])+g.scalarType()+">", "elements"
	case "dense_hex":
		t, force = pick(g, bigShapes)+pick(g, hexElems)+">", "hex"
	}
	text, got := g.constant(t, force)
	v := g.newVal(t)
	g.op("arith.constant."+got, v+" = arith.constant "+text)
	return true
}

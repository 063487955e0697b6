package mlirgen

import "fmt"

var (
	mathFloatUnary = []string{"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt",
		"ceil", "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10",
		"log1p", "log2", "round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"}
	mathFloatBinary = []string{"atan2", "copysign", "powf"}
	mathClassify    = []string{"isfinite", "isinf", "isnan", "isnormal"}
	mathIntUnary    = []string{"absi", "ctlz", "cttz", "ctpop"}
)

func mathKinds() []*kind {
	var ks []*kind
	add := func(name string, emit func(g *gen) bool) {
		ks = append(ks, &kind{name: name, dialect: DialectMath, emit: emit})
	}
	for _, op := range mathFloatUnary {
		add("math."+op, func(g *gen) bool {
			t := g.mathFloatLike()
			return g.unary("math."+op, t, g.fastmath("math"), t)
		})
	}
	for _, op := range mathFloatBinary {
		add("math."+op, func(g *gen) bool { return g.binary("math."+op, g.mathFloatLike(), g.fastmath("math")) })
	}
	for _, op := range mathClassify {
		add("math."+op, func(g *gen) bool {
			t := g.mathFloatLike()
			return g.unary("math."+op, t, "", i1Like(t))
		})
	}
	for _, op := range mathIntUnary {
		add("math."+op, func(g *gen) bool {
			t := g.intLike()
			return g.unary("math."+op, t, "", t)
		})
	}
	add("math.ipowi", func(g *gen) bool { return g.binary("math.ipowi", g.intLike(), "") })
	add("math.fpowi", func(g *gen) bool {
		ti := typeInfo(g.mathFloatLike())
		it := ti.withElem(pick(g, []string{"i32", "i64", "i16"}))
		vs, ok := g.uses(ti.s, it)
		if !ok {
			return false
		}
		v := g.newVal(ti.s)
		g.op("math.fpowi", fmt.Sprintf("%s = math.fpowi %s, %s%s : %s, %s", v, vs[0], vs[1], g.fastmath("math"), ti.s, it))
		return true
	})
	add("math.fma", func(g *gen) bool {
		t := g.mathFloatLike()
		vs, ok := g.uses(t, t, t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("math.fma", fmt.Sprintf("%s = math.fma %s, %s, %s%s : %s", v, vs[0], vs[1], vs[2], g.fastmath("math"), t))
		return true
	})
	add("math.clampf", func(g *gen) bool {
		t := g.mathFloatLike()
		vs, ok := g.uses(t, t, t)
		if !ok {
			return false
		}
		v := g.newVal(t)
		g.op("math.clampf", fmt.Sprintf("%s = math.clampf %s to [%s, %s]%s : %s", v, vs[0], vs[1], vs[2], g.fastmath("math"), t))
		return true
	})
	add("math.sincos", func(g *gen) bool {
		t := g.mathFloatLike()
		a, ok := g.use(t)
		if !ok {
			return false
		}
		s, c := g.newVal(t), g.newVal(t)
		g.op("math.sincos", fmt.Sprintf("%s, %s = math.sincos %s%s : %s", s, c, a, g.fastmath("math"), t))
		return true
	})
	return ks
}

package tc

import (
	"math"

	"github.com/ttgo/ttgo/frontend/tl"
)

// binaryOps maps Triton-C's binary operators to tl's; / and % on integers are C's (toward
// zero) through tl's // and %, on floats true division and fmod.
var binaryOps = map[string]tl.BinaryOp{"+": tl.OpAdd, "-": tl.OpSub, "*": tl.OpMul, "&": tl.OpAnd, "|": tl.OpOr,
	"^": tl.OpXor, "<<": tl.OpShl, ">>": tl.OpShr, "<": tl.OpLt, "<=": tl.OpLe, ">": tl.OpGt, ">=": tl.OpGe,
	"==": tl.OpEq, "!=": tl.OpNe}

// expr compiles an expression.
func (g *generator) expr(e expr) tl.Value {
	if g.failed() {
		return tl.Value{}
	}
	g.at(e.position())
	k := g.k
	switch e := e.(type) {
	case *identExpr:
		if v := g.lookup(e.name); v != nil {
			return v.value
		}
		switch e.name {
		case "INFINITY":
			return k.Float(math.Inf(1))
		case "NAN":
			return k.Float(math.NaN())
		}
		g.errorAt(e.pos, "use of undeclared identifier '%s'", e.name)
	case *intExpr:
		return k.Const(tl.Uint64Literal(e.value))
	case *floatExpr:
		return k.Float(e.value)
	case *binaryExpr:
		x := g.expr(e.x)
		y := g.expr(e.y)
		return g.binary(e.pos, e.op, x, y)
	case *unaryExpr:
		x := g.expr(e.x)
		g.at(e.pos)
		switch e.op {
		case "-":
			return k.Neg(x)
		case "!":
			return k.Not(x)
		case "~":
			return k.Invert(x)
		}
		return x
	case *ternaryExpr:
		return g.ternary(e)
	case *derefExpr:
		// As tl.load(ptr, mask=mask) in Triton's frontend: keyword arguments first.
		var mask tl.Value
		if e.mask != nil {
			mask = g.expr(e.mask)
		}
		ptr := g.expr(e.ptr)
		g.at(e.pos)
		return k.Load(ptr, mask, tl.Value{})
	case *rangeExpr:
		lo, ok := g.constInt(e.lo)
		if !ok {
			return tl.Value{}
		}
		hi, ok := g.constInt(e.hi)
		if !ok {
			return tl.Value{}
		}
		g.at(e.pos)
		return k.Arange(lo, hi)
	case *castExpr:
		x := g.expr(e.x)
		d := g.dtype(e.typ)
		if g.failed() {
			return tl.Value{}
		}
		if e.typ.pointer {
			g.errorAt(e.pos, "pointer casts are not supported")
			return tl.Value{}
		}
		g.at(e.pos)
		return k.Cast(x, d)
	case *callExpr:
		return g.call(e)
	case *subscriptExpr:
		return g.subscript(e)
	}
	return tl.Value{}
}

// binary compiles x op y.
func (g *generator) binary(p pos, op string, x, y tl.Value) tl.Value {
	if g.failed() {
		return tl.Value{}
	}
	g.at(p)
	k := g.k
	switch op {
	case "&&":
		return k.LogicalAnd(x, y)
	case "||":
		return k.LogicalOr(x, y)
	case "@":
		return k.Dot(x, y, tl.Value{})
	case "/", "%":
		return g.divide(p, op, x, y)
	}
	return k.Binary(binaryOps[op], x, y)
}

// divide compiles / and % with C's rules: integers divide toward zero, also on constants.
func (g *generator) divide(p pos, op string, x, y tl.Value) tl.Value {
	lx, xLit := x.IsLiteral()
	ly, yLit := y.IsLiteral()
	intOnly := x.DType().IsInt() && y.DType().IsInt() && !x.Type().Pointer && !y.Type().Pointer
	if xLit && yLit && intOnly && lx.Kind() != tl.KindFloating && ly.Kind() != tl.KindFloating {
		if ly.Int() == 0 {
			g.errorAt(p, "division by zero in a constant expression")
			return tl.Value{}
		}
		if op == "/" {
			return g.k.Int(lx.Int() / ly.Int())
		}
		return g.k.Int(lx.Int() % ly.Int())
	}
	switch {
	case intOnly && op == "/":
		return g.k.FloorDiv(x, y)
	case op == "/":
		return g.k.Div(x, y)
	}
	return g.k.Mod(x, y)
}

// ternary compiles cond ? x : y: a masked load when x is a load `*ptr` (evaluated as
// tl.load(ptr, mask=cond, other=y) in Triton's frontend: the keyword arguments first), else a
// select.
func (g *generator) ternary(e *ternaryExpr) tl.Value {
	cond := g.expr(e.cond)
	if d, ok := e.x.(*derefExpr); ok && d.mask == nil {
		other := g.expr(e.y)
		ptr := g.expr(d.ptr)
		g.at(e.pos)
		return g.k.Load(ptr, cond, other)
	}
	x := g.expr(e.x)
	y := g.expr(e.y)
	g.at(e.pos)
	return g.k.Where(cond, x, y)
}

// subscript compiles x[items]: newaxis inserts dimensions, one reduction item reduces.
func (g *generator) subscript(e *subscriptExpr) tl.Value {
	x := g.expr(e.x)
	if g.failed() {
		return tl.Value{}
	}
	g.at(e.pos)
	k := g.k
	reduce, newaxes, axis := "", 0, 0
	for i, it := range e.items {
		switch it {
		case ":":
		case "newaxis":
			newaxes++
		default:
			if reduce != "" {
				g.errorAt(e.pos, "a subscript can hold one reduction only")
				return tl.Value{}
			}
			reduce, axis = it, i
		}
	}
	rank := len(x.Shape())
	if reduce != "" && newaxes > 0 {
		g.errorAt(e.pos, "a subscript cannot both reduce and insert dimensions")
		return tl.Value{}
	}
	if len(e.items)-newaxes != rank {
		g.errorAt(e.pos, "the subscript has %d dimensions for a block of rank %d", len(e.items)-newaxes, rank)
		return tl.Value{}
	}
	switch reduce {
	case "+":
		return k.Sum(x, axis)
	case "max":
		return k.Max(x, axis)
	case "min":
		return k.Min(x, axis)
	case "argmax":
		return k.Argmax(x, axis)
	case "argmin":
		return k.Argmin(x, axis)
	}
	for i, it := range e.items {
		if it == "newaxis" {
			x = k.ExpandDims(x, i)
		}
	}
	return x
}

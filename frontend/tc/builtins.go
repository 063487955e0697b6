package tc

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ttgo/ttgo/frontend/tl"
)

// unaryMath are the one-argument math builtins.
var unaryMath = map[string]func(k *tl.Kernel, x tl.Value) tl.Value{
	"exp": (*tl.Kernel).Exp, "exp2": (*tl.Kernel).Exp2, "log": (*tl.Kernel).Log, "log2": (*tl.Kernel).Log2,
	"sqrt": (*tl.Kernel).Sqrt, "rsqrt": (*tl.Kernel).Rsqrt, "sin": (*tl.Kernel).Sin, "cos": (*tl.Kernel).Cos,
	"erf": (*tl.Kernel).Erf, "floor": (*tl.Kernel).Floor, "ceil": (*tl.Kernel).Ceil, "abs": (*tl.Kernel).Abs,
	"trans": func(k *tl.Kernel, x tl.Value) tl.Value { return k.Trans(x) },
	"tanh":  func(k *tl.Kernel, x tl.Value) tl.Value { return k.Libdevice("tanh", x) },
}

// atomics are the read-modify-write builtins.
var atomics = map[string]tl.AtomicOp{"atomic_add": tl.AtomicAdd, "atomic_max": tl.AtomicMax, "atomic_min": tl.AtomicMin,
	"atomic_and": tl.AtomicAnd, "atomic_or": tl.AtomicOr, "atomic_xor": tl.AtomicXor, "atomic_xchg": tl.AtomicXchg}

// builtinArity gives each builtin's number of arguments: min and max.
var builtinArity = map[string][2]int{
	"get_program_id": {1, 1}, "get_num_programs": {1, 1}, "max": {2, 2}, "min": {2, 2}, "where": {3, 3},
	"select": {3, 3}, "dot": {2, 3}, "cumsum": {2, 2}, "cdiv": {2, 2}, "fma": {3, 3}, "atomic_cas": {3, 3},
	"gather": {3, 3}, "join": {2, 2}, "reshape": {2, 8}, "rand": {2, 2},
}

// builtinNames lists every builtin, for the unknown-function message.
func builtinNames() string {
	var names []string
	for n := range builtinArity {
		names = append(names, n)
	}
	for n := range unaryMath {
		names = append(names, n)
	}
	for n := range atomics {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// call compiles a builtin call.
func (g *generator) call(e *callExpr) tl.Value {
	arity, ok := builtinArity[e.name]
	switch {
	case ok:
	case unaryMath[e.name] != nil:
		arity = [2]int{1, 1}
	case isAtomic(e.name):
		arity = [2]int{2, 3}
	default:
		g.errorAt(e.pos, "unknown function '%s' (the builtins are %s)", e.name, builtinNames())
		return tl.Value{}
	}
	if len(e.args) < arity[0] || len(e.args) > arity[1] {
		g.errorAt(e.pos, "'%s' takes %s, not %d", e.name, arityText(arity), len(e.args))
		return tl.Value{}
	}
	if e.name == "get_program_id" || e.name == "get_num_programs" {
		axis, ok := g.constInt(e.args[0])
		if !ok {
			return tl.Value{}
		}
		g.at(e.pos)
		if e.name == "get_program_id" {
			return g.k.ProgramID(int(axis))
		}
		return g.k.NumPrograms(int(axis))
	}
	switch e.name {
	case "cumsum", "gather":
		x := g.expr(e.args[0])
		var idx tl.Value
		if e.name == "gather" {
			idx = g.expr(e.args[1])
		}
		axis, ok := g.constInt(e.args[len(e.args)-1])
		if !ok {
			return tl.Value{}
		}
		g.at(e.pos)
		if e.name == "gather" {
			return g.k.Gather(x, idx, int(axis))
		}
		return g.k.Cumsum(x, int(axis))
	case "reshape":
		x := g.expr(e.args[0])
		var shape []int64
		for _, a := range e.args[1:] {
			n, ok := g.constInt(a)
			if !ok {
				return tl.Value{}
			}
			shape = append(shape, n)
		}
		g.at(e.pos)
		return g.k.Reshape(x, shape)
	}
	args := make([]tl.Value, len(e.args))
	for i, a := range e.args {
		args[i] = g.expr(a)
	}
	if g.failed() {
		return tl.Value{}
	}
	g.at(e.pos)
	k := g.k
	if f := unaryMath[e.name]; f != nil {
		return f(k, args[0])
	}
	if op, ok := atomics[e.name]; ok {
		var mask tl.Value
		if len(args) == 3 {
			mask = args[2]
		}
		return k.Atomic(op, args[0], args[1], mask)
	}
	switch e.name {
	case "max":
		return k.Maximum(args[0], args[1])
	case "min":
		return k.Minimum(args[0], args[1])
	case "where", "select":
		return k.Where(args[0], args[1], args[2])
	case "dot":
		var acc tl.Value
		if len(args) == 3 {
			acc = args[2]
		}
		return k.Dot(args[0], args[1], acc)
	case "cdiv":
		return k.Cdiv(args[0], args[1])
	case "fma":
		return k.Fma(args[0], args[1], args[2])
	case "join":
		return k.Join(args[0], args[1])
	case "rand":
		return k.Rand(args[0], args[1])
	}
	return k.AtomicCAS(args[0], args[1], args[2])
}

func isAtomic(name string) bool { _, ok := atomics[name]; return ok }

// arityText prints an arity.
func arityText(a [2]int) string {
	switch {
	case a[0] == 1 && a[1] == 1:
		return "1 argument"
	case a[0] == a[1]:
		return fmt.Sprintf("%d arguments", a[0])
	}
	return fmt.Sprintf("%d or %d arguments", a[0], a[1])
}

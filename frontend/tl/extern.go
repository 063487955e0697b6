package tl

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// ExternElementwise calls the external elementwise function symbol (in the library libname at
// libpath; empty for libdevice, which the backend links) on args, broadcast together, with a
// result of dtype result (tl.extern_elementwise); pure marks it free of side effects.
func (k *Kernel) ExternElementwise(symbol, libname, libpath string, result *DType, pure bool, args ...Value) Value {
	if !k.operands(args...) {
		return Value{k: k}
	}
	for i := 1; i < len(args); i++ {
		var ok bool
		if args[0], args[i], ok = k.broadcastPair(args[0], args[i]); !ok {
			return Value{k: k}
		}
	}
	srcs := make([]*ir.Value, len(args))
	var shape []int64
	for i, a := range args {
		srcs[i] = a.IR()
		shape = a.t.Shape
	}
	t := Scalar(result).Block(shape...)
	if len(shape) == 0 {
		t = Scalar(result)
	}
	op := tt.BuildExternElementwise(k.b, k.location(), t.IRType(k.Ctx), srcs,
		ir.NamedAttribute{Name: "libname", Value: k.Ctx.StringAttr(libname)},
		ir.NamedAttribute{Name: "libpath", Value: k.Ctx.StringAttr(libpath)},
		ir.NamedAttribute{Name: "pure", Value: k.Ctx.BoolAttr(pure)},
		ir.NamedAttribute{Name: "symbol", Value: k.Ctx.StringAttr(symbol)})
	return k.wrap(op.Result(), t)
}

// Libdevice calls libdevice's function name (tanh, erfinv, ...: the one-argument float
// functions of triton.language.extra.libdevice) on x: __nv_NAMEf for float32, __nv_NAME for
// float64.
func (k *Kernel) Libdevice(name string, x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	switch {
	case x.t.Pointer || (x.t.Elem != Float32 && x.t.Elem != Float64):
		return k.errorf("libdevice.%s expects fp32 or fp64, not %s", name, x.t)
	case x.t.Elem == Float32:
		return k.ExternElementwise("__nv_"+name+"f", "", "", Float32, true, x)
	}
	return k.ExternElementwise("__nv_"+name, "", "", Float64, true, x)
}

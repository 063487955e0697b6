package tl

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// callHelper calls the private function name, which computes body from params of the types of
// args, defining it at the end of the module on first use. Triton's frontend calls its
// @triton.jit library functions (tl.cdiv, tl.zeros) this way and make-ttir inlines them; the
// kernel does the same so that canonicalization sees the ops in the same order.
func (k *Kernel) callHelper(name string, args []Value, body func(params []Value) Value) Value {
	if !k.operands(args...) {
		return Value{k: k}
	}
	argIR := make([]*ir.Value, len(args))
	for i, a := range args {
		if a.lit != nil {
			return k.errorf("helper %s: literal arguments are not supported", name)
		}
		argIR[i] = a.v
	}
	if _, ok := k.helperTypes[name]; !ok {
		result, ok := k.defineHelper(name, args, body)
		if !ok {
			return Value{k: k}
		}
		k.helperTypes[name] = result
	}
	result := k.helperTypes[name]
	call := tt.BuildCall(k.b, k.location(), []ir.Type{result.IRType(k.Ctx)}, argIR,
		ir.NamedAttribute{Name: "callee", Value: k.Ctx.SymbolRefAttr(name)})
	var out Value
	for _, r := range call.Results() {
		out = k.wrap(r, result)
	}
	return out
}

// defineHelper builds the private function of callHelper.
func (k *Kernel) defineHelper(name string, args []Value, body func(params []Value) Value) (Type, bool) {
	saved := *k.b
	defer func() { *k.b = saved }()
	ctx := k.Ctx
	inputs := make([]ir.Type, len(args))
	locs := make([]ir.Location, len(args))
	for i, a := range args {
		inputs[i] = a.t.IRType(ctx)
		locs[i] = k.location()
	}
	k.b.SetInsertionPointToEnd(k.module.Region(0).Front())
	fn := tt.BuildFunc(k.b, k.location(), ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ctx.StringAttr(name)},
		ir.NamedAttribute{Name: ir.SymbolVisibilityAttr, Value: ctx.StringAttr("private")})
	fn.SetAttr("noinline", ctx.BoolAttr(false))
	block := ir.NewBlock(inputs, locs)
	fn.Region(0).Append(block)
	k.b.SetInsertionPointToEnd(block)
	params := make([]Value, len(args))
	for i, a := range args {
		params[i] = k.wrap(block.Argument(i), a.t)
	}
	r := body(params)
	if !k.operands(r) {
		return Type{}, false
	}
	rv := r.IR()
	fn.SetProp(funcsig.FunctionTypeAttr, ctx.TypeAttr(ctx.FunctionType(inputs, []ir.Type{rv.Type()})))
	tt.BuildReturn(k.b, k.location(), []*ir.Value{rv})
	return r.t, true
}

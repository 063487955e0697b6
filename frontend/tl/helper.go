package tl

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// callHelper calls the private function name, which computes body from params of the types of
// args, defining it at the end of the module on first use. Triton's frontend calls its
// @triton.jit library functions (tl.cdiv, tl.zeros, tl.rand) this way and make-ttir inlines
// them; the kernel does the same so that canonicalization sees the ops in the same order.
func (k *Kernel) callHelper(name string, args []Value, body func(params []Value) Value) Value {
	out := k.callHelperN(name, args, func(params []Value) []Value { return []Value{body(params)} })
	if len(out) == 0 {
		return Value{k: k}
	}
	return out[0]
}

// callHelperN is callHelper for a function of several results.
func (k *Kernel) callHelperN(name string, args []Value, body func(params []Value) []Value) []Value {
	if !k.operands(args...) {
		return nil
	}
	argIR := make([]*ir.Value, len(args))
	for i, a := range args {
		if a.lit != nil {
			k.errorf("helper %s: literal arguments are not supported", name)
			return nil
		}
		argIR[i] = a.v
	}
	if _, ok := k.helperTypes[name]; !ok {
		results, ok := k.defineHelper(name, args, body)
		if !ok {
			return nil
		}
		k.helperTypes[name] = results
	}
	results := k.helperTypes[name]
	irTypes := make([]ir.Type, len(results))
	for i, r := range results {
		irTypes[i] = r.IRType(k.Ctx)
	}
	call := tt.BuildCall(k.b, k.location(), irTypes, argIR, ir.NamedAttribute{Name: "callee", Value: k.Ctx.SymbolRefAttr(name)})
	out := make([]Value, len(results))
	for i, r := range call.Results() {
		out[i] = k.wrap(r, results[i])
	}
	return out
}

// defineHelper builds the private function of callHelper.
func (k *Kernel) defineHelper(name string, args []Value, body func(params []Value) []Value) ([]Type, bool) {
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
	rs := body(params)
	if !k.operands(rs...) {
		return nil, false
	}
	vals := make([]*ir.Value, len(rs))
	outTypes := make([]ir.Type, len(rs))
	types := make([]Type, len(rs))
	for i, r := range rs {
		vals[i] = r.IR()
		outTypes[i] = vals[i].Type()
		types[i] = r.t
	}
	fn.SetProp(funcsig.FunctionTypeAttr, ctx.TypeAttr(ctx.FunctionType(inputs, outTypes)))
	tt.BuildReturn(k.b, k.location(), vals)
	return types, true
}

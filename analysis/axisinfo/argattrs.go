package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/ir"
)

// argAttr returns the attribute name of argument i of a function, or nil.
func argAttr(fn *ir.Operation, i int, name string) ir.Attribute {
	return ir.LookupAttr(funcsig.ArgAttrs(fn, "", i), name)
}

// setArgAttr sets the attribute name of argument i of a function, creating the argument
// attribute array when the function has none.
func setArgAttr(fn *ir.Operation, i int, name string, value ir.Attribute) {
	ctx := fn.Context()
	callable, ok := ir.AsCallable(fn)
	if !ok {
		return
	}
	n := len(callable.CallableArgTypes())
	if i >= n {
		return
	}
	elems := make([]ir.Attribute, n)
	existing, _ := fn.Attr(funcsig.ArgAttrsAttr).(*ir.ArrayAttr)
	for j := range elems {
		if existing != nil && j < len(existing.Elems) {
			elems[j] = existing.Elems[j]
		} else {
			elems[j] = ctx.DictionaryAttr(nil)
		}
	}
	var entries []ir.NamedAttribute
	if d, ok := elems[i].(*ir.DictionaryAttr); ok {
		entries = append(entries, d.Entries...)
	}
	entries = append(entries, ir.NamedAttribute{Name: name, Value: value})
	elems[i] = ctx.DictionaryAttr(entries)
	fn.SetAttr(funcsig.ArgAttrsAttr, ctx.ArrayAttr(elems))
}

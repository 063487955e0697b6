package ir

// OpView is the constraint the generated typed views satisfy (tt.LoadOp, scf.ForDef, ...): a
// struct that embeds the *Operation it views and knows the name of the ops it matches. Generic
// code (typed rewrite patterns, As) works on any view through it.
type OpView interface {
	~struct{ *Operation }
	// OpName returns the name of the ops the view matches.
	OpName() string
}

// As returns op as the view T when op is a registered op of T's name.
func As[T OpView](op *Operation) (T, bool) {
	var v T
	if op == nil || op.named.def == nil || op.named.name != v.OpName() {
		return v, false
	}
	return T{op}, true
}

// View returns op as the view T without checking its name: for code that already knows it.
func View[T OpView](op *Operation) T { return T{op} }

// IntAttrValue returns the value of an IntegerAttr, and whether a is one.
func IntAttrValue(a Attribute) (int64, bool) {
	ia, ok := a.(*IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Value, true
}

// StringAttrValue returns the value of a StringAttr, and whether a is one.
func StringAttrValue(a Attribute) (string, bool) {
	sa, ok := a.(*StringAttr)
	if !ok {
		return "", false
	}
	return sa.Value, true
}

// IntsAttrValue returns the elements of a DenseArrayAttr of integers, or nil.
func IntsAttrValue(a Attribute) []int64 {
	da, ok := a.(*DenseArrayAttr)
	if !ok {
		return nil
	}
	return da.Int64s()
}

// InherentAttr returns the inherent attribute name of op, or its default value when absent and
// the definition gives one.
func (op *Operation) InherentAttr(name string) Attribute {
	if a := LookupAttr(op.props(), name); a != nil {
		return a
	}
	if def := op.named.def; def != nil {
		if s := def.Attr(name); s != nil && s.Default != nil {
			return s.Default(op.ctx)
		}
	}
	return nil
}

// SetUnitAttr adds the inherent unit attribute name when on, and removes it otherwise.
func (op *Operation) SetUnitAttr(name string, on bool) {
	if on {
		op.SetProp(name, op.ctx.UnitAttr())
		return
	}
	op.RemoveAttr(name)
}

// OptionalValues returns v as a list: empty when v is nil. Generated builders pass optional
// operands through it.
func OptionalValues(v *Value) []*Value {
	if v == nil {
		return nil
	}
	return []*Value{v}
}

// OptionalTypes returns t as a list: empty when t is nil.
func OptionalTypes(t Type) []Type {
	if t == nil {
		return nil
	}
	return []Type{t}
}

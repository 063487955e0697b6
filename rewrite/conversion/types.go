// Package conversion is the dialect conversion framework, after MLIR's DialectConversion: a
// TypeConverter says how types change, a Target says which ops are legal, and Patterns rewrite
// illegal ops through a Rewriter that records every change so that a failed pattern (or a
// failed conversion) is rolled back. ApplyPartialConversion and ApplyFullConversion drive it.
//
// Replacements are deferred as in MLIR: a pattern that replaces an op maps the op's results to
// new values; later patterns see the new values as their adaptor operands, converted to the
// legal type of the original operand (through a target materialization where they differ).
// Uses are rewired and replaced ops erased only once the whole conversion succeeded. Where a
// value of a converted type still feeds an op that expects the original type, a source
// materialization is built; without a materialization callback the framework inserts a
// builtin.unrealized_conversion_cast, which reconcile-unrealized-casts removes later.
//
// Type conversions are one to one.
package conversion

import (
	"fmt"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// ConversionFunc converts a type: it returns the converted type and true, or false when it
// does not handle t (the next conversion is tried). A nil result with true means t cannot be
// converted at all.
type ConversionFunc func(t ir.Type) (ir.Type, bool)

// MaterializeFunc builds ops at the builder's insertion point that turn inputs into one value
// of type t, or returns nil when it cannot.
type MaterializeFunc func(b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value

// TypeConverter converts types with a list of conversion functions, tried from the most
// recently added, as MLIR's TypeConverter does. Materializations build the ops that bridge a
// value of one type to another where the conversion leaves both in the IR: source
// materializations convert a legal value back to its original type (for users that were not
// converted), target materializations convert a value to the legal type a pattern expects.
type TypeConverter struct {
	conversions []ConversionFunc
	source      []MaterializeFunc
	target      []MaterializeFunc
	cache       map[ir.Type]ir.Type
}

// NewTypeConverter returns a converter with no conversions: no type converts until
// AddConversion is called.
func NewTypeConverter() *TypeConverter {
	return &TypeConverter{cache: map[ir.Type]ir.Type{}}
}

// AddConversion adds a conversion function; later additions are tried first.
func (tc *TypeConverter) AddConversion(fn ConversionFunc) {
	tc.conversions = append(tc.conversions, fn)
	clear(tc.cache)
}

// AddSourceMaterialization adds a source materialization; later additions are tried first.
func (tc *TypeConverter) AddSourceMaterialization(fn MaterializeFunc) {
	tc.source = append(tc.source, fn)
}

// AddTargetMaterialization adds a target materialization; later additions are tried first.
func (tc *TypeConverter) AddTargetMaterialization(fn MaterializeFunc) {
	tc.target = append(tc.target, fn)
}

// ConvertType returns the converted form of t, or nil when no conversion handles it.
func (tc *TypeConverter) ConvertType(t ir.Type) ir.Type {
	if r, ok := tc.cache[t]; ok {
		return r
	}
	var res ir.Type
	for i := len(tc.conversions) - 1; i >= 0; i-- {
		if r, ok := tc.conversions[i](t); ok {
			res = r
			break
		}
	}
	tc.cache[t] = res
	return res
}

// ConvertTypes converts each type; it fails on the first one that does not convert.
func (tc *TypeConverter) ConvertTypes(ts []ir.Type) ([]ir.Type, error) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		if out[i] = tc.ConvertType(t); out[i] == nil {
			return nil, fmt.Errorf("failed to convert type %s", asm.TypeString(t))
		}
	}
	return out, nil
}

// IsLegal reports whether t converts to itself.
func (tc *TypeConverter) IsLegal(t ir.Type) bool { return tc.ConvertType(t) == t }

// AreLegal reports whether every type converts to itself.
func (tc *TypeConverter) AreLegal(ts []ir.Type) bool {
	for _, t := range ts {
		if !tc.IsLegal(t) {
			return false
		}
	}
	return true
}

// IsSignatureLegal reports whether the inputs and results of ft are legal.
func (tc *TypeConverter) IsSignatureLegal(ft *ir.FunctionType) bool {
	return tc.AreLegal(ft.Inputs) && tc.AreLegal(ft.Results)
}

// IsLegalOp reports whether the operand and result types of op are legal, as MLIR's
// TypeConverter::isLegal(Operation*).
func (tc *TypeConverter) IsLegalOp(op *ir.Operation) bool {
	return tc.AreLegal(op.OperandTypes()) && tc.AreLegal(op.ResultTypes())
}

// IsLegalRegions reports whether the arguments of every block in op's regions are legal.
func (tc *TypeConverter) IsLegalRegions(op *ir.Operation) bool {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Arguments() {
				if !tc.IsLegal(a.Type()) {
					return false
				}
			}
		}
	}
	return true
}

// materialize tries fns from the last added; nil when none applies.
func materialize(fns []MaterializeFunc, b *ir.Builder, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	for i := len(fns) - 1; i >= 0; i-- {
		if v := fns[i](b, t, inputs, loc); v != nil {
			return v
		}
	}
	return nil
}

// SignatureConversion describes how the arguments of a block (a function's entry block, say)
// change: each original argument becomes an argument of a new type, or is replaced by an
// existing value and dropped.
type SignatureConversion struct {
	types []ir.Type
	remap []*ir.Value
}

// NewSignatureConversion returns a conversion for n original arguments, all unset.
func NewSignatureConversion(n int) *SignatureConversion {
	return &SignatureConversion{types: make([]ir.Type, n), remap: make([]*ir.Value, n)}
}

// AddInput says original argument i becomes an argument of type t.
func (s *SignatureConversion) AddInput(i int, t ir.Type) { s.types[i], s.remap[i] = t, nil }

// RemapInput says original argument i is dropped and its uses take v instead.
func (s *SignatureConversion) RemapInput(i int, v *ir.Value) { s.types[i], s.remap[i] = nil, v }

// keeps reports whether the conversion leaves the arguments args as they are: each becomes an
// argument of its own type.
func (s *SignatureConversion) keeps(args []*ir.Value) bool {
	for i, a := range args {
		if s.types[i] != a.Type() {
			return false
		}
	}
	return true
}

// ConvertedTypes returns the types of the new arguments, in order.
func (s *SignatureConversion) ConvertedTypes() []ir.Type {
	var ts []ir.Type
	for _, t := range s.types {
		if t != nil {
			ts = append(ts, t)
		}
	}
	return ts
}

// ConvertSignature returns the conversion of arguments of types ts, or an error when one of
// them does not convert.
func (tc *TypeConverter) ConvertSignature(ts []ir.Type) (*SignatureConversion, error) {
	s := NewSignatureConversion(len(ts))
	for i, t := range ts {
		c := tc.ConvertType(t)
		if c == nil {
			return nil, fmt.Errorf("failed to convert type %s", asm.TypeString(t))
		}
		s.AddInput(i, c)
	}
	return s, nil
}

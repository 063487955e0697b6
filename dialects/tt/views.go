package tt

import "github.com/ttgo/ttgo/ir"

// groups splits n values among specs as MLIR's ODS accessors do: by the segment sizes attribute
// when there is one, else the flexible (optional or variadic) slots share what the single slots
// leave, evenly (SameVariadicOperandSize when there are several).
func groups(specs []ir.ValueSpec, n int, segments ir.Attribute) [][2]int {
	out := make([][2]int, len(specs))
	if seg, ok := segments.(*ir.DenseArrayAttr); ok && len(seg.Data) == len(specs) {
		start := 0
		for i, size := range seg.Int64s() {
			out[i] = [2]int{start, min(start+int(size), n)}
			start += int(size)
		}
		return out
	}
	fixed, flexible := 0, 0
	for _, s := range specs {
		if s.Kind == ir.Single {
			fixed++
		} else {
			flexible++
		}
	}
	each := 0
	if flexible > 0 {
		each = max(n-fixed, 0) / flexible
	}
	start := 0
	for i, s := range specs {
		size := 1
		if s.Kind != ir.Single {
			size = each
		}
		out[i] = [2]int{min(start, n), min(start+size, n)}
		start += size
	}
	return out
}

func group(vs []*ir.Value, specs []ir.ValueSpec, segments ir.Attribute, name string) []*ir.Value {
	for i, r := range groups(specs, len(vs), segments) {
		if specs[i].Name == name {
			return vs[r[0]:r[1]]
		}
	}
	return nil
}

// OperandGroup returns the operands of op that fill its definition's operand slot name (none
// for an absent optional operand), or nil for an unregistered op or unknown name.
func OperandGroup(op *ir.Operation, name string) []*ir.Value {
	if op.Def() == nil {
		return nil
	}
	return group(op.Operands(), op.Def().Operands, op.Attr("operandSegmentSizes"), name)
}

// ResultGroup returns the results of op that fill its definition's result slot name.
func ResultGroup(op *ir.Operation, name string) []*ir.Value {
	if op.Def() == nil {
		return nil
	}
	return group(op.Results(), op.Def().Results, op.Attr("resultSegmentSizes"), name)
}

// OptionalOperand returns the operand in slot name, or nil when it is absent.
func OptionalOperand(op *ir.Operation, name string) *ir.Value {
	if g := OperandGroup(op, name); len(g) > 0 {
		return g[0]
	}
	return nil
}

// IntAttr returns the value of the integer (or enum) attribute name, and whether op has it.
func IntAttr(op *ir.Operation, name string) (int64, bool) {
	a, ok := op.Attr(name).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

// LoadOp is a view of tt.load:
//
//	%r = tt.load %ptr, %mask, %other cacheModifier = ca : tensor<128x!tt.ptr<f32>, #blocked>
type LoadOp struct{ *ir.Operation }

// AsLoad returns op as a LoadOp when it is a tt.load.
func AsLoad(op *ir.Operation) (LoadOp, bool) { return LoadOp{op}, op.Name() == "tt.load" }

// Ptr returns the pointer (or tensor of pointers, or block pointer) operand.
func (o LoadOp) Ptr() *ir.Value { return o.Operand(0) }

// Mask returns the mask operand, or nil.
func (o LoadOp) Mask() *ir.Value { return OptionalOperand(o.Operation, "mask") }

// Other returns the value of masked-off elements, or nil.
func (o LoadOp) Other() *ir.Value { return OptionalOperand(o.Operation, "other") }

// StoreOp is a view of tt.store:
//
//	tt.store %ptr, %value, %mask : tensor<128x!tt.ptr<f32>, #blocked>
type StoreOp struct{ *ir.Operation }

// AsStore returns op as a StoreOp when it is a tt.store.
func AsStore(op *ir.Operation) (StoreOp, bool) { return StoreOp{op}, op.Name() == "tt.store" }

// Ptr returns the pointer operand.
func (o StoreOp) Ptr() *ir.Value { return o.Operand(0) }

// Value returns the stored value.
func (o StoreOp) Value() *ir.Value { return o.Operand(1) }

// Mask returns the mask operand, or nil.
func (o StoreOp) Mask() *ir.Value { return OptionalOperand(o.Operation, "mask") }

// DotOp is a view of tt.dot:
//
//	%d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
type DotOp struct{ *ir.Operation }

// AsDot returns op as a DotOp when it is a tt.dot.
func AsDot(op *ir.Operation) (DotOp, bool) { return DotOp{op}, op.Name() == "tt.dot" }

// A returns the left operand.
func (o DotOp) A() *ir.Value { return o.Operand(0) }

// B returns the right operand.
func (o DotOp) B() *ir.Value { return o.Operand(1) }

// C returns the accumulator.
func (o DotOp) C() *ir.Value { return o.Operand(2) }

// InputPrecision returns the inputPrecision enum value (ieee when absent).
func (o DotOp) InputPrecision() int64 {
	if v, ok := IntAttr(o.Operation, "inputPrecision"); ok {
		return v
	}
	return InputPrecisionIEEE
}

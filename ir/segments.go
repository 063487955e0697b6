package ir

// Operand and result segments: how the values of an op fill the named slots of its definition,
// as MLIR's ODS accessors split them. This is the one place that logic lives; the declarative
// format, the generated views and the verifier all ask it.

// Segment attribute names, as MLIR spells them.
const (
	OperandSegmentSizesAttr = "operandSegmentSizes"
	ResultSegmentSizesAttr  = "resultSegmentSizes"
)

// AppendSegmentBounds appends to dst the len(specs)+1 boundaries of the slots that n values
// fill: slot i holds values [dst[i], dst[i+1]). With a segment sizes attribute seg (a dense
// array with one entry per slot) the sizes are its entries, clamped to n; without one, each
// single slot takes one value and the optional and variadic slots share the rest evenly (MLIR's
// SameVariadicOperandSize; with one flexible slot it takes all of them).
func AppendSegmentBounds(dst []int, n int, specs []ValueSpec, seg Attribute) []int {
	dst = append(dst, 0)
	if a, ok := seg.(*DenseArrayAttr); ok && len(a.Data) == len(specs) {
		w, at := IntOrFloatBitWidth(a.Elem), 0
		for _, d := range a.Data {
			at = min(at+max(int(SignExtend(d, w)), 0), n)
			dst = append(dst, at)
		}
		return dst
	}
	fixed, flexible := 0, 0
	for _, s := range specs {
		if s.Kind == Single {
			fixed++
		} else {
			flexible++
		}
	}
	each := 0
	if flexible > 0 {
		each = max(n-fixed, 0) / flexible
	}
	at := 0
	for _, s := range specs {
		size := 1
		if s.Kind != Single {
			size = each
		}
		at = min(at+size, n)
		dst = append(dst, at)
	}
	return dst
}

// segmentRange returns the values [start, end) of slot among n values.
func segmentRange(slot, n int, specs []ValueSpec, seg func() Attribute) (int, int) {
	simple := true
	for _, s := range specs[:slot+1] {
		if s.Kind != Single {
			simple = false
			break
		}
	}
	if simple {
		// Every slot up to this one takes one value, whatever the later slots hold.
		return min(slot, n), min(slot+1, n)
	}
	var buf [8]int
	b := AppendSegmentBounds(buf[:0], n, specs, seg())
	return b[slot], b[slot+1]
}

// operandSegments returns the op's operandSegmentSizes, or nil when its definition has none.
func (op *Operation) operandSegments() Attribute {
	if op.named.def.Traits&AttrSizedOperandSegments == 0 {
		return nil
	}
	return LookupAttr(op.props(), OperandSegmentSizesAttr)
}

// resultSegments returns the op's resultSegmentSizes, or nil when its definition has none.
func (op *Operation) resultSegments() Attribute {
	if op.named.def.Traits&AttrSizedResultSegments == 0 {
		return nil
	}
	return LookupAttr(op.props(), ResultSegmentSizesAttr)
}

// OperandRange returns the operands [start, end) that fill operand slot of the op's definition.
// It panics on an unregistered op or a slot out of range: generated views, its callers, know
// the op.
func (op *Operation) OperandRange(slot int) (start, end int) {
	return segmentRange(slot, len(op.operands), op.named.def.Operands, op.operandSegments)
}

// ResultRange returns the results [start, end) that fill result slot of the op's definition.
func (op *Operation) ResultRange(slot int) (start, end int) {
	return segmentRange(slot, len(op.results), op.named.def.Results, op.resultSegments)
}

// OperandGroup returns the operands that fill operand slot of the op's definition (none for
// an absent optional operand).
func (op *Operation) OperandGroup(slot int) []*Value {
	start, end := op.OperandRange(slot)
	vs := make([]*Value, end-start)
	for i := range vs {
		vs[i] = op.operands[start+i].value
	}
	return vs
}

// OptionalOperand returns the first operand of operand slot, or nil when the slot is empty.
func (op *Operation) OptionalOperand(slot int) *Value {
	if start, end := op.OperandRange(slot); start < end {
		return op.operands[start].value
	}
	return nil
}

// ResultGroup returns the results that fill result slot of the op's definition.
func (op *Operation) ResultGroup(slot int) []*Value {
	start, end := op.ResultRange(slot)
	vs := make([]*Value, end-start)
	for i := range vs {
		vs[i] = &op.results[start+i]
	}
	return vs
}

// OptionalResult returns the first result of result slot, or nil when the slot is empty.
func (op *Operation) OptionalResult(slot int) *Value {
	if start, end := op.ResultRange(slot); start < end {
		return &op.results[start]
	}
	return nil
}

// SetOperandGroup makes vs the operands of operand slot (an empty vs clears an optional or
// variadic slot) and, for ops with AttrSizedOperandSegments, updates operandSegmentSizes.
func (op *Operation) SetOperandGroup(slot int, vs []*Value) {
	def := op.named.def
	start, end := op.OperandRange(slot)
	if end-start == len(vs) {
		for i, v := range vs {
			op.operands[start+i].Set(v)
		}
		return
	}
	var sizes []int32
	if def.Traits&AttrSizedOperandSegments != 0 {
		var buf [8]int
		b := AppendSegmentBounds(buf[:0], len(op.operands), def.Operands, op.operandSegments())
		sizes = make([]int32, len(def.Operands))
		for i := range sizes {
			sizes[i] = int32(b[i+1] - b[i])
		}
		sizes[slot] = int32(len(vs))
	}
	all := op.Operands()
	next := make([]*Value, 0, len(all)-(end-start)+len(vs))
	next = append(append(append(next, all[:start]...), vs...), all[end:]...)
	op.SetOperands(next)
	if sizes != nil {
		op.SetProp(OperandSegmentSizesAttr, op.ctx.DenseI32ArrayAttr(sizes))
	}
}

// SetOptionalOperand makes v (nil for none) the operand of the optional or single slot.
func (op *Operation) SetOptionalOperand(slot int, v *Value) {
	if v == nil {
		op.SetOperandGroup(slot, nil)
		return
	}
	op.SetOperandGroup(slot, []*Value{v})
}

// Adaptor gives the operand slots of an op over a replacement list of its operands (the values
// a conversion pattern receives in place of the op's own, as MLIR's OpAdaptor). The generated
// <Op>Adaptor types name its slots.
type Adaptor struct {
	Op       *Operation
	Operands []*Value
}

// Group returns the values of operand slot.
func (a Adaptor) Group(slot int) []*Value {
	var buf [8]int
	b := AppendSegmentBounds(buf[:0], len(a.Operands), a.Op.named.def.Operands, a.Op.operandSegments())
	return a.Operands[b[slot]:b[slot+1]]
}

// Optional returns the first value of operand slot, or nil when it is empty.
func (a Adaptor) Optional(slot int) *Value {
	if g := a.Group(slot); len(g) > 0 {
		return g[0]
	}
	return nil
}

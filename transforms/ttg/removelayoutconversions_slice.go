package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// valueSet is an insertion-ordered set of values (LLVM's SetVector).
type valueSet struct {
	list []*ir.Value
	has  map[*ir.Value]bool
}

func newValueSet() *valueSet { return &valueSet{has: map[*ir.Value]bool{}} }

// insert adds v at the end unless present and reports whether it was added.
func (s *valueSet) insert(v *ir.Value) bool {
	if s.has[v] {
		return false
	}
	s.has[v] = true
	s.list = append(s.list, v)
	return true
}

// insertAll adds the values of o in order.
func (s *valueSet) insertAll(o *valueSet) {
	for _, v := range o.list {
		s.insert(v)
	}
}

// remove drops v, keeping the order of the others.
func (s *valueSet) remove(v *ir.Value) {
	if !s.has[v] {
		return
	}
	delete(s.has, v)
	for i, w := range s.list {
		if w == v {
			s.list = append(s.list[:i:i], s.list[i+1:]...)
			return
		}
	}
}

// layoutMap assigns a layout to each value of a slice.
type layoutMap map[*ir.Value]ir.Attribute

// insertMissing adds the entries of o whose values m does not have yet.
func (m layoutMap) insertMissing(o layoutMap) {
	for v, e := range o {
		if _, ok := m[v]; !ok {
			m[v] = e
		}
	}
}

// sliceQuery is what a backward slice stops at and where it may reuse existing conversions.
type sliceQuery struct {
	// stop reports whether the slice ends at op's result (nil: never).
	stop func(op *ir.Operation) bool
	// existing returns a value that already holds the operand's value in the given layout, or
	// nil.
	existing func(use *ir.OpOperand, enc ir.Attribute) *ir.Value
	// freeConvert is isFreeConvert, or a memo of it (nil: isFreeConvert).
	freeConvert func(op *ir.Operation) bool
}

// isFreeConvert is the query's freeConvert.
func (q sliceQuery) isFreeConvert(op *ir.Operation) bool {
	if q.freeConvert != nil {
		return q.freeConvert(op)
	}
	return isFreeConvert(op)
}

// operandKey is one (use, layout) pair the slice walk visits.
type operandKey struct {
	use *ir.OpOperand
	enc ir.Attribute
}

// convertBackwardSlice is Triton's getConvertBackwardSlice: it collects into slice the tensors
// that must be rematerialized for root to have layout rootEnc, with the layout of each in
// layouts, and fails where a value would need two layouts or cannot be rematerialized.
func convertBackwardSlice(root *ir.OpOperand, rootEnc ir.Attribute, slice *valueSet, layouts layoutMap, q sliceQuery) bool {
	seen := map[operandKey]bool{}
	var queue []operandKey
	enqueue := func(use *ir.OpOperand, enc ir.Attribute) {
		k := operandKey{use, enc}
		if seen[k] {
			return
		}
		seen[k] = true
		queue = append(queue, k)
	}
	enqueue(root, rootEnc)
	update := func(v *ir.Value, enc ir.Attribute) bool {
		slice.insert(v)
		if old, ok := layouts[v]; ok && old != nil && old != enc {
			return false
		}
		layouts[v] = enc
		return true
	}
	for len(queue) > 0 {
		cur := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		v, enc := cur.use.Get(), cur.enc
		if tensorOf(v.Type()) == nil {
			continue
		}
		if d := v.DefiningOp(); d != nil && (is[scf.ForOp](d) || is[scf.WhileOp](d)) {
			return false
		}
		if !update(v, enc) {
			return false
		}
		if q.existing != nil {
			if e := q.existing(cur.use, enc); e != nil {
				if !update(e, enc) {
					return false
				}
				v = e
			}
		}
		def := v.DefiningOp()
		if ifOp, ok := scf.AsIf(def); ok {
			if q.stop != nil && q.stop(def) {
				continue
			}
			i := v.Index()
			enqueue(thenYield(ifOp).OpOperand(i), enc)
			enqueue(elseYield(ifOp).OpOperand(i), enc)
			continue
		}
		if def != nil {
			for _, r := range def.Results() {
				if r == v || tensorOf(r.Type()) == nil {
					continue
				}
				if !update(r, enc) {
					return false
				}
			}
			if q.isFreeConvert(def) {
				c := ir.View[ttg.ConvertLayoutOp](def)
				enqueue(srcOperand(c), enc)
				continue
			}
			if canFoldIntoConversion(def, enc) {
				continue
			}
			if q.stop != nil && q.stop(def) {
				continue
			}
			if is[tt.CatOp](def) {
				return false
			}
			if g, ok := tt.AsGather(def); ok {
				src := inferSrcEncoding(def, enc)
				if src == nil {
					return false
				}
				enqueue(operandOf(def, g.Indices()), src)
				continue
			}
			for i := range def.NumOperands() {
				operand := def.OpOperand(i)
				var src ir.Attribute
				if f, ok := ttg.AsFp4ToFp(def); ok {
					src = fp4ToFpSrcEncoding(f, enc)
				} else {
					src = inferSrcEncoding(def, enc)
				}
				if src == nil {
					return false
				}
				if t := tensorOf(operand.Get().Type()); t != nil && t.Encoding == src {
					continue
				}
				enqueue(operand, src)
			}
			continue
		}
		forOp, ok := scf.AsFor(v.OwnerBlock().ParentOp())
		if !ok {
			return false
		}
		iter := v.Index() - 1
		enqueue(forOp.OpOperand(forInitBase(forOp)+iter), enc)
		enqueue(forBody(forOp).Terminator().OpOperand(iter), enc)
	}
	return true
}

// fp4ToFpSrcEncoding is the UpcastFpOpInterface source layout of ttg.fp4_to_fp for a result
// of layout enc.
func fp4ToFpSrcEncoding(f ttg.Fp4ToFpOp, enc ir.Attribute) ir.Attribute {
	axis, _ := f.Axis()
	src, err := ttg.LayoutInference{}.InferFp4ToFpEncoding(f.Context(), tensorOf(f.Result().Type()).Dims, int(axis), enc, false)
	if err != nil {
		return nil
	}
	return src
}

package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// Module is Triton's ModuleAxisInfoAnalysis: the infos of the values of every function of a
// module. Callers are analysed before their callees, and the scalar infos of the operands of
// each call become the callee's tt.contiguity, tt.divisibility and tt.constancy argument hints
// (the gcd over all calls), so that a callee sees what all its callers pass.
type Module struct {
	infos map[*ir.Value]AxisInfo
}

// NewModule analyses the functions of module. Like Triton, it writes the hints it derives
// from call sites onto the callees' arguments.
func NewModule(module *ir.Operation) *Module {
	m := &Module{infos: map[*ir.Value]AxisInfo{}}
	graph := newCallGraph(module)
	funcs := graph.postOrder()
	for i := len(funcs) - 1; i >= 0; i-- {
		fn := funcs[i]
		m.analyse(fn)
		for _, e := range graph.edges[fn] {
			m.updateCallee(e.call, e.callee)
		}
	}
	return m
}

// analyse solves fn and records the infos of its op results and block arguments.
func (m *Module) analyse(fn *ir.Operation) {
	infos := solveFunction(fn)
	record := func(v *ir.Value) {
		info := infos[v]
		if old, ok := m.infos[v]; ok {
			info = Join(info, old)
		}
		m.infos[v] = info
	}
	if len(m.infos) == 0 {
		// The first function's infos become the module's: the solver saw only fn's values,
		// so only those it did not reach are left to record, as unreached.
		m.infos = infos
		record = func(v *ir.Value) {
			if _, ok := infos[v]; !ok {
				infos[v] = AxisInfo{}
			}
		}
	}
	fn.WalkPostOrder(func(op *ir.Operation) {
		if op == fn {
			return
		}
		for _, r := range op.Results() {
			record(r)
		}
	})
	fn.WalkPostOrder(func(op *ir.Operation) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					record(a)
				}
			}
		}
	})
}

// updateCallee joins the scalar infos of call's operands into callee's argument hints.
func (m *Module) updateCallee(call, callee *ir.Operation) {
	ctx := callee.Context()
	for i, v := range call.Operands() {
		info := m.infos[v]
		if info.Rank() != 1 {
			continue
		}
		for _, hint := range []struct {
			name string
			prev int64
		}{{ContiguityHint, info.Contiguity[0]}, {DivisibilityHint, info.Divisibility[0]}, {ConstancyHint, info.Constancy[0]}} {
			cur := MaxDivisor
			if a, ok := argAttr(callee, i, hint.name).(*ir.IntegerAttr); ok {
				cur = a.Value
			}
			setArgAttr(callee, i, hint.name, ctx.I64Attr(gcd(hint.prev, cur)))
		}
	}
}

// Lookup returns the info of v, and whether the analysis saw it.
func (m *Module) Lookup(v *ir.Value) (AxisInfo, bool) {
	info, ok := m.infos[v]
	return info, ok
}

// linearOf returns the linear encoding of a tensor type's layout.
func linearOf(t *ir.RankedTensorType) (layout.Linear, bool) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.Linear{}, false
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return layout.Linear{}, false
	}
	l, err := layout.ToLinear(dist, t.Dims)
	return l, err == nil && l.Rank() == len(t.Dims) && len(t.Dims) > 0
}

// memoryBitWidth returns the bit width of a tensor's elements, or of what its pointers point
// to.
func memoryBitWidth(t *ir.RankedTensorType) int {
	if pt, ok := t.Elem.(*tt.PointerType); ok {
		return ir.IntOrFloatBitWidth(pt.Pointee)
	}
	return ir.IntOrFloatBitWidth(t.Elem)
}

// Contiguity is Triton's getContiguity: how many consecutive elements of a tensor (of pointers)
// each thread may access at once, bounded by the layout's contiguity per thread and by the
// alignment.
func (m *Module) Contiguity(v *ir.Value) int {
	t, ok := v.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	return m.ContiguityOfOffsets(v, memoryBitWidth(t))
}

// ContiguityOfOffsets is Contiguity for a tensor of offsets into elements of elementBitWidth
// bits.
func (m *Module) ContiguityOfOffsets(v *ir.Value, elementBitWidth int) int {
	t, ok := v.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	l, ok := linearOf(t)
	if !ok {
		return 1
	}
	order := l.Order()
	align := m.AlignmentOfOffsets(v, elementBitWidth)
	return min(align, int(l.ContigPerThread()[order[0]]))
}

// Alignment is Triton's getAlignment: along the fastest dimension of the layout, the number of
// elements whose accesses are known contiguous and aligned.
func (m *Module) Alignment(v *ir.Value) int {
	t, ok := v.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	return m.AlignmentOfOffsets(v, memoryBitWidth(t))
}

// AlignmentOfOffsets is Alignment for a tensor of offsets into elements of elementBitWidth
// bits.
func (m *Module) AlignmentOfOffsets(v *ir.Value, elementBitWidth int) int {
	t, ok := v.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	info, ok := m.infos[v]
	if !ok || info.Rank() != len(t.Dims) {
		return 1
	}
	l, ok := linearOf(t)
	if !ok {
		return 1
	}
	d := l.Order()[0]
	divisibility := info.Divisibility[d]
	maxMultiple := divisibility
	if _, isPtr := t.Elem.(*tt.PointerType); isPtr {
		maxMultiple = max(divisibility/int64(max(elementBitWidth/8, 1)), 1)
	}
	return int(min(maxMultiple, info.Contiguity[d]))
}

// MaskAlignment is Triton's getMaskAlignment: the constancy of a mask along the fastest
// dimension of its layout, how many consecutive elements share one predicate.
func (m *Module) MaskAlignment(mask *ir.Value) int {
	t, ok := mask.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	info, ok := m.infos[mask]
	if !ok || info.Rank() != len(t.Dims) {
		return 1
	}
	l, ok := linearOf(t)
	if !ok {
		return 1
	}
	return int(max(info.Constancy[l.Order()[0]], 1))
}

// VectorSize is the vector width of a load or store through a tensor of pointers: its
// contiguity, at most 128 bits.
func (m *Module) VectorSize(ptr *ir.Value) int {
	t, ok := ptr.Type().(*ir.RankedTensorType)
	if !ok {
		return 1
	}
	bits := pointeeBitWidth(t)
	if bits == 0 {
		return 1
	}
	return min(128/bits, m.Contiguity(ptr))
}

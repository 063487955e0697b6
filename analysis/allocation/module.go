package allocation

import (
	"github.com/ttgo/ttgo/ir"
)

// Module is the shared-memory allocation of every function of a module, as Triton's
// ModuleAllocation: functions are allocated callees first, and a call reserves its callee's
// shared memory as a virtual buffer.
type Module struct {
	funcs []*ir.Operation
	alloc map[*ir.Operation]*Allocation
	// called marks the functions some call calls; the others are the roots.
	called map[*ir.Operation]bool
}

// NewModule allocates the shared memory of every function in mod with the given scratch sizes.
func NewModule(mod *ir.Operation, sizeOf ScratchSizeFunc) (*Module, error) {
	m := &Module{alloc: map[*ir.Operation]*Allocation{}, called: map[*ir.Operation]bool{}}
	var funcs []*ir.Operation
	for _, r := range mod.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				if op.HasTrait(ir.FunctionLike) {
					funcs = append(funcs, op)
				}
			}
		}
	}
	onStack := map[*ir.Operation]bool{}
	var visit func(fn *ir.Operation) error
	visit = func(fn *ir.Operation) error {
		if _, done := m.alloc[fn]; done || onStack[fn] {
			return nil
		}
		onStack[fn] = true
		var err error
		fn.Walk(func(op *ir.Operation) ir.WalkResult {
			callee := calleeOf(op)
			if callee == nil {
				return ir.WalkAdvance
			}
			m.called[callee] = true
			if err = visit(callee); err != nil {
				return ir.WalkInterrupt
			}
			return ir.WalkAdvance
		})
		delete(onStack, fn)
		if err != nil {
			return err
		}
		a, err := newAllocation(fn, func(call *ir.Operation) *Allocation { return m.alloc[calleeOf(call)] }, sizeOf)
		if err != nil {
			return err
		}
		m.alloc[fn] = a
		m.funcs = append(m.funcs, fn)
		return nil
	}
	for _, fn := range funcs {
		if err := visit(fn); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// calleeOf returns the function a call-like op calls, or nil.
func calleeOf(op *ir.Operation) *ir.Operation {
	if !op.HasTrait(ir.CallLike) || op.Def().Call == nil {
		return nil
	}
	ref := op.Def().Call.Callee(op)
	if ref == nil {
		return nil
	}
	return ir.LookupNearestSymbol(op, ref)
}

// Func returns the allocation of fn, or nil when fn is not a function of the module.
func (m *Module) Func(fn *ir.Operation) *Allocation { return m.alloc[fn] }

// Funcs returns the module's functions in the order they were allocated, callees first.
func (m *Module) Funcs() []*ir.Operation { return m.funcs }

// SharedMemorySize returns the shared memory the module needs: the most any function that no
// call calls needs.
func (m *Module) SharedMemorySize() int64 {
	var size int64
	for _, fn := range m.funcs {
		if !m.called[fn] {
			size = max(size, m.alloc[fn].sharedSize)
		}
	}
	return size
}

// Attributes of the allocation on the IR.
const (
	// OffsetAttr is the offset of an op's buffer.
	OffsetAttr = "allocation.offset"
	// SharedAttr is the module's shared memory size.
	SharedAttr = "ttg.shared"
)

// Attach records the allocation on the IR as Triton's attachAllocationSizeAndOffsetAttr does:
// every op with a scratch or virtual buffer, or with one result that allocates a buffer, gets
// its offset as `allocation.offset`, and the module its size as `ttg.shared`.
func (m *Module) Attach(mod *ir.Operation) {
	ctx := mod.Context()
	for _, fn := range m.funcs {
		a := m.alloc[fn]
		fn.Walk(func(op *ir.Operation) ir.WalkResult {
			b := a.OpBuffer(op)
			if b == nil {
				if results := op.Results(); len(results) == 1 {
					b = a.ValueBuffer(results[0])
				}
			}
			if b != nil {
				op.SetAttr(OffsetAttr, ctx.I32Attr(int32(b.Offset)))
			}
			return ir.WalkAdvance
		})
	}
	mod.SetAttr(SharedAttr, ctx.I32Attr(int32(m.SharedMemorySize())))
}

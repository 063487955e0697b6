package testpasses

import (
	"fmt"

	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TestAllocation is Triton's `test-print-allocation`: for every tt.func it remarks the
// function's name, the offset and size of every scratch, virtual and explicit buffer at its
// op, and the function's shared memory size.
type TestAllocation struct {
	opts TestAllocationOptions
}

// TestAllocationOptions are the pass's options.
type TestAllocationOptions struct {
	// ScratchSizeFunction is "None" for the generic scratch sizes or "ValidConstant" for 128
	// bytes of scratch for every op.
	ScratchSizeFunction string `option:"get-scratch-size-function" desc:"Custom scratch size function to use"`
}

// NewTestAllocation returns the test-print-allocation pass.
func NewTestAllocation() pass.Pass {
	return &TestAllocation{opts: TestAllocationOptions{ScratchSizeFunction: "None"}}
}

// Options returns the pass's options.
func (p *TestAllocation) Options() any { return &p.opts }

// Name returns "TestAllocationPass".
func (*TestAllocation) Name() string { return "TestAllocationPass" }

// Argument returns "test-print-allocation".
func (*TestAllocation) Argument() string { return "test-print-allocation" }

// Description is the one-line summary --help prints.
func (*TestAllocation) Description() string { return "print the result of the allocation pass" }

// OpName anchors the pass on builtin.module.
func (*TestAllocation) OpName() string { return "builtin.module" }

// constantScratch gives every op 128 bytes of scratch.
func constantScratch(*ir.Operation) (int64, error) { return 128, nil }

// Run remarks the allocation of every function of mod.
func (p *TestAllocation) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var sizeOf allocation.ScratchSizeFunc
	switch p.opts.ScratchSizeFunction {
	case "None":
		sizeOf = allocation.ScratchSize(0)
	case "ValidConstant":
		sizeOf = constantScratch
	default:
		return fmt.Errorf("get-scratch-size-function: unknown value %q (None or ValidConstant)", p.opts.ScratchSizeFunction)
	}
	m, err := allocation.NewModule(mod, sizeOf)
	if err != nil {
		return err
	}
	ctx := mod.Context()
	mod.WalkPostOrder(func(op *ir.Operation) {
		fn, ok := tt.AsFunc(op)
		if !ok {
			return
		}
		ctx.Emit(ir.Remarkf(fn.Loc(), "%s", ir.SymbolName(fn.Operation)))
		a := m.Func(fn.Operation)
		fn.WalkPostOrder(func(o *ir.Operation) {
			if b := a.OpBuffer(o); b != nil {
				kind := "scratch"
				if b.Kind == allocation.Virtual {
					kind = "virtual"
				}
				ctx.Emit(ir.Remarkf(o.Loc(), "%s offset = %d, size = %d", kind, b.Offset, b.Size))
			}
			for _, r := range o.Results() {
				if b := a.ValueBuffer(r); b != nil {
					ctx.Emit(ir.Remarkf(o.Loc(), "offset = %d, size = %d", b.Offset, b.Size))
				}
			}
		})
		ctx.Emit(ir.Remarkf(fn.Loc(), "size = %d", a.SharedMemorySize()))
	})
	return nil
}

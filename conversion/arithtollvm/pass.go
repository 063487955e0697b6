// Package arithtollvm is MLIR's convert-arith-to-llvm (lib/Conversion/ArithToLLVM) for
// scalars and one-dimensional vectors: arith ops become the llvm ops of the same meaning,
// index becomes an integer of the index width, and the fastmath and overflow flags carry
// over. What ttgo does not lower yet stays as it is: ops on vectors of several dimensions
// (MLIR unrolls them into arrays of vectors), on float types LLVM lacks (MLIR turns those into
// integers), the extended multiplications and additions, the scaling casts and truncf with a
// rounding mode.
package arithtollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// Options are the pass's options, with MLIR's name and default.
type Options struct {
	IndexBitwidth uint32 `option:"index-bitwidth" desc:"Bitwidth of the index type, 0 to use size of machine word"`
}

// Pass is `convert-arith-to-llvm`.
type Pass struct{ opts Options }

// New returns the convert-arith-to-llvm pass.
func New() pass.Pass { return &Pass{} }

// Name returns "ArithToLLVMConversionPass".
func (*Pass) Name() string { return "ArithToLLVMConversionPass" }

// Argument returns "convert-arith-to-llvm".
func (*Pass) Argument() string { return "convert-arith-to-llvm" }

// Description is the one-line summary --help prints.
func (*Pass) Description() string { return "Convert Arith dialect to LLVM dialect" }

// Options returns the pass's options.
func (p *Pass) Options() any { return &p.opts }

// Run lowers the arith ops nested in op; ops it cannot lower are left in place, as MLIR's
// partial conversion leaves the ops no target rule makes illegal.
func (p *Pass) Run(op *ir.Operation, _ *pass.Analyses) error {
	ctx := op.Context()
	width := int(p.opts.IndexBitwidth)
	if width == 0 {
		width = 64
	}
	indexInt := ctx.IntegerType(width)
	tc := conversion.NewTypeConverter()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return t, true })
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		switch t := t.(type) {
		case *ir.IndexType:
			return indexInt, true
		case *ir.VectorType:
			if _, ok := t.Elem.(*ir.IndexType); ok {
				return ctx.VectorType(t.Dims, indexInt, t.Scalable), true
			}
		}
		return nil, false
	})
	target := conversion.NewTarget()
	target.AddLegalDialect(llvm.Dialect)
	target.AddLegalOp(builtin.UnrealizedConversionCastOp{})
	return conversion.ApplyPartialConversion(op, target, patterns(), tc)
}

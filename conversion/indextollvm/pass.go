// Package indextollvm is MLIR's convert-index-to-llvm (lib/Conversion/IndexToLLVM): it lowers
// the index dialect to llvm ops on integers of the index width.
package indextollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/index"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// Options are the pass's options, with MLIR's name and default.
type Options struct {
	IndexBitwidth uint32 `option:"index-bitwidth" desc:"Bitwidth of the index type, 0 to use size of machine word"`
}

// defaultIndexBitwidth is the index width without a data layout: 64 bits.
const defaultIndexBitwidth = 64

// Pass is `convert-index-to-llvm`: every index op becomes llvm ops on iN, N the index width;
// the index values that other ops use or define are bridged with
// builtin.unrealized_conversion_cast.
type Pass struct{ opts Options }

// New returns the convert-index-to-llvm pass.
func New() pass.Pass { return &Pass{} }

// Name returns "ConvertIndexToLLVMPass".
func (*Pass) Name() string { return "ConvertIndexToLLVMPass" }

// Argument returns "convert-index-to-llvm".
func (*Pass) Argument() string { return "convert-index-to-llvm" }

// Description is the one-line summary --help prints.
func (*Pass) Description() string { return "Lower the `index` dialect to the `llvm` dialect." }

// Options returns the pass's options.
func (p *Pass) Options() any { return &p.opts }

// Run lowers the index ops nested in op.
func (p *Pass) Run(op *ir.Operation, _ *pass.Analyses) error {
	ctx := op.Context()
	width := int(p.opts.IndexBitwidth)
	if width == 0 {
		width = defaultIndexBitwidth
	}
	intType := ctx.IntegerType(width)
	tc := conversion.NewTypeConverter()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) { return t, true })
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if _, ok := t.(*ir.IndexType); ok {
			return intType, true
		}
		return nil, false
	})
	target := conversion.NewTarget()
	target.AddIllegalDialect(index.Dialect)
	target.AddLegalDialect(llvm.Dialect)
	return conversion.ApplyPartialConversion(op, target, patterns(intType), tc)
}

// lowering builds the llvm ops of one index op from its converted operands, at the rewriter's
// insertion point, and returns the value replacing its result.
type lowering func(l *lowerer, op *ir.Operation, operands []*ir.Value) *ir.Value

// lowerer holds what the lowerings share: the rewriter and the integer type of index.
type lowerer struct {
	rw      *conversion.Rewriter
	loc     ir.Location
	intType *ir.IntegerType
}

// constant builds llvm.mlir.constant v of the index width.
func (l *lowerer) constant(v int64) *ir.Value {
	return llvm.BuildMlirConstant(l.rw, l.loc, l.intType, ir.NamedAttribute{Name: "value", Value: l.rw.Ctx.IntegerAttr(l.intType, truncate(v, l.intType.Width))}).Res()
}

// icmp builds llvm.icmp with the predicate of keyword pred.
func (l *lowerer) icmp(pred string, a, b *ir.Value) *ir.Value {
	p := int64(slices.Index(index.CmpPredicates, pred))
	return llvm.BuildIcmp(l.rw, l.loc, l.rw.Ctx.I1(), a, b, ir.NamedAttribute{Name: "predicate", Value: l.rw.Ctx.I64Attr(p)}).Res()
}

// truncate keeps the low width bits of v, sign-extended back to 64 bits.
func truncate(v int64, width int) int64 {
	if width >= 64 {
		return v
	}
	shift := 64 - width
	return v << shift >> shift
}

// patterns returns the lowerings of the index ops, as conversion patterns.
func patterns(intType *ir.IntegerType) []conversion.Pattern {
	var ps []conversion.Pattern
	for _, lw := range lowerings() {
		lower := lw.lower
		ps = append(ps, conversion.NewPattern(lw.op.Name, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			l := &lowerer{rw: rw, loc: op.Loc(), intType: intType}
			rw.ReplaceOp(op, []*ir.Value{lower(l, op, operands)})
			return nil
		}))
	}
	return ps
}

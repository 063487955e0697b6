package ttng

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/convertlayout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// convertIntoTMemStore is Triton's CanonicalizeConvertFromTMEMStore, one of the
// canonicalization patterns of ttg.convert_layout: a tmem_store of a convert_layout stores
// the convert's source instead when tcgen05.st can move that layout.
var convertIntoTMemStore = rewrite.NewOpPattern(1, func(store TmemStoreOp, rw *rewrite.Rewriter) error {
	cvt, ok := ttg.AsConvertLayout(store.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	src, isTensor := cvt.Src().Type().(*ir.RankedTensorType)
	md, isMemDesc := store.Dst().Type().(*ttg.MemDescType)
	if !isTensor || !isMemDesc || !IsDistributedLayoutTMemCompatible(store.Operation, src, md) {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(store.Operation, func() { store.SetSrc(cvt.Src()) })
	return nil
}).WithLabel("mlir::triton::gpu::CanonicalizeConvertFromTMEMStore")

// ConvertLayoutPatterns returns all of Triton's ConvertLayoutOp canonicalization patterns, in
// its order: those of package convertlayout, then the tmem_store of a convert, which needs
// this dialect. Passes that run convert_layout's canonicalizations use them.
func ConvertLayoutPatterns() []rewrite.Pattern {
	return append(convertlayout.Patterns(), convertIntoTMemStore)
}

// Package nvgpu is Triton's NVGPU dialect (namespace `nvg`, as Triton names it): the NVIDIA-specific ops that TritonGPU lowers to on
// the way to the llvm dialect (wgmma and its wait, cluster and warp ids, acquire loads, the
// tensor memory base address).
package nvgpu

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"sync"
)

func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }
func opt(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Optional} }

// MemSemanticEnum returns nvgpu's MemSemantic enum (relaxed 1, acquire 2, release 3, acq_rel 4).
func MemSemanticEnum() *tt.Enum {
	e := tt.MemSemanticEnum()
	e.Name = "::mlir::triton::nvgpu::MemSemantic"
	return e
}

// MemSyncScopeEnum returns nvgpu's MemSyncScope enum (gpu 1, cta 2, sys 3).
func MemSyncScopeEnum() *tt.Enum {
	e := tt.MemSyncScopeEnum()
	e.Name = "::mlir::triton::nvgpu::MemSyncScope"
	return e
}

// WGMMALayoutEnum returns the WGMMALayout enum of nvgpu.wgmma (row 0, col 1), printed as an
// integer in the attribute dictionary.
func WGMMALayoutEnum() *tt.Enum {
	return &tt.Enum{Name: "::mlir::triton::nvgpu::WGMMALayout", Cases: []tt.EnumCase{{Value: 0, Keyword: "row"}, {Value: 1, Keyword: "col"}}}
}

// WGMMAEltTypeEnum returns the WGMMAEltType enum of nvgpu.wgmma (s8 0 ... f32 7).
func WGMMAEltTypeEnum() *tt.Enum {
	kws := []string{"s8", "s32", "e4m3", "e5m2", "f16", "bf16", "tf32", "f32"}
	e := &tt.Enum{Name: "::mlir::triton::nvgpu::WGMMAEltType"}
	for i, k := range kws {
		e.Cases = append(e.Cases, tt.EnumCase{Value: int64(i), Keyword: k})
	}
	return e
}

func buildI32(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return ctx.I32() }}
}

func inferSameAsOperand(_ *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
	ts := make([]ir.Type, len(st.Operands))
	for i, v := range st.Operands {
		ts[i] = v.Type()
	}
	return ts, nil
}

func ops() []*ir.OpDef {
	elt, layout := WGMMAEltTypeEnum(), WGMMALayoutEnum()
	return []*ir.OpDef{
		{Name: "nvg.wgmma_wait_group", Operands: []ir.ValueSpec{one("input")}, Results: []ir.ValueSpec{one("output")},
			Attrs: []ir.AttrSpec{tt.I32Spec("pendings")}, InferResultTypes: inferSameAsOperand,
			Format: "$input attr-dict `:` type($input)"},
		{Name: "nvg.wgmma", Operands: []ir.ValueSpec{one("opA"), one("opB"), one("useC"), opt("opC")}, Results: []ir.ValueSpec{one("res")},
			Attrs: []ir.AttrSpec{tt.I32Spec("m"), tt.I32Spec("n"), tt.I32Spec("k"), elt.Spec("eltTypeC"), elt.Spec("eltTypeA"), elt.Spec("eltTypeB"),
				layout.Spec("layoutA"), layout.Spec("layoutB")},
			Format: "$opA `,` $opB `,` $useC (`,` $opC^)? attr-dict `:` functional-type(operands, $res)"},
		{Name: "nvg.cluster_id", Traits: ir.Pure, Results: []ir.ValueSpec{one("result")}, TypeRules: []ir.TypeRule{buildI32("result")},
			Format: "attr-dict"},
		{Name: "nvg.ld_acquire", Traits: ir.MemoryRead, Operands: []ir.ValueSpec{one("addr"), opt("mask")}, Results: []ir.ValueSpec{one("result")},
			Attrs:     []ir.AttrSpec{MemSemanticEnum().Spec("sem"), MemSyncScopeEnum().Spec("scope")},
			TypeRules: []ir.TypeRule{{To: "mask", Build: func(ctx *ir.Context) ir.Type { return ctx.I1() }}},
			Format:    "$sem `,` $scope `,` $addr (`,` $mask^)? attr-dict `:` functional-type($addr, $result)"},
		{Name: "nvg.warp_id", Traits: ir.Pure, Results: []ir.ValueSpec{one("result")}, TypeRules: []ir.TypeRule{buildI32("result")},
			Format: "attr-dict"},
		{Name: "nvg.tensor_memory_base", Traits: ir.Pure, Results: []ir.ValueSpec{one("result")},
			TypeRules: []ir.TypeRule{{To: "result", Build: func(ctx *ir.Context) ir.Type { return llvm.Pointer(ctx, 6) }}},
			Format:    "attr-dict"},
	}
}

// Dialect returns the NVGPU dialect (`nvgpu`); loading it loads llvm too.
// Every call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() { dialect = newDialect() })
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// newDialect makes the dialect's definition.
func newDialect() *ir.Dialect {
	return &ir.Dialect{Name: "nvg", Ops: ops(), Dependencies: []*ir.Dialect{llvm.Dialect}}
}

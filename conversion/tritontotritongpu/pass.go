// Package tritontotritongpu converts Triton IR to TritonGPU IR (`convert-triton-to-tritongpu`):
// every tensor gets a layout, Triton's default blocked layout unless the op asks for another
// (dot operands, expand_dims, reduce, trans, join, split, cat, ...), with ttg.convert_layout
// where a value's layout differs from what its user expects, and the module records the number
// of warps, lanes per warp and CTAs and the target. It is a partial dialect conversion on
// rewrite/conversion, with Triton's type converter, conversion target and patterns.
package tritontotritongpu

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Options are the pass options, with Triton's names and defaults.
type Options struct {
	Target            string `option:"target" desc:"the GPU target, e.g., cuda:80, hip:gfx942"`
	NumWarps          int32  `option:"num-warps" desc:"number of warps"`
	ThreadsPerWarp    int32  `option:"threads-per-warp" desc:"number of threads per warp"`
	NumCTAs           int32  `option:"num-ctas" desc:"number of ctas in a cga"`
	EnableSourceRemat bool   `option:"enable-source-remat" desc:"enable trivial source rematerialization"`
}

// Pass is convert-triton-to-tritongpu.
type Pass struct {
	opts Options
}

// New returns the pass with Triton's default options.
func New() pass.Pass {
	return &Pass{opts: Options{NumWarps: 4, ThreadsPerWarp: 32, NumCTAs: 1}}
}

// NewWithOptions returns the pass configured with opts.
func NewWithOptions(opts Options) *Pass { return &Pass{opts: opts} }

// Name returns "ConvertTritonToTritonGPU".
func (*Pass) Name() string { return "ConvertTritonToTritonGPU" }

// Argument returns "convert-triton-to-tritongpu".
func (*Pass) Argument() string { return "convert-triton-to-tritongpu" }

// Description describes the pass.
func (*Pass) Description() string { return "Convert Triton to TritonGPU" }

// OpName anchors the pass on builtin.module.
func (*Pass) OpName() string { return "builtin.module" }

// Options returns the pass's options.
func (p *Pass) Options() any { return &p.opts }

// Run converts the module.
func (p *Pass) Run(mod *ir.Operation, _ *pass.Analyses) error {
	if p.opts.Target == "" {
		return ir.Errorf(mod.Loc(), "'convert-triton-to-tritongpu' requires 'target' option to be set")
	}
	ctx := mod.Context()
	tc := &TypeConverter{Ctx: ctx, NumWarps: int(p.opts.NumWarps), ThreadsPerWarp: int(p.opts.ThreadsPerWarp), NumCTAs: int(p.opts.NumCTAs)}
	mod.SetAttr("ttg.num-warps", ctx.I32Attr(p.opts.NumWarps))
	mod.SetAttr("ttg.threads-per-warp", ctx.I32Attr(p.opts.ThreadsPerWarp))
	mod.SetAttr("ttg.num-ctas", ctx.I32Attr(p.opts.NumCTAs))
	mod.SetAttr("ttg.target", ctx.StringAttr(p.opts.Target))
	return convert(mod, tc)
}

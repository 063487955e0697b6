// Package tritongputollvm holds Triton's NVIDIA lowering of TritonGPU IR to the llvm and nvvm
// dialects (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM): the convert-triton-gpu-to-llvm
// pass, its target info, the PTX inline-assembly builder and the NVIDIA-specific patterns.
// The patterns every backend shares live in conversion/tritongputollvm.
package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
)

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewConvertTritonGPUToLLVM)
}

// Options are the options of convert-triton-gpu-to-llvm.
type Options struct {
	ComputeCapability int64 `option:"compute-capability" desc:"device compute capability"`
	PTXVersion        int64 `option:"ptx-version" desc:"PTX version"`
}

// ConvertTritonGPUToLLVM is Triton's convert-triton-gpu-to-llvm pass for NVIDIA GPUs.
type ConvertTritonGPUToLLVM struct {
	opts Options
}

// NewConvertTritonGPUToLLVM returns the pass with Triton's defaults.
func NewConvertTritonGPUToLLVM() pass.Pass {
	return &ConvertTritonGPUToLLVM{opts: Options{ComputeCapability: 80, PTXVersion: 80}}
}

// Name returns the pass's display name.
func (*ConvertTritonGPUToLLVM) Name() string { return "ConvertTritonGPUToLLVM" }

// Argument returns the pass's flag.
func (*ConvertTritonGPUToLLVM) Argument() string { return "convert-triton-gpu-to-llvm" }

// Description is the one-line summary --help prints.
func (*ConvertTritonGPUToLLVM) Description() string {
	return "Convert TritonGPU to LLVM"
}

// OpName anchors the pass on modules.
func (*ConvertTritonGPUToLLVM) OpName() string { return "builtin.module" }

// Options returns the pass's options.
func (p *ConvertTritonGPUToLLVM) Options() any { return &p.opts }

// moduleInt returns an integer attribute of the module, def when absent.
func moduleInt(mod *ir.Operation, name string, def int) int {
	if a, ok := mod.Attr(name).(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return def
}

// Run lowers every function of the module.
func (p *ConvertTritonGPUToLLVM) Run(mod *ir.Operation, _ *pass.Analyses) error {
	ctx := mod.Context()
	if err := insertSharedMemoryBarriers(mod, int(p.opts.ComputeCapability)); err != nil {
		return err
	}
	axis := axisinfo.NewModule(mod)
	body, ok := builtin.AsModule(mod)
	if !ok {
		return ir.OpError(mod, "expected a module")
	}
	lowerings := map[*ir.Operation]*shared.Lowering{}
	lowering := func(m *ir.Operation) *shared.Lowering {
		if l, ok := lowerings[m]; ok {
			return l
		}
		l := shared.NewLowering(ctx, axis, TargetInfo{ComputeCapability: int(p.opts.ComputeCapability)},
			moduleInt(m, "ttg.num-warps", 4), moduleInt(m, "ttg.threads-per-warp", 32), moduleInt(m, "ttg.num-ctas", 1))
		lowerings[m] = l
		return l
	}
	block := body.BodyRegion().Front()
	funcs := moduleFuncs(block)
	l := lowering(mod)
	l.B.SetInsertionPointToStart(block)
	p.sharedMemoryGlobal(l, mod.Loc())
	patterns := p.patterns()
	for _, fn := range funcs {
		l := lowering(fn.Operation.ParentOp())
		descArgs := tensorDescArgs(fn)
		newFn, err := l.ConvertFunc(fn)
		if err != nil {
			return err
		}
		if newFn.Operation.Attr("nvvm.kernel") != nil {
			markTMADescriptorArgs(newFn, descArgs)
		}
		if err := l.ConvertBlocks(newFn.Body().Blocks(), patterns); err != nil {
			return err
		}
	}
	return nil
}

// moduleFuncs returns the tt.funcs of block and of the modules nested in it, in order: as in
// Triton, the functions of nested modules are converted too, each with its module's warps.
func moduleFuncs(block *ir.Block) []tt.FuncOp {
	var funcs []tt.FuncOp
	for _, op := range block.Ops() {
		if fn, ok := tt.AsFunc(op); ok {
			funcs = append(funcs, fn)
		} else if m, ok := builtin.AsModule(op); ok {
			funcs = append(funcs, moduleFuncs(m.BodyRegion().Front())...)
		}
	}
	return funcs
}

// sharedMemoryGlobal declares @global_smem, the dynamic shared memory every kernel uses.
func (p *ConvertTritonGPUToLLVM) sharedMemoryGlobal(l *shared.Lowering, loc ir.Location) {
	ctx := l.Ctx
	llvm.BuildMlirGlobal(l.B, loc,
		ir.NamedAttribute{Name: "global_type", Value: ctx.TypeAttr(llvm.Array(ctx, ctx.IntegerType(8), 0))},
		ir.NamedAttribute{Name: "sym_name", Value: ctx.StringAttr("global_smem")},
		ir.NamedAttribute{Name: "linkage", Value: llvm.Enum(ctx, "llvm", "linkage", "external", false)},
		ir.NamedAttribute{Name: "addr_space", Value: ctx.I32Attr(3)},
		ir.NamedAttribute{Name: "alignment", Value: ctx.I64Attr(16)},
		ir.NamedAttribute{Name: "unnamed_addr", Value: ctx.I64Attr(0)},
		ir.NamedAttribute{Name: "visibility_", Value: ctx.I64Attr(0)})
}

// patterns returns the lowering patterns, NVIDIA's first, as Triton orders them by benefit.
func (p *ConvertTritonGPUToLLVM) patterns() []shared.Pattern {
	return []shared.Pattern{
		ProgramIDPattern,
		NumProgramsPattern,
		MulhiUIPattern,
		FDivPattern,
		p.fpToFpPattern,
		p.siToFPPattern,
		p.clampClipPattern,
		PrecisePattern,
		Fp4ToFpPattern,
		ExpPattern,
		LibdevicePattern,
		p.loadPattern,
		p.storePattern,
		p.atomicRMWPattern,
		atomicCASPattern,
		PrintPattern,
		AssertPattern,
		p.dotPattern,
		p.asyncCopyPattern,
		AsyncCommitGroupPattern,
		AsyncWaitPattern,
		shared.MakeRangePattern,
		shared.SplatPattern,
		shared.ConstantArrayPattern,
		shared.InlineAsmPattern,
		shared.MapElementwisePattern,
		shared.ConstantPattern,
		shared.AddPtrPattern,
		shared.BinaryPattern,
		shared.CeilDivSIPattern,
		shared.CmpPattern,
		shared.SelectPattern,
		shared.CastPattern,
		shared.FmaPattern,
		shared.AbsIPattern,
		shared.AbsFPattern,
		shared.MinMaxFPattern(p.opts.ComputeCapability >= 80),
		shared.ClampFPattern(p.opts.ComputeCapability >= 80),
		shared.ExternElementwisePattern,
		shared.ExpandDimsPattern,
		shared.BroadcastPattern,
		shared.TransPattern,
		shared.ReshapePattern,
		shared.JoinPattern,
		shared.SplitPattern,
		shared.ReducePattern,
		shared.ScanPattern,
		shared.HistogramPattern,
		shared.GatherPattern,
		p.convertLayoutSwizzlingPattern,
		p.localAllocMatrixPattern,
		p.localStoreMatrixPattern,
		p.localLoadMatrixPattern,
		shared.LocalAllocPattern,
		shared.LocalDeallocPattern,
		shared.LocalLoadPattern,
		shared.LocalStorePattern,
		shared.LocalBarrierPattern,
		GPUBarrierPattern,
		shared.MemdescIndexPattern,
		shared.MemdescSubslicePattern,
		shared.MemdescTransPattern,
		shared.MemdescReshapePattern,
		shared.MemdescReinterpretPattern,
		shared.ConvertLayoutPattern,
		shared.BranchPattern,
		shared.ReturnPattern,
		shared.CallPattern,
		shared.GlobalScratchAllocPattern,
		shared.LoweredOpPattern,
		shared.UnrealizedCastPattern,
		WarpGroupDotPattern,
		WarpGroupDotWaitPattern,
		AsyncTMACopyGlobalToLocalPattern,
		AsyncTMACopyLocalToGlobalPattern,
		AsyncTMAReducePattern,
		AsyncTMAGatherPattern,
		AsyncTMAScatterPattern,
		AsyncTMAStoreWaitPattern,
		p.tensormapCreatePattern,
		TensormapFenceproxyAcquirePattern,
		ReinterpretTensorDescriptorPattern,
		FenceAsyncSharedPattern,
		InitBarrierPattern,
		InvalBarrierPattern,
		BarrierExpectPattern,
		p.waitBarrierPattern,
		ArriveBarrierPattern,
		AsyncCopyMbarrierArrivePattern,
		shared.WarpSpecializePattern,
		shared.WarpGroupTerminatorPattern,
		shared.UnregisteredOpPattern,
	}
}

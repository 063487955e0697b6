package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// pipelinerPartAttr marks the loads of a prologue, for a later pass to hoist (Triton's
// "amd.pipeliner_part").
const pipelinerPartAttr = "amd.pipeliner_part"

// Pipeline is Triton's `tritonamdgpu-pipeline` (Pipeline.cpp): it stages the scheduled loops'
// loads through LDS (lowerLoops), expands the loops with a peeled epilogue, whose dots run
// under an scf.if, resolves the masks, merges adjacent async waits when copies are
// asynchronous and drops the schedule attributes.
type Pipeline struct {
	opts PipelineOptions
}

// PipelineOptions are the pass's options.
type PipelineOptions struct {
	UseAsyncCopy bool `option:"use_async_copy" desc:"Use AsyncCopyGlobalToLocal to directly load to shared memory"`
	UsePingpong  bool `option:"use_pingpong" desc:"Use schedules to enable block ping-pong"`
}

// NewPipeline returns the pass with both options off.
func NewPipeline() pass.Pass { return &Pipeline{} }

// Name returns the pass's display name.
func (*Pipeline) Name() string { return "TritonAMDGPUPipeline" }

// Argument returns "tritonamdgpu-pipeline".
func (*Pipeline) Argument() string { return "tritonamdgpu-pipeline" }

// Description is the one-line summary --help prints.
func (*Pipeline) Description() string { return "pipeline" }

// OpName anchors the pass on the module.
func (*Pipeline) OpName() string { return builtin.ModuleOp{}.OpName() }

// Options returns the pass's options for the pass manager to set.
func (p *Pipeline) Options() any { return &p.opts }

// Run pipelines the module's scheduled loops.
func (p *Pipeline) Run(module *ir.Operation, _ *pass.Analyses) error {
	lowerLoops(module, p.opts.UseAsyncCopy, p.opts.UsePingpong)
	expandLoops(module)
	if p.opts.UseAsyncCopy {
		var waits []ttg.AsyncWaitOp
		module.Walk(func(op *ir.Operation) ir.WalkResult {
			if w, ok := ttg.AsAsyncWait(op); ok {
				waits = append(waits, w)
			}
			return ir.WalkAdvance
		})
		pipeliner.CombineRedundantWaitOps(waits)
	}
	pipeliner.RemovePipeliningAttributes(module)
	return nil
}

// expandLoops is Pipeline.cpp's expandLoops: every loop with a schedule is expanded by it,
// its epilogue peeled, then the masks are resolved.
func expandLoops(module *ir.Operation) {
	var fors []scf.ForOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok {
			fors = append(fors, f)
		}
	})
	opts := pipeliner.ExpandOptions{PeelEpilogue: true, Predicate: streamPredication, Annotate: annotatePrologueLoads}
	for _, forOp := range fors {
		s, ok := pipeliner.DeserializeSchedule(forOp, true)
		if !ok {
			continue
		}
		pipeliner.ExpandLoop(forOp, s, opts)
	}
	pipeliner.ResolveMaskOps(module)
}

// streamPredication is Pipeline.cpp's function of the same name: a dot runs under an scf.if
// that yields its accumulator otherwise (cheaper in registers than a select after it); other
// ops go into a ttg.mask.
func streamPredication(b *ir.Builder, op *ir.Operation, pred *ir.Value) *ir.Operation {
	acc, ok := dotAccumulator(op)
	if !ok {
		return pipeliner.WrapInMaskOp(b, op, pred)
	}
	loc := op.Loc()
	result := op.SingleResult()
	ifOp := scf.BuildIf(b, loc, []ir.Type{result.Type()}, pred)
	thenBlock, elseBlock := ir.NewBlock(nil, nil), ir.NewBlock(nil, nil)
	ifOp.ThenRegion().Append(thenBlock)
	ifOp.ElseRegion().Append(elseBlock)
	inner := ir.NewBuilder(op.Context())
	inner.SetInsertionPointToEnd(thenBlock)
	result.ReplaceAllUsesWith(ifOp.Operation.SingleResult())
	yield := scf.BuildYield(inner, loc, []*ir.Value{result})
	op.MoveBefore(yield.Operation)
	inner.SetInsertionPointToEnd(elseBlock)
	scf.BuildYield(inner, loc, []*ir.Value{acc})
	return ifOp.Operation
}

// dotAccumulator returns the accumulator of a dot-like op, and whether op is one.
func dotAccumulator(op *ir.Operation) (*ir.Value, bool) {
	if d, ok := tt.AsDot(op); ok {
		return d.C(), true
	}
	if d, ok := tt.AsDotScaled(op); ok {
		return d.C(), true
	}
	return nil, false
}

// annotatePrologueLoads is Pipeline.cpp's annotateFn: the loads of the prologue, bare or in a
// ttg.mask, are marked for a later pass to hoist.
func annotatePrologueLoads(op *ir.Operation, part pipeliner.PipelinerPart, _ int) {
	if part != pipeliner.ProloguePart {
		return
	}
	if _, ok := tt.AsLoad(op); ok {
		op.SetAttr(pipelinerPartAttr, op.Context().StringAttr("prologue"))
		return
	}
	mask, ok := ttg.AsMask(op)
	if !ok {
		return
	}
	block := mask.Region().Front()
	for _, inner := range block.Ops() {
		if inner == block.Terminator() {
			break
		}
		if _, ok := tt.AsLoad(inner); ok {
			inner.SetAttr(pipelinerPartAttr, op.Context().StringAttr("prologue"))
			return
		}
	}
}

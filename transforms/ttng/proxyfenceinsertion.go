package ttngpasses

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/analysis/membar"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ProxyFenceInsertion is Triton's `triton-nvidia-gpu-proxy-fence-insertion`: on sm_90 and
// later, an op that reads or writes shared memory through the async proxy (TMA, wgmma,
// tcgen05) gets a ttng.fence_async_shared before it when the buffer it writes through the
// async proxy was accessed through the generic proxy since the last fence. It runs the
// barrier analysis's dataflow with fences instead of barriers.
type ProxyFenceInsertion struct {
	opts ProxyFenceInsertionOptions
}

// ProxyFenceInsertionOptions are the pass's options, with Triton's names and defaults.
type ProxyFenceInsertionOptions struct {
	ComputeCapability int32 `option:"compute-capability" desc:"device compute capability"`
}

// NewProxyFenceInsertion returns the triton-nvidia-gpu-proxy-fence-insertion pass.
func NewProxyFenceInsertion() pass.Pass {
	return &ProxyFenceInsertion{opts: ProxyFenceInsertionOptions{ComputeCapability: 90}}
}

// Options returns the pass's options.
func (p *ProxyFenceInsertion) Options() any { return &p.opts }

// Name returns "TritonGPUProxyFenceInsertion".
func (*ProxyFenceInsertion) Name() string { return "TritonGPUProxyFenceInsertion" }

// Argument returns "triton-nvidia-gpu-proxy-fence-insertion".
func (*ProxyFenceInsertion) Argument() string { return "triton-nvidia-gpu-proxy-fence-insertion" }

// Description is the one-line summary --help prints.
func (*ProxyFenceInsertion) Description() string {
	return "Insert fences across generic and async proxy"
}

// OpName anchors the pass on builtin.module.
func (*ProxyFenceInsertion) OpName() string { return "builtin.module" }

// Run inserts the fences mod needs.
func (p *ProxyFenceInsertion) Run(mod *ir.Operation, _ *pass.Analyses) error {
	if p.opts.ComputeCapability < 90 {
		return nil
	}
	// The fences do not depend on the amount of shared memory, so the generic scratch sizes do.
	m, err := allocation.NewModule(mod, allocation.ScratchSize(0))
	if err != nil {
		return err
	}
	return membar.Run(m, proxyFences)
}

// asyncProxyWriteDest returns the buffer op writes through the async proxy, or nil when op is
// not a TMA load or gather.
func asyncProxyWriteDest(op *ir.Operation) *ir.Value {
	if o, ok := ttng.AsAsyncTmaCopyGlobalToLocal(op); ok {
		return o.ResultOperand()
	}
	if o, ok := ttng.AsAsyncTmaGather(op); ok {
		return o.ResultOperand()
	}
	return nil
}

// isAsyncProxyRead reports whether op reads shared memory through the async proxy.
func isAsyncProxyRead(op *ir.Operation) bool {
	for _, is := range []func(*ir.Operation) bool{
		func(o *ir.Operation) bool { _, ok := ttng.AsWarpGroupDot(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsTcGen5Mma(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsTcGen5MmaScaled(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsAsyncTmaCopyGlobalToLocal(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsAsyncTmaScatter(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsAsyncTmaReduce(o); return ok },
	} {
		if is(op) {
			return true
		}
	}
	return false
}

// ignoredForFence reports whether an earlier access by op never calls for a proxy fence: it
// goes through the async proxy itself or only touches mbarriers.
func ignoredForFence(op *ir.Operation) bool {
	if isAsyncProxyRead(op) || asyncProxyWriteDest(op) != nil {
		return true
	}
	for _, is := range []func(*ir.Operation) bool{
		func(o *ir.Operation) bool { _, ok := ttng.AsArriveBarrier(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsTmemCopy(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsWaitBarrier(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsInitBarrier(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsInvalBarrier(o); return ok },
	} {
		if is(op) {
			return true
		}
	}
	return false
}

// fenceFilter excuses conflicts with earlier accesses that need no fence.
func fenceFilter(_, other *ir.Operation) bool { return ignoredForFence(other) }

// proxyFences is the updater of Triton's ProxyFenceAnalysis for a function's allocation.
func proxyFences(a *allocation.Allocation) membar.Updater {
	return func(op *ir.Operation, info *membar.BlockInfo, funcs map[*ir.Operation]*membar.BlockInfo) error {
		if _, ok := ttng.AsFenceAsyncShared(op); ok {
			info.Sync()
			return nil
		}
		cur, proxy := membar.NewBlockInfo(), membar.NewBlockInfo()
		if _, isCall := tt.AsCall(op); isCall {
			cur = membar.Accesses(op, a, funcs)
		} else {
			dest := asyncProxyWriteDest(op)
			for _, acc := range membar.SharedAccesses(op) {
				for _, b := range a.ValueBuffers(acc.Value) {
					r := membar.Interval{Start: b.Offset, End: b.Offset + b.Size}
					switch {
					case dest != nil:
						if acc.Value == dest {
							proxy.AddWrite(r, op)
						}
					case acc.Write:
						cur.AddWrite(r, op)
					default:
						cur.AddRead(r, op)
					}
				}
			}
			if scratch := a.OpBuffer(op); scratch != nil {
				cur.AddRead(membar.Interval{Start: scratch.Offset, End: scratch.Offset + scratch.Size}, op)
			}
		}
		if (asyncProxyWriteDest(op) != nil || isAsyncProxyRead(op)) && proxy.Intersects(info, fenceFilter) {
			b := ir.NewBuilder(op.Context())
			b.SetInsertionPoint(op)
			ttng.BuildFenceAsyncShared(b, op.Loc()).SetBCluster(false)
			info.Sync()
		}
		info.Join(cur)
		return nil
	}
}

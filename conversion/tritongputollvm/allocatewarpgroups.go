package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// AllocateWarpGroups is Triton's `tritongpu-allocate-warp-groups`: it pads every
// ttg.warp_specialize to the same number of whole warp groups, assigns the partitions their
// start warp ids (largest partitions first), distributes registers between the warp groups
// when the partitions request them, and records the total number of warps on the module as
// `ttg.total-num-warps`.
type AllocateWarpGroups struct{}

// NewAllocateWarpGroups returns the tritongpu-allocate-warp-groups pass.
func NewAllocateWarpGroups() pass.Pass { return &AllocateWarpGroups{} }

// Name returns "TritonGPUAllocateWarpGroups".
func (*AllocateWarpGroups) Name() string { return "TritonGPUAllocateWarpGroups" }

// Argument returns "tritongpu-allocate-warp-groups".
func (*AllocateWarpGroups) Argument() string { return "tritongpu-allocate-warp-groups" }

// Description is the one-line summary --help prints.
func (*AllocateWarpGroups) Description() string {
	return "Allocate warp groups to warp-specialized partitions"
}

// OpName anchors the pass on builtin.module.
func (*AllocateWarpGroups) OpName() string { return "builtin.module" }

const (
	attrNumWarps       = "ttg.num-warps"
	attrThreadsPerWarp = "ttg.threads-per-warp"
	attrMaxRegisters   = "ttg.maxnreg"
	attrTotalNumWarps  = "ttg.total-num-warps"
	// paddingRegisters is the register request of a padding partition, which does nothing.
	paddingRegisters = 16
)

// Run allocates the warp groups of mod's warp-specialized regions.
func (p *AllocateWarpGroups) Run(mod *ir.Operation, _ *pass.Analyses) error {
	ctx := mod.Context()
	wsOps := warpSpecializeOps(mod)
	maxExtraWarps := 0
	for _, ws := range wsOps {
		maxExtraWarps = max(maxExtraWarps, totalPartitionWarps(ws))
	}
	numExtraWarpGroups := (maxExtraWarps + 3) / 4
	for _, ws := range wsOps {
		padToWarpGroups(ws, numExtraWarpGroups)
	}
	threadsPerWarp := intAttr(mod, attrThreadsPerWarp, 32)
	baseNumWarps := intAttr(mod, attrNumWarps, 0)
	if baseNumWarps == 0 {
		return ir.OpError(mod, "module has no %s attribute", attrNumWarps)
	}
	maxnreg := intAttr(mod, attrMaxRegisters, 0)
	if maxnreg == 0 {
		// Assume the user wants all 64K registers.
		maxnreg = 64 * 1024 / (baseNumWarps + numExtraWarpGroups*4) / threadsPerWarp / 8 * 8
	}
	for _, ws := range wsOps {
		if assignRegisters(ws, baseNumWarps, threadsPerWarp, maxnreg) {
			mod.SetAttr(attrMaxRegisters, ctx.I32Attr(int32(maxnreg)))
		}
	}
	mod.SetAttr(attrTotalNumWarps, ctx.I32Attr(int32(baseNumWarps+numExtraWarpGroups*4)))
	return nil
}

// intAttr returns op's integer attribute name, or def when it has none.
func intAttr(op *ir.Operation, name string, def int) int {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return def
}

// warpSpecializeOps returns the ttg.warp_specialize ops nested in op, in walk order.
func warpSpecializeOps(op *ir.Operation) []ttg.WarpSpecializeOp {
	var ops []ttg.WarpSpecializeOp
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if ws, ok := ttg.AsWarpSpecialize(o); ok {
			ops = append(ops, ws)
		}
		return ir.WalkAdvance
	})
	return ops
}

// i32s returns the elements of a dense i32 array attribute.
func i32s(a ir.Attribute) []int {
	var out []int
	for _, v := range ir.IntsAttrValue(a) {
		out = append(out, int(v))
	}
	return out
}

// i32Array returns the dense i32 array attribute of vs.
func i32Array(ctx *ir.Context, vs []int) ir.Attribute {
	data := make([]uint64, len(vs))
	for i, v := range vs {
		data[i] = uint64(uint32(int32(v)))
	}
	return ctx.DenseArrayAttr(ctx.I32(), data)
}

// totalPartitionWarps returns the number of warps of ws's partitions together.
func totalPartitionWarps(ws ttg.WarpSpecializeOp) int {
	total := 0
	for _, n := range i32s(ws.PartitionNumWarpsAttr()) {
		total += n
	}
	return total
}

// partitionsOf returns the ttg.warp_specialize.partitions op of ws.
func partitionsOf(ws ttg.WarpSpecializeOp) (ttg.WarpSpecializePartitionsOp, bool) {
	holder := ws.PartitionOpHolder()
	if holder.Empty() || holder.Front().First() == nil {
		return ttg.WarpSpecializePartitionsOp{}, false
	}
	return ttg.AsWarpSpecializePartitions(holder.Front().First())
}

// padToWarpGroups adds empty partitions to ws, in decreasing powers of two, until its
// partitions fill numWarpGroups whole warp groups.
func padToWarpGroups(ws ttg.WarpSpecializeOp, numWarpGroups int) {
	warpsToAdd := numWarpGroups*4 - totalPartitionWarps(ws)
	var padding []int
	for warpsToAdd > 0 {
		size := 1 << (bitsLen(warpsToAdd) - 1)
		padding = append(padding, size)
		warpsToAdd -= size
	}
	old, ok := partitionsOf(ws)
	if !ok {
		return
	}
	ctx := ws.Context()
	st := &ir.OperationState{Name: old.Name(), Loc: old.Loc()}
	for _, r := range old.Regions() {
		st.AddRegion().TakeBody(r)
	}
	numWarps := i32s(ws.PartitionNumWarpsAttr())
	captures := ws.ExplicitCaptures()
	for _, size := range padding {
		numWarps = append(numWarps, size)
		var types []ir.Type
		var locs []ir.Location
		for _, c := range captures {
			types = append(types, c.Type())
			locs = append(locs, c.Location())
		}
		body := ir.NewBlock(types, locs)
		st.AddRegion().Append(body)
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointToStart(body)
		ttg.BuildWarpReturn(b, ws.Loc())
	}
	ws.SetPartitionNumWarpsAttr(i32Array(ctx, numWarps))
	if req := ws.RequestedRegistersAttr(); req != nil {
		regs := i32s(req)
		for range padding {
			regs = append(regs, paddingRegisters)
		}
		ws.SetRequestedRegistersAttr(i32Array(ctx, regs))
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(old.Operation)
	b.Create(st)
	old.Erase()
}

// bitsLen returns the number of bits needed to write v.
func bitsLen(v int) int {
	n := 0
	for ; v > 0; v >>= 1 {
		n++
	}
	return n
}

// warpGroup is the partitions that share one warp group and their register needs.
type warpGroup struct {
	partitions       []int
	maxRequestedRegs int
	numWarps         int
}

// assignRegisters sets ws's warp group start ids and, when its partitions request registers
// and fill whole warp groups, the registers each partition and the default warp group get. It
// reports whether it set the registers.
func assignRegisters(ws ttg.WarpSpecializeOp, baseNumWarps, threadsPerWarp, maxnreg int) bool {
	ctx := ws.Context()
	sizes := i32s(ws.PartitionNumWarpsAttr())
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return sizes[b] - sizes[a] })
	startIDs := make([]int, len(sizes))
	next := baseNumWarps
	for _, i := range order {
		startIDs[i] = next
		next += sizes[i]
	}
	ws.SetWarpGroupStartIdsAttr(i32Array(ctx, startIDs))

	req := ws.RequestedRegistersAttr()
	if req == nil || totalPartitionWarps(ws)%4 != 0 {
		return false
	}
	regs := i32s(req)
	byStart := make([]int, len(sizes))
	for i := range byStart {
		byStart[i] = i
	}
	slices.SortStableFunc(byStart, func(a, b int) int { return startIDs[a] - startIDs[b] })
	var groups []warpGroup
	for _, i := range byStart {
		if startIDs[i]%4 == 0 || len(groups) == 0 {
			groups = append(groups, warpGroup{})
		}
		g := &groups[len(groups)-1]
		g.partitions = append(g.partitions, i)
		g.maxRequestedRegs = max(g.maxRequestedRegs, (regs[i]+7)/8*8)
		g.numWarps += sizes[i]
	}
	budget := maxnreg * baseNumWarps * threadsPerWarp
	for _, g := range groups {
		budget += (maxnreg - g.maxRequestedRegs) * g.numWarps * threadsPerWarp
	}
	if budget <= 0 {
		return false
	}
	leftover := budget / (baseNumWarps * threadsPerWarp) / 8 * 8
	if leftover < 24 {
		return false
	}
	actual := make([]int, 1+len(sizes))
	for _, g := range groups {
		for _, i := range g.partitions {
			actual[1+i] = g.maxRequestedRegs
		}
	}
	actual[0] = leftover
	ws.SetActualRegistersAttr(i32Array(ctx, actual))
	return true
}

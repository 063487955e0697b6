package ttngpasses

import (
	"math"
	"sort"

	"github.com/ttgo/ttgo/analysis/liveness"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// tmemGranularity is the rows of one allocation unit: tensor memory is allocated in halves
// of its 128 lanes.
const tmemGranularity = 64

// tmemHalves is how many units of rows tensor memory has.
const tmemHalves = 2

// tmemChunk is an allocated rectangle of tensor memory, in row halves and columns.
type tmemChunk struct{ startRow, startCol, numRows, numCols int }

// tmemMap records which row half of which column is taken.
type tmemMap struct{ used map[[2]int]bool }

func newTmemMap() *tmemMap { return &tmemMap{used: map[[2]int]bool{}} }

// clone returns a copy of m.
func (m *tmemMap) clone() *tmemMap {
	c := newTmemMap()
	for k, v := range m.used {
		c.used[k] = v
	}
	return c
}

// set marks the cells of c as taken or free.
func (m *tmemMap) set(c tmemChunk, used bool) {
	for col := c.startCol; col < c.startCol+c.numCols; col++ {
		for row := c.startRow; row < c.startRow+c.numRows; row++ {
			if used {
				m.used[[2]int{row, col}] = true
			} else {
				delete(m.used, [2]int{row, col})
			}
		}
	}
}

// firstFit returns the first free rectangle for size, scanning columns at the given alignment
// and, within a column, row halves from the top (only the constrained one when given).
func (m *tmemMap) firstFit(size ttng.TMemAllocation, rowConstraint int, alignment int) tmemChunk {
	rows := size.Rows / tmemGranularity
	for col := 0; ; col++ {
		if col%alignment != 0 {
			col = (col/alignment + 1) * alignment
		}
		for row := 0; row <= tmemHalves-rows; row++ {
			if rowConstraint >= 0 && row != rowConstraint {
				continue
			}
			fits := true
			for i := 0; i < size.Cols && fits; i++ {
				for j := 0; j < rows; j++ {
					if m.used[[2]int{row + j, col + i}] {
						fits = false
						break
					}
				}
			}
			if fits {
				return tmemChunk{startRow: row, startCol: col, numRows: rows, numCols: size.Cols}
			}
		}
	}
}

// tmemAllocsOf returns the ttng.tmem_alloc ops v may come from, following views, selects and
// control flow, as Triton's getAlloc.
func tmemAllocsOf(v *ir.Value) ([]*ir.Operation, error) {
	var allocs []*ir.Operation
	seen := map[*ir.Value]bool{}
	work := []*ir.Value{v}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		if v.IsBlockArgument() {
			block := v.OwnerBlock()
			if !block.IsEntry() {
				for _, pred := range block.Predecessors() {
					br, ok := ir.AsBranch(pred.Terminator())
					if !ok {
						return nil, ir.OpError(pred.Terminator(), "unhandled branch op when looking for TMEM alloc")
					}
					for i, s := range br.Successors() {
						if s == block {
							work = append(work, br.SuccessorOperands(i)[v.Index()])
						}
					}
				}
				continue
			}
			parent := block.ParentOp()
			if parts, ok := ttg.AsWarpSpecializePartitions(parent); ok {
				if ws, isWS := ttg.AsWarpSpecialize(parts.ParentOp()); isWS {
					work = append(work, ws.ExplicitCaptures()[v.Index()])
					continue
				}
			}
			rb, ok := ir.AsRegionBranch(parent)
			if !ok {
				return nil, ir.OpError(parent, "unhandled parent op when looking for TMEM alloc")
			}
			work = append(work, regionInputSources(rb, block.Parent(), v)...)
			continue
		}
		def := v.DefiningOp()
		switch {
		case isTmemAlloc(def):
			allocs = append(allocs, def)
		case viewSource(def) != nil:
			work = append(work, viewSource(def))
		default:
			if sel, ok := arith.AsSelect(def); ok {
				work = append(work, sel.TrueValue(), sel.FalseValue())
				continue
			}
			rb, ok := ir.AsRegionBranch(def)
			if !ok {
				return nil, ir.OpError(def, "unhandled op when looking for TMEM alloc")
			}
			work = append(work, resultSources(rb, v)...)
		}
	}
	return allocs, nil
}

// isTmemAlloc reports whether op is a ttng.tmem_alloc.
func isTmemAlloc(op *ir.Operation) bool {
	_, ok := ttng.AsTmemAlloc(op)
	return ok
}

// viewSource returns the memory op views (a memdesc view or a tmem subslice), or nil.
func viewSource(op *ir.Operation) *ir.Value {
	if o, ok := ttng.AsTmemSubslice(op); ok {
		return o.Src()
	}
	return ttg.MemDescViewSource(op)
}

// regionInputSources returns the values region-branch op rb may pass to the entry argument
// arg of region r: from its entry operands and from the terminators of its regions.
func regionInputSources(rb ir.RegionBranchOp, r *ir.Region, arg *ir.Value) []*ir.Value {
	var out []*ir.Value
	pick := func(operands, inputs []*ir.Value) {
		n := min(len(operands), len(inputs))
		operands, inputs = operands[len(operands)-n:], inputs[len(inputs)-n:]
		for i, in := range inputs {
			if in == arg {
				out = append(out, operands[i])
			}
		}
	}
	for _, s := range rb.AllEntrySuccessors(nil) {
		if s.Region == r {
			pick(rb.EntrySuccessorOperands(s), s.Inputs)
		}
	}
	for _, region := range rb.Regions() {
		for _, b := range region.Blocks() {
			t, ok := ir.AsRegionBranchTerminator(b.Terminator())
			if !ok {
				continue
			}
			for _, s := range t.SuccessorRegions(nil) {
				if s.Region == r {
					pick(t.SuccessorOperands(s), s.Inputs)
				}
			}
		}
	}
	return out
}

// resultSources returns the values region-branch op rb may produce as its result res: the
// operands its terminators forward to its results.
func resultSources(rb ir.RegionBranchOp, res *ir.Value) []*ir.Value {
	var out []*ir.Value
	for _, region := range rb.Regions() {
		for _, b := range region.Blocks() {
			t, ok := ir.AsRegionBranchTerminator(b.Terminator())
			if !ok {
				continue
			}
			for _, s := range t.SuccessorRegions(nil) {
				if !s.IsParent() {
					continue
				}
				operands := t.SuccessorOperands(s)
				for i, in := range s.Inputs {
					if in == res && i < len(operands) {
						out = append(out, operands[i])
					}
				}
			}
		}
	}
	return out
}

// rowConstraints groups allocations that must share their row half (the operand A in tensor
// memory of a 64-row tcgen05 matmul and its accumulator) and the row the first placed got.
type rowConstraints struct {
	leader map[*ir.Operation]*ir.Operation
	row    map[*ir.Operation]int
}

func (c *rowConstraints) find(op *ir.Operation) *ir.Operation {
	for c.leader[op] != nil && c.leader[op] != op {
		op = c.leader[op]
	}
	return op
}

func (c *rowConstraints) join(a, b *ir.Operation) {
	for _, op := range []*ir.Operation{a, b} {
		if c.leader[op] == nil {
			c.leader[op] = op
		}
	}
	if ra, rb := c.find(a), c.find(b); ra != rb {
		c.leader[rb] = ra
	}
}

// constraint returns the row op must take, or -1.
func (c *rowConstraints) constraint(op *ir.Operation) int {
	if c.leader[op] == nil {
		return -1
	}
	if r, ok := c.row[c.find(op)]; ok {
		return r
	}
	return -1
}

func (c *rowConstraints) record(op *ir.Operation, row int) {
	if c.leader[op] != nil {
		c.row[c.find(op)] = row
	}
}

// tmemOperands returns the A operand and the accumulator of a tcgen05 matmul.
func tmemOperands(op *ir.Operation) (a, acc *ir.Value, ok bool) {
	if o, is := ttng.AsTcGen5Mma(op); is {
		return o.A(), o.D(), true
	}
	if o, is := ttng.AsTcGen5MmaScaled(op); is {
		return o.A(), o.D(), true
	}
	return nil, nil, false
}

// allocateTensorMemory places every ttng.tmem_alloc nested in op by a linear scan over their
// live ranges with first fit, records the offsets on them, and returns the columns used.
func allocateTensorMemory(op *ir.Operation) (int, error) {
	var allocs []*ir.Operation
	ids := map[*ir.Operation]int{}
	cons := &rowConstraints{leader: map[*ir.Operation]*ir.Operation{}, row: map[*ir.Operation]int{}}
	var err error
	op.WalkPostOrder(func(o *ir.Operation) {
		ids[o] = len(ids)
		if err != nil {
			return
		}
		if isTmemAlloc(o) {
			allocs = append(allocs, o)
		}
		a, acc, ok := tmemOperands(o)
		if !ok {
			return
		}
		md, isMD := a.Type().(*ttg.MemDescType)
		if !isMD {
			return
		}
		if _, inTmem := md.Encoding.(*ttng.TensorMemoryEncoding); !inTmem {
			return
		}
		size, e := ttng.TMemAllocSize(md)
		if e != nil {
			err = ir.OpError(o, "%v", e)
			return
		}
		if size.Rows != tmemGranularity {
			return
		}
		lhs, e1 := tmemAllocsOf(a)
		accs, e2 := tmemAllocsOf(acc)
		if e1 != nil || e2 != nil {
			err = firstErr(e1, e2)
			return
		}
		for _, l := range lhs {
			for _, r := range accs {
				cons.join(l, r)
			}
		}
	})
	if err != nil {
		return 0, err
	}
	live := liveness.New(op)
	memory := newTmemMap()
	type ending struct {
		end   int
		chunk tmemChunk
	}
	var endings []ending
	chunks := map[*ir.Operation]tmemChunk{}
	total := 0
	ctx := op.Context()
	for i, alloc := range allocs {
		view, _ := ttng.AsTmemAlloc(alloc)
		res := view.ResultResult()
		md, ok := res.Type().(*ttg.MemDescType)
		if !ok {
			return 0, ir.OpError(alloc, "result is not a memory descriptor")
		}
		size, err := ttng.TMemAllocSize(md)
		if err != nil {
			return 0, ir.OpError(alloc, "%v", err)
		}
		// Allocations in other partitions of the same warp_specialize run concurrently.
		coexisting := newTmemMap()
		if ws := enclosingWarpSpecialize(alloc); ws != nil {
			for _, prev := range allocs[:i] {
				if enclosingWarpSpecialize(prev) == ws && prev.ParentRegion() != alloc.ParentRegion() {
					coexisting.set(chunks[prev], true)
				}
			}
		}
		start, end := tmemLiveRange(res, live, ids)
		sort.SliceStable(endings, func(a, b int) bool { return endings[a].end < endings[b].end })
		for len(endings) > 0 && endings[0].end <= start {
			memory.set(endings[0].chunk, false)
			endings = endings[1:]
		}
		search := memory.clone()
		for k := range coexisting.used {
			search.used[k] = true
		}
		chunk := search.firstFit(size, cons.constraint(alloc), 4)
		memory.set(chunk, true)
		chunks[alloc] = chunk
		cons.record(alloc, chunk.startRow)
		endings = append(endings, ending{end, chunk})
		alloc.SetAttr("tensor_memory_col_offset", ctx.I32Attr(int32(chunk.startCol)))
		alloc.SetAttr("tensor_memory_row_offset", ctx.I32Attr(int32(chunk.startRow*16)))
		total = max(total, chunk.startCol+size.Cols)
	}
	return total, nil
}

// firstErr returns the first non-nil error.
func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// enclosingWarpSpecialize returns the closest ttg.warp_specialize around op, or nil.
func enclosingWarpSpecialize(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ttg.AsWarpSpecialize(p); ok {
			return p
		}
	}
	return nil
}

// tmemLiveRange returns the op numbers [start, end) during which v, or a view of it through
// memdesc_index or memdesc_reinterpret, is live.
func tmemLiveRange(v *ir.Value, live *liveness.Liveness, ids map[*ir.Operation]int) (int, int) {
	ops := live.LiveOps(v)
	users := v.Users()
	for len(users) > 0 {
		u := users[len(users)-1]
		users = users[:len(users)-1]
		var res *ir.Value
		if o, ok := ttg.AsMemdescIndex(u); ok {
			res = o.Result()
		} else if o, ok := ttg.AsMemdescReinterpret(u); ok {
			res = o.Result()
		} else {
			continue
		}
		ops = append(ops, live.LiveOps(res)...)
		users = append(users, res.Users()...)
	}
	start, end := math.MaxInt, math.MinInt
	for _, o := range ops {
		start = min(start, ids[o])
		end = max(end, ids[o]+1)
	}
	return start, end
}

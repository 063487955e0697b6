package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// registersPerConsumerGroup is what each consumer partition requests (Triton's scanRegUsage
// without a requested count).
const registersPerConsumerGroup = 232

// specializeRegion moves the ops of fn that have task ids into a ttg.warp_specialize before
// its return: task 0 (the producer) in the default region and each other task in a partition
// of four warps, each getting a copy of the ops of its task; values from outside become
// captures (constants are rematerialized), and the original ops are erased (Triton's
// specializeRegion).
func specializeRegion(fn tt.FuncOp) error {
	var ops []*ir.Operation
	for _, block := range fn.Body().Blocks() {
		for op := block.First(); op != nil; op = op.Next() {
			if len(asyncTaskIDs(op)) > 0 {
				ops = append(ops, op)
			}
		}
	}
	if len(ops) == 0 {
		return nil
	}
	ctx := fn.Context()
	ret := fn.Body().Blocks()[len(fn.Body().Blocks())-1].Terminator()
	if _, ok := tt.AsReturn(ret); !ok {
		return ir.OpError(fn.Operation, "warp specialization needs the function to end in tt.return")
	}
	ids := nestedAsyncTaskIDs(fn.Operation)
	if ids[0] != 0 {
		return ir.OpError(ops[0], "warp specialization needs a producer task 0, found tasks %v", ids)
	}
	var numWarps []int32
	for _, id := range ids {
		if id != 0 {
			numWarps = append(numWarps, 4)
		}
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(ret)
	loc := ops[0].Loc()
	ws := ttg.BuildWarpSpecializeWithPartitions(b, loc, nil, numWarps)

	fill := func(block *ir.Block, id int32) error {
		tb := newTaskBuilder(ctx)
		tb.setIDs(id)
		tb.SetInsertionPointToStart(block)
		mapping := map[*ir.Value]*ir.Value{}
		for _, op := range ops {
			if err := specializeOp(op, mapping, tb, id); err != nil {
				return err
			}
		}
		return nil
	}
	if err := fill(ws.DefaultRegion().Front(), ids[0]); err != nil {
		return err
	}
	yb := ir.NewBuilder(ctx)
	yb.SetInsertionPointToEnd(ws.DefaultRegion().Front())
	ttg.BuildWarpYield(yb, fn.Loc(), nil)
	partitions := partitionRegionsOf(ws)
	var registers []int32
	for i, r := range partitions {
		if err := fill(r.Front(), ids[i+1]); err != nil {
			return err
		}
		yb.SetInsertionPointToEnd(r.Front())
		ttg.BuildWarpReturn(yb, fn.Loc())
		registers = append(registers, registersPerConsumerGroup)
	}
	ws.SetRequestedRegistersAttr(ctx.DenseI32ArrayAttr(registers))
	threadCaptures(ws, partitions)
	for i := len(ops) - 1; i >= 0; i-- {
		ops[i].Erase()
	}
	return nil
}

// partitionRegionsOf returns the partition regions of ws.
func partitionRegionsOf(ws ttg.WarpSpecializeOp) []*ir.Region {
	for _, op := range ws.PartitionOpHolder().Front().Ops() {
		if p, ok := ttg.AsWarpSpecializePartitions(op); ok {
			return p.PartitionRegions()
		}
	}
	return nil
}

// threadCaptures makes the values the partitions use from outside explicit captures of ws and
// arguments of every partition, in the order a post-order walk meets them; a constant is
// cloned into each partition instead. A captured tensor gets Triton's warning: partitions
// cannot receive tensors.
func threadCaptures(ws ttg.WarpSpecializeOp, partitions []*ir.Region) {
	holder := ws.PartitionOpHolder().Front().First()
	var captures []*ir.Value
	holder.WalkPostOrder(func(op *ir.Operation) {
		for _, v := range op.Operands() {
			if !definedIn(v, holder) && !slices.Contains(captures, v) {
				captures = append(captures, v)
			}
		}
	})
	for _, capture := range captures {
		if def := capture.DefiningOp(); def != nil && def.HasTrait(ir.ConstantLike) {
			for _, r := range partitions {
				c := def.Clone(nil)
				r.Front().Prepend(c)
				replaceUsesIn(capture, c.SingleResult(), r)
			}
			continue
		}
		if _, isTensor := capture.Type().(*ir.RankedTensorType); isTensor {
			ws.Context().Emit(&ir.Diagnostic{Severity: ir.SeverityWarning, Loc: capture.Location(),
				Message: "FIXME: capturing tensor values into warp partitions is not supported"})
		}
		ws.SetExplicitCaptures(append(ws.ExplicitCaptures(), capture))
		for _, r := range partitions {
			arg := r.Front().AddArgument(capture.Type(), capture.Location())
			replaceUsesIn(capture, arg, r)
		}
	}
}

// definedIn reports whether v is defined inside op.
func definedIn(v *ir.Value, op *ir.Operation) bool {
	if def := v.DefiningOp(); def != nil {
		return op.IsAncestorOf(def)
	}
	owner := v.OwnerBlock().ParentOp()
	return owner != nil && op.IsAncestorOf(owner)
}

// replaceUsesIn makes the uses of v inside region r use w.
func replaceUsesIn(v, w *ir.Value, r *ir.Region) {
	v.ReplaceUsesWithIf(w, func(use *ir.OpOperand) bool {
		for op := use.Owner(); op != nil; op = op.ParentOp() {
			if op.ParentRegion() == r {
				return true
			}
		}
		return false
	})
}

// specializeOp copies op into the task id's region at tb when it runs in the task (a yield
// always does), mapping its results; loops get only the iteration arguments the task uses.
func specializeOp(op *ir.Operation, mapping map[*ir.Value]*ir.Value, tb *taskBuilder, id int32) error {
	_, isYield := scf.AsYield(op)
	if !hasAsyncTaskID(op, id) && !isYield {
		return nil
	}
	if op.NumRegions() == 0 {
		c := op.Clone(mapping)
		tb.Insert(c)
		setAsyncTaskIDs(c, []int32{id})
		return nil
	}
	if _, ok := scf.AsFor(op); ok {
		return specializeFor(op, mapping, tb, id)
	}
	if _, ok := scf.AsIf(op); ok {
		return specializeIf(op, mapping, tb, id)
	}
	if _, ok := tt.AsReduce(op); ok {
		c := op.Clone(mapping)
		tb.Insert(c)
		c.Walk(func(o *ir.Operation) ir.WalkResult {
			setAsyncTaskIDs(o, []int32{id})
			return ir.WalkAdvance
		})
		return nil
	}
	return ir.OpError(op, "warp specialization of this op with regions into async task %d is not supported", id)
}

// lookupOrSelf returns what mapping maps v to, or v.
func lookupOrSelf(mapping map[*ir.Value]*ir.Value, v *ir.Value) *ir.Value {
	if m, ok := mapping[v]; ok {
		return m
	}
	return v
}

// specializeFor copies the loop into the task id's region with the iteration arguments the
// task uses, then its body's ops of the task.
func specializeFor(op *ir.Operation, mapping map[*ir.Value]*ir.Value, tb *taskBuilder, id int32) error {
	loop, _ := scf.AsFor(op)
	used := blockArgsForTask(loop, id)
	inits := loop.InitArgs()
	var newInits []*ir.Value
	types := []ir.Type{}
	for _, i := range used {
		v := lookupOrSelf(mapping, inits[i])
		newInits = append(newInits, v)
		types = append(types, v.Type())
	}
	lb := lookupOrSelf(mapping, loop.LowerBound())
	newLoop := scf.BuildFor(tb, op.Loc(), types, lb, lookupOrSelf(mapping, loop.UpperBound()),
		lookupOrSelf(mapping, loop.Step()), newInits)
	body := ir.NewBlock(nil, nil)
	body.AddArgument(lb.Type(), op.Loc())
	for _, t := range types {
		body.AddArgument(t, op.Loc())
	}
	newLoop.Region().Append(body)
	plain := ir.NewBuilder(tb.Context())
	if len(newInits) == 0 {
		plain.SetInsertionPointToEnd(body)
		scf.BuildYield(plain, op.Loc(), nil)
	}
	if a := op.Attr("tt.loop_schedule"); a != nil {
		newLoop.SetAttr("tt.loop_schedule", a)
	}
	oldBody := loop.Region().Front()
	mapping[oldBody.Argument(0)] = body.Argument(0)
	for i, u := range used {
		mapping[oldBody.Argument(u+1)] = body.Argument(i + 1)
	}
	fb := newTaskBuilder(tb.Context())
	fb.setIDs(id)
	fb.SetInsertionPointToStart(body)
	yield := oldBody.Terminator()
	for o := oldBody.First(); o != nil && o != yield; o = o.Next() {
		if err := specializeOp(o, mapping, fb, id); err != nil {
			return err
		}
	}
	var yielded []*ir.Value
	for _, u := range used {
		yielded = append(yielded, lookupOrSelf(mapping, yield.Operand(u)))
	}
	if len(yielded) == 0 {
		setAsyncTaskIDs(body.Terminator(), []int32{id})
	} else {
		plain.SetInsertionPointToEnd(body)
		y := scf.BuildYield(plain, yield.Loc(), yielded)
		setAsyncTaskIDs(y.Operation, []int32{id})
	}
	for i, u := range used {
		mapping[op.Result(u)] = newLoop.Operation.Result(i)
	}
	return nil
}

// blockArgsForTask returns, sorted, the iteration arguments of loop that task id needs: those
// whose value, or result, reaches an op of the task other than a yield or a loop, looking into
// loops the value feeds without a defining op of its own.
func blockArgsForTask(loop scf.ForOp, id int32) []int {
	var needed []int
	add := func(i int) {
		if !slices.Contains(needed, i) {
			needed = append(needed, i)
		}
	}
	var visit func(owner scf.ForOp, v *ir.Value, index int)
	visit = func(owner scf.ForOp, v *ir.Value, index int) {
		for _, user := range v.Users() {
			if !hasAsyncTaskID(user, id) {
				continue
			}
			initDefinedInTask := func() bool {
				if !v.IsBlockArgument() || v.Index() == 0 {
					return false
				}
				def := owner.InitArgs()[v.Index()-1].DefiningOp()
				return def != nil && hasAsyncTaskID(def, id)
			}
			if _, ok := scf.AsYield(user); ok {
				if _, inIf := scf.AsIf(user.ParentOp()); inIf && initDefinedInTask() {
					add(index)
					return
				}
				continue
			}
			if userLoop, ok := scf.AsFor(user); ok {
				if v.IsBlockArgument() && v.Index() > 0 {
					if owner.InitArgs()[v.Index()-1].DefiningOp() != nil {
						if initDefinedInTask() {
							add(index)
							return
						}
					} else if j := slices.Index(userLoop.InitArgs(), v); j >= 0 {
						visit(userLoop, userLoop.Region().Front().Argument(j+1), index)
					}
				}
				continue
			}
			if user.NumRegions() == 0 {
				add(index)
				return
			}
		}
	}
	body := loop.Region().Front()
	for i := 1; i < body.NumArguments(); i++ {
		visit(loop, body.Argument(i), i-1)
	}
	for i, r := range loop.Operation.Results() {
		visit(loop, r, i)
	}
	slices.Sort(needed)
	return needed
}

package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// Prefetch is tritongpu-prefetch: in a loop whose single dot has an mma v2 (or AMD MFMA)
// result and loads both operands from shared memory buffers carried by the loop, it splits
// the dot along K into slices of prefetchWidth and loads the first slice of the next
// iteration's operands at the end of the current one, so that the shared memory loads overlap
// the tensor core work:
//
//	scf.for ... iter_args(%a = %A, ...)   ->   %a0 = local_load(subslice(%A)[k 0:w])
//	  dot(local_load(%a), ...)                  scf.for ... iter_args(%a = %A, ..., %p = %a0)
//	                                              dot(%p, ...); dot(local_load(subslice(%a)[k w:2w]), ...); ...
//	                                              yield ..., local_load(subslice(%a')[k 0:w])
//
// The single-operand ops between the load and the dot are repeated on every slice. The loop is
// rebuilt (dropping its discardable attributes) whenever it has such a dot, even where no
// operand qualifies.
type Prefetch struct{}

// NewPrefetch returns the tritongpu-prefetch pass.
func NewPrefetch() pass.Pass { return &Prefetch{} }

// Name returns "TritonGPUPrefetch".
func (*Prefetch) Name() string { return "TritonGPUPrefetch" }

// Argument returns "tritongpu-prefetch".
func (*Prefetch) Argument() string { return "tritongpu-prefetch" }

// Description describes the pass.
func (*Prefetch) Description() string { return "prefetch" }

// OpName anchors the pass on builtin.module.
func (*Prefetch) OpName() string { return "builtin.module" }

// Run canonicalizes the module's layout conversions, then prefetches the dots of its loops,
// innermost loops first.
func (*Prefetch) Run(mod *ir.Operation, _ *pass.Analyses) error {
	rewrite.ApplyPatternsGreedily(mod, rewrite.NewPatternSet(ttng.ConvertLayoutPatterns()...), rewrite.MLIRGreedyConfig())
	var loops []scf.ForOp
	mod.WalkPostOrder(func(op *ir.Operation) {
		if loop, ok := scf.AsFor(op); ok {
			loops = append(loops, loop)
		}
	})
	for _, loop := range loops {
		p := &prefetcher{loop: loop, prefetchWidth: 32}
		if !p.initialize() {
			continue
		}
		p.emitPrologue()
		newLoop := p.createNewLoop()
		for i, r := range loop.Results() {
			r.ReplaceAllUsesWith(newLoop.Results()[i])
		}
		loop.Operation.Erase()
	}
	return nil
}

// prefetchedDot is a dot whose operands are prefetched, with what the rewrite needs of each.
type prefetchedDot struct {
	dot tt.DotOp
	// operands hold, for A and B, the chain from the loop-carried buffer to the dot operand.
	operands [2]prefetchedOperand
}

// prefetchedOperand is the chain of one dot operand: buffer (a loop-carried memdesc), its
// local_load into the dot_op layout, then the single-operand ops up to the dot.
type prefetchedOperand struct {
	chain []*ir.Value
	// init is the buffer's initial value, yielded the buffer of the next iteration.
	init, yielded *ir.Value
	// prologue is the first slice loaded before the loop.
	prologue *ir.Value
}

// prefetcher rewrites one loop (Triton's Prefetcher).
type prefetcher struct {
	loop          scf.ForOp
	prefetchWidth int64
	dots          []*prefetchedDot
}

// initialize finds the loop's dot and its prefetchable operands; false when the loop is left
// alone (no dot, several, or one without an mma v2 or MFMA result).
func (p *prefetcher) initialize() bool {
	body := p.loop.Region().Front()
	var dots []tt.DotOp
	for op := body.First(); op != nil; op = op.Next() {
		dot, ok := tt.AsDot(op)
		if !ok {
			continue
		}
		switch enc := tensorEncoding(dot.D()).(type) {
		case *ttg.NvidiaMmaEncoding:
			if enc.VersionMajor != 2 {
				return false
			}
		case *ttg.AMDMfmaEncoding:
		default:
			return false
		}
		dots = append(dots, dot)
	}
	if len(dots) != 1 {
		return false
	}
	for _, dot := range dots {
		aType := dot.A().Type().(*ir.RankedTensorType)
		aEnc, okA := aType.Encoding.(*ttg.DotOperandEncoding)
		if !okA {
			return false
		}
		if aEnc.KWidth == 0 {
			p.prefetchWidth = int64(256 / ir.IntOrFloatBitWidth(aType.Elem))
		} else {
			p.prefetchWidth = int64(8 * aEnc.KWidth)
		}
		if aType.Dims[len(aType.Dims)-1] < p.prefetchWidth {
			continue
		}
		a, b := p.operandChain(dot.A()), p.operandChain(dot.B())
		if a == nil || b == nil || a.init == nil || b.init == nil {
			continue
		}
		p.dots = append(p.dots, &prefetchedDot{dot: dot, operands: [2]prefetchedOperand{*a, *b}})
	}
	return true
}

// tensorEncoding returns the layout of v's tensor or memdesc type.
func tensorEncoding(v *ir.Value) ir.Attribute {
	switch t := v.Type().(type) {
	case *ir.RankedTensorType:
		return t.Encoding
	case *ttg.MemDescType:
		return t.Encoding
	}
	return nil
}

// operandChain walks from dot operand v up single-use, single-operand ops to a local_load into
// a dot_op layout, and returns the chain from its buffer; nil when there is none.
func (p *prefetcher) operandChain(v *ir.Value) *prefetchedOperand {
	op := v.DefiningOp()
	if op == nil {
		return nil
	}
	chain := []*ir.Value{v}
	found := false
	for op != nil {
		results := op.Results()
		if op.NumOperands() != 1 || len(results) == 0 || !results[0].HasOneUse() {
			break
		}
		src := op.SingleOperand()
		chain = append(chain, src)
		if load, ok := ttg.AsLocalLoad(op); ok {
			_, found = tensorEncoding(load.Result()).(*ttg.DotOperandEncoding)
			break
		}
		op = src.DefiningOp()
	}
	if !found {
		return nil
	}
	for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
		chain[i], chain[j] = chain[j], chain[i]
	}
	res := &prefetchedOperand{chain: chain}
	buffer := chain[0]
	body := p.loop.Region().Front()
	if buffer.IsBlockArgument() && buffer.OwnerBlock() == body && buffer.Index() > 0 {
		iter := buffer.Index() - 1
		res.init = p.loop.InitArgs()[iter]
		res.yielded = body.Terminator().Operands()[iter]
	}
	return res
}

// prefetchSlice loads the K slice [offset, offset+size) of operand opIdx from the buffer v
// into the dot_op layout of a dot with result layout dotEnc.
func (p *prefetcher) prefetchSlice(b *ir.Builder, v *ir.Value, opIdx int, dotEnc ir.Attribute, offset, size int64) *ir.Value {
	t := v.Type().(*ttg.MemDescType)
	shape := append([]int64(nil), t.Dims...)
	offsets := make([]int32, len(shape))
	k := len(shape) - 1
	if opIdx == 1 {
		k = len(shape) - 2
	}
	offsets[k], shape[k] = int32(offset), size
	sliceType := ttg.MemDesc(b.Ctx, shape, t.Elem, t.Encoding, t.MemorySpace, t.Mutable, t.AllocShape)
	slice := ttg.BuildMemdescSubslice(b, v.Location(), sliceType, v,
		ir.NamedAttribute{Name: "offsets", Value: b.Ctx.DenseI32ArrayAttr(offsets)}).Result()
	enc := ttg.DotOperand(b.Ctx, opIdx, dotEnc, int(p.prefetchWidth/8))
	return ttg.BuildLocalLoad(b, v.Location(), b.Ctx.RankedTensorType(shape, t.Elem, enc), slice, nil).Result()
}

// firstSlice loads the first K slice of operand opIdx from v.
func (p *prefetcher) firstSlice(b *ir.Builder, v *ir.Value, opIdx int, dotEnc ir.Attribute) *ir.Value {
	return p.prefetchSlice(b, v, opIdx, dotEnc, 0, p.prefetchWidth)
}

// repeatChain applies the ops of chain after its local_load to the loaded slice loaded, with
// result shapes of the slice and layouts of their operands.
func repeatChain(b *ir.Builder, loaded *ir.Value, chain []*ir.Value) *ir.Value {
	mapping := map[*ir.Value]*ir.Value{chain[1]: loaded}
	for _, v := range chain[2:] {
		clone := b.Insert(v.DefiningOp().Clone(mapping))
		// Like Triton, the chain continues from the clone's first result.
		results := clone.Results()
		cur := results[0]
		if t, ok := cur.Type().(*ir.RankedTensorType); ok {
			shape := loaded.Type().(*ir.RankedTensorType).Dims
			cur.SetType(b.Ctx.RankedTensorType(shape, t.Elem, tensorEncoding(clone.SingleOperand())))
		}
		mapping[v] = cur
	}
	return mapping[chain[len(chain)-1]]
}

// emitPrologue loads the first slices of the operands before the loop.
func (p *prefetcher) emitPrologue() {
	b := ir.NewBuilder(p.loop.Context())
	b.SetInsertionPoint(p.loop.Operation)
	for _, d := range p.dots {
		dotEnc := tensorEncoding(d.dot.D())
		for i := range d.operands {
			op := &d.operands[i]
			op.prologue = repeatChain(b, p.firstSlice(b, op.init, i, dotEnc), op.chain)
		}
	}
}

// createNewLoop builds the loop that carries the prefetched slices, with the dots split.
func (p *prefetcher) createNewLoop() scf.ForOp {
	ctx := p.loop.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(p.loop.Operation)
	inits := append([]*ir.Value(nil), p.loop.InitArgs()...)
	for _, d := range p.dots {
		for _, op := range d.operands {
			inits = append(inits, op.prologue)
		}
	}
	oldBody := p.loop.Region().Front()
	types := []ir.Type{p.loop.LowerBound().Type()}
	locs := []ir.Location{p.loop.Loc()}
	resultTypes := make([]ir.Type, len(inits))
	for i, v := range inits {
		types = append(types, v.Type())
		locs = append(locs, v.Location())
		resultTypes[i] = v.Type()
	}
	newLoop := scf.BuildFor(b, p.loop.Loc(), resultTypes, p.loop.LowerBound(), p.loop.UpperBound(), p.loop.Step(), inits)
	body := ir.NewBlock(types, locs)
	newLoop.Region().Append(body)
	if len(inits) == 0 {
		b.SetInsertionPointToEnd(body)
		scf.BuildYield(b, p.loop.Loc(), nil)
	}
	mapping := map[*ir.Value]*ir.Value{}
	for i, arg := range oldBody.Arguments() {
		mapping[arg] = body.Argument(i)
	}
	beforeYield := func() {
		if t := body.Terminator(); t != nil {
			b.SetInsertionPoint(t)
			return
		}
		b.SetInsertionPointToEnd(body)
	}
	if body.First() != nil {
		b.SetInsertionPoint(body.First())
	} else {
		b.SetInsertionPointToEnd(body)
	}
	for op := oldBody.First(); op != nil && op != oldBody.Terminator(); op = op.Next() {
		if len(op.Regions()) > 0 {
			beforeYield()
		}
		for _, v := range op.Operands() {
			if p.prefetched(v.DefiningOp()) != nil {
				beforeYield()
			}
		}
		newOp := b.Insert(op.Clone(mapping))
		if d := p.prefetched(op); d != nil {
			newOp = p.splitDot(b, d, mapping, body, len(p.loop.InitArgs()))
		}
		for i, r := range op.Results() {
			mapping[r] = newOp.Results()[i]
		}
	}
	var yields []*ir.Value
	for _, v := range oldBody.Terminator().Operands() {
		if m, ok := mapping[v]; ok {
			v = m
		}
		yields = append(yields, v)
	}
	for _, d := range p.dots {
		dotEnc := tensorEncoding(d.dot.D())
		for i, op := range d.operands {
			yields = append(yields, repeatChain(b, p.firstSlice(b, mapping[op.yielded], i, dotEnc), op.chain))
		}
	}
	b.SetInsertionPointToEnd(body)
	if len(yields) > 0 {
		scf.BuildYield(b, oldBody.Terminator().Loc(), yields)
	}
	return newLoop
}

// prefetched returns the prefetched dot op is, or nil.
func (p *prefetcher) prefetched(op *ir.Operation) *prefetchedDot {
	for _, d := range p.dots {
		if op != nil && d.dot.Operation == op {
			return d
		}
	}
	return nil
}

// splitDot emits the dot d in K slices in the new loop: the first on the prefetched operands
// (iter args from firstArg on), the others on slices loaded just before them; it leaves b
// before the last dot, so that the ops that follow are issued before it until one needs it.
// It returns the last dot.
func (p *prefetcher) splitDot(b *ir.Builder, d *prefetchedDot, mapping map[*ir.Value]*ir.Value, body *ir.Block, firstArg int) *ir.Operation {
	dotEnc := tensorEncoding(d.dot.D())
	argBase := firstArg + 1
	for _, other := range p.dots {
		if other == d {
			break
		}
		argBase += 2
	}
	first, _ := tt.AsDot(b.Insert(d.dot.Operation.Clone(mapping)))
	first.SetA(body.Argument(argBase))
	first.SetB(body.Argument(argBase + 1))
	prev := first.Operation
	kOff := p.prefetchWidth
	aDims := d.dot.A().Type().(*ir.RankedTensorType).Dims
	kRem := aDims[len(aDims)-1] - p.prefetchWidth
	if kRem == 0 {
		b.SetInsertionPoint(prev)
		return prev
	}
	for kRem != 0 {
		kShape := p.prefetchWidth
		saved := *b
		b.SetInsertionPoint(prev)
		var rem [2]*ir.Value
		for i, op := range d.operands {
			rem[i] = repeatChain(b, p.prefetchSlice(b, mapping[op.chain[0]], i, dotEnc, kOff, kShape), op.chain)
		}
		*b = saved
		next, _ := tt.AsDot(b.Insert(d.dot.Operation.Clone(mapping)))
		next.SetA(rem[0])
		next.SetB(rem[1])
		next.SetC(prev.SingleResult())
		prev = next.Operation
		kOff += kShape
		kRem -= kShape
		if kRem == 0 {
			b.SetInsertionPoint(prev)
		}
	}
	return prev
}

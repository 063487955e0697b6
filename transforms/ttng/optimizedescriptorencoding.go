package ttngpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// OptimizeDescriptorEncoding is triton-nvidia-optimize-descriptor-encoding: it gives every
// tensor descriptor of a function a shared memory layout for its block, the nvmma_shared
// layout its TMA loads are stored into when they agree on one, else the default nvmma_shared
// layout for the block, propagating the choice through the loops and branches the descriptor
// flows through. Descriptors crossing calls, returns and non-kernel arguments take the
// default layout.
type OptimizeDescriptorEncoding struct{}

// NewOptimizeDescriptorEncoding returns the triton-nvidia-optimize-descriptor-encoding pass.
func NewOptimizeDescriptorEncoding() pass.Pass { return &OptimizeDescriptorEncoding{} }

// Name returns "TritonNvidiaGPUOptimizeDescriptorEncodingPass".
func (*OptimizeDescriptorEncoding) Name() string {
	return "TritonNvidiaGPUOptimizeDescriptorEncodingPass"
}

// Argument returns "triton-nvidia-optimize-descriptor-encoding".
func (*OptimizeDescriptorEncoding) Argument() string {
	return "triton-nvidia-optimize-descriptor-encoding"
}

// Description describes the pass.
func (*OptimizeDescriptorEncoding) Description() string {
	return "Set best layout for tensor descriptor"
}

// OpName anchors the pass on builtin.module.
func (*OptimizeDescriptorEncoding) OpName() string { return "builtin.module" }

// Run assigns the layouts function by function.
func (*OptimizeDescriptorEncoding) Run(m *ir.Operation, _ *pass.Analyses) error {
	for _, r := range m.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				if fn, ok := tt.AsFunc(op); ok {
					if err := assignDescriptorLayouts(fn); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// descEncoding is what the uses of a descriptor ask of its layout: a shared layout they
// want, the CTA layout of the tensors they move, the shape they move (smaller than the block
// for gathers and scatters), or the default layout.
type descEncoding struct {
	desired ir.Attribute
	cga     ttg.CGALayout
	hasCGA  bool
	shape   []int64
	forced  bool
}

func (e descEncoding) equal(o descEncoding) bool {
	return e.desired == o.desired && e.hasCGA == o.hasCGA && equalCGA(e.cga, o.cga) &&
		e.forced == o.forced && slices.Equal(e.shape, o.shape)
}

func equalCGA(a, b ttg.CGALayout) bool {
	return slices.EqualFunc(a, b, func(x, y []int32) bool { return slices.Equal(x, y) })
}

// combine merges two requests on one descriptor: clashing CTA layouts fall back to the
// default CTA layout, clashing shared layouts to the default shared layout, shapes to their
// minimum.
func combine(lhs, rhs descEncoding) descEncoding {
	var r descEncoding
	r.forced = lhs.forced || rhs.forced
	if r.forced {
		return r
	}
	switch {
	case len(lhs.shape) == 0 || slices.Equal(lhs.shape, rhs.shape):
		r.shape = rhs.shape
	case len(rhs.shape) == 0:
		r.shape = lhs.shape
	default:
		r.shape = make([]int64, len(lhs.shape))
		for i := range r.shape {
			r.shape[i] = min(lhs.shape[i], rhs.shape[i])
		}
	}
	switch {
	case lhs.hasCGA && rhs.hasCGA && !equalCGA(lhs.cga, rhs.cga):
		r.hasCGA = true
	case lhs.hasCGA:
		r.cga, r.hasCGA = lhs.cga, true
	case rhs.hasCGA:
		r.cga, r.hasCGA = rhs.cga, true
	}
	switch {
	case lhs.desired != nil && rhs.desired != nil && lhs.desired != rhs.desired:
		r.forced = true
	case lhs.desired != nil:
		r.desired = lhs.desired
	case rhs.desired != nil:
		r.desired = rhs.desired
	}
	return r
}

// descriptorLayouts is the propagation state of one function: the request on each
// descriptor value, in the order they were first seen, and the values to revisit.
type descriptorLayouts struct {
	order    []*ir.Value
	requests map[*ir.Value]descEncoding
	worklist []*ir.Value
}

func (s *descriptorLayouts) push(v *ir.Value) {
	s.worklist = slices.DeleteFunc(s.worklist, func(w *ir.Value) bool { return w == v })
	s.worklist = append(s.worklist, v)
}

// update merges info with the requests on vals, which must share one layout, and sets it
// on all of them.
func (s *descriptorLayouts) update(vals []*ir.Value, info descEncoding) {
	for _, v := range vals {
		if old, ok := s.requests[v]; ok {
			info = combine(old, info)
		}
	}
	for _, v := range vals {
		old, ok := s.requests[v]
		if !ok {
			s.order = append(s.order, v)
		}
		if !ok || !old.equal(info) {
			s.requests[v] = info
			s.push(v)
		}
	}
}

// setIfAbsent records info for v unless it has a request.
func (s *descriptorLayouts) setIfAbsent(v *ir.Value, info descEncoding) {
	if _, ok := s.requests[v]; !ok {
		s.order = append(s.order, v)
		s.requests[v] = info
	}
}

func isDesc(v *ir.Value) bool {
	_, ok := v.Type().(*tt.TensorDescType)
	return ok
}

func assignDescriptorLayouts(fn tt.FuncOp) error {
	s := &descriptorLayouts{requests: map[*ir.Value]descEncoding{}}
	body := fn.Body()
	if body.Empty() {
		return nil
	}
	kernel := true
	if vis, ok := fn.SymVisibilityAttr().(*ir.StringAttr); ok && vis.Value != "public" {
		kernel = false
	}
	for _, arg := range body.Front().Arguments() {
		if isDesc(arg) {
			s.update([]*ir.Value{arg}, descEncoding{forced: !kernel})
		}
	}
	var err error
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		desc, info, ok, e := descriptorUse(op)
		if e != nil {
			err = e
			return ir.WalkInterrupt
		}
		if ok {
			s.update([]*ir.Value{desc}, info)
			return ir.WalkAdvance
		}
		forced := isDescriptorBoundary(op)
		for _, v := range append(op.Results(), op.Operands()...) {
			if isDesc(v) {
				s.setIfAbsent(v, descEncoding{forced: forced})
				if forced {
					s.push(v)
				}
			}
		}
		return ir.WalkAdvance
	})
	if err != nil {
		return err
	}
	for len(s.worklist) > 0 {
		desc := s.worklist[len(s.worklist)-1]
		s.worklist = s.worklist[:len(s.worklist)-1]
		s.propagate(desc)
	}
	for _, desc := range s.order {
		info := s.requests[desc]
		block := desc.Type().(*tt.TensorDescType).BlockType
		var enc ir.Attribute
		switch {
		case info.desired != nil:
			enc = info.desired
		case info.forced:
			enc = fallbackSharedLayout(fn.Context(), block, descEncoding{})
		default:
			enc = fallbackSharedLayout(fn.Context(), block, info)
		}
		desc.SetType(tt.TensorDesc(fn.Context(), fn.Context().RankedTensorType(block.Dims, block.ElementType(), enc)))
	}
	setFunctionType(fn)
	return nil
}

// isDescriptorBoundary reports whether op passes descriptors where their layout cannot be
// chosen here: calls, returns and reinterpretations of raw descriptors.
func isDescriptorBoundary(op *ir.Operation) bool {
	if _, ok := tt.AsCall(op); ok {
		return true
	}
	if _, ok := tt.AsReturn(op); ok {
		return true
	}
	_, ok := ttng.AsReinterpretTensorDescriptor(op)
	return ok
}

// propagate spreads desc's request to the values tied to it by loops and branches.
func (s *descriptorLayouts) propagate(desc *ir.Value) {
	for _, use := range desc.Uses() {
		owner := use.Owner()
		if loop, ok := scf.AsFor(owner); ok {
			s.update(scf.TiedValues(owner, use.Index()-len(loop.Operands())+len(loop.InitArgs())), descEncoding{})
		} else if _, ok := scf.AsWhile(owner); ok {
			s.update(scf.TiedValues(owner, use.Index()), descEncoding{})
		} else if _, ok := scf.AsYield(owner); ok {
			s.update(scf.TiedValues(owner.ParentOp(), use.Index()), descEncoding{})
		}
	}
	if def := desc.DefiningOp(); def != nil {
		if scf.TiesValues(def) {
			s.update(scf.TiedValues(def, desc.Index()), descEncoding{})
		}
		return
	}
	parent := desc.OwnerBlock().ParentOp()
	if _, ok := scf.AsFor(parent); ok {
		s.update(scf.TiedValues(parent, desc.Index()-1), descEncoding{})
	} else if _, ok := scf.AsWhile(parent); ok {
		s.update(scf.TiedValues(parent, desc.Index()), descEncoding{})
	}
}

// descriptorUse returns the descriptor a TMA op uses and what the op asks of its layout.
func descriptorUse(op *ir.Operation) (*ir.Value, descEncoding, bool, error) {
	var desc *ir.Value
	var tensor *ir.RankedTensorType
	var desired ir.Attribute
	switch {
	case is[tt.DescriptorLoadOp](op):
		load := ir.View[tt.DescriptorLoadOp](op)
		desc, tensor = load.Desc(), load.Result().Type().(*ir.RankedTensorType)
		desired = loadLayoutFromUsers(op)
	case is[tt.DescriptorGatherOp](op):
		gather := ir.View[tt.DescriptorGatherOp](op)
		desc, tensor = gather.Desc(), gather.Result().Type().(*ir.RankedTensorType)
		desired = loadLayoutFromUsers(op)
	case is[tt.DescriptorStoreOp](op):
		store := ir.View[tt.DescriptorStoreOp](op)
		desc, tensor = store.Desc(), store.Src().Type().(*ir.RankedTensorType)
	case is[tt.DescriptorReduceOp](op):
		store := ir.View[tt.DescriptorReduceOp](op)
		desc, tensor = store.Desc(), store.Src().Type().(*ir.RankedTensorType)
	case is[tt.DescriptorScatterOp](op):
		store := ir.View[tt.DescriptorScatterOp](op)
		desc, tensor = store.Desc(), store.Src().Type().(*ir.RankedTensorType)
	default:
		return nil, descEncoding{}, false, nil
	}
	enc := tensor.Encoding
	if desired != nil {
		enc = desired
	}
	info := descEncoding{desired: desired}
	if enc != nil {
		e, err := layoutattr.ToEncoding(enc)
		if err != nil {
			return nil, descEncoding{}, false, ir.OpError(op, "%v", err)
		}
		if cga := e.CTALayout(); !cga.IsDefault() {
			info.cga = cga.Bases
		}
		info.hasCGA = true
	}
	rank := len(desc.Type().(*tt.TensorDescType).BlockType.Dims)
	info.shape = make([]int64, rank)
	for i := range info.shape {
		info.shape[i] = 1
	}
	copy(info.shape[rank-len(tensor.Dims):], tensor.Dims)
	return desc, info, true, nil
}

func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// loadLayoutFromUsers returns the first TMA-compatible layout (nvmma_shared, not transposed)
// that a user of a descriptor load stores the loaded tensor with, or nil.
func loadLayoutFromUsers(op *ir.Operation) ir.Attribute {
	for _, user := range op.SingleResult().Users() {
		var enc ir.Attribute
		if alloc, ok := ttg.AsLocalAlloc(user); ok {
			enc = alloc.Result().Type().(*ttg.MemDescType).Encoding
		} else if store, ok := ttg.AsLocalStore(user); ok {
			enc = store.Dst().Type().(*ttg.MemDescType).Encoding
		}
		if nvmma, ok := enc.(*ttg.NVMMASharedEncoding); ok && !nvmma.Transposed {
			return enc
		}
	}
	return nil
}

// fallbackSharedLayout returns the nvmma_shared layout for block, over the shape and CTA
// layout info asks for where it has them.
func fallbackSharedLayout(ctx *ir.Context, block *ir.RankedTensorType, info descEncoding) ir.Attribute {
	rank := len(block.Dims)
	order := make([]uint32, rank)
	for i := range order {
		order[i] = uint32(rank - 1 - i)
	}
	shape := block.Dims
	if len(info.shape) > 0 {
		shape = info.shape
	}
	var cga ttg.CGALayout
	if info.hasCGA && len(info.cga) > 0 && len(info.cga[0]) == rank {
		cga = info.cga
	}
	return nvmmaSharedFor(ctx, shape, order, cga, block.ElementType(), false)
}

// nvmmaSharedFor returns the nvmma_shared layout Triton picks for a tensor of shape stored
// in order (NVMMASharedEncodingAttr::get): the widest swizzle, of 128, 64 or 32 bytes, that
// divides the contiguous dimension's bytes, none for fewer than 8 rows.
func nvmmaSharedFor(ctx *ir.Context, shape []int64, order []uint32, cga ttg.CGALayout, elem ir.Type, fp4Padded bool) *ttg.NVMMASharedEncoding {
	shapePerCTA := slices.Clone(shape)
	for d, n := range (layout.CGALayout{Bases: cga}).CTASplitNum(len(shape)) {
		shapePerCTA[d] /= int64(n)
	}
	bitWidth := ir.IntOrFloatBitWidth(elem)
	swizzle, transposed := layout.NVMMASwizzle(shapePerCTA, order, bitWidth, fp4Padded)
	return ttg.NVMMAShared(ctx, swizzle, transposed, bitWidth, fp4Padded, len(shape), cga)
}

// setFunctionType rewrites fn's type from its entry block's argument types, and gives its
// descriptor results the default shared layout.
func setFunctionType(fn tt.FuncOp) {
	ctx := fn.Context()
	ft := tt.FunctionTypeOf(fn.Operation)
	var inputs []ir.Type
	for _, arg := range fn.Body().Front().Arguments() {
		inputs = append(inputs, arg.Type())
	}
	results := slices.Clone(ft.Results)
	for i, t := range results {
		if d, ok := t.(*tt.TensorDescType); ok {
			enc := fallbackSharedLayout(ctx, d.BlockType, descEncoding{})
			results[i] = tt.TensorDesc(ctx, ctx.RankedTensorType(d.BlockType.Dims, d.BlockType.ElementType(), enc))
		}
	}
	fn.SetFunctionTypeAttr(ctx.TypeAttr(ctx.FunctionType(inputs, results)))
}

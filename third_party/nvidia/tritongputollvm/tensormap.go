package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// tmaDescriptorBytes is the size of a TMA descriptor, Triton's TMA_SIZE_BYTES.
const tmaDescriptorBytes = 128

// ptxHex formats a constant PTX operand as Triton's newConstantOperand does: 0x2a.
func ptxHex(v int64) string { return fmt.Sprintf("0x%x", v) }

// firstWarp emits the predicate that holds on the CTA's first warp.
func firstWarp(l *shared.Lowering, loc ir.Location) *ir.Value {
	return l.ICmp(loc, "slt", l.ThreadID(loc), l.I32(loc, 32))
}

// replaceTensormapField is Triton's tensormap_replace_generic: thread 0 sets a field of
// the descriptor in shared memory, at index ord when ord is not nil, to value (a constant
// when value is nil).
func replaceTensormapField(l *shared.Lowering, loc ir.Location, field string, desc *ir.Value, ord *int, value *ir.Value, constant int64) {
	var b PTXBuilder
	args := []*PTXOperand{b.NewAddress(desc, "l", 0)}
	if ord != nil {
		args = append(args, b.NewConstant(ptxHex(int64(*ord))))
	}
	width := 32
	if value == nil {
		args = append(args, b.NewConstant(ptxHex(constant)))
	} else {
		if it, ok := value.Type().(*ir.IntegerType); !ok || it.Width == 64 {
			width = 64
		}
		constraint := "r"
		if width == 64 {
			constraint = "l"
		}
		args = append(args, b.NewOperand(value, constraint))
	}
	pred := l.ICmp(loc, "eq", l.ThreadID(loc), l.I32(loc, 0))
	b.Exec(fmt.Sprintf("tensormap.replace.tile.%s.shared::cta.b1024.b%d", field, width), pred, args...)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
}

// TensormapCreatePattern is Triton's TensormapCreateOpConversion: the first warp zeroes a
// descriptor in the op's shared memory scratch, thread 0 fills in its fields, and the first
// warp copies it to global memory with a release fence of the tensormap proxy.
func (p *ConvertTritonGPUToLLVM) tensormapCreatePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	create, ok := ttng.AsTensormapCreate(op)
	if !ok {
		return false, nil
	}
	if op.Attr("allocation.offset") == nil {
		return true, ir.OpError(op, "expected a shared memory allocation (allocation.offset)")
	}
	loc := op.Loc()
	adaptor := create.Adaptor(l.Operands(op))
	smem := l.SharedMemoryBase(loc, op)
	zeroFillDescriptor(l, loc, smem)
	replaceTensormapField(l, loc, "global_address", smem, nil, adaptor.GlobalAddress(), 0)
	rank := len(adaptor.BoxDim())
	replaceTensormapField(l, loc, "rank", smem, nil, nil, int64(rank-1))
	for i, v := range adaptor.BoxDim() {
		replaceTensormapField(l, loc, "box_dim", smem, &i, v, 0)
	}
	for i, v := range adaptor.GlobalDim() {
		replaceTensormapField(l, loc, "global_dim", smem, &i, v, 0)
	}
	for i, v := range adaptor.GlobalStride() {
		if i+1 >= rank {
			break
		}
		if p.opts.PTXVersion <= 85 {
			// Triton's workaround for a ptxas bug: the stride in units of 16 bytes.
			v = llvm.BuildAshr(l.B, loc, v, l.IntConst(loc, l.Ctx.IntegerType(64), 4)).Res()
		}
		replaceTensormapField(l, loc, "global_stride", smem, &i, v, 0)
	}
	for i, v := range adaptor.ElementStride() {
		replaceTensormapField(l, loc, "element_stride", smem, &i, v, 0)
	}
	for _, f := range []struct {
		name  string
		value func() (int64, bool)
	}{
		{"elemtype", create.ElemType}, {"interleave_layout", create.InterleaveLayout},
		{"swizzle_mode", create.SwizzleMode}, {"fill_mode", create.FillMode},
	} {
		v, _ := f.value()
		replaceTensormapField(l, loc, f.name, smem, nil, nil, v)
	}
	var b PTXBuilder
	out := b.NewAddress(adaptor.DescPtr(), "l", 0)
	in := b.NewAddress(smem, "l", 0)
	size := b.NewConstant(ptxHex(tmaDescriptorBytes))
	b.Exec("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned", firstWarp(l, loc), out, in, size)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
	return true, nil
}

// zeroFillDescriptor is Triton's zero_fill_tma: each thread of the first warp stores a zero
// word of the descriptor, and the warp synchronises.
func zeroFillDescriptor(l *shared.Lowering, loc ir.Location, desc *ir.Value) {
	tid := l.ThreadID(loc)
	pred := l.ICmp(loc, "slt", tid, l.I32(loc, 32))
	zero := l.I32(loc, 0)
	addr := l.GEP(loc, desc.Type(), l.Ctx.I32(), desc, tid)
	TargetInfo{}.StoreShared(l, loc, addr, zero, pred)
	nvvm.BuildBarWarpSync(l.B, loc, l.I32(loc, -1))
}

// TensormapFenceproxyAcquirePattern is Triton's TensormapFenceproxyAcquireOpConversion:
// the first warp acquires the descriptor through the tensormap proxy (with Triton's
// commit and wait around a ptxas bug), and the CTA synchronises.
func TensormapFenceproxyAcquirePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	acquire, ok := ttng.AsTensormapFenceproxyAcquire(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	var b PTXBuilder
	desc := b.NewAddress(acquire.Adaptor(l.Operands(op)).DescPtr(), "l", 0)
	size := b.NewConstant(ptxHex(tmaDescriptorBytes))
	pred := firstWarp(l, loc)
	b.Exec("fence.proxy.tensormap::generic.acquire.gpu", pred, desc, size)
	b.Exec("cp.async.bulk.commit_group", pred)
	b.Exec("cp.async.bulk.wait_group.read 0", pred)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
	l.Target.Barrier(l, loc)
	return true, nil
}

// ReinterpretTensorDescriptorPattern is Triton's ReinterpretTensorDescOpConversion: the
// raw pointer cast to the descriptor's generic pointer.
func ReinterpretTensorDescriptorPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	reinterpret, ok := ttng.AsReinterpretTensorDescriptor(op)
	if !ok {
		return false, nil
	}
	t, err := l.Types.Convert(reinterpret.Result().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	cast := llvm.BuildAddrspacecast(l.B, op.Loc(), t, reinterpret.Adaptor(l.Operands(op)).RawDesc())
	l.Replace(op, cast.Res())
	return true, nil
}

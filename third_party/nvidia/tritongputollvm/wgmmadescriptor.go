package tritongputollvm

import (
	"fmt"
	"slices"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// smemDescriptor is the constant part of a wgmma shared memory matrix descriptor (PTX's
// "matrix descriptor": the leading and stride byte offsets in 16-byte units at bits 16 and
// 32, the matrix base offset at bit 49, the swizzle mode at bit 62), with the swizzle width,
// element width and orientation it was matched for.
type smemDescriptor struct {
	bits               uint64
	swizzlingByteWidth int
	bitwidth           int
	transposed         bool
}

// Bit positions of the descriptor's fields.
const (
	descLeadingOffsetShift = 16
	descStrideOffsetShift  = 32
	descBaseOffsetShift    = 49
	descSwizzleShift       = 62
	descOffsetMask         = 0x3FFF
)

// swizzleModes maps a swizzle width in bytes to the descriptor's swizzle mode.
var swizzleModes = map[int]uint64{0: 0, 32: 3, 64: 2, 128: 1}

// mmaSmemLoader is Triton's DotOpMmaSmemLoader for wgmma: the descriptor of an operand in
// shared memory, the operand's base address in 16-byte units, and the operand's layout from
// (dim0, dim1) to (offset, block).
type mmaSmemLoader struct {
	desc     smemDescriptor
	baseb128 *ir.Value
	ll       layout.LinearLayout
}

// buildMmaSmemLoader is Triton's DotOpMmaSmemLoader::build for wgmma: the operand's base
// address in 16-byte units, advanced to the part of the operand the thread's warp group
// multiplies, and the descriptor matching the operand's layout for an instruction of shape
// instrShape, where mnDim is the operand's M or N dimension.
func buildMmaSmemLoader(l *shared.Lowering, loc ir.Location, memTy *ttg.MemDescType, base *ir.Value, instrShape [2]int, mnDim int, mmaTy *ir.RankedTensorType) (*mmaSmemLoader, error) {
	memLL, err := shared.MemDescLinearLayout(memTy)
	if err != nil {
		return nil, err
	}
	ll, err := memLL.PseudoInvert()
	if err != nil {
		return nil, err
	}
	bitwidth := ir.IntOrFloatBitWidth(memTy.Elem)
	if bitwidth < 8 {
		return nil, fmt.Errorf("wgmma operands of %d-bit elements are not supported", bitwidth)
	}
	i32 := l.Ctx.I32()
	smemBase := llvm.BuildPtrtoint(l.B, loc, i32, base).Res()
	baseb128 := llvm.BuildLshr(l.B, loc, smemBase, l.I32(loc, 4)).Res()
	warpGroupToOffset, err := warpGroupOffsetLayout(mmaTy, ll, mnDim, bitwidth)
	if err != nil {
		return nil, err
	}
	warpID := nvgpu.BuildWarpId(l.B, loc, i32).Result()
	stride := l.ApplyLinearLayout(loc, warpGroupToOffset, []shared.LayoutIndex{{Dim: layout.DimWarp, Value: warpID}})[0]
	baseb128 = llvm.BuildAdd(l.B, loc, baseb128, stride).Res()
	for i, d := range ll.InDimNames() {
		if int32(instrShape[i]) > ll.InDimSize(d) {
			return nil, fmt.Errorf("instruction shape %v is too large for the operand's layout", instrShape)
		}
	}
	desc, err := matchDescriptor(ll, instrShape, bitwidth, mnDim)
	if err != nil {
		return nil, err
	}
	masked := llvm.BuildAnd(l.B, loc, baseb128, l.I32(loc, descOffsetMask)).Res()
	return &mmaSmemLoader{desc: desc, baseb128: llvm.BuildZext(l.B, loc, l.Ctx.IntegerType(64), masked).Res(), ll: ll}, nil
}

// warpGroupOffsetLayout maps a warp to the offset, in 16-byte units, of the operand rows or
// columns its warp group multiplies: the accumulator's warps along the operand's M or N
// dimension composed with the operand's layout, the two warp bits within a group dropped.
func warpGroupOffsetLayout(mmaTy *ir.RankedTensorType, ll layout.LinearLayout, mnDim, bitwidth int) (layout.LinearLayout, error) {
	mmaLL, err := shared.LinearLayoutOf(mmaTy)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	outDims := mmaLL.OutDimNames()
	warps, err := mmaLL.Sublayout([]string{layout.DimWarp}, []string{outDims[mnDim]})
	if err != nil {
		return layout.LinearLayout{}, err
	}
	other, err := layout.Identity1D(1, layout.DimWarp, outDims[1-mnDim])
	if err != nil {
		return layout.LinearLayout{}, err
	}
	if warps, err = warps.Mul(other); err != nil {
		return layout.LinearLayout{}, err
	}
	warpToOffset, err := warps.Compose(ll)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	unit, err := layout.Zeros1D(1, layout.DimWarp, layout.DimOffset, int32(128/bitwidth))
	if err != nil {
		return layout.LinearLayout{}, err
	}
	inb128, ok := warpToOffset.DivideLeft(unit)
	if !ok {
		return layout.LinearLayout{}, fmt.Errorf("warp offsets of the wgmma operand are not 16-byte aligned")
	}
	ins := inb128.InDims()
	if len(ins) != 1 || len(ins[0].Bases) < 2 {
		return layout.LinearLayout{}, fmt.Errorf("wgmma needs whole warp groups, found layout%s", mmaLL.Describe())
	}
	for i := range 2 {
		ins[0].Bases[i] = make([]int32, len(ins[0].Bases[i]))
	}
	return layout.New(ins, warpToOffset.OutDims(), false)
}

// matchDescriptor is Triton's DotOpMmaSmemLoader::getDescriptor for wgmma: the first
// orientation and swizzle width whose core matrix, tiled up to the instruction shape with
// the operand's strides, begins the operand's layout ll.
func matchDescriptor(ll layout.LinearLayout, instrShape [2]int, bitwidth, mnDim int) (smemDescriptor, error) {
	dims := ll.InDimNames()
	for _, transposed := range []bool{false, true} {
		for _, swizzling := range []int{0, 32, 64, 128} {
			tileInv, lbo, sbo, err := descriptorTile(ll, instrShape, bitwidth, mnDim, transposed, swizzling)
			if err != nil {
				return smemDescriptor{}, err
			}
			if !tileBeginsLayout(ll, tileInv, dims) {
				continue
			}
			desc := smemDescriptor{swizzlingByteWidth: swizzling, bitwidth: bitwidth, transposed: transposed}
			desc.bits |= (uint64(lbo*bitwidth/8>>4) & descOffsetMask) << descLeadingOffsetShift
			desc.bits |= (uint64(sbo*bitwidth/8>>4) & descOffsetMask) << descStrideOffsetShift
			desc.bits |= swizzleModes[swizzling] << descSwizzleShift
			return desc, nil
		}
	}
	return smemDescriptor{}, fmt.Errorf("failed to find a valid wgmma descriptor for the layout%s", ll.Describe())
}

// descriptorTile returns the inverse of the core matrix of one orientation and swizzle
// width, tiled up to the instruction shape with the operand's strides, as bases per input
// dimension of the offset, and the leading and stride offsets in elements.
func descriptorTile(ll layout.LinearLayout, instrShape [2]int, bitwidth, mnDim int, transposed bool, swizzling int) (map[string][]int32, int, int, error) {
	dims := ll.InDimNames()
	enc := layout.NVMMAShared{SwizzlingByteWidth: uint32(swizzling), Transposed: transposed, ElementBitWidth: uint32(max(8, bitwidth))}
	tile, err := enc.CoreMatrix()
	if err != nil {
		return nil, 0, 0, err
	}
	if transposed {
		if tile, err = layout.PermuteOutputs(tile, []int{1, 0}); err != nil {
			return nil, 0, 0, err
		}
	}
	tileInv, err := tile.PseudoInvert()
	if err != nil {
		return nil, 0, 0, err
	}
	leading, strided := 1, 0
	if transposed {
		leading, strided = 0, 1
	}
	if swizzling == 0 && (mnDim == 0) == transposed {
		leading, strided = strided, leading
	}
	basis := func(d, i int) (int, error) {
		bs := ll.Bases(dims[d])
		if i >= len(bs) {
			return 0, fmt.Errorf("the wgmma operand's layout has no basis %d along %s", i, dims[d])
		}
		return int(bs[i][0]), nil
	}
	var lbo, sbo int
	if rows := tileInv.InDimSizeLog2(tile.OutDimNames()[leading]); log2(int32(instrShape[leading])) > rows {
		if lbo, err = basis(leading, rows); err != nil {
			return nil, 0, 0, err
		}
	}
	if cols := tileInv.InDimSizeLog2(tile.OutDimNames()[strided]); log2(int32(instrShape[strided])) > cols {
		if sbo, err = basis(strided, cols); err != nil {
			return nil, 0, 0, err
		}
	}
	bases := map[string][]int32{}
	for d := range 2 {
		name := tile.OutDimNames()[d]
		for _, b := range tileInv.Bases(name) {
			bases[dims[d]] = append(bases[dims[d]], b[0])
		}
		size := int(tileInv.InDimSize(name))
		for i := 1; i < instrShape[d]/size; i *= 2 {
			stride, err := basis(d, tileInv.InDimSizeLog2(name))
			if err != nil {
				return nil, 0, 0, err
			}
			bases[dims[d]] = append(bases[dims[d]], int32(stride*i))
		}
	}
	return bases, lbo, sbo, nil
}

// tileBeginsLayout is Triton's getReps check: ll's first bases along each dimension are the
// tile's, and its other bases leave the offset bits the tile spans alone.
func tileBeginsLayout(ll layout.LinearLayout, tile map[string][]int32, dims []string) bool {
	offset := slices.Index(ll.OutDimNames(), layout.DimOffset)
	var mask int32
	for _, d := range dims {
		for _, b := range tile[d] {
			mask |= b
		}
	}
	for _, d := range dims {
		bs := ll.Bases(d)
		if len(tile[d]) > len(bs) {
			return false
		}
		for i, b := range bs {
			if i < len(tile[d]) {
				for k, v := range b {
					if (k == offset && v != tile[d][i]) || (k != offset && v != 0) {
						return false
					}
				}
			} else if b[offset]&mask != 0 {
				return false
			}
		}
	}
	return true
}

// load is Triton's DotOpMmaSmemLoader::smemLoad: the descriptor of the instruction's
// operand tile at (a, b) of the operand.
func (s *mmaSmemLoader) load(l *shared.Lowering, loc ir.Location, a, b int) (*ir.Value, error) {
	dims := s.ll.InDimNames()
	out, err := s.ll.Apply([]layout.Coord{{Dim: dims[0], Value: int32(a)}, {Dim: dims[1], Value: int32(b)}})
	if err != nil {
		return nil, err
	}
	byteOffset := int64(out[slices.IndexFunc(out, func(c layout.Coord) bool { return c.Dim == layout.DimOffset })].Value) * int64(s.desc.bitwidth) / 8
	mask := uint64(uint32(s.desc.swizzlingByteWidth>>4) - 1)
	desc := s.desc.bits | (uint64(byteOffset/128)&mask&7)<<descBaseOffsetShift
	constant := l.IntConst(loc, l.Ctx.IntegerType(64), int64(desc+uint64(byteOffset>>4)))
	return llvm.BuildAdd(l.B, loc, constant, s.baseb128).Res(), nil
}

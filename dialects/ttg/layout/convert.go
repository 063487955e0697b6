package layout

import (
	"fmt"
	"slices"
)

// This file converts each encoding to a linear layout as Triton 3.6's
// LinearLayoutConversions.cpp does. Out-dimension order matters in the
// intermediate layouts: ensureNotSmallerThan repeats a tile along output
// dimensions in their order, so each step keeps Triton's order.

// ToLinearLayout validates enc and shape and returns enc's linear layout.
func ToLinearLayout(enc Encoding, shape []int64) (LinearLayout, error) {
	if enc == nil {
		return LinearLayout{}, fmt.Errorf("nil encoding")
	}
	key := cacheKey(enc, shape)
	if ll, ok := linearLayouts.lookup(key); ok {
		return ll, nil
	}
	ll, err := enc.ToLinearLayout(shape)
	if err == nil {
		linearLayouts.store(key, ll)
	}
	return ll, err
}

// identityStandardND returns the layout from inDim to dim0.. that counts
// through shape in the given order, fastest dimension first.
func identityStandardND(inDim string, shape, order []uint32) (LinearLayout, error) {
	names := standardOutDimNames(len(shape))
	ret := Empty()
	for _, d := range order {
		id, err := Identity1D(int32(shape[d]), inDim, names[d])
		if err != nil {
			return LinearLayout{}, err
		}
		if ret, err = ret.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return ret, nil
}

func namedShape(names []string, shape []int64) map[string]int32 {
	m := make(map[string]int32, len(names))
	for i, n := range names {
		m[n] = int32(shape[i])
	}
	return m
}

// combineCtaCgaWithShape extends a one-CTA layout to the whole tensor: the
// CGA layout places CTAs, and the CTA layout is repeated or cut to the part
// of the tensor each CTA holds, as Triton's combineCtaCgaWithShape.
func combineCtaCgaWithShape(cta LinearLayout, cga CGALayout, shape []int64) (LinearLayout, error) {
	rank := len(shape)
	if cta.NumOutDims() != rank {
		return LinearLayout{}, fmt.Errorf("CTA layout has %d out-dims, shape %v has rank %d", cta.NumOutDims(), shape, rank)
	}
	names := standardOutDimNames(rank)
	labeled := namedShape(names, shape)
	cgaLL, err := cga.LinearLayout(rank)
	if err != nil {
		return LinearLayout{}, err
	}
	if cgaLL, err = ensureNotLargerThan(cgaLL, labeled, true); err != nil {
		return LinearLayout{}, err
	}
	if cgaLL, err = cgaLL.TransposeOuts(cta.OutDimNames()); err != nil {
		return LinearLayout{}, err
	}
	ctaShape := map[string]int32{}
	for _, d := range cta.OutDimNames() {
		ctaShape[d] = max(1, labeled[d]/cgaLL.OutDimSize(d))
	}
	if cta, err = ensureNotSmallerThan(cta, ctaShape); err != nil {
		return LinearLayout{}, err
	}
	if cta, err = ensureNotLargerThan(cta, ctaShape, true); err != nil {
		return LinearLayout{}, err
	}
	ret, err := cta.Mul(cgaLL)
	if err != nil {
		return LinearLayout{}, err
	}
	if ret, err = ret.TransposeOuts(names); err != nil {
		return LinearLayout{}, err
	}
	for i, n := range names {
		if int64(ret.OutDimSize(n)) != shape[i] {
			return LinearLayout{}, fmt.Errorf("layout covers %d elements of %s, the shape has %d", ret.OutDimSize(n), n, shape[i])
		}
	}
	return ret, nil
}

// ToLinearLayout returns registers, then lanes, then warps counting through
// the tile in Order, repeated over the tensor.
func (b Blocked) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := b.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(b, shape); err != nil {
		return LinearLayout{}, err
	}
	var parts []LinearLayout
	for _, p := range []struct {
		dim  string
		size []uint32
	}{{DimRegister, b.SizePerThread}, {DimLane, b.ThreadsPerWarp}, {DimWarp, b.WarpsPerCTA}} {
		l, err := identityStandardND(p.dim, p.size, b.Order)
		if err != nil {
			return LinearLayout{}, err
		}
		parts = append(parts, l)
	}
	cta, err := Product(parts...)
	if err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, b.CGA, shape)
}

// RepOrder returns Order.
func (b Blocked) RepOrder() []uint32 { return slices.Clone(b.Order) }

// matrixOrder returns the order of a batch of [*, m, n] matrices: row major
// is [rank-1, rank-2, ..., 0]; column major swaps the first two.
func matrixOrder(rank int, rowMajor bool) []uint32 {
	o := make([]uint32, rank)
	if rank < 2 {
		return o
	}
	for i := range o {
		o[i] = uint32(rank - 1 - i)
	}
	if !rowMajor {
		o[0], o[1] = o[1], o[0]
	}
	return o
}

// orderForDotOperand returns the order of operand opIdx, K fastest when
// kContig.
func orderForDotOperand(opIdx, rank int, kContig bool) []uint32 {
	return matrixOrder(rank, (opIdx != 0) != kContig)
}

// broadcastedDotOperandLayout spreads inDim over shape in order like
// identityStandardND, but maps the K dimension to zero: the operand is
// broadcast along K to every thread or warp that needs it.
func broadcastedDotOperandLayout(shape, order []uint32, kDim int, inDim string) (LinearLayout, error) {
	names := standardOutDimNames(len(shape))
	ret := Empty()
	for _, d := range order {
		var l LinearLayout
		var err error
		if int(d) == kDim {
			l, err = Zeros1D(int32(shape[d]), inDim, names[d], 1)
		} else {
			l, err = Identity1D(int32(shape[d]), inDim, names[d])
		}
		if err != nil {
			return LinearLayout{}, err
		}
		if ret, err = ret.Mul(l); err != nil {
			return LinearLayout{}, err
		}
	}
	return ret, nil
}

// nvidiaMmaTile returns the register and lane layout of one mma tile:
// kWidth registers and 4 lanes along the inner dimension, 8 lanes along the
// outer, then register repeats along the outer and the inner dimension. The
// out-dims come in repOrder.
func nvidiaMmaTile(tileShape []uint32, kWidth int, order, repOrder []uint32) (LinearLayout, error) {
	rank := len(repOrder)
	ones := make([]uint32, rank)
	for i := range ones {
		ones[i] = 1
	}
	cta, err := identityStandardND(DimRegister, ones, repOrder)
	if err != nil {
		return LinearLayout{}, err
	}
	names := standardOutDimNames(rank)
	inner, outer := order[0], order[1]
	m, n := int32(tileShape[outer]), int32(tileShape[inner])
	kw := int32(kWidth)
	if m%8 != 0 || n%(kw*4) != 0 {
		return LinearLayout{}, fmt.Errorf("mma tile %dx%d does not fit kWidth %d", m, n, kWidth)
	}
	steps := []struct {
		size    int32
		in, out string
	}{
		{kw, DimRegister, names[inner]},
		{4, DimLane, names[inner]},
		{8, DimLane, names[outer]},
		{m / 8, DimRegister, names[outer]},
		{n / (kw * 4), DimRegister, names[inner]},
	}
	for _, s := range steps {
		id, err := Identity1D(s.size, s.in, s.out)
		if err != nil {
			return LinearLayout{}, err
		}
		if cta, err = cta.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return cta, nil
}

// RepOrder returns the row-major matrix order.
func (m NvidiaMma) RepOrder() []uint32 { return matrixOrder(m.Rank(), true) }

// IsHopper reports whether the layout is wgmma's (version 3).
func (m NvidiaMma) IsHopper() bool { return m.VersionMajor == 3 }

// IsAmpere reports whether the layout is mma.sync's (version 2).
func (m NvidiaMma) IsAmpere() bool { return m.VersionMajor == 2 }

// warpOrder returns the order warps are laid out in: row major for Ampere,
// column major for Hopper.
func (m NvidiaMma) warpOrder() []uint32 { return matrixOrder(m.Rank(), !m.IsHopper()) }

// ToLinearLayout returns the mma accumulator layout: the instruction tile
// with kWidth 2, warps spread in warp order, repeated over the tensor.
func (m NvidiaMma) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := m.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(m, shape); err != nil {
		return LinearLayout{}, err
	}
	rank := m.Rank()
	tile := slices.Clone(m.InstrShape)
	if m.IsHopper() {
		tile = tile[:2]
	}
	order := matrixOrder(rank, true)
	cta, err := nvidiaMmaTile(tile, 2, order, m.RepOrder())
	if err != nil {
		return LinearLayout{}, err
	}
	warps, err := identityStandardND(DimWarp, m.WarpsPerCTA, m.warpOrder())
	if err != nil {
		return LinearLayout{}, err
	}
	if warps, err = warps.TransposeOuts(cta.OutDimNames()); err != nil {
		return LinearLayout{}, err
	}
	if cta, err = cta.Mul(warps); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, m.CGA, shape)
}

// RepOrder returns the parent's order for this operand.
func (d DotOperand) RepOrder() []uint32 {
	switch p := d.Parent.(type) {
	case NvidiaMma:
		return orderForDotOperand(d.OpIdx, p.Rank(), true)
	case AMDMfma:
		return orderForDotOperand(d.OpIdx, p.Rank(), true)
	case AMDWmma:
		return orderForDotOperand(d.OpIdx, p.Rank(), true)
	case Blocked:
		return p.RepOrder()
	}
	return nil
}

// ToLinearLayout returns the operand layout: for an mma parent the
// operand's instruction tile, for a blocked parent the parent's layout with
// each thread holding the whole K dimension; warps are broadcast along K.
func (d DotOperand) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := d.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(d, shape); err != nil {
		return LinearLayout{}, err
	}
	switch p := d.Parent.(type) {
	case NvidiaMma:
		return d.mmaToLinearLayout(p, shape)
	case AMDMfma:
		return d.mfmaOperandToLinearLayout(p, shape)
	case AMDWmma:
		return d.wmmaOperandToLinearLayout(p, shape)
	case Blocked:
		return d.fmaToLinearLayout(p, shape)
	}
	return LinearLayout{}, fmt.Errorf("dot_op: unsupported parent %T", d.Parent)
}

func (d DotOperand) mmaToLinearLayout(mma NvidiaMma, shape []int64) (LinearLayout, error) {
	rank := len(shape)
	tile := make([]uint32, rank)
	for i := range tile {
		tile[i] = 1
	}
	kw := uint32(d.KWidth)
	if d.OpIdx == 0 {
		tile[rank-2], tile[rank-1] = 16, kw*8
	} else {
		tile[rank-2], tile[rank-1] = kw*8, 8
	}
	order := orderForDotOperand(d.OpIdx, rank, true)
	cta, err := nvidiaMmaTile(tile, d.KWidth, order, d.RepOrder())
	if err != nil {
		return LinearLayout{}, err
	}
	warps, err := broadcastedDotOperandLayout(mma.WarpsPerCTA, mma.warpOrder(), d.kDim(), DimWarp)
	if err != nil {
		return LinearLayout{}, err
	}
	if warps, err = warps.TransposeOuts(cta.OutDimNames()); err != nil {
		return LinearLayout{}, err
	}
	if cta, err = cta.Mul(warps); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, d.CTALayout(), shape)
}

func (d DotOperand) fmaToLinearLayout(b Blocked, shape []int64) (LinearLayout, error) {
	rank := len(shape)
	kDim := d.kDim()
	threadSize := slices.Clone(b.SizePerThread)
	threadSize[kDim] = uint32(shape[kDim])
	names := standardOutDimNames(rank)
	repNames := make([]string, rank)
	for i, o := range b.Order {
		repNames[i] = names[o]
	}
	regs, err := identityStandardND(DimRegister, threadSize, b.Order)
	if err != nil {
		return LinearLayout{}, err
	}
	lanes, err := broadcastedDotOperandLayout(b.ThreadsPerWarp, b.Order, kDim, DimLane)
	if err != nil {
		return LinearLayout{}, err
	}
	warps, err := broadcastedDotOperandLayout(b.WarpsPerCTA, b.Order, kDim, DimWarp)
	if err != nil {
		return LinearLayout{}, err
	}
	var parts []LinearLayout
	for _, l := range []LinearLayout{regs, lanes, warps} {
		t, err := l.TransposeOuts(repNames)
		if err != nil {
			return LinearLayout{}, err
		}
		parts = append(parts, t)
	}
	cta, err := Product(parts...)
	if err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, d.CTALayout(), shape)
}

// RepOrder returns the parent's rep order without the sliced dimension.
func (s Slice) RepOrder() []uint32 {
	if s.Parent == nil {
		return nil
	}
	return eraseOrder(s.Parent.RepOrder(), uint32(s.Dim))
}

// eraseOrder removes dim from order and renumbers the dimensions above it.
func eraseOrder(order []uint32, dim uint32) []uint32 {
	var r []uint32
	for _, o := range order {
		switch {
		case o < dim:
			r = append(r, o)
		case o > dim:
			r = append(r, o-1)
		}
	}
	return r
}

// removeStandardDim drops output dimension dim and renames the rest to
// dim0, dim1, ...
func removeStandardDim(l LinearLayout, dim int) (LinearLayout, error) {
	names := l.OutDimNames()
	keep := slices.Delete(slices.Clone(names), dim, dim+1)
	s, err := l.Sublayout(l.InDimNames(), keep)
	if err != nil {
		return LinearLayout{}, err
	}
	outs := s.OutDims()
	for i, n := range standardOutDimNames(len(outs)) {
		outs[i].Name = n
	}
	return New(s.ins, outs, false)
}

// ToLinearLayout returns the parent's layout for the shape with a size-1
// dimension inserted at Dim, without that dimension and without the
// registers that only moved along it.
func (s Slice) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := s.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(s, shape); err != nil {
		return LinearLayout{}, err
	}
	parentShape := slices.Insert(slices.Clone(shape), s.Dim, 1)
	parent, err := s.Parent.ToLinearLayout(parentShape)
	if err != nil {
		return LinearLayout{}, err
	}
	sl, err := removeStandardDim(parent, s.Dim)
	if err != nil {
		return LinearLayout{}, err
	}
	ins := sl.InDims()
	for i := range ins {
		if ins[i].Name != DimRegister {
			continue
		}
		var keep [][]int32
		for _, b := range ins[i].Bases {
			if slices.ContainsFunc(b, func(v int32) bool { return v != 0 }) {
				keep = append(keep, b)
			}
		}
		ins[i].Bases = keep
	}
	return NewInferred(ins, sl.OutDimNames())
}

// RepOrder returns the order of the linear layout's registers.
func (l Linear) RepOrder() []uint32 { return l.Order() }

// ToLinearLayout returns the layout fitted to shape: register bases repeat
// it over a larger tensor, and bases beyond a smaller one are dropped
// (registers) or broadcast (lanes, warps, blocks).
func (l Linear) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := l.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(l, shape); err != nil {
		return LinearLayout{}, err
	}
	canonical := l.Layout.OutDimNames()
	var permuted []string
	named := map[string]int32{}
	for _, d := range l.RepOrder() {
		permuted = append(permuted, canonical[d])
		named[canonical[d]] = int32(shape[d])
	}
	ll, err := l.Layout.TransposeOuts(permuted)
	if err != nil {
		return LinearLayout{}, err
	}
	if ll, err = ensureNotSmallerThan(ll, named); err != nil {
		return LinearLayout{}, err
	}
	if ll, err = ensureNotLargerThan(ll, named, false); err != nil {
		return LinearLayout{}, err
	}
	return ll.TransposeOuts(canonical)
}

// shapePerCTA divides shape by the CTA split, as Triton's getShapePerCTA.
func shapePerCTA(split []uint32, shape []int64) []int64 {
	r := make([]int64, len(shape))
	for i, s := range shape {
		r[i] = s / min(s, int64(split[i]))
	}
	return r
}

// ShapePerCTA returns the part of a tensor of the given shape that one CTA
// holds under enc.
func ShapePerCTA(enc Encoding, shape []int64) []int64 {
	return shapePerCTA(enc.CTALayout().CTASplitNum(len(shape)), shape)
}

// ToLinearLayout returns the swizzled layout: offsets run along Order[0];
// each row of Order[1] XORs its Vec-element groups with its phase.
func (s SwizzledShared) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := s.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(s, shape); err != nil {
		return LinearLayout{}, err
	}
	rank := len(shape)
	per := ShapePerCTA(s, shape)
	names := standardOutDimNames(rank)
	if rank == 1 {
		id, err := Identity1D(int32(per[0]), DimOffset, names[0])
		if err != nil {
			return LinearLayout{}, err
		}
		return combineCtaCgaWithShape(id, s.CGA, shape)
	}
	colDim, rowDim := s.Order[0], s.Order[1]
	numCols, numRows := per[colDim], per[rowDim]
	var bases [][]int32
	for col := int64(1); col < numCols; col *= 2 {
		bases = append(bases, []int32{0, int32(col)})
	}
	for row := int64(1); row < numRows; row *= 2 {
		phase := (row / int64(s.PerPhase)) % int64(s.MaxPhase)
		bases = append(bases, []int32{int32(row), int32((int64(s.Vec) * phase) % numCols)})
	}
	cta, err := NewInferred([]InDim{{DimOffset, bases}}, []string{names[rowDim], names[colDim]})
	if err != nil {
		return LinearLayout{}, err
	}
	for _, d := range s.Order[2:] {
		id, err := Identity1D(int32(per[d]), DimOffset, names[d])
		if err != nil {
			return LinearLayout{}, err
		}
		if cta, err = cta.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return combineCtaCgaWithShape(cta, s.CGA, shape)
}

// Vec returns the number of elements swizzled together: 16 bytes.
func (s NVMMAShared) Vec() int32 {
	if s.SwizzlingByteWidth == 0 {
		return 1
	}
	return int32(128 / s.ElementBitWidth)
}

// PerPhase returns how many 128-byte rows share one phase.
func (s NVMMAShared) PerPhase() int32 {
	if s.SwizzlingByteWidth == 0 {
		return 1
	}
	return int32(128 / s.SwizzlingByteWidth)
}

// MaxPhase returns the number of distinct phases.
func (s NVMMAShared) MaxPhase() int32 {
	if s.SwizzlingByteWidth == 0 {
		return 1
	}
	return int32(s.SwizzlingByteWidth / 16)
}

// Order returns the dimensions fastest first: the last one, or the first
// when Transposed.
func (s NVMMAShared) Order() []uint32 {
	if s.Rank() == 1 {
		return []uint32{0}
	}
	return matrixOrder(s.Rank(), !s.Transposed)
}

// tmaBlockShape returns the box TMA copies per CTA, as Triton's
// getTMABlockShape with packedSize: every dimension at most 256, the
// contiguous one exactly one swizzle row.
func (s NVMMAShared) tmaBlockShape(per []int64) ([]int64, error) {
	block := slices.Clone(per)
	contig := len(block) - 1
	if s.Transposed {
		contig = 0
	}
	if s.FP4Padded {
		block[contig] *= 2
	}
	for i := range block {
		block[i] = min(block[i], 256)
	}
	if s.SwizzlingByteWidth != 0 {
		want := int64(8*s.SwizzlingByteWidth) / int64(s.ElementBitWidth)
		if block[contig] < want {
			return nil, fmt.Errorf("nvmma_shared: block shape %v is too small for %d-byte swizzling", per, s.SwizzlingByteWidth)
		}
		block[contig] = want
	}
	if s.FP4Padded {
		block[contig] /= 2
	}
	return block, nil
}

// coreMatrix returns the layout of one 8-row core matrix of the swizzle
// pattern (unswizzled rows when swizzle is off); with FP4Padded, the 8
// padding offsets of every 16 map onto the same elements as the 8 real ones.
func (s NVMMAShared) coreMatrix(swizzle bool) (LinearLayout, error) {
	tileRows := int32(8)
	tileCols := 8 * max(16, int32(s.SwizzlingByteWidth)) / int32(s.ElementBitWidth)
	pack := func(c int32) int32 {
		if s.FP4Padded {
			return c/16*8 + c%8
		}
		return c
	}
	var bases [][]int32
	for col := int32(1); col < tileCols; col *= 2 {
		bases = append(bases, []int32{0, pack(col)})
	}
	for row := int32(1); row < tileRows; row *= 2 {
		col := int32(0)
		if swizzle {
			col = pack(s.Vec() * ((row / s.PerPhase()) % s.MaxPhase()))
		}
		bases = append(bases, []int32{row, col})
	}
	return NewInferred([]InDim{{DimOffset, bases}}, standardOutDimNames(2))
}

// reshapeLayoutOuts reshapes the output dimensions to shape, row major.
func reshapeLayoutOuts(l LinearLayout, shape []int64) (LinearLayout, error) {
	src := l.OutDimNames()
	slices.Reverse(src)
	names := standardOutDimNames(len(shape))
	var dst []OutDim
	for i := len(shape) - 1; i >= 0; i-- {
		dst = append(dst, OutDim{names[i], int32(shape[i])})
	}
	t, err := l.TransposeOuts(src)
	if err != nil {
		return LinearLayout{}, err
	}
	if t, err = t.ReshapeOuts(dst); err != nil {
		return LinearLayout{}, err
	}
	return t.TransposeOuts(names)
}

// permuteBases makes output i of every basis the old output order[i],
// keeping the output names, as Triton's transposeLinearLayout.
func permuteBases(l LinearLayout, order []int) (LinearLayout, error) {
	ins := l.InDims()
	for d := range ins {
		for i, b := range ins[d].Bases {
			nb := make([]int32, len(order))
			for k, o := range order {
				nb[k] = b[o]
			}
			ins[d].Bases[i] = nb
		}
	}
	return NewInferred(ins, l.OutDimNames())
}

// ToLinearLayout returns the layout wgmma and TMA use: core matrices of the
// swizzle pattern tiled over a TMA box, the box repeated over the tensor.
func (s NVMMAShared) ToLinearLayout(shape []int64) (LinearLayout, error) {
	return s.linearLayout(shape, true)
}

// linearLayout is ToLinearLayout with the core matrices' swizzle on or off.
func (s NVMMAShared) linearLayout(shape []int64, swizzle bool) (LinearLayout, error) {
	if err := s.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(s, shape); err != nil {
		return LinearLayout{}, err
	}
	rank := len(shape)
	per := ShapePerCTA(s, shape)
	names := standardOutDimNames(rank)
	tma, err := s.tmaBlockShape(per)
	if err != nil {
		return LinearLayout{}, err
	}
	if s.SwizzlingByteWidth == 0 {
		l := Empty()
		for i := rank - 1; i >= 0; i-- {
			id, err := Identity1D(int32(tma[i]), DimOffset, names[i])
			if err != nil {
				return LinearLayout{}, err
			}
			if l, err = l.Mul(id); err != nil {
				return LinearLayout{}, err
			}
		}
		if l, err = ensureNotSmallerThan(l, namedShape(names, per)); err != nil {
			return LinearLayout{}, err
		}
		return combineCtaCgaWithShape(l, s.CGA, shape)
	}
	if rank < 2 {
		return LinearLayout{}, fmt.Errorf("nvmma_shared: swizzled layouts need rank >= 2, got %d", rank)
	}
	collapsed := [2]int64{1, tma[rank-1]}
	for _, t := range tma[:rank-1] {
		collapsed[0] *= t
	}
	if s.Transposed {
		collapsed[0], collapsed[1] = collapsed[1], collapsed[0]
	}
	tile, err := s.coreMatrix(swizzle)
	if err != nil {
		return LinearLayout{}, err
	}
	names2 := standardOutDimNames(2)
	tileRows, tileCols := int64(tile.OutDimSize(names2[0])), int64(tile.OutDimSize(names2[1]))
	packing := int64(1)
	if s.FP4Padded {
		packing = 2
	}
	if collapsed[1]*packing < tileCols || collapsed[0] < tileRows {
		return LinearLayout{}, fmt.Errorf("nvmma_shared: collapsed shape per CTA %v must be at least [%d, %d]", collapsed, tileRows, tileCols/packing)
	}
	l, err := ensureNotSmallerThan(tile, namedShape(names2, collapsed[:]))
	if err != nil {
		return LinearLayout{}, err
	}
	boxShape := slices.Clone(tma)
	if s.Transposed {
		boxShape = append(boxShape[1:], boxShape[0])
	}
	if l, err = reshapeLayoutOuts(l, boxShape); err != nil {
		return LinearLayout{}, err
	}
	if s.Transposed {
		order := []int{rank - 1}
		for i := 0; i < rank-1; i++ {
			order = append(order, i)
		}
		if l, err = permuteBases(l, order); err != nil {
			return LinearLayout{}, err
		}
	}
	if l, err = ensureNotSmallerThan(l, namedShape(names, per)); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(l, s.CGA, shape)
}

// ToLinearLayout returns Layout, whose output sizes must equal shape:
// shared linear layouts do not broadcast.
func (s SharedLinear) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := s.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(s, shape); err != nil {
		return LinearLayout{}, err
	}
	for i, o := range s.Layout.outs {
		if int64(o.Size) != shape[i] {
			return LinearLayout{}, fmt.Errorf("shared_linear: layout size %d of %s differs from shape %v", o.Size, o.Name, shape)
		}
	}
	return s.Layout, nil
}

package pipeliner

import (
	"fmt"
	"math/bits"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// paddedLayoutForAsyncCopy is Utility.cpp's composePaddedLayout: on CDNA4 with async copies,
// the padded LDS layout of composePaddedLayoutForAsyncCopyCDNA4; nil otherwise or where it
// does not apply.
func paddedLayoutForAsyncCopy(ctx *ir.Context, family isaFamily, useAsyncCopy bool, dot *ttg.DotOperandEncoding, src *ir.RankedTensorType, sharedOrder []uint32) ir.Attribute {
	if !useAsyncCopy || family != isaCDNA4 {
		return nil
	}
	return paddedLayoutForAsyncCopyCDNA4(ctx, dot, src, sharedOrder)
}

// log2 returns the base-2 logarithm of a power of two.
func log2(v int) int { return bits.Len(uint(v)) - 1 }

// paddedLayoutForAsyncCopyCDNA4 is Utility.cpp's composePaddedLayoutForAsyncCopyCDNA4: as
// lanes write LDS contiguously on GFX9, padding goes every 1024 bytes, and rows are reordered
// so that 16 consecutive rows start 1024 bytes apart, filling the gaps with rows 16 apart;
// the padding then staggers the rows an MFMA operand read touches over the banks. It applies
// to 2D 16-bit operands of at least 16 KB, 16 rows and columns, from 16 or 32 wide MFMAs with
// kWidth 4 or 8.
func paddedLayoutForAsyncCopyCDNA4(ctx *ir.Context, dot *ttg.DotOperandEncoding, src *ir.RankedTensorType, sharedOrder []uint32) ir.Attribute {
	mfma, ok := dot.Parent.(*ttg.AMDMfmaEncoding)
	if !ok || len(src.Dims) != 2 {
		return nil
	}
	elemBytes := max(ir.IntOrFloatBitWidth(src.Elem)/8, 1)
	shape := src.Dims
	if shape[0]*shape[1]*int64(elemBytes) < 16384 || elemBytes != 2 || min(shape[0], shape[1]) < 16 {
		return nil
	}
	if dot.OpIdx >= 2 || len(mfma.InstrShape) == 0 {
		return nil
	}
	kDimIndex := 1
	if dot.OpIdx != 0 {
		kDimIndex = 0
	}
	isKContig := int(sharedOrder[0]) == kDimIndex
	nonKDim := int(mfma.InstrShape[dot.OpIdx])
	if (nonKDim != 16 && nonKDim != 32) || (dot.KWidth != 4 && dot.KWidth != 8) {
		return nil
	}
	contigDim := int(shape[(kDimIndex+1)%2])
	if isKContig {
		contigDim = int(shape[kDimIndex])
	}
	contigDim = min(1024/elemBytes, contigDim)
	var bases [][]int32
	for e := 0; e < log2(contigDim); e++ {
		bases = append(bases, []int32{1 << e, 0})
	}
	required := log2(1024 / elemBytes)
	for row := log2(16); len(bases) < required; row++ {
		bases = append(bases, []int32{0, 1 << row})
	}
	for row := 0; row < log2(16); row++ {
		bases = append(bases, []int32{0, 1 << row})
	}
	wide := dot.KWidth*elemBytes == 16
	paddingBytes := 0
	switch {
	case isKContig && nonKDim == 16:
		paddingBytes = 8
		if wide {
			paddingBytes = 32
		}
	case isKContig:
		paddingBytes = 8
		offsetBytes := 128
		if wide {
			paddingBytes, offsetBytes = 16, 256
		}
		i, j := log2(offsetBytes), log2(contigDim)
		bases[i], bases[j] = bases[j], bases[i]
	case nonKDim == 16:
		paddingBytes = 32
		if wide {
			n := len(bases)
			bases[n-1], bases[n-2] = bases[n-2], bases[n-1]
		}
	default:
		paddingBytes = 64
	}
	if (isKContig && kDimIndex == 1) || (!isKContig && kDimIndex == 0) {
		for _, b := range bases {
			b[0], b[1] = b[1], b[0]
		}
	}
	component, err := layout.NewInferred([]layout.InDim{{Name: layout.DimOffset, Bases: bases}}, []string{"dim0", "dim1"})
	if err != nil {
		return nil
	}
	component, err = layout.CombineCtaCgaWithShape(component, cgaOf(src.Encoding), shape)
	if err != nil {
		return nil
	}
	named := []ttg.NamedBases{
		{Name: layout.DimOffset, Bases: component.Bases(layout.DimOffset)},
		{Name: layout.DimBlock, Bases: component.Bases(layout.DimBlock)},
	}
	interval := uint32(1024 / elemBytes)
	return ttg.PaddedShared(ctx, []uint32{interval}, []uint32{uint32(paddingBytes / elemBytes)}, nil, nil, named)
}

// cgaOf returns the CTA layout of a distributed encoding, the single-CTA one when it has none.
func cgaOf(enc ir.Attribute) layout.CGALayout {
	l, err := ttg.LayoutEncoding(enc)
	if err != nil {
		return layout.CGALayout{}
	}
	if withCGA, ok := l.(interface{ CTALayout() layout.CGALayout }); ok {
		return withCGA.CTALayout()
	}
	return layout.CGALayout{}
}

// paddedLinearComponent returns the linear component of a padded shared layout (its offset
// and block bases), and whether it has one.
func paddedLinearComponent(p *ttg.PaddedSharedEncoding) (layout.LinearLayout, bool) {
	var ins []layout.InDim
	for _, nb := range p.Bases {
		ins = append(ins, layout.InDim{Name: nb.Name, Bases: nb.Bases})
	}
	rank := 0
	for _, in := range ins {
		if len(in.Bases) > 0 {
			rank = len(in.Bases[0])
			break
		}
	}
	if rank == 0 {
		return layout.LinearLayout{}, false
	}
	outs := make([]string, rank)
	for i := range outs {
		outs[i] = fmt.Sprintf("dim%d", i)
	}
	ll, err := layout.NewInferred(ins, outs)
	return ll, err == nil
}

// minInterval returns the smallest padding interval of a padded shared layout.
func minInterval(p *ttg.PaddedSharedEncoding) int {
	m := 0
	for i, v := range p.Intervals {
		if i == 0 || int(v) < m {
			m = int(v)
		}
	}
	return m
}

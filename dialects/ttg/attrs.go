package ttg

import (
	"fmt"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// The TritonGPU layout attributes. Each keeps its parameters as plain Go fields, so that
// dialects/ttg/layout can turn them into linear layouts. Their printers and parsers follow
// Triton 3.6's hand-written ones in lib/Dialect/TritonGPU/IR/Dialect.cpp: a dictionary inside
// `<...>` whose keys may come in any order when parsed.

// CGALayout is the CTA layout of an encoding as 3.6 prints it: the bases of the "block" input
// dimension of a linear layout (one vector of rank entries per basis). No bases is the default
// single-CTA layout, which is not printed.
type CGALayout [][]int32

// IsDefault reports whether the layout is the default (single-CTA) one.
func (c CGALayout) IsDefault() bool { return len(c) == 0 }

func (c CGALayout) key(k *ir.KeyBuilder) {
	k.Int(int64(len(c)))
	for _, b := range c {
		k.Ints(int32s64(b))
	}
}

func int32s64(v []int32) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}

func uints64(v []uint32) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}

// joinInts formats integers separated by ", ".
func joinInts[T int32 | uint32 | int64 | int](v []T) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

// printBases writes `[[a, b], [c, d]]`.
func printBases(p ir.AsmPrinter, bases [][]int32) {
	p.WriteString("[")
	for i, b := range bases {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString("[" + joinInts(b) + "]")
	}
	p.WriteString("]")
}

// printCGA writes `, CGALayout = [[...]]` for a non-default CTA layout.
func printCGA(p ir.AsmPrinter, c CGALayout) {
	if c.IsDefault() {
		return
	}
	p.WriteString(", CGALayout = ")
	printBases(p, c)
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// BlockedEncoding is #ttg.blocked: each thread holds SizePerThread contiguous elements, a warp
// ThreadsPerWarp threads, a CTA WarpsPerCTA warps; Order lists dimensions fastest first.
type BlockedEncoding struct {
	ir.AttrBase
	SizePerThread, ThreadsPerWarp, WarpsPerCTA, Order []uint32
	CGA                                               CGALayout
}

// Blocked returns the #ttg.blocked attribute.
func Blocked(ctx *ir.Context, sizePerThread, threadsPerWarp, warpsPerCTA, order []uint32, cga CGALayout) *BlockedEncoding {
	k := ir.Key("ttg.blocked").Ints(uints64(sizePerThread)).Ints(uints64(threadsPerWarp)).Ints(uints64(warpsPerCTA)).Ints(uints64(order))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *BlockedEncoding {
		return &BlockedEncoding{AttrBase: ir.NewAttrBase(id), SizePerThread: sizePerThread, ThreadsPerWarp: threadsPerWarp,
			WarpsPerCTA: warpsPerCTA, Order: order, CGA: cga}
	})
}

// DialectName returns "ttg".
func (a *BlockedEncoding) DialectName() string { return "ttg" }

// Print writes `blocked<{sizePerThread = [..], threadsPerWarp = [..], warpsPerCTA = [..], order = [..]}>`.
func (a *BlockedEncoding) Print(p ir.AsmPrinter) {
	p.WriteString("blocked<{sizePerThread = [" + joinInts(a.SizePerThread) + "], threadsPerWarp = [" + joinInts(a.ThreadsPerWarp) +
		"], warpsPerCTA = [" + joinInts(a.WarpsPerCTA) + "], order = [" + joinInts(a.Order) + "]")
	printCGA(p, a.CGA)
	p.WriteString("}>")
}

// SliceEncoding is #ttg.slice: the Parent layout with dimension Dim removed.
type SliceEncoding struct {
	ir.AttrBase
	Dim    int
	Parent ir.Attribute
}

// Slice returns the #ttg.slice attribute.
func Slice(ctx *ir.Context, dim int, parent ir.Attribute) *SliceEncoding {
	return ir.Unique(ctx, ir.Key("ttg.slice").Int(int64(dim)).Ref(parent).String(), func(id uint64) *SliceEncoding {
		return &SliceEncoding{AttrBase: ir.NewAttrBase(id), Dim: dim, Parent: parent}
	})
}

// DialectName returns "ttg".
func (a *SliceEncoding) DialectName() string { return "ttg" }

// Print writes `slice<{dim = D, parent = P}>`.
func (a *SliceEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("slice<{dim = %d, parent = ", a.Dim))
	p.PrintAttribute(a.Parent)
	p.WriteString("}>")
}

// DotOperandEncoding is #ttg.dot_op: operand OpIdx (0 = A, 1 = B) of a dot whose result has
// layout Parent; KWidth is the number of consecutive K elements per thread (0 = unused).
type DotOperandEncoding struct {
	ir.AttrBase
	OpIdx  int
	Parent ir.Attribute
	KWidth int
}

// DotOperand returns the #ttg.dot_op attribute.
func DotOperand(ctx *ir.Context, opIdx int, parent ir.Attribute, kWidth int) *DotOperandEncoding {
	return ir.Unique(ctx, ir.Key("ttg.dot_op").Int(int64(opIdx)).Ref(parent).Int(int64(kWidth)).String(), func(id uint64) *DotOperandEncoding {
		return &DotOperandEncoding{AttrBase: ir.NewAttrBase(id), OpIdx: opIdx, Parent: parent, KWidth: kWidth}
	})
}

// DialectName returns "ttg".
func (a *DotOperandEncoding) DialectName() string { return "ttg" }

// Print writes `dot_op<{opIdx = I, parent = P, kWidth = K}>` (kWidth only when not 0).
func (a *DotOperandEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("dot_op<{opIdx = %d, parent = ", a.OpIdx))
	p.PrintAttribute(a.Parent)
	if a.KWidth != 0 {
		p.WriteString(fmt.Sprintf(", kWidth = %d", a.KWidth))
	}
	p.WriteString("}>")
}

// NvidiaMmaEncoding is #ttg.nvidia_mma: the accumulator layout of mma.sync (version 2) or
// wgmma (version 3).
type NvidiaMmaEncoding struct {
	ir.AttrBase
	VersionMajor, VersionMinor int
	WarpsPerCTA                []uint32
	CGA                        CGALayout
	InstrShape                 []uint32
}

// NvidiaMma returns the #ttg.nvidia_mma attribute.
func NvidiaMma(ctx *ir.Context, major, minor int, warpsPerCTA []uint32, cga CGALayout, instrShape []uint32) *NvidiaMmaEncoding {
	k := ir.Key("ttg.nvidia_mma").Int(int64(major)).Int(int64(minor)).Ints(uints64(warpsPerCTA)).Ints(uints64(instrShape))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *NvidiaMmaEncoding {
		return &NvidiaMmaEncoding{AttrBase: ir.NewAttrBase(id), VersionMajor: major, VersionMinor: minor, WarpsPerCTA: warpsPerCTA, CGA: cga, InstrShape: instrShape}
	})
}

// DialectName returns "ttg".
func (a *NvidiaMmaEncoding) DialectName() string { return "ttg" }

// Print writes `nvidia_mma<{versionMajor = .., versionMinor = .., warpsPerCTA = [..][, CGALayout = ..], instrShape = [..]}>`.
func (a *NvidiaMmaEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("nvidia_mma<{versionMajor = %d, versionMinor = %d, warpsPerCTA = [%s]", a.VersionMajor, a.VersionMinor, joinInts(a.WarpsPerCTA)))
	printCGA(p, a.CGA)
	p.WriteString(", instrShape = [" + joinInts(a.InstrShape) + "]}>")
}

// AMDMfmaEncoding is #ttg.amd_mfma, the accumulator layout of AMD MFMA instructions.
type AMDMfmaEncoding struct {
	ir.AttrBase
	Version         int
	WarpsPerCTA     []uint32
	InstrShape      []uint32
	IsTransposed    bool
	CGA             CGALayout
	TilesPerWarp    []uint32
	ElementBitWidth int
}

// AMDMfma returns the #ttg.amd_mfma attribute; tilesPerWarp nil means all ones.
func AMDMfma(ctx *ir.Context, version int, warpsPerCTA, instrShape []uint32, isTransposed bool, cga CGALayout, tilesPerWarp []uint32, elementBitWidth int) *AMDMfmaEncoding {
	if tilesPerWarp == nil {
		tilesPerWarp = ones(len(instrShape))
	}
	k := ir.Key("ttg.amd_mfma").Int(int64(version)).Ints(uints64(warpsPerCTA)).Ints(uints64(instrShape)).Str(boolString(isTransposed)).
		Ints(uints64(tilesPerWarp)).Int(int64(elementBitWidth))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *AMDMfmaEncoding {
		return &AMDMfmaEncoding{AttrBase: ir.NewAttrBase(id), Version: version, WarpsPerCTA: warpsPerCTA, InstrShape: instrShape,
			IsTransposed: isTransposed, CGA: cga, TilesPerWarp: tilesPerWarp, ElementBitWidth: elementBitWidth}
	})
}

func ones(n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

func allOnes(v []uint32) bool {
	for _, x := range v {
		if x != 1 {
			return false
		}
	}
	return true
}

// DialectName returns "ttg".
func (a *AMDMfmaEncoding) DialectName() string { return "ttg" }

// Print writes `amd_mfma<{version = .., warpsPerCTA = [..], instrShape = [..], isTransposed = ..}>`
// with tilesPerWarp when not all ones and elementBitWidth when not 32.
func (a *AMDMfmaEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("amd_mfma<{version = %d, warpsPerCTA = [%s], instrShape = [%s], isTransposed = %s",
		a.Version, joinInts(a.WarpsPerCTA), joinInts(a.InstrShape), boolString(a.IsTransposed)))
	printCGA(p, a.CGA)
	if !allOnes(a.TilesPerWarp) {
		p.WriteString(", tilesPerWarp = [" + joinInts(a.TilesPerWarp) + "]")
	}
	if a.ElementBitWidth != 32 {
		p.WriteString(fmt.Sprintf(", elementBitWidth = %d", a.ElementBitWidth))
	}
	p.WriteString("}>")
}

// AMDWmmaEncoding is #ttg.amd_wmma, the accumulator layout of AMD WMMA instructions.
type AMDWmmaEncoding struct {
	ir.AttrBase
	Version      int
	IsTranspose  bool
	WarpsPerCTA  []uint32
	CGA          CGALayout
	TilesPerWarp []uint32
	InstrShape   []uint32
}

// WmmaDefaultInstrShape is the instrShape of #ttg.amd_wmma when none is written.
func WmmaDefaultInstrShape() []uint32 { return []uint32{16, 16, 16} }

// AMDWmma returns the #ttg.amd_wmma attribute; nil tilesPerWarp means all ones and nil
// instrShape the default.
func AMDWmma(ctx *ir.Context, version int, isTranspose bool, warpsPerCTA []uint32, cga CGALayout, tilesPerWarp, instrShape []uint32) *AMDWmmaEncoding {
	if instrShape == nil {
		instrShape = WmmaDefaultInstrShape()
	}
	if tilesPerWarp == nil {
		tilesPerWarp = ones(len(instrShape))
	}
	k := ir.Key("ttg.amd_wmma").Int(int64(version)).Str(boolString(isTranspose)).Ints(uints64(warpsPerCTA)).
		Ints(uints64(tilesPerWarp)).Ints(uints64(instrShape))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *AMDWmmaEncoding {
		return &AMDWmmaEncoding{AttrBase: ir.NewAttrBase(id), Version: version, IsTranspose: isTranspose, WarpsPerCTA: warpsPerCTA,
			CGA: cga, TilesPerWarp: tilesPerWarp, InstrShape: instrShape}
	})
}

// DialectName returns "ttg".
func (a *AMDWmmaEncoding) DialectName() string { return "ttg" }

// Print writes `amd_wmma<{version = .., isTranspose = .., warpsPerCTA = [..]}>` with
// tilesPerWarp and instrShape when not default.
func (a *AMDWmmaEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("amd_wmma<{version = %d, isTranspose = %s, warpsPerCTA = [%s]", a.Version, boolString(a.IsTranspose), joinInts(a.WarpsPerCTA)))
	printCGA(p, a.CGA)
	if !allOnes(a.TilesPerWarp) {
		p.WriteString(", tilesPerWarp = [" + joinInts(a.TilesPerWarp) + "]")
	}
	if joinInts(a.InstrShape) != joinInts(WmmaDefaultInstrShape()) {
		p.WriteString(", instrShape = [" + joinInts(a.InstrShape) + "]")
	}
	p.WriteString("}>")
}

// NamedBases are the bases of one input dimension of a linear layout ("register", "lane", ...).
type NamedBases struct {
	Name  string
	Bases [][]int32
}

func basesKey(k *ir.KeyBuilder, bs []NamedBases) {
	for _, b := range bs {
		k.Str(b.Name)
		CGALayout(b.Bases).key(k)
	}
}

// printNamedBases writes `name = [[..], ..], name2 = [..]`.
func printNamedBases(p ir.AsmPrinter, bs []NamedBases) {
	for i, b := range bs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(b.Name + " = ")
		printBases(p, b.Bases)
	}
}

// LinearEncoding is #ttg.linear: a distributed layout given as a linear layout from register,
// lane, warp and block (in that order in Bases) to dim0, dim1, ...
type LinearEncoding struct {
	ir.AttrBase
	Bases []NamedBases
}

// Linear returns the #ttg.linear attribute.
func Linear(ctx *ir.Context, bases []NamedBases) *LinearEncoding {
	k := ir.Key("ttg.linear")
	basesKey(k, bases)
	return ir.Unique(ctx, k.String(), func(id uint64) *LinearEncoding {
		return &LinearEncoding{AttrBase: ir.NewAttrBase(id), Bases: bases}
	})
}

// DialectName returns "ttg".
func (a *LinearEncoding) DialectName() string { return "ttg" }

// Print writes `linear<{register = [..], lane = [..], warp = [..], block = [..]}>`.
func (a *LinearEncoding) Print(p ir.AsmPrinter) {
	p.WriteString("linear<{")
	printNamedBases(p, a.Bases)
	p.WriteString("}>")
}

// SwizzledSharedEncoding is #ttg.swizzled_shared: a shared memory layout whose rows are
// XOR-swizzled in units of Vec elements.
type SwizzledSharedEncoding struct {
	ir.AttrBase
	Vec, PerPhase, MaxPhase int
	Order                   []uint32
	CGA                     CGALayout
}

// SwizzledShared returns the #ttg.swizzled_shared attribute.
func SwizzledShared(ctx *ir.Context, vec, perPhase, maxPhase int, order []uint32, cga CGALayout) *SwizzledSharedEncoding {
	k := ir.Key("ttg.swizzled_shared").Int(int64(vec)).Int(int64(perPhase)).Int(int64(maxPhase)).Ints(uints64(order))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *SwizzledSharedEncoding {
		return &SwizzledSharedEncoding{AttrBase: ir.NewAttrBase(id), Vec: vec, PerPhase: perPhase, MaxPhase: maxPhase, Order: order, CGA: cga}
	})
}

// DialectName returns "ttg".
func (a *SwizzledSharedEncoding) DialectName() string { return "ttg" }

// Print writes `swizzled_shared<{vec = .., perPhase = .., maxPhase = .., order = [..]}>`.
func (a *SwizzledSharedEncoding) Print(p ir.AsmPrinter) {
	printSwizzled(p, "swizzled_shared", a.Vec, a.PerPhase, a.MaxPhase, a.Order, a.CGA)
}

func printSwizzled(p ir.AsmPrinter, mnemonic string, vec, perPhase, maxPhase int, order []uint32, cga CGALayout) {
	p.WriteString(fmt.Sprintf("%s<{vec = %d, perPhase = %d, maxPhase = %d, order = [%s]", mnemonic, vec, perPhase, maxPhase, joinInts(order)))
	printCGA(p, cga)
	p.WriteString("}>")
}

// AMDRotatingSharedEncoding is #ttg.amd_rotating_shared, a swizzled layout whose swizzle
// pattern rotates between blocks of rows.
type AMDRotatingSharedEncoding struct {
	ir.AttrBase
	Vec, PerPhase, MaxPhase int
	Order                   []uint32
	CGA                     CGALayout
}

// AMDRotatingShared returns the #ttg.amd_rotating_shared attribute.
func AMDRotatingShared(ctx *ir.Context, vec, perPhase, maxPhase int, order []uint32, cga CGALayout) *AMDRotatingSharedEncoding {
	k := ir.Key("ttg.amd_rotating_shared").Int(int64(vec)).Int(int64(perPhase)).Int(int64(maxPhase)).Ints(uints64(order))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *AMDRotatingSharedEncoding {
		return &AMDRotatingSharedEncoding{AttrBase: ir.NewAttrBase(id), Vec: vec, PerPhase: perPhase, MaxPhase: maxPhase, Order: order, CGA: cga}
	})
}

// DialectName returns "ttg".
func (a *AMDRotatingSharedEncoding) DialectName() string { return "ttg" }

// Print writes `amd_rotating_shared<{vec = .., perPhase = .., maxPhase = .., order = [..]}>`.
func (a *AMDRotatingSharedEncoding) Print(p ir.AsmPrinter) {
	printSwizzled(p, "amd_rotating_shared", a.Vec, a.PerPhase, a.MaxPhase, a.Order, a.CGA)
}

// NVMMASharedEncoding is #ttg.nvmma_shared, the shared layout that wgmma and TMA read:
// SwizzlingByteWidth-byte swizzling of ElementBitWidth-bit elements. Rank is the rank of the
// tensors it lays out (2 unless written, or the rank of a non-default CGA).
type NVMMASharedEncoding struct {
	ir.AttrBase
	SwizzlingByteWidth int
	Transposed         bool
	ElementBitWidth    int
	FP4Padded          bool
	Rank               int
	CGA                CGALayout
}

// NVMMAShared returns the #ttg.nvmma_shared attribute.
func NVMMAShared(ctx *ir.Context, swizzlingByteWidth int, transposed bool, elementBitWidth int, fp4Padded bool, rank int, cga CGALayout) *NVMMASharedEncoding {
	if !cga.IsDefault() {
		rank = len(cga[0])
	}
	k := ir.Key("ttg.nvmma_shared").Int(int64(swizzlingByteWidth)).Str(boolString(transposed)).Int(int64(elementBitWidth)).
		Str(boolString(fp4Padded)).Int(int64(rank))
	cga.key(k)
	return ir.Unique(ctx, k.String(), func(id uint64) *NVMMASharedEncoding {
		return &NVMMASharedEncoding{AttrBase: ir.NewAttrBase(id), SwizzlingByteWidth: swizzlingByteWidth, Transposed: transposed,
			ElementBitWidth: elementBitWidth, FP4Padded: fp4Padded, Rank: rank, CGA: cga}
	})
}

// DialectName returns "ttg".
func (a *NVMMASharedEncoding) DialectName() string { return "ttg" }

// Print writes `nvmma_shared<{swizzlingByteWidth = .., transposed = .., elementBitWidth = ..}>`
// with `fp4Padded = true`, and `rank = N` (default CGA, rank != 2) or the CGALayout.
func (a *NVMMASharedEncoding) Print(p ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("nvmma_shared<{swizzlingByteWidth = %d, transposed = %s, elementBitWidth = %d",
		a.SwizzlingByteWidth, boolString(a.Transposed), a.ElementBitWidth))
	if a.FP4Padded {
		p.WriteString(", fp4Padded = true")
	}
	if a.CGA.IsDefault() && a.Rank != 2 {
		p.WriteString(fmt.Sprintf(", rank = %d", a.Rank))
	} else {
		printCGA(p, a.CGA)
	}
	p.WriteString("}>")
}

// PaddedSharedEncoding is #ttg.padded_shared: after every Intervals[i] elements, Paddings[i]
// elements of padding. Its linear component is given either in the short form (Order and
// Shape of an identity mapping) or by the bases of "offset" and "block" (Bases).
type PaddedSharedEncoding struct {
	ir.AttrBase
	Intervals, Paddings []uint32
	Order, Shape        []uint32
	Bases               []NamedBases
}

// PaddedShared returns the #ttg.padded_shared attribute; give either order and shape, or bases.
// As Triton stores only the linear component, the result is canonical: bases that are the
// identity mapping of some order and shape (with no block bases) become the short form, and the
// short form's order lists the dimensions that move first, then the others from the last.
func PaddedShared(ctx *ir.Context, intervals, paddings, order, shape []uint32, bases []NamedBases) *PaddedSharedEncoding {
	if bases != nil {
		if o, s, ok := identityOrderShape(bases); ok {
			order, shape, bases = o, s, nil
		}
	} else {
		order = canonicalOrder(order, shape)
	}
	k := ir.Key("ttg.padded_shared").Ints(uints64(intervals)).Ints(uints64(paddings)).Ints(uints64(order)).Ints(uints64(shape))
	basesKey(k, bases)
	return ir.Unique(ctx, k.String(), func(id uint64) *PaddedSharedEncoding {
		return &PaddedSharedEncoding{AttrBase: ir.NewAttrBase(id), Intervals: intervals, Paddings: paddings, Order: order, Shape: shape, Bases: bases}
	})
}

// canonicalOrder returns the order Triton derives from the identity layout of order and shape:
// the dimensions of size > 1 in order, then the rest from the last dimension down.
func canonicalOrder(order, shape []uint32) []uint32 {
	var out []uint32
	seen := make(map[uint32]bool)
	for _, d := range order {
		if int(d) < len(shape) && shape[d] > 1 && !seen[d] {
			out, seen[d] = append(out, d), true
		}
	}
	for d := len(shape) - 1; d >= 0; d-- {
		if !seen[uint32(d)] {
			out, seen[uint32(d)] = append(out, uint32(d)), true
		}
	}
	if len(out) != len(order) {
		return order
	}
	return out
}

// identityOrderShape reports whether offset/block bases are an identity mapping (no block
// bases; the offset bases walk each dimension through 1, 2, 4, ... one dimension after the
// other) and returns its canonical order and shape.
func identityOrderShape(bases []NamedBases) (order, shape []uint32, ok bool) {
	var offset [][]int32
	for _, b := range bases {
		switch {
		case b.Name == "offset":
			offset = b.Bases
		case len(b.Bases) > 0:
			return nil, nil, false
		}
	}
	if len(offset) == 0 {
		return nil, nil, false
	}
	rank := len(offset[0])
	shape = ones(rank)
	var dims []uint32
	for _, b := range offset {
		if len(b) != rank {
			return nil, nil, false
		}
		dim := -1
		for d, x := range b {
			if x != 0 {
				if dim >= 0 {
					return nil, nil, false
				}
				dim = d
			}
		}
		if dim < 0 || uint32(b[dim]) != shape[dim] {
			return nil, nil, false
		}
		if shape[dim] == 1 {
			dims = append(dims, uint32(dim))
		} else if dims[len(dims)-1] != uint32(dim) {
			return nil, nil, false
		}
		shape[dim] *= 2
	}
	return canonicalOrder(dims, shape), shape, true
}

// DialectName returns "ttg".
func (a *PaddedSharedEncoding) DialectName() string { return "ttg" }

// Print writes `padded_shared<[I:+P, ..] {order = [..], shape = [..]}>` or with the bases.
func (a *PaddedSharedEncoding) Print(p ir.AsmPrinter) {
	p.WriteString("padded_shared<[")
	for i := range a.Intervals {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(fmt.Sprintf("%d:+%d", a.Intervals[i], a.Paddings[i]))
	}
	p.WriteString("] {")
	if a.Bases == nil {
		p.WriteString("order = [" + joinInts(a.Order) + "], shape = [" + joinInts(a.Shape) + "]")
	} else {
		printNamedBases(p, a.Bases)
	}
	p.WriteString("}>")
}

// SharedLinearEncoding is #ttg.shared_linear: a shared layout given as a linear layout from
// offset and block (Bases, block omitted when empty) to dim0, ...; Alignment is in bytes.
type SharedLinearEncoding struct {
	ir.AttrBase
	Bases     []NamedBases
	Alignment int
}

// SharedLinear returns the #ttg.shared_linear attribute.
func SharedLinear(ctx *ir.Context, bases []NamedBases, alignment int) *SharedLinearEncoding {
	k := ir.Key("ttg.shared_linear").Int(int64(alignment))
	basesKey(k, bases)
	return ir.Unique(ctx, k.String(), func(id uint64) *SharedLinearEncoding {
		return &SharedLinearEncoding{AttrBase: ir.NewAttrBase(id), Bases: bases, Alignment: alignment}
	})
}

// DialectName returns "ttg".
func (a *SharedLinearEncoding) DialectName() string { return "ttg" }

// Print writes `shared_linear<{offset = [..][, block = [..]]}, alignment = N>`.
func (a *SharedLinearEncoding) Print(p ir.AsmPrinter) {
	p.WriteString("shared_linear<{")
	var shown []NamedBases
	for _, b := range a.Bases {
		if b.Name == "block" && len(b.Bases) == 0 {
			continue
		}
		shown = append(shown, b)
	}
	printNamedBases(p, shown)
	p.WriteString(fmt.Sprintf("}, alignment = %d>", a.Alignment))
}

// SharedMemorySpace is #ttg.shared_memory, the memory space of shared memory descriptors.
type SharedMemorySpace struct{ ir.AttrBase }

// SharedMemory returns #ttg.shared_memory.
func SharedMemory(ctx *ir.Context) *SharedMemorySpace {
	return ir.Unique(ctx, "ttg.shared_memory", func(id uint64) *SharedMemorySpace {
		return &SharedMemorySpace{ir.NewAttrBase(id)}
	})
}

// DialectName returns "ttg".
func (a *SharedMemorySpace) DialectName() string { return "ttg" }

// Print writes `shared_memory`.
func (a *SharedMemorySpace) Print(p ir.AsmPrinter) { p.WriteString("shared_memory") }

// IsSharedEncoding reports whether a is one of the shared memory layouts (MLIR's
// SharedEncodingTrait).
func IsSharedEncoding(a ir.Attribute) bool {
	switch a.(type) {
	case *SwizzledSharedEncoding, *NVMMASharedEncoding, *PaddedSharedEncoding, *SharedLinearEncoding, *AMDRotatingSharedEncoding:
		return true
	}
	return false
}

// IsMmaEncoding reports whether a is an MMA accumulator layout (MLIR's MmaEncodingTrait).
func IsMmaEncoding(a ir.Attribute) bool {
	switch a.(type) {
	case *NvidiaMmaEncoding, *AMDMfmaEncoding, *AMDWmmaEncoding:
		return true
	}
	return false
}

// attrAlias names the aliases of TritonGPU attributes: #mma, #shared, #blocked, #linear, #smem.
// Slices and dot operands are printed inline.
func attrAlias(a ir.Attribute) (string, ir.AliasKind) {
	switch {
	case IsMmaEncoding(a):
		return "mma", ir.FinalAlias
	case IsSharedEncoding(a):
		return "shared", ir.FinalAlias
	}
	switch a.(type) {
	case *BlockedEncoding:
		return "blocked", ir.FinalAlias
	case *LinearEncoding:
		return "linear", ir.FinalAlias
	case *SharedMemorySpace:
		return "smem", ir.FinalAlias
	}
	return "", ir.NoAlias
}

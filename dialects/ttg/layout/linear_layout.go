// Package layout is the layout algebra of the TritonGPU dialect: linear layouts
// over GF(2), the parameters of each TritonGPU encoding (blocked, slice, dot_op,
// nvidia_mma, swizzled_shared, nvmma_shared, shared_linear, linear), their
// conversion to linear layouts for a tensor shape as Triton 3.6 computes it,
// and the queries passes ask of a layout (elements per thread, order,
// contiguity, shared-memory offsets, default encodings).
//
// The package depends on no other ttgo package: the IR attributes convert
// into the parameter structs defined here.
package layout

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// Standard input dimension names of distributed and shared layouts.
const (
	// DimRegister indexes the registers of one thread.
	DimRegister = "register"
	// DimLane indexes the threads of one warp.
	DimLane = "lane"
	// DimWarp indexes the warps of one CTA.
	DimWarp = "warp"
	// DimBlock indexes the CTAs of one CGA.
	DimBlock = "block"
	// DimOffset indexes the elements of a shared-memory allocation of one CTA.
	DimOffset = "offset"
)

// maxBits bounds the number of input and output bits of a layout so that a
// column or a row of its matrix fits in one uint64.
const maxBits = 63

// InDim is a named input dimension of a LinearLayout and its bases: Bases[i]
// is the image of input value 1<<i, one value per output dimension.
type InDim struct {
	Name  string
	Bases [][]int32
}

// OutDim is a named output dimension of a LinearLayout and its size, a power
// of two.
type OutDim struct {
	Name string
	Size int32
}

// LinearLayout is a linear map over GF(2) from named input dimensions to
// named output dimensions, as Triton's LinearLayout: the image of an input
// is the XOR of the bases of its set bits. Input and output dimensions are
// ordered, minor to major. A LinearLayout is immutable; its zero value is the
// empty layout.
type LinearLayout struct {
	ins  []InDim
	outs []OutDim
	rank int
}

// Empty returns the layout with no input and no output dimensions.
func Empty() LinearLayout { return LinearLayout{} }

// New builds a layout from its bases and output dimensions. It fails when a
// basis is negative, has the wrong length or does not fit its output
// dimension, when a size is not a power of two, when names repeat, or when
// requireSurjective is set and some output is unreachable.
func New(ins []InDim, outs []OutDim, requireSurjective bool) (LinearLayout, error) {
	return newOwned(cloneIns(ins), append([]OutDim(nil), outs...), requireSurjective)
}

// newOwned is New for ins and outs the caller built for this layout alone and never changes
// afterwards, so the layout keeps them without a copy.
func newOwned(ins []InDim, outs []OutDim, requireSurjective bool) (LinearLayout, error) {
	l := LinearLayout{ins: ins, outs: outs}
	if err := l.check(requireSurjective); err != nil {
		return LinearLayout{}, err
	}
	return l, nil
}

// NewInferred builds a surjective layout whose output sizes are the smallest
// powers of two that hold every basis, as Triton's constructor that takes
// only output names.
func NewInferred(ins []InDim, outNames []string) (LinearLayout, error) {
	outs := make([]OutDim, len(outNames))
	for i, n := range outNames {
		outs[i] = OutDim{Name: n, Size: 1}
	}
	for _, in := range ins {
		for _, b := range in.Bases {
			for i := 0; i < len(b) && i < len(outs); i++ {
				if b[i] < 0 {
					return LinearLayout{}, fmt.Errorf("negative basis %d for in-dim %q", b[i], in.Name)
				}
				if s := nextPowerOf2(b[i]); s > outs[i].Size {
					outs[i].Size = s
				}
			}
		}
	}
	return New(ins, outs, true)
}

// nextPowerOf2 returns the smallest power of two strictly greater than v.
func nextPowerOf2(v int32) int32 {
	if v >= 1<<30 {
		return -1 // forces a size error in check
	}
	return int32(1) << bits.Len32(uint32(v))
}

func isPowerOf2(v int64) bool { return v > 0 && v&(v-1) == 0 }

func log2(v int32) int { return bits.Len32(uint32(v)) - 1 }

func cloneIns(ins []InDim) []InDim {
	out := make([]InDim, len(ins))
	for i, in := range ins {
		bs := make([][]int32, len(in.Bases))
		for j, b := range in.Bases {
			bs[j] = append([]int32(nil), b...)
		}
		out[i] = InDim{Name: in.Name, Bases: bs}
	}
	return out
}

// check validates the invariants of l and caches its rank.
func (l *LinearLayout) check(requireSurjective bool) error {
	for i, o := range l.outs {
		if slices.ContainsFunc(l.outs[:i], func(prev OutDim) bool { return prev.Name == o.Name }) {
			return fmt.Errorf("duplicate out-dim %q", o.Name)
		}
		if !isPowerOf2(int64(o.Size)) {
			return fmt.Errorf("out-dim %q has size %d, not a power of 2", o.Name, o.Size)
		}
	}
	for j, in := range l.ins {
		if slices.ContainsFunc(l.ins[:j], func(prev InDim) bool { return prev.Name == in.Name }) {
			return fmt.Errorf("duplicate in-dim %q", in.Name)
		}
		for _, b := range in.Bases {
			if len(b) != len(l.outs) {
				return fmt.Errorf("in-dim %q has a basis of length %d, want %d (the number of out-dims)", in.Name, len(b), len(l.outs))
			}
			for i, v := range b {
				if v < 0 {
					return fmt.Errorf("in-dim %q has negative basis value %d", in.Name, v)
				}
				if v >= l.outs[i].Size {
					return fmt.Errorf("in-dim %q has basis value %d for out-dim %q of size %d", in.Name, v, l.outs[i].Name, l.outs[i].Size)
				}
			}
		}
	}
	if n := l.TotalInDimSizeLog2(); n > maxBits {
		return fmt.Errorf("layout has %d input bits, more than %d", n, maxBits)
	}
	if n := l.TotalOutDimSizeLog2(); n > maxBits {
		return fmt.Errorf("layout has %d output bits, more than %d", n, maxBits)
	}
	l.rank = rankOf(l.columns())
	if requireSurjective && !l.IsSurjective() {
		return fmt.Errorf("layout is not surjective:%s", l.Describe())
	}
	return nil
}

// Identity1D returns the layout mapping inDim value i to outDim value i for
// i < size; size must be a power of two.
func Identity1D(size int32, inDim, outDim string) (LinearLayout, error) {
	return Strided1D(size, 1, inDim, outDim)
}

// Strided1D returns the layout mapping inDim value i to outDim value
// i*stride for i < size; size and stride must be powers of two.
func Strided1D(size, stride int32, inDim, outDim string) (LinearLayout, error) {
	if !isPowerOf2(int64(size)) || !isPowerOf2(int64(stride)) {
		return LinearLayout{}, fmt.Errorf("strided1D: size %d and stride %d must be powers of 2", size, stride)
	}
	var bs [][]int32
	for i := int64(1); i < int64(size); i *= 2 {
		bs = append(bs, []int32{int32(i * int64(stride))})
	}
	if int64(size)*int64(stride) > 1<<30 {
		return LinearLayout{}, fmt.Errorf("strided1D: size %d * stride %d too large", size, stride)
	}
	return newOwned([]InDim{{inDim, bs}}, []OutDim{{outDim, size * stride}}, stride == 1)
}

// Zeros1D returns the layout mapping every inDim value below size to outDim
// value 0, with outDim of size outSize.
func Zeros1D(size int32, inDim, outDim string, outSize int32) (LinearLayout, error) {
	if !isPowerOf2(int64(size)) {
		return LinearLayout{}, fmt.Errorf("zeros1D: size %d must be a power of 2", size)
	}
	var bs [][]int32
	for i := int32(1); i < size; i *= 2 {
		bs = append(bs, []int32{0})
	}
	return New([]InDim{{inDim, bs}}, []OutDim{{outDim, outSize}}, outSize == 1)
}

// InDims returns the input dimensions and their bases (a copy).
func (l LinearLayout) InDims() []InDim { return cloneIns(l.ins) }

// OutDims returns the output dimensions and their sizes (a copy).
func (l LinearLayout) OutDims() []OutDim { return append([]OutDim(nil), l.outs...) }

// InDimNames returns the names of the input dimensions in order.
func (l LinearLayout) InDimNames() []string {
	n := make([]string, len(l.ins))
	for i, d := range l.ins {
		n[i] = d.Name
	}
	return n
}

// OutDimNames returns the names of the output dimensions in order.
func (l LinearLayout) OutDimNames() []string {
	n := make([]string, len(l.outs))
	for i, d := range l.outs {
		n[i] = d.Name
	}
	return n
}

// NumInDims returns the number of input dimensions.
func (l LinearLayout) NumInDims() int { return len(l.ins) }

// NumOutDims returns the number of output dimensions.
func (l LinearLayout) NumOutDims() int { return len(l.outs) }

func (l LinearLayout) inIndex(name string) int {
	for i, d := range l.ins {
		if d.Name == name {
			return i
		}
	}
	return -1
}

func (l LinearLayout) outIndex(name string) int {
	for i, d := range l.outs {
		if d.Name == name {
			return i
		}
	}
	return -1
}

// HasInDim reports whether name is an input dimension.
func (l LinearLayout) HasInDim(name string) bool { return l.inIndex(name) >= 0 }

// HasOutDim reports whether name is an output dimension.
func (l LinearLayout) HasOutDim(name string) bool { return l.outIndex(name) >= 0 }

// Bases returns the bases of input dimension name (a copy), nil if absent.
func (l LinearLayout) Bases(name string) [][]int32 {
	i := l.inIndex(name)
	if i < 0 {
		return nil
	}
	return cloneIns(l.ins[i : i+1])[0].Bases
}

// InDimSizeLog2 returns log2 of the size of input dimension name, 0 if absent.
func (l LinearLayout) InDimSizeLog2(name string) int {
	if i := l.inIndex(name); i >= 0 {
		return len(l.ins[i].Bases)
	}
	return 0
}

// InDimSize returns the size of input dimension name, 1 if absent.
func (l LinearLayout) InDimSize(name string) int32 { return 1 << l.InDimSizeLog2(name) }

// OutDimSize returns the size of output dimension name, 1 if absent.
func (l LinearLayout) OutDimSize(name string) int32 {
	if i := l.outIndex(name); i >= 0 {
		return l.outs[i].Size
	}
	return 1
}

// OutDimSizeLog2 returns log2 of the size of output dimension name.
func (l LinearLayout) OutDimSizeLog2(name string) int { return log2(l.OutDimSize(name)) }

// TotalInDimSizeLog2 returns the number of input bits.
func (l LinearLayout) TotalInDimSizeLog2() int {
	n := 0
	for _, d := range l.ins {
		n += len(d.Bases)
	}
	return n
}

// TotalInDimSize returns the number of distinct inputs.
func (l LinearLayout) TotalInDimSize() int64 { return 1 << l.TotalInDimSizeLog2() }

// TotalOutDimSizeLog2 returns the number of output bits.
func (l LinearLayout) TotalOutDimSizeLog2() int {
	n := 0
	for _, d := range l.outs {
		n += log2(d.Size)
	}
	return n
}

// TotalOutDimSize returns the number of distinct outputs.
func (l LinearLayout) TotalOutDimSize() int64 { return 1 << l.TotalOutDimSizeLog2() }

// Rank returns the rank of the layout's matrix over GF(2).
func (l LinearLayout) Rank() int { return l.rank }

// IsSurjective reports whether every output is the image of some input.
func (l LinearLayout) IsSurjective() bool { return l.rank == l.TotalOutDimSizeLog2() }

// IsInjective reports whether distinct inputs have distinct images.
func (l LinearLayout) IsInjective() bool { return l.rank == l.TotalInDimSizeLog2() }

// IsInvertible reports whether the layout is a bijection.
func (l LinearLayout) IsInvertible() bool {
	return l.IsSurjective() && l.TotalInDimSizeLog2() == l.TotalOutDimSizeLog2()
}

// Equal reports whether l and o have the same dimensions, in the same order,
// the same output sizes and the same bases, as Triton's operator==.
func (l LinearLayout) Equal(o LinearLayout) bool {
	if !l.EqualIgnoringOutDimSizes(o) {
		return false
	}
	for i := range l.outs {
		if l.outs[i].Size != o.outs[i].Size {
			return false
		}
	}
	return true
}

// EqualIgnoringOutDimSizes is Equal without comparing output sizes.
func (l LinearLayout) EqualIgnoringOutDimSizes(o LinearLayout) bool {
	if len(l.outs) != len(o.outs) || len(l.ins) != len(o.ins) {
		return false
	}
	for i := range l.outs {
		if l.outs[i].Name != o.outs[i].Name {
			return false
		}
	}
	for i := range l.ins {
		a, b := l.ins[i], o.ins[i]
		if a.Name != b.Name || len(a.Bases) != len(b.Bases) {
			return false
		}
		for j := range a.Bases {
			for k := range a.Bases[j] {
				if a.Bases[j][k] != b.Bases[j][k] {
					return false
				}
			}
		}
	}
	return true
}

// String prints the bases in the body form of #ttg.linear, for example
// `register = [[0, 1], [8, 0]], lane = [[0, 2]], warp = [], block = []`.
func (l LinearLayout) String() string {
	var sb strings.Builder
	for i, in := range l.ins {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(in.Name)
		sb.WriteString(" = ")
		writeBases(&sb, in.Bases)
	}
	return sb.String()
}

// writeBases writes bases as `[[a, b], [c, d]]`.
func writeBases(sb *strings.Builder, bases [][]int32) {
	sb.WriteByte('[')
	for j, b := range bases {
		if j > 0 {
			sb.WriteString(", ")
		}
		sb.WriteByte('[')
		for k, v := range b {
			if k > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(strconv.Itoa(int(v)))
		}
		sb.WriteByte(']')
	}
	sb.WriteByte(']')
}

// Describe prints the layout with its output sizes, one basis per line, as
// Triton's LinearLayout::toString does; String omits the sizes because the
// attribute form infers them.
func (l LinearLayout) Describe() string {
	var outs []string
	for _, o := range l.outs {
		outs = append(outs, fmt.Sprintf("%s (size %d)", o.Name, o.Size))
	}
	outStr := "[" + strings.Join(outs, ", ") + "]"
	if len(l.ins) == 0 {
		if len(l.outs) == 0 {
			return "\n(empty layout)"
		}
		return "\n(empty layout with out-dims " + outStr + ")"
	}
	var sb strings.Builder
	sb.WriteString("\n")
	for _, in := range l.ins {
		if len(in.Bases) == 0 {
			fmt.Fprintf(&sb, " - %s is a size 1 dimension\n", in.Name)
			continue
		}
		var lines []string
		for i, b := range in.Bases {
			vals := make([]string, len(b))
			for k, v := range b {
				vals[k] = strconv.Itoa(int(v))
			}
			lines = append(lines, fmt.Sprintf("%s=%d -> (%s)", in.Name, 1<<i, strings.Join(vals, ", ")))
		}
		sb.WriteString(" - " + strings.Join(lines, "\n   ") + "\n")
	}
	sb.WriteString("where out dims are: " + outStr)
	return sb.String()
}

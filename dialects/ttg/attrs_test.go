package ttg

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// textPrinter is an ir.AsmPrinter that prints dialect attributes and types in full (no
// aliases), enough to test the bodies the dialect writes.
type textPrinter struct{ b strings.Builder }

func (p *textPrinter) WriteString(s string) { p.b.WriteString(s) }
func (p *textPrinter) PrintType(t ir.Type) {
	switch t := t.(type) {
	case ir.DialectType:
		p.b.WriteString("!" + t.DialectName() + ".")
		t.Print(p)
	case *ir.FloatType:
		p.b.WriteString(t.Kind.Semantics().Name)
	case *ir.IntegerType:
		fmt.Fprintf(&p.b, "i%d", t.Width)
	default:
		fmt.Fprintf(&p.b, "<%T>", t)
	}
}
func (p *textPrinter) PrintAttribute(a ir.Attribute) {
	if d, ok := a.(ir.DialectAttr); ok {
		p.b.WriteString("#" + d.DialectName() + ".")
		d.Print(p)
		return
	}
	fmt.Fprintf(&p.b, "<%T>", a)
}
func (p *textPrinter) PrintAttributeWithoutType(a ir.Attribute) { p.PrintAttribute(a) }
func (p *textPrinter) PrintString(s string)                     { fmt.Fprintf(&p.b, "%q", s) }
func (p *textPrinter) PrintKeywordOrString(s string)            { p.b.WriteString(s) }
func (p *textPrinter) PrintSymbolName(s string)                 { p.b.WriteString("@" + s) }
func (p *textPrinter) PrintFloat(_ *ir.FloatType, bits uint64)  { fmt.Fprint(&p.b, bits) }
func (p *textPrinter) PrintDimensionList(shape []int64)         { p.b.WriteString(joinInts(shape)) }

func attrText(a ir.Attribute) string {
	var p textPrinter
	p.PrintAttribute(a)
	return p.b.String()
}

func TestLayoutPrinting(t *testing.T) {
	ctx := ir.NewContext()
	blocked := Blocked(ctx, []uint32{1, 4}, []uint32{8, 4}, []uint32{4, 1}, []uint32{1, 0}, nil)
	mma := NvidiaMma(ctx, 3, 0, []uint32{4, 1}, nil, []uint32{16, 128, 16})
	tests := []struct {
		attr ir.Attribute
		want string
	}{
		{blocked, "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>"},
		{Blocked(ctx, []uint32{1, 4}, []uint32{8, 4}, []uint32{4, 1}, []uint32{1, 0}, CGALayout{{1, 0}}),
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>"},
		{Slice(ctx, 1, blocked), "#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>"},
		{DotOperand(ctx, 0, mma, 2), "#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>, kWidth = 2}>"},
		{DotOperand(ctx, 1, blocked, 0), "#ttg.dot_op<{opIdx = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>}>"},
		{mma, "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>"},
		{NvidiaMma(ctx, 2, 0, []uint32{2, 4}, CGALayout{{0, 1}}, []uint32{16, 8}),
			"#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 4], CGALayout = [[0, 1]], instrShape = [16, 8]}>"},
		{AMDMfma(ctx, 2, []uint32{4, 1}, []uint32{16, 16, 16}, true, nil, nil, 32),
			"#ttg.amd_mfma<{version = 2, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = true}>"},
		{AMDMfma(ctx, 3, []uint32{4, 1}, []uint32{32, 32, 8}, false, nil, []uint32{2, 2, 1}, 64),
			"#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = false, tilesPerWarp = [2, 2, 1], elementBitWidth = 64}>"},
		{AMDWmma(ctx, 1, false, []uint32{2, 2}, nil, nil, nil), "#ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>"},
		{AMDWmma(ctx, 2, true, []uint32{2, 2}, nil, nil, []uint32{16, 16, 32}),
			"#ttg.amd_wmma<{version = 2, isTranspose = true, warpsPerCTA = [2, 2], instrShape = [16, 16, 32]}>"},
		{Linear(ctx, []NamedBases{{"register", [][]int32{{0, 1}, {8, 0}}}, {"lane", [][]int32{{0, 2}, {1, 0}}}, {"warp", [][]int32{{16, 0}}}, {"block", [][]int32{}}}),
			"#ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [1, 0]], warp = [[16, 0]], block = []}>"},
		{SwizzledShared(ctx, 8, 1, 8, []uint32{1, 0}, nil), "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"},
		{AMDRotatingShared(ctx, 4, 1, 16, []uint32{1, 0}, nil), "#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>"},
		{NVMMAShared(ctx, 128, false, 16, false, 2, nil), "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"},
		{NVMMAShared(ctx, 64, true, 8, true, 3, nil), "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8, fp4Padded = true, rank = 3}>"},
		{NVMMAShared(ctx, 128, false, 16, false, 0, CGALayout{{1, 0}}),
			"#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>"},
		{PaddedShared(ctx, []uint32{32, 64}, []uint32{4, 8}, []uint32{1, 0}, []uint32{64, 64}, nil),
			"#ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [64, 64]}>"},
		{PaddedShared(ctx, []uint32{32}, []uint32{4}, nil, nil, []NamedBases{{"offset", [][]int32{{0, 1}, {1, 1}}}, {"block", [][]int32{}}}),
			"#ttg.padded_shared<[32:+4] {offset = [[0, 1], [1, 1]], block = []}>"},
		{PaddedShared(ctx, []uint32{32}, []uint32{4}, nil, nil, []NamedBases{{"offset", [][]int32{{0, 1}, {0, 2}, {1, 0}}}, {"block", [][]int32{}}}),
			"#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [2, 4]}>"},
		{PaddedShared(ctx, []uint32{32}, []uint32{4}, nil, nil, []NamedBases{{"offset", [][]int32{{1, 0}}}, {"block", [][]int32{{0, 1}}}}),
			"#ttg.padded_shared<[32:+4] {offset = [[1, 0]], block = [[0, 1]]}>"},
		{PaddedShared(ctx, []uint32{16}, []uint32{2}, []uint32{1, 0}, []uint32{64, 1}, nil),
			"#ttg.padded_shared<[16:+2] {order = [0, 1], shape = [64, 1]}>"},
		{SharedLinear(ctx, []NamedBases{{"offset", [][]int32{{0, 1}, {1, 0}}}, {"block", [][]int32{}}}, 16),
			"#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 16>"},
		{SharedMemory(ctx), "#ttg.shared_memory"},
	}
	for _, tc := range tests {
		if got := attrText(tc.attr); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
}

func TestLayoutUniquing(t *testing.T) {
	ctx := ir.NewContext()
	a := Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, nil)
	b := Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, nil)
	c := Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, CGALayout{{1}})
	if a != b || a == c {
		t.Errorf("uniquing: a == b %v (want true), a == c %v (want false)", a == b, a == c)
	}
}

func TestAliases(t *testing.T) {
	ctx := ir.NewContext()
	blocked := Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, nil)
	tests := []struct {
		attr ir.Attribute
		want string
	}{
		{blocked, "blocked"},
		{NvidiaMma(ctx, 2, 0, []uint32{4, 1}, nil, []uint32{16, 8}), "mma"},
		{AMDMfma(ctx, 2, []uint32{4, 1}, []uint32{16, 16, 16}, true, nil, nil, 32), "mma"},
		{AMDWmma(ctx, 1, false, []uint32{2, 2}, nil, nil, nil), "mma"},
		{SwizzledShared(ctx, 8, 1, 8, []uint32{1, 0}, nil), "shared"},
		{NVMMAShared(ctx, 128, false, 16, false, 2, nil), "shared"},
		{Linear(ctx, []NamedBases{{"register", [][]int32{{1}}}}), "linear"},
		{SharedMemory(ctx), "smem"},
		{Slice(ctx, 0, blocked), ""},
		{DotOperand(ctx, 0, blocked, 0), ""},
	}
	for _, tc := range tests {
		got, kind := attrAlias(tc.attr)
		if got != tc.want || (got != "" && kind != ir.FinalAlias) {
			t.Errorf("%s: alias %q (%v), want %q", attrText(tc.attr), got, kind, tc.want)
		}
	}
}

func TestMemDescPrinting(t *testing.T) {
	ctx := ir.NewContext()
	shared := NVMMAShared(ctx, 128, false, 16, false, 2, nil)
	tests := []struct {
		t    ir.Type
		want string
	}{
		{MemDesc(ctx, []int64{128, 64}, ctx.F16(), shared, SharedMemory(ctx), true, nil),
			"!ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>"},
		{MemDesc(ctx, []int64{64, 64}, ctx.F16(), shared, SharedMemory(ctx), true, []int64{2, 64, 64}),
			"!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable, 2x64x64>"},
		{MemDesc(ctx, []int64{1}, ctx.I64(), shared, SharedMemory(ctx), false, nil),
			"!ttg.memdesc<1xi64, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>"},
		{AsyncToken(ctx), "!ttg.async.token"},
	}
	for _, tc := range tests {
		var p textPrinter
		p.PrintType(tc.t)
		if got := p.b.String(); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
}

func TestVerifyMemDesc(t *testing.T) {
	tests := []struct {
		shape, alloc []int64
		want         string
	}{
		{[]int64{3, 128, 64}, []int64{3, 128, 64}, ""},
		{nil, nil, "rank 0 memdesc is not allowed"},
		{[]int64{2, 48}, []int64{2, 48}, "shape must have power-of-2 and non-zero dimensions; got 2, 48"},
		{[]int64{64, 64}, []int64{64}, "alloc shape must have at least as many dimensions as shape"},
		{[]int64{64, 64}, []int64{2, 32, 64}, "shape must be less than or equal to allocShape. shape = 64, 64, allocShape = 2, 32, 64"},
	}
	for _, tc := range tests {
		if got := verifyMemDesc(tc.shape, tc.alloc); got != tc.want {
			t.Errorf("verifyMemDesc(%v, %v) = %q, want %q", tc.shape, tc.alloc, got, tc.want)
		}
	}
}

package layout

import (
	"strings"
	"testing"
)

func mustCGA(t *testing.T, cpg, split, order []uint32) CGALayout {
	t.Helper()
	c, err := CGAFromSplitParams(cpg, split, order)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustLL(t *testing.T, enc Encoding, shape []int64) LinearLayout {
	t.Helper()
	l, err := ToLinearLayout(enc, shape)
	if err != nil {
		t.Fatalf("%+v %v: %v", enc, shape, err)
	}
	return l
}

// TestConversions checks conversions against layouts Triton 3.6 produces.
func TestConversions(t *testing.T) {
	mma2 := NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 8}}
	mma3 := NvidiaMma{VersionMajor: 3, WarpsPerCTA: []uint32{4, 1}, InstrShape: []uint32{16, 16, 8}}
	sliceParent := Blocked{SizePerThread: []uint32{2, 4}, ThreadsPerWarp: []uint32{4, 2}, WarpsPerCTA: []uint32{2, 2}, Order: []uint32{1, 0},
		CGA: mustCGA(t, []uint32{2, 2}, []uint32{2, 2}, []uint32{1, 0})}
	tests := []struct {
		name  string
		enc   Encoding
		shape []int64
		want  string
	}{
		{"blocked1D", Blocked{SizePerThread: []uint32{1}, ThreadsPerWarp: []uint32{4}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}},
			[]int64{16}, "register = [], lane = [[1], [2]], warp = [[4], [8]], block = []"},
		{"ctaDuplication", Blocked{SizePerThread: []uint32{1}, ThreadsPerWarp: []uint32{4}, WarpsPerCTA: []uint32{4}, Order: []uint32{0},
			CGA: mustCGA(t, []uint32{4}, []uint32{2}, []uint32{0})},
			[]int64{32}, "register = [], lane = [[1], [2]], warp = [[4], [8]], block = [[16], [0]]"},
		{"mmaV2_16x16", mma2, []int64{16, 16},
			"register = [[0, 1], [8, 0], [0, 8]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [], block = []"},
		{"mmaV2_32x32", mma2, []int64{32, 32},
			"register = [[0, 1], [8, 0], [0, 8], [0, 16], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [], block = []"},
		{"mmaV2_cga", NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{16, 1, 1}, InstrShape: []uint32{1, 16, 8},
			CGA: mustCGA(t, []uint32{4, 2, 2}, []uint32{4, 2, 1}, []uint32{2, 1, 0})}, []int64{64, 128, 128},
			"register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32], [0, 0, 64], [0, 16, 0], [0, 32, 0]], " +
				"lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[1, 0, 0], [2, 0, 0], [4, 0, 0], [8, 0, 0]], " +
				"block = [[0, 0, 0], [0, 64, 0], [16, 0, 0], [32, 0, 0]]"},
		{"mmaV3_64x16", mma3, []int64{64, 16},
			"register = [[0, 1], [8, 0], [0, 8]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []"},
		{"dotMmaV2A_kwidth8", DotOperand{OpIdx: 0, KWidth: 8, Parent: mma2}, []int64{16, 64},
			"register = [[0, 1], [0, 2], [0, 4], [8, 0], [0, 32]], lane = [[0, 8], [0, 16], [1, 0], [2, 0], [4, 0]], warp = [], block = []"},
		{"dotMmaV2B_kwidth8", DotOperand{OpIdx: 1, KWidth: 8, Parent: mma2}, []int64{64, 8},
			"register = [[1, 0], [2, 0], [4, 0], [32, 0]], lane = [[8, 0], [16, 0], [0, 1], [0, 2], [0, 4]], warp = [], block = []"},
		{"dotMmaV3A", DotOperand{OpIdx: 0, KWidth: 2, Parent: mma3}, []int64{128, 32},
			"register = [[0, 1], [8, 0], [0, 8], [0, 16], [64, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []"},
		{"dotBlockedA", DotOperand{OpIdx: 0, Parent: Blocked{SizePerThread: []uint32{2, 4}, ThreadsPerWarp: []uint32{8, 4}, WarpsPerCTA: []uint32{2, 4}, Order: []uint32{1, 0}}},
			[]int64{32, 16}, "register = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0]], lane = [[0, 0], [0, 0], [2, 0], [4, 0], [8, 0]], warp = [[0, 0], [0, 0], [16, 0]], block = []"},
		{"sliceDim0", Slice{Dim: 0, Parent: sliceParent}, []int64{128},
			"register = [[1], [2], [16], [32]], lane = [[4], [0], [0]], warp = [[8], [0]], block = [[64], [0]]"},
		{"sliceDim1", Slice{Dim: 1, Parent: sliceParent}, []int64{128},
			"register = [[1], [16], [32]], lane = [[0], [2], [4]], warp = [[0], [8]], block = [[0], [64]]"},
		{"swizzled", SwizzledShared{Vec: 2, PerPhase: 1, MaxPhase: 4, Order: []uint32{1, 0}}, []int64{4, 8},
			"offset = [[0, 1], [0, 2], [0, 4], [1, 2], [2, 4]], block = []"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := mustLL(t, tc.enc, tc.shape).String(); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// archBlocked is the layout of the examples in Triton's blocked-layout
// documentation.
func archBlocked(cga CGALayout) Blocked {
	return Blocked{SizePerThread: []uint32{2, 2}, ThreadsPerWarp: []uint32{8, 4}, WarpsPerCTA: []uint32{1, 2}, Order: []uint32{1, 0}, CGA: cga}
}

func TestBlockedDocExamples(t *testing.T) {
	row := func(cells ...int) []int { return cells }
	firstRows := [][]int{
		row(0, 0, 1, 1, 2, 2, 3, 3, 32, 32, 33, 33, 34, 34, 35, 35),
		row(0, 0, 1, 1, 2, 2, 3, 3, 32, 32, 33, 33, 34, 34, 35, 35),
		row(4, 4, 5, 5, 6, 6, 7, 7, 36, 36, 37, 37, 38, 38, 39, 39),
	}
	lastRow := row(28, 28, 29, 29, 30, 30, 31, 31, 60, 60, 61, 61, 62, 62, 63, 63)
	check := func(t *testing.T, l LinearLayout, rows, cols int, cellOf func(r, c int) (int, int)) {
		t.Helper()
		owners, copies, err := Owners(l)
		if err != nil {
			t.Fatal(err)
		}
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				o := owners[r*cols+c]
				wantBlock, wantThread := cellOf(r, c)
				if int(o.Thread(32)) != wantThread || int(o.Block) != wantBlock || copies[r*cols+c] != 1 {
					t.Fatalf("element (%d, %d): block %d thread %d (%d copies), want block %d thread %d", r, c, o.Block, o.Thread(32), copies[r*cols+c], wantBlock, wantThread)
				}
			}
		}
	}
	// The 16x16 tile: rows 0..15, columns 0..15.
	tile := func(r, c int) int {
		if r < 3 {
			return firstRows[r][c]
		}
		if r >= 14 {
			return lastRow[c]
		}
		return (r/2)*4 + (c%8)/2 + 32*(c/8)
	}
	t.Run("16x16", func(t *testing.T) {
		check(t, mustLL(t, archBlocked(CGALayout{}), []int64{16, 16}), 16, 16, func(r, c int) (int, int) { return 0, tile(r, c) })
	})
	t.Run("32x32", func(t *testing.T) {
		l := mustLL(t, archBlocked(CGALayout{}), []int64{32, 32})
		check(t, l, 32, 32, func(r, c int) (int, int) { return 0, tile(r%16, c%16) })
		if n, _ := TotalElemsPerThread(archBlocked(CGALayout{}), []int64{32, 32}); n != 16 {
			t.Errorf("elements per thread = %d, want 16", n)
		}
	})
	t.Run("32x32_2x2CTAs", func(t *testing.T) {
		cga := mustCGA(t, []uint32{2, 2}, []uint32{2, 2}, []uint32{1, 0})
		l := mustLL(t, archBlocked(cga), []int64{32, 32})
		// CTA ids count along the fastest dimension first (CTAOrder [1, 0]).
		check(t, l, 32, 32, func(r, c int) (int, int) { return (r/16)*2 + c/16, tile(r%16, c%16) })
		if got := cga.CTASplitNum(2); got[0] != 2 || got[1] != 2 {
			t.Errorf("CTASplitNum = %v", got)
		}
	})
	t.Run("16x16_2x2CTAs", func(t *testing.T) {
		cga := mustCGA(t, []uint32{2, 2}, []uint32{2, 2}, []uint32{1, 0})
		l := mustLL(t, archBlocked(cga), []int64{16, 16})
		// Each CTA holds an 8x8 quarter; the 16x16 tile wraps around it, so
		// every element has four copies within its CTA.
		_, copies, err := Owners(l)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range copies {
			if c != 4 {
				t.Fatalf("element %d has %d copies, want 4", i, c)
			}
		}
	})
}

func TestFormatOwners(t *testing.T) {
	l := mustLL(t, archBlocked(CGALayout{}), []int64{16, 16})
	got, err := FormatOwners(l, TableThreads)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(got, "\n")
	if want := "[  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]"; lines[0] != want {
		t.Errorf("first line\n got %q\nwant %q", lines[0], want)
	}
	if want := "[ 28 28 29 29 30 30 31 31 60 60 61 61 62 62 63 63 ]"; lines[15] != want {
		t.Errorf("last line\n got %q\nwant %q", lines[15], want)
	}
	if len(lines) != 17 || lines[16] != "" {
		t.Errorf("got %d lines", len(lines))
	}

	regs, err := FormatOwners(l, TableRegisters)
	if err != nil {
		t.Fatal(err)
	}
	if want := "[ 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 ]\n[ 2 3 2 3"; !strings.HasPrefix(regs, want) {
		t.Errorf("registers table starts %q, want %q", regs[:40], want)
	}

	cga := mustCGA(t, []uint32{2, 2}, []uint32{2, 2}, []uint32{1, 0})
	full, err := FormatOwners(mustLL(t, archBlocked(cga), []int64{32, 32}), TableFull)
	if err != nil {
		t.Fatal(err)
	}
	first := strings.Split(full, "\n")[0]
	if !strings.HasPrefix(first, "[  0/0:0  0/0:1  0/1:0") || !strings.Contains(first, "1/0:0") {
		t.Errorf("full table first line %q", first)
	}

	three := mustLL(t, Blocked{SizePerThread: []uint32{1, 1, 1}, ThreadsPerWarp: []uint32{2, 4, 4}, WarpsPerCTA: []uint32{1, 1, 1}, Order: []uint32{2, 1, 0}}, []int64{2, 2, 2})
	s, err := FormatOwners(three, TableThreads)
	if err != nil {
		t.Fatal(err)
	}
	want := "[0, :, :]\n[  0  1 ]\n[  4  5 ]\n\n[1, :, :]\n[ 16 17 ]\n[ 20 21 ]\n"
	if s != want {
		t.Errorf("rank-3 table\n got %q\nwant %q", s, want)
	}
}

func TestSwizzledSharedExample(t *testing.T) {
	// 16x16 f32 with vec 2, perPhase 2, maxPhase 8: element (r, c) sits at
	// row r, column ((c/2) ^ ((r/2) % 8)) * 2 + c%2.
	enc := SwizzledShared{Vec: 2, PerPhase: 2, MaxPhase: 8, Order: []uint32{1, 0}}
	offsets, blocks, err := SharedOffsets(enc, []int64{16, 16})
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < 16; r++ {
		for c := 0; c < 16; c++ {
			want := r*16 + ((c/2)^((r/2)%8))*2 + c%2
			if got := offsets[r*16+c]; int(got) != want || blocks[r*16+c] != 0 {
				t.Fatalf("element (%d, %d) at offset %d, want %d", r, c, got, want)
			}
		}
	}
	l := mustLL(t, enc, []int64{16, 16})
	if !l.IsInvertible() {
		t.Errorf("swizzled layout is not a bijection: %s", l)
	}
}

func TestNVMMASharedOffsets(t *testing.T) {
	// 128-byte swizzling of 16-bit elements: 8-element groups of each
	// 64-element row are XORed with the row index modulo 8.
	enc := NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 16}
	offsets, _, err := SharedOffsets(enc, []int64{64, 64})
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < 64; r++ {
		for c := 0; c < 64; c++ {
			want := r*64 + ((c/8)^(r%8))*8 + c%8
			if got := offsets[r*64+c]; int(got) != want {
				t.Fatalf("element (%d, %d) at offset %d, want %d", r, c, got, want)
			}
		}
	}
	// A wide tensor is stored as 64-column boxes, one after the other.
	offsets, _, err = SharedOffsets(enc, []int64{8, 128})
	if err != nil {
		t.Fatal(err)
	}
	if got := offsets[64]; got != 8*64 {
		t.Errorf("element (0, 64) at offset %d, want %d", got, 8*64)
	}
	// Transposed: the contiguous dimension is dim0.
	tr := NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 16, Transposed: true}
	offsets, _, err = SharedOffsets(tr, []int64{64, 64})
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < 64; r++ {
		for c := 0; c < 64; c++ {
			want := c*64 + ((r/8)^(c%8))*8 + r%8
			if got := offsets[r*64+c]; int(got) != want {
				t.Fatalf("transposed element (%d, %d) at offset %d, want %d", r, c, got, want)
			}
		}
	}
	if _, err := ToLinearLayout(enc, []int64{64, 32}); err == nil {
		t.Error("a 32-column tile accepted for 128-byte swizzling of 16-bit elements")
	}
}

func TestDefaultBlocked(t *testing.T) {
	tests := []struct {
		shape                []int64
		warps, threads, ctas int
		wantTPW, wantWPC     []uint32
		wantSplit            []uint32
	}{
		{[]int64{128, 128}, 4, 32, 1, []uint32{1, 32}, []uint32{1, 4}, []uint32{1, 1}},
		{[]int64{16, 16}, 4, 32, 1, []uint32{2, 16}, []uint32{4, 1}, []uint32{1, 1}},
		{[]int64{1024}, 8, 32, 1, []uint32{32}, []uint32{8}, []uint32{1}},
		{[]int64{64, 2}, 4, 32, 1, []uint32{16, 2}, []uint32{4, 1}, []uint32{1, 1}},
		{[]int64{128, 128}, 4, 32, 2, []uint32{1, 32}, []uint32{1, 4}, []uint32{2, 1}},
	}
	for _, tc := range tests {
		b, err := DefaultBlocked(tc.shape, tc.warps, tc.threads, tc.ctas)
		if err != nil {
			t.Fatal(err)
		}
		if !eqU(b.ThreadsPerWarp, tc.wantTPW) || !eqU(b.WarpsPerCTA, tc.wantWPC) || !eqU(b.CGA.CTASplitNum(len(tc.shape)), tc.wantSplit) {
			t.Errorf("DefaultBlocked(%v, %d, %d, %d) = %+v", tc.shape, tc.warps, tc.threads, tc.ctas, b)
		}
	}
	if _, err := DefaultBlocked([]int64{128}, 3, 32, 1); err == nil {
		t.Error("3 warps accepted")
	}
}

func eqU(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestQueries(t *testing.T) {
	b := Blocked{SizePerThread: []uint32{1, 4}, ThreadsPerWarp: []uint32{8, 4}, WarpsPerCTA: []uint32{4, 1}, Order: []uint32{1, 0}}
	l, err := ToLinear(b, []int64{64, 64})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want []uint32
	}{
		{"sizePerThread", l.SizePerThread(), []uint32{1, 4}},
		{"threadsPerWarp", l.ThreadsPerWarp(), []uint32{8, 4}},
		{"warpsPerCTA", l.WarpsPerCTA(), []uint32{4, 1}},
		{"order", l.Order(), []uint32{1, 0}},
		{"threadOrder", l.ThreadOrder(), []uint32{1, 0}},
		{"contigPerThread", l.ContigPerThread(), []uint32{1, 4}},
		{"contigPerWarp", l.ContigPerWarp(), []uint32{8, 16}},
		{"shapePerCTATile", l.ShapePerCTATile(), []uint32{32, 16}},
	} {
		if !eqU(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	e, err := ElemsPerThread(b, []int64{64, 64})
	if err != nil || !eqU(e, []uint32{2, 16}) {
		t.Errorf("elemsPerThread = %v, %v", e, err)
	}
	e, err = ElemsPerThread(b, []int64{16, 8})
	if err != nil || !eqU(e, []uint32{1, 4}) {
		t.Errorf("elemsPerThread of a small tensor = %v, %v", e, err)
	}
	if n, err := TotalElemsPerThread(NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{2, 2}, InstrShape: []uint32{16, 8}}, []int64{128, 128}); err != nil || n != 128 {
		t.Errorf("mma total elems = %d, %v", n, err)
	}
	if c, err := ContigPerThread(NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{2, 2}, InstrShape: []uint32{16, 8}}, []int64{128, 128}); err != nil || !eqU(c, []uint32{1, 2}) {
		t.Errorf("mma contig = %v, %v", c, err)
	}

	// The linear encoding of a blocked layout is equivalent to it.
	ll := mustLL(t, b, []int64{64, 64})
	eq, err := Equivalent(b, Linear{Layout: ll}, []int64{64, 64})
	if err != nil || !eq {
		t.Errorf("blocked and its linear form not equivalent: %v", err)
	}
	other := b
	other.Order = []uint32{0, 1}
	if eq, _ := Equivalent(b, other, []int64{64, 64}); eq {
		t.Error("different orders reported equivalent")
	}
	// Two spellings of the same layout: the order of dimensions that hold
	// one element does not matter while the tile is not repeated.
	x := Blocked{SizePerThread: []uint32{1, 1}, ThreadsPerWarp: []uint32{1, 32}, WarpsPerCTA: []uint32{1, 1}, Order: []uint32{1, 0}}
	y := x
	y.Order = []uint32{0, 1}
	if eq, _ := Equivalent(x, y, []int64{1, 32}); !eq {
		t.Error("order of unit dimensions should not matter")
	}
	// Repeating the tile follows the order, so a larger shape tells them apart.
	if eq, _ := Equivalent(x, y, []int64{4, 64}); eq {
		t.Error("repetition order ignored")
	}
	if got := l.CTALayout(); !got.IsDefault() {
		t.Errorf("CTALayout = %v", got)
	}
	cga := mustCGA(t, []uint32{2, 2}, []uint32{2, 2}, []uint32{1, 0})
	lc, err := ToLinear(archBlocked(cga), []int64{32, 32})
	if err != nil {
		t.Fatal(err)
	}
	if got := lc.CTALayout(); got.String() != cga.String() {
		t.Errorf("CTALayout of a linear layout = %v, want %v", got, cga)
	}
	if got := lc.SizePerThread(); !eqU(got, []uint32{2, 2}) {
		t.Errorf("sizePerThread with CGA = %v", got)
	}
}

func TestValidate(t *testing.T) {
	bad := []Encoding{
		Blocked{},
		Blocked{SizePerThread: []uint32{3}, ThreadsPerWarp: []uint32{32}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}},
		Blocked{SizePerThread: []uint32{1, 1}, ThreadsPerWarp: []uint32{32, 1}, WarpsPerCTA: []uint32{4, 1}, Order: []uint32{0, 0}},
		Blocked{SizePerThread: []uint32{1}, ThreadsPerWarp: []uint32{32}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}, CGA: CGALayout{Bases: [][]int32{{1, 0}}}},
		Blocked{SizePerThread: []uint32{1}, ThreadsPerWarp: []uint32{32}, WarpsPerCTA: []uint32{4}, Order: []uint32{0}, CGA: CGALayout{Bases: [][]int32{{2}}}},
		Slice{Dim: 0},
		Slice{Dim: 2, Parent: archBlocked(CGALayout{})},
		DotOperand{OpIdx: 2, Parent: archBlocked(CGALayout{})},
		DotOperand{OpIdx: 0, KWidth: 0, Parent: NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 8}}},
		DotOperand{OpIdx: 1, KWidth: 2, Parent: NvidiaMma{VersionMajor: 3, WarpsPerCTA: []uint32{4, 1}, InstrShape: []uint32{16, 64, 16}}},
		NvidiaMma{VersionMajor: 1, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 8}},
		NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 4}},
		NvidiaMma{VersionMajor: 3, WarpsPerCTA: []uint32{4, 1}, InstrShape: []uint32{16, 24, 16}},
		SwizzledShared{Vec: 0, PerPhase: 1, MaxPhase: 1, Order: []uint32{1, 0}},
		NVMMAShared{SwizzlingByteWidth: 96, ElementBitWidth: 16},
		NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 12},
		SharedLinear{Alignment: 16},
		Linear{},
	}
	for _, enc := range bad {
		if err := enc.Validate(); err == nil {
			t.Errorf("%+v: Validate accepted it", enc)
		}
		if _, err := ToLinearLayout(enc, []int64{16, 16}); err == nil {
			t.Errorf("%+v: ToLinearLayout accepted it", enc)
		}
	}
	good := archBlocked(CGALayout{})
	for _, shape := range [][]int64{{16}, {16, 12}, {0, 16}, {16, -16}} {
		if _, err := ToLinearLayout(good, shape); err == nil {
			t.Errorf("shape %v accepted", shape)
		}
	}
	if _, err := ToLinearLayout(nil, []int64{4}); err == nil {
		t.Error("nil encoding accepted")
	}
}

func TestLinearEncodingFitsShape(t *testing.T) {
	ll := mustLL(t, archBlocked(CGALayout{}), []int64{16, 16})
	lin := Linear{Layout: ll}
	// A smaller tensor drops the registers beyond it and broadcasts lanes.
	small := mustLL(t, lin, []int64{8, 8})
	if want := "register = [[0, 1], [1, 0]], lane = [[0, 2], [0, 4], [2, 0], [4, 0], [0, 0]], warp = [[0, 0]], block = []"; small.String() != want {
		t.Errorf("8x8:\n got %s\nwant %s", small, want)
	}
	// A larger one repeats the tile in registers, fastest dimension first.
	big := mustLL(t, lin, []int64{32, 16})
	if want := "register = [[0, 1], [1, 0], [16, 0]], lane = [[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]], warp = [[0, 8]], block = []"; big.String() != want {
		t.Errorf("32x16:\n got %s\nwant %s", big, want)
	}
	if eq, err := Equivalent(lin, archBlocked(CGALayout{}), []int64{32, 16}); err != nil || !eq {
		t.Errorf("linear form differs from blocked on a larger shape: %v", err)
	}
}

func TestNVMMASharedFP4Padded(t *testing.T) {
	// With fp4Padded each 16-byte group holds 8 real bytes and 8 of padding:
	// offsets cover twice the elements, and every element picks its real one.
	enc := NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 8, FP4Padded: true}
	l := mustLL(t, enc, []int64{8, 64})
	if l.InDimSize(DimOffset) != 2*8*64 || l.IsInjective() || !l.IsSurjective() {
		t.Fatalf("fp4 padded layout:%s", l.Describe())
	}
	offsets, _, err := SharedOffsets(enc, []int64{8, 64})
	if err != nil {
		t.Fatal(err)
	}
	for e, off := range offsets {
		got := l.ApplyValues([]int32{off, 0})
		if int(got[0])*64+int(got[1]) != e || off%16 >= 8 {
			t.Fatalf("element %d at offset %d, which holds %v", e, off, got)
		}
	}
}

func TestSliceOfMmaAndDefaults(t *testing.T) {
	mma := NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{2, 2}, InstrShape: []uint32{16, 8}}
	s := Slice{Dim: 1, Parent: mma}
	l, err := ToLinear(s, []int64{64})
	if err != nil {
		t.Fatal(err)
	}
	// Each thread holds rows g and g+8 of each 16-row tile it covers.
	if e, _ := l.ElemsPerThread([]int64{64}); !eqU(e, []uint32{4}) {
		t.Errorf("elems per thread = %v", e)
	}
	if got := s.RepOrder(); !eqU(got, []uint32{0}) {
		t.Errorf("slice rep order = %v", got)
	}
	d := DotOperand{OpIdx: 1, KWidth: 2, Parent: mma}
	if got := d.RepOrder(); !eqU(got, []uint32{0, 1}) {
		t.Errorf("operand B rep order = %v", got)
	}
	if got := (NVMMAShared{SwizzlingByteWidth: 64, ElementBitWidth: 16, Transposed: true}).Order(); !eqU(got, []uint32{0, 1}) {
		t.Errorf("transposed nvmma order = %v", got)
	}
	if got := ShapePerCTA(archBlocked(mustCGA(t, []uint32{2, 1}, []uint32{2, 1}, []uint32{0, 1})), []int64{64, 64}); got[0] != 32 || got[1] != 64 {
		t.Errorf("shape per CTA = %v", got)
	}
}

package layout

import "testing"

// blocked returns the linear layout of a 2-D blocked encoding over shape.
func blocked(t *testing.T, spt, tpw, wpc, order []uint32, shape []int64) LinearLayout {
	t.Helper()
	ll, err := ToLinearLayout(Blocked{SizePerThread: spt, ThreadsPerWarp: tpw, WarpsPerCTA: wpc, Order: order}, shape)
	if err != nil {
		t.Fatal(err)
	}
	return ll
}

// TestCvtNeedsSharedMemory checks the three kinds of conversion: none at all, one that moves
// elements between warps, and one that only reorders each thread's registers.
func TestCvtNeedsSharedMemory(t *testing.T) {
	shape := []int64{32, 32}
	rows := blocked(t, []uint32{1, 4}, []uint32{4, 8}, []uint32{4, 1}, []uint32{1, 0}, shape)
	cols := blocked(t, []uint32{4, 1}, []uint32{8, 4}, []uint32{1, 4}, []uint32{0, 1}, shape)
	// The same elements per thread, with the registers visited in another order.
	ins := rows.InDims()
	ins[0].Bases[0], ins[0].Bases[1] = ins[0].Bases[1], ins[0].Bases[0]
	rowsRegsSwapped, err := New(ins, rows.OutDims(), true)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		src, dst LinearLayout
		want     bool
	}{
		{"identity", rows, rows, false},
		{"across warps", rows, cols, true},
		{"registers only", rows, rowsRegsSwapped, false},
	} {
		got, err := CvtNeedsSharedMemory(c.src, c.dst)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: CvtNeedsSharedMemory = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCvtScratchElems checks that a conversion whose layouts share register bases repeats a
// smaller tile of scratch, and that without shared registers the whole tensor goes through.
func TestCvtScratchElems(t *testing.T) {
	shape := []int64{32, 32}
	rows := blocked(t, []uint32{1, 4}, []uint32{4, 8}, []uint32{4, 1}, []uint32{1, 0}, shape)
	cols := blocked(t, []uint32{4, 1}, []uint32{8, 4}, []uint32{1, 4}, []uint32{0, 1}, shape)
	n, err := CvtScratchElems(rows, cols, 32, 90)
	if err != nil {
		t.Fatal(err)
	}
	if n != 32*32 {
		t.Errorf("scratch of a transposition = %d elements, want the whole tensor, %d", n, 32*32)
	}
	// 64 rows on 32 row-threads: each thread holds two rows in registers on both sides, so the
	// conversion goes in two rounds over half the tensor.
	tall := []int64{64, 32}
	src := blocked(t, []uint32{1, 4}, []uint32{4, 8}, []uint32{8, 1}, []uint32{1, 0}, tall)
	dst := blocked(t, []uint32{1, 1}, []uint32{1, 32}, []uint32{8, 1}, []uint32{1, 0}, tall)
	n, err = CvtScratchElems(src, dst, 32, 90)
	if err != nil {
		t.Fatal(err)
	}
	if n >= 64*32 || n <= 0 {
		t.Errorf("scratch of a conversion with shared register bases = %d elements, want less than %d", n, 64*32)
	}
}

// TestIntersectionBasis checks both ways Triton intersects spans: by membership for powers of
// two, by nullspaces otherwise.
func TestIntersectionBasis(t *testing.T) {
	if got := intersectionBasis([]int32{4, 1, 8}, []int32{8, 2, 4}, 4); len(got) != 2 || got[0] != 4 || got[1] != 8 {
		t.Errorf("intersection of powers of two = %v, want [4 8] in the first basis's order", got)
	}
	// span{3, 4} ∩ span{1, 2} = span{3}.
	got := intersectionBasis([]int32{3, 4}, []int32{1, 2}, 3)
	if len(got) != 1 || got[0] != 3 {
		t.Errorf("intersection of span{3,4} and span{1,2} = %v, want [3]", got)
	}
}

package layout

import (
	"math/rand"
	"slices"
	"testing"
)

// registerLayout returns a layout from register and lane to a 2-D tensor with the given
// register bases.
func registerLayout(t *testing.T, regs [][]int32) LinearLayout {
	t.Helper()
	l, err := New([]InDim{
		{DimRegister, regs},
		{DimLane, [][]int32{{0, 1}, {0, 2}}},
	}, []OutDim{{"dim0", 16}, {"dim1", 4}}, false)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// regCoords returns, for each register of l (lane 0), the tensor coordinates it holds,
// encoded as one integer.
func regCoords(l LinearLayout) []int32 {
	out := make([]int32, l.InDimSize(DimRegister))
	for i := range out {
		c := l.ApplyValues([]int32{int32(i), 0})
		out[i] = c[0]*64 + c[1]
	}
	return out
}

// TestColumnActionMovesValuesWithBases checks that permuting the register values with
// ApplyToValues gives the values the permuted layout puts in each register, and that the
// inverse undoes it.
func TestColumnActionMovesValuesWithBases(t *testing.T) {
	l := registerLayout(t, [][]int32{{1, 0}, {2, 0}, {4, 0}, {8, 0}})
	r := rand.New(rand.NewSource(1))
	for range 20 {
		action := ColumnAction{Action: r.Perm(4), InDim: DimRegister, InSizeLog2: 4}
		permuted, err := action.Apply(l)
		if err != nil {
			t.Fatal(err)
		}
		moved := ApplyToValues(action, regCoords(l))
		if want := regCoords(permuted); !slices.Equal(moved, want) {
			t.Fatalf("action %v: values %v, layout says %v", action.Action, moved, want)
		}
		if back := ApplyToValues(action.Inverse(), moved); !slices.Equal(back, regCoords(l)) {
			t.Fatalf("action %v: inverse gives %v", action.Action, back)
		}
	}
}

// TestLeftCompose checks that composing two actions applies the right one first.
func TestLeftCompose(t *testing.T) {
	l := registerLayout(t, [][]int32{{1, 0}, {2, 0}, {4, 0}})
	a := ColumnAction{Action: []int{2, 0, 1}, InDim: DimRegister, InSizeLog2: 3}
	b := ColumnAction{Action: []int{1, 0, 2}, InDim: DimRegister, InSizeLog2: 3}
	ab, err := a.Apply(l)
	if err != nil {
		t.Fatal(err)
	}
	ab, err = b.Apply(ab)
	if err != nil {
		t.Fatal(err)
	}
	composed, err := a.LeftCompose(b).Apply(l)
	if err != nil {
		t.Fatal(err)
	}
	if !composed.Equal(ab) {
		t.Fatalf("leftCompose gives %s, applying in turn %s", composed, ab)
	}
}

// TestBroadcastRoundTrip checks that dropping the broadcast registers and broadcasting the
// remaining values back gives every register its value.
func TestBroadcastRoundTrip(t *testing.T) {
	l := registerLayout(t, [][]int32{{1, 0}, {0, 0}, {2, 0}, {0, 0}})
	drop := RemoveBroadcastAction(l)
	if drop.IsIdentity() || !slices.Equal(drop.Action, []int{0, 2}) {
		t.Fatalf("drop action %v", drop.Action)
	}
	kept, err := drop.Apply(l)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := BroadcastAs(regCoords(kept), l), regCoords(l); !slices.Equal(got, want) {
		t.Fatalf("broadcast gives %v, want %v", got, want)
	}
}

// TestRegPermForDivide checks that the permutation lets a tile divide the layout on either
// side, and reports false for a tile the layout lacks.
func TestRegPermForDivide(t *testing.T) {
	cvt, err := New([]InDim{
		{DimRegister, [][]int32{{8}, {1}, {16}, {2}}},
		{DimLane, [][]int32{{4}}},
	}, []OutDim{{DimOffset, 32}}, false)
	if err != nil {
		t.Fatal(err)
	}
	tile, _ := Identity1D(4, DimRegister, DimOffset)
	perm, ok := RegPermForDivide(cvt, tile, true)
	if !ok || !slices.Equal(perm.Action, []int{1, 3, 0, 2}) {
		t.Fatalf("left permutation %v, %v", perm.Action, ok)
	}
	permuted, err := perm.Apply(cvt)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := permuted.DivideLeft(tile); !ok {
		t.Fatalf("the tile does not divide %s", permuted)
	}
	reps, _ := Identity1D(4, DimRegister, DimReps)
	if _, ok := RegPermForDivide(cvt, reps, false); ok {
		t.Fatal("a tile of unrelated output dimension must not divide")
	}
	big, _ := Identity1D(8, DimRegister, DimOffset)
	if _, ok := RegPermForDivide(cvt, big, true); ok {
		t.Fatal("offset 4 is a lane, not a register: the 8-wide tile must not divide")
	}
}

// TestDivideRight checks that dividing a product on the right recovers its left factor.
func TestDivideRight(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for range 50 {
		c := randomLayout(r)
		b, err := New([]InDim{{"a", [][]int32{{1}, {2}}}}, []OutDim{{"x", 4}}, false)
		if err != nil {
			t.Fatal(err)
		}
		prod, err := c.Mul(b)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := prod.DivideRight(b)
		if !ok {
			t.Fatalf("%s does not divide %s on the right", b, prod)
		}
		back, err := got.Mul(b)
		if err != nil || !back.Equal(prod) {
			t.Fatalf("quotient %s times %s is not %s", got, b, prod)
		}
	}
}

// TestLargestVectorisation checks that the widest run of registers on consecutive offsets
// is found, moved first, and bounded by 128 bits or by the limit given.
func TestLargestVectorisation(t *testing.T) {
	cvt, err := New([]InDim{
		{DimRegister, [][]int32{{2}, {1}, {16}}},
		{DimLane, [][]int32{{4}, {8}}},
	}, []OutDim{{DimOffset, 32}}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		bitwidth, limit, want int
		identity              bool
	}{
		{32, 0, 4, false},
		{64, 0, 2, false},
		{16, 0, 4, false},
		{32, 2, 1, true},
	} {
		v, perm, err := LargestVectorisation(cvt, c.bitwidth, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		if v != c.want || perm.IsIdentity() != c.identity {
			t.Errorf("bitwidth %d limit %d: vector %d (identity %v), want %d", c.bitwidth, c.limit, v, perm.IsIdentity(), c.want)
		}
	}
}

// TestAdditiveStrides checks that the registers whose offsets share no bit with the
// lanes' go first.
func TestAdditiveStrides(t *testing.T) {
	reps, err := New([]InDim{
		{DimRegister, [][]int32{{4}, {64}, {8}}},
		{DimLane, [][]int32{{1}, {2}, {4}}},
	}, []OutDim{{DimOffset, 128}}, false)
	if err != nil {
		t.Fatal(err)
	}
	addr, err := New([]InDim{{DimLane, reps.Bases(DimLane)}}, reps.OutDims(), false)
	if err != nil {
		t.Fatal(err)
	}
	n, action := AdditiveStridesAction(reps, addr, 0)
	if n != 8 || !slices.Equal(action.Action, []int{0, 1, 2}) {
		t.Fatalf("got %d additive, action %v", n, action.Action)
	}
	n, action = AdditiveStridesAction(reps, addr, 64)
	if n != 4 || !slices.Equal(action.Action, []int{0, 2, 1}) {
		t.Fatalf("with a subslice on bit 6: %d additive, action %v", n, action.Action)
	}
}

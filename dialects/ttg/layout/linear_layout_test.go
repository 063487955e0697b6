package layout

import (
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// mustFor returns a function that unwraps a (layout, error) result,
// failing t on error.
func mustFor(t *testing.T) func(LinearLayout, error) LinearLayout {
	return func(l LinearLayout, err error) LinearLayout {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
}

func TestConstructors(t *testing.T) {
	must := mustFor(t)
	id := must(Identity1D(8, "in", "out"))
	if got := id.String(); got != "in = [[1], [2], [4]]" {
		t.Errorf("identity1D = %s", got)
	}
	if !id.IsInvertible() || id.OutDimSize("out") != 8 || id.InDimSize("in") != 8 {
		t.Errorf("identity1D is not an 8-element bijection:%s", id.Describe())
	}
	z := must(Zeros1D(4, "in", "out", 1))
	if z.String() != "in = [[0], [0]]" || z.IsInjective() || !z.IsSurjective() {
		t.Errorf("zeros1D = %s", z.Describe())
	}
	s := must(Strided1D(4, 2, "in", "out"))
	if s.String() != "in = [[2], [4]]" || s.OutDimSize("out") != 8 || s.IsSurjective() {
		t.Errorf("strided1D = %s", s.Describe())
	}
	inf := must(NewInferred([]InDim{{"r", [][]int32{{0, 1}, {3, 0}, {1, 0}}}}, []string{"x", "y"}))
	if inf.OutDimSize("x") != 4 || inf.OutDimSize("y") != 2 {
		t.Errorf("inferred sizes:%s", inf.Describe())
	}
	for _, f := range []func() error{
		func() error { _, err := Identity1D(3, "a", "b"); return err },
		func() error { _, err := Strided1D(4, 3, "a", "b"); return err },
		func() error { _, err := Zeros1D(0, "a", "b", 1); return err },
		func() error { _, err := New([]InDim{{"a", [][]int32{{4}}}}, []OutDim{{"b", 4}}, false); return err },
		func() error { _, err := New([]InDim{{"a", [][]int32{{-1}}}}, []OutDim{{"b", 4}}, false); return err },
		func() error { _, err := New([]InDim{{"a", [][]int32{{1, 0}}}}, []OutDim{{"b", 4}}, false); return err },
		func() error { _, err := New(nil, []OutDim{{"b", 3}}, false); return err },
		func() error { _, err := New([]InDim{{"a", nil}, {"a", nil}}, nil, false); return err },
		func() error { _, err := New([]InDim{{"a", [][]int32{{2}}}}, []OutDim{{"b", 4}}, true); return err },
		func() error { _, err := NewInferred([]InDim{{"a", [][]int32{{2}}}}, []string{"b"}); return err },
	} {
		if f() == nil {
			t.Error("invalid layout accepted")
		}
	}
	if e := Empty(); e.Describe() != "\n(empty layout)" || e.String() != "" {
		t.Errorf("empty layout prints %q / %q", e.Describe(), e.String())
	}
}

func TestProductAndApply(t *testing.T) {
	must := mustFor(t)
	// 4 registers along dim1, then 8 lanes: 2 along dim1, 4 along dim0.
	l := must(Product(
		must(Identity1D(4, DimRegister, "dim1")),
		must(Identity1D(2, DimLane, "dim1")),
		must(Identity1D(4, DimLane, "dim0")),
	))
	// Out-dims are [dim1, dim0]: each basis lists dim1 first.
	if got := l.String(); got != "register = [[1, 0], [2, 0]], lane = [[4, 0], [0, 1], [0, 2]]" {
		t.Errorf("product = %s", got)
	}
	if !slices.Equal(l.OutDimNames(), []string{"dim1", "dim0"}) {
		t.Errorf("out dims %v", l.OutDimNames())
	}
	out, err := l.Apply([]Coord{{DimLane, 5}, {DimRegister, 3}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out, []Coord{{"dim1", 7}, {"dim0", 2}}) {
		t.Errorf("apply = %v", out)
	}
	for _, bad := range [][]Coord{{{DimLane, 1}}, {{DimLane, 1}, {DimLane, 1}}, {{DimLane, 8}, {DimRegister, 0}}, {{"warp", 0}, {DimRegister, 0}}} {
		if _, err := l.Apply(bad); err == nil {
			t.Errorf("apply(%v) accepted", bad)
		}
	}
	for _, c := range []struct{ x, y, want []string }{
		{[]string{"a", "b"}, []string{"a", "c"}, []string{"a", "b", "c"}},
		{[]string{"a", "b"}, []string{"b", "c"}, []string{"a", "b", "c"}},
		{[]string{"b"}, []string{"a", "b"}, []string{"a", "b"}},
		{[]string{"register"}, []string{"lane", "register"}, []string{"lane", "register"}},
	} {
		if got := supremum(c.x, c.y); !slices.Equal(got, c.want) {
			t.Errorf("supremum(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

func TestTransformations(t *testing.T) {
	must := mustFor(t)
	l := must(New([]InDim{
		{DimRegister, [][]int32{{0, 1}, {8, 0}}},
		{DimLane, [][]int32{{0, 2}, {1, 0}}},
	}, []OutDim{{"dim0", 16}, {"dim1", 4}}, false))

	tr := must(l.TransposeOuts([]string{"dim1", "dim0"}))
	if tr.String() != "register = [[1, 0], [0, 8]], lane = [[2, 0], [0, 1]]" || tr.OutDimSize("dim0") != 16 {
		t.Errorf("transposeOuts = %s", tr.Describe())
	}
	ti := must(l.TransposeIns([]string{DimLane, DimRegister}))
	if !slices.Equal(ti.InDimNames(), []string{DimLane, DimRegister}) {
		t.Errorf("transposeIns = %v", ti.InDimNames())
	}
	if _, err := l.TransposeOuts([]string{"dim0"}); err == nil {
		t.Error("transposeOuts with a missing dim accepted")
	}

	fi := must(l.FlattenIns())
	if fi.String() != "register = [[0, 1], [8, 0], [0, 2], [1, 0]]" {
		t.Errorf("flattenIns = %s", fi)
	}
	fo := must(l.FlattenOuts())
	// dim0 occupies the low 4 bits, dim1 the next 2.
	if fo.String() != "register = [[16], [8]], lane = [[32], [1]]" || fo.OutDimSize("dim0") != 64 {
		t.Errorf("flattenOuts = %s", fo.Describe())
	}
	back := must(fo.ReshapeOuts([]OutDim{{"dim0", 16}, {"dim1", 4}}))
	if !back.Equal(l) {
		t.Errorf("reshape round trip = %s", back.Describe())
	}
	if _, err := l.ReshapeOuts([]OutDim{{"dim0", 32}}); err == nil {
		t.Error("reshape to a different size accepted")
	}

	sub := must(l.Sublayout([]string{DimLane}, []string{"dim1"}))
	if sub.String() != "lane = [[2], [0]]" {
		t.Errorf("sublayout = %s", sub)
	}
	if zero, err := l.SublayoutIsZero([]string{DimRegister}, []string{"dim1"}); err != nil || zero {
		t.Errorf("sublayoutIsZero = %v, %v", zero, err)
	}
	if _, err := l.Sublayout([]string{"warp"}, nil); err == nil {
		t.Error("sublayout of a missing dim accepted")
	}
	if r := must(l.ResizeInDim(DimRegister, 2)); r.InDimSize(DimRegister) != 2 {
		t.Errorf("resizeInDim:%s", r.Describe())
	}
	if r := must(l.RenameInDim(DimRegister, "offset")); !slices.Equal(r.InDimNames(), []string{DimLane, "offset"}) {
		t.Errorf("renameInDim = %v", r.InDimNames())
	}
	if !strings.Contains(l.Describe(), "register=2 -> (8, 0)") {
		t.Errorf("describe = %s", l.Describe())
	}
}

func TestInvertAndCompose(t *testing.T) {
	must := mustFor(t)
	// A swizzle of a 4x4 tile.
	l := must(NewInferred([]InDim{{DimOffset, [][]int32{{0, 1}, {0, 2}, {1, 1}, {2, 2}}}}, []string{"dim0", "dim1"}))
	inv := must(l.Invert())
	id := must(l.Compose(inv))
	if id.String() != "offset = [[1], [2], [4], [8]]" {
		t.Errorf("inverse∘l = %s", id)
	}
	// A broadcast layout: registers 2 and 3 repeat 0 and 1.
	b := must(New([]InDim{{DimRegister, [][]int32{{1}, {0}}}}, []OutDim{{"dim0", 2}}, true))
	if _, err := b.Invert(); err == nil {
		t.Error("non-bijection inverted")
	}
	p := must(b.PseudoInvert())
	if p.String() != "dim0 = [[1]]" {
		t.Errorf("pseudo-inverse = %s", p)
	}
	if m := b.FreeVariableMasks(); !slices.Equal(m, []Coord{{DimRegister, 2}}) {
		t.Errorf("free variable masks = %v", m)
	}
	// Converting between two layouts keeps the dims that agree.
	src := must(Product(must(Identity1D(4, DimRegister, "dim0")), must(Identity1D(4, DimLane, "dim0"))))
	dst := must(Product(must(Identity1D(4, DimLane, "dim0")), must(Identity1D(4, DimRegister, "dim0"))))
	dst = must(dst.TransposeIns([]string{DimRegister, DimLane}))
	cvt := must(src.InvertAndCompose(dst))
	if cvt.String() != "register = [[0, 1], [0, 2]], lane = [[1, 0], [2, 0]]" {
		t.Errorf("conversion = %s", cvt)
	}
}

func TestDivideLeftAndConsecutive(t *testing.T) {
	must := mustFor(t)
	b := must(Identity1D(4, DimRegister, "dim0"))
	c := must(Product(must(Identity1D(2, DimRegister, "dim0")), must(Identity1D(8, DimLane, "dim0"))))
	a := must(b.Mul(c))
	got, ok := a.DivideLeft(b)
	if !ok || !got.Equal(c) {
		t.Errorf("divideLeft = %s, %v, want %s", got, ok, c)
	}
	if _, ok := c.DivideLeft(b); ok {
		t.Error("divideLeft of a non-multiple succeeded")
	}
	if n := a.NumConsecutiveInOut(); n != 8 {
		t.Errorf("numConsecutiveInOut = %d, want 8", n)
	}
	// A lane between two register bits cuts the vector.
	v := must(New([]InDim{{DimRegister, [][]int32{{1}, {2}, {8}}}, {DimLane, [][]int32{{4}, {16}}}}, []OutDim{{"dim0", 32}}, true))
	if n := v.NumConsecutiveInOut(); n != 4 {
		t.Errorf("numConsecutiveInOut = %d, want 4", n)
	}
}

// randomLayout returns a random layout with in-dims a, b and out-dims x, y.
func randomLayout(r *rand.Rand) LinearLayout {
	outs := []OutDim{{"x", 1 << r.Intn(4)}, {"y", 1 << r.Intn(4)}}
	var ins []InDim
	for _, n := range []string{"a", "b"} {
		var bs [][]int32
		for i := r.Intn(4); i > 0; i-- {
			bs = append(bs, []int32{int32(r.Intn(int(outs[0].Size))), int32(r.Intn(int(outs[1].Size)))})
		}
		ins = append(ins, InDim{n, bs})
	}
	l, err := New(ins, outs, false)
	if err != nil {
		panic(err)
	}
	return l
}

func TestPropertyLinearAlgebra(t *testing.T) {
	must := mustFor(t)
	r := rand.New(rand.NewSource(6))
	for iter := 0; iter < 3000; iter++ {
		l := randomLayout(r)
		// Apply agrees with the XOR of the bases, checked by brute force
		// against linearity.
		na, nb := l.InDimSize("a"), l.InDimSize("b")
		for a := int32(0); a < na; a++ {
			for b := int32(0); b < nb; b++ {
				got := l.ApplyValues([]int32{a, b})
				x, y := l.ApplyValues([]int32{a, 0}), l.ApplyValues([]int32{0, b})
				if got[0] != x[0]^y[0] || got[1] != x[1]^y[1] {
					t.Fatalf("iter %d: apply is not linear", iter)
				}
			}
		}
		// The pseudo-inverse of a surjective layout is a right inverse;
		// other layouts have none.
		p, err := l.PseudoInvert()
		if (err == nil) != l.IsSurjective() {
			t.Fatalf("iter %d: pseudo-inverse error %v for surjective=%v", iter, err, l.IsSurjective())
		}
		for x := int32(0); err == nil && x < l.OutDimSize("x"); x++ {
			for y := int32(0); y < l.OutDimSize("y"); y++ {
				img := []int32{x, y}
				if got := l.ApplyValues(p.ApplyValues(img)); !slices.Equal(got, img) {
					t.Fatalf("iter %d: l(pseudo-inverse(%v)) = %v:%s", iter, img, got, l.Describe())
				}
			}
		}
		// Rank bounds and the free variables agree.
		free := 0
		for _, m := range l.FreeVariableMasks() {
			for v := m.Value; v != 0; v &= v - 1 {
				free++
			}
		}
		if l.Rank()+free != l.TotalInDimSizeLog2() {
			t.Fatalf("iter %d: rank %d + free %d != %d", iter, l.Rank(), free, l.TotalInDimSizeLog2())
		}
		// Reshape round trips and products divide.
		fo := must(l.FlattenOuts())
		if back := must(fo.ReshapeOuts(l.OutDims())); !back.Equal(l) {
			t.Fatalf("iter %d: reshape round trip", iter)
		}
		o := randomLayout(r)
		prod := must(l.Mul(o))
		if q, ok := prod.DivideLeft(l); !ok || !q.Equal(o) {
			t.Fatalf("iter %d: (l*o)/l != o", iter)
		}
		if l.IsInvertible() {
			inv := must(l.Invert())
			for x := int32(0); x < l.OutDimSize("x"); x++ {
				for y := int32(0); y < l.OutDimSize("y"); y++ {
					if got := l.ApplyValues(inv.ApplyValues([]int32{x, y})); !slices.Equal(got, []int32{x, y}) {
						t.Fatalf("iter %d: l(inverse(%d, %d)) = %v", iter, x, y, got)
					}
				}
			}
		}
	}
}

// TestCGAOfOneCTA checks the shortcut for a single CTA against the general construction of
// the same layout through its split parameters' linear layouts.
func TestCGAOfOneCTA(t *testing.T) {
	for _, order := range [][]uint32{{0}, {1, 0}, {0, 1}, {2, 0, 1}} {
		ones := make([]uint32, len(order))
		for i := range ones {
			ones[i] = 1
		}
		got, err := CGAFromSplitParams(ones, ones, order)
		if err != nil {
			t.Fatal(err)
		}
		names := standardOutDimNames(len(order))
		want := Empty()
		for _, d := range order {
			id, err := Identity1D(1, DimBlock, names[d])
			if err != nil {
				t.Fatal(err)
			}
			if want, err = want.Mul(id); err != nil {
				t.Fatal(err)
			}
		}
		if !reflect.DeepEqual(got.Bases, want.Bases(DimBlock)) {
			t.Errorf("order %v: got %#v, want %#v", order, got.Bases, want.Bases(DimBlock))
		}
	}
}

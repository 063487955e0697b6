package ttg

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// randomBlocked returns a single-CTA blocked layout of rank with power-of-two parameters for
// 32 lanes and 4 warps, and a power-of-two shape for it.
func randomBlocked(ctx *ir.Context, r *rand.Rand, rank int) (*BlockedEncoding, []int64) {
	spread := func(total int) []uint32 {
		v := make([]uint32, rank)
		for i := range v {
			v[i] = 1
		}
		for ; total > 1; total /= 2 {
			v[r.IntN(rank)] *= 2
		}
		return v
	}
	order := make([]uint32, rank)
	for i, p := range r.Perm(rank) {
		order[i] = uint32(p)
	}
	shape := make([]int64, rank)
	for i := range shape {
		shape[i] = 1 << r.IntN(6)
	}
	return Blocked(ctx, spread(1<<r.IntN(3)), spread(32), spread(4), order, nil), shape
}

// TestInferenceIsConsistent checks the legacy shortcuts of the inference against the linear
// layout algebra on random blocked layouts: a blocked transpose places every element where the
// transposed linear layout does, a split undoes a join, and a legacy reshape agrees with the
// reshaped linear layout.
func TestInferenceIsConsistent(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	r := rand.New(rand.NewPCG(1, 2))
	var inf LayoutInference
	legacy := 0
	for range 300 {
		rank := 1 + r.IntN(3)
		enc, shape := randomBlocked(ctx, r, rank)
		order := make([]int32, rank)
		for i, p := range r.Perm(rank) {
			order[i] = int32(p)
		}
		got, err := inf.InferTransEncoding(ctx, enc, shape, order)
		if err != nil {
			t.Fatalf("trans %v of %v: %v", order, enc, err)
		}
		ll, err := linearLayoutOf(enc, shape)
		if err != nil {
			t.Fatal(err)
		}
		bases := namedBasesOf(ll)
		for _, nb := range bases {
			for i, b := range nb.Bases {
				nb.Bases[i] = permuteI32(b, order)
			}
		}
		tshape := make([]int64, rank)
		for i, o := range order {
			tshape[i] = shape[o]
		}
		if !LayoutsEquivalent(tshape, got, Linear(ctx, bases)) {
			t.Errorf("trans %v of %v on %v: %v differs from the transposed linear layout", order, enc, shape, got)
		}
		joined, err := inf.InferDefaultJoinEncoding(ctx, enc, shape)
		if err != nil {
			t.Fatalf("join of %v: %v", enc, err)
		}
		split, err := inf.InferSplitEncoding(ctx, joined, append(slices.Clone(shape), 2))
		if err != nil || !LayoutsEquivalent(shape, split, enc) {
			t.Errorf("split(join(%v)) on %v = %v, %v", enc, shape, split, err)
		}
		n := ir.NumElements(shape)
		for _, dst := range [][]int64{{n}, {max(n/4, 1), min(n, 4)}} {
			if got, ok := legacyReshape(ctx, shape, enc, dst); ok {
				legacy++
				if !LayoutsEquivalent(dst, got, mustReshapeLinear(t, ctx, enc, shape, dst)) {
					t.Errorf("reshape of %v from %v to %v: legacy %v moves data", enc, shape, dst, got)
				}
			}
		}
	}
	if legacy < 10 {
		t.Errorf("only %d random layouts reshaped the legacy way", legacy)
	}
}

func mustReshapeLinear(t *testing.T, ctx *ir.Context, enc ir.Attribute, src, dst []int64) ir.Attribute {
	t.Helper()
	ll, err := linearLayoutOf(enc, src)
	if err != nil {
		t.Fatal(err)
	}
	if ll, err = reshapeLayout(ll, dst); err != nil {
		t.Fatal(err)
	}
	return Linear(ctx, namedBasesOf(ll))
}

package ir

import (
	"slices"
	"testing"
)

// TestSharedInt64s returns Int64s' elements, sign-extended, as one slice for all callers that
// appending to cannot overwrite.
func TestSharedInt64s(t *testing.T) {
	c := NewContext()
	a := c.DenseI32ArrayAttr([]int32{3, -1, 7})
	got := a.SharedInt64s()
	if !slices.Equal(got, a.Int64s()) || !slices.Equal(got, []int64{3, -1, 7}) {
		t.Fatalf("SharedInt64s = %v, want %v", got, a.Int64s())
	}
	if again := a.SharedInt64s(); &again[0] != &got[0] {
		t.Fatal("second call made another slice")
	}
	_ = append(got, 9)
	if again := a.SharedInt64s(); len(again) != 3 {
		t.Fatalf("append changed the shared slice: %v", again)
	}
	if empty := c.DenseI64ArrayAttr(nil).SharedInt64s(); len(empty) != 0 {
		t.Fatalf("empty array gave %v", empty)
	}
}

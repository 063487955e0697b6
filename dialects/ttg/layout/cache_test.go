package layout

import (
	"reflect"
	"testing"
)

// TestToLinearLayoutCache checks that a cached layout is the one the encoding builds, that
// encodings which differ only in a nested encoding's type get their own layouts, and that
// the cache starts over when full.
func TestToLinearLayoutCache(t *testing.T) {
	blocked := Blocked{SizePerThread: []uint32{1, 4}, ThreadsPerWarp: []uint32{8, 4}, WarpsPerCTA: []uint32{4, 1}, Order: []uint32{1, 0}}
	mma := NvidiaMma{VersionMajor: 2, WarpsPerCTA: []uint32{4, 1}, InstrShape: []uint32{16, 8}}
	shape := []int64{64, 32}
	for _, enc := range []Encoding{blocked, mma, Slice{Dim: 1, Parent: blocked}, Slice{Dim: 1, Parent: mma}} {
		s := shape
		if _, ok := enc.(Slice); ok {
			s = shape[:1]
		}
		want, err := enc.ToLinearLayout(s)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			got, err := ToLinearLayout(enc, s)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%#v: cached layout %v differs from %v", enc, got, want)
			}
		}
	}
	if cacheKey(Slice{Dim: 1, Parent: blocked}, shape) == cacheKey(Slice{Dim: 1, Parent: mma}, shape) {
		t.Error("slices of different parents share a cache key")
	}
	c := layoutCache{entries: map[string]LinearLayout{}}
	for i := range maxCachedLayouts + 1 {
		c.store(string(rune(i)), Empty())
	}
	if len(c.entries) != 1 {
		t.Errorf("a full cache holds %d entries after one more store, want 1", len(c.entries))
	}
}

package ir

import (
	"sync"
	"testing"
)

// TestCachedForDialects builds a value once per context while the loaded dialects stay the
// same, again after another dialect is loaded, and separately for another key or context.
func TestCachedForDialects(t *testing.T) {
	type key struct{ name string }
	c := NewContext()
	builds := 0
	build := func() *int { builds++; v := builds; return &v }
	first := CachedForDialects(c, key{"a"}, build)
	if again := CachedForDialects(c, key{"a"}, build); again != first || builds != 1 {
		t.Fatalf("second call built again (%d builds)", builds)
	}
	if other := CachedForDialects(c, key{"b"}, build); other == first || builds != 2 {
		t.Fatalf("another key shared the value (%d builds)", builds)
	}
	c.Load(&Dialect{Name: "memo", Ops: []*OpDef{{Name: "memo.op"}}})
	if after := CachedForDialects(c, key{"a"}, build); after == first || builds != 3 {
		t.Fatalf("loading a dialect kept the old value (%d builds)", builds)
	}
	if fresh := CachedForDialects(NewContext(), key{"a"}, build); fresh == first || builds != 4 {
		t.Fatalf("another context shared the value (%d builds)", builds)
	}
}

// TestCachedForDialectsConcurrent asks from many goroutines at once: all get one value.
func TestCachedForDialectsConcurrent(t *testing.T) {
	c := NewContext()
	const workers = 8
	got := make([]*int, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			got[w] = CachedForDialects(c, "k", func() *int { return new(int) })
		})
	}
	wg.Wait()
	for w := range workers {
		if got[w] != got[0] {
			t.Fatalf("goroutine %d got another value", w)
		}
	}
}

package layout

import (
	"sync"
	"testing"
)

func TestMemoRemembersAndStartsOverWhenFull(t *testing.T) {
	var m Memo[int, string]
	if _, ok := m.Lookup(1); ok {
		t.Fatal("an empty memo remembers 1")
	}
	m.Store(1, "one")
	if v, ok := m.Lookup(1); !ok || v != "one" {
		t.Fatalf("Lookup(1) = %q, %v; want one, true", v, ok)
	}
	for k := 2; k <= maxMemoEntries; k++ {
		m.Store(k, "many")
	}
	if _, ok := m.Lookup(1); !ok {
		t.Fatal("a full memo forgot 1 before it overflowed")
	}
	m.Store(maxMemoEntries+1, "overflow")
	if _, ok := m.Lookup(1); ok {
		t.Fatal("an overflowing memo still remembers 1")
	}
	if v, ok := m.Lookup(maxMemoEntries + 1); !ok || v != "overflow" {
		t.Fatalf("the entry that overflowed the memo is %q, %v", v, ok)
	}
}

func TestMemoConcurrentUse(t *testing.T) {
	var m Memo[int, int]
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 100 {
				m.Store(k, k*g)
				m.Lookup(k)
			}
		})
	}
	wg.Wait()
	if _, ok := m.Lookup(99); !ok {
		t.Fatal("no goroutine's entry for 99 survived")
	}
}
